import type { Lang, LocalizedText } from '@/i18n/languages';
import type { A1Topic, RuleBlock, SentenceElement } from '../types';

/** A verb with its fixed preposition (Verben mit Präpositionen). */
export interface VwpVerb {
  /** Infinitive, reflexive with "sich": "sich freuen". */
  verb: string;
  prep: string;
  case: 'Akkusativ' | 'Dativ';
  meaning: LocalizedText;
  /** A German example sentence. */
  example: string;
}

/** The general explanation, the same for every set, in every interface language. */
const GENERAL: Record<Lang, RuleBlock[]> = {
  en: [
    {
      heading: 'Verbs with a fixed preposition',
      paragraphs: [
        'Many German verbs are used with a fixed preposition. The preposition belongs to the verb, and it decides the case of the noun that follows: "warten auf" always takes the accusative, "träumen von" always the dative.',
        'Learn the verb together with its preposition and case, like a single word: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'I am waiting for the bus.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'She dreams of a holiday by the sea.' },
      ],
    },
    {
      heading: 'Questions and pronouns',
      paragraphs: [
        'Asking about a thing, German joins wo(r)- and the preposition: Worauf wartest du? Wovon träumst du? Asking about a person, the preposition comes first: Auf wen wartest du? Von wem träumst du?',
        'A thing already mentioned becomes da(r)- + preposition: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'What are you waiting for? – For the train.' },
        { de: 'Ich freue mich darauf.', tr: 'I am looking forward to it.' },
      ],
    },
  ],
  ua: [
    {
      heading: 'Дієслова зі сталим прийменником',
      paragraphs: [
        'Багато німецьких дієслів уживаються зі сталим прийменником. Прийменник належить до дієслова і визначає відмінок іменника після нього: «warten auf» завжди вимагає знахідного відмінка (Akkusativ), «träumen von» — завжди давального (Dativ).',
        'Вивчайте дієслово разом із прийменником і відмінком, як одне слово: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Я чекаю на автобус.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Вона мріє про відпустку на морі.' },
      ],
    },
    {
      heading: 'Питання та займенники',
      paragraphs: [
        'Питаючи про річ, німецька мова поєднує wo(r)- і прийменник: Worauf wartest du? Wovon träumst du? Питаючи про людину, прийменник ставлять на початок: Auf wen wartest du? Von wem träumst du?',
        'Річ, про яку вже йшлося, замінюють на da(r)- + прийменник: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'На що ти чекаєш? – На потяг.' },
        { de: 'Ich freue mich darauf.', tr: 'Я з нетерпінням цього чекаю.' },
      ],
    },
  ],
  de: [
    {
      heading: 'Verben mit fester Präposition',
      paragraphs: [
        'Viele deutsche Verben haben eine feste Präposition. Die Präposition gehört zum Verb und bestimmt den Kasus des Nomens danach: „warten auf“ hat immer den Akkusativ, „träumen von“ immer den Dativ.',
        'Lerne das Verb zusammen mit Präposition und Kasus, wie ein Wort: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'auf + Akkusativ: den Bus' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'von + Dativ: einem Urlaub' },
      ],
    },
    {
      heading: 'Fragen und Pronomen',
      paragraphs: [
        'Fragt man nach einer Sache, verbindet man wo(r)- und die Präposition: Worauf wartest du? Wovon träumst du? Fragt man nach einer Person, steht die Präposition am Anfang: Auf wen wartest du? Von wem träumst du?',
        'Eine Sache, die man schon genannt hat, wird zu da(r)- + Präposition: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'Frage nach einer Sache: wo(r)- + auf = worauf' },
        { de: 'Ich freue mich darauf.', tr: 'darauf = auf diese Sache' },
      ],
    },
  ],
  ru: [
    {
      heading: 'Глаголы с устойчивым предлогом',
      paragraphs: [
        'Многие немецкие глаголы употребляются с устойчивым предлогом. Предлог относится к глаголу и определяет падеж существительного после него: «warten auf» всегда требует винительного падежа (Akkusativ), «träumen von» — всегда дательного (Dativ).',
        'Учите глагол вместе с предлогом и падежом, как одно слово: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Я жду автобус.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Она мечтает об отпуске на море.' },
      ],
    },
    {
      heading: 'Вопросы и местоимения',
      paragraphs: [
        'Спрашивая о предмете, в немецком соединяют wo(r)- и предлог: Worauf wartest du? Wovon träumst du? Спрашивая о человеке, предлог ставят в начало: Auf wen wartest du? Von wem träumst du?',
        'Предмет, о котором уже говорили, заменяется на da(r)- + предлог: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'Чего ты ждёшь? – Поезда.' },
        { de: 'Ich freue mich darauf.', tr: 'Я жду этого с нетерпением.' },
      ],
    },
  ],
  be: [
    {
      heading: 'Дзеясловы з пастаянным прыназоўнікам',
      paragraphs: [
        'Шмат нямецкіх дзеясловаў ужываецца з пастаянным прыназоўнікам. Прыназоўнік належыць да дзеяслова і вызначае склон назоўніка пасля яго: «warten auf» заўсёды патрабуе вінавальнага склону (Akkusativ), «träumen von» — заўсёды давальнага (Dativ).',
        'Вучыце дзеяслоў разам з прыназоўнікам і склонам, як адно слова: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Я чакаю аўтобус.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Яна марыць пра адпачынак на моры.' },
      ],
    },
    {
      heading: 'Пытанні і займеннікі',
      paragraphs: [
        'Калі пытаюцца пра рэч, у нямецкай мове злучаюць wo(r)- і прыназоўнік: Worauf wartest du? Wovon träumst du? Калі пытаюцца пра чалавека, прыназоўнік ставяць на пачатак: Auf wen wartest du? Von wem träumst du?',
        'Рэч, пра якую ўжо гаварылі, становіцца da(r)- + прыназоўнік: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'Чаго ты чакаеш? – Цягніка.' },
        { de: 'Ich freue mich darauf.', tr: 'Я чакаю гэтага з нецярпеннем.' },
      ],
    },
  ],
  tr: [
    {
      heading: 'Sabit edatlı fiiller',
      paragraphs: [
        'Birçok Almanca fiil sabit bir edatla kullanılır. Edat fiile aittir ve arkasından gelen ismin hâlini belirler: "warten auf" her zaman Akkusativ (-i hâli), "träumen von" her zaman Dativ (-e hâli) ister.',
        'Fiili edatı ve hâliyle birlikte, tek bir kelime gibi öğrenin: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Otobüsü bekliyorum.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Deniz kenarında bir tatil hayal ediyor.' },
      ],
    },
    {
      heading: 'Sorular ve zamirler',
      paragraphs: [
        'Bir şeyi sorarken Almanca wo(r)- ile edatı birleştirir: Worauf wartest du? Wovon träumst du? Bir kişiyi sorarken edat başa gelir: Auf wen wartest du? Von wem träumst du?',
        'Daha önce sözü edilen bir şey da(r)- + edat olur: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'Neyi bekliyorsun? – Treni.' },
        { de: 'Ich freue mich darauf.', tr: 'Bunu dört gözle bekliyorum.' },
      ],
    },
  ],
  pl: [
    {
      heading: 'Czasowniki ze stałym przyimkiem',
      paragraphs: [
        'Wiele niemieckich czasowników łączy się ze stałym przyimkiem. Przyimek należy do czasownika i decyduje o przypadku rzeczownika, który po nim stoi: „warten auf” zawsze wymaga biernika (Akkusativ), „träumen von” zawsze celownika (Dativ).',
        'Ucz się czasownika razem z przyimkiem i przypadkiem, jak jednego słowa: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Czekam na autobus.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Ona marzy o urlopie nad morzem.' },
      ],
    },
    {
      heading: 'Pytania i zaimki',
      paragraphs: [
        'Pytając o rzecz, niemiecki łączy wo(r)- z przyimkiem: Worauf wartest du? Wovon träumst du? Pytając o osobę, stawia się przyimek na początku: Auf wen wartest du? Von wem träumst du?',
        'Rzecz, o której już była mowa, zastępuje się formą da(r)- + przyimek: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: 'Na co czekasz? – Na pociąg.' },
        { de: 'Ich freue mich darauf.', tr: 'Nie mogę się tego doczekać.' },
      ],
    },
  ],
  es: [
    {
      heading: 'Verbos con preposición fija',
      paragraphs: [
        'Muchos verbos alemanes se usan con una preposición fija. La preposición pertenece al verbo y decide el caso del sustantivo que va detrás: «warten auf» siempre lleva acusativo (Akkusativ), «träumen von» siempre dativo (Dativ).',
        'Aprende el verbo junto con su preposición y su caso, como una sola palabra: warten auf + Akkusativ.',
      ],
      examples: [
        { de: 'Ich warte auf den Bus.', tr: 'Estoy esperando el autobús.' },
        { de: 'Sie träumt von einem Urlaub am Meer.', tr: 'Sueña con unas vacaciones junto al mar.' },
      ],
    },
    {
      heading: 'Preguntas y pronombres',
      paragraphs: [
        'Para preguntar por una cosa, el alemán une wo(r)- y la preposición: Worauf wartest du? Wovon träumst du? Para preguntar por una persona, la preposición va al principio: Auf wen wartest du? Von wem träumst du?',
        'Una cosa ya mencionada se convierte en da(r)- + preposición: Ich warte darauf. Ich träume davon.',
      ],
      examples: [
        { de: 'Worauf wartest du? – Auf den Zug.', tr: '¿Qué estás esperando? – El tren.' },
        { de: 'Ich freue mich darauf.', tr: 'Tengo muchas ganas de que llegue.' },
      ],
    },
  ],
};

/** Headings of the per-set verb table, in every interface language. */
const TABLE: Record<Lang, { heading: string; caption: string; head: [string, string, string, string, string] }> = {
  en: { heading: 'The verbs of this exercise', caption: 'Verb, preposition, case and meaning', head: ['Verb', 'Preposition', 'Case', 'Meaning', 'Example'] },
  ua: { heading: 'Дієслова цієї вправи', caption: 'Дієслово, прийменник, відмінок і значення', head: ['Дієслово', 'Прийменник', 'Відмінок', 'Значення', 'Приклад'] },
  de: { heading: 'Die Verben dieser Übung', caption: 'Verb, Präposition, Kasus und Bedeutung', head: ['Verb', 'Präposition', 'Kasus', 'Bedeutung', 'Beispiel'] },
  ru: { heading: 'Глаголы этого упражнения', caption: 'Глагол, предлог, падеж и значение', head: ['Глагол', 'Предлог', 'Падеж', 'Значение', 'Пример'] },
  be: { heading: 'Дзеясловы гэтага практыкавання', caption: 'Дзеяслоў, прыназоўнік, склон і значэнне', head: ['Дзеяслоў', 'Прыназоўнік', 'Склон', 'Значэнне', 'Прыклад'] },
  tr: { heading: 'Bu alıştırmanın fiilleri', caption: 'Fiil, edat, hâl ve anlam', head: ['Fiil', 'Edat', 'Hâl', 'Anlam', 'Örnek'] },
  pl: { heading: 'Czasowniki z tego ćwiczenia', caption: 'Czasownik, przyimek, przypadek i znaczenie', head: ['Czasownik', 'Przyimek', 'Przypadek', 'Znaczenie', 'Przykład'] },
  es: { heading: 'Los verbos de este ejercicio', caption: 'Verbo, preposición, caso y significado', head: ['Verbo', 'Preposición', 'Caso', 'Significado', 'Ejemplo'] },
};

/** Title of set n, e.g. "Verbs with prepositions 1", in every interface language. */
const TITLE: Record<Lang, (n: number) => string> = {
  en: (n) => `Verbs with prepositions ${n}`,
  ua: (n) => `Дієслова з прийменниками ${n}`,
  de: (n) => `Verben mit Präpositionen ${n}`,
  ru: (n) => `Глаголы с предлогами ${n}`,
  be: (n) => `Дзеясловы з прыназоўнікамі ${n}`,
  tr: (n) => `Edatlı fiiller ${n}`,
  pl: (n) => `Czasowniki z przyimkami ${n}`,
  es: (n) => `Verbos con preposiciones ${n}`,
};

const LANGS: Lang[] = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'];

function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

export const vwpSlug = (n: number) => `verbs-with-prepositions-${String(n).padStart(2, '0')}`;

/** Builds set n of the verbs-with-prepositions quizzes from its verbs and practice sentences. */
export function vwpTopic(n: number, verbs: VwpVerb[], elements: SentenceElement[]): A1Topic {
  const list = verbs.map((v) => `${v.verb} ${v.prep}`).join(', ');
  return {
    slug: vwpSlug(n),
    type: 'other',
    title: perLang((lang) => TITLE[lang](n)),
    descr: perLang(() => list),
    rules: perLang((lang) => [
      {
        heading: TABLE[lang].heading,
        paragraphs: [],
        table: {
          caption: TABLE[lang].caption,
          head: [...TABLE[lang].head],
          rows: verbs.map((v) => [v.verb, v.prep, v.case, v.meaning[lang], v.example]),
        },
      },
      ...GENERAL[lang],
    ]),
    practice: { kind: 'sentences', elements },
  };
}
