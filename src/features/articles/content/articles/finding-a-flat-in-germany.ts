import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'finding-a-flat-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Finding a Flat in Germany',
    ua: 'Як знайти житло в Німеччині',
    de: 'Wohnungssuche in Deutschland',
    ru: 'Как найти квартиру в Германии',
    be: 'Як знайсці кватэру ў Германіі',
    tr: 'Almanya’da ev bulmak',
    pl: 'Szukanie mieszkania w Niemczech',
    es: 'Buscar piso en Alemania',
  },
  descr: {
    en: 'Shared or your own flat, reading adverts, cold and warm rent, deposits, viewings, the documents landlords ask for and how to avoid scams.',
    ua: 'Спільне житло чи власна квартира, як читати оголошення, «холодна» й «тепла» оренда, застава, огляди, документи для орендодавця та як уникнути шахраїв.',
    de: 'WG oder eigene Wohnung, Wohnungsanzeigen lesen, Kaltmiete und Warmmiete, Kaution, Besichtigung, die nötigen Unterlagen und wie man Betrug vermeidet.',
    ru: 'Общая квартира или своя, как читать объявления, «холодная» и «тёплая» аренда, залог, просмотры, документы для арендодателя и как избежать мошенников.',
    be: 'Агульная кватэра ці свая, як чытаць аб’явы, «халодная» і «цёплая» арэнда, заклад, прагляды, дакументы для арэндадаўца і як пазбегнуць ашуканцаў.',
    tr: 'Paylaşımlı ev ya da kendi dairen, ilan nasıl okunur, soğuk ve sıcak kira, depozito, ev gezme, ev sahibinin istediği belgeler ve dolandırıcılıktan korunma.',
    pl: 'Mieszkanie wspólne czy własne, jak czytać ogłoszenia, czynsz „zimny” i „ciepły”, kaucja, oglądanie mieszkań, wymagane dokumenty i jak unikać oszustów.',
    es: 'Piso compartido o propio, cómo leer un anuncio, alquiler frío y caliente, fianza, visitas, los documentos que piden los caseros y cómo evitar estafas.',
  },
  img: 'house',
  date: '2026-02-10',
  body: [
    {
      p: 'Finding somewhere to live is often the hardest part of moving to Germany, especially in big cities and university towns, where many people compete for the same flats. Most Germans rent rather than buy, so the rental market is large and well regulated, but it has its own vocabulary and customs. This article explains your options, how to read adverts, what a viewing is like and which documents to prepare. Tenancy law can change, so for legal questions ask a tenants’ association or check the official consumer advice centres.',
    },
    { h2: 'Your options' },
    {
      ul: [
        '**A room in a shared flat** ({{die WG}}, short for {{die Wohngemeinschaft}}): very common among students and young professionals. You have your own room and share the kitchen and bathroom. Flatmates ({{die Mitbewohner}}) often choose a new person after meeting several candidates for a chat.',
        '**A sublet** ({{die Untermiete}} or, for a limited time, {{die Zwischenmiete}}): you rent a room or flat from the main tenant, often furnished. Useful for your first months while you look for something permanent; the main tenant usually needs the landlord’s permission.',
        '**A flat of your own** ({{die Wohnung}}): usually unfurnished and rented for an unlimited period. Some flats are even rented without a fitted kitchen, so ask.',
        '**Student halls**: run by the student services organisation; apply as early as possible.',
      ],
    },
    { h2: 'Where to look' },
    {
      p: 'Most flats and rooms are advertised on large property websites and apps, and there are special websites for rooms in shared flats. Other sources are the notice boards of universities, local newspapers, housing companies and, very often, personal contacts: tell everyone you know that you are looking. In some cities, rooms are gone within hours, so reply quickly and with a short, friendly message in German.',
    },
    { h2: 'Reading an advert' },
    {
      p: 'Germans count the rooms of a flat without the kitchen and bathroom: a {{Zweizimmerwohnung}} has a living room and a bedroom (or two rooms of any use), plus a kitchen and a bathroom. The size is given in square metres. Adverts use many abbreviations:',
    },
    {
      table: {
        caption: 'Common abbreviations in flat adverts',
        head: ['Abbreviation', 'German', 'Meaning'],
        rows: [
          ['Zi.', '{{das Zimmer}}', 'room'],
          ['KM', '{{die Kaltmiete}}', 'basic rent, without heating and other costs'],
          ['NK', '{{die Nebenkosten}}', 'service charges: water, rubbish collection, caretaker, often heating'],
          ['WM', '{{die Warmmiete}}', 'total rent including service charges and heating'],
          ['EBK', '{{die Einbauküche}}', 'fitted kitchen'],
          ['EG / OG / DG', '{{das Erdgeschoss}} / {{das Obergeschoss}} / {{das Dachgeschoss}}', 'ground floor / upper floor / top floor under the roof'],
          ['m²', '{{der Quadratmeter}}', 'square metre'],
        ],
      },
    },
    {
      p: 'Always compare flats by the warm rent, and remember that electricity and internet are usually not included. Once a year, the landlord sends a statement of the actual service charges ({{die Nebenkostenabrechnung}}), which can lead to a refund or an extra payment.',
    },
    { h2: 'The viewing' },
    {
      p: 'A viewing ({{die Besichtigung}}) may be individual or, in popular cities, a group viewing with many other applicants. Be on time, bring your documents and be ready to say briefly who you are, what you do and why you want the flat.',
    },
    {
      examples: [
        { de: 'Ist die Wohnung noch frei?', en: 'Is the flat still available?' },
        { de: 'Wann kann ich die Wohnung besichtigen?', en: 'When can I view the flat?' },
        { de: 'Wie hoch sind die Nebenkosten?', en: 'How high are the service charges?' },
        { de: 'Ist die Heizung in der Miete enthalten?', en: 'Is heating included in the rent?' },
        { de: 'Ab wann ist die Wohnung frei?', en: 'From when is the flat available?' },
        { de: 'Sind Haustiere erlaubt?', en: 'Are pets allowed?' },
      ],
    },
    { h2: 'The documents landlords ask for' },
    {
      ul: [
        'a copy of your passport or ID card and, if relevant, your residence permit;',
        'a tenant information form ({{die Mieterselbstauskunft}}) with your personal details and income;',
        'proof of income, such as recent payslips, your employment contract or proof of a scholarship;',
        'a credit report from the SCHUFA, Germany’s main credit agency ({{die Bonitätsauskunft}});',
        'sometimes a confirmation from your previous landlord that you owe no rent ({{die Mietschuldenfreiheitsbescheinigung}}).',
      ],
    },
    {
      p: 'If you are new to Germany and do not yet have a German credit history, explain this openly and offer other evidence, such as a letter from your employer or university or a guarantee from a guarantor.',
    },
    { h2: 'Contract, deposit and moving in' },
    {
      p: 'The tenancy agreement ({{der Mietvertrag}}) states the rent, the service charges, the notice period and the house rules ({{die Hausordnung}}). Under current law, the deposit ({{die Kaution}}) for a flat may be at most three months’ basic rent, and the tenant may pay it in three instalments. When a landlord hires an estate agent ({{der Makler}}), the landlord pays the agent’s fee; as a tenant you normally only pay a fee if you commissioned the agent yourself. When you move in and out, record the condition of the flat in a handover report ({{das Übergabeprotokoll}}) with photos.',
    },
    {
      p: 'After moving in, your landlord must give you a confirmation of your move ({{die Wohnungsgeberbestätigung}}), which you need to register your address. Our article on [the Anmeldung](/articles/registering-your-address-anmeldung) explains this step.',
    },
    { h2: 'Avoiding scams' },
    {
      tip: 'Never pay a deposit, rent or a "key fee" before you have seen the flat and signed a contract with a landlord whose identity you have checked. Be careful with offers that are much cheaper than others, landlords who say they are abroad and want to send the keys by post, and requests for payment by money-transfer services.',
    },
    {
      p: 'If you have problems with a landlord, a local tenants’ association ({{der Mieterverein}}) can advise you for a membership fee. For more on settling in, see our articles on [banking and money in Germany](/articles/banking-and-money-in-germany) and [recycling and waste sorting](/articles/recycling-and-waste-sorting-in-germany), because the rules for the bins are usually part of the house rules.',
    },
  ],
  sources: [
    { title: 'Make it in Germany – finding accommodation', url: 'https://www.make-it-in-germany.com/en/' },
    { title: 'Deutscher Mieterbund – German Tenants’ Association', url: 'https://www.mieterbund.de/' },
    { title: 'Verbraucherzentrale – consumer advice centres', url: 'https://www.verbraucherzentrale.de/' },
    { title: 'Studierendenwerke – student services organisations', url: 'https://www.studierendenwerke.de/' },
  ],
};

export default article;
