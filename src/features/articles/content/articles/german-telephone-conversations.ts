import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-telephone-conversations',
  type: 'Conversation and Listening',
  title: {
    en: 'Telephone Conversations in German',
    ua: 'Телефонні розмови німецькою',
    de: 'Telefonieren auf Deutsch',
    ru: 'Телефонные разговоры на немецком',
    be: 'Тэлефонныя размовы па-нямецку',
    tr: 'Almanca telefon konuşmaları',
    pl: 'Rozmowy telefoniczne po niemiecku',
    es: 'Conversaciones telefónicas en alemán',
  },
  descr: {
    en: 'Answer, make and end phone calls in German: key phrases, spelling names and numbers, leaving a message, and a full appointment call.',
    ua: 'Як відповідати, телефонувати й завершувати дзвінок німецькою: ключові фрази, диктування імен і чисел, повідомлення та приклад запису на прийом.',
    de: 'Anrufe annehmen, führen und beenden: wichtige Redemittel, Namen und Nummern buchstabieren, eine Nachricht hinterlassen und ein ganzes Termingespräch.',
    ru: 'Как отвечать, звонить и заканчивать разговор по-немецки: ключевые фразы, диктовка имён и чисел, сообщение и пример записи на приём.',
    be: 'Як адказваць, тэлефанаваць і завяршаць званок па-нямецку: ключавыя фразы, дыктоўка імёнаў і лічбаў, паведамленне і прыклад запісу на прыём.',
    tr: 'Almanca telefon açmak, cevaplamak ve bitirmek: temel ifadeler, isim ve numara kodlama, mesaj bırakma ve tam bir randevu görüşmesi.',
    pl: 'Odbieranie, prowadzenie i kończenie rozmów po niemiecku: kluczowe zwroty, literowanie nazwisk i numerów, wiadomość i cała rozmowa o wizytę.',
    es: 'Responder, hacer y terminar llamadas en alemán: frases clave, deletrear nombres y números, dejar un mensaje y una llamada completa para pedir cita.',
  },
  img: 'telephone-receiver',
  date: '2025-05-14',
  body: [
    {
      p: 'Many learners find phone calls harder than face-to-face conversations. There is no face to read, no gestures, and the sound quality is often poor. At the same time, phone calls in German-speaking countries follow fairly fixed patterns, especially calls to a doctor’s practice, an office or a company. If you learn these patterns, you can handle most everyday calls from level A2 onwards.',
    },
    { h2: 'Answering the phone' },
    {
      p: 'In Germany, many people answer the phone with their surname only, for example {{Schmidt}} or {{Weber, hallo?}}. On a mobile phone, when the caller’s name is on the screen, a simple {{Hallo?}} or {{Ja, hallo!}} is common. Companies and practices answer with the name of the organisation, the person’s name and a greeting.',
    },
    {
      examples: [
        { de: 'Weber, guten Tag.', en: 'Weber (speaking), hello.' },
        { de: 'Praxis Doktor Klein, guten Tag. Was kann ich für Sie tun?', en: 'Dr Klein’s practice, hello. What can I do for you?' },
        { de: 'Hallo, hier ist Maria!', en: 'Hi, it’s Maria!' },
      ],
    },
    { h2: 'Making a call: introduce yourself first' },
    {
      p: 'When you call, say who you are before you say what you want. German callers usually give their full name. Then explain the reason for your call with {{Ich rufe an, weil …}} or {{Ich rufe wegen … an}}.',
    },
    {
      examples: [
        { de: 'Guten Tag, mein Name ist Anna Müller.', en: 'Hello, my name is Anna Müller.' },
        { de: 'Ich rufe wegen meiner Rechnung an.', en: 'I’m calling about my invoice.' },
        { de: 'Könnte ich bitte mit Herrn Weber sprechen?', en: 'Could I speak to Mr Weber, please?' },
        { de: 'Ich hätte gern einen Termin.', en: 'I would like an appointment.' },
        { de: 'Ich habe eine Frage zu meinem Vertrag.', en: 'I have a question about my contract.' },
      ],
    },
    { h2: 'When the person is not available' },
    {
      p: 'Often the person you want is busy. These are the sentences you will hear, and the answers you can give.',
    },
    {
      table: {
        caption: 'Typical phrases when someone is not there',
        head: ['You may hear', 'Meaning', 'You can answer'],
        rows: [
          ['{{Einen Moment bitte, ich verbinde.}}', 'One moment, I’ll put you through.', '{{Danke schön.}}'],
          ['{{Er ist gerade nicht da.}}', 'He isn’t here at the moment.', '{{Wann kann ich ihn erreichen?}}'],
          ['{{Sie ist in einer Besprechung.}}', 'She is in a meeting.', '{{Kann sie mich zurückrufen?}}'],
          ['{{Kann ich etwas ausrichten?}}', 'Can I take a message?', '{{Ja, bitte sagen Sie ihm, dass ich angerufen habe.}}'],
          ['{{Die Leitung ist besetzt.}}', 'The line is busy.', '{{Dann versuche ich es später noch einmal.}}'],
        ],
      },
    },
    { h2: 'When you do not understand' },
    {
      p: 'Never pretend to understand on the phone – it leads to missed appointments. Asking again is completely normal, and most people will gladly slow down.',
    },
    {
      examples: [
        { de: 'Entschuldigung, das habe ich nicht verstanden.', en: 'Sorry, I didn’t understand that.' },
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Could you repeat that, please?' },
        { de: 'Könnten Sie bitte etwas langsamer sprechen?', en: 'Could you speak a little more slowly, please?' },
        { de: 'Die Verbindung ist sehr schlecht.', en: 'The connection is very bad.' },
        { de: 'Wie schreibt man das?', en: 'How do you spell that?' },
        { de: 'Habe ich das richtig verstanden: am Dienstag um zehn Uhr?', en: 'Did I understand correctly: on Tuesday at ten?' },
      ],
    },
    {
      tip: 'Repeating the key information is a professional habit, not a sign of weak German. Germans do it too: {{Also, Dienstag, der fünfte, um zehn Uhr. Richtig?}}',
    },
    { h2: 'Spelling names on the phone' },
    {
      p: 'Your name will often be spelt wrongly unless you spell it clearly. First learn the German names of the letters – especially those that differ from English: E sounds like English "ay", I like "ee", J like "yot", V like "fow" and W like "vay". To avoid confusion, Germans often add a word for each letter: {{A wie Anton, B wie Berta, C wie Cäsar, D wie Dora}}. A newer version of the German spelling standard uses city names instead ({{A wie Aachen, B wie Berlin}} and so on). In everyday life, any clear word works.',
    },
    {
      examples: [
        { de: 'Mein Name ist Weber: W wie Wilhelm, E wie Emil, B wie Berta, E wie Emil, R wie Richard.', en: 'My name is Weber: W as in Wilhelm, E as in Emil, B as in Berta, E as in Emil, R as in Richard.' },
        { de: 'Schreibt man das mit Doppel-S oder mit scharfem S?', en: 'Is that written with double s or with ß?' },
        { de: 'Mit Umlaut, also mit Ü.', en: 'With an umlaut, so with Ü.' },
      ],
    },
    { h2: 'Numbers on the phone' },
    {
      p: 'Phone numbers are usually read digit by digit or in pairs: {{null eins sieben, dreiundvierzig, zwölf}}. Because {{zwei}} and {{drei}} can sound alike on a bad line, many speakers say {{zwo}} instead of {{zwei}} – you will hear it in phone numbers, times and dates. Write numbers down immediately and read them back.',
    },
    { h2: 'A complete call: making an appointment' },
    {
      p: 'Here is a typical call to a doctor’s practice. Read it aloud, then practise it with your own details.',
    },
    {
      examples: [
        { de: 'Praxis Doktor Klein, guten Tag.', en: 'Dr Klein’s practice, hello.' },
        { de: 'Guten Tag, mein Name ist Tom Becker. Ich hätte gern einen Termin.', en: 'Hello, my name is Tom Becker. I’d like an appointment.' },
        { de: 'Sind Sie schon Patient bei uns?', en: 'Are you already a patient with us?' },
        { de: 'Nein, ich bin zum ersten Mal da.', en: 'No, it’s my first time.' },
        { de: 'Geht es am Donnerstag um halb neun?', en: 'Is Thursday at half past eight possible?' },
        { de: 'Ja, das passt gut.', en: 'Yes, that suits me well.' },
        { de: 'Bringen Sie bitte Ihre Versicherungskarte mit.', en: 'Please bring your health insurance card.' },
        { de: 'Mache ich. Vielen Dank und auf Wiederhören!', en: 'I will. Thank you very much, and goodbye!' },
      ],
    },
    {
      p: 'Notice the goodbye: on the phone, German speakers say {{Auf Wiederhören}} ("until we hear each other again") instead of {{Auf Wiedersehen}} ("until we see each other again"). In informal calls, {{Tschüss}} or {{Bis dann}} is enough.',
    },
    { h2: 'Leaving a message' },
    {
      p: 'If nobody answers, you will often reach an answering machine ({{der Anrufbeantworter}}) or a mailbox. Prepare a short message with four parts: who you are, why you are calling, what you would like, and how to reach you. Say your number slowly and repeat it at the end.',
    },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Anna Müller.', en: 'Hello, this is Anna Müller speaking.' },
        { de: 'Ich rufe wegen der Wohnung in der Gartenstraße an.', en: 'I’m calling about the flat on Gartenstraße.' },
        { de: 'Bitte rufen Sie mich zurück. Meine Nummer ist …', en: 'Please call me back. My number is …' },
        { de: 'Vielen Dank und einen schönen Tag noch!', en: 'Thank you very much, and have a nice day!' },
      ],
    },
    { h2: 'Preparing for a difficult call' },
    {
      ul: [
        'Write down the three or four sentences you need before you dial.',
        'Keep a pen ready for names, dates, times and numbers.',
        'Call from a quiet place and use headphones if the sound is poor.',
        'Start with easy calls, such as asking a shop about its opening hours, before you call an office.',
        'Practise dialogues aloud; the [phrases](/phrases) section and our article on [listening practice](/articles/listening-practice-for-german-learners) help with the sounds.',
      ],
    },
  ],
};

export default article;
