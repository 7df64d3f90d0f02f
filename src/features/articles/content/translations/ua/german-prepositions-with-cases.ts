import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'ua',
  body: [
    {
      p: 'У німецькій прийменник визначає відмінок іменника, що йде за ним. {{mit}} завжди вимагає давального, {{für}} — завжди знахідного, хоч би яку роль іменник виконував у реченні. Це добра новина: знаючи відмінок прийменника, вам ніколи не доведеться думати про роль іменника. Ця стаття розкладає прийменники за групами, пояснює прийменники з двома відмінками й показує, який прийменник уживати для місць і часу. Самі форми артиклів див. у статті [Відмінки в німецькій мові](/articles/german-cases-explained).',
    },
    { h2: 'Чотири групи з першого погляду' },
    {
      table: {
        caption: 'Прийменники за відмінками',
        head: ['Відмінок', 'Прийменники'],
        rows: [
          ['Знахідний', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Давальний', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Знахідний або давальний (двовідмінкові)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Родовий', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Багато хто запам’ятовує ці списки як лічилки чи пісеньки: «durch, für, gegen, ohne, um» і «aus, bei, mit, nach, seit, von, zu». Промовляйте їх уголос, доки вони не зіллються в одне слово, — це справді працює.',
    },
    { h2: 'Прийменники зі знахідним' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Ми йдемо через парк.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'Подарунок — для твого брата.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Я проти цієї ідеї.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Він приходить без дружини.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Ми сидимо навколо столу. Фільм починається о восьмій.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'Курс триває до наступної п’ятниці.' },
      ],
    },
    { h2: 'Прийменники з давальним' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Вона з Туреччини.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Були всі, крім мого брата.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Я живу в батьків.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'Аптека навпроти вокзалу.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Я їду автобусом.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'Після їжі ми п’ємо каву.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Я вчу німецьку вже місяць.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'Це лист від моєї бабусі.' },
        { de: 'Ich gehe zum Arzt.', en: 'Я йду до лікаря.' },
      ],
    },
    { h2: 'Прийменники з двома відмінками: Wo? чи Wohin?' },
    {
      p: 'Дев’ять прийменників уживаються з обома відмінками. Для місць вирішує питання: **Wohin?** (куди — рух до нового місця) → **знахідний**; **Wo?** (де — місцеперебування або рух у межах того самого місця) → **давальний**.',
    },
    {
      table: {
        caption: 'Wohin? (знахідний) і Wo? (давальний)',
        head: ['Прийменник', 'Wohin? → знахідний', 'Wo? → давальний'],
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
      p: 'Зазвичай дієслово підказує, яке питання ставити. Дієслова **розміщення** — це дієслова руху, вони вимагають знахідного: {{stellen}} (ставити), {{legen}} (класти), {{setzen}} (садити), {{hängen}} (вішати). Їхні пари, що означають **перебування**, вимагають давального: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Рух у межах одного місця теж відповідає на Wo?: {{Wir laufen im Park}} (ми бігаємо в парку).',
    },
    { h2: 'Злиті форми' },
    {
      p: 'Деякі прийменники зливаються з {{dem}}, {{das}} або {{der}}. Злиті форми нормальні і в мовленні, і на письмі: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Повну форму вживайте, коли наголошуєте артикль або додаєте відносне речення: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Куди? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Рух кудись',
        head: ['Прийменник', 'Уживання', 'Приклади'],
        rows: [
          ['{{nach}}', 'міста й країни без артикля; додому; напрямки', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + знах.', 'країни з артиклем; будівлі й приміщення, куди заходите', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'люди; магазини й установи; події', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + знах.', 'вода, край чогось', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + знах.', 'відкриті місця, деякі події й громадські будівлі', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Перебування десь і звідки',
        head: ['Де? (Wo?)', 'Звідки? (Woher?)'],
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
      p: 'Два сталі вирази спричиняють багато помилок: {{nach Hause}} означає «додому», {{zu Hause}} — «вдома».',
    },
    { h2: 'Прийменники часу' },
    {
      ul: [
        '{{um}} + година: {{um halb neun}}',
        '{{am}} + дні, дати, частини доби: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (але {{in der Nacht}})',
        '{{im}} + місяці, пори року: {{im August}}, {{im Winter}}',
        '{{seit}} + давальний — відтоді, уже (дія триває): {{seit zwei Jahren}}',
        '{{vor}} + давальний — тому: {{vor drei Tagen}}',
        '{{in}} + давальний — через (у майбутньому): {{in einer Woche}}',
        '{{nach}} / {{vor}} + давальний — після / перед: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} — від, починаючи з: {{ab Montag}}; {{von … bis}} — з … до: {{von neun bis fünf}}',
        '{{während}} + родовий — під час: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Зверніть увагу: двовідмінкові прийменники в значенні часу ({{an}}, {{in}}, {{vor}}) завжди вимагають давального: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Прийменники з родовим' },
    {
      p: 'Прийменники з родовим належать переважно до писемної й офіційної мови. У повсякденному мовленні багато хто вживає з {{wegen}}, {{trotz}} і {{während}} давальний; на іспитах і в офіційних текстах уживайте родовий.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Через страйк сьогодні не ходять потяги.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Попри погану погоду ми йдемо в похід.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Будь ласка, сплатіть протягом тижня.' },
      ],
    },
    { h2: 'Сталі прийменники з дієсловами й прикметниками' },
    {
      p: 'Коли прийменник належить до дієслова чи прикметника, він втрачає буквальне значення, а двовідмінкові прийменники мають сталий відмінок, який треба вчити разом із дієсловом. Корисне емпіричне правило: з {{auf}} і {{über}} відмінок здебільшого знахідний; з {{an}}, {{in}} і {{vor}} надійного правила немає.',
    },
    {
      table: {
        caption: 'Поширені сполучення',
        head: ['Знахідний', 'Давальний'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Прийменники йдуть пліч-о-пліч із порядком слів і відмінками: див. [Основи порядку слів у німецькій](/articles/german-word-order-basics) і [шпаргалку A2](/articles/german-a2-cheat-sheet). Тренуйте їх в уроці про складні прийменники нашого [курсу граматики A2](/grammar/a2) і на [робочих аркушах](/worksheets).',
    },
  ],
};

export default translation;
