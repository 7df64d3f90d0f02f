import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'banking-and-money-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Banking and Money in Germany',
    ua: 'Банки й гроші в Німеччині',
    de: 'Bank und Geld in Deutschland',
    ru: 'Банки и деньги в Германии',
    be: 'Банкі і грошы ў Германіі',
    tr: 'Almanya’da bankacılık ve para',
    pl: 'Banki i pieniądze w Niemczech',
    es: 'Bancos y dinero en Alemania',
  },
  descr: {
    en: 'Opening a current account, types of bank, cards and cash, transfers, direct debits and standing orders, fees, staying safe from fraud, and bank German.',
    ua: 'Відкриття поточного рахунку, типи банків, картки й готівка, перекази, прямі дебети й постійні доручення, комісії, захист від шахраїв і банківська лексика.',
    de: 'Ein Girokonto eröffnen, Arten von Banken, Karten und Bargeld, Überweisung, Lastschrift und Dauerauftrag, Gebühren, Schutz vor Betrug und nützliche Sätze für die Bank.',
    ru: 'Открытие текущего счёта, типы банков, карты и наличные, переводы, прямое дебетование и постоянные поручения, комиссии, защита от мошенников и банковская лексика.',
    be: 'Адкрыццё бягучага рахунку, тыпы банкаў, карткі і наяўныя, пераводы, прамое дэбетаванне і пастаянныя даручэнні, камісіі, абарона ад ашуканцаў і банкаўская лексіка.',
    tr: 'Vadesiz hesap açmak, banka türleri, kartlar ve nakit, havale, otomatik ödeme talimatları, ücretler, dolandırıcılıktan korunma ve bankacılık Almancası.',
    pl: 'Zakładanie konta osobistego, rodzaje banków, karty i gotówka, przelewy, polecenia zapłaty i zlecenia stałe, opłaty, ochrona przed oszustami i niemiecki w banku.',
    es: 'Abrir una cuenta corriente, tipos de banco, tarjetas y efectivo, transferencias, domiciliaciones y órdenes permanentes, comisiones, seguridad y el alemán del banco.',
  },
  img: 'bank',
  date: '2026-11-10',
  body: [
    {
      p: 'A German bank account is one of the first things you need when you move to Germany: your salary is paid into it, and rent, insurance, phone contracts and many other bills are paid from it. This article explains how to choose and open an account, how payments work in Germany, and how to keep your money safe. Bank fees, conditions and some rules change, so compare current offers and check independent sources such as the consumer advice centres before you sign.',
    },
    { h2: 'Types of bank' },
    {
      table: {
        caption: 'Banks you will find in Germany',
        head: ['Type', 'German', 'Typical features'],
        rows: [
          ['savings banks', '{{die Sparkasse}}', 'public regional banks with branches in almost every town'],
          ['cooperative banks', '{{die Volksbank}}, {{die Raiffeisenbank}}', 'banks owned by their members, also with many local branches'],
          ['private commercial banks', '{{die Privatbank}}', 'large national and international banks'],
          ['direct or online banks', '{{die Direktbank}}', 'no branches; everything by app and online; often lower fees'],
        ],
      },
    },
    {
      p: 'A bank with branches ({{die Filiale}}) is useful if you want personal advice in German or need to pay in cash. An online bank is often cheaper, but check whether its app and customer service are available in a language you understand well.',
    },
    { h2: 'Opening a current account' },
    {
      p: 'The everyday account for payments is the current account ({{das Girokonto}}). To open one, you usually need:',
    },
    {
      ul: [
        'a valid passport or ID card, and for non-EU citizens often the residence permit;',
        'proof of your address, usually the registration certificate from your [Anmeldung](/articles/registering-your-address-anmeldung);',
        'your tax identification number, which banks ask for because of tax rules (you can usually hand it in later if you do not have it yet).',
      ],
    },
    {
      p: 'At a branch you show your documents in person; online banks usually identify you by video call or with an electronic ID. Everyone who lives legally in the EU has the right to a basic account ({{das Basiskonto}}), even without a fixed address or a regular income. It offers the normal payment functions, usually without an overdraft. Ask about monthly account fees ({{die Kontoführungsgebühren}}), the cost of the card and the cost of withdrawing cash, because these differ a lot between banks.',
    },
    {
      examples: [
        { de: 'Ich möchte ein Girokonto eröffnen.', en: 'I would like to open a current account.' },
        { de: 'Welche Unterlagen brauche ich dafür?', en: 'Which documents do I need for that?' },
        { de: 'Wie hoch sind die Kontoführungsgebühren?', en: 'How much are the account fees?' },
        { de: 'Kostet das Abheben am Geldautomaten etwas?', en: 'Does it cost anything to withdraw money from the cash machine?' },
      ],
    },
    { h2: 'Cards and cash' },
    {
      p: 'With a German current account you usually receive a debit card: either the German girocard, still often called the EC card, or a debit card from one of the international card networks. Debit cards are accepted in most supermarkets and shops. Credit cards ({{die Kreditkarte}}) are accepted more widely than in the past, but are less common among Germans than in many other countries. Paying by phone is widespread.',
    },
    {
      p: 'Cash ({{das Bargeld}}) still plays a bigger role in Germany than in many other countries. Some bakeries, market stalls, small restaurants and pubs accept only cash. You get cash from cash machines ({{der Geldautomat}}); withdrawing from a machine that does not belong to your bank or its network may cost a fee, which the machine must show before you confirm.',
    },
    { h2: 'Transfers, direct debits and standing orders' },
    {
      p: 'Most bills in Germany are paid by bank transfer or direct debit, not by cheque; cheques are practically no longer used. Every account has an IBAN, the international account number, which you give to your employer and to anyone who should pay you.',
    },
    {
      table: {
        caption: 'Ways to pay from your account',
        head: ['German', 'English', 'Typical use'],
        rows: [
          ['{{die Überweisung}}', 'bank transfer', 'paying an invoice; you enter the recipient, the IBAN, the amount and the reference ({{der Verwendungszweck}})'],
          ['{{die Echtzeitüberweisung}}', 'instant transfer', 'money arrives within seconds'],
          ['{{der Dauerauftrag}}', 'standing order', 'the same amount every month, for example the rent'],
          ['{{die Lastschrift}}', 'direct debit', 'a company collects the money after you sign a mandate: phone, electricity, insurance, gym'],
        ],
      },
    },
    {
      p: 'If a direct debit was taken from your account that you had authorised, you can usually have it reversed within eight weeks under the European SEPA rules; for payments you never authorised, longer deadlines apply. Contact your bank immediately if you notice an unknown debit.',
    },
    { h2: 'Overdrafts and credit' },
    {
      p: 'Many current accounts come with an overdraft facility ({{der Dispositionskredit}}). It is convenient but expensive, because the interest is high, so use it only for short periods. Banks, landlords and phone companies often check your creditworthiness with a credit agency, usually the SCHUFA. Paying your bills on time helps you build a good credit history in Germany; see also our guide to [finding a flat](/articles/finding-a-flat-in-germany).',
    },
    { h2: 'Staying safe' },
    {
      ul: [
        'Your bank will never ask for your PIN, your password or a TAN (a one-time transaction code) by email, text message or phone.',
        'Do not click on links in messages that claim your account will be blocked; open your banking app directly instead.',
        'Cover the keypad when you enter your PIN at a cash machine or in a shop.',
        'If your card is lost or stolen, block it at once. Germany has a central blocking number, 116 116, for cards whose issuers take part, in addition to your bank’s own number.',
        'Deposits at banks in the EU are protected by a statutory deposit guarantee up to a legal limit per customer and bank; details are published by the German financial supervisory authority, BaFin.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe meine Karte verloren. Bitte sperren Sie sie.', en: 'I have lost my card. Please block it.' },
        { de: 'Ich möchte eine Überweisung ins Ausland machen.', en: 'I would like to make a transfer abroad.' },
        { de: 'Das Geld ist noch nicht auf meinem Konto.', en: 'The money is not in my account yet.' },
        { de: 'Diese Abbuchung kenne ich nicht.', en: 'I do not recognise this debit.' },
      ],
    },
    {
      tip: 'Read your account statement ({{der Kontoauszug}}) in German once a month: it is short, practical reading practice, and it helps you spot mistakes early. Numbers and money words can be practised in [our word sets](/words). Money matters at work are covered in [working in Germany](/articles/working-in-germany-basics).',
    },
  ],
  sources: [
    { title: 'BaFin – Federal Financial Supervisory Authority', url: 'https://www.bafin.de/' },
    { title: 'Deutsche Bundesbank', url: 'https://www.bundesbank.de/' },
    { title: 'Verbraucherzentrale – consumer advice centres', url: 'https://www.verbraucherzentrale.de/' },
    { title: 'Sperr-Notruf 116 116 – central card blocking number', url: 'https://www.sperr-notruf.de/' },
  ],
};

export default article;
