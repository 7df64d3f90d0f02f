import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-cases-explained',
  type: 'Grammar',
  title: {
    en: 'German Cases Explained: Nominative, Accusative, Dative, Genitive',
    ua: 'Відмінки в німецькій: називний, знахідний, давальний, родовий',
    de: 'Die deutschen Fälle erklärt: Nominativ, Akkusativ, Dativ, Genitiv',
    ru: 'Падежи в немецком: именительный, винительный, дательный, родительный',
    be: 'Склоны ў нямецкай мове: назоўны, вінавальны, давальны, родны',
    tr: 'Almanca hâller: Nominativ, Akkusativ, Dativ ve Genitiv',
    pl: 'Przypadki w niemieckim: mianownik, biernik, celownik i dopełniacz',
    es: 'Los casos del alemán: nominativo, acusativo, dativo y genitivo',
  },
  descr: {
    en: 'What the four German cases do, how articles and pronouns change, which verbs and prepositions need which case – with clear tables.',
    ua: 'Що роблять чотири німецькі відмінки, як змінюються артиклі й займенники, які дієслова та прийменники вимагають якого відмінка.',
    de: 'Wozu die vier Fälle dienen, wie sich Artikel und Pronomen ändern und welche Verben und Präpositionen welchen Fall verlangen.',
    ru: 'Зачем нужны четыре немецких падежа, как меняются артикли и местоимения, какие глаголы и предлоги требуют какого падежа.',
    be: 'Навошта патрэбныя чатыры нямецкія склоны, як змяняюцца артыклі і займеннікі, якія дзеясловы і прыназоўнікі патрабуюць якога склону.',
    tr: 'Dört Almanca hâlin görevi, artikel ve zamirlerin nasıl değiştiği, hangi fiil ve edatların hangi hâli istediği – net tablolarla.',
    pl: 'Do czego służą cztery przypadki, jak zmieniają się rodzajniki i zaimki oraz które czasowniki i przyimki wymagają danego przypadku.',
    es: 'Para qué sirven los cuatro casos, cómo cambian artículos y pronombres y qué verbos y preposiciones exigen cada caso, con tablas.',
  },
  img: 'card-file-box',
  date: '2025-06-03',
  body: [
    {
      p: 'German has four cases: **nominative**, **accusative**, **dative** and **genitive**. A case shows what job a noun or pronoun is doing in the sentence – who acts, who or what is acted on, who receives something, whose something is. English has kept cases only in its pronouns (he – him – his, who – whom – whose); German shows them on articles, adjectives and pronouns, and occasionally on the noun itself. Because the case marks the role, German word order can be freer than English: {{Den Hund sieht der Mann}} still means that the man sees the dog.',
    },
    { h2: 'The four cases at a glance' },
    {
      table: {
        caption: 'What each case does',
        head: ['Case', 'Question', 'Main job', 'Example'],
        rows: [
          ['Nominative', '{{Wer?}} {{Was?}}', 'subject', '{{Der Mann schläft.}}'],
          ['Accusative', '{{Wen?}} {{Was?}}', 'direct object', '{{Ich sehe den Mann.}}'],
          ['Dative', '{{Wem?}}', 'indirect object, receiver', '{{Ich helfe dem Mann.}}'],
          ['Genitive', '{{Wessen?}}', 'possession, “of”', '{{das Auto des Mannes}}'],
        ],
      },
    },
    {
      p: 'Each case has three triggers: the **role** in the sentence, certain **verbs**, and certain **prepositions**. Once a preposition is present, it decides the case, whatever the role of the noun.',
    },
    { h2: 'The article table' },
    {
      p: 'This is the one table every learner of German should know by heart. The indefinite article {{ein}} has no plural; {{kein}} and the possessives ({{mein}}, {{dein}} …) take the same endings as {{ein}}, with {{keine}} (nominative and accusative), {{keinen}} (dative) and {{keiner}} (genitive) in the plural.',
    },
    {
      table: {
        caption: 'Definite and indefinite articles in all cases',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', '{{der}} / {{ein}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Accusative', '{{den}} / {{einen}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Dative', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} / {{keinen}} + noun -n'],
          ['Genitive', '{{des}} / {{eines}} + noun -s', '{{der}} / {{einer}}', '{{des}} / {{eines}} + noun -s', '{{der}} / {{keiner}}'],
        ],
      },
    },
    {
      tip: 'Look for patterns instead of 16 separate forms: feminine and plural never change between nominative and accusative; only the masculine does ({{der}} → {{den}}). Masculine and neuter are identical in the dative and genitive. The dative plural always ends in -n: {{mit den Kindern}}.',
    },
    { h2: 'Nominative: the subject' },
    {
      p: 'The nominative is the dictionary form. It marks the subject – the person or thing that does the action or is described. It is also used after {{sein}}, {{werden}} and {{bleiben}}, because both sides name the same thing.',
    },
    {
      examples: [
        { de: 'Der Zug kommt um acht.', en: 'The train arrives at eight.' },
        { de: 'Mein Bruder ist ein guter Koch.', en: 'My brother is a good cook.' },
        { de: 'Sie wird Ärztin.', en: 'She is going to be a doctor.' },
      ],
    },
    { h2: 'Accusative: the direct object' },
    {
      p: 'The accusative marks the person or thing directly affected by the action: what you see, buy, have, need, love. Most transitive verbs take an accusative object: {{haben}}, {{kaufen}}, {{brauchen}}, {{sehen}}, {{suchen}}, {{besuchen}}, {{lieben}}. The phrase {{es gibt}} (there is/are) also takes the accusative.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Termin.', en: 'I need an appointment.' },
        { de: 'Wir besuchen unseren Onkel.', en: 'We are visiting our uncle.' },
        { de: 'Gibt es hier einen Supermarkt?', en: 'Is there a supermarket here?' },
        { de: 'Ich arbeite jeden Tag.', en: 'I work every day. (time expression in the accusative)' },
      ],
    },
    {
      p: '**Prepositions with the accusative**: {{durch}} (through), {{für}} (for), {{gegen}} (against), {{ohne}} (without), {{um}} (around, at + time), and {{bis}} (until). A classic memory aid is the made-up word “DOGFU”: {{durch}}, {{ohne}}, {{gegen}}, {{für}}, {{um}}.',
    },
    {
      examples: [
        { de: 'Das Geschenk ist für meinen Vater.', en: 'The present is for my father.' },
        { de: 'Wir gehen ohne unseren Hund spazieren.', en: 'We are going for a walk without our dog.' },
      ],
    },
    { h2: 'Dative: the receiver' },
    {
      p: 'The dative marks the person who receives something or benefits from it – in English often “to” or “for” someone. With verbs like {{geben}}, {{schenken}}, {{zeigen}}, {{schicken}} and {{erklären}}, the person is dative and the thing accusative.',
    },
    {
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', en: 'I give the child an apple.' },
        { de: 'Sie zeigt der Kollegin das Büro.', en: 'She shows the colleague the office.' },
        { de: 'Wir schenken den Eltern eine Reise.', en: 'We are giving our parents a trip.' },
      ],
    },
    {
      p: '**Verbs with only a dative object** must simply be learnt: {{helfen}}, {{danken}}, {{antworten}}, {{gefallen}}, {{gehören}}, {{schmecken}}, {{passen}}, {{gratulieren}}, {{fehlen}}. Many feelings and states are also expressed with the dative: {{Mir ist kalt}} (I am cold), {{Wie geht es dir?}} (How are you?).',
    },
    {
      examples: [
        { de: 'Kannst du mir helfen?', en: 'Can you help me?' },
        { de: 'Das Kleid gefällt meiner Schwester.', en: 'My sister likes the dress.' },
        { de: 'Wem gehört die Tasche? – Sie gehört dem Lehrer.', en: 'Whose bag is it? – It belongs to the teacher.' },
      ],
    },
    {
      p: '**Prepositions with the dative**: {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}, {{gegenüber}}. Contractions are common: {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}), {{beim}}, {{vom}}.',
    },
    {
      examples: [
        { de: 'Ich fahre mit dem Fahrrad zur Arbeit.', en: 'I cycle to work.' },
        { de: 'Seit einem Jahr wohne ich bei meiner Tante.', en: 'I have been living with my aunt for a year.' },
      ],
    },
    { h2: 'Genitive: possession' },
    {
      p: 'The genitive answers {{Wessen?}} (whose?). Masculine and neuter nouns add **-s** or, mostly after one syllable, **-es**: {{des Vaters}}, {{des Kindes}}. With names, just add -s without an apostrophe: {{Annas Auto}}. In everyday speech the genitive is often replaced by {{von}} + dative ({{das Auto von meinem Vater}}), but in writing it is standard.',
    },
    {
      examples: [
        { de: 'Das ist das Haus meiner Eltern.', en: 'That is my parents’ house.' },
        { de: 'Der Name des Hotels ist schwer.', en: 'The hotel’s name is difficult.' },
        { de: 'Wegen des Regens bleiben wir zu Hause.', en: 'Because of the rain we are staying at home.' },
      ],
    },
    {
      p: 'Prepositions with the genitive, mainly in written German: {{wegen}} (because of), {{trotz}} (despite), {{während}} (during), {{statt}} (instead of), {{innerhalb}} (within). In speech you will often hear them with the dative ({{wegen dem Regen}}); the genitive is the safe choice in exams.',
    },
    { h2: 'Two-way prepositions' },
    {
      p: 'Nine prepositions take either case: {{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}. Ask **Wohin?** (where to – movement to a place) → accusative; **Wo?** (where – location) → dative. More in [German prepositions with cases](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich lege das Buch auf den Tisch.', en: 'I put the book on the table. (Wohin? → accusative)' },
        { de: 'Das Buch liegt auf dem Tisch.', en: 'The book is lying on the table. (Wo? → dative)' },
      ],
    },
    { h2: 'Personal pronouns in the cases' },
    {
      table: {
        caption: 'Personal pronouns',
        head: ['Nominative', 'Accusative', 'Dative'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}', '{{ihn}}', '{{ihm}}'],
          ['{{sie}}', '{{sie}}', '{{ihr}}'],
          ['{{es}}', '{{es}}', '{{ihm}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}} / {{Sie}}', '{{sie}} / {{Sie}}', '{{ihnen}} / {{Ihnen}}'],
        ],
      },
    },
    {
      p: 'Order of two objects: a dative noun usually comes before an accusative noun ({{Ich gebe dem Kind den Ball}}), but an accusative pronoun comes before a dative pronoun ({{Ich gebe ihn ihm}}).',
    },
    { h2: 'Nouns that change too: the n-declension' },
    {
      p: 'A group of masculine nouns – mostly people and animals ending in -e, and Latin words in -ent, -ant, -ist – add **-n** or **-en** in every case except the nominative singular: {{der Junge}} → {{den Jungen}}, {{dem Jungen}}; {{der Student}} → {{den Studenten}}. Others are {{der Kollege}}, {{der Kunde}}, {{der Nachbar}}, {{der Mensch}}, {{der Herr}} ({{Herrn}}), {{der Name}} ({{des Namens}}).',
    },
    {
      examples: [
        { de: 'Kennst du den Nachbarn?', en: 'Do you know the neighbour?' },
        { de: 'Ich schreibe Herrn Weber eine E-Mail.', en: 'I am writing Mr Weber an email.' },
      ],
    },
    { h2: 'A three-step method for finding the case' },
    {
      ol: [
        'Is there a preposition in front of the noun? Then the preposition decides (accusative, dative, genitive or two-way).',
        'If not: is the noun the subject, or does it follow {{sein}}/{{werden}}? Then nominative.',
        'If not: does the verb take a dative ({{helfen}}, {{gefallen}} …) or is the noun the receiver? Then dative. Otherwise it is the direct object: accusative.',
      ],
    },
    {
      p: 'Cases are the reason for German adjective endings – the next step is [adjective endings made simple](/articles/german-adjective-endings-made-simple). If you are unsure of a noun’s gender, start with [der, die or das?](/articles/der-die-das-noun-gender-rules). For practice, try our [grammar exercises](/grammar) and [quizzes](/quizzes/).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
