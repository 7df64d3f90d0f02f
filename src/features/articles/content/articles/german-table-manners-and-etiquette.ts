import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-table-manners-and-etiquette',
  type: 'Life in Germany',
  title: {
    en: 'German Table Manners and Etiquette',
    ua: 'Німецькі манери за столом і етикет',
    de: 'Tischmanieren und Umgangsformen in Deutschland',
    ru: 'Немецкие манеры за столом и этикет',
    be: 'Нямецкія манеры за сталом і этыкет',
    tr: 'Alman sofra adabı ve görgü kuralları',
    pl: 'Niemieckie maniery przy stole i savoir-vivre',
    es: 'Modales en la mesa y etiqueta en Alemania',
  },
  descr: {
    en: 'Guten Appetit and Prost, knife and fork, being a guest, punctuality, gifts, shoes at the door, du and Sie, and everyday customs that make a good impression.',
    ua: 'Guten Appetit і Prost, ніж і виделка, як бути гостем, пунктуальність, подарунки, взуття біля дверей, du і Sie та звичаї, що справляють гарне враження.',
    de: 'Guten Appetit und Prost, Messer und Gabel, als Gast eingeladen, Pünktlichkeit, Geschenke, Schuhe an der Tür, Du und Sie und gute Umgangsformen im Alltag.',
    ru: 'Guten Appetit и Prost, нож и вилка, как быть гостем, пунктуальность, подарки, обувь у двери, du и Sie и обычаи, которые производят хорошее впечатление.',
    be: 'Guten Appetit і Prost, нож і відэлец, як быць госцем, пунктуальнасць, падарункі, абутак ля дзвярэй, du і Sie і звычаі, якія робяць добрае ўражанне.',
    tr: 'Guten Appetit ve Prost, bıçak ve çatal, misafirlik, dakiklik, hediyeler, kapıda ayakkabılar, du ve Sie ve iyi izlenim bırakan günlük âdetler.',
    pl: 'Guten Appetit i Prost, nóż i widelec, bycie gościem, punktualność, prezenty, buty przy drzwiach, du i Sie oraz zwyczaje, które robią dobre wrażenie.',
    es: 'Guten Appetit y Prost, cuchillo y tenedor, ser invitado, puntualidad, regalos, zapatos en la puerta, du y Sie, y costumbres que causan buena impresión.',
  },
  img: 'fork-and-knife',
  date: '2026-09-15',
  body: [
    {
      p: 'Good manners are much the same all over Europe, but every country has its small habits, and knowing them helps you feel relaxed when you are invited to a German home, a business lunch or a family celebration. This article describes common German customs at the table and beyond. They are tendencies, not laws: families, regions and generations differ, and younger people are often more relaxed. When in doubt, watch your hosts and do what they do.',
    },
    { h2: 'Before the meal' },
    {
      p: 'At a shared meal, people usually wait until everyone has been served and the host has started or said {{Guten Appetit!}} Then everyone wishes each other a good meal and begins. In some families a short prayer is said first. At work and in canteens, colleagues in many regions greet each other around lunchtime with {{Mahlzeit!}}, which is both a greeting and a wish for a good meal.',
    },
    {
      examples: [
        { de: 'Guten Appetit! – Danke, gleichfalls!', en: 'Enjoy your meal! – Thank you, you too!' },
        { de: 'Mahlzeit!', en: 'Enjoy your lunch! (greeting at work around lunchtime)' },
        { de: 'Greif zu! / Greifen Sie zu!', en: 'Help yourself! (informal / formal)' },
      ],
    },
    { h2: 'Toasting' },
    {
      p: 'When drinks are served, people often raise their glasses together. With beer you say {{Prost!}}, with wine often {{Zum Wohl!}} In a small group, people clink glasses with everyone at the table, one after the other, and look each other in the eye while doing so. Looking away is considered impolite, and a popular joke says it brings seven years of bad luck. Wait for the toast before you take your first sip.',
    },
    { h2: 'Knife, fork and hands' },
    {
      ul: [
        'The fork is held in the left hand and the knife in the right, and both are used throughout the meal.',
        'Keep your hands visible: rest your wrists on the edge of the table rather than putting your hands in your lap. Elbows on the table are considered impolite by many.',
        'Traditional etiquette says that potatoes and dumplings ({{die Knödel}}) should be divided with the fork rather than cut with the knife. Few people mind today, but you may notice it.',
        'When you have finished, put your knife and fork side by side on your plate, with the handles pointing to the lower right. This tells the host or waiter that your plate can be taken away.',
        'Finishing your plate is a compliment to the cook. Taking a small portion first and then a second helping ({{der Nachschlag}}) is better than leaving food.',
      ],
    },
    { h2: 'Being a guest' },
    {
      p: 'Punctuality ({{die Pünktlichkeit}}) is important in Germany. For a dinner invitation, arrive on time or a few minutes late, but not early; for a large party, arriving a little later is fine. If you are delayed, send a short message. It is customary to bring a small gift ({{das Mitbringsel}}), such as flowers, a bottle of wine or chocolates. Red roses are associated with romance, so choose other flowers for your hosts.',
    },
    {
      p: 'In many German homes people take their shoes off at the door, and some hosts offer slippers ({{die Hausschuhe}}). Others do not mind at all. Look at the shoes in the hall or simply ask.',
    },
    {
      examples: [
        { de: 'Vielen Dank für die Einladung!', en: 'Thank you very much for the invitation!' },
        { de: 'Soll ich die Schuhe ausziehen?', en: 'Shall I take my shoes off?' },
        { de: 'Das ist eine Kleinigkeit für Sie.', en: 'This is a little something for you.' },
        { de: 'Das schmeckt wirklich lecker!', en: 'This tastes really delicious!' },
        { de: 'Möchtest du noch etwas? – Nein danke, ich bin satt.', en: 'Would you like some more? – No thanks, I am full.' },
      ],
    },
    {
      tip: 'Be clear when you answer offers. If someone asks {{Möchten Sie noch Kaffee?}} and you just say {{Danke}}, it is often understood as "no, thank you". If you want more, say {{Ja, gern}} or {{Ja, bitte}}.',
    },
    { h2: 'Meals and mealtimes' },
    {
      p: 'Traditionally, the warm main meal was eaten at lunchtime, and many families still eat a cold evening meal of bread, cheese, cold meats and salad ({{das Abendbrot}}). On Sunday afternoons, coffee and cake ({{Kaffee und Kuchen}}) is a popular way to meet family and friends. If you are invited "for coffee", expect cake rather than a full meal.',
    },
    { h2: 'Paying and inviting' },
    {
      p: 'In restaurants it is common for everyone to pay for themselves. If someone says {{Ich lade dich ein}} or {{Sie sind eingeladen}}, they intend to pay for you, and you can return the favour another time. More about restaurants is in our article on [eating out in Germany](/articles/eating-out-in-germany).',
    },
    { h2: 'Etiquette beyond the table' },
    {
      ul: [
        '**Greetings:** people often shake hands when they meet for the first time or in a formal setting. Say {{Guten Tag}} and {{Auf Wiedersehen}} when entering and leaving a small shop or a doctor’s waiting room.',
        '**{{du}} and {{Sie}}:** use {{Sie}} with adults you do not know, with {{Herr}} or {{Frau}} and the surname. Switching to {{du}} is usually offered by the older or more senior person.',
        '**Directness:** Germans are often direct in giving opinions and criticism. This is rarely meant to be rude; it is a way of being clear.',
        '**Quiet times:** at night and on Sundays, many house rules ask residents to avoid noise, such as drilling or loud music.',
      ],
    },
    {
      p: 'More about living in Germany can be found in our articles on [festivals](/articles/festivals-in-germany) and [public holidays](/articles/german-public-holidays), and you can practise polite phrases on [our phrases page](/phrases).',
    },
  ],
  sources: [
    { title: 'Goethe-Institut – German culture and society', url: 'https://www.goethe.de/en/' },
    { title: 'Make it in Germany – living in Germany', url: 'https://www.make-it-in-germany.com/en/' },
    { title: 'Deutsche Welle – German culture', url: 'https://www.dw.com/en/' },
  ],
};

export default article;
