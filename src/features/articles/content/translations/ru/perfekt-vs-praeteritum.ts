import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'ru',
  body: [
    {
      p: 'В немецком два основных прошедших времени: **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) и **Präteritum** ({{ich machte}}, {{ich ging}}). Знающие английский пытаются сопоставить их с «I have done» и «I did», но это не работает. В немецком оба времени означают почти одно и то же. Настоящая разница — в **стиле**: Perfekt — время разговора, Präteritum — время письменного повествования. Эта статья показывает, как образовать оба и как выбрать между ними.',
    },
    { h2: 'Короткий ответ' },
    {
      table: {
        caption: 'Какое прошедшее время?',
        head: ['Ситуация', 'Обычное время', 'Пример'],
        rows: [
          ['разговор, болтовня, сообщения, неофициальные письма', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['рассказы, романы, новости, биографии', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, модальные глаголы — везде', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} и ещё несколько в речи', 'часто Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Есть и региональная сторона. На юге Германии, в Австрии и Швейцарии Präteritum почти исчез из повседневной речи, кроме {{war}} и нескольких других форм; на севере его немного чаще используют и в разговоре. Для изучающего язык правило из таблицы верно везде.',
    },
    { h2: 'Как образуется Perfekt' },
    {
      p: 'Perfekt состоит из двух частей: {{haben}} или {{sein}} в настоящем времени (на втором месте) и причастия прошедшего времени (в конце предложения).',
    },
    {
      table: {
        caption: 'Причастия прошедшего времени',
        head: ['Тип глагола', 'Причастие', 'Примеры'],
        rows: [
          ['правильные', 'ge- + основа + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['неправильные', 'ge- + основа (часто изменённая) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['смешанные', 'ge- + изменённая основа + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['с отделяемой приставкой', 'приставка + ge + основа', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['неотделяемая приставка, -ieren', 'без ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben или sein?' },
    {
      p: 'Большинство глаголов образуют Perfekt с {{haben}}, в том числе все глаголы с дополнением в винительном и все возвратные глаголы. {{sein}} используют с глаголами без дополнения в винительном, которые выражают:',
    },
    {
      ul: [
        '**перемещение из одного места в другое**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**изменение состояния**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**а также несколько особых глаголов**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Некоторые глаголы движения употребляются с {{haben}}, когда у них есть дополнение в винительном: {{Ich bin nach Berlin gefahren}}, но {{Ich habe das Auto meines Vaters gefahren}}. На юге Германии, в Австрии и Швейцарии {{stehen}}, {{sitzen}} и {{liegen}} тоже образуют Perfekt с {{sein}} ({{ich bin gesessen}}); на севере и в большинстве учебников — с {{haben}} ({{ich habe gesessen}}). Оба варианта нормативны в своих регионах.',
    },
    { h2: 'Как образуется Präteritum' },
    {
      p: 'Правильные глаголы добавляют к основе **-te** и личные окончания. Неправильные меняют гласную и **не имеют окончания** в формах {{ich}} и {{er}}/{{sie}}/{{es}}. Смешанные меняют гласную **и** добавляют -te.',
    },
    {
      table: {
        caption: 'Окончания Präteritum',
        head: ['Лицо', 'machen (правильный)', 'gehen (неправильный)', 'denken (смешанный)'],
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
      p: 'Неправильные формы нужно учить списком — инфинитив, Präteritum, причастие: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Самых важных для речи немного: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Одна история в двух стилях' },
    {
      p: 'Вот одно событие, рассказанное дважды: сначала так, как вы рассказали бы его другу, затем так, как оно могло бы выглядеть в письменном рассказе.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Устно: Вчера я ездил на поезде в Гамбург. Поезд был битком, и я не нашёл свободного места. А потом случайно встретил старую подругу.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Письменно: В понедельник Лиза поехала на поезде в Гамбург. Поезд был полон, и она не нашла места. Потом она случайно встретила старую подругу.' },
      ],
    },
    {
      p: 'Обратите внимание: устная версия естественно смешивает времена — Perfekt для большинства глаголов, но {{war}} вместо {{ist gewesen}}. Именно так и говорят носители языка.',
    },
    { h2: 'Ловушка для знающих английский: «have been doing»' },
    {
      p: 'Английский использует present perfect для действий, которые начались в прошлом и продолжаются до сих пор. Немецкий использует для этого **настоящее время** с {{seit}}. Perfekt означал бы, что действие закончилось.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Я живу в Вене уже три года (и сейчас тоже).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Я прожил в Вене три года (но больше там не живу).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Сколько ты уже учишь немецкий?' },
      ],
    },
    { h2: 'Plusquamperfekt' },
    {
      p: 'Чтобы сделать ещё шаг назад в прошлое, используйте Präteritum от {{haben}} или {{sein}} + причастие. Его употребляют одинаково и в речи, и на письме.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Когда мы пришли, фильм уже начался.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Она ещё никогда не бывала в Париже.' },
      ],
    },
    { h2: 'Практические советы' },
    {
      ol: [
        'В речи используйте Perfekt почти для всего, а также {{war}}, {{hatte}} и модальные глаголы в Präteritum.',
        'Каждый новый неправильный глагол учите в трёх формах: {{schreiben – schrieb – geschrieben}}. Отмечайте глаголы с {{sein}}.',
        'Читайте короткие рассказы или новости на простом немецком, чтобы привыкнуть к Präteritum: узнавать его вам придётся задолго до того, как вы начнёте им писать.',
        'На экзаменах (от B1) используйте Präteritum в официальных письменных текстах, например в отчётах и рассказах.',
      ],
    },
    {
      tip: 'О порядке слов в Perfekt см. [Основы порядка слов в немецком](/articles/german-word-order-basics); о причастиях глаголов с отделяемой приставкой — [глаголы с отделяемой приставкой](/articles/separable-verbs-in-german); о модальных глаголах в прошедшем — [руководство по модальным глаголам](/articles/german-modal-verbs-guide). Оба времени тренируют уроки о Perfekt и Präteritum нашего [курса грамматики A2](/grammar/a2).',
    },
  ],
};

export default translation;
