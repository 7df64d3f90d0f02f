import type { WordSet } from '../types';

const set: WordSet = {
  id: 'health01',
  words: [
    {
      kind: 'noun',
      de: 'Arzt',
      article: 'der',
      plural: 'Ärzte',
      img: 'man-health-worker',
      tr: { en: 'doctor', ua: 'лікар', de: 'Mann, der kranken Menschen hilft', ru: 'врач', be: 'лекар', tr: 'doktor', pl: 'lekarz', es: 'médico' },
    },
    {
      kind: 'noun',
      de: 'Ärztin',
      article: 'die',
      plural: 'Ärztinnen',
      img: 'woman-health-worker',
      tr: { en: 'female doctor', ua: 'лікарка', de: 'Frau, die kranken Menschen hilft', ru: 'женщина-врач', be: 'лекарка', tr: 'kadın doktor', pl: 'lekarka', es: 'médica' },
    },
    {
      kind: 'noun',
      de: 'Zahnarzt',
      article: 'der',
      plural: 'Zahnärzte',
      tr: { en: 'dentist', ua: 'стоматолог', de: 'Doktor für die Zähne', ru: 'зубной врач', be: 'зубны лекар', tr: 'diş hekimi', pl: 'dentysta', es: 'dentista' },
    },
    {
      kind: 'noun',
      de: 'Patient',
      article: 'der',
      plural: 'Patienten',
      tr: { en: 'patient', ua: 'пацієнт', de: 'kranker Mensch beim Doktor', ru: 'пациент', be: 'пацыент', tr: 'hasta', pl: 'pacjent', es: 'paciente' },
    },
    {
      kind: 'noun',
      de: 'Praxis',
      article: 'die',
      plural: 'Praxen',
      tr: { en: 'doctor’s office', ua: 'кабінет лікаря', de: 'dort arbeitet der Doktor', ru: 'кабинет врача', be: 'кабінет лекара', tr: 'muayenehane', pl: 'gabinet lekarski', es: 'consultorio' },
    },
    {
      kind: 'noun',
      de: 'Termin',
      article: 'der',
      plural: 'Termine',
      img: 'spiral-calendar',
      tr: { en: 'appointment', ua: 'призначена зустріч, запис на прийом', de: 'eine feste Zeit, zum Beispiel beim Arzt', ru: 'назначенная встреча, запись на приём', be: 'прызначаная сустрэча, запіс на прыём', tr: 'randevu', pl: 'wizyta', es: 'cita' },
    },
    {
      kind: 'noun',
      de: 'Sprechstunde',
      article: 'die',
      plural: 'Sprechstunden',
      tr: { en: 'office hours', ua: 'години прийому', de: 'Zeit, in der der Doktor Patienten sieht', ru: 'часы приёма', be: 'гадзіны прыёму', tr: 'muayene saatleri', pl: 'godziny przyjęć', es: 'horario de consulta' },
    },
    {
      kind: 'noun',
      de: 'Wartezimmer',
      article: 'das',
      plural: 'Wartezimmer',
      tr: { en: 'waiting room', ua: 'кімната очікування', de: 'hier sitzt man, bis man drankommt', ru: 'комната ожидания', be: 'пакой чакання', tr: 'bekleme odası', pl: 'poczekalnia', es: 'sala de espera' },
    },
    {
      kind: 'noun',
      de: 'Krankenkasse',
      article: 'die',
      plural: 'Krankenkassen',
      tr: { en: 'health insurance', ua: 'медичне страхування', de: 'bezahlt den Doktor und die Medikamente', ru: 'медицинская страховка', be: 'медыцынская страхоўка', tr: 'sağlık sigortası', pl: 'ubezpieczenie zdrowotne', es: 'seguro médico' },
    },
    {
      kind: 'noun',
      de: 'Rezept',
      article: 'das',
      plural: 'Rezepte',
      tr: { en: 'recipe, prescription', ua: 'рецепт', de: 'so kocht man ein Essen; auch: Zettel vom Arzt für die Apotheke', ru: 'рецепт', be: 'рэцэпт', tr: 'tarif, reçete', pl: 'przepis, recepta', es: 'receta' },
    },
    {
      kind: 'noun',
      de: 'Untersuchung',
      article: 'die',
      plural: 'Untersuchungen',
      img: 'stethoscope',
      tr: { en: 'examination', ua: 'обстеження', de: 'der Doktor schaut, was man hat', ru: 'обследование', be: 'абследаванне', tr: 'muayene', pl: 'badanie', es: 'examen médico' },
    },
    {
      kind: 'noun',
      de: 'Gesundheit',
      article: 'die',
      plural: null,
      tr: { en: 'health', ua: 'здоров’я', de: 'man ist nicht krank', ru: 'здоровье', be: 'здароўе', tr: 'sağlık', pl: 'zdrowie', es: 'salud' },
    },
  ],
};

export default set;
