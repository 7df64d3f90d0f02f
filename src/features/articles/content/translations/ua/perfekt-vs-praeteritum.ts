import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'ua',
  body: [
    {
      p: 'У німецькій два основні минулі часи: **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) і **Präteritum** ({{ich machte}}, {{ich ging}}). Ті, хто знає англійську, намагаються зіставити їх з «I have done» та «I did», але це не працює. У німецькій обидва часи означають майже те саме. Справжня різниця — у **стилі**: Perfekt — час розмови, Präteritum — час письмової розповіді. Ця стаття показує, як утворювати обидва й як між ними вибирати.',
    },
    { h2: 'Коротка відповідь' },
    {
      table: {
        caption: 'Який минулий час?',
        head: ['Ситуація', 'Звичайний час', 'Приклад'],
        rows: [
          ['розмова, балачки, повідомлення, неофіційні листи', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['оповідання, романи, новини, біографії', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, модальні дієслова — скрізь', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} і ще кілька в мовленні', 'часто Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Є й регіональний аспект. На півдні Німеччини, в Австрії та Швейцарії Präteritum майже зник із повсякденного мовлення, крім {{war}} і кількох інших форм; на півночі його трохи частіше вживають і в розмові. Для того, хто вчить мову, правило з таблиці правильне скрізь.',
    },
    { h2: 'Як утворюється Perfekt' },
    {
      p: 'Perfekt складається з двох частин: {{haben}} або {{sein}} у теперішньому часі (на другому місці) і дієприкметника минулого часу (у кінці речення).',
    },
    {
      table: {
        caption: 'Дієприкметники минулого часу',
        head: ['Тип дієслова', 'Дієприкметник', 'Приклади'],
        rows: [
          ['правильні', 'ge- + основа + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['неправильні', 'ge- + основа (часто змінена) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['змішані', 'ge- + змінена основа + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['відокремлювані', 'префікс + ge + основа', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['невідокремлюваний префікс, -ieren', 'без ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben чи sein?' },
    {
      p: 'Більшість дієслів утворюють Perfekt з {{haben}}, зокрема всі дієслова з додатком у знахідному й усі зворотні дієслова. {{sein}} уживають із дієсловами без додатка в знахідному, які виражають:',
    },
    {
      ul: [
        '**рух з одного місця в інше**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**зміну стану**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**а також кілька особливих дієслів**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Деякі дієслова руху вимагають {{haben}}, коли мають додаток у знахідному: {{Ich bin nach Berlin gefahren}}, але {{Ich habe das Auto meines Vaters gefahren}}. На півдні Німеччини, в Австрії та Швейцарії {{stehen}}, {{sitzen}} і {{liegen}} теж уживають із {{sein}} ({{ich bin gesessen}}); на півночі й у більшості підручників — із {{haben}} ({{ich habe gesessen}}). Обидва варіанти нормативні у своїх регіонах.',
    },
    { h2: 'Як утворюється Präteritum' },
    {
      p: 'Правильні дієслова додають до основи **-te** і особові закінчення. Неправильні змінюють голосний і **не мають закінчення** у формах {{ich}} та {{er}}/{{sie}}/{{es}}. Змішані змінюють голосний **і** додають -te.',
    },
    {
      table: {
        caption: 'Закінчення Präteritum',
        head: ['Особа', 'machen (правильне)', 'gehen (неправильне)', 'denken (змішане)'],
        rows: [
          ['{{ich}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{du}}', '{{machtest}}', '{{gingst}}', '{{dachtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{wir}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
          ['{{ihr}}', '{{machtet}}', '{{gingt}}', '{{dachtet}}'],
          ['{{sie}}/{{Sie}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
        ],
      },
    },
    {
      p: 'Неправильні форми треба вчити списком — інфінітив, Präteritum, дієприкметник: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Найважливіших для мовлення небагато: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Та сама історія у двох стилях' },
    {
      p: 'Ось одна подія, розказана двічі: спершу так, як ви розповіли б її другові, потім так, як вона могла б виглядати в письмовому оповіданні.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Усно: Учора я їздив потягом до Гамбурга. Потяг був ущент повний, і я не знайшов вільного місця. А тоді випадково зустрів давню подругу.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Письмово: У понеділок Ліза поїхала потягом до Гамбурга. Потяг був повний, і вона не знайшла місця. Тоді вона випадково зустріла давню подругу.' },
      ],
    },
    {
      p: 'Зверніть увагу: усна версія природно змішує часи — Perfekt для більшості дієслів, але {{war}} замість {{ist gewesen}}. Саме так і говорять носії мови.',
    },
    { h2: 'Пастка для тих, хто знає англійську: «have been doing»' },
    {
      p: 'Англійська вживає present perfect для дій, що почалися в минулому й тривають досі. Німецька вживає для цього **теперішній час** із {{seit}}. Perfekt означав би, що дія вже закінчилася.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Я живу у Відні вже три роки (і досі).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Я прожив у Відні три роки (але вже ні).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Як довго ти вже вчиш німецьку?' },
      ],
    },
    { h2: 'Plusquamperfekt' },
    {
      p: 'Щоб піти ще на крок далі в минуле, уживайте Präteritum від {{haben}} або {{sein}} + дієприкметник. Його вживають однаково і в мовленні, і на письмі.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Коли ми прийшли, фільм уже почався.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Вона ще ніколи не бувала в Парижі.' },
      ],
    },
    { h2: 'Практичні поради' },
    {
      ol: [
        'У мовленні вживайте Perfekt майже для всього, а також {{war}}, {{hatte}} і модальні дієслова в Präteritum.',
        'Кожне нове неправильне дієслово вчіть у трьох формах: {{schreiben – schrieb – geschrieben}}. Позначайте дієслова з {{sein}}.',
        'Читайте короткі оповідання чи новини простою німецькою, щоб звикнути до Präteritum: розпізнавати його вам доведеться задовго до того, як ви почнете ним писати.',
        'На іспитах (від B1) уживайте Präteritum в офіційних письмових текстах, як-от звітах і оповіданнях.',
      ],
    },
    {
      tip: 'Про порядок слів у Perfekt див. [Основи порядку слів у німецькій](/articles/german-word-order-basics); про дієприкметники відокремлюваних дієслів — [відокремлювані дієслова](/articles/separable-verbs-in-german); про модальні дієслова в минулому — [посібник з модальних дієслів](/articles/german-modal-verbs-guide). Обидва часи тренують уроки про Perfekt і Präteritum нашого [курсу граматики A2](/grammar/a2).',
    },
  ],
};

export default translation;
