import type { WordSet } from '../types';

const set: WordSet = {
  id: 'entertainment01',
  words: [
    {
      kind: 'noun',
      de: 'Unterhaltung',
      article: 'die',
      plural: null,
      tr: { en: 'entertainment', ua: 'розвага', de: 'Dinge, die Spaß machen, wie Filme oder Spiele', ru: 'развлечение', be: 'забава', tr: 'eğlence', pl: 'rozrywka', es: 'entretenimiento' },
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
      de: 'Konzert',
      article: 'das',
      plural: 'Konzerte',
      tr: { en: 'concert', ua: 'концерт', de: 'Musiker spielen Musik vor vielen Leuten.', ru: 'концерт', be: 'канцэрт', tr: 'konser', pl: 'koncert', es: 'concierto' },
    },
    {
      kind: 'noun',
      de: 'Zirkus',
      article: 'der',
      plural: 'Zirkusse',
      img: 'circus-tent',
      tr: { en: 'circus', ua: 'цирк', de: 'Show mit Clowns und Tieren in einem großen Zelt', ru: 'цирк', be: 'цырк', tr: 'sirk', pl: 'cyrk', es: 'circo' },
    },
    {
      kind: 'noun',
      de: 'Oper',
      article: 'die',
      plural: 'Opern',
      tr: { en: 'opera', ua: 'опера', de: 'Theater mit Musik, in dem alle singen', ru: 'опера', be: 'опера', tr: 'opera', pl: 'opera', es: 'ópera' },
    },
    {
      kind: 'noun',
      de: 'Bühne',
      article: 'die',
      plural: 'Bühnen',
      tr: { en: 'stage', ua: 'сцена', de: 'Platz vorne im Theater für die Schauspieler', ru: 'сцена', be: 'сцэна', tr: 'sahne', pl: 'scena', es: 'escenario' },
    },
    {
      kind: 'noun',
      de: 'Publikum',
      article: 'das',
      plural: null,
      tr: { en: 'audience', ua: 'публіка', de: 'alle Menschen, die eine Show ansehen', ru: 'публика', be: 'публіка', tr: 'seyirci', pl: 'publiczność', es: 'público' },
    },
    {
      kind: 'noun',
      de: 'Eintrittskarte',
      article: 'die',
      plural: 'Eintrittskarten',
      img: 'admission-tickets',
      tr: { en: 'admission ticket', ua: 'вхідний квиток', de: 'Ticket für Kino, Konzert oder Museum', ru: 'входной билет', be: 'уваходны білет', tr: 'giriş bileti', pl: 'bilet wstępu', es: 'entrada' },
    },
    {
      kind: 'noun',
      de: 'Vorstellung',
      article: 'die',
      plural: 'Vorstellungen',
      tr: { en: 'show', ua: 'вистава', de: 'Theaterstück oder Film zu einer festen Uhrzeit', ru: 'спектакль', be: 'спектакль', tr: 'gösteri', pl: 'przedstawienie', es: 'función' },
    },
    {
      kind: 'noun',
      de: 'Serie',
      article: 'die',
      plural: 'Serien',
      tr: { en: 'series', ua: 'серіал', de: 'Geschichte im Fernsehen mit vielen Folgen', ru: 'сериал', be: 'серыял', tr: 'dizi', pl: 'serial', es: 'serie' },
    },
    {
      kind: 'noun',
      de: 'Freizeitpark',
      article: 'der',
      plural: 'Freizeitparks',
      img: 'roller-coaster',
      tr: { en: 'amusement park', ua: 'парк розваг', de: 'großer Park mit Karussells und Achterbahnen', ru: 'парк развлечений', be: 'парк забаў', tr: 'lunapark', pl: 'park rozrywki', es: 'parque de atracciones' },
    },
    {
      kind: 'noun',
      de: 'Computerspiel',
      article: 'das',
      plural: 'Computerspiele',
      img: 'video-game',
      tr: { en: 'video game', ua: 'комп’ютерна гра', de: 'Man sitzt am Bildschirm und will gewinnen.', ru: 'компьютерная игра', be: 'камп’ютарная гульня', tr: 'bilgisayar oyunu', pl: 'gra komputerowa', es: 'videojuego' },
    },
  ],
};

export default set;
