import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'be',
  body: [
    {
      p: 'Як і ўсе ўзроўні на гэтым сайце, A2 адпавядае **Агульнаеўрапейскім кампетэнцыям валодання мовай (CEFR)**. A2 — другі ўзровень «базавага карыстальніка». На ўзроўні A2 вы разумееце сказы і частыя выразы з блізкіх вам абласцей — звесткі пра сябе і сям’ю, пакупкі, мясцовасць, дзе вы жывяце, праца, — можаце абмяняцца простай звыклай інфармацыяй і простымі словамі расказаць пра сваё паходжанне, асяроддзе і надзённыя патрэбы. У граматыцы A2 завяршае падмурак: вы можаце гаварыць пра мінулае, ужываць усе штодзённыя склоны і звязваць сказы з дапамогай {{weil}} і {{dass}}. Урокі, на якіх грунтуецца гэты агляд, — у нашым [курсе граматыкі A2](/grammar/a2); калі трэба паўтарыць асновы, пачніце са [шпаргалкі A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'Perfekt цалкам' },
    {
      p: 'Perfekt — звычайны прошлы час вуснай мовы: {{haben}} або {{sein}} на другім месцы, дзеепрыметнік прошлага часу ў канцы. {{sein}} ужываюць з дзеясловамі перамяшчэння з пункта А ў пункт Б ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), змены стану ({{aufstehen}}, {{einschlafen}}, {{sterben}}), а таксама з {{sein}}, {{bleiben}} і {{passieren}}.',
    },
    {
      table: {
        caption: 'Як утвараюцца дзеепрыметнікі прошлага часу',
        head: ['Тып дзеяслова', 'Схема', 'Прыклады'],
        rows: [
          ['правільныя', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['няправільныя', 'ge- … -en (часта са зменай галоснага)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['змешаныя', 'ge- … -t са зменай галоснага', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['з аддзяляльным прэфіксам', 'прэфікс + ge + аснова', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['з неаддзяляльным прэфіксам (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'без ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['дзеясловы на -ieren', 'без ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'На выхадных я наведаў бабулю.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Мы ўсталі а шостай.' },
        { de: 'Was ist passiert?', en: 'Што здарылася?' },
      ],
    },
    { h2: 'Präteritum дзеясловаў sein, haben і мадальных' },
    {
      p: 'Нават у размове гэтыя дзеясловы аддаюць перавагу простаму прошламу часу. Формы для {{ich}} і {{er}}/{{sie}}/{{es}} супадаюць і не маюць канчатка. Гл. [Perfekt ці Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Формы Präteritum',
        head: ['Асоба', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'Давальны склон цалкам' },
    {
      p: 'На ўзроўні A2 да назоўнага і вінавальнага дадаецца давальны: атрымальнік чаго-небудзь, дзеясловы накшталт {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} і прыназоўнікі {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Формы давальнага: {{dem}}/{{einem}} (мужчынскі і ніякі род), {{der}}/{{einer}} (жаночы), {{den}} + -n (множны лік). Займеннікі: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Уся сістэма — у артыкуле [Склоны ў нямецкай мове](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'Мне вельмі смакуе гэтая ежа.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'Я жыву ў Лейпцыгу ўжо два гады.' },
      ],
    },
    { h2: 'Прыназоўнікі з двума склонамі: Wo? ці Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (рух да месца) → вінавальны; **Wo?** (месцазнаходжанне) → давальны. Пары дзеясловаў {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} і {{hängen}} падпарадкоўваюцца той жа логіцы. Падрабязна: [Нямецкія прыназоўнікі са склонамі](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Я стаўлю бутэльку ў халадзільнік. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Бутэлька стаіць у халадзільніку. (Wo?)' },
      ],
    },
    { h2: 'Зваротныя дзеясловы' },
    {
      p: 'Шмат якім дзеясловам патрэбны зваротны займеннік: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Займеннік стаіць у вінавальным склоне, але пераходзіць у давальны, калі ў сказе ёсць іншае дапаўненне ў вінавальным: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Зваротныя займеннікі',
        head: ['Асоба', 'Вінавальны', 'Давальны'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Даданыя сказы: weil, dass, wenn, ob, als' },
    {
      p: 'Гэтыя злучнікі адпраўляюць дзеяслоў у канец. {{wenn}} — для ўмоў і паўторных падзей, {{als}} — для аднаразовай падзеі ў мінулым, {{ob}} — для ўскосных пытанняў «так/не». Гл. [Асновы парадку слоў у нямецкай](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Я не прыйду, бо хварэю.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Я лічу, што Берлін вельмі цікавы.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Калі я быў дзіцём, у мяне быў сабака.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Ці не падкажаце, дзе вакзал?' },
      ],
    },
    { h2: 'Ступені параўнання прыметнікаў' },
    {
      table: {
        caption: 'Звычайная, вышэйшая і найвышэйшая ступені',
        head: ['Звычайная', 'Вышэйшая', 'Найвышэйшая'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Анне столькі ж гадоў, колькі мне.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Цягнік хутчэйшы за аўтобус.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Я больш люблю гарбату, чым каву.' },
      ],
    },
    { h2: 'Канчаткі прыметнікаў коратка' },
    {
      p: 'Пасля {{der}}/{{die}}/{{das}}: **-e** у назоўным склоне адзіночнага ліку (і ў вінавальным жаночага і ніякага роду), **-en** ва ўсіх астатніх выпадках. Пасля {{ein}}: прыметнік паказвае род там, дзе {{ein}} гэтага не можа ({{ein alter Mann}}, {{ein altes Haus}}). Без артыкля прыметнік бярэ канчатак {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Поўнае тлумачэнне: [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Ветлівыя просьбы і пажаданні: Konjunktiv II' },
    {
      p: 'На ўзроўні A2 вы ўжываеце некалькі формаў Konjunktiv II як устойлівыя ветлівыя звароты: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Ці не маглі б Вы мне дапамагчы?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Я хацеў бы нумар на дзве ночы.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Я хацеў бы прыйсці ў суботу.' },
      ],
    },
    { h2: 'Дзеясловы з прыназоўнікамі' },
    {
      p: 'Шмат якія дзеясловы маюць устойлівы прыназоўнік, які трэба вучыць разам з імі: {{warten auf}} + він., {{sich freuen auf}} (з радасцю чакаць) і {{sich freuen über}} (радавацца чаму-небудзь) + він., {{denken an}} + він., {{sich interessieren für}} + він., {{sprechen mit}} + дав. Пра рэчы пытаюцца з **wo(r)-**, а спасылаюцца на іх з **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Ключавыя фразы ўзроўню A2' },
    {
      table: {
        caption: 'Карысныя фразы A2',
        head: ['Мэта', 'Па-нямецку'],
        rows: [
          ['Выказаць меркаванне', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Пагадзіцца / запярэчыць', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Дамовіцца пра сустрэчу', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Адмяніць', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Папрасіць прабачэння', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['У доктара', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Папрасіць пра паслугу', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Расказаць пра планы', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Тэмы A2: дзяцінства і біяграфія, жытло і пераезд, здароўе, праца і прафесіі, падарожжы і адпачынак, святы, пакупкі і скаргі, медыя, надвор’е і навакольнае асяроддзе. Папаўняйце слоўнікавы запас з дапамогай нашых [спісаў слоў](/words) і [працоўных аркушаў](/worksheets).',
    },
    {
      tip: 'Крок ад A2 да B1 — перадусім пра сувязь думак: больш злучнікаў, адносныя сказы, пасіў. [Шпаргалка B1](/articles/german-b1-cheat-sheet) паказвае шлях наперад.',
    },
  ],
};

export default translation;
