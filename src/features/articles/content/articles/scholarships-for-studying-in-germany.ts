import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'scholarships-for-studying-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Scholarships for Studying in Germany',
    ua: 'Стипендії для навчання в Німеччині',
    de: 'Stipendien für ein Studium in Deutschland',
    ru: 'Стипендии для учёбы в Германии',
    be: 'Стыпендыі для вучобы ў Германіі',
    tr: 'Almanya’da okumak için burslar',
    pl: 'Stypendia na studia w Niemczech',
    es: 'Becas para estudiar en Alemania',
  },
  descr: {
    en: 'The DAAD, the Deutschlandstipendium, the national foundations for gifted students and Erasmus+: who funds what, how to find a scholarship and how to apply.',
    ua: 'DAAD, Deutschlandstipendium, фонди підтримки обдарованих студентів та Erasmus+: хто що фінансує, як знайти стипендію й подати заявку.',
    de: 'Der Akademische Austauschdienst, das Deutschlandstipendium, die Begabtenförderungswerke und Erasmus+: wer was fördert, wie man ein Stipendium findet und wie die Bewerbung gelingt.',
    ru: 'DAAD, Deutschlandstipendium, фонды поддержки одарённых студентов и Erasmus+: кто что финансирует, как найти стипендию и подать заявку.',
    be: 'DAAD, Deutschlandstipendium, фонды падтрымкі таленавітых студэнтаў і Erasmus+: хто што фінансуе, як знайсці стыпендыю і падаць заяўку.',
    tr: 'DAAD, Deutschlandstipendium, üstün yetenekli öğrenci vakıfları ve Erasmus+: kim neyi destekler, burs nasıl bulunur ve nasıl başvurulur.',
    pl: 'DAAD, Deutschlandstipendium, fundacje wspierające zdolnych studentów i Erasmus+: kto co finansuje, jak znaleźć stypendium i jak złożyć wniosek.',
    es: 'El DAAD, la Deutschlandstipendium, las fundaciones para estudiantes destacados y Erasmus+: quién financia qué, cómo encontrar una beca y cómo solicitarla.',
  },
  img: 'money-bag',
  date: '2026-01-13',
  body: [
    {
      p: 'Studying in Germany is affordable compared with many other countries, because most public universities charge no tuition fees. Living costs, however, still have to be paid, and a scholarship ({{das Stipendium}}, plural {{die Stipendien}}) can make a big difference. This article introduces the best-known funders, explains how to search for a scholarship and gives tips for a strong application. It deliberately gives no amounts: the value of a scholarship, its conditions and its deadlines differ from programme to programme and change over time. Always read the current call for applications on the funder’s own website.',
    },
    { h2: 'The DAAD' },
    {
      p: 'The German Academic Exchange Service ({{der Deutsche Akademische Austauschdienst}}, DAAD) is one of the world’s largest organisations funding the international exchange of students and researchers. It offers scholarships for international graduates who want to take a Master’s degree or a doctorate in Germany, for researchers, and for shorter stays such as university summer courses, which often include German language classes. Many programmes are designed for applicants from particular countries or subject areas.',
    },
    {
      p: 'The most important tool is the scholarship database on daad.de. You enter your country of origin, your subject and your academic level, and it shows the programmes that fit, not only those of the DAAD but also those of other selected organisations. The DAAD also has offices and information centres in many countries, which can advise you before you apply.',
    },
    { h2: 'The Deutschlandstipendium' },
    {
      p: 'The {{Deutschlandstipendium}} is a federal programme that supports students at German universities who show excellent performance and commitment. Half of each scholarship is paid by private sponsors, such as companies, foundations or individuals, and the other half by the federal government. It does not depend on nationality or on parents’ income, so international students who are already enrolled can apply as well. You do not apply to a central office but to your own university, which sets its own deadlines and selection criteria.',
    },
    { h2: 'The foundations for gifted students' },
    {
      p: 'A group of organisations, the {{Begabtenförderungswerke}}, receive federal funds to support particularly able and socially engaged students and doctoral candidates. They include the German Academic Scholarship Foundation ({{die Studienstiftung des deutschen Volkes}}), foundations close to political parties, such as the Konrad Adenauer Foundation, the Friedrich Ebert Foundation and the Heinrich Böll Foundation, church-related organisations, a foundation close to the trade unions and one close to business. Besides money, they offer seminars, summer schools and a network of other scholarship holders. Each foundation has its own values, selection procedure and rules on who can apply; some of them also accept international students. The joint website stipendiumplus.de gives an overview.',
    },
    { h2: 'Other sources of funding' },
    {
      ul: [
        '**Erasmus+**: the EU programme supports study periods and internships abroad. If you are enrolled at a university in a participating country, ask its international office about a semester in Germany.',
        '**Universities**: many universities have their own grants, for example for international students in the final phase of their studies or in financial difficulties. Ask the international office ({{das Akademische Auslandsamt}} or International Office).',
        '**Foundations and companies**: numerous private foundations fund students in particular subjects or from particular regions. The DAAD database includes many of them.',
        '**State support**: {{das Bafög}} is the German state support for students. It is not a scholarship, but a grant that is partly repaid, and it is open to international students only under certain conditions related to their residence status.',
      ],
    },
    { h2: 'How to apply' },
    {
      ol: [
        '**Start early.** Deadlines are often many months, sometimes more than a year, before the start of the funding.',
        '**Read the call carefully.** Check who may apply, what is funded and which documents are required.',
        '**Prepare your documents:** a CV ({{der Lebenslauf}}), a letter of motivation ({{das Motivationsschreiben}}), references ({{das Gutachten}} or {{das Empfehlungsschreiben}}), certificates and transcripts, and language certificates.',
        '**Make your letter specific.** Explain why you want to study this programme at this university and how it fits your plans. Avoid general phrases that could appear in anyone’s letter.',
        '**Ask referees in good time** and give them information about the scholarship.',
        '**Prepare for an interview.** Many funders invite shortlisted candidates to a personal or online interview.',
      ],
    },
    {
      tip: 'Genuine scholarships never ask you to pay a fee to receive money. Be suspicious of offers that come by unexpected email or promise a guaranteed scholarship, and check every programme on the official website of the funder.',
    },
    { h2: 'German for your application' },
    {
      examples: [
        { de: 'Ich bewerbe mich um ein Stipendium für ein Informatikstudium.', en: 'I am applying for a scholarship to study computer science.' },
        { de: 'Wann endet die Bewerbungsfrist?', en: 'When is the application deadline?' },
        { de: 'Welche Unterlagen muss ich einreichen?', en: 'Which documents do I have to submit?' },
        { de: 'Könnten Sie mir ein Gutachten schreiben?', en: 'Could you write me a reference?' },
        { de: 'Ich habe eine Zusage bekommen!', en: 'I have been accepted!' },
      ],
    },
    {
      p: 'Good German improves your chances, even for programmes taught in English, because it shows your commitment. For the next steps, read our article on [studying at a German university](/articles/studying-at-a-german-university), and if you are still at school, our overview of the [German school system](/articles/german-school-system).',
    },
  ],
  sources: [
    { title: 'DAAD – German Academic Exchange Service (scholarship database)', url: 'https://www.daad.de/en/' },
    { title: 'Deutschlandstipendium', url: 'https://www.deutschlandstipendium.de/' },
    { title: 'Studienstiftung des deutschen Volkes', url: 'https://www.studienstiftung.de/' },
    { title: 'Stipendium Plus – the federal foundations for gifted students', url: 'https://www.stipendiumplus.de/' },
    { title: 'Erasmus+ (European Commission)', url: 'https://erasmus-plus.ec.europa.eu/' },
  ],
};

export default article;
