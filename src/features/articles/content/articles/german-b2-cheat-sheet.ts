import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-b2-cheat-sheet',
  type: 'Grammar',
  title: {
    en: 'German B2 Cheat Sheet: Grammar and Phrases at a Glance',
    ua: 'Шпаргалка з німецької B2: граматика і фрази з першого погляду',
    de: 'Spickzettel Deutsch B2: Grammatik und Redemittel auf einen Blick',
    ru: 'Шпаргалка по немецкому B2: грамматика и фразы с первого взгляда',
    be: 'Шпаргалка па нямецкай B2: граматыка і фразы з першага погляду',
    tr: 'Almanca B2 kopya kâğıdı: bir bakışta dil bilgisi ve kalıp ifadeler',
    pl: 'Ściągawka z niemieckiego B2: gramatyka i zwroty w pigułce',
    es: 'Chuleta de alemán B2: gramática y frases de un vistazo',
  },
  descr: {
    en: 'The B2 level on one page: indirect speech, passive alternatives, extended participles, nominal style, Futur II, advanced connectors and argument phrases.',
    ua: 'Рівень B2 на одній сторінці: непряма мова, альтернативи пасиву, поширені дієприкметники, номінальний стиль, Futur II, сполучники та аргументація.',
    de: 'Das Niveau B2 auf einer Seite: indirekte Rede, Alternativen zum Passiv, erweiterte Partizipien, Nominalstil, Futur II, Bindewörter und Argumente.',
    ru: 'Уровень B2 на одной странице: косвенная речь, замены пассива, распространённые причастия, номинальный стиль, Futur II, союзы и аргументация.',
    be: 'Узровень B2 на адной старонцы: ускосная мова, замены пасіву, пашыраныя дзеепрыметнікі, намінальны стыль, Futur II, злучнікі і аргументацыя.',
    tr: 'Tek sayfada B2: dolaylı anlatım, edilgen yerine geçen yapılar, genişletilmiş ortaçlar, isim ağırlıklı üslup, Futur II, bağlaçlar ve tartışma ifadeleri.',
    pl: 'Poziom B2 na jednej stronie: mowa zależna, zamienniki strony biernej, rozbudowane imiesłowy, styl nominalny, Futur II, spójniki i argumentacja.',
    es: 'El nivel B2 en una página: estilo indirecto, alternativas a la pasiva, participios extendidos, estilo nominal, Futur II, conectores y argumentación.',
  },
  img: 'scroll',
  date: '2026-11-03',
  body: [
    {
      p: 'As on the rest of this site, the levels follow the **Common European Framework of Reference for Languages (CEFR)**. B2 is the upper “independent user” level. At B2 you understand the main ideas of complex texts on concrete and abstract topics, including technical discussions in your own field; you can talk with native speakers with a degree of fluency and spontaneity that makes regular interaction possible without strain for either side; and you can write clear, detailed texts and explain a viewpoint, giving the advantages and disadvantages of various options. Many universities and employers ask for B2 or higher, but their requirements vary and change, so check each one. Grammatically, B2 is less about new forms and more about **style**: understanding and using the structures of newspapers, reports and formal discussion. If you need to review, start with the [B1 cheat sheet](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Indirect speech: Konjunktiv I' },
    {
      p: 'News reports and formal texts use the Konjunktiv I to report what someone said without taking responsibility for it. It is formed from the infinitive stem; in practice the third person singular is the most important form. Where the Konjunktiv I looks the same as the indicative (mostly in the plural), use the Konjunktiv II instead.',
    },
    {
      table: {
        caption: 'Konjunktiv I – the most used forms',
        head: ['Infinitive', 'er/sie/es', 'Example'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'The spokeswoman said that the problem had been solved.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'The colleagues say they received no information. (Konjunktiv II replaces {{sie haben}})' },
      ],
    },
    { h2: 'The passive and its alternatives' },
    {
      p: 'At B2 you meet the passive in all tenses and with modal verbs, and several structures that replace it.',
    },
    {
      table: {
        caption: 'Passive and passive substitutes',
        head: ['Structure', 'Example', 'Meaning'],
        rows: [
          ['passive with modal, past', '{{Das hätte früher gemacht werden müssen.}}', 'That should have been done earlier.'],
          ['{{sich lassen}} + infinitive', '{{Das Problem lässt sich lösen.}}', 'The problem can be solved.'],
          ['{{sein}} + {{zu}} + infinitive', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'The bill must be paid by Friday.'],
          ['adjective in -bar', '{{Das ist machbar.}}', 'That can be done.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'German is spoken here.'],
        ],
      },
    },
    { h2: 'Extended participles' },
    {
      p: 'Written German often packs a whole relative clause in front of a noun, between the article and the noun. The participle stands at the end of this block, directly before the noun, and takes an adjective ending. Partizip I (-end) is active and ongoing; Partizip II is passive or completed. To read such phrases, jump from the article to the noun, then read the block backwards.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'the reform planned by the government (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'rents that have been rising for years' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'a well-trained employee' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'the tasks that still have to be done' },
      ],
    },
    { h2: 'Nominal style and verbal style' },
    {
      p: 'Formal German likes nouns: it turns clauses into noun phrases with prepositions. At B2 you should recognise this style and be able to switch between the two.',
    },
    {
      table: {
        caption: 'From verbal to nominal style',
        head: ['Verbal style', 'Nominal style'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Typical genitive prepositions of formal style: {{aufgrund}} (because of), {{angesichts}} (in view of), {{bezüglich}} and {{hinsichtlich}} (regarding), {{infolge}} (as a result of), {{mithilfe}} (with the help of). {{zufolge}} follows its noun and takes the dative: {{dem Bericht zufolge}} (according to the report).',
    },
    { h2: 'Futur II and modal verbs of assumption' },
    {
      p: 'The Futur II ({{werden}} + participle + {{haben}}/{{sein}}) is mainly used for **assumptions about the past**, often with {{wohl}}. Modal verbs express degrees of certainty.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'He has probably missed the train.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'By June I will have passed the exam.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'She must have read the message.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'The offender is said to have fled abroad.' },
      ],
    },
    { h2: 'Advanced connectors' },
    {
      table: {
        caption: 'Connectors for B2',
        head: ['Connector', 'Meaning', 'Example'],
        rows: [
          ['{{indem}}', 'by (doing)', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'so that (result)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'as if', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'unless', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'provided that, in case', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'especially as', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'depending on', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'admittedly … but', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Noun–verb combinations' },
    {
      p: 'Formal German uses fixed pairs of a noun and a fairly empty verb. They are typical of B2 exams and official letters:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – to make a decision',
        '{{einen Antrag stellen}} – to submit an application',
        '{{zur Verfügung stehen}} / {{stellen}} – to be available / to make available',
        '{{in Frage kommen}} – to be an option',
        '{{Kritik üben}} (an + dat.) – to criticise',
        '{{in Kraft treten}} – to come into force',
        '{{Rücksicht nehmen}} (auf + acc.) – to show consideration for',
        '{{zum Ausdruck bringen}} – to express',
      ],
    },
    { h2: 'Small words, big effect: modal particles' },
    {
      p: 'Spoken German is full of short particles that add tone rather than content. At B2 you should understand them and start using a few: {{doch}} (insisting or encouraging: {{Komm doch mit!}}), {{ja}} (shared knowledge: {{Das weißt du ja}}), {{mal}} (softening: {{Schau mal!}}), {{halt}} / {{eben}} (that’s how it is: {{Das ist halt so}}), {{wohl}} (assumption: {{Er ist wohl krank}}).',
    },
    { h2: 'Key phrases for B2' },
    {
      table: {
        caption: 'Discussing and arguing',
        head: ['Function', 'German'],
        rows: [
          ['Stating your position', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Introducing an argument', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Conceding a point', '{{Da haben Sie zwar recht, aber …}}'],
          ['Asking for clarification', '{{Wie meinen Sie das genau?}}'],
          ['Describing a chart', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Summarising', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Concluding', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Formal complaint', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'B2 topics: work and careers, education and science, media and technology, the environment, health and society, politics and current affairs, culture and the arts. Read a German newspaper article a day and note one nominal phrase, one noun–verb combination and one connector.',
    },
    {
      tip: 'Revision links: [German cases explained](/articles/german-cases-explained), [adjective endings made simple](/articles/german-adjective-endings-made-simple), [prepositions with cases](/articles/german-prepositions-with-cases) and the [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) and [B1](/articles/german-b1-cheat-sheet) cheat sheets. More practice is in our [grammar section](/grammar).',
    },
  ],
  sources: [
    { title: 'Council of Europe – Common European Framework of Reference for Languages (CEFR)', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
    { title: 'Goethe-Institut – German courses and exams', url: 'https://www.goethe.de/' },
    { title: 'DAAD – German Academic Exchange Service', url: 'https://www.daad.de/en/' },
  ],
};

export default article;
