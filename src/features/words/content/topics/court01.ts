import type { WordSet } from '../types';

const set: WordSet = {
  id: 'court01',
  card: {
    level: 'A2',
    order: 3,
    img: 'balance-scale',
    descr: { en: 'Court and law', ua: 'Суд і право', de: 'Gericht und Recht', ru: 'Суд и право', be: 'Суд і права', tr: 'Mahkeme ve hukuk', pl: 'Sąd i prawo', es: 'Tribunal y derecho' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Gericht',
      article: 'das',
      plural: 'Gerichte',
      img: 'balance-scale',
      tr: { en: 'court', ua: 'суд', de: 'Ort, an dem Richter über Streit und Straftaten entscheiden', ru: 'суд', be: 'суд', tr: 'mahkeme', pl: 'sąd', es: 'tribunal' },
    },
    {
      kind: 'noun',
      de: 'Gesetz',
      article: 'das',
      plural: 'Gesetze',
      tr: { en: 'law', ua: 'закон', de: 'Regel vom Staat, die für alle gilt', ru: 'закон', be: 'закон', tr: 'kanun', pl: 'ustawa', es: 'ley' },
    },
    {
      kind: 'noun',
      de: 'Recht',
      article: 'das',
      plural: 'Rechte',
      tr: { en: 'right', ua: 'право', de: 'was man tun darf oder haben soll', ru: 'право', be: 'права', tr: 'hak', pl: 'prawo', es: 'derecho' },
    },
    {
      kind: 'noun',
      de: 'Richter',
      article: 'der',
      plural: 'Richter',
      img: 'judge',
      tr: { en: 'judge', ua: 'суддя', de: 'Person, die im Gericht das Urteil spricht', ru: 'судья', be: 'суддзя', tr: 'yargıç', pl: 'sędzia', es: 'juez' },
    },
    {
      kind: 'noun',
      de: 'Anwalt',
      article: 'der',
      plural: 'Anwälte',
      tr: { en: 'lawyer', ua: 'адвокат', de: 'hilft Menschen bei Problemen mit dem Gesetz', ru: 'адвокат', be: 'адвакат', tr: 'avukat', pl: 'adwokat', es: 'abogado' },
    },
    {
      kind: 'noun',
      de: 'Zeuge',
      article: 'der',
      plural: 'Zeugen',
      tr: { en: 'witness', ua: 'свідок', de: 'Person, die etwas gesehen hat und davon erzählt', ru: 'свидетель', be: 'сведка', tr: 'tanık', pl: 'świadek', es: 'testigo' },
    },
    {
      kind: 'noun',
      de: 'Strafe',
      article: 'die',
      plural: 'Strafen',
      tr: { en: 'punishment', ua: 'покарання', de: 'Folge, wenn man etwas Verbotenes tut', ru: 'наказание', be: 'пакаранне', tr: 'ceza', pl: 'kara', es: 'castigo' },
    },
    {
      kind: 'noun',
      de: 'Urteil',
      article: 'das',
      plural: 'Urteile',
      tr: { en: 'verdict', ua: 'вирок', de: 'Entscheidung des Richters am Ende', ru: 'приговор', be: 'прысуд', tr: 'karar', pl: 'wyrok', es: 'sentencia' },
    },
    {
      kind: 'noun',
      de: 'Gefängnis',
      article: 'das',
      plural: 'Gefängnisse',
      tr: { en: 'prison', ua: 'в’язниця', de: 'Dort müssen Kriminelle eine Zeit lang bleiben.', ru: 'тюрьма', be: 'турма', tr: 'hapishane', pl: 'więzienie', es: 'cárcel' },
    },
    {
      kind: 'noun',
      de: 'Dieb',
      article: 'der',
      plural: 'Diebe',
      tr: { en: 'thief', ua: 'злодій', de: 'Person, die anderen Sachen wegnimmt', ru: 'вор', be: 'злодзей', tr: 'hırsız', pl: 'złodziej', es: 'ladrón' },
    },
    {
      kind: 'noun',
      de: 'Diebstahl',
      article: 'der',
      plural: 'Diebstähle',
      tr: { en: 'theft', ua: 'крадіжка', de: 'Man nimmt etwas, das einem nicht gehört.', ru: 'кража', be: 'крадзеж', tr: 'hırsızlık', pl: 'kradzież', es: 'robo' },
    },
    {
      kind: 'noun',
      de: 'Vertrag',
      article: 'der',
      plural: 'Verträge',
      tr: { en: 'contract', ua: 'договір', de: 'Papier mit Regeln, das beide Seiten unterschreiben', ru: 'договор', be: 'дагавор', tr: 'sözleşme', pl: 'umowa', es: 'contrato' },
    },
  ],
};

export default set;
