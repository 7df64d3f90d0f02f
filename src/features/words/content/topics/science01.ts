import type { WordSet } from '../types';

const set: WordSet = {
  id: 'science01',
  words: [
    {
      kind: 'noun',
      de: 'Wissenschaft',
      article: 'die',
      plural: 'Wissenschaften',
      tr: { en: 'science', ua: 'наука', de: 'Man sucht nach neuem Wissen über die Welt.', ru: 'наука', be: 'навука', tr: 'bilim', pl: 'nauka', es: 'ciencia' },
    },
    {
      kind: 'noun',
      de: 'Wissenschaftler',
      article: 'der',
      plural: 'Wissenschaftler',
      img: 'scientist',
      tr: { en: 'scientist', ua: 'науковець', de: 'Person, die forscht und Neues entdeckt', ru: 'учёный', be: 'навуковец', tr: 'bilim insanı', pl: 'naukowiec', es: 'científico' },
    },
    {
      kind: 'noun',
      de: 'Forschung',
      article: 'die',
      plural: 'Forschungen',
      tr: { en: 'research', ua: 'дослідження', de: 'genaue Arbeit, um Neues herauszufinden', ru: 'исследование', be: 'даследаванне', tr: 'araştırma', pl: 'badania', es: 'investigación' },
    },
    {
      kind: 'noun',
      de: 'Experiment',
      article: 'das',
      plural: 'Experimente',
      img: 'test-tube',
      tr: { en: 'experiment', ua: 'експеримент', de: 'Versuch, mit dem man etwas testet', ru: 'эксперимент', be: 'эксперымент', tr: 'deney', pl: 'eksperyment', es: 'experimento' },
    },
    {
      kind: 'noun',
      de: 'Labor',
      article: 'das',
      plural: 'Labore',
      tr: { en: 'laboratory', ua: 'лабораторія', de: 'Raum, in dem Forscher Versuche machen', ru: 'лаборатория', be: 'лабараторыя', tr: 'laboratuvar', pl: 'laboratorium', es: 'laboratorio' },
    },
    {
      kind: 'noun',
      de: 'Mikroskop',
      article: 'das',
      plural: 'Mikroskope',
      img: 'microscope',
      tr: { en: 'microscope', ua: 'мікроскоп', de: 'Gerät, mit dem man sehr kleine Dinge sieht', ru: 'микроскоп', be: 'мікраскоп', tr: 'mikroskop', pl: 'mikroskop', es: 'microscopio' },
    },
    {
      kind: 'noun',
      de: 'Chemie',
      article: 'die',
      plural: null,
      img: 'alembic',
      tr: { en: 'chemistry', ua: 'хімія', de: 'Wissenschaft von den Stoffen und ihren Reaktionen', ru: 'химия', be: 'хімія', tr: 'kimya', pl: 'chemia', es: 'química' },
    },
    {
      kind: 'noun',
      de: 'Physik',
      article: 'die',
      plural: null,
      img: 'atom-symbol',
      tr: { en: 'physics', ua: 'фізика', de: 'Wissenschaft von Kraft, Licht und Energie', ru: 'физика', be: 'фізіка', tr: 'fizik', pl: 'fizyka', es: 'física' },
    },
    {
      kind: 'noun',
      de: 'Biologie',
      article: 'die',
      plural: null,
      img: 'dna',
      tr: { en: 'biology', ua: 'біологія', de: 'Wissenschaft von Pflanzen, Tieren und Menschen', ru: 'биология', be: 'біялогія', tr: 'biyoloji', pl: 'biologia', es: 'biología' },
    },
    {
      kind: 'noun',
      de: 'Ergebnis',
      article: 'das',
      plural: 'Ergebnisse',
      tr: { en: 'result', ua: 'результат', de: 'was am Ende herauskommt', ru: 'результат', be: 'вынік', tr: 'sonuç', pl: 'wynik', es: 'resultado' },
    },
    {
      kind: 'noun',
      de: 'Erfindung',
      article: 'die',
      plural: 'Erfindungen',
      tr: { en: 'invention', ua: 'винахід', de: 'neue Sache, die es vorher nicht gab', ru: 'изобретение', be: 'вынаходства', tr: 'icat', pl: 'wynalazek', es: 'invento' },
    },
    {
      kind: 'noun',
      de: 'Entdeckung',
      article: 'die',
      plural: 'Entdeckungen',
      tr: { en: 'discovery', ua: 'відкриття', de: 'Man findet etwas, das noch niemand kannte.', ru: 'открытие', be: 'адкрыццё', tr: 'keşif', pl: 'odkrycie', es: 'descubrimiento' },
    },
  ],
};

export default set;
