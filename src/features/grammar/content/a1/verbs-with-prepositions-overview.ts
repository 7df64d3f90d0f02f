import type { Lang, LocalizedText } from '@/i18n/languages';
import type { A1Topic, RuleBlock } from '../types';

/** One row of the overview tables: a verb with its preposition, its meaning and an example. */
interface OverviewVerb {
  verb: string;
  meaning: LocalizedText;
  example: string;
}

/** The most common verbs whose preposition takes the accusative. */
const AKKUSATIV: OverviewVerb[] = [
  {
    verb: 'warten auf',
    meaning: { en: 'wait for', ua: 'чекати на', de: 'Zeit verbringen, bis jemand oder etwas kommt', ru: 'ждать', be: 'чакаць', tr: 'beklemek', pl: 'czekać na', es: 'esperar' },
    example: 'Ich warte auf den Bus.',
  },
  {
    verb: 'denken an',
    meaning: { en: 'think of, remember', ua: 'думати про', de: 'im Kopf bei jemandem oder etwas sein', ru: 'думать о', be: 'думаць пра', tr: 'düşünmek, aklında tutmak', pl: 'myśleć o', es: 'pensar en' },
    example: 'Ich denke an meine Familie.',
  },
  {
    verb: 'sich freuen auf',
    meaning: { en: 'look forward to', ua: 'з нетерпінням чекати', de: 'froh sein, weil bald etwas Schönes kommt', ru: 'с нетерпением ждать', be: 'з радасцю чакаць', tr: 'dört gözle beklemek', pl: 'z radością czekać na', es: 'tener ganas de' },
    example: 'Wir freuen uns auf den Urlaub.',
  },
  {
    verb: 'sich freuen über',
    meaning: { en: 'be happy about', ua: 'радіти (чомусь)', de: 'froh sein, weil etwas Schönes passiert ist', ru: 'радоваться (чему-то)', be: 'радавацца (чаму-небудзь)', tr: 'sevinmek', pl: 'cieszyć się z', es: 'alegrarse de' },
    example: 'Sie freut sich über das Geschenk.',
  },
  {
    verb: 'sich interessieren für',
    meaning: { en: 'be interested in', ua: 'цікавитися', de: 'etwas spannend finden und mehr wissen wollen', ru: 'интересоваться', be: 'цікавіцца', tr: 'ilgilenmek', pl: 'interesować się', es: 'interesarse por' },
    example: 'Er interessiert sich für Fußball.',
  },
  {
    verb: 'sprechen über',
    meaning: { en: 'talk about', ua: 'говорити про', de: 'in einem Gespräch ein Thema haben', ru: 'говорить о', be: 'гаварыць пра', tr: 'hakkında konuşmak', pl: 'rozmawiać o', es: 'hablar de' },
    example: 'Wir sprechen über den Film.',
  },
  {
    verb: 'sich erinnern an',
    meaning: { en: 'remember', ua: 'пам’ятати, згадувати', de: 'etwas von früher noch wissen', ru: 'помнить, вспоминать', be: 'памятаць, успамінаць', tr: 'hatırlamak', pl: 'pamiętać, przypominać sobie', es: 'acordarse de' },
    example: 'Erinnerst du dich an mich?',
  },
  {
    verb: 'sich kümmern um',
    meaning: { en: 'look after, take care of', ua: 'піклуватися про', de: 'für jemanden oder etwas sorgen', ru: 'заботиться о', be: 'клапаціцца пра', tr: 'ilgilenmek, bakmak', pl: 'opiekować się, zajmować się', es: 'cuidar de, ocuparse de' },
    example: 'Sie kümmert sich um den Hund.',
  },
  {
    verb: 'sich ärgern über',
    meaning: { en: 'be annoyed about', ua: 'сердитися на', de: 'böse sein wegen jemandem oder etwas', ru: 'злиться на', be: 'злавацца на', tr: 'kızmak', pl: 'złościć się na', es: 'enfadarse por' },
    example: 'Ich ärgere mich über den Regen.',
  },
  {
    verb: 'bitten um',
    meaning: { en: 'ask for', ua: 'просити про', de: 'höflich sagen, dass man etwas haben möchte', ru: 'просить о', be: 'прасіць (пра нешта)', tr: 'rica etmek, istemek', pl: 'prosić o', es: 'pedir' },
    example: 'Er bittet um ein Glas Wasser.',
  },
  {
    verb: 'sich vorbereiten auf',
    meaning: { en: 'prepare for', ua: 'готуватися до', de: 'vorher alles tun, was man für etwas braucht', ru: 'готовиться к', be: 'рыхтавацца да', tr: 'hazırlanmak', pl: 'przygotowywać się do', es: 'prepararse para' },
    example: 'Ich bereite mich auf die Prüfung vor.',
  },
];

/** The most common verbs whose preposition takes the dative. */
const DATIV: OverviewVerb[] = [
  {
    verb: 'träumen von',
    meaning: { en: 'dream of', ua: 'мріяти про', de: 'sich etwas Schönes sehr wünschen', ru: 'мечтать о', be: 'марыць пра', tr: 'hayal etmek', pl: 'marzyć o', es: 'soñar con' },
    example: 'Sie träumt von einem Haus am Meer.',
  },
  {
    verb: 'erzählen von',
    meaning: { en: 'tell about', ua: 'розповідати про', de: 'mit Worten sagen, was passiert ist', ru: 'рассказывать о', be: 'расказваць пра', tr: 'anlatmak', pl: 'opowiadać o', es: 'contar, hablar de' },
    example: 'Erzähl mir von deinem Urlaub!',
  },
  {
    verb: 'sprechen mit',
    meaning: { en: 'talk to', ua: 'розмовляти з', de: 'mit jemandem reden', ru: 'разговаривать с', be: 'размаўляць з', tr: 'konuşmak (biriyle)', pl: 'rozmawiać z', es: 'hablar con' },
    example: 'Ich spreche mit meiner Mutter.',
  },
  {
    verb: 'sich treffen mit',
    meaning: { en: 'meet (up with)', ua: 'зустрічатися з', de: 'zusammenkommen und Zeit miteinander verbringen', ru: 'встречаться с', be: 'сустракацца з', tr: 'buluşmak (biriyle)', pl: 'spotykać się z', es: 'verse con, reunirse con' },
    example: 'Wir treffen uns mit den Nachbarn.',
  },
  {
    verb: 'fragen nach',
    meaning: { en: 'ask about, ask for', ua: 'питати про', de: 'eine Frage zu jemandem oder etwas stellen', ru: 'спрашивать о', be: 'пытацца пра', tr: 'sormak', pl: 'pytać o', es: 'preguntar por' },
    example: 'Er fragt nach dem Weg.',
  },
  {
    verb: 'helfen bei',
    meaning: { en: 'help with', ua: 'допомагати (у чомусь)', de: 'jemandem eine Arbeit leichter machen', ru: 'помогать (в чём-то)', be: 'дапамагаць (у чым-небудзь)', tr: 'yardım etmek', pl: 'pomagać w', es: 'ayudar con' },
    example: 'Ich helfe dir bei den Hausaufgaben.',
  },
  {
    verb: 'teilnehmen an',
    meaning: { en: 'take part in', ua: 'брати участь у', de: 'bei etwas mitmachen', ru: 'участвовать в', be: 'удзельнічаць у', tr: 'katılmak', pl: 'brać udział w', es: 'participar en' },
    example: 'Wir nehmen am Deutschkurs teil.',
  },
  {
    verb: 'gehören zu',
    meaning: { en: 'belong to, be part of', ua: 'належати до', de: 'ein Teil von etwas sein', ru: 'относиться к, входить в', be: 'належаць да', tr: 'ait olmak, parçası olmak', pl: 'należeć do', es: 'formar parte de' },
    example: 'Der Garten gehört zum Haus.',
  },
  {
    verb: 'passen zu',
    meaning: { en: 'go with, suit', ua: 'пасувати до', de: 'gut zusammen mit etwas aussehen oder sein', ru: 'подходить к', be: 'пасаваць да', tr: 'uymak, yakışmak', pl: 'pasować do', es: 'combinar con, ir bien con' },
    example: 'Die Bluse passt gut zu deinem Rock.',
  },
];

/** Column headings of both tables: verb + preposition, meaning, example. */
const HEAD: Record<Lang, [string, string, string]> = {
  en: ['Verb + preposition', 'Meaning', 'Example'],
  ua: ['Дієслово + прийменник', 'Значення', 'Приклад'],
  de: ['Verb + Präposition', 'Bedeutung', 'Beispiel'],
  ru: ['Глагол + предлог', 'Значение', 'Пример'],
  be: ['Дзеяслоў + прыназоўнік', 'Значэнне', 'Прыклад'],
  tr: ['Fiil + edat', 'Anlam', 'Örnek'],
  pl: ['Czasownik + przyimek', 'Znaczenie', 'Przykład'],
  es: ['Verbo + preposición', 'Significado', 'Ejemplo'],
};

function table(lang: Lang, caption: string, verbs: OverviewVerb[]): NonNullable<RuleBlock['table']> {
  return { caption, head: [...HEAD[lang]], rows: verbs.map((v) => [v.verb, v.meaning[lang], v.example]) };
}

const topic: A1Topic = {
  slug: 'verbs-with-prepositions-overview',
  type: 'other',
  title: {
    en: 'Verbs with prepositions: overview',
    ua: 'Дієслова з прийменниками: огляд',
    de: 'Verben mit Präpositionen: Überblick',
    ru: 'Глаголы с предлогами: обзор',
    be: 'Дзеясловы з прыназоўнікамі: агляд',
    tr: 'Edatlı fiiller: genel bakış',
    pl: 'Czasowniki z przyimkami: przegląd',
    es: 'Verbos con preposiciones: resumen',
  },
  descr: {
    en: 'The 20 most common German verbs with a fixed preposition and their case, in one table.',
    ua: '20 найуживаніших німецьких дієслів зі сталим прийменником і їхній відмінок в одній таблиці.',
    de: 'Die 20 häufigsten deutschen Verben mit fester Präposition und ihr Kasus in einer Tabelle.',
    ru: '20 самых употребительных немецких глаголов с устойчивым предлогом и их падеж в одной таблице.',
    be: '20 самых ужывальных нямецкіх дзеясловаў з пастаянным прыназоўнікам і іх склон у адной табліцы.',
    tr: 'Sabit edatla kullanılan en yaygın 20 Almanca fiil ve aldıkları hâl, tek bir tabloda.',
    pl: '20 najczęstszych niemieckich czasowników ze stałym przyimkiem i ich przypadek w jednej tabeli.',
    es: 'Los 20 verbos alemanes más frecuentes con preposición fija y su caso, en una sola tabla.',
  },
  rules: {
    en: [
      {
        heading: 'Verbs with a fixed preposition',
        paragraphs: [
          'Many German verbs are used with a fixed preposition: warten auf, träumen von, sprechen mit. The preposition belongs to the verb and is often not the one your own language would use, so do not translate it word for word: in German you are interested "für" (literally "for") something.',
          'The preposition decides the case of the noun after it. Learn every verb as one unit: verb + preposition + case, for example warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'I am waiting for the bus.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'He is interested in football.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'We are talking to the teacher.' },
        ],
      },
      {
        heading: 'The most common verbs with the accusative',
        paragraphs: [
          'After für and um the noun is always in the accusative. With auf, an and über the verb decides; in these common verbs it is the accusative: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('en', 'Verb + preposition + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'The most common verbs with the dative',
        paragraphs: [
          'After mit, von, zu, bei and nach the noun is always in the dative. Careful with teilnehmen an: here an takes the dative (an dem Kurs = am Kurs).',
        ],
        table: table('en', 'Verb + preposition + Dativ', DATIV),
      },
      {
        heading: 'Questions and short answers',
        paragraphs: [
          'Asking about a thing: wo(r)- + preposition (Worauf? Wovon? Womit? Worüber?). Asking about a person: preposition + wen (accusative) or wem (dative): Auf wen? Mit wem?',
          'In the answer, a thing already mentioned becomes da(r)- + preposition (darauf, davon, damit); a person becomes preposition + pronoun (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'What are you talking about? – About the film.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'Who are you talking to? – To my mother.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Are you looking forward to the holidays? – Yes, I am really looking forward to them.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Taking the preposition from your own language or from English: not "Ich warte für den Bus", but "Ich warte auf den Bus".',
          'The wrong case: not "Ich spreche mit den Lehrer", but "Ich spreche mit dem Lehrer" (mit + Dativ).',
          'Forgetting the reflexive pronoun: not "Ich freue auf den Urlaub", but "Ich freue mich auf den Urlaub".',
          'sich freuen auf is about something in the future; sich freuen über is about something that has already happened or that you have now.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'I am looking forward to the party on Saturday.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'I am happy about your present.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Дієслова зі сталим прийменником',
        paragraphs: [
          'Багато німецьких дієслів уживаються зі сталим прийменником: warten auf, träumen von, sprechen mit. Прийменник належить до дієслова і часто не такий, як у вашій мові, тому не перекладайте його дослівно: німецькою цікавляться «für» (дослівно «для») чимось.',
          'Прийменник визначає відмінок іменника після нього. Вивчайте кожне дієслово як одне ціле: дієслово + прийменник + відмінок, наприклад warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Я чекаю на автобус.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'Він цікавиться футболом.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Ми розмовляємо з учителем.' },
        ],
      },
      {
        heading: 'Найуживаніші дієслова з Akkusativ',
        paragraphs: [
          'Після für і um іменник завжди стоїть у знахідному відмінку (Akkusativ). З auf, an і über відмінок визначає дієслово; у цих поширених дієсловах це Akkusativ: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('ua', 'Дієслово + прийменник + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Найуживаніші дієслова з Dativ',
        paragraphs: [
          'Після mit, von, zu, bei і nach іменник завжди стоїть у давальному відмінку (Dativ). Увага на teilnehmen an: тут an вимагає Dativ (an dem Kurs = am Kurs).',
        ],
        table: table('ua', 'Дієслово + прийменник + Dativ', DATIV),
      },
      {
        heading: 'Питання і короткі відповіді',
        paragraphs: [
          'Питання про річ: wo(r)- + прийменник (Worauf? Wovon? Womit? Worüber?). Питання про людину: прийменник + wen (Akkusativ) або wem (Dativ): Auf wen? Mit wem?',
          'У відповіді річ, про яку вже йшлося, стає da(r)- + прийменник (darauf, davon, damit), а людина — прийменник + займенник (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'Про що ви говорите? – Про фільм.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'З ким ти розмовляєш? – З моєю мамою.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Ти з нетерпінням чекаєш канікул? – Так, дуже на них чекаю.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Прийменник із рідної мови чи з англійської: не «Ich warte für den Bus», а «Ich warte auf den Bus».',
          'Неправильний відмінок: не «Ich spreche mit den Lehrer», а «Ich spreche mit dem Lehrer» (mit + Dativ).',
          'Забутий зворотний займенник: не «Ich freue auf den Urlaub», а «Ich freue mich auf den Urlaub».',
          'sich freuen auf — про те, що буде в майбутньому; sich freuen über — про те, що вже сталося або що ви вже маєте.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Я з нетерпінням чекаю вечірки в суботу.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Я радію твоєму подарунку.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Verben mit fester Präposition',
        paragraphs: [
          'Viele deutsche Verben haben eine feste Präposition: warten auf, träumen von, sprechen mit. Die Präposition gehört zum Verb und ist oft anders als in deiner Sprache. Übersetze sie also nicht Wort für Wort: Auf Deutsch interessiert man sich „für“ etwas.',
          'Die Präposition bestimmt den Kasus des Nomens danach. Lerne jedes Verb als Einheit: Verb + Präposition + Kasus, zum Beispiel warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'warten auf + Akkusativ: den Bus' },
          { de: 'Er interessiert sich für Fußball.', tr: 'sich interessieren für + Akkusativ' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'sprechen mit + Dativ: dem Lehrer' },
        ],
      },
      {
        heading: 'Die häufigsten Verben mit Akkusativ',
        paragraphs: [
          'Nach für und um steht das Nomen immer im Akkusativ. Bei auf, an und über entscheidet das Verb; bei diesen häufigen Verben ist es der Akkusativ: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('de', 'Verb + Präposition + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Die häufigsten Verben mit Dativ',
        paragraphs: [
          'Nach mit, von, zu, bei und nach steht das Nomen immer im Dativ. Achtung bei teilnehmen an: Hier steht an mit dem Dativ (an dem Kurs = am Kurs).',
        ],
        table: table('de', 'Verb + Präposition + Dativ', DATIV),
      },
      {
        heading: 'Fragen und kurze Antworten',
        paragraphs: [
          'Frage nach einer Sache: wo(r)- + Präposition (Worauf? Wovon? Womit? Worüber?). Frage nach einer Person: Präposition + wen (Akkusativ) oder wem (Dativ): Auf wen? Mit wem?',
          'In der Antwort wird eine Sache, die man schon genannt hat, zu da(r)- + Präposition (darauf, davon, damit), eine Person zu Präposition + Pronomen (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'Frage nach einer Sache: worüber' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'Frage nach einer Person: mit wem' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'darauf = auf die Ferien' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Die Präposition aus der eigenen Sprache oder aus dem Englischen nehmen: nicht „Ich warte für den Bus“, sondern „Ich warte auf den Bus“.',
          'Der falsche Kasus: nicht „Ich spreche mit den Lehrer“, sondern „Ich spreche mit dem Lehrer“ (mit + Dativ).',
          'Das Reflexivpronomen vergessen: nicht „Ich freue auf den Urlaub“, sondern „Ich freue mich auf den Urlaub“.',
          'sich freuen auf: Etwas kommt erst in der Zukunft. sich freuen über: Etwas ist schon passiert, oder man hat es jetzt.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Die Party kommt noch: sich freuen auf.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Das Geschenk ist schon da: sich freuen über.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Глаголы с устойчивым предлогом',
        paragraphs: [
          'Многие немецкие глаголы употребляются с устойчивым предлогом: warten auf, träumen von, sprechen mit. Предлог относится к глаголу и часто не совпадает с предлогом в вашем языке, поэтому не переводите его дословно: по-немецки интересуются «für» (дословно «для») чем-то.',
          'Предлог определяет падеж существительного после него. Учите каждый глагол как одно целое: глагол + предлог + падеж, например warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Я жду автобус.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'Он интересуется футболом.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Мы разговариваем с учителем.' },
        ],
      },
      {
        heading: 'Самые употребительные глаголы с Akkusativ',
        paragraphs: [
          'После für и um существительное всегда стоит в винительном падеже (Akkusativ). С auf, an и über падеж определяет глагол; у этих частых глаголов это Akkusativ: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('ru', 'Глагол + предлог + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Самые употребительные глаголы с Dativ',
        paragraphs: [
          'После mit, von, zu, bei и nach существительное всегда стоит в дательном падеже (Dativ). Внимание на teilnehmen an: здесь an требует Dativ (an dem Kurs = am Kurs).',
        ],
        table: table('ru', 'Глагол + предлог + Dativ', DATIV),
      },
      {
        heading: 'Вопросы и краткие ответы',
        paragraphs: [
          'Вопрос о предмете: wo(r)- + предлог (Worauf? Wovon? Womit? Worüber?). Вопрос о человеке: предлог + wen (Akkusativ) или wem (Dativ): Auf wen? Mit wem?',
          'В ответе предмет, о котором уже говорили, становится da(r)- + предлог (darauf, davon, damit), а человек — предлог + местоимение (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'О чём вы говорите? – О фильме.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'С кем ты разговариваешь? – С моей мамой.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Ты с нетерпением ждёшь каникул? – Да, очень жду.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Предлог из родного языка или из английского: не «Ich warte für den Bus», а «Ich warte auf den Bus».',
          'Неправильный падеж: не «Ich spreche mit den Lehrer», а «Ich spreche mit dem Lehrer» (mit + Dativ).',
          'Забытое возвратное местоимение: не «Ich freue auf den Urlaub», а «Ich freue mich auf den Urlaub».',
          'sich freuen auf — о том, что будет в будущем; sich freuen über — о том, что уже произошло или что у вас уже есть.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Я с нетерпением жду вечеринки в субботу.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Я рад твоему подарку.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Дзеясловы з пастаянным прыназоўнікам',
        paragraphs: [
          'Шмат нямецкіх дзеясловаў ужываецца з пастаянным прыназоўнікам: warten auf, träumen von, sprechen mit. Прыназоўнік належыць да дзеяслова і часта не супадае з прыназоўнікам у вашай мове, таму не перакладайце яго даслоўна: па-нямецку цікавяцца «für» (даслоўна «для») чымсьці.',
          'Прыназоўнік вызначае склон назоўніка пасля яго. Вучыце кожны дзеяслоў як адно цэлае: дзеяслоў + прыназоўнік + склон, напрыклад warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Я чакаю аўтобус.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'Ён цікавіцца футболам.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Мы размаўляем з настаўнікам.' },
        ],
      },
      {
        heading: 'Самыя ўжывальныя дзеясловы з Akkusativ',
        paragraphs: [
          'Пасля für і um назоўнік заўсёды стаіць у вінавальным склоне (Akkusativ). З auf, an і über склон вызначае дзеяслоў; у гэтых частых дзеясловах гэта Akkusativ: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('be', 'Дзеяслоў + прыназоўнік + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Самыя ўжывальныя дзеясловы з Dativ',
        paragraphs: [
          'Пасля mit, von, zu, bei і nach назоўнік заўсёды стаіць у давальным склоне (Dativ). Увага на teilnehmen an: тут an патрабуе Dativ (an dem Kurs = am Kurs).',
        ],
        table: table('be', 'Дзеяслоў + прыназоўнік + Dativ', DATIV),
      },
      {
        heading: 'Пытанні і кароткія адказы',
        paragraphs: [
          'Пытанне пра рэч: wo(r)- + прыназоўнік (Worauf? Wovon? Womit? Worüber?). Пытанне пра чалавека: прыназоўнік + wen (Akkusativ) або wem (Dativ): Auf wen? Mit wem?',
          'У адказе рэч, пра якую ўжо гаварылі, становіцца da(r)- + прыназоўнік (darauf, davon, damit), а чалавек — прыназоўнік + займеннік (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'Пра што вы гаворыце? – Пра фільм.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'З кім ты размаўляеш? – З маёй мамай.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Ты з нецярпеннем чакаеш канікул? – Так, вельмі чакаю.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Прыназоўнік з роднай мовы ці з англійскай: не «Ich warte für den Bus», а «Ich warte auf den Bus».',
          'Няправільны склон: не «Ich spreche mit den Lehrer», а «Ich spreche mit dem Lehrer» (mit + Dativ).',
          'Забыты зваротны займеннік: не «Ich freue auf den Urlaub», а «Ich freue mich auf den Urlaub».',
          'sich freuen auf — пра тое, што будзе ў будучыні; sich freuen über — пра тое, што ўжо адбылося або што ў вас ужо ёсць.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Я з нецярпеннем чакаю вечарынкі ў суботу.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Я радуюся твайму падарунку.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Sabit edatlı fiiller',
        paragraphs: [
          'Birçok Almanca fiil sabit bir edatla kullanılır: warten auf, träumen von, sprechen mit. Edat fiile aittir ve çoğu zaman kendi dilinizdekinden farklıdır; bu yüzden onu kelimesi kelimesine çevirmeyin: Almancada bir şeye "für" (kelimesi kelimesine "için") ilgi duyulur.',
          'Edat, arkasından gelen ismin hâlini belirler. Her fiili tek bir bütün olarak öğrenin: fiil + edat + hâl, örneğin warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Otobüsü bekliyorum.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'Futbolla ilgileniyor.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Öğretmenle konuşuyoruz.' },
        ],
      },
      {
        heading: 'Akkusativ alan en yaygın fiiller',
        paragraphs: [
          'für ve um edatlarından sonra isim her zaman Akkusativ (-i hâli) olur. auf, an ve über ile hâli fiil belirler; bu yaygın fiillerde bu hâl Akkusativ\'dir: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('tr', 'Fiil + edat + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Dativ alan en yaygın fiiller',
        paragraphs: [
          'mit, von, zu, bei ve nach edatlarından sonra isim her zaman Dativ (-e hâli) olur. teilnehmen an fiiline dikkat: burada an, Dativ ister (an dem Kurs = am Kurs).',
        ],
        table: table('tr', 'Fiil + edat + Dativ', DATIV),
      },
      {
        heading: 'Sorular ve kısa cevaplar',
        paragraphs: [
          'Bir şeyi sormak: wo(r)- + edat (Worauf? Wovon? Womit? Worüber?). Bir kişiyi sormak: edat + wen (Akkusativ) ya da wem (Dativ): Auf wen? Mit wem?',
          'Cevapta daha önce sözü edilen bir şey da(r)- + edat olur (darauf, davon, damit); bir kişi ise edat + zamir olur (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'Ne hakkında konuşuyorsunuz? – Film hakkında.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'Kiminle konuşuyorsun? – Annemle.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Tatili dört gözle bekliyor musun? – Evet, çok bekliyorum.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Edatı kendi dilinizden ya da İngilizceden almak: "Ich warte für den Bus" değil, "Ich warte auf den Bus".',
          'Yanlış hâl: "Ich spreche mit den Lehrer" değil, "Ich spreche mit dem Lehrer" (mit + Dativ).',
          'Dönüşlü zamiri unutmak: "Ich freue auf den Urlaub" değil, "Ich freue mich auf den Urlaub".',
          'sich freuen auf gelecekteki bir şey için, sich freuen über ise olmuş bir şey ya da şu anda sahip olduğunuz bir şey için kullanılır.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Cumartesi günkü partiyi dört gözle bekliyorum.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Hediyene çok sevindim.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Czasowniki ze stałym przyimkiem',
        paragraphs: [
          'Wiele niemieckich czasowników łączy się ze stałym przyimkiem: warten auf, träumen von, sprechen mit. Przyimek należy do czasownika i często nie jest taki sam jak w twoim języku, dlatego nie tłumacz go dosłownie: po niemiecku interesujemy się „für” (dosłownie „dla”) czymś.',
          'Przyimek decyduje o przypadku rzeczownika, który po nim stoi. Ucz się każdego czasownika jako całości: czasownik + przyimek + przypadek, na przykład warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Czekam na autobus.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'On interesuje się piłką nożną.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Rozmawiamy z nauczycielem.' },
        ],
      },
      {
        heading: 'Najczęstsze czasowniki z Akkusativ',
        paragraphs: [
          'Po für i um rzeczownik zawsze stoi w bierniku (Akkusativ). Przy auf, an i über o przypadku decyduje czasownik; w tych częstych czasownikach jest to Akkusativ: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('pl', 'Czasownik + przyimek + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Najczęstsze czasowniki z Dativ',
        paragraphs: [
          'Po mit, von, zu, bei i nach rzeczownik zawsze stoi w celowniku (Dativ). Uwaga na teilnehmen an: tutaj an wymaga Dativ (an dem Kurs = am Kurs).',
        ],
        table: table('pl', 'Czasownik + przyimek + Dativ', DATIV),
      },
      {
        heading: 'Pytania i krótkie odpowiedzi',
        paragraphs: [
          'Pytanie o rzecz: wo(r)- + przyimek (Worauf? Wovon? Womit? Worüber?). Pytanie o osobę: przyimek + wen (Akkusativ) albo wem (Dativ): Auf wen? Mit wem?',
          'W odpowiedzi rzecz, o której już była mowa, zmienia się w da(r)- + przyimek (darauf, davon, damit), a osoba w przyimek + zaimek (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: 'O czym rozmawiacie? – O filmie.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: 'Z kim rozmawiasz? – Z moją mamą.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: 'Czekasz z niecierpliwością na ferie? – Tak, bardzo na nie czekam.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Przyimek z własnego języka albo z angielskiego: nie „Ich warte für den Bus”, tylko „Ich warte auf den Bus”.',
          'Zły przypadek: nie „Ich spreche mit den Lehrer”, tylko „Ich spreche mit dem Lehrer” (mit + Dativ).',
          'Zapomniany zaimek zwrotny: nie „Ich freue auf den Urlaub”, tylko „Ich freue mich auf den Urlaub”.',
          'sich freuen auf mówi o czymś w przyszłości, a sich freuen über o czymś, co już się stało albo co już masz.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Nie mogę się doczekać imprezy w sobotę.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Cieszę się z twojego prezentu.' },
        ],
      },
    ],
    es: [
      {
        heading: 'Verbos con preposición fija',
        paragraphs: [
          'Muchos verbos alemanes se usan con una preposición fija: warten auf, träumen von, sprechen mit. La preposición pertenece al verbo y a menudo no es la que usaría tu idioma, así que no la traduzcas palabra por palabra: en alemán uno se interesa «für» (literalmente «para») algo.',
          'La preposición decide el caso del sustantivo que va detrás. Aprende cada verbo como una unidad: verbo + preposición + caso, por ejemplo warten auf + Akkusativ.',
        ],
        examples: [
          { de: 'Ich warte auf den Bus.', tr: 'Estoy esperando el autobús.' },
          { de: 'Er interessiert sich für Fußball.', tr: 'Él se interesa por el fútbol.' },
          { de: 'Wir sprechen mit dem Lehrer.', tr: 'Hablamos con el profesor.' },
        ],
      },
      {
        heading: 'Los verbos más frecuentes con Akkusativ',
        paragraphs: [
          'Después de für y um el sustantivo va siempre en acusativo (Akkusativ). Con auf, an y über decide el verbo; en estos verbos frecuentes es el acusativo: auf den Bus, an meine Familie, über das Geschenk.',
        ],
        table: table('es', 'Verbo + preposición + Akkusativ', AKKUSATIV),
      },
      {
        heading: 'Los verbos más frecuentes con Dativ',
        paragraphs: [
          'Después de mit, von, zu, bei y nach el sustantivo va siempre en dativo (Dativ). Cuidado con teilnehmen an: aquí an lleva dativo (an dem Kurs = am Kurs).',
        ],
        table: table('es', 'Verbo + preposición + Dativ', DATIV),
      },
      {
        heading: 'Preguntas y respuestas cortas',
        paragraphs: [
          'Para preguntar por una cosa: wo(r)- + preposición (Worauf? Wovon? Womit? Worüber?). Para preguntar por una persona: preposición + wen (Akkusativ) o wem (Dativ): Auf wen? Mit wem?',
          'En la respuesta, una cosa ya mencionada se convierte en da(r)- + preposición (darauf, davon, damit), y una persona en preposición + pronombre (auf ihn, mit ihr).',
        ],
        examples: [
          { de: 'Worüber sprecht ihr? – Über den Film.', tr: '¿De qué habláis? – De la película.' },
          { de: 'Mit wem sprichst du? – Mit meiner Mutter.', tr: '¿Con quién hablas? – Con mi madre.' },
          { de: 'Freust du dich auf die Ferien? – Ja, ich freue mich sehr darauf.', tr: '¿Tienes ganas de que lleguen las vacaciones? – Sí, muchísimas.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Tomar la preposición de tu idioma o del inglés: no «Ich warte für den Bus», sino «Ich warte auf den Bus».',
          'El caso equivocado: no «Ich spreche mit den Lehrer», sino «Ich spreche mit dem Lehrer» (mit + Dativ).',
          'Olvidar el pronombre reflexivo: no «Ich freue auf den Urlaub», sino «Ich freue mich auf den Urlaub».',
          'sich freuen auf habla de algo futuro; sich freuen über, de algo que ya ha pasado o que ya tienes.',
        ],
        examples: [
          { de: 'Ich freue mich auf die Party am Samstag.', tr: 'Tengo muchas ganas de ir a la fiesta del sábado.' },
          { de: 'Ich freue mich über dein Geschenk.', tr: 'Me alegro mucho de tu regalo.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Wir - warten - auf - die - Straßenbahn.', hide: ['warten', 'auf', 'die'], formEn: 'We are waiting for the tram.', tr: { ua: 'Ми чекаємо на трамвай.', de: 'Die Straßenbahn ist noch nicht da. (warten, wir)', ru: 'Мы ждём трамвай.', be: 'Мы чакаем трамвай.', tr: 'Tramvayı bekliyoruz.', pl: 'Czekamy na tramwaj.', es: 'Estamos esperando el tranvía.' }, correct: false },
      { formDe: 'Ich - denke - an - meinen - Bruder.', hide: ['denke', 'an', 'meinen'], formEn: 'I am thinking of my brother.', tr: { ua: 'Я думаю про свого брата.', de: 'Mein Bruder ist in meinen Gedanken. (denken)', ru: 'Я думаю о своём брате.', be: 'Я думаю пра свайго брата.', tr: 'Kardeşimi düşünüyorum.', pl: 'Myślę o moim bracie.', es: 'Pienso en mi hermano.' }, correct: false },
      { formDe: 'Sie - freut - sich - auf - den - Urlaub.', hide: ['freut', 'sich', 'auf', 'den'], formEn: 'She is looking forward to the holiday.', tr: { ua: 'Вона з нетерпінням чекає на відпустку.', de: 'Bald hat sie Urlaub, und sie ist schon jetzt froh. (sich freuen)', ru: 'Она с нетерпением ждёт отпуска.', be: 'Яна з нецярпеннем чакае адпачынку.', tr: 'Tatili dört gözle bekliyor.', pl: 'Ona nie może się doczekać urlopu.', es: 'Ella tiene muchas ganas de que lleguen las vacaciones.' }, correct: false },
      { formDe: 'Er - freut - sich - über - die - Nachricht.', hide: ['freut', 'sich', 'über', 'die'], formEn: 'He is happy about the message.', tr: { ua: 'Він радіє повідомленню.', de: 'Die Nachricht ist gut, und er ist froh. (sich freuen)', ru: 'Он радуется сообщению.', be: 'Ён радуецца паведамленню.', tr: 'Mesaja seviniyor.', pl: 'On cieszy się z wiadomości.', es: 'Él se alegra de la noticia.' }, correct: false },
      { formDe: 'Interessierst - du - dich - für - Kunst?', hide: ['Interessierst', 'dich', 'für'], formEn: 'Are you interested in art?', tr: { ua: 'Ти цікавишся мистецтвом?', de: 'Frage: Findest du Bilder und Museen spannend? (sich interessieren)', ru: 'Ты интересуешься искусством?', be: 'Ты цікавішся мастацтвам?', tr: 'Sanatla ilgileniyor musun?', pl: 'Interesujesz się sztuką?', es: '¿Te interesa el arte?' }, correct: false },
      { formDe: 'Ich - spreche - mit - dem - Vermieter - über - die - Heizung.', hide: ['spreche', 'mit', 'dem', 'über', 'die'], formEn: 'I am talking to the landlord about the heating.', tr: { ua: 'Я розмовляю з орендодавцем про опалення.', de: 'Die Heizung ist kaputt, und ich rede mit dem Besitzer der Wohnung. (sprechen)', ru: 'Я разговариваю с арендодателем об отоплении.', be: 'Я размаўляю з арэндадаўцам пра ацяпленне.', tr: 'Ev sahibiyle kalorifer hakkında konuşuyorum.', pl: 'Rozmawiam z właścicielem mieszkania o ogrzewaniu.', es: 'Hablo con el casero sobre la calefacción.' }, correct: false },
      { formDe: 'Wir - erinnern - uns - an - den - Sommer - in Spanien.', hide: ['erinnern', 'uns', 'an', 'den'], formEn: 'We remember the summer in Spain.', tr: { ua: 'Ми згадуємо літо в Іспанії.', de: 'Wir denken gern an die Ferien in Spanien zurück. (sich erinnern)', ru: 'Мы вспоминаем лето в Испании.', be: 'Мы ўспамінаем лета ў Іспаніі.', tr: 'İspanya’daki yazı hatırlıyoruz.', pl: 'Wspominamy lato w Hiszpanii.', es: 'Nos acordamos del verano en España.' }, correct: false },
      { formDe: 'Er - kümmert - sich - um - seine - Schwester.', hide: ['kümmert', 'sich', 'um', 'seine'], formEn: 'He looks after his sister.', tr: { ua: 'Він піклується про свою сестру.', de: 'Er sorgt für seine Schwester. (sich kümmern)', ru: 'Он заботится о своей сестре.', be: 'Ён клапоціцца пра сваю сястру.', tr: 'Kız kardeşine bakıyor.', pl: 'On opiekuje się swoją siostrą.', es: 'Él cuida de su hermana.' }, correct: false },
      { formDe: 'Ärgerst - du - dich - über - den - Stau?', hide: ['Ärgerst', 'dich', 'über', 'den'], formEn: 'Are you annoyed about the traffic jam?', tr: { ua: 'Ти сердишся через затор?', de: 'Frage: Macht dich der Stau böse? (sich ärgern)', ru: 'Ты злишься из-за пробки?', be: 'Ты злуешся праз затор?', tr: 'Trafik sıkışıklığına mı kızıyorsun?', pl: 'Złościsz się z powodu korka?', es: '¿Te molesta el atasco?' }, correct: false },
      { formDe: 'Der Tourist - bittet - um - einen - Stadtplan.', hide: ['bittet', 'um', 'einen'], formEn: 'The tourist asks for a city map.', tr: { ua: 'Турист просить мапу міста.', de: 'Der Tourist möchte gern einen Plan von der Stadt haben. (bitten)', ru: 'Турист просит карту города.', be: 'Турыст просіць мапу горада.', tr: 'Turist bir şehir haritası istiyor.', pl: 'Turysta prosi o plan miasta.', es: 'El turista pide un plano de la ciudad.' }, correct: false },
      { formDe: 'Sie - bereitet - sich - auf - den - Deutschtest - vor.', hide: ['bereitet', 'sich', 'auf', 'den', 'vor'], formEn: 'She is preparing for the German test.', tr: { ua: 'Вона готується до тесту з німецької.', de: 'Sie lernt viel, denn bald schreibt sie eine Prüfung in Deutsch. (sich vorbereiten)', ru: 'Она готовится к тесту по немецкому.', be: 'Яна рыхтуецца да тэсту па нямецкай мове.', tr: 'Almanca sınavına hazırlanıyor.', pl: 'Ona przygotowuje się do testu z niemieckiego.', es: 'Ella se prepara para el examen de alemán.' }, correct: false },
      { formDe: 'Das Kind - träumt - von - einem - Hund.', hide: ['träumt', 'von', 'einem'], formEn: 'The child dreams of a dog.', tr: { ua: 'Дитина мріє про собаку.', de: 'Das Kind wünscht sich so sehr einen Hund. (träumen)', ru: 'Ребёнок мечтает о собаке.', be: 'Дзіця марыць пра сабаку.', tr: 'Çocuk bir köpek hayal ediyor.', pl: 'Dziecko marzy o psie.', es: 'El niño sueña con un perro.' }, correct: false },
      { formDe: 'Oma - erzählt - von - ihrer - Reise.', hide: ['erzählt', 'von', 'ihrer'], formEn: 'Grandma is telling us about her trip.', tr: { ua: 'Бабуся розповідає про свою подорож.', de: 'Die Großmutter sagt, wie ihre Reise war. (erzählen)', ru: 'Бабушка рассказывает о своей поездке.', be: 'Бабуля расказвае пра сваю паездку.', tr: 'Büyükannem gezisini anlatıyor.', pl: 'Babcia opowiada o swojej podróży.', es: 'La abuela nos habla de su viaje.' }, correct: false },
      { formDe: 'Ich - treffe - mich - mit - meinen - Freunden.', hide: ['treffe', 'mich', 'mit', 'meinen'], formEn: 'I am meeting my friends.', tr: { ua: 'Я зустрічаюся з друзями.', de: 'Ich sehe heute meine Freunde. (sich treffen)', ru: 'Я встречаюсь с друзьями.', be: 'Я сустракаюся з сябрамі.', tr: 'Arkadaşlarımla buluşuyorum.', pl: 'Spotykam się z przyjaciółmi.', es: 'Quedo con mis amigos.' }, correct: false },
      { formDe: 'Er - fragt - die Verkäuferin - nach - dem - Preis.', hide: ['fragt', 'nach', 'dem'], formEn: 'He asks the shop assistant about the price.', tr: { ua: 'Він питає продавчиню про ціну.', de: 'Er will von der Frau im Geschäft wissen, was es kostet. (fragen)', ru: 'Он спрашивает продавщицу о цене.', be: 'Ён пытаецца ў прадаўшчыцы пра цану.', tr: 'Satıcıya fiyatı soruyor.', pl: 'On pyta sprzedawczynię o cenę.', es: 'Él le pregunta a la dependienta por el precio.' }, correct: false },
      { formDe: 'Kannst - du - mir - beim - Umzug - helfen?', hide: ['Kannst', 'mir', 'beim', 'helfen'], formEn: 'Can you help me with the move?', tr: { ua: 'Ти можеш допомогти мені з переїздом?', de: 'Bitte an einen Freund: Ich ziehe um und brauche dich. (helfen, können)', ru: 'Ты можешь помочь мне с переездом?', be: 'Ты можаш дапамагчы мне з пераездам?', tr: 'Taşınmada bana yardım edebilir misin?', pl: 'Możesz mi pomóc przy przeprowadzce?', es: '¿Puedes ayudarme con la mudanza?' }, correct: false },
      { formDe: 'Wir - nehmen - an - einem - Deutschkurs - teil.', hide: ['nehmen', 'an', 'einem', 'teil'], formEn: 'We are taking a German course.', tr: { ua: 'Ми відвідуємо курс німецької мови.', de: 'Wir lernen Deutsch in einem Kurs. (teilnehmen)', ru: 'Мы посещаем курс немецкого языка.', be: 'Мы наведваем курс нямецкай мовы.', tr: 'Bir Almanca kursuna katılıyoruz.', pl: 'Uczestniczymy w kursie niemieckiego.', es: 'Participamos en un curso de alemán.' }, correct: false },
      { formDe: 'Der Balkon - gehört - zur - Wohnung.', hide: ['gehört', 'zur'], formEn: 'The balcony belongs to the flat.', tr: { ua: 'Балкон належить до квартири.', de: 'Die Wohnung hat einen Balkon. (gehören)', ru: 'Балкон относится к квартире.', be: 'Балкон належыць да кватэры.', tr: 'Balkon daireye ait.', pl: 'Balkon należy do mieszkania.', es: 'El balcón forma parte del piso.' }, correct: false },
      { formDe: 'Die Tasche - passt - gut - zu - deinen - Schuhen.', hide: ['passt', 'zu', 'deinen'], formEn: 'The bag goes well with your shoes.', tr: { ua: 'Сумка гарно пасує до твоїх туфель.', de: 'Die Tasche und deine Schuhe sehen zusammen schön aus. (passen)', ru: 'Сумка хорошо подходит к твоим туфлям.', be: 'Сумка добра пасуе да тваіх туфляў.', tr: 'Çanta ayakkabılarına çok yakışıyor.', pl: 'Torebka dobrze pasuje do twoich butów.', es: 'El bolso combina bien con tus zapatos.' }, correct: false },
      { formDe: 'Wartest - du - auf - deine - Schwester?', hide: ['Wartest', 'auf', 'deine'], formEn: 'Are you waiting for your sister?', tr: { ua: 'Ти чекаєш на свою сестру?', de: 'Frage: Ist deine Schwester noch nicht da? (warten)', ru: 'Ты ждёшь свою сестру?', be: 'Ты чакаеш сваю сястру?', tr: 'Kız kardeşini mi bekliyorsun?', pl: 'Czekasz na swoją siostrę?', es: '¿Estás esperando a tu hermana?' }, correct: false },
      { formDe: 'Denkt - bitte - an - die - Hausaufgaben!', hide: ['Denkt', 'an', 'die'], formEn: 'Please remember the homework!', tr: { ua: 'Не забудьте (усі), будь ласка, про домашнє завдання!', de: 'Bitte an die Klasse: Vergesst die Hausaufgaben nicht! (denken, ihr-Form)', ru: 'Не забудьте (все), пожалуйста, про домашнее задание!', be: 'Не забудзьце (усе), калі ласка, пра хатняе заданне!', tr: 'Lütfen ödevleri unutmayın! (hepiniz)', pl: 'Pamiętajcie, proszę, o zadaniu domowym!', es: '¡Acordaos de los deberes, por favor!' }, correct: false },
      { formDe: 'Wir - sprechen - über - das - Wochenende.', hide: ['sprechen', 'über', 'das'], formEn: 'We are talking about the weekend.', tr: { ua: 'Ми говоримо про вихідні.', de: 'Unser Thema: Was machen wir am Samstag und Sonntag? (sprechen)', ru: 'Мы говорим о выходных.', be: 'Мы гаворым пра выхадныя.', tr: 'Hafta sonu hakkında konuşuyoruz.', pl: 'Rozmawiamy o weekendzie.', es: 'Hablamos del fin de semana.' }, correct: false },
      { formDe: 'Ich - träume - von - einer - Reise - nach Japan.', hide: ['träume', 'von', 'einer'], formEn: 'I dream of a trip to Japan.', tr: { ua: 'Я мрію про подорож до Японії.', de: 'Ich möchte so gern einmal nach Japan fahren. (träumen)', ru: 'Я мечтаю о поездке в Японию.', be: 'Я мару пра паездку ў Японію.', tr: 'Japonya’ya bir yolculuk hayal ediyorum.', pl: 'Marzę o podróży do Japonii.', es: 'Sueño con un viaje a Japón.' }, correct: false },
      { formDe: 'Mit - wem - sprichst - du?', hide: ['Mit'], formEn: 'Who are you talking to?', tr: { ua: 'З ким ти розмовляєш?', de: 'Frage nach einer Person: Wer ist dein Gesprächspartner? (sprechen, du)', ru: 'С кем ты разговариваешь?', be: 'З кім ты размаўляеш?', tr: 'Kiminle konuşuyorsun?', pl: 'Z kim rozmawiasz?', es: '¿Con quién hablas?' }, correct: false },
      { formDe: 'Auf - wen - wartet - ihr?', hide: ['Auf'], formEn: 'Who are you waiting for?', tr: { ua: 'На кого ви (усі) чекаєте?', de: 'Frage an mehrere Personen: Wer soll noch kommen? (warten, ihr-Form)', ru: 'Кого вы (все) ждёте?', be: 'Каго вы (усе) чакаеце?', tr: 'Kimi bekliyorsunuz? (hepiniz)', pl: 'Na kogo czekacie?', es: '¿A quién esperáis?' }, correct: false },
      { formDe: 'Sie - erzählt - von - ihrem - neuen - Job.', hide: ['erzählt', 'von', 'ihrem'], formEn: 'She is talking about her new job.', tr: { ua: 'Вона розповідає про свою нову роботу.', de: 'Sie sagt, wie ihre neue Arbeit ist. (erzählen)', ru: 'Она рассказывает о своей новой работе.', be: 'Яна расказвае пра сваю новую працу.', tr: 'Yeni işini anlatıyor.', pl: 'Ona opowiada o swojej nowej pracy.', es: 'Ella habla de su nuevo trabajo.' }, correct: false },
      { formDe: 'Die Kinder - freuen - sich - über - den - Schnee.', hide: ['freuen', 'sich', 'über', 'den'], formEn: 'The children are happy about the snow.', tr: { ua: 'Діти радіють снігу.', de: 'Es hat geschneit, und die Kinder sind froh. (sich freuen)', ru: 'Дети радуются снегу.', be: 'Дзеці радуюцца снегу.', tr: 'Çocuklar kara seviniyor.', pl: 'Dzieci cieszą się ze śniegu.', es: 'Los niños se alegran de la nieve.' }, correct: false },
      { formDe: 'Er - hilft - seiner Tochter - bei - den - Hausaufgaben.', hide: ['hilft', 'bei', 'den'], formEn: 'He helps his daughter with her homework.', tr: { ua: 'Він допомагає доньці з домашнім завданням.', de: 'Seine Tochter lernt, und er erklärt ihr die Aufgaben. (helfen)', ru: 'Он помогает дочери с домашним заданием.', be: 'Ён дапамагае дачцэ з хатнім заданнем.', tr: 'Kızına ödevlerinde yardım ediyor.', pl: 'On pomaga córce w zadaniach domowych.', es: 'Él ayuda a su hija con los deberes.' }, correct: false },
      { formDe: 'Ich - interessiere - mich - für - das - Angebot.', hide: ['interessiere', 'mich', 'für', 'das'], formEn: 'I am interested in the offer.', tr: { ua: 'Мене цікавить ця пропозиція.', de: 'Ich finde das Angebot spannend und möchte mehr wissen. (sich interessieren)', ru: 'Меня интересует это предложение.', be: 'Мяне цікавіць гэтая прапанова.', tr: 'Bu teklifle ilgileniyorum.', pl: 'Interesuje mnie ta oferta.', es: 'Me interesa la oferta.' }, correct: false },
      { formDe: 'Wir - treffen - uns - am Abend - mit - den - Kollegen.', hide: ['treffen', 'uns', 'mit', 'den'], formEn: 'We are meeting the colleagues in the evening.', tr: { ua: 'Увечері ми зустрічаємося з колегами.', de: 'Am Abend sehen wir die Kollegen. (sich treffen)', ru: 'Вечером мы встречаемся с коллегами.', be: 'Увечары мы сустракаемся з калегамі.', tr: 'Akşam iş arkadaşlarıyla buluşuyoruz.', pl: 'Wieczorem spotykamy się z kolegami z pracy.', es: 'Por la tarde quedamos con los compañeros.' }, correct: false },
    ],
  },
};

export default topic;
