import type { A1Topic } from '../types';

const endings = [
  ['ich', '-e', 'wohne', 'mache'],
  ['du', '-st', 'wohnst', 'machst'],
  ['er/sie/es', '-t', 'wohnt', 'macht'],
  ['wir', '-en', 'wohnen', 'machen'],
  ['ihr', '-t', 'wohnt', 'macht'],
  ['sie/Sie', '-en', 'wohnen', 'machen'],
];
const vowelChange = [
  ['fahren', 'fahre', 'fährst', 'fährt'],
  ['schlafen', 'schlafe', 'schläfst', 'schläft'],
  ['sprechen', 'spreche', 'sprichst', 'spricht'],
  ['essen', 'esse', 'isst', 'isst'],
  ['helfen', 'helfe', 'hilfst', 'hilft'],
  ['lesen', 'lese', 'liest', 'liest'],
  ['sehen', 'sehe', 'siehst', 'sieht'],
  ['nehmen', 'nehme', 'nimmst', 'nimmt'],
];

const topic: A1Topic = {
  slug: 'present-tense',
  type: 'other',
  title: {
    en: 'Present tense (Präsens)',
    ua: 'Теперішній час (Präsens)',
    de: 'Das Präsens',
    ru: 'Настоящее время (Präsens)',
    be: 'Цяперашні час (Präsens)',
    tr: 'Şimdiki zaman (Präsens)',
    pl: 'Czas teraźniejszy (Präsens)',
    es: 'El presente (Präsens)',
  },
  descr: {
    en: 'Conjugate verbs in the present tense: regular endings, stems in -t/-d and vowel changes.',
    ua: 'Відмінюйте дієслова в теперішньому часі: правильні закінчення, основи на -t/-d і зміна голосного.',
    de: 'Konjugiere Verben im Präsens: regelmäßige Endungen, Stämme auf -t/-d und Vokalwechsel.',
    ru: 'Спрягайте глаголы в настоящем времени: правильные окончания, основы на -t/-d и смена гласной.',
    be: 'Спрагайце дзеясловы ў цяперашнім часе: правільныя канчаткі, асновы на -t/-d і змена галоснага.',
    tr: 'Fiilleri şimdiki zamanda çekin: düzenli ekler, -t/-d ile biten kökler ve ünlü değişimi.',
    pl: 'Odmieniaj czasowniki w czasie teraźniejszym: regularne końcówki, tematy na -t/-d i zmiana samogłoski.',
    es: 'Conjuga los verbos en presente: terminaciones regulares, raíces en -t/-d y cambio de vocal.',
  },
  rules: {
    en: [
      {
        heading: 'Regular verbs: stem + ending',
        paragraphs: [
          'Take the infinitive, remove -en, and you have the stem: wohnen → wohn-, machen → mach-. Then add the ending for the person.',
          'The German present tense describes both habits and what is happening now: “I live” and “I am living” are both Ich wohne. Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Present tense endings', head: ['Person', 'Ending', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'I live in Hamburg.' },
          { de: 'Wir spielen heute Fußball.', tr: 'We are playing football today.' },
        ],
      },
      {
        heading: 'Stems ending in -t or -d',
        paragraphs: [
          'If the stem ends in -t or -d, an extra e comes before the endings -st and -t, so that you can pronounce them: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'The other forms are normal: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'You work a lot.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'He can’t find the key.' },
        ],
      },
      {
        heading: 'Verbs with a vowel change',
        paragraphs: [
          'Many common verbs change their stem vowel, but only in the du and er/sie/es forms: a → ä, e → i, e → ie.',
          'ich, wir, ihr and sie/Sie keep the vowel of the infinitive: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Verbs with a vowel change', head: ['Infinitive', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'He is going to Cologne.' }],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'No vowel change with ich: ich fahre, not “ich fähre”; ich lese, not “ich liese”.',
          'If the stem ends in -s, -ß or -z, the du form only adds -t: du heißt, du tanzt, du liest (not “du liesst”).',
          'nehmen also changes its consonants: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'What is your name?' }],
      },
    ],
    ua: [
      {
        heading: 'Правильні дієслова: основа + закінчення',
        paragraphs: [
          'Візьміть інфінітив, відкиньте -en — і матимете основу: wohnen → wohn-, machen → mach-. Потім додайте закінчення потрібної особи.',
          'Німецький теперішній час описує і звичні дії, і те, що відбувається зараз: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Закінчення теперішнього часу', head: ['Особа', 'Закінчення', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Я живу в Гамбурзі.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Сьогодні ми граємо у футбол.' },
        ],
      },
      {
        heading: 'Основи на -t або -d',
        paragraphs: [
          'Якщо основа закінчується на -t або -d, перед закінченнями -st і -t з’являється додаткове e, щоб їх можна було вимовити: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Інші форми звичайні: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Ти багато працюєш.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Він не може знайти ключ.' },
        ],
      },
      {
        heading: 'Дієслова зі зміною голосного',
        paragraphs: [
          'Багато вживаних дієслів змінюють кореневий голосний, але тільки у формах du та er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr і sie/Sie зберігають голосний інфінітива: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Дієслова зі зміною голосного', head: ['Інфінітив', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Він їде до Кельна.' }],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'У формі ich голосний не змінюється: ich fahre, а не «ich fähre»; ich lese, а не «ich liese».',
          'Якщо основа закінчується на -s, -ß або -z, у формі du додається тільки -t: du heißt, du tanzt, du liest (а не «du liesst»).',
          'У nehmen змінюються також приголосні: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Як тебе звати?' }],
      },
    ],
    de: [
      {
        heading: 'Regelmäßige Verben: Stamm + Endung',
        paragraphs: [
          'Nimm den Infinitiv und streiche -en. So bekommst du den Stamm: wohnen → wohn-, machen → mach-. Dann kommt die Endung für die Person.',
          'Das Präsens beschreibt Gewohnheiten und auch Dinge, die jetzt passieren: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Die Endungen im Präsens', head: ['Person', 'Endung', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Mein Zuhause ist in Hamburg.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Heute haben wir ein Fußballspiel.' },
        ],
      },
      {
        heading: 'Stamm auf -t oder -d',
        paragraphs: [
          'Endet der Stamm auf -t oder -d, kommt vor den Endungen -st und -t ein e dazu. So kann man die Form gut sprechen: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Die anderen Formen sind normal: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Du hast viel Arbeit.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Er sucht den Schlüssel, aber er hat ihn noch nicht.' },
        ],
      },
      {
        heading: 'Verben mit Vokalwechsel',
        paragraphs: [
          'Viele wichtige Verben ändern den Vokal im Stamm, aber nur bei du und er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr und sie/Sie behalten den Vokal vom Infinitiv: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Verben mit Vokalwechsel', head: ['Infinitiv', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Sein Reiseziel ist Köln.' }],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Bei ich gibt es keinen Vokalwechsel: ich fahre, nicht „ich fähre“; ich lese, nicht „ich liese“.',
          'Endet der Stamm auf -s, -ß oder -z, bekommt du nur die Endung -t: du heißt, du tanzt, du liest (nicht „du liesst“).',
          'Bei nehmen ändern sich auch die Konsonanten: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Eine Frage nach dem Namen.' }],
      },
    ],
    ru: [
      {
        heading: 'Правильные глаголы: основа + окончание',
        paragraphs: [
          'Возьмите инфинитив, отбросьте -en — и получится основа: wohnen → wohn-, machen → mach-. Потом добавьте окончание нужного лица.',
          'Немецкое настоящее время описывает и привычные действия, и то, что происходит сейчас: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Окончания настоящего времени', head: ['Лицо', 'Окончание', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Я живу в Гамбурге.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Сегодня мы играем в футбол.' },
        ],
      },
      {
        heading: 'Основы на -t или -d',
        paragraphs: [
          'Если основа оканчивается на -t или -d, перед окончаниями -st и -t появляется дополнительное e, чтобы их можно было произнести: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Остальные формы обычные: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Ты много работаешь.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Он не может найти ключ.' },
        ],
      },
      {
        heading: 'Глаголы со сменой гласной',
        paragraphs: [
          'Многие частые глаголы меняют корневую гласную, но только в формах du и er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr и sie/Sie сохраняют гласную инфинитива: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Глаголы со сменой гласной', head: ['Инфинитив', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Он едет в Кёльн.' }],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'В форме ich гласная не меняется: ich fahre, а не «ich fähre»; ich lese, а не «ich liese».',
          'Если основа оканчивается на -s, -ß или -z, в форме du добавляется только -t: du heißt, du tanzt, du liest (а не «du liesst»).',
          'У nehmen меняются и согласные: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Как тебя зовут?' }],
      },
    ],
    be: [
      {
        heading: 'Правільныя дзеясловы: аснова + канчатак',
        paragraphs: [
          'Вазьміце інфінітыў, адкіньце -en — і атрымаецца аснова: wohnen → wohn-, machen → mach-. Потым дадайце канчатак патрэбнай асобы.',
          'Нямецкі цяперашні час апісвае і звыклыя дзеянні, і тое, што адбываецца зараз: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Канчаткі цяперашняга часу', head: ['Асоба', 'Канчатак', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Я жыву ў Гамбургу.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Сёння мы гуляем у футбол.' },
        ],
      },
      {
        heading: 'Асновы на -t або -d',
        paragraphs: [
          'Калі аснова заканчваецца на -t або -d, перад канчаткамі -st і -t з’яўляецца дадатковае e, каб іх можна было вымавіць: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Астатнія формы звычайныя: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Ты шмат працуеш.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Ён не можа знайсці ключ.' },
        ],
      },
      {
        heading: 'Дзеясловы са зменай галоснага',
        paragraphs: [
          'Шмат частых дзеясловаў мяняюць каранёвы галосны, але толькі ў формах du і er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr і sie/Sie захоўваюць галосны інфінітыва: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Дзеясловы са зменай галоснага', head: ['Інфінітыў', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Ён едзе ў Кёльн.' }],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'У форме ich галосны не мяняецца: ich fahre, а не «ich fähre»; ich lese, а не «ich liese».',
          'Калі аснова заканчваецца на -s, -ß або -z, у форме du дадаецца толькі -t: du heißt, du tanzt, du liest (а не «du liesst»).',
          'У nehmen мяняюцца і зычныя: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Як цябе завуць?' }],
      },
    ],
    tr: [
      {
        heading: 'Düzenli fiiller: kök + ek',
        paragraphs: [
          'Mastarı alın ve -en’i atın; elinizde kök kalır: wohnen → wohn-, machen → mach-. Sonra kişiye uygun eki ekleyin.',
          'Almancadaki şimdiki zaman hem alışkanlıkları hem de şu anda olanları anlatır: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Şimdiki zaman ekleri', head: ['Kişi', 'Ek', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Hamburg’da oturuyorum.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Bugün futbol oynuyoruz.' },
        ],
      },
      {
        heading: '-t veya -d ile biten kökler',
        paragraphs: [
          'Kök -t veya -d ile bitiyorsa, rahat söylenebilmesi için -st ve -t eklerinden önce fazladan bir e gelir: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Diğer biçimler normaldir: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Çok çalışıyorsun.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Anahtarı bulamıyor.' },
        ],
      },
      {
        heading: 'Ünlüsü değişen fiiller',
        paragraphs: [
          'Sık kullanılan birçok fiil kök ünlüsünü değiştirir, ama sadece du ve er/sie/es biçimlerinde: a → ä, e → i, e → ie.',
          'ich, wir, ihr ve sie/Sie mastarın ünlüsünü korur: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Ünlüsü değişen fiiller', head: ['Mastar', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Köln’e gidiyor.' }],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'ich biçiminde ünlü değişmez: “ich fähre” değil, ich fahre; “ich liese” değil, ich lese.',
          'Kök -s, -ß veya -z ile bitiyorsa du biçimine sadece -t eklenir: du heißt, du tanzt, du liest (“du liesst” değil).',
          'nehmen fiilinde ünsüzler de değişir: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Adın ne?' }],
      },
    ],
    pl: [
      {
        heading: 'Czasowniki regularne: temat + końcówka',
        paragraphs: [
          'Weź bezokolicznik, odrzuć -en i masz temat: wohnen → wohn-, machen → mach-. Potem dodaj końcówkę dla danej osoby.',
          'Niemiecki czas teraźniejszy opisuje zarówno zwyczaje, jak i to, co dzieje się teraz: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Końcówki czasu teraźniejszego', head: ['Osoba', 'Końcówka', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Mieszkam w Hamburgu.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Dziś gramy w piłkę nożną.' },
        ],
      },
      {
        heading: 'Tematy zakończone na -t lub -d',
        paragraphs: [
          'Jeśli temat kończy się na -t lub -d, przed końcówkami -st i -t pojawia się dodatkowe e, żeby dało się je wymówić: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Pozostałe formy są zwykłe: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Dużo pracujesz.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'On nie może znaleźć klucza.' },
        ],
      },
      {
        heading: 'Czasowniki ze zmianą samogłoski',
        paragraphs: [
          'Wiele częstych czasowników zmienia samogłoskę tematu, ale tylko w formach du i er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr i sie/Sie zachowują samogłoskę bezokolicznika: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Czasowniki ze zmianą samogłoski', head: ['Bezokolicznik', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'On jedzie do Kolonii.' }],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'W formie ich samogłoska się nie zmienia: ich fahre, a nie „ich fähre”; ich lese, a nie „ich liese”.',
          'Jeśli temat kończy się na -s, -ß lub -z, w formie du dodaje się tylko -t: du heißt, du tanzt, du liest (a nie „du liesst”).',
          'W nehmen zmieniają się też spółgłoski: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: 'Jak masz na imię?' }],
      },
    ],
    es: [
      {
        heading: 'Verbos regulares: raíz + terminación',
        paragraphs: [
          'Toma el infinitivo, quita -en y tienes la raíz: wohnen → wohn-, machen → mach-. Después añade la terminación de cada persona.',
          'El presente alemán expresa tanto costumbres como lo que está pasando ahora: Ich wohne in Hamburg. Wir spielen heute Fußball.',
        ],
        table: { caption: 'Terminaciones del presente', head: ['Persona', 'Terminación', 'wohnen', 'machen'], rows: endings },
        examples: [
          { de: 'Ich wohne in Hamburg.', tr: 'Vivo en Hamburgo.' },
          { de: 'Wir spielen heute Fußball.', tr: 'Hoy jugamos al fútbol.' },
        ],
      },
      {
        heading: 'Raíces en -t o -d',
        paragraphs: [
          'Si la raíz termina en -t o -d, se añade una e antes de las terminaciones -st y -t para poder pronunciarlas: arbeiten → du arbeitest, er arbeitet, ihr arbeitet; finden → du findest, er findet.',
          'Las demás formas son normales: ich arbeite, wir arbeiten.',
        ],
        examples: [
          { de: 'Du arbeitest viel.', tr: 'Trabajas mucho.' },
          { de: 'Er findet den Schlüssel nicht.', tr: 'Él no encuentra la llave.' },
        ],
      },
      {
        heading: 'Verbos con cambio de vocal',
        paragraphs: [
          'Muchos verbos frecuentes cambian la vocal de la raíz, pero solo en las formas de du y er/sie/es: a → ä, e → i, e → ie.',
          'ich, wir, ihr y sie/Sie mantienen la vocal del infinitivo: ich fahre, ihr fahrt.',
        ],
        table: { caption: 'Verbos con cambio de vocal', head: ['Infinitivo', 'ich', 'du', 'er/sie/es'], rows: vowelChange },
        examples: [{ de: 'Er fährt nach Köln.', tr: 'Él va a Colonia.' }],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Con ich la vocal no cambia: ich fahre, no «ich fähre»; ich lese, no «ich liese».',
          'Si la raíz termina en -s, -ß o -z, la forma de du solo añade -t: du heißt, du tanzt, du liest (no «du liesst»).',
          'nehmen cambia también las consonantes: du nimmst, er nimmt.',
        ],
        examples: [{ de: 'Wie heißt du?', tr: '¿Cómo te llamas?' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - wohne - in Hamburg.', hide: ['wohne'], formEn: 'I live in Hamburg.', tr: { ua: 'Я живу в Гамбурзі.', de: 'Meine Wohnung ist in Hamburg. (wohnen)', ru: 'Я живу в Гамбурге.', be: 'Я жыву ў Гамбургу.', tr: 'Hamburg’da yaşıyorum.', pl: 'Mieszkam w Hamburgu.', es: 'Vivo en Hamburgo.' }, correct: false },
      { formDe: 'Du - spielst - gut - Gitarre.', hide: ['spielst'], formEn: 'You play the guitar well.', tr: { ua: 'Ти добре граєш на гітарі.', de: 'Lob für einen Freund: Seine Musik mit der Gitarre ist toll. (spielen, du)', ru: 'Ты хорошо играешь на гитаре.', be: 'Ты добра іграеш на гітары.', tr: 'Gitarı iyi çalıyorsun.', pl: 'Dobrze grasz na gitarze.', es: 'Tocas bien la guitarra.' }, correct: false },
      { formDe: 'Er - kocht - heute - Suppe.', hide: ['kocht'], formEn: 'He is cooking soup today.', tr: { ua: 'Він сьогодні варить суп.', de: 'Heute gibt es Suppe, ein Mann macht das Essen. (kochen, er)', ru: 'Он сегодня варит суп.', be: 'Ён сёння варыць суп.', tr: 'O bugün çorba pişiriyor.', pl: 'On dziś gotuje zupę.', es: 'Él cocina sopa hoy.' }, correct: false },
      { formDe: 'Ihr - macht - am Sonntag - einen Ausflug.', hide: ['macht'], formEn: 'You are going on a trip on Sunday.', tr: { ua: 'У неділю ви (усі) їдете на екскурсію.', de: 'Plan für euch am Sonntag: ein Tag im Grünen. (einen Ausflug machen, ihr)', ru: 'В воскресенье вы (все) едете на экскурсию.', be: 'У нядзелю вы (усе) едзеце на экскурсію.', tr: 'Pazar günü (siz) bir geziye çıkıyorsunuz.', pl: 'W niedzielę (wy) jedziecie na wycieczkę.', es: 'El domingo hacéis una excursión.' }, correct: false },
      { formDe: 'Sie - kaufen - im Supermarkt - Brot.', hide: ['kaufen'], formEn: 'They buy bread at the supermarket.', tr: { ua: 'Вони купують хліб у супермаркеті.', de: 'Die Leute holen ihr Brot im Supermarkt. (kaufen, sie)', ru: 'Они покупают хлеб в супермаркете.', be: 'Яны купляюць хлеб у супермаркеце.', tr: 'Onlar süpermarketten ekmek alıyor.', pl: 'Oni kupują chleb w supermarkecie.', es: 'Ellos compran pan en el supermercado.' }, correct: false },
      { formDe: 'Du - arbeitest - in einer Bank.', hide: ['arbeitest'], formEn: 'You work in a bank.', tr: { ua: 'Ти працюєш у банку.', de: 'Dein Arbeitsplatz ist eine Bank. (arbeiten, du)', ru: 'Ты работаешь в банке.', be: 'Ты працуеш у банку.', tr: 'Bir bankada çalışıyorsun.', pl: 'Pracujesz w banku.', es: 'Trabajas en un banco.' }, correct: false },
      { formDe: 'Er - arbeitet - jeden Tag - bis fünf Uhr.', hide: ['arbeitet'], formEn: 'He works until five o’clock every day.', tr: { ua: 'Він щодня працює до п’ятої години.', de: 'Sein Feierabend ist immer um 17 Uhr. (arbeiten, er)', ru: 'Он каждый день работает до пяти часов.', be: 'Ён кожны дзень працуе да пяці гадзін.', tr: 'O her gün saat beşe kadar çalışıyor.', pl: 'On codziennie pracuje do piątej.', es: 'Él trabaja todos los días hasta las cinco.' }, correct: false },
      { formDe: 'Findest - du - den Film - gut?', hide: ['Findest'], formEn: 'Do you like the film?', tr: { ua: 'Тобі подобається фільм?', de: 'Frage an einen Freund: Gefällt dir der Film? (finden, gut)', ru: 'Тебе нравится фильм?', be: 'Табе падабаецца фільм?', tr: 'Filmi beğeniyor musun?', pl: 'Podoba ci się ten film?', es: '¿Te gusta la película?' }, correct: false },
      { formDe: 'Ihr - wartet - auf den Bus.', hide: ['wartet'], formEn: 'You are waiting for the bus.', tr: { ua: 'Ви (усі) чекаєте на автобус.', de: 'Zwei Freunde stehen an der Haltestelle, der Bus kommt noch nicht. (warten, ihr)', ru: 'Вы (все) ждёте автобус.', be: 'Вы (усе) чакаеце аўтобус.', tr: '(Siz) otobüsü bekliyorsunuz.', pl: '(Wy) czekacie na autobus.', es: 'Estáis esperando el autobús.' }, correct: false },
      { formDe: 'Anna - fährt - mit dem Zug - nach Wien.', hide: ['fährt'], formEn: 'Anna is going to Vienna by train.', tr: { ua: 'Анна їде до Відня поїздом.', de: 'Annas Reiseziel ist Wien, sie nimmt die Bahn. (fahren)', ru: 'Анна едет в Вену на поезде.', be: 'Анна едзе ў Вену цягніком.', tr: 'Anna trenle Viyana’ya gidiyor.', pl: 'Anna jedzie pociągiem do Wiednia.', es: 'Anna va a Viena en tren.' }, correct: false },
      { formDe: 'Fährst - du - morgen - nach Berlin?', hide: ['Fährst'], formEn: 'Are you going to Berlin tomorrow?', tr: { ua: 'Ти завтра їдеш до Берліна?', de: 'Frage an einen Freund: Ist morgen deine Reise nach Berlin? (fahren)', ru: 'Ты завтра едешь в Берлин?', be: 'Ты заўтра едзеш у Берлін?', tr: 'Yarın Berlin’e gidiyor musun?', pl: 'Jedziesz jutro do Berlina?', es: '¿Vas a Berlín mañana?' }, correct: false },
      { formDe: 'Mein Vater - spricht - drei Sprachen.', hide: ['spricht'], formEn: 'My father speaks three languages.', tr: { ua: 'Мій тато розмовляє трьома мовами.', de: 'Mein Vater kann Deutsch, Englisch und Französisch. (sprechen)', ru: 'Мой папа говорит на трёх языках.', be: 'Мой тата размаўляе на трох мовах.', tr: 'Babam üç dil konuşuyor.', pl: 'Mój tata mówi w trzech językach.', es: 'Mi padre habla tres idiomas.' }, correct: false },
      { formDe: 'Sprichst - du - Englisch?', hide: ['Sprichst'], formEn: 'Do you speak English?', tr: { ua: 'Ти розмовляєш англійською?', de: 'Frage an einen Freund: Kannst du Englisch? (sprechen)', ru: 'Ты говоришь по-английски?', be: 'Ты размаўляеш па-англійску?', tr: 'İngilizce konuşuyor musun?', pl: 'Mówisz po angielsku?', es: '¿Hablas inglés?' }, correct: false },
      { formDe: 'Lisa - liest - gern - Bücher.', hide: ['liest'], formEn: 'Lisa likes reading books.', tr: { ua: 'Ліза любить читати книжки.', de: 'Lisa hat immer ein Buch dabei, das ist ihr Hobby. (lesen, gern)', ru: 'Лиза любит читать книги.', be: 'Ліза любіць чытаць кнігі.', tr: 'Lisa kitap okumayı seviyor.', pl: 'Lisa lubi czytać książki.', es: 'A Lisa le gusta leer libros.' }, correct: false },
      { formDe: 'Was - liest - du - gerade?', hide: ['liest'], formEn: 'What are you reading at the moment?', tr: { ua: 'Що ти зараз читаєш?', de: 'Frage an einen Freund nach seinem Buch im Moment. (lesen)', ru: 'Что ты сейчас читаешь?', be: 'Што ты зараз чытаеш?', tr: 'Şu an ne okuyorsun?', pl: 'Co teraz czytasz?', es: '¿Qué estás leyendo ahora?' }, correct: false },
      { formDe: 'Er - nimmt - den Bus - zur Arbeit.', hide: ['nimmt'], formEn: 'He takes the bus to work.', tr: { ua: 'Він їздить на роботу автобусом.', de: 'Er fährt nicht mit dem Auto ins Büro, sondern mit dem Bus. (nehmen)', ru: 'Он ездит на работу на автобусе.', be: 'Ён ездзіць на працу на аўтобусе.', tr: 'O işe otobüsle gidiyor.', pl: 'On jeździ do pracy autobusem.', es: 'Él toma el autobús para ir al trabajo.' }, correct: false },
      { formDe: 'Nimmst - du - Milch - in den Kaffee?', hide: ['Nimmst'], formEn: 'Do you take milk in your coffee?', tr: { ua: 'Ти додаєш молоко в каву?', de: 'Frage an einen Gast: Kaffee schwarz oder mit Milch? (nehmen, du)', ru: 'Ты добавляешь молоко в кофе?', be: 'Ты дадаеш малако ў каву?', tr: 'Kahvene süt koyuyor musun?', pl: 'Dodajesz mleko do kawy?', es: '¿Le pones leche al café?' }, correct: false },
      { formDe: 'Das Baby - schläft - noch.', hide: ['schläft'], formEn: 'The baby is still sleeping.', tr: { ua: 'Малюк ще спить.', de: 'Das Baby ist noch nicht wach. (schlafen)', ru: 'Малыш ещё спит.', be: 'Маля яшчэ спіць.', tr: 'Bebek hâlâ uyuyor.', pl: 'Dziecko jeszcze śpi.', es: 'El bebé todavía está durmiendo.' }, correct: false },
      { formDe: 'Sie - isst - keinen Fisch.', hide: ['isst'], formEn: 'She doesn’t eat fish.', tr: { ua: 'Вона не їсть рибу.', de: 'Fisch ist nichts für sie. (essen, kein)', ru: 'Она не ест рыбу.', be: 'Яна не есць рыбу.', tr: 'O balık yemiyor.', pl: 'Ona nie je ryby.', es: 'Ella no come pescado.' }, correct: false },
      { formDe: 'Ich - fahre - mit dem Fahrrad - zur Schule.', hide: ['fahre'], formEn: 'I ride my bike to school.', tr: { ua: 'Я їжджу до школи на велосипеді.', de: 'Mein Schulweg: nicht mit dem Bus, sondern mit dem Rad. (fahren)', ru: 'Я езжу в школу на велосипеде.', be: 'Я езджу ў школу на ровары.', tr: 'Okula bisikletle gidiyorum.', pl: 'Jeżdżę do szkoły rowerem.', es: 'Voy al colegio en bicicleta.' }, correct: false },
      { formDe: 'Ihr - fahrt - im Sommer - ans Meer.', hide: ['fahrt'], formEn: 'You are going to the seaside in the summer.', tr: { ua: 'Улітку ви (усі) їдете на море.', de: 'Euer Urlaub im Sommer: Strand und Wasser. (fahren, ihr)', ru: 'Летом вы (все) едете на море.', be: 'Улетку вы (усе) едзеце на мора.', tr: 'Yazın (siz) denize gidiyorsunuz.', pl: 'Latem (wy) jedziecie nad morze.', es: 'En verano vais a la playa.' }, correct: false },
      { formDe: 'Er - hilft - seiner Mutter - in der Küche.', hide: ['hilft'], formEn: 'He helps his mother in the kitchen.', tr: { ua: 'Він допомагає своїй мамі на кухні.', de: 'Seine Mutter kocht, und er macht mit. (helfen)', ru: 'Он помогает своей маме на кухне.', be: 'Ён дапамагае сваёй маме на кухні.', tr: 'O mutfakta annesine yardım ediyor.', pl: 'On pomaga swojej mamie w kuchni.', es: 'Él ayuda a su madre en la cocina.' }, correct: false },
      { formDe: 'Siehst - du - das Haus - dort?', hide: ['Siehst'], formEn: 'Can you see the house over there?', tr: { ua: 'Ти бачиш он той будинок?', de: 'Frage an einen Freund: Das Haus da hinten – kannst du es erkennen? (sehen)', ru: 'Ты видишь вон тот дом?', be: 'Ты бачыш вунь той дом?', tr: 'Oradaki evi görüyor musun?', pl: 'Widzisz tamten dom?', es: '¿Ves la casa de allí?' }, correct: false },
      { formDe: 'Wir - sprechen - mit der Lehrerin.', hide: ['sprechen'], formEn: 'We are talking to the teacher.', tr: { ua: 'Ми розмовляємо з учителькою.', de: 'Die Lehrerin und wir haben ein Gespräch. (sprechen)', ru: 'Мы разговариваем с учительницей.', be: 'Мы размаўляем з настаўніцай.', tr: 'Öğretmenle konuşuyoruz.', pl: 'Rozmawiamy z nauczycielką.', es: 'Estamos hablando con la profesora.' }, correct: false },
      { formDe: 'Wir - trinken - morgens - Tee.', hide: ['trinken'], formEn: 'We drink tea in the morning.', tr: { ua: 'Уранці ми п’ємо чай.', de: 'Zum Frühstück gibt es bei uns immer eine Tasse Tee. (trinken, wir)', ru: 'По утрам мы пьём чай.', be: 'Раніцай мы п’ём гарбату.', tr: 'Sabahları çay içiyoruz.', pl: 'Rano pijemy herbatę.', es: 'Por las mañanas tomamos té.' }, correct: false },
      { formDe: 'Du - tanzt - sehr - schön.', hide: ['tanzt'], formEn: 'You dance very well.', tr: { ua: 'Ти дуже гарно танцюєш.', de: 'Lob auf der Party: Deine Bewegungen zur Musik sind toll. (tanzen, du)', ru: 'Ты очень красиво танцуешь.', be: 'Ты вельмі прыгожа танцуеш.', tr: 'Çok güzel dans ediyorsun.', pl: 'Bardzo ładnie tańczysz.', es: 'Bailas muy bien.' }, correct: false },
      { formDe: 'Der Unterricht - beginnt - um acht Uhr.', hide: ['beginnt'], formEn: 'Lessons start at eight o’clock.', tr: { ua: 'Уроки починаються о восьмій годині.', de: 'Um 8 Uhr sitzen alle Schüler in der Klasse. (beginnen)', ru: 'Уроки начинаются в восемь часов.', be: 'Урокі пачынаюцца а восьмай гадзіне.', tr: 'Ders saat sekizde başlıyor.', pl: 'Lekcje zaczynają się o ósmej.', es: 'Las clases empiezan a las ocho.' }, correct: false },
      { formDe: 'Meine Schwester - trägt - heute - ein Kleid.', hide: ['trägt'], formEn: 'My sister is wearing a dress today.', tr: { ua: 'Моя сестра сьогодні в сукні.', de: 'Heute hat meine Schwester keine Hose an. (tragen)', ru: 'Моя сестра сегодня в платье.', be: 'Мая сястра сёння ў сукенцы.', tr: 'Kız kardeşim bugün elbise giyiyor.', pl: 'Moja siostra ma dziś na sobie sukienkę.', es: 'Mi hermana lleva hoy un vestido.' }, correct: false },
      { formDe: 'Wo - triffst - du - deine Freunde?', hide: ['triffst'], formEn: 'Where do you meet your friends?', tr: { ua: 'Де ти зустрічаєшся з друзями?', de: 'Frage nach dem Ort: Café, Park oder Kino? (treffen, du)', ru: 'Где ты встречаешься с друзьями?', be: 'Дзе ты сустракаешся з сябрамі?', tr: 'Arkadaşlarınla nerede buluşuyorsun?', pl: 'Gdzie spotykasz się z przyjaciółmi?', es: '¿Dónde quedas con tus amigos?' }, correct: false },
      { formDe: 'Ihr - esst - heute - bei uns.', hide: ['esst'], formEn: 'You are eating at our place today.', tr: { ua: 'Сьогодні ви обідаєте в нас.', de: 'Einladung an Freunde (ihr-Form): Das Mittagessen gibt es heute in unserer Wohnung. (essen)', ru: 'Сегодня вы обедаете у нас.', be: 'Сёння вы абедаеце ў нас.', tr: 'Bugün yemeği bizde yiyorsunuz.', pl: 'Dzisiaj jecie u nas.', es: 'Hoy coméis en nuestra casa.' }, correct: false },
    ],
  },
};

export default topic;
