import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-modal-verbs-guide',
  type: 'Grammar',
  title: {
    en: 'German Modal Verbs: können, müssen, dürfen, sollen, wollen, mögen',
    ua: 'Модальні дієслова в німецькій: können, müssen, dürfen, sollen, wollen, mögen',
    de: 'Die Modalverben: können, müssen, dürfen, sollen, wollen, mögen',
    ru: 'Модальные глаголы в немецком: können, müssen, dürfen, sollen, wollen, mögen',
    be: 'Мадальныя дзеясловы ў нямецкай: können, müssen, dürfen, sollen, wollen, mögen',
    tr: 'Almanca modal fiiller: können, müssen, dürfen, sollen, wollen, mögen',
    pl: 'Czasowniki modalne w niemieckim: können, müssen, dürfen, sollen, wollen, mögen',
    es: 'Los verbos modales alemanes: können, müssen, dürfen, sollen, wollen, mögen',
  },
  descr: {
    en: 'Meanings, present and past forms, word order, the trap of “nicht müssen” vs “nicht dürfen”, polite möchte and könnte, and modals that guess.',
    ua: 'Значення, форми теперішнього й минулого часу, порядок слів, пастка «nicht müssen» і «nicht dürfen», ввічливі möchte та könnte.',
    de: 'Bedeutungen, Formen in Präsens und Präteritum, Satzbau, die Falle „nicht müssen“ und „nicht dürfen“, höfliches möchte und könnte.',
    ru: 'Значения, формы настоящего и прошедшего времени, порядок слов, ловушка «nicht müssen» и «nicht dürfen», вежливые möchte и könnte.',
    be: 'Значэнні, формы цяперашняга і прошлага часу, парадак слоў, пастка «nicht müssen» і «nicht dürfen», ветлівыя möchte і könnte.',
    tr: 'Anlamlar, şimdiki ve geçmiş zaman biçimleri, söz dizimi, “nicht müssen” ile “nicht dürfen” tuzağı, kibar möchte ve könnte.',
    pl: 'Znaczenia, formy czasu teraźniejszego i przeszłego, szyk, pułapka „nicht müssen” i „nicht dürfen”, uprzejme möchte i könnte.',
    es: 'Significados, formas de presente y pasado, orden de palabras, la trampa de «nicht müssen» y «nicht dürfen», y el cortés möchte y könnte.',
  },
  img: 'flexed-biceps',
  date: '2026-01-20',
  body: [
    {
      p: 'Modal verbs say how the speaker sees an action: as possible, necessary, allowed, wanted or advised. German has six of them – {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}} – plus the very frequent {{möchten}}, which is really a form of {{mögen}}. You need them from the first lessons ({{Ich möchte einen Kaffee}}), and they stay important up to advanced level, where they are also used to express guesses and reports.',
    },
    { h2: 'What each modal verb means' },
    {
      table: {
        caption: 'The modal verbs',
        head: ['Verb', 'Main meanings', 'Example'],
        rows: [
          ['{{können}}', 'can: ability, possibility, (informal) permission', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'must, have to: necessity', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'may, be allowed to: permission', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'should, be supposed to: a duty from someone else, advice', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'want (to), intend to: a firm wish or plan', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'like (mainly with a noun)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'would like (to): a polite wish', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Present tense forms' },
    {
      p: 'Modal verbs are irregular in the singular: most change their vowel, and the {{ich}} and {{er}}/{{sie}}/{{es}} forms are identical and have **no ending**. The plural is regular.',
    },
    {
      table: {
        caption: 'Modal verbs in the present tense',
        head: ['Person', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: 'Careful with {{ich will}}: it means “I want”, never “I will”. The future is {{ich werde}}. And {{ich will}} can sound blunt when you ask for something; in shops and restaurants say {{ich möchte}} or {{ich hätte gern}}.',
    },
    { h2: 'Word order: the infinitive goes to the end' },
    {
      p: 'The modal verb is conjugated and stands in position 2; the main verb goes to the end as a plain infinitive, **without zu**. In a subordinate clause the modal verb itself moves to the very end. Separable verbs stay together in the infinitive.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'I can’t come today.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Can you help me, please?' },
        { de: 'Wir müssen noch einkaufen.', en: 'We still have to do the shopping.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'I think that I have to work tomorrow.' },
      ],
    },
    {
      p: 'When the meaning is clear, the main verb is often left out, especially verbs of movement and {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (go home), {{Ich kann Deutsch}} (speak German), {{Das darf man nicht}} (do that).',
    },
    { h2: 'The big trap: nicht müssen and nicht dürfen' },
    {
      p: 'In English, “you must not” is a prohibition. In German, {{du musst nicht}} only removes the necessity – “you don’t have to”. A prohibition is {{du darfst nicht}}.',
    },
    {
      table: {
        caption: 'Negated modal verbs',
        head: ['German', 'Meaning'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'You don’t have to come (but you may).'],
          ['{{Du brauchst nicht zu kommen.}}', 'You don’t need to come (same meaning, very common).'],
          ['{{Du darfst nicht kommen.}}', 'You must not come / you are not allowed to come.'],
          ['{{Du sollst nicht kommen.}}', 'You are not supposed to come (someone said so).'],
        ],
      },
    },
    { h2: 'Sollen, wollen and möchten in detail' },
    {
      ul: [
        '{{sollen}} passes on a duty or advice from **another person**: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} In questions it offers help: {{Soll ich das Fenster aufmachen?}} (Shall I open the window?)',
        '{{wollen}} expresses a **firm** wish or plan: {{Ich will Ärztin werden.}} It is stronger and more direct than {{möchten}}.',
        '{{möchten}} is the polite, everyday way to say what you would like: {{Möchtest du etwas trinken?}} It has no infinitive of its own and no past: in the past use {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} mostly stands with a noun: {{Ich mag Hunde}}. With a verb, Germans usually prefer {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'The past: Präteritum of modal verbs' },
    {
      p: 'For modal verbs even spoken German prefers the Präteritum to the Perfekt. The forms are regular endings on a stem **without umlaut**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'As a child I couldn’t swim.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Yesterday I had to work late.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'We weren’t allowed to take photos in the museum.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'She actually wanted to phone.' },
      ],
    },
    {
      p: 'The Perfekt exists but is less common. With a second verb it uses a “double infinitive” at the end – a B1 structure: {{Ich habe gestern arbeiten müssen.}} Without a second verb the participle is regular: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Polite and hypothetical: Konjunktiv II' },
    {
      p: 'The Konjunktiv II of modal verbs looks like the Präteritum, with the umlaut added back where the infinitive has one: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} and {{wollte}} look the same as the past. These forms make requests polite and advice softer.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Could you repeat that, please?' },
        { de: 'Dürfte ich kurz stören?', en: 'Might I interrupt for a moment?' },
        { de: 'Du solltest mehr schlafen.', en: 'You should sleep more. (advice)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'We really ought to be going.' },
      ],
    },
    { h2: 'Advanced: modal verbs that guess' },
    {
      p: 'From B1/B2 onwards you meet modal verbs that express how sure the speaker is, rather than ability or duty. They are very common in news and conversation.',
    },
    {
      table: {
        caption: 'Modal verbs for assumptions',
        head: ['German', 'Meaning', 'Certainty'],
        rows: [
          ['{{Er muss krank sein.}}', 'He must be ill (I’m almost sure).', 'very high'],
          ['{{Das dürfte stimmen.}}', 'That is probably right.', 'high'],
          ['{{Sie kann im Büro sein.}}', 'She may be in the office.', 'possible'],
          ['{{Sie könnte recht haben.}}', 'She could be right.', 'possible'],
          ['{{Er soll sehr reich sein.}}', 'He is said to be very rich.', 'report from others'],
          ['{{Sie will alles allein gemacht haben.}}', 'She claims to have done it all by herself.', 'the person’s own claim'],
        ],
      },
    },
    { h2: 'Typical mistakes' },
    {
      ol: [
        'Adding zu: “Ich muss zu arbeiten” ✗ → {{Ich muss arbeiten.}} ✓',
        'An ending on ich/er: “ich kanne”, “er kannt” ✗ → {{ich kann}}, {{er kann}} ✓',
        'Infinitive in the middle: “Ich kann sprechen Deutsch” ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Using {{nicht müssen}} for a prohibition: say {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Modal verbs follow the sentence bracket explained in [German word order basics](/articles/german-word-order-basics). For the past forms compare [Perfekt vs Präteritum](/articles/perfekt-vs-praeteritum). Practise in the lesson “Complex Verb Constructions with Modal Verbs” of our [A2 grammar course](/grammar/a2).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Deutsche Welle – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
