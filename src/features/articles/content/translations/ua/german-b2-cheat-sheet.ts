import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'ua',
  body: [
    {
      p: 'Як і скрізь на цьому сайті, рівні відповідають **Загальноєвропейським рекомендаціям з мовної освіти (CEFR)**. B2 — вищий рівень «незалежного користувача». На рівні B2 ви розумієте основні думки складних текстів на конкретні й абстрактні теми, зокрема фахові дискусії у своїй галузі; можете розмовляти з носіями мови настільки вільно й спонтанно, що регулярне спілкування не напружує жодну зі сторін; пишете чіткі, докладні тексти й пояснюєте свою позицію, наводячи переваги й недоліки різних варіантів. Багато університетів і роботодавців вимагають B2 або вище, але їхні вимоги різняться й змінюються, тож перевіряйте кожну. З граматики B2 — це менше про нові форми й більше про **стиль**: розуміти й уживати конструкції газет, звітів і офіційних дискусій. Якщо треба повторити, почніть зі [шпаргалки B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Непряма мова: Konjunktiv I' },
    {
      p: 'Новини й офіційні тексти вживають Konjunktiv I, щоб переказати чиїсь слова, не беручи на себе відповідальності за них. Він утворюється від основи інфінітива; на практиці найважливіша форма — третя особа однини. Там, де Konjunktiv I збігається з дійсним способом (переважно в множині), уживайте натомість Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I — найуживаніші форми',
        head: ['Інфінітив', 'er/sie/es', 'Приклад'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Речниця сказала, що проблему вирішено.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Колеги кажуть, що не отримали жодної інформації. (Konjunktiv II замість {{sie haben}})' },
      ],
    },
    { h2: 'Пасив і його альтернативи' },
    {
      p: 'На рівні B2 ви зустрічаєте пасив в усіх часах і з модальними дієсловами, а також кілька конструкцій, що його замінюють.',
    },
    {
      table: {
        caption: 'Пасив і його замінники',
        head: ['Конструкція', 'Приклад', 'Значення'],
        rows: [
          ['пасив із модальним дієсловом, минулий час', '{{Das hätte früher gemacht werden müssen.}}', 'Це треба було зробити раніше.'],
          ['{{sich lassen}} + інфінітив', '{{Das Problem lässt sich lösen.}}', 'Проблему можна розв’язати.'],
          ['{{sein}} + {{zu}} + інфінітив', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Рахунок треба оплатити до п’ятниці.'],
          ['прикметник на -bar', '{{Das ist machbar.}}', 'Це можна зробити.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Тут говорять німецькою.'],
        ],
      },
    },
    { h2: 'Поширені дієприкметникові звороти' },
    {
      p: 'Письмова німецька часто вміщує ціле відносне речення перед іменником, між артиклем та іменником. Дієприкметник стоїть у кінці цього блоку, безпосередньо перед іменником, і має закінчення прикметника. Partizip I (-end) активний і означає тривалу дію; Partizip II — пасивний або завершений. Щоб прочитати такий зворот, перестрибніть від артикля до іменника, а потім читайте блок задом наперед.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'реформа, запланована урядом (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'орендна плата, що зростає вже багато років' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'добре підготовлений працівник' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'завдання, які ще треба виконати' },
      ],
    },
    { h2: 'Іменний і дієслівний стиль' },
    {
      p: 'Офіційна німецька любить іменники: вона перетворює підрядні речення на іменні групи з прийменниками. На рівні B2 треба впізнавати цей стиль і вміти переходити від одного до іншого.',
    },
    {
      table: {
        caption: 'Від дієслівного стилю до іменного',
        head: ['Дієслівний стиль', 'Іменний стиль'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Типові прийменники з родовим відмінком в офіційному стилі: {{aufgrund}} (через, унаслідок), {{angesichts}} (з огляду на), {{bezüglich}} і {{hinsichtlich}} (щодо), {{infolge}} (внаслідок), {{mithilfe}} (за допомогою). {{zufolge}} стоїть після іменника і вимагає давального: {{dem Bericht zufolge}} (згідно зі звітом).',
    },
    { h2: 'Futur II і модальні дієслова припущення' },
    {
      p: 'Futur II ({{werden}} + дієприкметник + {{haben}}/{{sein}}) уживають переважно для **припущень про минуле**, часто з {{wohl}}. Модальні дієслова виражають ступінь упевненості.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Він, мабуть, запізнився на потяг.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'До червня я вже складу іспит.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Вона, напевно, прочитала повідомлення.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Кажуть, що злочинець утік за кордон.' },
      ],
    },
    { h2: 'Складніші сполучні слова' },
    {
      table: {
        caption: 'Сполучні слова для B2',
        head: ['Сполучник', 'Значення', 'Приклад'],
        rows: [
          ['{{indem}}', 'тим, що; завдяки тому, що', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'так що (наслідок)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'наче, ніби', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'хіба що, якщо тільки не', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'за умови, що; якщо раптом', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'тим паче що', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'залежно від', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'щоправда … але', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Сталі сполучення іменника з дієсловом' },
    {
      p: 'Офіційна німецька вживає сталі пари з іменника й досить «порожнього» дієслова. Вони типові для іспитів B2 та офіційних листів:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – ухвалити рішення',
        '{{einen Antrag stellen}} – подати заяву',
        '{{zur Verfügung stehen}} / {{stellen}} – бути в розпорядженні / надати',
        '{{in Frage kommen}} – бути можливим варіантом',
        '{{Kritik üben}} (an + дав.) – критикувати',
        '{{in Kraft treten}} – набрати чинності',
        '{{Rücksicht nehmen}} (auf + знах.) – зважати на когось',
        '{{zum Ausdruck bringen}} – висловити',
      ],
    },
    { h2: 'Маленькі слова, великий ефект: модальні частки' },
    {
      p: 'Розмовна німецька повна коротких часток, що додають тону, а не змісту. На рівні B2 варто їх розуміти й почати вживати деякі: {{doch}} (наполягання чи заохочення: {{Komm doch mit!}}), {{ja}} (спільне знання: {{Das weißt du ja}}), {{mal}} (пом’якшення: {{Schau mal!}}), {{halt}} / {{eben}} (так уже є: {{Das ist halt so}}), {{wohl}} (припущення: {{Er ist wohl krank}}).',
    },
    { h2: 'Ключові фрази рівня B2' },
    {
      table: {
        caption: 'Обговорення й аргументація',
        head: ['Мета', 'Німецькою'],
        rows: [
          ['Заявити свою позицію', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Навести аргумент', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Частково погодитися', '{{Da haben Sie zwar recht, aber …}}'],
          ['Попросити уточнити', '{{Wie meinen Sie das genau?}}'],
          ['Описати діаграму', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Підсумувати', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Завершити', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Офіційна скарга', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Теми B2: робота й кар’єра, освіта й наука, медіа й технології, довкілля, здоров’я і суспільство, політика й актуальні події, культура й мистецтво. Читайте щодня одну статтю в німецькій газеті й виписуйте один іменний зворот, одне сполучення іменника з дієсловом і одне сполучне слово.',
    },
    {
      tip: 'Для повторення: [Відмінки в німецькій мові](/articles/german-cases-explained), [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple), [Прийменники з відмінками](/articles/german-prepositions-with-cases) і шпаргалки [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) та [B1](/articles/german-b1-cheat-sheet). Більше вправ — у нашому [розділі граматики](/grammar).',
    },
  ],
};

export default translation;
