import type { WordSet } from '../types';

const set: WordSet = {
  id: 'fitnessEquipment01',
  card: {
    level: 'A2',
    order: 16,
    img: 'person-lifting-weights',
    descr: { en: 'Fitness equipment', ua: 'Фітнес-інвентар', de: 'Fitnessgeräte', ru: 'Фитнес-инвентарь', be: 'Фітнес-інвентар', tr: 'Fitness ekipmanı', pl: 'Sprzęt do fitnessu', es: 'Equipo de fitness' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Fitnessstudio',
      article: 'das',
      plural: 'Fitnessstudios',
      tr: { en: 'gym', ua: 'тренажерний зал', de: 'Ort, wo man mit Geräten trainiert', ru: 'тренажёрный зал', be: 'трэнажорная зала', tr: 'spor salonu', pl: 'siłownia', es: 'gimnasio' },
    },
    {
      kind: 'noun',
      de: 'Hantel',
      article: 'die',
      plural: 'Hanteln',
      img: 'person-lifting-weights',
      tr: { en: 'dumbbell', ua: 'гантель', de: 'schweres Sportgerät aus Metall für die Arme', ru: 'гантель', be: 'гантэль', tr: 'dambıl', pl: 'hantla', es: 'mancuerna' },
    },
    {
      kind: 'noun',
      de: 'Gymnastikball',
      article: 'der',
      plural: 'Gymnastikbälle',
      tr: { en: 'exercise ball', ua: 'фітбол', de: 'großer, weicher Ball für Übungen', ru: 'фитбол', be: 'фітбол', tr: 'pilates topu', pl: 'piłka gimnastyczna', es: 'pelota de ejercicio' },
    },
    {
      kind: 'noun',
      de: 'Laufband',
      article: 'das',
      plural: 'Laufbänder',
      tr: { en: 'treadmill', ua: 'бігова доріжка', de: 'Gerät, auf dem man drinnen rennt', ru: 'беговая дорожка', be: 'бегавая дарожка', tr: 'koşu bandı', pl: 'bieżnia', es: 'cinta de correr' },
    },
    {
      kind: 'noun',
      de: 'Heimtrainer',
      article: 'der',
      plural: 'Heimtrainer',
      tr: { en: 'exercise bike', ua: 'велотренажер', de: 'Fahrrad für die Wohnung, das nicht wegfährt', ru: 'велотренажёр', be: 'велатрэнажор', tr: 'kondisyon bisikleti', pl: 'rower stacjonarny', es: 'bicicleta estática' },
    },
    {
      kind: 'noun',
      de: 'Yogamatte',
      article: 'die',
      plural: 'Yogamatten',
      tr: { en: 'yoga mat', ua: 'килимок для йоги', de: 'weiche Unterlage für Übungen auf dem Boden', ru: 'коврик для йоги', be: 'дыванок для ёгі', tr: 'yoga matı', pl: 'mata do jogi', es: 'esterilla de yoga' },
    },
    {
      kind: 'noun',
      de: 'Springseil',
      article: 'das',
      plural: 'Springseile',
      tr: { en: 'jump rope', ua: 'скакалка', de: 'Damit hüpft man immer wieder auf der Stelle.', ru: 'скакалка', be: 'скакалка', tr: 'atlama ipi', pl: 'skakanka', es: 'comba' },
    },
    {
      kind: 'noun',
      de: 'Turnschuh',
      article: 'der',
      plural: 'Turnschuhe',
      img: 'running-shoe',
      tr: { en: 'sneaker', ua: 'кросівка', de: 'bequemer Schuh für Sport und Freizeit', ru: 'кроссовка', be: 'красоўка', tr: 'spor ayakkabısı', pl: 'but sportowy', es: 'zapatilla deportiva' },
    },
    {
      kind: 'noun',
      de: 'Stoppuhr',
      article: 'die',
      plural: 'Stoppuhren',
      img: 'stopwatch',
      tr: { en: 'stopwatch', ua: 'секундомір', de: 'Damit misst man die Zeit beim Sport.', ru: 'секундомер', be: 'секундамер', tr: 'kronometre', pl: 'stoper', es: 'cronómetro' },
    },
    {
      kind: 'noun',
      de: 'Boxhandschuh',
      article: 'der',
      plural: 'Boxhandschuhe',
      img: 'boxing-glove',
      tr: { en: 'boxing glove', ua: 'боксерська рукавичка', de: 'dicker Handschuh für den Kampfsport', ru: 'боксёрская перчатка', be: 'баксёрская пальчатка', tr: 'boks eldiveni', pl: 'rękawica bokserska', es: 'guante de boxeo' },
    },
    {
      kind: 'noun',
      de: 'Sporttasche',
      article: 'die',
      plural: 'Sporttaschen',
      tr: { en: 'gym bag', ua: 'спортивна сумка', de: 'große Tasche für Kleidung zum Training', ru: 'спортивная сумка', be: 'спартыўная сумка', tr: 'spor çantası', pl: 'torba sportowa', es: 'bolsa de deporte' },
    },
    {
      kind: 'noun',
      de: 'Trinkflasche',
      article: 'die',
      plural: 'Trinkflaschen',
      tr: { en: 'water bottle', ua: 'пляшка для води', de: 'Flasche für Wasser, zum Beispiel beim Sport', ru: 'бутылка для воды', be: 'бутэлька для вады', tr: 'su şişesi', pl: 'bidon', es: 'botella de agua' },
    },
  ],
};

export default set;
