import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'be',
  body: [
    {
      p: 'У нямецкай два асноўныя прошлыя часы: **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) і **Präteritum** ({{ich machte}}, {{ich ging}}). Тыя, хто ведае англійскую, спрабуюць супаставіць іх з «I have done» і «I did», але гэта не працуе. У нямецкай абодва часы азначаюць амаль адно і тое ж. Сапраўдная розніца — у **стылі**: Perfekt — час размовы, Präteritum — час пісьмовага апавядання. Гэты артыкул паказвае, як утвараць абодва і як паміж імі выбіраць.',
    },
    { h2: 'Кароткі адказ' },
    {
      table: {
        caption: 'Які прошлы час?',
        head: ['Сітуацыя', 'Звычайны час', 'Прыклад'],
        rows: [
          ['размова, гутаркі, паведамленні, неафіцыйныя лісты', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['апавяданні, раманы, навіны, біяграфіі', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, мадальныя дзеясловы — усюды', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} і яшчэ некалькі ў маўленні', 'часта Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Ёсць і рэгіянальны бок. На поўдні Германіі, у Аўстрыі і Швейцарыі Präteritum амаль знік са штодзённага маўлення, акрамя {{war}} і некалькіх іншых формаў; на поўначы яго крыху часцей ужываюць і ў размове. Для таго, хто вучыць мову, правіла з табліцы слушнае ўсюды.',
    },
    { h2: 'Як утвараецца Perfekt' },
    {
      p: 'Perfekt складаецца з дзвюх частак: {{haben}} або {{sein}} у цяперашнім часе (на другім месцы) і дзеепрыметніка прошлага часу (у канцы сказа).',
    },
    {
      table: {
        caption: 'Дзеепрыметнікі прошлага часу',
        head: ['Тып дзеяслова', 'Дзеепрыметнік', 'Прыклады'],
        rows: [
          ['правільныя', 'ge- + аснова + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['няправільныя', 'ge- + аснова (часта змененая) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['змешаныя', 'ge- + змененая аснова + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['з аддзяляльным прэфіксам', 'прэфікс + ge + аснова', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['неаддзяляльны прэфікс, -ieren', 'без ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben ці sein?' },
    {
      p: 'Большасць дзеясловаў утвараюць Perfekt з {{haben}}, у тым ліку ўсе дзеясловы з дапаўненнем у вінавальным і ўсе зваротныя дзеясловы. {{sein}} ужываюць з дзеясловамі без дапаўнення ў вінавальным, якія выражаюць:',
    },
    {
      ul: [
        '**перамяшчэнне з аднаго месца ў іншае**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**змену стану**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**а таксама некалькі асаблівых дзеясловаў**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Некаторыя дзеясловы руху ўжываюцца з {{haben}}, калі маюць дапаўненне ў вінавальным: {{Ich bin nach Berlin gefahren}}, але {{Ich habe das Auto meines Vaters gefahren}}. На поўдні Германіі, у Аўстрыі і Швейцарыі {{stehen}}, {{sitzen}} і {{liegen}} таксама ўтвараюць Perfekt з {{sein}} ({{ich bin gesessen}}); на поўначы і ў большасці падручнікаў — з {{haben}} ({{ich habe gesessen}}). Абодва варыянты нарматыўныя ў сваіх рэгіёнах.',
    },
    { h2: 'Як утвараецца Präteritum' },
    {
      p: 'Правільныя дзеясловы дадаюць да асновы **-te** і асабовыя канчаткі. Няправільныя мяняюць галосны і **не маюць канчатка** ў формах {{ich}} і {{er}}/{{sie}}/{{es}}. Змешаныя мяняюць галосны **і** дадаюць -te.',
    },
    {
      table: {
        caption: 'Канчаткі Präteritum',
        head: ['Асоба', 'machen (правільны)', 'gehen (няправільны)', 'denken (змешаны)'],
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
      p: 'Няправільныя формы трэба вучыць спісам — інфінітыў, Präteritum, дзеепрыметнік: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Найважнейшых для маўлення няшмат: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Адна гісторыя ў двух стылях' },
    {
      p: 'Вось адна падзея, расказаная двойчы: спачатку так, як вы расказалі б яе сябру, потым так, як яна магла б выглядаць у пісьмовым апавяданні.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Вусна: Учора я ездзіў цягніком у Гамбург. Цягнік быў перапоўнены, і я не знайшоў вольнага месца. А потым выпадкова сустрэў старую сяброўку.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Пісьмова: У панядзелак Ліза паехала цягніком у Гамбург. Цягнік быў поўны, і яна не знайшла месца. Потым яна выпадкова сустрэла старую сяброўку.' },
      ],
    },
    {
      p: 'Звярніце ўвагу: вусная версія натуральна змешвае часы — Perfekt для большасці дзеясловаў, але {{war}} замест {{ist gewesen}}. Менавіта так і гавораць носьбіты мовы.',
    },
    { h2: 'Пастка для тых, хто ведае англійскую: «have been doing»' },
    {
      p: 'Англійская ўжывае present perfect для дзеянняў, якія пачаліся ў мінулым і працягваюцца дагэтуль. Нямецкая ўжывае для гэтага **цяперашні час** з {{seit}}. Perfekt азначаў бы, што дзеянне скончылася.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Я жыву ў Вене ўжо тры гады (і цяпер таксама).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Я пражыў у Вене тры гады (але больш там не жыву).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Колькі ты ўжо вучыш нямецкую?' },
      ],
    },
    { h2: 'Plusquamperfekt' },
    {
      p: 'Каб зрабіць яшчэ крок назад у мінулае, ужывайце Präteritum ад {{haben}} або {{sein}} + дзеепрыметнік. Яго ўжываюць аднолькава і ў маўленні, і на пісьме.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Калі мы прыйшлі, фільм ужо пачаўся.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Яна яшчэ ніколі не бывала ў Парыжы.' },
      ],
    },
    { h2: 'Практычныя парады' },
    {
      ol: [
        'У маўленні ўжывайце Perfekt амаль для ўсяго, а таксама {{war}}, {{hatte}} і мадальныя дзеясловы ў Präteritum.',
        'Кожны новы няправільны дзеяслоў вучыце ў трох формах: {{schreiben – schrieb – geschrieben}}. Пазначайце дзеясловы з {{sein}}.',
        'Чытайце кароткія апавяданні або навіны на простай нямецкай, каб прызвычаіцца да Präteritum: пазнаваць яго вам давядзецца задоўга да таго, як вы пачняце ім пісаць.',
        'На экзаменах (ад B1) ужывайце Präteritum у афіцыйных пісьмовых тэкстах, напрыклад у справаздачах і апавяданнях.',
      ],
    },
    {
      tip: 'Пра парадак слоў у Perfekt гл. [Асновы парадку слоў у нямецкай](/articles/german-word-order-basics); пра дзеепрыметнікі дзеясловаў з аддзяляльным прэфіксам — [дзеясловы з аддзяляльным прэфіксам](/articles/separable-verbs-in-german); пра мадальныя дзеясловы ў прошлым — [даведнік па мадальных дзеясловах](/articles/german-modal-verbs-guide). Абодва часы трэніруюць урокі пра Perfekt і Präteritum нашага [курса граматыкі A2](/grammar/a2).',
    },
  ],
};

export default translation;
