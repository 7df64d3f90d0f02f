import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'registering-your-address-anmeldung',
  type: 'Life in Germany',
  title: {
    en: 'Registering Your Address in Germany: the Anmeldung',
    ua: 'Реєстрація адреси в Німеччині: Anmeldung',
    de: 'Die Anmeldung: den Wohnsitz in Deutschland anmelden',
    ru: 'Регистрация адреса в Германии: Anmeldung',
    be: 'Рэгістрацыя адраса ў Германіі: Anmeldung',
    tr: 'Almanya’da adres kaydı: Anmeldung',
    pl: 'Meldunek w Niemczech: Anmeldung',
    es: 'Registrar tu domicilio en Alemania: la Anmeldung',
  },
  descr: {
    en: 'Why you must register your address, the two-week rule, where to go, which documents to bring, what happens next, and the German you need at the office.',
    ua: 'Навіщо реєструвати адресу, правило двох тижнів, куди йти, які документи взяти, що відбувається далі та яка німецька потрібна в установі.',
    de: 'Warum man sich anmelden muss, die Frist von zwei Wochen, wohin man geht, welche Unterlagen nötig sind, was danach passiert und nützliche Sätze fürs Amt.',
    ru: 'Зачем регистрировать адрес, правило двух недель, куда идти, какие документы взять, что происходит потом и какой немецкий нужен в учреждении.',
    be: 'Навошта рэгістраваць адрас, правіла двух тыдняў, куды ісці, якія дакументы ўзяць, што адбываецца далей і якая нямецкая мова патрэбная ва ўстанове.',
    tr: 'Adresinizi neden kaydettirmelisiniz, iki hafta kuralı, nereye gidilir, hangi belgeler götürülür, sonra ne olur ve resmi dairede gereken Almanca.',
    pl: 'Dlaczego trzeba się zameldować, zasada dwóch tygodni, dokąd iść, jakie dokumenty zabrać, co dzieje się potem i niemiecki potrzebny w urzędzie.',
    es: 'Por qué hay que registrar el domicilio, la regla de las dos semanas, adónde ir, qué documentos llevar, qué pasa después y el alemán para la oficina.',
  },
  img: 'identification-card',
  date: '2026-03-10',
  body: [
    {
      p: 'One of the first things you must do after moving into a flat in Germany is to register your address with the local authorities. This is called {{die Anmeldung}}, and the verb is {{sich anmelden}}. It applies to Germans and foreigners alike, and many other steps, from receiving your tax number to opening some bank accounts, depend on it. This article explains the procedure. The details are set by federal law and organised by each municipality, and they can change, so check the website of your town or city before you go.',
    },
    { h2: 'The two-week rule' },
    {
      p: 'Under the Federal Registration Act, you must register within **two weeks** of moving into a new home. There are exceptions for some short stays, so if you are only in Germany for a few weeks, ask the local office whether you need to register at all. If you register late without a good reason, you can be fined. In big cities appointments can be hard to get, so book one as soon as you know your moving date; if you cannot get one in time, keep proof that you tried.',
    },
    { h2: 'Where to go' },
    {
      p: 'You register at the registration office ({{die Meldebehörde}}) of the town where you live. Depending on the town, it is called {{das Bürgeramt}}, {{das Bürgerbüro}}, {{der Bürgerservice}} or {{das Einwohnermeldeamt}}. In many towns you need to book an appointment ({{der Termin}}) online; in others you can go during opening hours and take a number ({{die Wartenummer}}). A growing number of municipalities also offer online registration, usually with an electronic identity card.',
    },
    { h2: 'What to bring' },
    {
      ul: [
        '**A valid passport or ID card** ({{der Reisepass}}, {{der Personalausweis}}) for each person you register; for non-EU citizens sometimes also the visa or residence permit.',
        '**The registration form** ({{das Anmeldeformular}}), which you can usually download from your town’s website and fill in beforehand.',
        '**The landlord’s confirmation** ({{die Wohnungsgeberbestätigung}}): a form in which your landlord, or the main tenant if you sublet, confirms that you moved in and on which date. The landlord is obliged to give it to you.',
        '**For families:** marriage and birth certificates may be requested, in some cases with an official translation.',
      ],
    },
    {
      p: 'The form asks for your name, date of birth, nationality, marital status ({{der Familienstand}}), the date you moved in, your previous address and your religion. The last question matters for church tax ({{die Kirchensteuer}}), which is collected from members of certain religious communities. If you do not belong to one of them, you can leave it empty or state that you do not.',
    },
    { h2: 'At the office' },
    {
      examples: [
        { de: 'Guten Tag, ich möchte mich anmelden.', en: 'Hello, I would like to register my address.' },
        { de: 'Ich habe um zehn Uhr einen Termin.', en: 'I have an appointment at ten o’clock.' },
        { de: 'Ich bin am ersten März eingezogen.', en: 'I moved in on the first of March.' },
        { de: 'Hier ist die Wohnungsgeberbestätigung von meinem Vermieter.', en: 'Here is the confirmation from my landlord.' },
        { de: 'Brauchen Sie noch andere Unterlagen?', en: 'Do you need any other documents?' },
        { de: 'Können Sie mir bitte eine Meldebescheinigung ausstellen?', en: 'Could you please issue a registration certificate for me?' },
      ],
    },
    {
      p: 'The appointment itself is usually short. The clerk enters your data and gives you a registration certificate ({{die Meldebescheinigung}}). Keep it in a safe place: you may need it for your employer, your bank, the immigration office ({{die Ausländerbehörde}}) or your university.',
    },
    { h2: 'What happens next' },
    {
      ul: [
        '**Tax identification number:** after your first registration in Germany, the Federal Central Tax Office sends your personal tax ID ({{die Steueridentifikationsnummer}}) to your address by post. Your employer needs it.',
        '**Broadcasting fee:** every household in Germany pays a broadcasting fee ({{der Rundfunkbeitrag}}), whether or not it owns a television or radio. After you register, the collection service ({{der Beitragsservice}}) will usually write to you. Only one payment is due per household, so flatmates can share it.',
        '**Post:** put your name on your letterbox and doorbell, otherwise letters may not reach you.',
      ],
    },
    { h2: 'Moving again or leaving Germany' },
    {
      table: {
        caption: 'Registration at a glance',
        head: ['Situation', 'German', 'What to do'],
        rows: [
          ['moving to Germany or into a new home', '{{die Anmeldung}}', 'register at the new address within two weeks'],
          ['moving within Germany', '{{sich ummelden}}', 'register at the new address; the old registration is updated automatically'],
          ['leaving Germany', '{{die Abmeldung}}', 'deregister when you move abroad and keep the certificate'],
        ],
      },
    },
    {
      tip: 'Make several copies of your registration certificate and keep a digital scan. Also keep the letter with your tax ID: employers ask for it on your first day. Still looking for a home? See our guide to [finding a flat in Germany](/articles/finding-a-flat-in-germany).',
    },
    { h2: 'Useful words' },
    {
      table: {
        caption: 'Office vocabulary',
        head: ['German', 'English'],
        rows: [
          ['{{das Formular}}', 'form'],
          ['{{ausfüllen}}', 'to fill in'],
          ['{{unterschreiben}}', 'to sign'],
          ['{{die Unterlagen}}', 'documents'],
          ['{{der Wohnsitz}}', 'place of residence'],
          ['{{das Einzugsdatum}}', 'date of moving in'],
        ],
      },
    },
    {
      p: 'With your registration done, the next steps are usually a bank account and, if you work, your first payslip. Read our articles on [banking and money in Germany](/articles/banking-and-money-in-germany) and [working in Germany](/articles/working-in-germany-basics).',
    },
  ],
  sources: [
    { title: 'Make it in Germany – registering your address', url: 'https://www.make-it-in-germany.com/en/' },
    { title: 'Federal Central Tax Office (Bundeszentralamt für Steuern) – tax ID', url: 'https://www.bzst.de/' },
    { title: 'ARD ZDF Deutschlandradio Beitragsservice – broadcasting fee', url: 'https://www.rundfunkbeitrag.de/' },
  ],
};

export default article;
