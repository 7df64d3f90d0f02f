import type { WordSet } from '../types';

const set: WordSet = {
  id: 'school03',
  card: {
    level: 'A',
    order: 39,
    img: 'memo',
    descr: { en: 'School 3', ua: 'Школа 3', de: 'Schule 3', ru: 'Школа 3', be: 'Школа 3', tr: 'Okul 3', pl: 'Szkoła 3', es: 'Escuela 3' },
    paywall: false,
    tag: 'school',
  },
  words: [
    {
      kind: 'noun',
      de: 'Prüfung',
      article: 'die',
      plural: 'Prüfungen',
      tr: { en: 'exam', ua: 'іспит', de: 'man zeigt, was man gelernt hat', ru: 'экзамен', be: 'экзамен', tr: 'sınav', pl: 'egzamin', es: 'examen' },
    },
    {
      kind: 'noun',
      de: 'Note',
      article: 'die',
      plural: 'Noten',
      tr: { en: 'mark', ua: 'оцінка', de: 'eine Eins ist sehr gut, eine Sechs schlecht', ru: 'оценка', be: 'адзнака', tr: 'not', pl: 'ocena', es: 'nota' },
    },
    {
      kind: 'noun',
      de: 'Hausaufgabe',
      article: 'die',
      plural: 'Hausaufgaben',
      tr: { en: 'homework', ua: 'домашнє завдання', de: 'Arbeit für zu Hause nach der Schule', ru: 'домашнее задание', be: 'хатняе заданне', tr: 'ödev', pl: 'zadanie domowe', es: 'deberes' },
    },
    {
      kind: 'noun',
      de: 'Test',
      article: 'der',
      plural: 'Tests',
      tr: { en: 'test', ua: 'тест', de: 'kleine Prüfung im Unterricht', ru: 'тест', be: 'тэст', tr: 'test', pl: 'test', es: 'prueba' },
    },
    {
      kind: 'noun',
      de: 'Frage',
      article: 'die',
      plural: 'Fragen',
      img: 'red-question-mark',
      tr: { en: 'question', ua: 'питання', de: 'Satz mit „wer“, „was“ oder „wo“', ru: 'вопрос', be: 'пытанне', tr: 'soru', pl: 'pytanie', es: 'pregunta' },
    },
    {
      kind: 'noun',
      de: 'Antwort',
      article: 'die',
      plural: 'Antworten',
      tr: { en: 'answer', ua: 'відповідь', de: 'das sagt man nach einer Frage', ru: 'ответ', be: 'адказ', tr: 'cevap', pl: 'odpowiedź', es: 'respuesta' },
    },
    {
      kind: 'noun',
      de: 'Fehler',
      article: 'der',
      plural: 'Fehler',
      tr: { en: 'mistake', ua: 'помилка', de: 'etwas ist falsch, nicht richtig', ru: 'ошибка', be: 'памылка', tr: 'hata', pl: 'błąd', es: 'error' },
    },
    {
      kind: 'noun',
      de: 'Übung',
      article: 'die',
      plural: 'Übungen',
      tr: { en: 'exercise', ua: 'вправа', de: 'Aufgabe zum Lernen und Trainieren', ru: 'упражнение', be: 'практыкаванне', tr: 'alıştırma', pl: 'ćwiczenie', es: 'ejercicio' },
    },
    {
      kind: 'noun',
      de: 'Kurs',
      article: 'der',
      plural: 'Kurse',
      tr: { en: 'course', ua: 'курс', de: 'Unterricht in einer Gruppe für Erwachsene', ru: 'курс', be: 'курс', tr: 'kurs', pl: 'kurs', es: 'curso' },
    },
    {
      kind: 'noun',
      de: 'Unterricht',
      article: 'der',
      plural: null,
      tr: { en: 'lessons', ua: 'заняття', de: 'Lernen in der Schule mit dem Lehrer', ru: 'занятия', be: 'заняткі', tr: 'ders', pl: 'lekcje', es: 'clases' },
    },
    {
      kind: 'noun',
      de: 'Pause',
      article: 'die',
      plural: 'Pausen',
      tr: { en: 'break', ua: 'перерва', de: 'kurze Zeit ohne Arbeit oder Unterricht', ru: 'перерыв, перемена', be: 'перапынак', tr: 'mola, teneffüs', pl: 'przerwa', es: 'pausa, recreo' },
    },
    {
      kind: 'noun',
      de: 'Stundenplan',
      article: 'der',
      plural: 'Stundenpläne',
      tr: { en: 'timetable', ua: 'розклад', de: 'zeigt alle Fächer der Woche', ru: 'расписание', be: 'расклад', tr: 'ders programı', pl: 'plan lekcji', es: 'horario' },
    },
  ],
};

export default set;
