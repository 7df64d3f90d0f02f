import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-adjective-endings-made-simple',
  type: 'Grammar',
  title: {
    en: 'German Adjective Endings Made Simple',
    ua: 'Закінчення прикметників у німецькій – просто і зрозуміло',
    de: 'Die Endungen der Adjektive einfach erklärt',
    ru: 'Окончания прилагательных в немецком – просто и понятно',
    be: 'Канчаткі прыметнікаў у нямецкай – проста і зразумела',
    tr: 'Almanca sıfat ekleri kolayca',
    pl: 'Końcówki przymiotników w niemieckim – prosto i jasno',
    es: 'Las terminaciones de los adjetivos alemanes, fáciles',
  },
  descr: {
    en: 'One idea explains all German adjective endings: the signal appears once. Three tables – after der, after ein, without an article – and the special cases.',
    ua: 'Одна ідея пояснює всі закінчення прикметників: сигнал з’являється один раз. Три таблиці – після der, після ein, без артикля – і особливі випадки.',
    de: 'Eine Idee erklärt alle Endungen der Adjektive: Das Signal steht nur einmal. Drei Tabellen – nach der, nach ein, ohne Artikel – und die Sonderfälle.',
    ru: 'Одна идея объясняет все окончания прилагательных: сигнал появляется один раз. Три таблицы – после der, после ein, без артикля – и особые случаи.',
    be: 'Адна ідэя тлумачыць усе канчаткі прыметнікаў: сігнал з’яўляецца адзін раз. Тры табліцы – пасля der, пасля ein, без артыкля – і асаблівыя выпадкі.',
    tr: 'Tüm Almanca sıfat eklerini tek bir fikir açıklar: işaret yalnızca bir kez görünür. Üç tablo – der’den sonra, ein’dan sonra, artikelsiz – ve özel durumlar.',
    pl: 'Jedna zasada wyjaśnia wszystkie końcówki przymiotników: sygnał pojawia się raz. Trzy tabele – po der, po ein, bez rodzajnika – i przypadki szczególne.',
    es: 'Una sola idea explica todas las terminaciones: la señal aparece una vez. Tres tablas – tras der, tras ein y sin artículo – y los casos especiales.',
  },
  img: 'paintbrush',
  date: '2026-06-23',
  body: [
    {
      p: 'Adjective endings have a fearsome reputation: three tables of sixteen forms each. But they all follow **one idea**, and once you see it you can work out almost every ending instead of memorising it. This article explains the idea, gives you the three tables for reference, and lists the few special cases. You should already know the articles in the four cases – if not, start with [German cases explained](/articles/german-cases-explained).',
    },
    { h2: 'First: when is there no ending at all?' },
    {
      p: 'An adjective only takes an ending when it stands **before a noun**. After {{sein}}, {{werden}} or {{bleiben}}, and when used as an adverb, it never changes.',
    },
    {
      examples: [
        { de: 'Der Kaffee ist heiß.', en: 'The coffee is hot. (no ending)' },
        { de: 'Der heiße Kaffee steht auf dem Tisch.', en: 'The hot coffee is on the table. (ending)' },
        { de: 'Sie singt schön.', en: 'She sings beautifully. (adverb, no ending)' },
      ],
    },
    { h2: 'The one idea: the signal appears once' },
    {
      p: 'Every noun phrase must show its gender and case clearly **once**. The clear signals are the endings of the definite article: **-r** ({{der}}), **-e** ({{die}}), **-s** ({{das}}), **-n** ({{den}}), **-m** ({{dem}}). If the article already shows the signal, the adjective relaxes and takes a plain **-e** or **-en**. If the article does not show it – or there is no article – the adjective carries the signal itself.',
    },
    {
      examples: [
        { de: 'der alte Mann', en: 'der shows -r → adjective relaxes: -e' },
        { de: 'ein alter Mann', en: 'ein shows nothing → adjective shows -r' },
        { de: 'das neue Auto – ein neues Auto', en: 'das shows -s; ein does not, so the adjective does' },
        { de: 'kalter Kaffee, kaltes Wasser, kalte Milch', en: 'no article → the adjective shows the signal' },
      ],
    },
    {
      tip: 'A second shortcut: after any article, the ending is **-en** in the whole dative, the whole genitive, the whole plural and the masculine accusative. Only the remaining five places need thought – and there the ending is -e, or the signal -r/-s after {{ein}}.',
    },
    { h2: 'Table 1: after der, die, das (and dieser, jeder, welcher)' },
    {
      p: 'The definite article always shows the signal, so the adjective only takes **-e** or **-en**. The same endings follow {{dieser}}, {{jener}}, {{jeder}}, {{welcher}}, {{mancher}} and, in the plural, {{alle}}.',
    },
    {
      table: {
        caption: 'After the definite article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', '{{der alte Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Accusative', '{{den alten Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Dative', '{{dem alten Mann}}', '{{der alten Frau}}', '{{dem alten Haus}}', '{{den alten Leuten}}'],
          ['Genitive', '{{des alten Mannes}}', '{{der alten Frau}}', '{{des alten Hauses}}', '{{der alten Leute}}'],
        ],
      },
    },
    { h2: 'Table 2: after ein, kein and mein' },
    {
      p: '{{ein}} looks like {{der}} in most places ({{einen}}, {{einem}}, {{einer}}), so the adjective takes the same -e/-en as in table 1. There are just **three places** where {{ein}} has no ending: masculine nominative and neuter nominative and accusative. There the adjective shows the signal: {{ein alter Mann}}, {{ein altes Haus}}. The same endings follow {{kein}} and all possessives ({{mein}}, {{dein}}, {{unser}} …), including their plurals.',
    },
    {
      table: {
        caption: 'After the indefinite article and possessives',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural (mein)'],
        rows: [
          ['Nominative', '{{ein alter Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Accusative', '{{einen alten Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Dative', '{{einem alten Mann}}', '{{einer alten Frau}}', '{{einem alten Haus}}', '{{meinen alten Freunden}}'],
          ['Genitive', '{{eines alten Mannes}}', '{{einer alten Frau}}', '{{eines alten Hauses}}', '{{meiner alten Freunde}}'],
        ],
      },
    },
    { h2: 'Table 3: no article' },
    {
      p: 'Without an article – with uncountable nouns, in the plural without an article, after numbers, in greetings and on menus – the adjective takes the endings of the definite article itself. The only exception is the masculine and neuter genitive, which is rare: there the noun already has -s, so the adjective takes -en.',
    },
    {
      table: {
        caption: 'Without an article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', '{{kalter Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Accusative', '{{kalten Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Dative', '{{kaltem Kaffee}}', '{{kalter Milch}}', '{{kaltem Wasser}}', '{{kalten Getränken}}'],
          ['Genitive', '{{kalten Kaffees}}', '{{kalter Milch}}', '{{kalten Wassers}}', '{{kalter Getränke}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Liebe Grüße aus Hamburg!', en: 'Best wishes from Hamburg!' },
        { de: 'Ich trinke gern heißen Tee mit frischer Minze.', en: 'I like drinking hot tea with fresh mint.' },
        { de: 'Wir suchen eine Wohnung mit großem Balkon.', en: 'We are looking for a flat with a big balcony.' },
        { de: 'Zwei kleine Kinder spielen im Garten.', en: 'Two small children are playing in the garden.' },
      ],
    },
    { h2: 'Working it out: a three-step check' },
    {
      ol: [
        'Find the gender, number and case of the noun.',
        'Look at the word in front of the adjective. Does it show the signal (-r, -e, -s, -n, -m)? Then the adjective takes -e (the five “easy” places) or -en.',
        'If there is no article, or the article is {{ein}}/{{kein}}/{{mein}} without an ending, the adjective shows the signal itself.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe einen neuen Job.', en: 'masculine accusative, einen shows -n → -en' },
        { de: 'Mit meiner besten Freundin gehe ich ins Kino.', en: 'feminine dative, meiner shows -r → -en' },
        { de: 'Das ist ein schönes Geschenk.', en: 'neuter nominative, ein shows nothing → -es' },
      ],
    },
    { h2: 'Special cases' },
    {
      ul: [
        '**Several adjectives** take the same ending: {{ein großer, heller Raum}}; {{mit netten, jungen Kollegen}}.',
        '**Adjectives in -el and -er** usually drop the e before the ending: {{dunkel}} → {{ein dunkles Zimmer}}; {{teuer}} → {{ein teures Auto}}.',
        '**hoch** loses the c: {{der Berg ist hoch}}, but {{ein hoher Berg}}.',
        '**Some colour words** – {{lila}}, {{rosa}} – and adjectives from city names with -er never change: {{ein rosa Kleid}}, {{die Berliner Mauer}}, {{mit Frankfurter Würstchen}}.',
        '**After viele, einige, wenige, mehrere** and numbers, treat the plural as having no article: {{viele neue Bücher}}, {{drei kleine Katzen}}.',
        '**Comparatives and superlatives** take the same endings: {{ein größeres Auto}}, {{der schnellste Zug}}.',
        '**Participles** used as adjectives too: {{ein geöffnetes Fenster}}, {{die kommende Woche}}.',
      ],
    },
    { h2: 'Adjectives as nouns' },
    {
      p: 'An adjective can become a noun (with a capital letter) and keeps its adjective endings: {{der Deutsche}} but {{ein Deutscher}}; {{die Erwachsenen}}; {{mein Bekannter}}; {{etwas Neues}} (something new), {{nichts Besonderes}} (nothing special). Many everyday words work like this, for example {{der/die Angestellte}} (employee) and {{der/die Verwandte}} (relative).',
    },
    {
      examples: [
        { de: 'Sein Vater ist Deutscher, seine Mutter ist Italienerin.', en: 'His father is German, his mother is Italian.' },
        { de: 'Gibt es etwas Neues?', en: 'Is there anything new?' },
      ],
    },
    { h2: 'How to make endings automatic' },
    {
      ol: [
        'Learn a few model phrases by heart, one per table: {{der gute Wein}}, {{ein guter Wein}}, {{guter Wein}}. Adjust new phrases by analogy.',
        'Focus first on the most frequent patterns: nominative and accusative with {{ein}}, and dative after prepositions ({{mit dem neuen Auto}}).',
        'Read aloud. The endings are short, and hearing them is the best way to notice them.',
        'Do not panic in conversation: a wrong ending rarely blocks understanding. Accuracy comes with practice.',
      ],
    },
    {
      p: 'Colours give you lots of practice – see [colours and clothes](/articles/german-colours-and-clothes). Check the gender of a noun first with [der, die or das?](/articles/der-die-das-noun-gender-rules), and train the endings in the lesson “Adjective Declensions” of our [A2 grammar course](/grammar/a2), in the [grammar section](/grammar) and on the [worksheets](/worksheets).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
