import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'be',
  body: [
    {
      p: 'Мадальныя дзеясловы паказваюць, як той, хто гаворыць, бачыць дзеянне: як магчымае, неабходнае, дазволенае, жаданае або рэкамендаванае. У нямецкай іх шэсць — {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}}, — а яшчэ вельмі частае {{möchten}}, якое насамрэч з’яўляецца формай {{mögen}}. Яны патрэбныя з першых урокаў ({{Ich möchte einen Kaffee}}) і застаюцца важнымі аж да прасунутага ўзроўню, дзе імі таксама выказваюць здагадкі і пераказваюць чужыя словы.',
    },
    { h2: 'Што азначае кожны мадальны дзеяслоў' },
    {
      table: {
        caption: 'Мадальныя дзеясловы',
        head: ['Дзеяслоў', 'Асноўныя значэнні', 'Прыклад'],
        rows: [
          ['{{können}}', 'магчы, умець: здольнасць, магчымасць, (размоўна) дазвол', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'мусіць, быць вымушаным: неабходнасць', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'мець права, можна: дазвол', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'трэба, варта: абавязак ад іншага чалавека, парада', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'хацець, збірацца: цвёрдае жаданне або план', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'любіць, падабацца (пераважна з назоўнікам)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'хацеў бы: ветлівае жаданне', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Формы цяперашняга часу' },
    {
      p: 'У адзіночным ліку мадальныя дзеясловы няправільныя: большасць мяняе галосны, а формы для {{ich}} і {{er}}/{{sie}}/{{es}} супадаюць і **не маюць канчатка**. Множны лік правільны.',
    },
    {
      table: {
        caption: 'Мадальныя дзеясловы ў цяперашнім часе',
        head: ['Асоба', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: 'Асцярожна з {{ich will}}: гэта «я хачу», а не будучы час (як англійскае will). Будучы час — {{ich werde}}. Да таго ж {{ich will}} гучыць рэзка, калі вы нешта просіце; у крамах і рэстаранах кажыце {{ich möchte}} або {{ich hätte gern}}.',
    },
    { h2: 'Парадак слоў: інфінітыў ідзе ў канец' },
    {
      p: 'Мадальны дзеяслоў спрагаецца і стаіць на другім месцы; асноўны дзеяслоў ідзе ў канец у выглядзе простага інфінітыва, **без zu**. У даданым сказе сам мадальны дзеяслоў перамяшчаецца ў самы канец. Дзеясловы з аддзяляльным прэфіксам у інфінітыве застаюцца разам.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Я сёння не магу прыйсці.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Можаш мне, калі ласка, дапамагчы?' },
        { de: 'Wir müssen noch einkaufen.', en: 'Нам яшчэ трэба схадзіць па пакупкі.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Здаецца, заўтра мне трэба працаваць.' },
      ],
    },
    {
      p: 'Калі значэнне зразумелае, асноўны дзеяслоў часта прапускаюць, асабліва дзеясловы руху і {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (мне трэба дадому), {{Ich kann Deutsch}} (я ведаю нямецкую), {{Das darf man nicht}} (так рабіць нельга).',
    },
    { h2: 'Вялікая пастка: nicht müssen і nicht dürfen' },
    {
      p: 'Англійскае «you must not» — гэта забарона. А нямецкае {{du musst nicht}} толькі здымае неабходнасць: «табе не абавязкова». Забарона — гэта {{du darfst nicht}}.',
    },
    {
      table: {
        caption: 'Мадальныя дзеясловы з адмаўленнем',
        head: ['Па-нямецку', 'Значэнне'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'Табе не абавязкова прыходзіць (але можна).'],
          ['{{Du brauchst nicht zu kommen.}}', 'Табе не трэба прыходзіць (тое ж самае, вельмі часта).'],
          ['{{Du darfst nicht kommen.}}', 'Табе нельга прыходзіць / забаронена прыходзіць.'],
          ['{{Du sollst nicht kommen.}}', 'Табе не варта прыходзіць (так нехта сказаў).'],
        ],
      },
    },
    { h2: 'Sollen, wollen і möchten падрабязней' },
    {
      ul: [
        '{{sollen}} перадае абавязак або параду ад **іншага чалавека**: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} У пытаннях ім прапануюць дапамогу: {{Soll ich das Fenster aufmachen?}} (Адчыніць акно?)',
        '{{wollen}} выражае **цвёрдае** жаданне або план: {{Ich will Ärztin werden.}} Яно мацнейшае і больш прамое, чым {{möchten}}.',
        '{{möchten}} — ветлівы штодзённы спосаб сказаць, чаго б вам хацелася: {{Möchtest du etwas trinken?}} Яно не мае ўласнага інфінітыва і прошлага часу: у прошлым ужывайце {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} звычайна стаіць з назоўнікам: {{Ich mag Hunde}}. З дзеясловам немцы звычайна кажуць {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'Мінулае: Präteritum мадальных дзеясловаў' },
    {
      p: 'Для мадальных дзеясловаў нават размоўная нямецкая аддае перавагу Präteritum, а не Perfekt. Формы — гэта правільныя канчаткі на аснове **без умлаўта**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'У дзяцінстве я не ўмеў плаваць.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Учора мне давялося доўга працаваць.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'У музеі нам нельга было фатаграфаваць.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'Наогул яна хацела патэлефанаваць.' },
      ],
    },
    {
      p: 'Perfekt існуе, але ўжываецца радзей. З другім дзеясловам у канцы стаіць «падвойны інфінітыў» — гэта канструкцыя ўзроўню B1: {{Ich habe gestern arbeiten müssen.}} Без другога дзеяслова дзеепрыметнік правільны: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Ветліва і гіпатэтычна: Konjunktiv II' },
    {
      p: 'Konjunktiv II мадальных дзеясловаў падобны да Präteritum, але з умлаўтам там, дзе ён ёсць у інфінітыве: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} і {{wollte}} выглядаюць гэтак жа, як у прошлым. Гэтыя формы робяць просьбы ветлівымі, а парады — мякчэйшымі.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Ці не маглі б Вы гэта паўтарыць?' },
        { de: 'Dürfte ich kurz stören?', en: 'Можна Вас на хвілінку патурбаваць?' },
        { de: 'Du solltest mehr schlafen.', en: 'Табе варта больш спаць. (парада)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'Нам, наогул, ужо час ісці.' },
      ],
    },
    { h2: 'Для прасунутых: мадальныя дзеясловы здагадкі' },
    {
      p: 'З узроўню B1/B2 вы сустракаеце мадальныя дзеясловы, якія паказваюць, наколькі той, хто гаворыць, упэўнены, а не здольнасць ці абавязак. Яны вельмі частыя ў навінах і размовах.',
    },
    {
      table: {
        caption: 'Мадальныя дзеясловы для здагадак',
        head: ['Па-нямецку', 'Значэнне', 'Упэўненасць'],
        rows: [
          ['{{Er muss krank sein.}}', 'Ён, пэўна, хворы (я амаль упэўнены).', 'вельмі высокая'],
          ['{{Das dürfte stimmen.}}', 'Гэта, мабыць, праўда.', 'высокая'],
          ['{{Sie kann im Büro sein.}}', 'Яна можа быць у офісе.', 'магчыма'],
          ['{{Sie könnte recht haben.}}', 'Яна магла б мець рацыю.', 'магчыма'],
          ['{{Er soll sehr reich sein.}}', 'Кажуць, ён вельмі багаты.', 'з чужых слоў'],
          ['{{Sie will alles allein gemacht haben.}}', 'Яна сцвярджае, што зрабіла ўсё сама.', 'сцвярджэнне самога чалавека'],
        ],
      },
    },
    { h2: 'Тыповыя памылкі' },
    {
      ol: [
        'Дадаваць zu: «Ich muss zu arbeiten» ✗ → {{Ich muss arbeiten.}} ✓',
        'Канчатак у ich/er: «ich kanne», «er kannt» ✗ → {{ich kann}}, {{er kann}} ✓',
        'Інфінітыў пасярэдзіне: «Ich kann sprechen Deutsch» ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Ужываць {{nicht müssen}} для забароны: кажыце {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Мадальныя дзеясловы падпарадкоўваюцца рамачнай канструкцыі сказа, апісанай у артыкуле [Асновы парадку слоў у нямецкай](/articles/german-word-order-basics). Формы прошлага часу параўнайце ў артыкуле [Perfekt ці Präteritum](/articles/perfekt-vs-praeteritum). Трэніруйцеся ва ўроку пра складаныя дзеяслоўныя канструкцыі з мадальнымі дзеясловамі нашага [курса граматыкі A2](/grammar/a2).',
    },
  ],
};

export default translation;
