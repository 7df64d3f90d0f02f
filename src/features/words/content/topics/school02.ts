import type { WordSet } from '../types';

const set: WordSet = {
  id: 'school02',
  words: [
    {
      kind: 'noun',
      de: 'Schule',
      article: 'die',
      plural: 'Schulen',
      img: 'school',
      tr: { en: 'school', ua: 'школа', de: 'dort lernen Kinder lesen und schreiben', ru: 'школа', be: 'школа', tr: 'okul', pl: 'szkoła', es: 'escuela' },
    },
    {
      kind: 'noun',
      de: 'Lehrer',
      article: 'der',
      plural: 'Lehrer',
      img: 'man-teacher',
      tr: { en: 'teacher', ua: 'вчитель', de: 'er unterrichtet Kinder in der Schule', ru: 'учитель', be: 'настаўнік', tr: 'öğretmen', pl: 'nauczyciel', es: 'profesor' },
    },
    {
      kind: 'noun',
      de: 'Lehrerin',
      article: 'die',
      plural: 'Lehrerinnen',
      img: 'woman-teacher',
      tr: { en: 'female teacher', ua: 'вчителька', de: 'sie unterrichtet Kinder in der Schule', ru: 'учительница', be: 'настаўніца', tr: 'kadın öğretmen', pl: 'nauczycielka', es: 'profesora' },
    },
    {
      kind: 'noun',
      de: 'Schüler',
      article: 'der',
      plural: 'Schüler',
      tr: { en: 'pupil', ua: 'учень', de: 'er geht in die Schule und lernt', ru: 'ученик', be: 'вучань', tr: 'öğrenci', pl: 'uczeń', es: 'alumno' },
    },
    {
      kind: 'noun',
      de: 'Schülerin',
      article: 'die',
      plural: 'Schülerinnen',
      tr: { en: 'schoolgirl', ua: 'учениця', de: 'sie geht in die Schule und lernt', ru: 'ученица', be: 'вучаніца', tr: 'kız öğrenci', pl: 'uczennica', es: 'alumna' },
    },
    {
      kind: 'noun',
      de: 'Klasse',
      article: 'die',
      plural: 'Klassen',
      tr: { en: 'class', ua: 'клас', de: 'alle Kinder, die zusammen lernen', ru: 'класс', be: 'клас', tr: 'sınıf', pl: 'klasa', es: 'clase' },
    },
    {
      kind: 'noun',
      de: 'Klassenzimmer',
      article: 'das',
      plural: 'Klassenzimmer',
      tr: { en: 'classroom', ua: 'класна кімната', de: 'Raum in der Schule für den Unterricht', ru: 'классная комната', be: 'класны пакой', tr: 'derslik', pl: 'sala lekcyjna', es: 'aula' },
    },
    {
      kind: 'noun',
      de: 'Turnhalle',
      article: 'die',
      plural: 'Turnhallen',
      tr: { en: 'gym', ua: 'спортзал', de: 'großer Raum, dort macht man Sport', ru: 'спортзал', be: 'спартзала', tr: 'spor salonu', pl: 'sala gimnastyczna', es: 'gimnasio' },
    },
    {
      kind: 'noun',
      de: 'Fach',
      article: 'das',
      plural: 'Fächer',
      tr: { en: 'subject', ua: 'предмет', de: 'zum Beispiel Mathe, Deutsch oder Musik', ru: 'предмет', be: 'прадмет', tr: 'ders', pl: 'przedmiot', es: 'asignatura' },
    },
    {
      kind: 'noun',
      de: 'Mathematik',
      article: 'die',
      plural: null,
      tr: { en: 'mathematics', ua: 'математика', de: 'Fach mit Zahlen und Rechnen', ru: 'математика', be: 'матэматыка', tr: 'matematik', pl: 'matematyka', es: 'matemáticas' },
    },
    {
      kind: 'noun',
      de: 'Musik',
      article: 'die',
      plural: null,
      img: 'musical-notes',
      tr: { en: 'music', ua: 'музика', de: 'Lieder singen und Instrumente spielen', ru: 'музыка', be: 'музыка', tr: 'müzik', pl: 'muzyka', es: 'música' },
    },
    {
      kind: 'noun',
      de: 'Sport',
      article: 'der',
      plural: null,
      tr: { en: 'sport', ua: 'спорт', de: 'Laufen, Spielen und Bewegung', ru: 'спорт', be: 'спорт', tr: 'spor', pl: 'sport', es: 'deporte' },
    },
  ],
};

export default set;
