import type { WordSet } from '../types';

const set: WordSet = {
  id: 'city03',
  words: [
    {
      kind: 'noun',
      de: 'Rathaus',
      article: 'das',
      plural: 'Rathäuser',
      tr: { en: 'town hall', ua: 'ратуша', de: 'dort arbeitet der Bürgermeister', ru: 'ратуша', be: 'ратуша', tr: 'belediye binası', pl: 'ratusz', es: 'ayuntamiento' },
    },
    {
      kind: 'noun',
      de: 'Bibliothek',
      article: 'die',
      plural: 'Bibliotheken',
      tr: { en: 'library', ua: 'бібліотека', de: 'dort leiht man Bücher aus', ru: 'библиотека', be: 'бібліятэка', tr: 'kütüphane', pl: 'biblioteka', es: 'biblioteca' },
    },
    {
      kind: 'noun',
      de: 'Krankenhaus',
      article: 'das',
      plural: 'Krankenhäuser',
      img: 'hospital',
      tr: { en: 'hospital', ua: 'лікарня', de: 'dort bleiben sehr kranke Menschen', ru: 'больница', be: 'бальніца', tr: 'hastane', pl: 'szpital', es: 'hospital' },
    },
    {
      kind: 'noun',
      de: 'Polizei',
      article: 'die',
      plural: null,
      tr: { en: 'police', ua: 'поліція', de: 'sie hilft bei Gefahr und Unfällen', ru: 'полиция', be: 'паліцыя', tr: 'polis', pl: 'policja', es: 'policía' },
    },
    {
      kind: 'noun',
      de: 'Feuerwehr',
      article: 'die',
      plural: 'Feuerwehren',
      img: 'fire-engine',
      tr: { en: 'fire brigade', ua: 'пожежна служба', de: 'sie löscht Brände und rettet Menschen', ru: 'пожарная служба', be: 'пажарная служба', tr: 'itfaiye', pl: 'straż pożarna', es: 'bomberos' },
    },
    {
      kind: 'noun',
      de: 'Tankstelle',
      article: 'die',
      plural: 'Tankstellen',
      img: 'fuel-pump',
      tr: { en: 'petrol station', ua: 'автозаправка', de: 'dort bekommt man Benzin für das Auto', ru: 'автозаправка', be: 'аўтазапраўка', tr: 'benzin istasyonu', pl: 'stacja benzynowa', es: 'gasolinera' },
    },
    {
      kind: 'noun',
      de: 'Schwimmbad',
      article: 'das',
      plural: 'Schwimmbäder',
      tr: { en: 'swimming pool', ua: 'басейн', de: 'dort schwimmt man, drinnen oder draußen', ru: 'бассейн', be: 'басейн', tr: 'yüzme havuzu', pl: 'basen', es: 'piscina' },
    },
    {
      kind: 'noun',
      de: 'Kindergarten',
      article: 'der',
      plural: 'Kindergärten',
      tr: { en: 'kindergarten', ua: 'дитячий садок', de: 'dort spielen und lernen kleine Kinder', ru: 'детский сад', be: 'дзіцячы сад', tr: 'anaokulu', pl: 'przedszkole', es: 'guardería' },
    },
    {
      kind: 'noun',
      de: 'Universität',
      article: 'die',
      plural: 'Universitäten',
      tr: { en: 'university', ua: 'університет', de: 'dort studieren junge Menschen', ru: 'университет', be: 'універсітэт', tr: 'üniversite', pl: 'uniwersytet', es: 'universidad' },
    },
    {
      kind: 'noun',
      de: 'Arztpraxis',
      article: 'die',
      plural: 'Arztpraxen',
      tr: { en: 'doctor’s practice', ua: 'кабінет лікаря', de: 'dort untersucht der Doktor Patienten', ru: 'кабинет врача', be: 'кабінет урача', tr: 'muayenehane', pl: 'gabinet lekarski', es: 'consulta médica' },
    },
    {
      kind: 'noun',
      de: 'Theater',
      article: 'das',
      plural: 'Theater',
      img: 'performing-arts',
      tr: { en: 'theatre', ua: 'театр', de: 'dort spielen Schauspieler auf der Bühne', ru: 'театр', be: 'тэатр', tr: 'tiyatro', pl: 'teatr', es: 'teatro' },
    },
    {
      kind: 'noun',
      de: 'Stadion',
      article: 'das',
      plural: 'Stadien',
      img: 'stadium',
      tr: { en: 'stadium', ua: 'стадіон', de: 'dort spielt man Fußball vor vielen Leuten', ru: 'стадион', be: 'стадыён', tr: 'stadyum', pl: 'stadion', es: 'estadio' },
    },
  ],
};

export default set;
