import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'healthcare-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Healthcare in Germany: Insurance, Doctors and Pharmacies',
    ua: 'Охорона здоров’я в Німеччині: страхування, лікарі й аптеки',
    de: 'Gesundheitswesen in Deutschland: Krankenversicherung, Arztbesuch und Apotheke',
    ru: 'Здравоохранение в Германии: страховка, врачи и аптеки',
    be: 'Ахова здароўя ў Германіі: страхаванне, лекары і аптэкі',
    tr: 'Almanya’da sağlık sistemi: sigorta, doktorlar ve eczaneler',
    pl: 'Opieka zdrowotna w Niemczech: ubezpieczenie, lekarze i apteki',
    es: 'La sanidad en Alemania: seguro, médicos y farmacias',
  },
  descr: {
    en: 'Statutory and private health insurance, how a doctor’s visit works, prescriptions and pharmacies, sick notes, and when to call 112 or 116117.',
    ua: 'Державне й приватне медичне страхування, як відбувається візит до лікаря, рецепти та аптеки, лікарняний і коли дзвонити на 112 чи 116117.',
    de: 'Gesetzliche und private Krankenversicherung, der Arztbesuch, Rezepte und Apotheken, die Krankschreibung und wann man 112 oder 116117 anruft.',
    ru: 'Государственное и частное медицинское страхование, как проходит визит к врачу, рецепты и аптеки, больничный и когда звонить 112 или 116117.',
    be: 'Дзяржаўнае і прыватнае медыцынскае страхаванне, як праходзіць візіт да лекара, рэцэпты і аптэкі, бальнічны і калі тэлефанаваць на 112 або 116117.',
    tr: 'Yasal ve özel sağlık sigortası, doktor ziyareti nasıl olur, reçete ve eczaneler, hastalık raporu ve ne zaman 112 ya da 116117 aranır.',
    pl: 'Ustawowe i prywatne ubezpieczenie zdrowotne, wizyta u lekarza, recepty i apteki, zwolnienie lekarskie oraz kiedy dzwonić pod 112 lub 116117.',
    es: 'Seguro médico público y privado, cómo es una visita al médico, recetas y farmacias, la baja médica y cuándo llamar al 112 o al 116117.',
  },
  img: 'stethoscope',
  date: '2025-09-16',
  body: [
    {
      p: 'Germany has a well-developed healthcare system, but it works differently from the systems in many other countries. Everyone who lives in Germany must have health insurance, doctors are mostly in private practices rather than in health centres, and there are separate phone numbers for emergencies and for urgent medical help outside surgery hours. This article gives an overview and the German you need at the doctor’s and at the pharmacy. It is not legal or medical advice: rules, contributions and benefits change, so always check the official sources listed at the end and ask your insurer.',
    },
    { h2: 'Health insurance: statutory or private' },
    {
      p: 'Health insurance ({{die Krankenversicherung}}) is compulsory for everyone who lives in Germany. There are two systems:',
    },
    {
      ul: [
        '**Statutory health insurance** ({{die gesetzliche Krankenversicherung}}) covers the great majority of people. You choose one of the statutory health insurance funds ({{die Krankenkasse}}). Employees pay a contribution that is a percentage of their income, and their employer pays a share as well; it is deducted from the salary automatically. In many cases, a spouse and children without their own income can be insured through the family at no extra cost.',
        '**Private health insurance** ({{die private Krankenversicherung}}) is open mainly to self-employed people, civil servants and employees whose income is above a legal limit. The premium depends on the policy and on factors such as age and health rather than on income. Privately insured patients often pay the doctor’s bill first and then claim the money back.',
      ],
    },
    {
      p: 'Who may or must join which system depends on your job, income and situation, and the income limits change every year. Official information is available from the Federal Ministry of Health, and [Make it in Germany](https://www.make-it-in-germany.com/en/) explains the rules for people moving to Germany. Visitors from the EU can use their European Health Insurance Card for necessary treatment during a temporary stay; other visitors usually need travel health insurance.',
    },
    {
      p: 'Statutory insurance funds give every member an electronic health card ({{die Gesundheitskarte}}). Take it with you to every doctor’s appointment; the practice reads it at the reception.',
    },
    { h2: 'Going to the doctor' },
    {
      p: 'Your first point of contact is usually a family doctor ({{der Hausarzt}} or {{die Hausärztin}}), a general practitioner in a private practice ({{die Praxis}}). Look for one near your home soon after you arrive. You can also go directly to many specialists ({{der Facharzt}}), for example a gynaecologist or an eye doctor, but for some specialists and examinations you need a referral ({{die Überweisung}}) from your family doctor. Make an appointment ({{der Termin}}) by phone or online; some practices also have open consultation hours ({{die Sprechstunde}}) without an appointment.',
    },
    {
      examples: [
        { de: 'Ich hätte gern einen Termin bei Frau Doktor Schmidt.', en: 'I would like an appointment with Dr Schmidt.' },
        { de: 'Ich bin gesetzlich versichert.', en: 'I have statutory health insurance.' },
        { de: 'Ich bin privat versichert.', en: 'I have private health insurance.' },
        { de: 'Nehmen Sie bitte noch im Wartezimmer Platz.', en: 'Please take a seat in the waiting room.' },
        { de: 'Was fehlt Ihnen denn?', en: 'What seems to be the problem?' },
        { de: 'Ich habe seit drei Tagen Fieber und Halsschmerzen.', en: 'I have had a fever and a sore throat for three days.' },
        { de: 'Mir ist schwindlig.', en: 'I feel dizzy.' },
      ],
    },
    { h2: 'Sick notes for work' },
    {
      p: 'If you are ill and cannot work, tell your employer immediately, before your working day starts. If the illness lasts more than three calendar days, you generally need a doctor’s certificate from the fourth day; your employer may ask for it earlier. The doctor confirms that you are unable to work ({{die Krankschreibung}}). For people with statutory insurance, this certificate is now usually sent electronically, and the employer retrieves it from the insurer. Our article on [working in Germany](/articles/working-in-germany-basics) explains more about your rights as an employee.',
    },
    {
      examples: [
        { de: 'Können Sie mich bitte krankschreiben?', en: 'Could you give me a sick note, please?' },
        { de: 'Ich bin bis Freitag krankgeschrieben.', en: 'I am on sick leave until Friday.' },
      ],
    },
    { h2: 'Prescriptions and the pharmacy' },
    {
      p: 'Medicines are sold in pharmacies ({{die Apotheke}}), which you recognise by a large red A sign. Many medicines, including common painkillers, are sold only in pharmacies, not in supermarkets or drugstores. For prescription medicines you need a prescription ({{das Rezept}}) from a doctor. Prescriptions for people with statutory insurance are now usually electronic ({{das E-Rezept}}): the pharmacy reads them from your health card or from an app. Adults with statutory insurance usually pay a small co-payment ({{die Zuzahlung}}) for each prescribed medicine, within limits set by law.',
    },
    {
      p: 'Pharmacies take turns to provide a night and weekend service ({{der Notdienst}}). The nearest pharmacy on duty is shown on a notice on the door of every pharmacy and can be found online.',
    },
    {
      examples: [
        { de: 'Ich habe ein Rezept für Sie.', en: 'I have a prescription for you.' },
        { de: 'Haben Sie etwas gegen Kopfschmerzen?', en: 'Do you have something for a headache?' },
        { de: 'Wie oft muss ich die Tabletten nehmen?', en: 'How often do I have to take the tablets?' },
        { de: 'Dreimal täglich nach dem Essen.', en: 'Three times a day after meals.' },
      ],
    },
    { h2: 'Emergencies: 112, and 116117 when it is urgent but not life-threatening' },
    {
      table: {
        caption: 'Important numbers (free of charge)',
        head: ['Number', 'When to call'],
        rows: [
          ['112', 'life-threatening emergencies: ambulance and fire brigade ({{der Notruf}})'],
          ['110', 'police'],
          ['116117', 'medical on-call service ({{der ärztliche Bereitschaftsdienst}}): when you need a doctor urgently outside surgery hours, but it is not a life-threatening emergency; it can also help you find an appointment'],
        ],
      },
    },
    {
      p: 'Signs of a life-threatening emergency include chest pain, severe difficulty breathing, signs of a stroke, heavy bleeding and unconsciousness: call 112 at once. Hospitals have an emergency department ({{die Notaufnahme}}) for serious cases. For a high fever at the weekend or a problem at night that cannot wait until the morning, call 116117 or look for an on-call practice ({{die Bereitschaftspraxis}}), often located at a hospital. When you call 112, say where you are, what has happened and how many people are affected, and wait for questions.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Krankenwagen. Die Adresse ist Gartenstraße 5.', en: 'I need an ambulance. The address is Gartenstraße 5.' },
        { de: 'Ein Mann ist bewusstlos.', en: 'A man is unconscious.' },
        { de: 'Wo ist die Notaufnahme?', en: 'Where is the emergency department?' },
      ],
    },
    { h2: 'Useful vocabulary' },
    {
      table: {
        caption: 'At the doctor’s',
        head: ['German', 'English'],
        rows: [
          ['{{der Zahnarzt}} / {{die Zahnärztin}}', 'dentist'],
          ['{{der Kinderarzt}} / {{die Kinderärztin}}', 'paediatrician'],
          ['{{das Krankenhaus}}', 'hospital'],
          ['{{die Schmerzen}}', 'pain'],
          ['{{der Husten}}', 'cough'],
          ['{{die Allergie}}', 'allergy'],
          ['{{der Beipackzettel}}', 'package leaflet'],
        ],
      },
    },
    {
      tip: 'Prepare before an appointment: write down your symptoms, since when you have had them and the medicines you take, in German if you can. More body and health words are in [our word sets](/words), and our [travel phrases](/articles/german-travel-phrases) include the key emergency sentences.',
    },
  ],
  sources: [
    { title: 'Federal Ministry of Health (Bundesgesundheitsministerium)', url: 'https://www.bundesgesundheitsministerium.de/' },
    { title: 'gesund.bund.de – official health portal of the Federal Ministry of Health', url: 'https://gesund.bund.de/' },
    { title: '116117 – medical on-call service', url: 'https://www.116117.de/' },
    { title: 'Make it in Germany – health insurance', url: 'https://www.make-it-in-germany.com/en/' },
  ],
};

export default article;
