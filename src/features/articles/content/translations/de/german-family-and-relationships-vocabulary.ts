import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'de',
  body: [
    {
      p: 'Über die eigene Familie zu sprechen, gehört zu den ersten Dingen, die man in einer neuen Sprache tut – im Unterricht, in der Prüfung und immer dann, wenn man jemanden kennenlernt. Dieser Artikel gibt Ihnen die Wörter für die Familie mit Artikel und Plural, den Wortschatz für Beziehungen und Lebensereignisse und die Grammatik, die Sie dafür brauchen: Possessivartikel, den Dativ und einige nützliche Fragemuster.',
    },
    { h2: 'Die engere Familie' },
    {
      table: {
        caption: 'Eltern, Kinder und Geschwister',
        head: ['Maskulin', 'Feminin', 'Plural / beide'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (Vater und Mutter, nur Plural)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (Brüder und Schwestern)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (Mann und Frau, verheiratet)'],
        ],
      },
    },
    {
      p: 'Im Alltag sagt man einfach {{mein Mann}} und {{meine Frau}}; {{Ehemann}} und {{Ehefrau}} klingen förmlicher. Kinder sagen {{Mama}} und {{Papa}}. {{Die Geschwister}} ist das normale Wort für Brüder und Schwestern zusammen: {{Ich habe drei Geschwister}}. Wer keine Geschwister hat, ist {{ein Einzelkind}}. Zwei Kinder, die am selben Tag von derselben Mutter geboren sind, heißen {{die Zwillinge}}.',
    },
    { h2: 'Die weitere Familie' },
    {
      table: {
        caption: 'Großeltern, Tanten, Onkel, Cousins',
        head: ['Maskulin', 'Feminin', 'Plural / beide'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Alle Verwandten zusammen sind {{die Verwandten}} – ein substantiviertes Adjektiv, das sich auch wie ein Adjektiv verändert: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Beachten Sie, dass {{der Neffe}} zur n-Deklination gehört: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Schwiegerfamilie, Stieffamilie und Halbgeschwister' },
    {
      ul: [
        '**Schwieger-** bezeichnet die Familie des Ehepartners: {{der Schwiegervater}}, {{die Schwiegermutter}}, {{die Schwiegereltern}}, {{der Schwiegersohn}}, {{die Schwiegertochter}}.',
        'Für den Bruder und die Schwester des Ehepartners gibt es eigene Wörter: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** bezeichnet Familienmitglieder, die durch die neue Ehe oder Partnerschaft eines Elternteils dazukommen: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** bedeutet: nur ein Elternteil ist gemeinsam: {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Freund oder fester Freund? Freund und Freundin' },
    {
      p: 'Das ist die klassische Falle. {{Mein Freund}} und {{meine Freundin}} bedeuten meist den Partner oder die Partnerin in einer Liebesbeziehung. Wenn Sie deutlich machen möchten, dass Sie einen Freund im Sinne von Freundschaft meinen, sagen Sie {{ein Freund von mir}} oder {{eine Freundin von mir}}, oder auch {{ein guter Freund}} oder {{eine gute Freundin}}. Weitere nützliche Wörter:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – neutrales Wort für den Menschen, mit dem man zusammen ist',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – fester Partner, oft wenn man ohne Trauschein zusammenlebt',
        '{{der Bekannte}}, {{die Bekannte}} – jemand, den man kennt, aber kein enger Freund (substantiviertes Adjektiv: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – jemand, der nebenan wohnt',
        '{{der Kollege}}, {{die Kollegin}} – jemand, mit dem man zusammenarbeitet',
        '{{die Beziehung}} – die Verbindung zwischen Menschen; {{der Freundeskreis}} – alle Freunde zusammen',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: '„ein Freund von mir“: Freundschaft, keine Liebesbeziehung.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: '„meine Freundin“: hier die Partnerin.' },
      ],
    },
    { h2: 'Familienstand im Formular' },
    {
      p: 'In offiziellen Formularen wird nach Ihrem {{Familienstand}} gefragt. Außerdem finden Sie dort {{Familienname}} oder {{Nachname}}, {{Vorname}} und {{Geburtsname}} (der Name bei der Geburt, z. B. vor einer Heirat).',
    },
    {
      table: {
        caption: 'Familienstand',
        head: ['Deutsch', 'Bedeutung'],
        rows: [
          ['{{ledig}}', 'nie verheiratet'],
          ['{{verheiratet}}', 'in einer Ehe'],
          ['{{getrennt lebend}}', 'verheiratet, aber nicht mehr zusammen'],
          ['{{geschieden}}', 'die Ehe ist offiziell beendet'],
          ['{{verwitwet}}', 'der Ehepartner ist gestorben'],
        ],
      },
    },
    { h2: 'Lebensereignisse' },
    {
      table: {
        caption: 'Verben und Nomen für die großen Momente',
        head: ['Verb', 'Nomen', 'Erklärung'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'auf die Welt kommen'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'als Kind groß werden'],
          ['{{sich verlieben}} (in + Akk.)', '{{die Liebe}}', 'anfangen, jemanden zu lieben'],
          ['{{zusammenziehen}}', '–', 'eine gemeinsame Wohnung nehmen'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'versprechen, zu heiraten'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'die Ehe schließen, das Fest dazu'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'Mutter oder Vater werden'],
          ['{{sich trennen}}', '{{die Trennung}}', 'eine Beziehung beenden'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'eine Ehe offiziell beenden'],
          ['{{sterben}}', '{{der Tod}}', 'das Leben endet'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'aufwachsen: Perfekt mit „sein“.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'heiraten: Perfekt mit „haben“; Jahreszahl ohne „in“.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Nach dem Geburtsjahr fragen und antworten.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'sich verlieben in + Akkusativ; Kollege mit n-Deklination.' },
      ],
    },
    {
      p: 'Vorsicht bei {{heiraten}}: Es hat ein direktes Objekt ohne Präposition – {{Er heiratet seine Freundin}}. {{Ich bin verheiratet}} beschreibt den Zustand, {{Wir haben geheiratet}} dagegen das Ereignis.',
    },
    { h2: 'Die nötige Grammatik: Possessivartikel und Dativ' },
    {
      p: 'Familienwörter stehen fast immer mit einem Possessivartikel. Seine Endung hängt vom Genus und Kasus des Familienmitglieds ab, nicht vom Besitzer.',
    },
    {
      table: {
        caption: 'mein mit Familienwörtern',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Plural'],
        rows: [
          ['Nominativ', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Akkusativ', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Dativ', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'Gesprochen drückt man Verwandtschaft oft mit {{von}} + Dativ aus: {{die Schwester von meiner Mutter}} (also meine Tante). Bei Namen nimmt man das Genitiv-s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Über die eigene Familie sprechen' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'Nach Geschwistern fragen; Antwort im Akkusativ.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Keine Geschwister: ohne Artikel.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Nach dem Alter fragen.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Wohnort beschreiben; „sie“ im Akkusativ.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Nach dem Familienstand fragen.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Verwandtschaft mit Genitiv: meiner Mutter.' },
      ],
    },
    {
      p: 'Um Familienmitglieder zu beschreiben, verbinden Sie diese Wörter mit Adjektiven: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Die Endungen ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) erklärt der Artikel [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Zeichnen Sie Ihren Stammbaum und beschriften Sie ihn auf Deutsch, mit Artikeln: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Beschreiben Sie ihn dann laut in fünf Sätzen. Mehr Übung finden Sie in unseren [Wortlisten](/words) und bei den [Redewendungen](/phrases).',
    },
  ],
};

export default translation;
