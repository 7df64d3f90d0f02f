import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'be',
  body: [
    {
      p: 'У нямецкай прыназоўнік вызначае склон назоўніка, які ідзе за ім. {{mit}} заўсёды патрабуе давальнага, {{für}} — заўсёды вінавальнага, якую б ролю назоўнік ні выконваў у сказе. Гэта добрая навіна: ведаючы склон прыназоўніка, вам ніколі не давядзецца думаць пра ролю назоўніка. Гэты артыкул раскладвае прыназоўнікі па групах, тлумачыць прыназоўнікі з двума склонамі і паказвае, які прыназоўнік ужываць для месца і часу. Самі формы артыкляў гл. у артыкуле [Склоны ў нямецкай мове](/articles/german-cases-explained).',
    },
    { h2: 'Чатыры групы з першага погляду' },
    {
      table: {
        caption: 'Прыназоўнікі па склонах',
        head: ['Склон', 'Прыназоўнікі'],
        rows: [
          ['Вінавальны', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Давальны', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Вінавальны або давальны (двухсклонавыя)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Родны', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Многія запамінаюць гэтыя спісы як лічылкі ці песенькі: «durch, für, gegen, ohne, um» і «aus, bei, mit, nach, seit, von, zu». Прагаворвайце іх уголас, пакуль яны не зліюцца ў адно слова, — гэта сапраўды працуе.',
    },
    { h2: 'Прыназоўнікі з вінавальным' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Мы ідзём праз парк.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'Падарунак — для твайго брата.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Я супраць гэтай ідэі.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Ён прыходзіць без жонкі.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Мы сядзім вакол стала. Фільм пачынаецца а восьмай.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'Курс доўжыцца да наступнай пятніцы.' },
      ],
    },
    { h2: 'Прыназоўнікі з давальным' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Яна з Турцыі.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Былі ўсе, акрамя майго брата.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Я жыву ў бацькоў.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'Аптэка насупраць вакзала.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Я еду аўтобусам.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'Пасля ежы мы п’ём каву.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Я вучу нямецкую ўжо месяц.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'Гэта ліст ад маёй бабулі.' },
        { de: 'Ich gehe zum Arzt.', en: 'Я іду да доктара.' },
      ],
    },
    { h2: 'Прыназоўнікі з двума склонамі: Wo? ці Wohin?' },
    {
      p: 'Дзевяць прыназоўнікаў ужываюцца з абодвума склонамі. Для месцаў вырашае пытанне: **Wohin?** (куды — рух да новага месца) → **вінавальны**; **Wo?** (дзе — месцазнаходжанне або рух у межах таго ж месца) → **давальны**.',
    },
    {
      table: {
        caption: 'Wohin? (вінавальны) і Wo? (давальны)',
        head: ['Прыназоўнік', 'Wohin? → вінавальны', 'Wo? → давальны'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Звычайна дзеяслоў падказвае, якое пытанне ставіць. Дзеясловы **размяшчэння** — гэта дзеясловы руху, яны патрабуюць вінавальнага: {{stellen}} (ставіць), {{legen}} (класці), {{setzen}} (садзіць), {{hängen}} (вешаць). Іх пары, што азначаюць **знаходжанне**, патрабуюць давальнага: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Рух унутры аднаго месца таксама адказвае на Wo?: {{Wir laufen im Park}} (мы бегаем у парку).',
    },
    { h2: 'Злітыя формы' },
    {
      p: 'Некаторыя прыназоўнікі зліваюцца з {{dem}}, {{das}} або {{der}}. Злітыя формы нармальныя і ў маўленні, і на пісьме: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Поўную форму ўжывайце, калі вылучаеце артыкль або дадаеце адносны сказ: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Куды? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Рух кудысьці',
        head: ['Прыназоўнік', 'Ужыванне', 'Прыклады'],
        rows: [
          ['{{nach}}', 'гарады і краіны без артыкля; дадому; кірункі', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + він.', 'краіны з артыклем; будынкі і памяшканні, у якія ўваходзіце', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'людзі; крамы і ўстановы; падзеі', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + він.', 'вада, край чаго-небудзь', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + він.', 'адкрытыя месцы, некаторыя падзеі і грамадскія будынкі', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Знаходжанне дзесьці і адкуль',
        head: ['Дзе? (Wo?)', 'Адкуль? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Два ўстойлівыя выразы выклікаюць шмат памылак: {{nach Hause}} азначае «дадому», {{zu Hause}} — «дома».',
    },
    { h2: 'Прыназоўнікі часу' },
    {
      ul: [
        '{{um}} + час па гадзінніку: {{um halb neun}}',
        '{{am}} + дні, даты, часткі сутак: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (але {{in der Nacht}})',
        '{{im}} + месяцы, поры года: {{im August}}, {{im Winter}}',
        '{{seit}} + давальны — з, ужо (дзеянне працягваецца): {{seit zwei Jahren}}',
        '{{vor}} + давальны — таму: {{vor drei Tagen}}',
        '{{in}} + давальны — праз (у будучыні): {{in einer Woche}}',
        '{{nach}} / {{vor}} + давальны — пасля / перад: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} — з, пачынаючы з: {{ab Montag}}; {{von … bis}} — з … да: {{von neun bis fünf}}',
        '{{während}} + родны — падчас: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Звярніце ўвагу: двухсклонавыя прыназоўнікі ў значэнні часу ({{an}}, {{in}}, {{vor}}) заўсёды патрабуюць давальнага: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Прыназоўнікі з родным' },
    {
      p: 'Прыназоўнікі з родным належаць пераважна да пісьмовай і афіцыйнай мовы. У штодзённым маўленні многія ўжываюць з {{wegen}}, {{trotz}} і {{während}} давальны; на экзаменах і ў афіцыйных тэкстах ужывайце родны.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'З-за забастоўкі сёння не ходзяць цягнікі.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Нягледзячы на дрэннае надвор’е, мы ідзём у паход.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Калі ласка, аплаціце на працягу тыдня.' },
      ],
    },
    { h2: 'Устойлівыя прыназоўнікі пры дзеясловах і прыметніках' },
    {
      p: 'Калі прыназоўнік належыць да дзеяслова ці прыметніка, ён губляе літаральнае значэнне, а ў двухсклонавых прыназоўнікаў з’яўляецца сталы склон, які трэба вучыць разам з дзеясловам. Карыснае эмпірычнае правіла: з {{auf}} і {{über}} склон часцей за ўсё вінавальны; з {{an}}, {{in}} і {{vor}} надзейнага правіла няма.',
    },
    {
      table: {
        caption: 'Частыя спалучэнні',
        head: ['Вінавальны', 'Давальны'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Прыназоўнікі ідуць поруч з парадкам слоў і склонамі: гл. [Асновы парадку слоў у нямецкай](/articles/german-word-order-basics) і [шпаргалку A2](/articles/german-a2-cheat-sheet). Трэніруйце іх ва ўроку пра складаныя прыназоўнікі нашага [курса граматыкі A2](/grammar/a2) і на [працоўных аркушах](/worksheets).',
    },
  ],
};

export default translation;
