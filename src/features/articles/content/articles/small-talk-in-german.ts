import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'small-talk-in-german',
  type: 'Conversation and Listening',
  title: {
    en: 'Small Talk in German',
    ua: 'Світська бесіда німецькою',
    de: 'Smalltalk auf Deutsch',
    ru: 'Светская беседа на немецком',
    be: 'Свецкая гутарка па-нямецку',
    tr: 'Almanca sohbet: küçük konuşmalar',
    pl: 'Small talk po niemiecku',
    es: 'Charla informal en alemán',
  },
  descr: {
    en: 'Start, keep up and end a friendly chat in German: safe topics, useful questions, short reactions and a sample dialogue.',
    ua: 'Як почати, підтримати й завершити дружню розмову німецькою: безпечні теми, корисні питання, короткі реакції та зразок діалогу.',
    de: 'Ein freundliches Gespräch beginnen, in Gang halten und beenden: sichere Themen, nützliche Fragen, kurze Reaktionen und ein Beispieldialog.',
    ru: 'Как начать, поддержать и закончить дружескую беседу на немецком: безопасные темы, полезные вопросы, короткие реакции и пример диалога.',
    be: 'Як пачаць, падтрымаць і скончыць сяброўскую размову па-нямецку: бяспечныя тэмы, карысныя пытанні, кароткія рэакцыі і ўзор дыялогу.',
    tr: 'Almanca samimi bir sohbeti başlatmak, sürdürmek ve bitirmek: güvenli konular, faydalı sorular, kısa tepkiler ve örnek diyalog.',
    pl: 'Jak zacząć, podtrzymać i zakończyć przyjazną rozmowę po niemiecku: bezpieczne tematy, przydatne pytania, krótkie reakcje i przykładowy dialog.',
    es: 'Cómo empezar, mantener y terminar una charla amable en alemán: temas seguros, preguntas útiles, reacciones breves y un diálogo de ejemplo.',
  },
  img: 'speech-balloon',
  date: '2025-03-06',
  body: [
    {
      p: 'Small talk – in German simply {{der Smalltalk}} – is the short, light conversation you have with a neighbour on the stairs, a colleague at the coffee machine or another parent at the playground. It does not need perfect grammar. What it needs is a handful of ready-made phrases, a few safe topics and the courage to ask one more question. This article gives you all three, from level A1 upwards.',
    },
    { h2: 'Greeting and opening' },
    {
      p: 'Every chat starts with a greeting. {{Hallo}} works almost everywhere, {{Guten Morgen}} until about late morning and {{Guten Tag}} during the day in more formal situations. In southern Germany and Austria you will often hear {{Grüß Gott}}. After the greeting, a simple question opens the conversation.',
    },
    {
      examples: [
        { de: 'Hallo! Wie geht’s?', en: 'Hi! How are you?' },
        { de: 'Gut, danke. Und dir?', en: 'Fine, thanks. And you?' },
        { de: 'Guten Morgen! Alles gut bei Ihnen?', en: 'Good morning! Everything all right with you?' },
        { de: 'Schönes Wetter heute, oder?', en: 'Lovely weather today, isn’t it?' },
        { de: 'Sind Sie auch zum ersten Mal hier?', en: 'Is this your first time here too?' },
      ],
    },
    {
      p: 'A cultural note: when a friend or colleague asks {{Wie geht’s?}}, many German speakers expect a real, short answer. {{Gut, danke}} is fine, but so is {{Ganz gut, ich bin nur ein bisschen müde}}. In a shop, on the other hand, a cashier will usually just greet you and not ask how you are.',
    },
    { h2: 'Safe topics and questions for them' },
    {
      p: 'Some topics work with almost anyone: they are personal enough to be interesting but not private. Prepare one or two questions for each, and also one or two sentences about yourself.',
    },
    {
      table: {
        caption: 'Small-talk topics',
        head: ['Topic', 'A question', 'A possible answer'],
        rows: [
          ['The weather', '{{Ist es heute nicht kalt?}}', '{{Ja, aber morgen soll es wärmer werden.}}'],
          ['The weekend', '{{Was hast du am Wochenende gemacht?}}', '{{Ich war mit Freunden wandern.}}'],
          ['Plans', '{{Was hast du heute Abend vor?}}', '{{Nichts Besonderes, ich koche zu Hause.}}'],
          ['Work or studies', '{{Was machst du beruflich?}}', '{{Ich arbeite als Krankenpflegerin.}}'],
          ['Where you are from', '{{Woher kommst du?}}', '{{Ich komme aus Polen, aus Krakau.}}'],
          ['The city', '{{Wie lange wohnst du schon hier?}}', '{{Seit zwei Jahren. Mir gefällt es sehr.}}'],
          ['Holidays', '{{Fährst du im Sommer weg?}}', '{{Ja, wir fahren an die Ostsee.}}'],
          ['Food', '{{Kennst du hier ein gutes Café?}}', '{{Ja, am Markt gibt es ein sehr gemütliches.}}'],
        ],
      },
    },
    {
      p: 'Notice the tense in {{Wie lange wohnst du schon hier?}}: German uses the present tense with {{seit}} and {{schon}} for something that started in the past and is still going on. English speakers often wrongly use a past tense here.',
    },
    { h2: 'Topics to handle with care' },
    {
      p: 'With people you do not know well, many German speakers avoid asking about salary, what something cost, weight, religion or whom someone votes for. These topics are not forbidden, but they usually come up only between people who already trust each other. If someone asks you something you do not want to answer, a friendly {{Das ist eine gute Frage!}} with a smile and a change of topic is perfectly polite.',
    },
    { h2: 'Keeping the conversation going' },
    {
      p: 'The secret of small talk is not talking a lot but showing interest. Short reactions tell the other person that you are listening, and a follow-up question keeps the ball rolling.',
    },
    {
      ul: [
        '{{Echt?}} or {{Wirklich?}} – Really?',
        '{{Ach so!}} – Oh, I see!',
        '{{Interessant!}} – Interesting!',
        '{{Das klingt toll!}} – That sounds great!',
        '{{Stimmt.}} or {{Genau.}} – That’s right. / Exactly.',
        '{{Oh, das tut mir leid.}} – Oh, I’m sorry (to hear that).',
        '{{Und wie war es?}} – And how was it?',
        '{{Erzähl mal!}} – Tell me more!',
      ],
    },
    {
      p: 'A simple technique is to take the last thing the other person said and turn it into a question. If someone says {{Ich war am Wochenende in Hamburg}}, you can ask {{Ach, schön! Was hast du dort gemacht?}} or {{Warst du zum ersten Mal da?}}. You do not need new vocabulary for this, only the question words {{was}}, {{wie}}, {{wo}}, {{wann}} and {{warum}}.',
    },
    { h2: 'Du or Sie?' },
    {
      p: 'In small talk with other students, young people, in many sports clubs and in a lot of modern workplaces, people use {{du}} very quickly. With older neighbours, in offices with a more traditional style and with anyone in an official role, {{Sie}} is the safe choice. If you are unsure, start with {{Sie}} and wait: the other person will often offer {{du}}. Our article on [du and Sie](/articles/formal-and-informal-you-du-and-sie) explains the rules in detail.',
    },
    { h2: 'Ending the conversation politely' },
    {
      p: 'Ending a chat is a skill too. Give a short reason, then a friendly wish.',
    },
    {
      examples: [
        { de: 'Ich muss leider los.', en: 'I’m afraid I have to go.' },
        { de: 'Es war schön, dich kennenzulernen.', en: 'It was nice to meet you.' },
        { de: 'Schönes Wochenende!', en: 'Have a nice weekend!' },
        { de: 'Bis morgen! Tschüss!', en: 'See you tomorrow! Bye!' },
        { de: 'Schönen Abend noch!', en: 'Have a nice evening!' },
      ],
    },
    { h2: 'A sample dialogue' },
    {
      p: 'Two neighbours meet in front of their building on a Friday afternoon. Read the dialogue aloud and then change the details so that it fits your own life.',
    },
    {
      examples: [
        { de: 'Hallo! Endlich Wochenende, oder?', en: 'Hi! Weekend at last, isn’t it?' },
        { de: 'Ja, zum Glück! Die Woche war ziemlich stressig.', en: 'Yes, luckily! The week was quite stressful.' },
        { de: 'Hast du schon etwas vor?', en: 'Do you have any plans yet?' },
        { de: 'Am Samstag gehe ich mit meiner Schwester ins Kino. Und du?', en: 'On Saturday I’m going to the cinema with my sister. And you?' },
        { de: 'Ich bleibe zu Hause und lese. Es soll ja regnen.', en: 'I’m staying at home and reading. It’s supposed to rain, after all.' },
        { de: 'Stimmt. Dann wünsche ich dir ein gemütliches Wochenende!', en: 'That’s right. Then I wish you a cosy weekend!' },
        { de: 'Danke, dir auch! Bis bald!', en: 'Thanks, you too! See you soon!' },
      ],
    },
    {
      tip: 'Prepare a short "small-talk kit": three sentences about yourself (job or studies, where you are from, a hobby) and three questions you can ask anyone. Practise them aloud until they come without thinking. More ready-made sentences are waiting in our [phrases](/phrases).',
    },
  ],
};

export default article;
