import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'formal-and-informal-you-du-and-sie',
  type: 'Conversation and Listening',
  title: {
    en: 'Formal and Informal “You”: du and Sie',
    ua: 'Формальне й неформальне «ти»: du та Sie',
    de: 'Du oder Sie? Die höfliche und die vertraute Anrede',
    ru: 'Формальное и неформальное «ты»: du и Sie',
    be: 'Фармальнае і нефармальнае «ты»: du і Sie',
    tr: 'Resmî ve samimi “sen/siz”: du ve Sie',
    pl: 'Formalne i nieformalne „ty”: du i Sie',
    es: 'El «tú» y el «usted» en alemán: du y Sie',
  },
  descr: {
    en: 'When to say du, ihr or Sie, how the verb and pronouns change, how to offer du politely, and the mistakes learners make most.',
    ua: 'Коли казати du, ihr чи Sie, як змінюються дієслово й займенники, як ввічливо перейти на «ти» і найчастіші помилки.',
    de: 'Wann man du, ihr oder Sie sagt, wie sich Verb und Pronomen ändern, wie man höflich das Du anbietet und die häufigsten Fehler.',
    ru: 'Когда говорить du, ihr или Sie, как меняются глагол и местоимения, как вежливо перейти на «ты» и самые частые ошибки.',
    be: 'Калі казаць du, ihr ці Sie, як мяняюцца дзеяслоў і займеннікі, як ветліва перайсці на «ты» і самыя частыя памылкі.',
    tr: 'Ne zaman du, ihr ya da Sie denir, fiil ve zamirler nasıl değişir, kibarca “sen” demeyi nasıl önerirsiniz ve en sık hatalar.',
    pl: 'Kiedy mówić du, ihr lub Sie, jak zmieniają się czasownik i zaimki, jak grzecznie przejść na „ty” i najczęstsze błędy.',
    es: 'Cuándo decir du, ihr o Sie, cómo cambian el verbo y los pronombres, cómo ofrecer el tuteo con cortesía y los errores más comunes.',
  },
  img: 'handshake',
  date: '2025-04-02',
  body: [
    {
      p: 'English has one word for "you". German has three: {{du}} for one person you know well, {{ihr}} for several such people, and {{Sie}} for one or more people you address formally. Choosing the right one is not only grammar – it tells the other person how close you feel to them. The good news: the rules are clear, and there is a polite way out whenever you are unsure.',
    },
    { h2: 'The three forms at a glance' },
    {
      table: {
        caption: 'du, ihr and Sie with the verb kommen',
        head: ['Form', 'Used for', 'Verb', 'Example'],
        rows: [
          ['{{du}}', 'one person, informal', '{{du kommst}}', '{{Kommst du mit?}}'],
          ['{{ihr}}', 'two or more people, informal', '{{ihr kommt}}', '{{Kommt ihr mit?}}'],
          ['{{Sie}}', 'one or more people, formal', '{{Sie kommen}}', '{{Kommen Sie mit?}}'],
        ],
      },
    },
    {
      p: 'The formal {{Sie}} uses the same verb form as {{sie}} meaning "they", so it is easy to learn: take the infinitive, and you almost always have the right form. The only real exception is {{sein}}: {{Sie sind}}.',
    },
    { h2: 'Capital S makes the difference' },
    {
      p: 'The formal {{Sie}} is always written with a capital letter, also in the middle of a sentence. The small {{sie}} means "she" or "they". In writing, the capital letter alone tells you who is meant; in speech, the context does.',
    },
    {
      examples: [
        { de: 'Kommen Sie morgen?', en: 'Are you coming tomorrow? (formal)' },
        { de: 'Kommen sie morgen?', en: 'Are they coming tomorrow?' },
        { de: 'Kommt sie morgen?', en: 'Is she coming tomorrow?' },
      ],
    },
    { h2: 'All the forms you need' },
    {
      p: 'The pronoun changes with the case, and the possessive ("your") has three forms as well. The formal forms {{Ihnen}} and {{Ihr}} are capitalised too.',
    },
    {
      table: {
        caption: 'Pronouns and possessives',
        head: ['Case', 'du', 'ihr', 'Sie'],
        rows: [
          ['Nominative', '{{du}}', '{{ihr}}', '{{Sie}}'],
          ['Accusative', '{{dich}}', '{{euch}}', '{{Sie}}'],
          ['Dative', '{{dir}}', '{{euch}}', '{{Ihnen}}'],
          ['Possessive', '{{dein}}', '{{euer}}', '{{Ihr}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich rufe dich morgen an.', en: 'I’ll call you tomorrow. (informal)' },
        { de: 'Ich rufe Sie morgen an.', en: 'I’ll call you tomorrow. (formal)' },
        { de: 'Wie geht es dir?', en: 'How are you? (informal)' },
        { de: 'Wie geht es Ihnen?', en: 'How are you? (formal)' },
        { de: 'Ist das Ihr Koffer?', en: 'Is this your suitcase? (formal)' },
        { de: 'Ist das euer Auto?', en: 'Is this your car? (informal, several people)' },
      ],
    },
    { h2: 'Who gets du and who gets Sie?' },
    {
      p: 'There is no law, but there are strong habits. Use {{du}} with family, friends, children and teenagers, and usually with other students. Many sports clubs, online communities and a growing number of companies, especially young ones, use {{du}} with everyone. Use {{Sie}} with adults you do not know, with shop and restaurant staff, at the doctor’s, with officials at an office, and in most business contacts.',
    },
    {
      ul: [
        '**Children and teenagers** are addressed with {{du}}. Around the age of 16 or when they finish school, adults outside the family often switch to {{Sie}}, but habits vary.',
        '**At work**, follow what the team does. In a new job, listen for a day before you decide – or simply ask.',
        '**In a language course**, learners usually say {{du}} to each other. Whether you say {{du}} or {{Sie}} to your teacher depends on the school; the teacher will normally tell you.',
        '**Online**, in forums and on social media, {{du}} is common, while customer service emails usually use {{Sie}}.',
      ],
    },
    { h2: 'Offering du: how to switch' },
    {
      p: 'Moving from {{Sie}} to {{du}} is a small social event. Traditionally the older person or the person in the higher position offers it, and the other person accepts. Do not simply start using {{du}} on your own; that can sound rude. If you are the one who may offer it, these sentences work well:',
    },
    {
      examples: [
        { de: 'Wollen wir uns duzen?', en: 'Shall we say du to each other?' },
        { de: 'Wir können gern Du sagen. Ich bin Markus.', en: 'We can happily say du. I’m Markus.' },
        { de: 'Sehr gern! Ich heiße Maria.', en: 'With pleasure! My name is Maria.' },
      ],
    },
    {
      p: 'The verbs for this are useful to know: {{duzen}} means to say {{du}} to someone, and {{siezen}} means to say {{Sie}}. A colleague might tell you: {{Bei uns duzen sich alle.}} – "Everybody says du here." Once you have agreed on {{du}}, going back to {{Sie}} would feel very cold, so the switch is normally for good.',
    },
    { h2: 'Imperatives: three ways to ask' },
    {
      p: 'Requests and instructions also have three forms. The {{du}} form drops the pronoun and usually the ending; the {{Sie}} form keeps the pronoun after the verb.',
    },
    {
      examples: [
        { de: 'Komm bitte her!', en: 'Come here, please! (one person, informal)' },
        { de: 'Kommt bitte her!', en: 'Come here, please! (several people, informal)' },
        { de: 'Kommen Sie bitte her!', en: 'Come here, please! (formal)' },
        { de: 'Entschuldige!', en: 'Sorry! / Excuse me! (informal)' },
        { de: 'Entschuldigen Sie bitte!', en: 'Excuse me, please! (formal)' },
      ],
    },
    { h2: 'du and Sie in emails and letters' },
    {
      p: 'In writing, the greeting and the pronoun go together. A formal email starts with {{Sehr geehrte Frau Becker}} or {{Sehr geehrter Herr Weber}} and uses {{Sie}} throughout. A friendly email starts with {{Liebe Anna}} or {{Hallo Tom}} and uses {{du}}. In letters and emails you may write {{du}}, {{dich}} and {{dein}} with a capital letter ({{Du}}, {{Dich}}, {{Dein}}) as a sign of respect; both spellings are correct.',
    },
    { h2: 'Typical mistakes' },
    {
      ul: [
        'Mixing the forms: {{Kommst Sie?}} is wrong. With {{Sie}} the verb is {{kommen}}: {{Kommen Sie?}}',
        'Mixing the possessive: {{Wie ist dein Name?}} goes with {{du}}; with {{Sie}} it must be {{Wie ist Ihr Name?}}',
        'Writing the formal {{Sie}} or {{Ihnen}} with a small letter, which changes the meaning to "they" or "them".',
        'Using {{du}} with officials or older strangers because English has only one "you".',
        'Using {{ihr}} for one person: {{ihr}} is always plural in standard German.',
      ],
    },
    {
      tip: 'When in doubt, choose Sie. Nobody is offended by too much politeness, and the other person can always offer du. You can practise both forms with the everyday sentences in our [phrases](/phrases) and the pronoun rules in our [grammar section](/grammar).',
    },
  ],
};

export default article;
