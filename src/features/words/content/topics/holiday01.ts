import type { WordSet } from '../types';

const set: WordSet = {
  id: 'holiday01',
  words: [
    {
      kind: 'noun',
      de: 'Urlaub',
      article: 'der',
      plural: 'Urlaube',
      tr: { en: 'holiday, vacation', ua: 'відпустка', de: 'freie Zeit ohne Arbeit, oft für eine Reise', ru: 'отпуск', be: 'адпачынак', tr: 'tatil', pl: 'urlop', es: 'vacaciones' },
    },
    {
      kind: 'noun',
      de: 'Strand',
      article: 'der',
      plural: 'Strände',
      img: 'beach-with-umbrella',
      tr: { en: 'beach', ua: 'пляж', de: 'Sand am Meer, wo man in der Sonne liegt', ru: 'пляж', be: 'пляж', tr: 'plaj', pl: 'plaża', es: 'playa' },
    },
    {
      kind: 'noun',
      de: 'Meer',
      article: 'das',
      plural: 'Meere',
      img: 'water-wave',
      tr: { en: 'sea', ua: 'море', de: 'sehr viel Salzwasser, zum Beispiel die Ostsee', ru: 'море', be: 'мора', tr: 'deniz', pl: 'morze', es: 'mar' },
    },
    {
      kind: 'noun',
      de: 'Insel',
      article: 'die',
      plural: 'Inseln',
      img: 'desert-island',
      tr: { en: 'island', ua: 'острів', de: 'Land mit Wasser auf allen Seiten', ru: 'остров', be: 'востраў', tr: 'ada', pl: 'wyspa', es: 'isla' },
    },
    {
      kind: 'noun',
      de: 'Unterkunft',
      article: 'die',
      plural: 'Unterkünfte',
      tr: { en: 'accommodation', ua: 'житло', de: 'Ort, wo man auf einer Reise schläft', ru: 'жильё', be: 'жыллё', tr: 'konaklama yeri', pl: 'nocleg', es: 'alojamiento' },
    },
    {
      kind: 'noun',
      de: 'Ferienwohnung',
      article: 'die',
      plural: 'Ferienwohnungen',
      tr: { en: 'holiday apartment', ua: 'апартаменти для відпочинку', de: 'Wohnung, die man für den Urlaub mietet', ru: 'квартира для отдыха', be: 'кватэра для адпачынку', tr: 'tatil evi', pl: 'apartament wakacyjny', es: 'apartamento vacacional' },
    },
    {
      kind: 'noun',
      de: 'Campingplatz',
      article: 'der',
      plural: 'Campingplätze',
      img: 'camping',
      tr: { en: 'campsite', ua: 'кемпінг', de: 'Platz zum Übernachten im Zelt oder Wohnwagen', ru: 'кемпинг', be: 'кемпінг', tr: 'kamp alanı', pl: 'kemping', es: 'camping' },
    },
    {
      kind: 'noun',
      de: 'Zelt',
      article: 'das',
      plural: 'Zelte',
      img: 'tent',
      tr: { en: 'tent', ua: 'намет', de: 'kleines Haus aus Stoff zum Schlafen draußen', ru: 'палатка', be: 'намёт', tr: 'çadır', pl: 'namiot', es: 'tienda de campaña' },
    },
    {
      kind: 'noun',
      de: 'Ausflug',
      article: 'der',
      plural: 'Ausflüge',
      tr: { en: 'day trip', ua: 'поїздка', de: 'kurze Fahrt für einen Tag, zum Beispiel an einen See', ru: 'поездка', be: 'паездка', tr: 'gezi', pl: 'wycieczka', es: 'excursión' },
    },
    {
      kind: 'noun',
      de: 'Sehenswürdigkeit',
      article: 'die',
      plural: 'Sehenswürdigkeiten',
      tr: { en: 'sight, tourist attraction', ua: 'пам’ятка', de: 'bekannter Ort, den Touristen gern besuchen', ru: 'достопримечательность', be: 'славутасць', tr: 'görülecek yer', pl: 'atrakcja turystyczna', es: 'lugar de interés' },
    },
    {
      kind: 'noun',
      de: 'Sonnenbrille',
      article: 'die',
      plural: 'Sonnenbrillen',
      img: 'sunglasses',
      tr: { en: 'sunglasses', ua: 'сонцезахисні окуляри', de: 'dunkle Gläser für die Augen bei hellem Licht', ru: 'солнцезащитные очки', be: 'сонцаахоўныя акуляры', tr: 'güneş gözlüğü', pl: 'okulary przeciwsłoneczne', es: 'gafas de sol' },
    },
    {
      kind: 'noun',
      de: 'Postkarte',
      article: 'die',
      plural: 'Postkarten',
      tr: { en: 'postcard', ua: 'листівка', de: 'Karte mit Bild, die man aus dem Urlaub schickt', ru: 'открытка', be: 'паштоўка', tr: 'kartpostal', pl: 'pocztówka', es: 'postal' },
    },
  ],
};

export default set;
