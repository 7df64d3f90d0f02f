import type { WordSet } from '../types';

const set: WordSet = {
  id: 'food03',
  words: [
    {
      kind: 'noun',
      de: 'Frühstück',
      article: 'das',
      plural: 'Frühstücke',
      tr: { en: 'breakfast', ua: 'сніданок', de: 'das erste Essen am Morgen', ru: 'завтрак', be: 'сняданак', tr: 'kahvaltı', pl: 'śniadanie', es: 'desayuno' },
    },
    {
      kind: 'noun',
      de: 'Mittagessen',
      article: 'das',
      plural: 'Mittagessen',
      tr: { en: 'lunch', ua: 'обід', de: 'warmes Essen um zwölf Uhr', ru: 'обед', be: 'абед', tr: 'öğle yemeği', pl: 'obiad', es: 'almuerzo' },
    },
    {
      kind: 'noun',
      de: 'Abendessen',
      article: 'das',
      plural: 'Abendessen',
      tr: { en: 'dinner', ua: 'вечеря', de: 'das letzte Essen am Tag', ru: 'ужин', be: 'вячэра', tr: 'akşam yemeği', pl: 'kolacja', es: 'cena' },
    },
    {
      kind: 'noun',
      de: 'Mahlzeit',
      article: 'die',
      plural: 'Mahlzeiten',
      tr: { en: 'meal', ua: 'прийом їжі', de: 'Essen zu einer festen Zeit am Tag', ru: 'приём пищи', be: 'прыём ежы', tr: 'öğün', pl: 'posiłek', es: 'comida' },
    },
    {
      kind: 'noun',
      de: 'Hunger',
      article: 'der',
      plural: null,
      tr: { en: 'hunger', ua: 'голод', de: 'man möchte etwas essen oder hat nicht genug zu essen', ru: 'голод', be: 'голад', tr: 'açlık', pl: 'głód', es: 'hambre' },
    },
    {
      kind: 'noun',
      de: 'Durst',
      article: 'der',
      plural: null,
      tr: { en: 'thirst', ua: 'спрага', de: 'man möchte etwas trinken', ru: 'жажда', be: 'смага', tr: 'susuzluk', pl: 'pragnienie', es: 'sed' },
    },
    {
      kind: 'noun',
      de: 'Suppe',
      article: 'die',
      plural: 'Suppen',
      img: 'pot-of-food',
      tr: { en: 'soup', ua: 'суп', de: 'warmes flüssiges Essen, man isst es mit dem Löffel', ru: 'суп', be: 'суп', tr: 'çorba', pl: 'zupa', es: 'sopa' },
    },
    {
      kind: 'noun',
      de: 'Wurst',
      article: 'die',
      plural: 'Würste',
      tr: { en: 'sausage', ua: 'ковбаса', de: 'aus Fleisch, lang und rund, zum Beispiel vom Grill', ru: 'колбаса', be: 'каўбаса', tr: 'sosis', pl: 'kiełbasa', es: 'salchicha' },
    },
    {
      kind: 'noun',
      de: 'Nudel',
      article: 'die',
      plural: 'Nudeln',
      img: 'spaghetti',
      tr: { en: 'noodle', ua: 'локшина', de: 'aus Mehl und Wasser, zum Beispiel Spaghetti', ru: 'лапша', be: 'локшына', tr: 'makarna', pl: 'makaron', es: 'fideo' },
    },
    {
      kind: 'noun',
      de: 'Hähnchen',
      article: 'das',
      plural: 'Hähnchen',
      img: 'poultry-leg',
      tr: { en: 'chicken (meat)', ua: 'курятина', de: 'gebratenes junges Huhn', ru: 'курица', be: 'курыца', tr: 'tavuk', pl: 'kurczak', es: 'pollo' },
    },
    {
      kind: 'noun',
      de: 'Nachtisch',
      article: 'der',
      plural: 'Nachtische',
      img: 'custard',
      tr: { en: 'dessert', ua: 'десерт', de: 'etwas Süßes nach dem Essen', ru: 'десерт', be: 'дэсерт', tr: 'tatlı', pl: 'deser', es: 'postre' },
    },
    {
      kind: 'noun',
      de: 'Rezept',
      article: 'das',
      plural: 'Rezepte',
      tr: { en: 'recipe, prescription', ua: 'рецепт', de: 'so kocht man ein Essen; auch: Zettel vom Arzt für die Apotheke', ru: 'рецепт', be: 'рэцэпт', tr: 'tarif, reçete', pl: 'przepis, recepta', es: 'receta' },
    },
  ],
};

export default set;
