import type { A1Topic } from '../types';

/** sein and haben in the present tense (German, the same in every language). */
const SEIN_ROWS = [
  ['ich', 'bin'],
  ['du', 'bist'],
  ['er / sie / es', 'ist'],
  ['wir', 'sind'],
  ['ihr', 'seid'],
  ['sie / Sie', 'sind'],
];
const HABEN_ROWS = [
  ['ich', 'habe'],
  ['du', 'hast'],
  ['er / sie / es', 'hat'],
  ['wir', 'haben'],
  ['ihr', 'habt'],
  ['sie / Sie', 'haben'],
];

const topic: A1Topic = {
  slug: 'haben-und-sein',
  type: 'other',
  title: {
    en: 'haben and sein: to have and to be',
    ua: 'haben і sein: мати і бути',
    de: 'Die Verben haben und sein',
    ru: 'haben и sein: иметь и быть',
    be: 'haben і sein: мець і быць',
    tr: 'haben ve sein: sahip olmak ve olmak',
    pl: 'haben i sein: mieć i być',
    es: 'haben y sein: tener y ser/estar',
  },
  descr: {
    en: 'Learn the present forms of the two most important verbs, haben and sein, and use them in everyday sentences.',
    ua: 'Вивчіть форми теперішнього часу двох найважливіших дієслів, haben і sein, і вживайте їх у повсякденних реченнях.',
    de: 'Lerne die Präsensformen der zwei wichtigsten Verben, haben und sein, und benutze sie in Sätzen aus dem Alltag.',
    ru: 'Выучите формы настоящего времени двух самых важных глаголов, haben и sein, и используйте их в повседневных предложениях.',
    be: 'Вывучыце формы цяперашняга часу двух самых важных дзеясловаў, haben і sein, і ўжывайце іх у штодзённых сказах.',
    tr: 'En önemli iki fiilin, haben ve sein’ın şimdiki zaman biçimlerini öğrenin ve onları günlük cümlelerde kullanın.',
    pl: 'Poznaj formy czasu teraźniejszego dwóch najważniejszych czasowników, haben i sein, i używaj ich w codziennych zdaniach.',
    es: 'Aprende las formas del presente de los dos verbos más importantes, haben y sein, y úsalos en frases cotidianas.',
  },
  rules: {
    en: [
      {
        heading: 'The two most important verbs',
        paragraphs: [
          'sein (to be) and haben (to have) are the most frequent German verbs. Both are irregular, so learn their forms by heart.',
          'sein tells who or what someone is, how they are or where they are: name, job, origin, age, feelings, place. haben tells what someone has: family, things, time, and also feelings like Hunger, Durst and Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'I am a teacher.' },
          { de: 'Ich habe einen Bruder.', tr: 'I have a brother.' },
        ],
      },
      {
        heading: 'sein: the forms',
        paragraphs: ['Typical uses: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'We are from Spain.' }],
        table: { caption: 'sein in the present tense', head: ['Person', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: the forms',
        paragraphs: [
          'Note du hast and er hat: the b disappears. After haben the object is in the accusative: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'Do you have time today?' }],
        table: { caption: 'haben in the present tense', head: ['Person', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben or sein? Common mistakes',
        paragraphs: [
          'German always needs the verb: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. "I have" is always haben + accusative: Ich habe einen Bruder.',
          'Age goes with sein: Ich bin 20 Jahre alt (not "Ich habe 20 Jahre"). Hunger, thirst and time go with haben + noun: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. But "I am cold" is Mir ist kalt.',
          'Do not confuse the forms: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit with t means "since").',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'I am hungry. (literally: "I have hunger")' }],
      },
    ],
    ua: [
      {
        heading: 'Два найважливіші дієслова',
        paragraphs: [
          'sein (бути) і haben (мати) — найчастіші дієслова німецької мови. Обидва неправильні, тому їхні форми треба вивчити напамʼять.',
          'sein каже, хто чи що хтось є, який він або де він: імʼя, професія, походження, вік, самопочуття, місце. haben каже, що хтось має: родину, речі, час, а також відчуття на кшталт Hunger, Durst і Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Я вчителька.' },
          { de: 'Ich habe einen Bruder.', tr: 'У мене є брат.' },
        ],
      },
      {
        heading: 'sein: форми',
        paragraphs: ['Типові вживання: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Ми з Іспанії.' }],
        table: { caption: 'sein у теперішньому часі', head: ['Особа', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: форми',
        paragraphs: [
          'Зверніть увагу на du hast і er hat: b зникає. Після haben додаток стоїть у знахідному відмінку: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'У тебе сьогодні є час?' }],
        table: { caption: 'haben у теперішньому часі', head: ['Особа', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben чи sein? Типові помилки',
        paragraphs: [
          'У німецькій завжди потрібне дієслово: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. «У мене є» — це завжди haben + знахідний відмінок: Ich habe einen Bruder.',
          'Вік кажуть із sein: Ich bin 20 Jahre alt (не «Ich habe 20 Jahre»). Голод, спрагу і час кажуть із haben + іменник: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. А «мені холодно» — Mir ist kalt.',
          'Не плутайте форми: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit з t означає «з, відтоді як»).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Я голодний. (дослівно: «Я маю голод».)' }],
      },
    ],
    de: [
      {
        heading: 'Die zwei wichtigsten Verben',
        paragraphs: [
          'sein und haben sind die häufigsten Verben im Deutschen. Beide sind unregelmäßig. Lerne die Formen auswendig.',
          'Mit sein sagt man, wer oder was jemand ist, wie oder wo jemand ist: Name, Beruf, Herkunft, Alter, Gefühle, Ort. Mit haben sagt man, was jemand hat: Familie, Sachen, Zeit und auch Hunger, Durst oder Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Beruf → sein' },
          { de: 'Ich habe einen Bruder.', tr: 'Familie → haben + Akkusativ' },
        ],
      },
      {
        heading: 'sein: die Formen',
        paragraphs: ['Typische Sätze: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Herkunft → sein' }],
        table: { caption: 'sein im Präsens', head: ['Person', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: die Formen',
        paragraphs: [
          'Achtung bei du hast und er hat: Das b fällt weg. Nach haben steht das Objekt im Akkusativ: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'Ja/Nein-Frage: hast steht auf Position 1.' }],
        table: { caption: 'haben im Präsens', head: ['Person', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben oder sein? Typische Fehler',
        paragraphs: [
          'Ein deutscher Satz braucht immer ein Verb: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. Besitz sagt man immer mit haben + Akkusativ: Ich habe einen Bruder.',
          'Das Alter sagt man mit sein: Ich bin 20 Jahre alt (nicht „Ich habe 20 Jahre“). Hunger, Durst und Zeit sagt man mit haben + Nomen: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. Aber: Mir ist kalt.',
          'Verwechsle die Formen nicht: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit mit t ist eine Präposition).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Hunger haben: So sagt man es im Alltag.' }],
      },
    ],
    ru: [
      {
        heading: 'Два самых важных глагола',
        paragraphs: [
          'sein (быть) и haben (иметь) — самые частые глаголы немецкого языка. Оба неправильные, поэтому их формы нужно выучить наизусть.',
          'sein говорит, кто или что кто-то есть, какой он или где он: имя, профессия, происхождение, возраст, самочувствие, место. haben говорит, что у кого-то есть: семья, вещи, время, а также ощущения вроде Hunger, Durst и Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Я учительница.' },
          { de: 'Ich habe einen Bruder.', tr: 'У меня есть брат.' },
        ],
      },
      {
        heading: 'sein: формы',
        paragraphs: ['Типичные случаи: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Мы из Испании.' }],
        table: { caption: 'sein в настоящем времени', head: ['Лицо', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: формы',
        paragraphs: [
          'Обратите внимание на du hast и er hat: b исчезает. После haben дополнение стоит в винительном падеже: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'У тебя сегодня есть время?' }],
        table: { caption: 'haben в настоящем времени', head: ['Лицо', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben или sein? Типичные ошибки',
        paragraphs: [
          'В немецком всегда нужен глагол: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. «У меня есть» — это всегда haben + винительный падеж: Ich habe einen Bruder.',
          'Возраст говорят с sein: Ich bin 20 Jahre alt (не «Ich habe 20 Jahre»). Голод, жажду и время говорят с haben + существительное: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. А «мне холодно» — Mir ist kalt.',
          'Не путайте формы: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit с t значит «с, с тех пор как»).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Я голоден. (дословно: «Я имею голод».)' }],
      },
    ],
    be: [
      {
        heading: 'Два самыя важныя дзеясловы',
        paragraphs: [
          'sein (быць) і haben (мець) — самыя частыя дзеясловы нямецкай мовы. Абодва няправільныя, таму іх формы трэба вывучыць на памяць.',
          'sein кажа, хто ці што нехта ёсць, які ён або дзе ён: імя, прафесія, паходжанне, узрост, самаадчуванне, месца. haben кажа, што ў кагосьці ёсць: сям’я, рэчы, час, а таксама адчуванні накшталт Hunger, Durst і Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Я настаўніца.' },
          { de: 'Ich habe einen Bruder.', tr: 'У мяне ёсць брат.' },
        ],
      },
      {
        heading: 'sein: формы',
        paragraphs: ['Тыповыя выпадкі: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Мы з Іспаніі.' }],
        table: { caption: 'sein у цяперашнім часе', head: ['Асоба', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: формы',
        paragraphs: [
          'Звярніце ўвагу на du hast і er hat: b знікае. Пасля haben дапаўненне стаіць у вінавальным склоне: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'У цябе сёння ёсць час?' }],
        table: { caption: 'haben у цяперашнім часе', head: ['Асоба', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben ці sein? Тыповыя памылкі',
        paragraphs: [
          'У нямецкай мове заўсёды патрэбны дзеяслоў: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. «У мяне ёсць» — гэта заўсёды haben + вінавальны склон: Ich habe einen Bruder.',
          'Узрост кажуць з sein: Ich bin 20 Jahre alt (не «Ich habe 20 Jahre»). Голад, смагу і час кажуць з haben + назоўнік: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. А «мне холадна» — Mir ist kalt.',
          'Не блытайце формы: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit з t азначае «з, з таго часу як»).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Я галодны. (даслоўна: «Я маю голад».)' }],
      },
    ],
    tr: [
      {
        heading: 'En önemli iki fiil',
        paragraphs: [
          'sein (olmak) ve haben (sahip olmak) Almancanın en sık kullanılan fiilleridir. İkisi de düzensizdir, bu yüzden biçimlerini ezberleyin.',
          'sein, birinin kim ya da ne olduğunu, nasıl ya da nerede olduğunu söyler: ad, meslek, memleket, yaş, duygular, yer. haben ise birinin neyi olduğunu söyler: aile, eşyalar, zaman ve Hunger, Durst, Angst gibi duygular.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Ben öğretmenim.' },
          { de: 'Ich habe einen Bruder.', tr: 'Bir erkek kardeşim var.' },
        ],
      },
      {
        heading: 'sein: biçimler',
        paragraphs: ['Tipik kullanımlar: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'İspanyalıyız.' }],
        table: { caption: 'Şimdiki zamanda sein', head: ['Kişi', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: biçimler',
        paragraphs: [
          'du hast ve er hat’a dikkat edin: b düşer. haben fiilinden sonra nesne Akkusativ’dedir: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'Bugün vaktin var mı?' }],
        table: { caption: 'Şimdiki zamanda haben', head: ['Kişi', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben mi, sein mı? Sık yapılan hatalar',
        paragraphs: [
          'Almanca cümlede her zaman bir fiil gerekir: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. “… var” her zaman haben + Akkusativ ile söylenir: Ich habe einen Bruder.',
          'Yaş sein ile söylenir: Ich bin 20 Jahre alt (“Ich habe 20 Jahre” değil). Açlık, susuzluk ve zaman haben + isim ile söylenir: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. Ama “üşüyorum” Mir ist kalt olur.',
          'Biçimleri karıştırmayın: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (t ile yazılan seit “-den beri” demektir).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Acıktım. (kelimesi kelimesine: “Açlığım var.”)' }],
      },
    ],
    pl: [
      {
        heading: 'Dwa najważniejsze czasowniki',
        paragraphs: [
          'sein (być) i haben (mieć) to najczęstsze czasowniki w języku niemieckim. Oba są nieregularne, dlatego ich formy trzeba nauczyć się na pamięć.',
          'sein mówi, kim lub czym ktoś jest, jaki jest albo gdzie jest: imię, zawód, pochodzenie, wiek, samopoczucie, miejsce. haben mówi, co ktoś ma: rodzinę, rzeczy, czas, a także odczucia takie jak Hunger, Durst i Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Jestem nauczycielką.' },
          { de: 'Ich habe einen Bruder.', tr: 'Mam brata.' },
        ],
      },
      {
        heading: 'sein: formy',
        paragraphs: ['Typowe użycia: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Jesteśmy z Hiszpanii.' }],
        table: { caption: 'sein w czasie teraźniejszym', head: ['Osoba', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: formy',
        paragraphs: [
          'Uwaga na du hast i er hat: b znika. Po haben dopełnienie stoi w bierniku: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: 'Masz dziś czas?' }],
        table: { caption: 'haben w czasie teraźniejszym', head: ['Osoba', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: 'haben czy sein? Typowe błędy',
        paragraphs: [
          'Niemieckie zdanie zawsze potrzebuje czasownika: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. „Mam” to zawsze haben + biernik: Ich habe einen Bruder.',
          'Wiek wyraża się przez sein: Ich bin 20 Jahre alt (nie „Ich habe 20 Jahre”). Głód, pragnienie i czas wyraża się przez haben + rzeczownik: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. Ale „jest mi zimno” to Mir ist kalt.',
          'Nie myl form: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit przez t znaczy „od”).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Jestem głodny. (dosłownie: „Mam głód”.)' }],
      },
    ],
    es: [
      {
        heading: 'Los dos verbos más importantes',
        paragraphs: [
          'sein (ser, estar) y haben (tener) son los verbos más frecuentes del alemán. Los dos son irregulares, así que aprende sus formas de memoria.',
          'sein dice quién o qué es alguien, cómo está o dónde está: nombre, profesión, origen, edad, estado de ánimo, lugar. haben dice lo que alguien tiene: familia, cosas, tiempo y también sensaciones como Hunger, Durst y Angst.',
        ],
        examples: [
          { de: 'Ich bin Lehrerin.', tr: 'Soy profesora.' },
          { de: 'Ich habe einen Bruder.', tr: 'Tengo un hermano.' },
        ],
      },
      {
        heading: 'sein: las formas',
        paragraphs: ['Usos típicos: Ich bin Anna. Ich bin 25 Jahre alt. Wir sind aus Spanien. Das Wetter ist schön. Wo seid ihr?'],
        examples: [{ de: 'Wir sind aus Spanien.', tr: 'Somos de España.' }],
        table: { caption: 'sein en presente', head: ['Persona', 'sein'], rows: SEIN_ROWS },
      },
      {
        heading: 'haben: las formas',
        paragraphs: [
          'Fíjate en du hast y er hat: la b desaparece. Después de haben, el complemento va en acusativo: Ich habe einen Hund.',
        ],
        examples: [{ de: 'Hast du heute Zeit?', tr: '¿Tienes tiempo hoy?' }],
        table: { caption: 'haben en presente', head: ['Persona', 'haben'], rows: HABEN_ROWS },
      },
      {
        heading: '¿haben o sein? Errores frecuentes',
        paragraphs: [
          'En alemán la oración siempre necesita un verbo: ✗ Ich Lehrerin → ✓ Ich bin Lehrerin. «Tener» es siempre haben + acusativo: Ich habe einen Bruder.',
          'La edad se dice con sein: Ich bin 20 Jahre alt (no «Ich habe 20 Jahre», como en español «tengo 20 años»). El hambre, la sed y el tiempo se dicen con haben + sustantivo, como en español: Ich habe Hunger. Ich habe Durst. Ich habe keine Zeit. Pero «tengo frío» es Mir ist kalt.',
          'No confundas las formas: ✗ du habst → ✓ du hast; ✗ er habt → ✓ er hat; ✗ ihr seit → ✓ ihr seid (seit con t significa «desde»).',
        ],
        examples: [{ de: 'Ich habe Hunger.', tr: 'Tengo hambre.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - bin - Studentin.', hide: ['bin'], formEn: 'I am a student.', tr: { ua: 'Я студентка.', de: 'Ich (eine Frau) studiere an der Universität. (sein)', ru: 'Я студентка.', be: 'Я студэнтка.', tr: 'Üniversite öğrencisiyim.', pl: 'Jestem studentką.', es: 'Soy estudiante.' }, correct: false },
      { formDe: 'Ich - bin - zwanzig - Jahre - alt.', hide: ['bin'], formEn: 'I am twenty years old.', tr: { ua: 'Мені двадцять років.', de: 'Mein Alter: 20 Jahre. (sein)', ru: 'Мне двадцать лет.', be: 'Мне дваццаць гадоў.', tr: 'Yirmi yaşındayım.', pl: 'Mam dwadzieścia lat.', es: 'Tengo veinte años.' }, correct: false },
      { formDe: 'Du - bist - sehr - nett.', hide: ['bist'], formEn: 'You are very nice.', tr: { ua: 'Ти дуже милий.', de: 'Ich finde dich sehr freundlich. (sein)', ru: 'Ты очень милый.', be: 'Ты вельмі мілы.', tr: 'Çok naziksin.', pl: 'Jesteś bardzo miły.', es: 'Eres muy amable.' }, correct: false },
      { formDe: 'Bist - du - müde?', hide: ['Bist'], formEn: 'Are you tired?', tr: { ua: 'Ти втомився?', de: 'Frage an einen Freund: Willst du schlafen? (sein, müde)', ru: 'Ты устал?', be: 'Ты стаміўся?', tr: 'Yorgun musun?', pl: 'Jesteś zmęczony?', es: '¿Estás cansado?' }, correct: false },
      { formDe: 'Mein Vater - ist - Lehrer.', hide: ['ist'], formEn: 'My father is a teacher.', tr: { ua: 'Мій батько вчитель.', de: 'Mein Vater arbeitet in einer Schule und unterrichtet. (sein)', ru: 'Мой отец учитель.', be: 'Мой бацька настаўнік.', tr: 'Babam öğretmen.', pl: 'Mój tata jest nauczycielem.', es: 'Mi padre es profesor.' }, correct: false },
      { formDe: 'Das Wetter - ist - heute - schön.', hide: ['ist'], formEn: 'The weather is nice today.', tr: { ua: 'Сьогодні гарна погода.', de: 'Heute scheint die Sonne. (sein, schön)', ru: 'Сегодня хорошая погода.', be: 'Сёння добрае надвор’е.', tr: 'Bugün hava güzel.', pl: 'Dziś jest ładna pogoda.', es: 'Hoy hace buen tiempo.' }, correct: false },
      { formDe: 'Das - ist - meine Schwester.', hide: ['ist'], formEn: 'This is my sister.', tr: { ua: 'Це моя сестра.', de: 'Ich stelle meine Schwester vor. (sein)', ru: 'Это моя сестра.', be: 'Гэта мая сястра.', tr: 'Bu benim kız kardeşim.', pl: 'To jest moja siostra.', es: 'Esta es mi hermana.' }, correct: false },
      { formDe: 'Wir - sind - aus - Spanien.', hide: ['sind'], formEn: 'We are from Spain.', tr: { ua: 'Ми з Іспанії.', de: 'Unser Land ist Spanien. (sein, aus)', ru: 'Мы из Испании.', be: 'Мы з Іспаніі.', tr: 'İspanyalıyız.', pl: 'Jesteśmy z Hiszpanii.', es: 'Somos de España.' }, correct: false },
      { formDe: 'Wo - seid - ihr?', hide: ['seid'], formEn: 'Where are you all?', tr: { ua: 'Де ви (усі)?', de: 'Du suchst zwei Freunde und fragst sie, wo sie gerade sind. (sein)', ru: 'Где вы (все)?', be: 'Дзе вы (усе)?', tr: 'Neredesiniz (hepiniz)?', pl: 'Gdzie jesteście?', es: '¿Dónde estáis?' }, correct: false },
      { formDe: 'Ihr - seid - sehr - pünktlich.', hide: ['seid'], formEn: 'You are all very punctual.', tr: { ua: 'Ви (усі) дуже пунктуальні.', de: 'Zu zwei Freunden: Ihr kommt immer genau zur richtigen Zeit. (sein)', ru: 'Вы (все) очень пунктуальны.', be: 'Вы (усе) вельмі пунктуальныя.', tr: 'Hepiniz çok dakiksiniz.', pl: 'Jesteście bardzo punktualni.', es: 'Sois muy puntuales.' }, correct: false },
      { formDe: 'Die Kinder - sind - im Garten.', hide: ['sind'], formEn: 'The children are in the garden.', tr: { ua: 'Діти в саду.', de: 'Die Kinder spielen draußen hinter dem Haus. (sein)', ru: 'Дети в саду.', be: 'Дзеці ў садзе.', tr: 'Çocuklar bahçede.', pl: 'Dzieci są w ogrodzie.', es: 'Los niños están en el jardín.' }, correct: false },
      { formDe: 'Sind - Sie - Herr Schmidt?', hide: ['Sind'], formEn: 'Are you Mr Schmidt?', tr: { ua: 'Ви пан Шмідт?', de: 'Höfliche Frage nach dem Namen: Herr Schmidt? (sein, Sie-Form)', ru: 'Вы господин Шмидт?', be: 'Вы спадар Шмідт?', tr: 'Siz Bay Schmidt misiniz?', pl: 'Czy to pan Schmidt?', es: '¿Es usted el señor Schmidt?' }, correct: false },
      { formDe: 'Ich - habe - einen - Bruder.', hide: ['habe'], formEn: 'I have a brother.', tr: { ua: 'У мене є брат.', de: 'Meine Eltern haben zwei Kinder: mich und einen Jungen. (haben)', ru: 'У меня есть брат.', be: 'У мяне ёсць брат.', tr: 'Bir erkek kardeşim var.', pl: 'Mam brata.', es: 'Tengo un hermano.' }, correct: false },
      { formDe: 'Ich - habe - Hunger.', hide: ['habe'], formEn: 'I am hungry.', tr: { ua: 'Я голодний.', de: 'Ich möchte jetzt etwas essen. (haben)', ru: 'Я голоден.', be: 'Я галодны.', tr: 'Acıktım.', pl: 'Jestem głodny.', es: 'Tengo hambre.' }, correct: false },
      { formDe: 'Hast - du - heute - Zeit?', hide: ['Hast'], formEn: 'Do you have time today?', tr: { ua: 'У тебе сьогодні є час?', de: 'Frage an einen Freund: Kannst du heute mit mir ins Kino? (haben)', ru: 'У тебя сегодня есть время?', be: 'У цябе сёння ёсць час?', tr: 'Bugün vaktin var mı?', pl: 'Masz dziś czas?', es: '¿Tienes tiempo hoy?' }, correct: false },
      { formDe: 'Du - hast - eine - schöne - Wohnung.', hide: ['hast'], formEn: 'You have a nice flat.', tr: { ua: 'У тебе гарна квартира.', de: 'Deine Wohnung gefällt mir. (haben)', ru: 'У тебя красивая квартира.', be: 'У цябе прыгожая кватэра.', tr: 'Güzel bir dairen var.', pl: 'Masz ładne mieszkanie.', es: 'Tienes un piso bonito.' }, correct: false },
      { formDe: 'Anna - hat - eine Katze.', hide: ['hat'], formEn: 'Anna has a cat.', tr: { ua: 'В Анни є кішка.', de: 'Bei Anna wohnt ein Haustier, das miaut. (haben)', ru: 'У Анны есть кошка.', be: 'У Анны ёсць котка.', tr: 'Anna’nın bir kedisi var.', pl: 'Anna ma kota.', es: 'Anna tiene un gato.' }, correct: false },
      { formDe: 'Mein Opa - hat - heute - Geburtstag.', hide: ['hat'], formEn: 'It is my grandpa’s birthday today.', tr: { ua: 'У мого дідуся сьогодні день народження.', de: 'Heute wird mein Opa ein Jahr älter. (haben)', ru: 'У моего дедушки сегодня день рождения.', be: 'У майго дзядулі сёння дзень нараджэння.', tr: 'Bugün dedemin doğum günü.', pl: 'Mój dziadek ma dziś urodziny.', es: 'Hoy es el cumpleaños de mi abuelo.' }, correct: false },
      { formDe: 'Wir - haben - morgen - frei.', hide: ['haben'], formEn: 'We have the day off tomorrow.', tr: { ua: 'Завтра в нас вихідний.', de: 'Morgen müssen wir nicht arbeiten. (haben)', ru: 'Завтра у нас выходной.', be: 'Заўтра ў нас выхадны.', tr: 'Yarın izinliyiz.', pl: 'Jutro mamy wolne.', es: 'Mañana tenemos el día libre.' }, correct: false },
      { formDe: 'Habt - ihr - Durst?', hide: ['Habt'], formEn: 'Are you all thirsty?', tr: { ua: 'Ви (усі) хочете пити?', de: 'Frage an zwei Kinder: Wollt ihr etwas trinken? (haben)', ru: 'Вы (все) хотите пить?', be: 'Вы (усе) хочаце піць?', tr: 'Susadınız mı (hepiniz)?', pl: 'Chce wam się pić?', es: '¿Tenéis sed?' }, correct: false },
      { formDe: 'Ihr - habt - ein - großes - Haus.', hide: ['habt'], formEn: 'You all have a big house.', tr: { ua: 'У вас (усіх) великий будинок.', de: 'Zu zwei Freunden: In eurem Haus gibt es viele Zimmer. (haben)', ru: 'У вас (всех) большой дом.', be: 'У вас (усіх) вялікі дом.', tr: 'Sizin büyük bir eviniz var.', pl: 'Macie duży dom.', es: 'Tenéis una casa grande.' }, correct: false },
      { formDe: 'Die Kinder - haben - heute - keine Schule.', hide: ['haben'], formEn: 'The children have no school today.', tr: { ua: 'Сьогодні в дітей немає школи.', de: 'Heute müssen die Kinder nicht in die Schule. (haben)', ru: 'Сегодня у детей нет школы.', be: 'Сёння ў дзяцей няма школы.', tr: 'Çocukların bugün okulu yok.', pl: 'Dzieci nie mają dziś szkoły.', es: 'Hoy los niños no tienen colegio.' }, correct: false },
      { formDe: 'Haben - Sie - ein Zimmer - frei?', hide: ['Haben'], formEn: 'Do you have a room available?', tr: { ua: 'У вас є вільний номер?', de: 'Höfliche Frage im Hotel: Kann ich hier heute schlafen? (haben, Sie-Form)', ru: 'У вас есть свободный номер?', be: 'У вас ёсць вольны нумар?', tr: 'Boş odanız var mı?', pl: 'Czy mają Państwo wolny pokój?', es: '¿Tiene usted una habitación libre?' }, correct: false },
      { formDe: 'Tom - ist - krank - und - hat - Fieber.', hide: ['ist', 'hat'], formEn: 'Tom is ill and has a temperature.', tr: { ua: 'Том хворий, у нього температура.', de: 'Tom geht es nicht gut, seine Temperatur ist hoch. (sein, haben)', ru: 'Том болен, у него температура.', be: 'Том хворы, у яго тэмпература.', tr: 'Tom hasta ve ateşi var.', pl: 'Tom jest chory i ma gorączkę.', es: 'Tom está enfermo y tiene fiebre.' }, correct: false },
      { formDe: 'Meine Mutter - hat - blaue Augen.', hide: ['hat'], formEn: 'My mother has blue eyes.', tr: { ua: 'У моєї мами блакитні очі.', de: 'Die Augenfarbe von meiner Mutter: blau. (haben)', ru: 'У моей мамы голубые глаза.', be: 'У маёй мамы блакітныя вочы.', tr: 'Annemin gözleri mavi.', pl: 'Moja mama ma niebieskie oczy.', es: 'Mi madre tiene los ojos azules.' }, correct: false },
      { formDe: 'Wir - haben - zwei Kinder.', hide: ['haben'], formEn: 'We have two children.', tr: { ua: 'У нас двоє дітей.', de: 'Unsere Familie: Mama, Papa, ein Sohn und eine Tochter. (haben)', ru: 'У нас двое детей.', be: 'У нас двое дзяцей.', tr: 'İki çocuğumuz var.', pl: 'Mamy dwoje dzieci.', es: 'Tenemos dos hijos.' }, correct: false },
      { formDe: 'Hast - du - ein Fahrrad?', hide: ['Hast'], formEn: 'Do you have a bike?', tr: { ua: 'У тебе є велосипед?', de: 'Frage an einen Freund: Fährst du mit deinem eigenen Rad zur Arbeit? (haben)', ru: 'У тебя есть велосипед?', be: 'У цябе ёсць ровар?', tr: 'Bisikletin var mı?', pl: 'Masz rower?', es: '¿Tienes bici?' }, correct: false },
      { formDe: 'Das Essen - ist - sehr - lecker.', hide: ['ist'], formEn: 'The food is very tasty.', tr: { ua: 'Їжа дуже смачна.', de: 'Im Restaurant: Die Suppe und der Fisch schmecken super. (sein)', ru: 'Еда очень вкусная.', be: 'Ежа вельмі смачная.', tr: 'Yemek çok lezzetli.', pl: 'Jedzenie jest bardzo smaczne.', es: 'La comida está muy rica.' }, correct: false },
      { formDe: 'Ich - bin - heute - zu Hause.', hide: ['bin'], formEn: 'I am at home today.', tr: { ua: 'Сьогодні я вдома.', de: 'Heute gehe ich nicht weg, du findest mich in meiner Wohnung. (sein)', ru: 'Сегодня я дома.', be: 'Сёння я дома.', tr: 'Bugün evdeyim.', pl: 'Dzisiaj jestem w domu.', es: 'Hoy estoy en casa.' }, correct: false },
      { formDe: 'Seid - ihr - schon - fertig?', hide: ['Seid'], formEn: 'Are you all finished already?', tr: { ua: 'Ви вже готові?', de: 'Frage an die Kinder (ihr-Form): Ist die Aufgabe schon gemacht? (sein)', ru: 'Вы уже закончили?', be: 'Вы ўжо скончылі?', tr: 'Bitirdiniz mi?', pl: 'Już skończyliście?', es: '¿Ya habéis terminado?' }, correct: false },
      { formDe: 'Er - hat - keine Zeit, - er - ist - im Büro.', hide: ['hat', 'ist'], formEn: 'He has no time, he is at the office.', tr: { ua: 'У нього немає часу, він в офісі.', de: 'Er kann jetzt nicht kommen, er arbeitet noch. (haben, sein)', ru: 'У него нет времени, он в офисе.', be: 'У яго няма часу, ён у офісе.', tr: 'Vakti yok, ofiste.', pl: 'On nie ma czasu, jest w biurze.', es: 'No tiene tiempo, está en la oficina.' }, correct: false },
    ],
  },
};

export default topic;
