import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'common-mistakes-of-german-learners',
  type: 'Study Tips and Strategies',
  title: {
    en: 'Common Mistakes of German Learners',
    ua: 'Типові помилки тих, хто вивчає німецьку',
    de: 'Typische Fehler beim Deutschlernen',
    ru: 'Типичные ошибки изучающих немецкий',
    be: 'Тыповыя памылкі тых, хто вывучае нямецкую',
    tr: 'Almanca öğrenenlerin sık yaptığı hatalar',
    pl: 'Typowe błędy uczących się niemieckiego',
    es: 'Errores frecuentes de quienes aprenden alemán',
  },
  descr: {
    en: 'Word order, cases, seit with the present, kennen or wissen, haben or sein, false friends – the classic mistakes and how to fix them for good.',
    ua: 'Порядок слів, відмінки, seit із теперішнім часом, kennen чи wissen, haben чи sein, хибні друзі – класичні помилки та як їх позбутися.',
    de: 'Wortstellung, Fälle, seit mit Präsens, kennen oder wissen, haben oder sein, falsche Freunde – die klassischen Fehler und wie man sie vermeidet.',
    ru: 'Порядок слов, падежи, seit с настоящим временем, kennen или wissen, haben или sein, ложные друзья – классические ошибки и как их исправить.',
    be: 'Парадак слоў, склоны, seit з цяперашнім часам, kennen ці wissen, haben ці sein, ілжывыя сябры – класічныя памылкі і як іх пазбыцца.',
    tr: 'Sözcük sırası, haller, seit ile şimdiki zaman, kennen mi wissen mi, haben mi sein mi, yalancı eşdeğerler – klasik hatalar ve çözümleri.',
    pl: 'Szyk zdania, przypadki, seit z czasem teraźniejszym, kennen czy wissen, haben czy sein, fałszywi przyjaciele – klasyczne błędy i jak ich unikać.',
    es: 'Orden de palabras, casos, seit con presente, kennen o wissen, haben o sein, falsos amigos: los errores clásicos y cómo evitarlos.',
  },
  img: 'warning',
  date: '2026-02-10',
  body: [
    {
      p: 'Mistakes are a normal part of learning – they show that you are trying out the language. But some mistakes are so common that almost every learner of German makes them, and some become habits that are hard to break later. If you know them early, you can avoid them. In the tables below, the left column shows the mistake (marked ✗) and the right column the correct form.',
    },
    { h2: '1. Word order: the verb in second place' },
    {
      p: 'In a German main clause, the conjugated verb is always the second element. If you start the sentence with something other than the subject – a time, a place, an object – the subject moves behind the verb. English speakers in particular tend to keep the subject before the verb.',
    },
    {
      table: {
        caption: 'Verb in second position',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Morgen ich gehe ins Kino.}}', '{{Morgen gehe ich ins Kino.}}'],
          ['✗ {{Am Wochenende wir besuchen Oma.}}', '{{Am Wochenende besuchen wir Oma.}}'],
        ],
      },
    },
    { h2: '2. The verb at the end of a subordinate clause' },
    {
      p: 'After conjunctions such as {{weil}}, {{dass}}, {{wenn}}, {{ob}} and {{als}}, the conjugated verb goes to the very end of the clause. In spoken German you sometimes hear main-clause order after {{weil}}, but in writing and in exams it counts as a mistake.',
    },
    {
      table: {
        caption: 'Verb at the end',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{…, weil ich habe keine Zeit.}}', '{{…, weil ich keine Zeit habe.}}'],
          ['✗ {{Ich glaube, dass er ist krank.}}', '{{Ich glaube, dass er krank ist.}}'],
        ],
      },
    },
    { h2: '3. Articles and cases' },
    {
      p: 'Learning nouns without their article is the root of many later mistakes, because the article changes with the case. Prepositions such as {{mit}}, {{bei}}, {{nach}}, {{von}} and {{zu}} always take the dative; {{für}}, {{ohne}} and {{durch}} always take the accusative.',
    },
    {
      table: {
        caption: 'Cases after prepositions',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Ich fahre mit der Bus.}}', '{{Ich fahre mit dem Bus.}}'],
          ['✗ {{Das Geschenk ist für dir.}}', '{{Das Geschenk ist für dich.}}'],
          ['✗ {{Ich gehe zu die Ärztin.}}', '{{Ich gehe zur Ärztin.}}'],
        ],
      },
    },
    { h2: '4. How old you are and how you feel' },
    {
      p: 'Speakers of languages that "have" years or "have" cold often carry this over into German. In German you **are** a certain number of years old, and coldness or heat is something that "is to you" (dative).',
    },
    {
      table: {
        caption: 'Age and feelings',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Ich habe 25 Jahre.}}', '{{Ich bin 25 Jahre alt.}}'],
          ['✗ {{Ich bin kalt.}} (meant: I feel cold)', '{{Mir ist kalt.}}'],
          ['✗ {{Ich bin langweilig.}} (meant: I am bored)', '{{Mir ist langweilig.}}'],
        ],
      },
    },
    {
      p: '{{Ich bin kalt}} is grammatically possible, but it describes your character ("I am a cold person"), and {{Ich bin langweilig}} means "I am boring" – probably not what you wanted to say!',
    },
    { h2: '5. seit with the present tense' },
    {
      p: 'For something that started in the past and is still going on, German uses the **present** tense with {{seit}}. English uses the present perfect ("I have been learning"), which leads many learners to use the German perfect.',
    },
    {
      table: {
        caption: 'seit',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Ich habe seit zwei Jahren Deutsch gelernt.}}', '{{Ich lerne seit zwei Jahren Deutsch.}}'],
          ['✗ {{Ich habe hier seit 2020 gewohnt.}}', '{{Ich wohne seit 2020 hier.}}'],
        ],
      },
    },
    { h2: '6. wenn, wann or als?' },
    {
      ul: [
        '{{wann}} asks for a time: {{Wann kommst du?}}',
        '{{wenn}} means "if" or "whenever", and is used for the present, the future and repeated events in the past: {{Wenn ich Zeit habe, komme ich.}}',
        '{{als}} is for a single event or period in the past: {{Als ich ein Kind war, wohnten wir in Köln.}}',
      ],
    },
    { h2: '7. kennen or wissen?' },
    {
      p: 'Both mean "to know". {{kennen}} is for people, places and things you are familiar with; {{wissen}} is for facts and information, often followed by a clause.',
    },
    {
      examples: [
        { de: 'Ich kenne ihn seit der Schule.', en: 'I have known him since school.' },
        { de: 'Kennst du Berlin?', en: 'Do you know Berlin?' },
        { de: 'Ich weiß, wo er wohnt.', en: 'I know where he lives.' },
        { de: 'Weißt du, wie spät es ist?', en: 'Do you know what time it is?' },
      ],
    },
    { h2: '8. nicht or kein?' },
    {
      p: 'Use {{kein}} to negate a noun with an indefinite article or no article; use {{nicht}} for everything else.',
    },
    {
      table: {
        caption: 'Negation',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Ich habe nicht Zeit.}}', '{{Ich habe keine Zeit.}}'],
          ['✗ {{Das ist nicht ein Problem.}}', '{{Das ist kein Problem.}}'],
        ],
      },
    },
    { h2: '9. haben or sein in the perfect tense' },
    {
      p: 'Most verbs form the perfect with {{haben}}, but verbs of movement from one place to another and of change of state use {{sein}}: {{gehen}}, {{fahren}}, {{kommen}}, {{fliegen}}, {{aufstehen}}, {{einschlafen}}, and also {{bleiben}} and {{sein}} itself. Learn the auxiliary together with the past participle.',
    },
    {
      table: {
        caption: 'The auxiliary',
        head: ['Mistake', 'Correct'],
        rows: [
          ['✗ {{Ich habe nach Hause gegangen.}}', '{{Ich bin nach Hause gegangen.}}'],
          ['✗ {{Wir haben zu Hause geblieben.}}', '{{Wir sind zu Hause geblieben.}}'],
        ],
      },
    },
    { h2: '10. False friends' },
    {
      p: 'Some German words look like English words but mean something different. These cause funny – and sometimes embarrassing – misunderstandings.',
    },
    {
      table: {
        caption: 'False friends',
        head: ['German', 'Means', 'Not'],
        rows: [
          ['{{bekommen}}', 'to get, to receive', 'to become ({{werden}})'],
          ['{{Ich will}}', 'I want', 'I will ({{ich werde}})'],
          ['{{also}}', 'so, therefore', 'also ({{auch}})'],
          ['{{das Gift}}', 'poison', 'gift ({{das Geschenk}})'],
          ['{{der Chef}}', 'boss', 'cook ({{der Koch}})'],
          ['{{aktuell}}', 'current, up to date', 'actual ({{tatsächlich}})'],
          ['{{sensibel}}', 'sensitive', 'sensible ({{vernünftig}})'],
        ],
      },
    },
    { h2: '11. Small things in writing' },
    {
      ul: [
        'All nouns are written with a capital letter: {{der Hund}}, {{das Essen}}, {{die Freiheit}}.',
        'The formal {{Sie}} is capitalised; the small {{sie}} means "she" or "they".',
        '{{das}} (article or pronoun) and {{dass}} (conjunction "that") are different words: {{Ich weiß, dass das stimmt.}}',
      ],
    },
    { h2: 'How to get rid of a mistake' },
    {
      ol: [
        'Choose one mistake at a time – the one you make most often.',
        'Write five correct example sentences with it and read them aloud every day for a week.',
        'Ask your teacher or tandem partner to pay attention to exactly this point.',
        'Check your own texts for this one mistake before you hand them in.',
        'When it has disappeared, choose the next one.',
      ],
    },
    {
      tip: 'Most of these points are explained step by step in our [grammar rules](/grammar) and [A2 lessons](/grammar/a2); the [quizzes](/quizzes/) let you test yourself. The [du and Sie](/articles/formal-and-informal-you-du-and-sie) article covers the forms of address in detail.',
    },
  ],
};

export default article;
