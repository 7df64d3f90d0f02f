import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'personal-pronouns-dative',
  type: 'personal pronouns',
  title: {
    en: 'Personal pronouns: dative',
    ua: 'Особові займенники: давальний відмінок',
    de: 'Personalpronomen im Dativ',
    ru: 'Личные местоимения: дательный падеж',
    be: 'Асабовыя займеннікі: давальны склон',
    tr: 'Kişi zamirleri: -e hâli (Dativ)',
    pl: 'Zaimki osobowe: celownik',
    es: 'Pronombres personales: dativo',
  },
  descr: {
    en: 'Learn mir, dir, ihm, ihr, uns, euch, ihnen and Ihnen with verbs like helfen, danken, gefallen and gehören.',
    ua: 'Вивчіть mir, dir, ihm, ihr, uns, euch, ihnen і Ihnen з дієсловами helfen, danken, gefallen, gehören та іншими.',
    de: 'Lerne mir, dir, ihm, ihr, uns, euch, ihnen und Ihnen mit Verben wie helfen, danken, gefallen und gehören.',
    ru: 'Выучите mir, dir, ihm, ihr, uns, euch, ihnen и Ihnen с глаголами helfen, danken, gefallen, gehören и другими.',
    be: 'Вывучыце mir, dir, ihm, ihr, uns, euch, ihnen і Ihnen з дзеясловамі helfen, danken, gefallen, gehören і іншымі.',
    tr: 'mir, dir, ihm, ihr, uns, euch, ihnen ve Ihnen zamirlerini helfen, danken, gefallen ve gehören gibi fiillerle öğrenin.',
    pl: 'Poznaj mir, dir, ihm, ihr, uns, euch, ihnen i Ihnen z czasownikami takimi jak helfen, danken, gefallen i gehören.',
    es: 'Aprende mir, dir, ihm, ihr, uns, euch, ihnen e Ihnen con verbos como helfen, danken, gefallen y gehören.',
  },
  rules: {
    en: [
      {
        heading: 'To whom? The dative',
        paragraphs: [
          'A dative pronoun usually names the person who receives something or for whom something happens. In English this is often "to me", "to him": Ich gebe dir das Buch. = I give the book to you.',
          'Some very common verbs always take the dative: helfen (help), danken (thank), gefallen (please, be liked), gehören (belong), schmecken (taste), antworten (answer), passen (fit). With geben (give), schenken (give as a present), zeigen (show) and erklären (explain) the person is in the dative and the thing in the accusative.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Can you help me?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'I will give you my phone number.' },
        ],
      },
      {
        heading: 'The forms',
        paragraphs: ['Learn the dative forms next to the nominative forms. Note that ihm stands for both er and es.'],
        table: {
          caption: 'Personal pronouns: nominative and dative',
          head: ['Nominative', 'Dative', 'Meaning'],
          rows: [
            ['ich', 'mir', '(to) me'],
            ['du', 'dir', '(to) you'],
            ['er', 'ihm', '(to) him'],
            ['sie', 'ihr', '(to) her'],
            ['es', 'ihm', '(to) it'],
            ['wir', 'uns', '(to) us'],
            ['ihr', 'euch', '(to) you (several people)'],
            ['sie', 'ihnen', '(to) them'],
            ['Sie', 'Ihnen', '(to) you (polite)'],
          ],
        },
      },
      {
        heading: 'Everyday phrases with the dative',
        paragraphs: [
          'Many everyday phrases have a dative pronoun: Wie geht es dir? (How are you?), Mir ist kalt. (I am cold.), Das tut mir leid. (I am sorry.), Das gefällt mir. (I like that.), Das schmeckt mir. (I like the taste of that.)',
          'With gefallen and schmecken the thing you like is the subject, and the person is in the dative: Der Film gefällt mir. (literally: "The film pleases me.")',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'How are you, Mrs Schmidt?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'He does not like the film.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'helfen and danken take the dative, not the accusative: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr has two meanings: "you" (several people, nominative) and "to her" (dative). The verb shows which one it is: Ihr helft (you help) – ich helfe ihr (I help her).',
          'ihnen (to them) and Ihnen (to you, polite) sound the same; the polite form is written with a capital I. And do not say "Ich bin kalt" for "I am cold" – say Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'My grandma is ill. We help her.' }],
      },
    ],
    ua: [
      {
        heading: 'Кому? Давальний відмінок (Dativ)',
        paragraphs: [
          'Займенник у давальному відмінку зазвичай називає особу, яка щось отримує або для якої щось відбувається. Він відповідає на питання «кому?»: Ich gebe dir das Buch. = Я даю тобі книжку.',
          'Деякі дуже вживані дієслова завжди вимагають давального відмінка: helfen (допомагати), danken (дякувати), gefallen (подобатися), gehören (належати), schmecken (смакувати), antworten (відповідати), passen (пасувати, підходити). З geben (давати), schenken (дарувати), zeigen (показувати) та erklären (пояснювати) особа стоїть у давальному, а річ — у знахідному відмінку.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Ти можеш мені допомогти?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Я дам тобі свій номер телефону.' },
        ],
      },
      {
        heading: 'Форми',
        paragraphs: ['Вчіть форми давального відмінка поруч із формами називного. Зверніть увагу: ihm — це форма і для er, і для es.'],
        table: {
          caption: 'Особові займенники: називний і давальний відмінки',
          head: ['Називний', 'Давальний', 'Значення'],
          rows: [
            ['ich', 'mir', 'мені'],
            ['du', 'dir', 'тобі'],
            ['er', 'ihm', 'йому'],
            ['sie', 'ihr', 'їй'],
            ['es', 'ihm', 'йому (воно)'],
            ['wir', 'uns', 'нам'],
            ['ihr', 'euch', 'вам (кільком особам)'],
            ['sie', 'ihnen', 'їм'],
            ['Sie', 'Ihnen', 'Вам (ввічливо)'],
          ],
        },
      },
      {
        heading: 'Повсякденні вирази з давальним відмінком',
        paragraphs: [
          'У багатьох повсякденних виразах є займенник у давальному відмінку: Wie geht es dir? (Як справи?), Mir ist kalt. (Мені холодно.), Das tut mir leid. (Мені шкода.), Das gefällt mir. (Мені це подобається.), Das schmeckt mir. (Мені смакує.)',
          'З gefallen і schmecken те, що подобається, є підметом, а особа стоїть у давальному відмінку — як і в українській: Der Film gefällt mir. (Фільм мені подобається.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Як Ваші справи, пані Шмідт?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'Йому не подобається фільм.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'helfen і danken вимагають давального, а не знахідного відмінка: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr має два значення: «ви» (кілька осіб, називний) і «їй» (давальний). Підкаже дієслово: Ihr helft (ви допомагаєте) – ich helfe ihr (я допомагаю їй).',
          'ihnen (їм) і Ihnen (Вам, ввічливо) звучать однаково; ввічливу форму пишуть з великої I. І не кажіть «Ich bin kalt» у значенні «мені холодно» — правильно Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Моя бабуся хвора. Ми їй допомагаємо.' }],
      },
    ],
    de: [
      {
        heading: 'Wem? Der Dativ',
        paragraphs: [
          'Das Pronomen im Dativ nennt meistens die Person, die etwas bekommt oder für die etwas passiert. Man fragt mit „Wem?“: Ich gebe dir das Buch. – Wem gebe ich das Buch? Dir.',
          'Einige sehr wichtige Verben haben immer den Dativ: helfen, danken, gefallen, gehören, schmecken, antworten, passen. Bei geben, schenken, zeigen und erklären steht die Person im Dativ und die Sache im Akkusativ.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'mir = Dativ von ich (helfen + Dativ)' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'dir = die Person, die etwas bekommt' },
        ],
      },
      {
        heading: 'Die Formen',
        paragraphs: ['Lerne die Dativformen zusammen mit dem Nominativ. Achtung: ihm ist der Dativ von er und von es.'],
        table: {
          caption: 'Personalpronomen: Nominativ und Dativ',
          head: ['Nominativ', 'Dativ', 'Person'],
          rows: [
            ['ich', 'mir', '1. Person Singular'],
            ['du', 'dir', '2. Person Singular'],
            ['er', 'ihm', '3. Person Singular, maskulin'],
            ['sie', 'ihr', '3. Person Singular, feminin'],
            ['es', 'ihm', '3. Person Singular, neutral'],
            ['wir', 'uns', '1. Person Plural'],
            ['ihr', 'euch', '2. Person Plural'],
            ['sie', 'ihnen', '3. Person Plural'],
            ['Sie', 'Ihnen', 'Höflichkeitsform'],
          ],
        },
      },
      {
        heading: 'Wichtige Ausdrücke mit Dativ',
        paragraphs: [
          'Viele Ausdrücke im Alltag haben ein Pronomen im Dativ: Wie geht es dir? Mir ist kalt. Das tut mir leid. Das gefällt mir. Das schmeckt mir.',
          'Bei gefallen und schmecken ist die Sache das Subjekt, die Person steht im Dativ: Der Film gefällt mir.',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Ihnen = Dativ von Sie (höflich)' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'ihm = Dativ von er; der Film ist das Subjekt.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'helfen und danken haben den Dativ, nicht den Akkusativ: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr hat zwei Bedeutungen: Nominativ Plural (ihr helft) und Dativ von sie (ich helfe ihr). Das Verb zeigt, welche Form es ist.',
          'ihnen (Plural) und Ihnen (höflich) klingen gleich. Die Höflichkeitsform schreibt man groß. Und: Man sagt Mir ist kalt, nicht „Ich bin kalt“.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'ihr = Dativ von sie (die Oma)' }],
      },
    ],
    ru: [
      {
        heading: 'Кому? Дательный падеж (Dativ)',
        paragraphs: [
          'Местоимение в дательном падеже обычно называет человека, который что-то получает или для которого что-то происходит. Оно отвечает на вопрос «кому?»: Ich gebe dir das Buch. = Я даю тебе книгу.',
          'Некоторые очень частые глаголы всегда требуют дательного падежа: helfen (помогать), danken (благодарить), gefallen (нравиться), gehören (принадлежать), schmecken (быть вкусным), antworten (отвечать), passen (подходить). С geben (давать), schenken (дарить), zeigen (показывать) и erklären (объяснять) человек стоит в дательном, а предмет — в винительном падеже.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Ты можешь мне помочь?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Я дам тебе свой номер телефона.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: ['Учите формы дательного падежа рядом с формами именительного. Обратите внимание: ihm — это форма и для er, и для es.'],
        table: {
          caption: 'Личные местоимения: именительный и дательный падежи',
          head: ['Именительный', 'Дательный', 'Значение'],
          rows: [
            ['ich', 'mir', 'мне'],
            ['du', 'dir', 'тебе'],
            ['er', 'ihm', 'ему'],
            ['sie', 'ihr', 'ей'],
            ['es', 'ihm', 'ему (оно)'],
            ['wir', 'uns', 'нам'],
            ['ihr', 'euch', 'вам (нескольким людям)'],
            ['sie', 'ihnen', 'им'],
            ['Sie', 'Ihnen', 'Вам (вежливо)'],
          ],
        },
      },
      {
        heading: 'Частые выражения с дательным падежом',
        paragraphs: [
          'Во многих повседневных выражениях есть местоимение в дательном падеже: Wie geht es dir? (Как дела?), Mir ist kalt. (Мне холодно.), Das tut mir leid. (Мне жаль.), Das gefällt mir. (Мне это нравится.), Das schmeckt mir. (Мне вкусно.)',
          'С gefallen и schmecken то, что нравится, — подлежащее, а человек стоит в дательном падеже, как и в русском: Der Film gefällt mir. (Фильм мне нравится.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Как Ваши дела, госпожа Шмидт?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'Ему не нравится фильм.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'helfen и danken требуют дательного, а не винительного падежа: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr имеет два значения: «вы» (несколько человек, именительный) и «ей» (дательный). Подскажет глагол: Ihr helft (вы помогаете) – ich helfe ihr (я помогаю ей).',
          'ihnen (им) и Ihnen (Вам, вежливо) звучат одинаково; вежливая форма пишется с большой буквы. И не говорите «Ich bin kalt» в значении «мне холодно» — правильно Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Моя бабушка болеет. Мы ей помогаем.' }],
      },
    ],
    be: [
      {
        heading: 'Каму? Давальны склон (Dativ)',
        paragraphs: [
          'Займеннік у давальным склоне звычайна называе асобу, якая нешта атрымлівае або для якой нешта адбываецца. Ён адказвае на пытанне «каму?»: Ich gebe dir das Buch. = Я даю табе кнігу.',
          'Некаторыя вельмі частыя дзеясловы заўсёды патрабуюць давальнага склону: helfen (дапамагаць), danken (дзякаваць), gefallen (падабацца), gehören (належаць), schmecken (смакаваць), antworten (адказваць), passen (пасаваць, падыходзіць). З geben (даваць), schenken (дарыць), zeigen (паказваць) і erklären (тлумачыць) асоба стаіць у давальным, а рэч — у вінавальным склоне.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Ты можаш мне дапамагчы?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Я дам табе свой нумар тэлефона.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: ['Вучыце формы давальнага склону побач з формамі назоўнага. Звярніце ўвагу: ihm — гэта форма і для er, і для es.'],
        table: {
          caption: 'Асабовыя займеннікі: назоўны і давальны склоны',
          head: ['Назоўны', 'Давальны', 'Значэнне'],
          rows: [
            ['ich', 'mir', 'мне'],
            ['du', 'dir', 'табе'],
            ['er', 'ihm', 'яму'],
            ['sie', 'ihr', 'ёй'],
            ['es', 'ihm', 'яму (яно)'],
            ['wir', 'uns', 'нам'],
            ['ihr', 'euch', 'вам (некалькім асобам)'],
            ['sie', 'ihnen', 'ім'],
            ['Sie', 'Ihnen', 'Вам (ветліва)'],
          ],
        },
      },
      {
        heading: 'Частыя выразы з давальным склонам',
        paragraphs: [
          'У многіх штодзённых выразах ёсць займеннік у давальным склоне: Wie geht es dir? (Як справы?), Mir ist kalt. (Мне холадна.), Das tut mir leid. (Мне шкада.), Das gefällt mir. (Мне гэта падабаецца.), Das schmeckt mir. (Мне смачна.)',
          'З gefallen і schmecken тое, што падабаецца, — дзейнік, а асоба стаіць у давальным склоне, як і ў беларускай мове: Der Film gefällt mir. (Фільм мне падабаецца.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Як Вашы справы, спадарыня Шмідт?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'Яму не падабаецца фільм.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'helfen і danken патрабуюць давальнага, а не вінавальнага склону: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr мае два значэнні: «вы» (некалькі асоб, назоўны) і «ёй» (давальны). Падкажа дзеяслоў: Ihr helft (вы дапамагаеце) – ich helfe ihr (я дапамагаю ёй).',
          'ihnen (ім) і Ihnen (Вам, ветліва) гучаць аднолькава; ветлівая форма пішацца з вялікай літары. І не кажыце «Ich bin kalt» у значэнні «мне холадна» — правільна Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Мая бабуля хворая. Мы ёй дапамагаем.' }],
      },
    ],
    tr: [
      {
        heading: 'Kime? -e hâli (Dativ)',
        paragraphs: [
          'Dativ hâlindeki zamir genellikle bir şey alan ya da bir şeyin kendisi için yapıldığı kişiyi gösterir. “Kime?” sorusuna cevap verir: Ich gebe dir das Buch. = Sana kitabı veriyorum.',
          'Bazı çok sık kullanılan fiiller her zaman Dativ ister: helfen (yardım etmek), danken (teşekkür etmek), gefallen (hoşuna gitmek), gehören (ait olmak), schmecken (tadı hoşuna gitmek), antworten (cevap vermek), passen (uymak). geben (vermek), schenken (hediye etmek), zeigen (göstermek) ve erklären (açıklamak) fiillerinde kişi Dativ’de, şey ise Akkusativ’de olur.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Bana yardım edebilir misin?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Sana telefon numaramı vereyim.' },
        ],
      },
      {
        heading: 'Biçimler',
        paragraphs: ['Dativ biçimlerini yalın hâl biçimleriyle yan yana öğrenin. Dikkat: ihm hem er hem de es için kullanılır.'],
        table: {
          caption: 'Kişi zamirleri: yalın hâl ve Dativ',
          head: ['Yalın hâl', 'Dativ', 'Anlamı'],
          rows: [
            ['ich', 'mir', 'bana'],
            ['du', 'dir', 'sana'],
            ['er', 'ihm', 'ona (eril)'],
            ['sie', 'ihr', 'ona (dişil)'],
            ['es', 'ihm', 'ona (nötr)'],
            ['wir', 'uns', 'bize'],
            ['ihr', 'euch', 'size (birkaç kişi)'],
            ['sie', 'ihnen', 'onlara'],
            ['Sie', 'Ihnen', 'size (resmî)'],
          ],
        },
      },
      {
        heading: 'Dativ ile sık kullanılan ifadeler',
        paragraphs: [
          'Günlük hayattaki birçok ifadede Dativ zamiri vardır: Wie geht es dir? (Nasılsın?), Mir ist kalt. (Üşüyorum.), Das tut mir leid. (Üzgünüm.), Das gefällt mir. (Bu hoşuma gidiyor.), Das schmeckt mir. (Bunun tadı hoşuma gidiyor.)',
          'gefallen ve schmecken ile hoşa giden şey öznedir, kişi ise Dativ’dedir – tıpkı Türkçedeki “hoşuma gidiyor” gibi: Der Film gefällt mir. (Film hoşuma gidiyor.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Nasılsınız, Schmidt Hanım?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'Film onun hoşuna gitmiyor.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'helfen ve danken Akkusativ değil, Dativ ister: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr iki anlama gelir: “siz” (birkaç kişi, yalın hâl) ve “ona” (kadın, Dativ). Hangisi olduğunu fiil gösterir: Ihr helft (siz yardım ediyorsunuz) – ich helfe ihr (ona yardım ediyorum).',
          'ihnen (onlara) ve Ihnen (size, resmî) aynı okunur; resmî biçim büyük I ile yazılır. “Üşüyorum” için “Ich bin kalt” demeyin; doğrusu Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Büyükannem hasta. Ona yardım ediyoruz.' }],
      },
    ],
    pl: [
      {
        heading: 'Komu? Celownik (Dativ)',
        paragraphs: [
          'Zaimek w celowniku zwykle oznacza osobę, która coś dostaje lub dla której coś się dzieje. Odpowiada na pytanie „komu?”: Ich gebe dir das Buch. = Daję ci książkę.',
          'Niektóre bardzo częste czasowniki zawsze łączą się z celownikiem: helfen (pomagać), danken (dziękować), gefallen (podobać się), gehören (należeć), schmecken (smakować), antworten (odpowiadać), passen (pasować). Przy geben (dawać), schenken (dawać w prezencie), zeigen (pokazywać) i erklären (wyjaśniać) osoba stoi w celowniku, a rzecz w bierniku.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: 'Możesz mi pomóc?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Dam ci mój numer telefonu.' },
        ],
      },
      {
        heading: 'Formy',
        paragraphs: ['Ucz się form celownika obok form mianownika. Uwaga: ihm to forma zarówno dla er, jak i dla es.'],
        table: {
          caption: 'Zaimki osobowe: mianownik i celownik',
          head: ['Mianownik', 'Celownik', 'Znaczenie'],
          rows: [
            ['ich', 'mir', 'mi / mnie'],
            ['du', 'dir', 'ci / tobie'],
            ['er', 'ihm', 'mu / jemu'],
            ['sie', 'ihr', 'jej'],
            ['es', 'ihm', 'mu / jemu (ono)'],
            ['wir', 'uns', 'nam'],
            ['ihr', 'euch', 'wam (kilku osobom)'],
            ['sie', 'ihnen', 'im'],
            ['Sie', 'Ihnen', 'Panu / Pani / Państwu'],
          ],
        },
      },
      {
        heading: 'Częste wyrażenia z celownikiem',
        paragraphs: [
          'W wielu codziennych wyrażeniach jest zaimek w celowniku: Wie geht es dir? (Jak się masz?), Mir ist kalt. (Jest mi zimno.), Das tut mir leid. (Przykro mi.), Das gefällt mir. (To mi się podoba.), Das schmeckt mir. (To mi smakuje.)',
          'Przy gefallen i schmecken to, co się podoba, jest podmiotem, a osoba stoi w celowniku – tak jak po polsku: Der Film gefällt mir. (Film mi się podoba.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: 'Jak się Pani miewa, pani Schmidt?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'Film mu się nie podoba.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'helfen i danken łączą się z celownikiem, nie z biernikiem: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr ma dwa znaczenia: „wy” (kilka osób, mianownik) i „jej” (celownik). Podpowiada czasownik: Ihr helft (wy pomagacie) – ich helfe ihr (pomagam jej).',
          'ihnen (im) i Ihnen (Panu/Pani, grzecznościowo) brzmią tak samo; formę grzecznościową pisze się wielką literą. I nie mów „Ich bin kalt” w znaczeniu „jest mi zimno” – poprawnie: Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Moja babcia jest chora. Pomagamy jej.' }],
      },
    ],
    es: [
      {
        heading: '¿A quién? El dativo',
        paragraphs: [
          'El pronombre en dativo suele indicar la persona que recibe algo o para la que pasa algo. Responde a la pregunta «¿a quién?»: Ich gebe dir das Buch. = Te doy el libro.',
          'Algunos verbos muy frecuentes siempre llevan dativo: helfen (ayudar), danken (dar las gracias), gefallen (gustar), gehören (pertenecer), schmecken (gustar una comida), antworten (responder), passen (quedar bien). Con geben (dar), schenken (regalar), zeigen (mostrar) y erklären (explicar), la persona va en dativo y la cosa en acusativo.',
        ],
        examples: [
          { de: 'Kannst du mir helfen?', tr: '¿Puedes ayudarme?' },
          { de: 'Ich gebe dir meine Telefonnummer.', tr: 'Te doy mi número de teléfono.' },
        ],
      },
      {
        heading: 'Las formas',
        paragraphs: ['Aprende las formas del dativo junto a las del nominativo. Ojo: ihm sirve tanto para er como para es.'],
        table: {
          caption: 'Pronombres personales: nominativo y dativo',
          head: ['Nominativo', 'Dativo', 'Significado'],
          rows: [
            ['ich', 'mir', 'me, a mí'],
            ['du', 'dir', 'te, a ti'],
            ['er', 'ihm', 'le, a él'],
            ['sie', 'ihr', 'le, a ella'],
            ['es', 'ihm', 'le (neutro)'],
            ['wir', 'uns', 'nos, a nosotros'],
            ['ihr', 'euch', 'os, a vosotros'],
            ['sie', 'ihnen', 'les, a ellos'],
            ['Sie', 'Ihnen', 'le / les, a usted / ustedes'],
          ],
        },
      },
      {
        heading: 'Expresiones frecuentes con dativo',
        paragraphs: [
          'Muchas expresiones cotidianas llevan un pronombre en dativo: Wie geht es dir? (¿Qué tal estás?), Mir ist kalt. (Tengo frío.), Das tut mir leid. (Lo siento.), Das gefällt mir. (Me gusta.), Das schmeckt mir. (Me gusta esta comida.)',
          'Con gefallen y schmecken, lo que gusta es el sujeto y la persona va en dativo, igual que con «gustar» en español: Der Film gefällt mir. (Me gusta la película.)',
        ],
        examples: [
          { de: 'Wie geht es Ihnen, Frau Schmidt?', tr: '¿Cómo está usted, señora Schmidt?' },
          { de: 'Der Film gefällt ihm nicht.', tr: 'No le gusta la película.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'helfen y danken llevan dativo, no acusativo: ✗ Ich helfe dich → ✓ Ich helfe dir. ✗ Ich danke dich → ✓ Ich danke dir.',
          'ihr tiene dos significados: «vosotros» (nominativo) y «a ella» (dativo). El verbo lo aclara: Ihr helft (vosotros ayudáis) – ich helfe ihr (la ayudo a ella).',
          'ihnen (a ellos) e Ihnen (a usted/ustedes) suenan igual; la forma de cortesía se escribe con mayúscula. Y no digas «Ich bin kalt» para «tengo frío»: lo correcto es Mir ist kalt.',
        ],
        examples: [{ de: 'Meine Oma ist krank. Wir helfen ihr.', tr: 'Mi abuela está enferma. La ayudamos.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Kannst - du - mir - helfen?', hide: ['du', 'mir'], formEn: 'Can you help me?', tr: { ua: 'Можеш мені допомогти?', de: 'Bitte an einen Freund: Ich schaffe das nicht allein. (helfen, ich)', ru: 'Можешь мне помочь?', be: 'Можаш мне дапамагчы?', tr: 'Bana yardım edebilir misin?', pl: 'Możesz mi pomóc?', es: '¿Puedes ayudarme?' }, correct: false },
      { formDe: 'Das Buch - gehört - mir.', hide: ['mir'], formEn: 'The book belongs to me.', tr: { ua: 'Книжка належить мені.', de: 'Das ist mein Buch. (gehören, ich)', ru: 'Книга принадлежит мне.', be: 'Кніга належыць мне.', tr: 'Kitap bana ait.', pl: 'Książka należy do mnie.', es: 'El libro es mío.' }, correct: false },
      { formDe: 'Mir - ist - kalt.', hide: ['Mir'], formEn: 'I am cold.', tr: { ua: 'Мені холодно.', de: 'Ich friere und brauche eine Jacke. (sein, kalt, ich)', ru: 'Мне холодно.', be: 'Мне холадна.', tr: 'Üşüyorum.', pl: 'Jest mi zimno.', es: 'Tengo frío.' }, correct: false },
      { formDe: 'Das - tut - mir - leid.', hide: ['mir'], formEn: 'I am sorry.', tr: { ua: 'Мені шкода.', de: 'Entschuldigung, das war mein Fehler. (tun, leid, ich)', ru: 'Мне жаль.', be: 'Мне шкада.', tr: 'Üzgünüm.', pl: 'Przykro mi.', es: 'Lo siento.' }, correct: false },
      { formDe: 'Der Kaffee - schmeckt - mir - gut.', hide: ['mir'], formEn: 'I like the coffee.', tr: { ua: 'Мені смакує кава.', de: 'Der Kaffee ist lecker, finde ich. (schmecken, ich)', ru: 'Мне нравится кофе.', be: 'Мне смакуе кава.', tr: 'Kahve hoşuma gidiyor.', pl: 'Kawa mi smakuje.', es: 'Me gusta el café.' }, correct: false },
      { formDe: 'Wie - geht - es - dir?', hide: ['es', 'dir'], formEn: 'How are you?', tr: { ua: 'Як у тебе справи?', de: 'Frage an einen Freund nach seinem Befinden (gehen, du)', ru: 'Как у тебя дела?', be: 'Як у цябе справы?', tr: 'Nasılsın?', pl: 'Jak się masz?', es: '¿Cómo estás?' }, correct: false },
      { formDe: 'Ich - danke - dir - für - das Geschenk.', hide: ['Ich', 'dir'], formEn: 'Thank you for the present.', tr: { ua: 'Дякую тобі за подарунок.', de: 'Das Geschenk ist super, ich sage „Danke!“ (danken, du)', ru: 'Спасибо тебе за подарок.', be: 'Дзякуй табе за падарунак.', tr: 'Hediye için sana teşekkür ederim.', pl: 'Dziękuję ci za prezent.', es: 'Te doy las gracias por el regalo.' }, correct: false },
      { formDe: 'Ich - gebe - dir - meine Telefonnummer.', hide: ['Ich', 'dir'], formEn: 'I will give you my phone number.', tr: { ua: 'Я дам тобі свій номер телефону.', de: 'So kannst du mich anrufen: Meine Nummer bekommst du jetzt. (geben, du)', ru: 'Я дам тебе свой номер телефона.', be: 'Я дам табе свой нумар тэлефона.', tr: 'Sana telefon numaramı vereceğim.', pl: 'Dam ci mój numer telefonu.', es: 'Te daré mi número de teléfono.' }, correct: false },
      { formDe: 'Mein Vater - hat - Geburtstag. - Ich - schenke - ihm - ein Buch.', hide: ['Ich', 'ihm'], formEn: 'It is my father’s birthday. I am giving him a book.', tr: { ua: 'У мого тата день народження. Я дарую йому книжку.', de: 'Mein Vater feiert Geburtstag, mein Geschenk ist etwas zum Lesen. (schenken, der Vater)', ru: 'У моего папы день рождения. Я дарю ему книгу.', be: 'У майго таты дзень нараджэння. Я дару яму кнігу.', tr: 'Babamın doğum günü. Ona bir kitap hediye ediyorum.', pl: 'Mój tata ma urodziny. Daję mu książkę.', es: 'Es el cumpleaños de mi padre. Le regalo un libro.' }, correct: false },
      { formDe: 'Der Film - gefällt - ihm - nicht.', hide: ['ihm'], formEn: 'He does not like the film.', tr: { ua: 'Йому не подобається фільм.', de: 'Er findet den Film langweilig. (gefallen, er)', ru: 'Ему не нравится фильм.', be: 'Яму не падабаецца фільм.', tr: 'Filmi beğenmiyor.', pl: 'Film mu się nie podoba.', es: 'No le gusta la película.' }, correct: false },
      { formDe: 'Das Kind - hat - Hunger. - Ich - gebe - ihm - einen Apfel.', hide: ['Ich', 'ihm'], formEn: 'The child is hungry. I am giving it an apple.', tr: { ua: 'Дитина голодна. Я даю їй яблуко.', de: 'Das Kind möchte essen, ich habe Obst für das Kind. (geben, das Kind)', ru: 'Ребёнок голоден. Я даю ему яблоко.', be: 'Дзіця галоднае. Я даю яму яблык.', tr: 'Çocuk aç. Ona bir elma veriyorum.', pl: 'Dziecko jest głodne. Daję mu jabłko.', es: 'El niño tiene hambre. Le doy una manzana.' }, correct: false },
      { formDe: 'Meine Oma - ist - krank. - Wir - helfen - ihr.', hide: ['Wir', 'ihr'], formEn: 'My grandma is ill. We help her.', tr: { ua: 'Моя бабуся хворіє. Ми їй допомагаємо.', de: 'Oma ist krank, wir kaufen für sie ein und kochen. (helfen, die Oma)', ru: 'Моя бабушка болеет. Мы ей помогаем.', be: 'Мая бабуля хварэе. Мы ёй дапамагаем.', tr: 'Büyükannem hasta. Ona yardım ediyoruz.', pl: 'Moja babcia jest chora. Pomagamy jej.', es: 'Mi abuela está enferma. La ayudamos.' }, correct: false },
      { formDe: 'Anna - isst - Pizza. - Die Pizza - schmeckt - ihr.', hide: ['ihr'], formEn: 'Anna is eating pizza. She likes the pizza.', tr: { ua: 'Анна їсть піцу. Піца їй смакує.', de: 'Anna findet das Essen aus Italien lecker. (schmecken, Anna)', ru: 'Анна ест пиццу. Пицца ей нравится.', be: 'Анна есць піцу. Піца ёй смакуе.', tr: 'Anna pizza yiyor. Pizzayı beğeniyor.', pl: 'Anna je pizzę. Pizza jej smakuje.', es: 'Anna está comiendo pizza. Le gusta la pizza.' }, correct: false },
      { formDe: 'Das Wetter - gefällt - uns.', hide: ['uns'], formEn: 'We like the weather.', tr: { ua: 'Нам подобається погода.', de: 'Sonne und warm – super für uns! (gefallen, wir)', ru: 'Нам нравится погода.', be: 'Нам падабаецца надвор’е.', tr: 'Havayı beğeniyoruz.', pl: 'Pogoda nam się podoba.', es: 'Nos gusta el tiempo.' }, correct: false },
      { formDe: 'Unser Lehrer - erklärt - uns - die Grammatik.', hide: ['uns'], formEn: 'Our teacher explains the grammar to us.', tr: { ua: 'Наш учитель пояснює нам граматику.', de: 'Im Unterricht: Der Lehrer macht die Regeln für die Klasse klar. (erklären, wir)', ru: 'Наш учитель объясняет нам грамматику.', be: 'Наш настаўнік тлумачыць нам граматыку.', tr: 'Öğretmenimiz bize dilbilgisini açıklıyor.', pl: 'Nasz nauczyciel tłumaczy nam gramatykę.', es: 'Nuestro profesor nos explica la gramática.' }, correct: false },
      { formDe: 'Kinder, - ich - helfe - euch.', hide: ['ich', 'euch'], formEn: 'Children, I will help you.', tr: { ua: 'Діти, я вам допоможу.', de: 'An die Kinder (ihr-Form): Keine Angst, ihr seid nicht allein. (helfen, ihr)', ru: 'Дети, я вам помогу.', be: 'Дзеці, я вам дапамагу.', tr: 'Çocuklar, size yardım edeceğim.', pl: 'Dzieci, pomogę wam.', es: 'Niños, os ayudo.' }, correct: false },
      { formDe: 'Gehört - euch - das Haus?', hide: ['euch'], formEn: 'Does the house belong to you?', tr: { ua: 'Цей будинок належить вам?', de: 'Frage an zwei Leute (ihr-Form): Ist das Haus euer Eigentum? (gehören, ihr)', ru: 'Этот дом принадлежит вам?', be: 'Гэты дом належыць вам?', tr: 'Ev size mi ait?', pl: 'Czy ten dom należy do was?', es: '¿La casa es vuestra?' }, correct: false },
      { formDe: 'Meine Großeltern - sind - alt. - Ich - helfe - ihnen.', hide: ['Ich', 'ihnen'], formEn: 'My grandparents are old. I help them.', tr: { ua: 'Мої бабуся й дідусь старі. Я їм допомагаю.', de: 'Oma und Opa sind alt, ich kaufe für sie ein. (helfen, die Großeltern)', ru: 'Мои бабушка и дедушка старые. Я им помогаю.', be: 'Мае бабуля і дзядуля старыя. Я ім дапамагаю.', tr: 'Büyükannemle büyükbabam yaşlı. Onlara yardım ediyorum.', pl: 'Moi dziadkowie są starzy. Pomagam im.', es: 'Mis abuelos son mayores. Los ayudo.' }, correct: false },
      { formDe: 'Die Kinder - haben - Durst. - Ich - gebe - ihnen - Wasser.', hide: ['Ich', 'ihnen'], formEn: 'The children are thirsty. I am giving them water.', tr: { ua: 'Діти хочуть пити. Я даю їм воду.', de: 'Die Kinder möchten etwas trinken, ich bringe Gläser. (geben, die Kinder, das Wasser)', ru: 'Дети хотят пить. Я даю им воду.', be: 'Дзеці хочуць піць. Я даю ім ваду.', tr: 'Çocuklar susadı. Onlara su veriyorum.', pl: 'Dzieci są spragnione. Daję im wodę.', es: 'Los niños tienen sed. Les doy agua.' }, correct: false },
      { formDe: 'Wie - geht - es - Ihnen, - Frau Schmidt?', hide: ['es', 'Ihnen'], formEn: 'How are you, Mrs Schmidt?', tr: { ua: 'Як ваші справи, пані Шмідт?', de: 'Höfliche Frage (Sie-Form) an Frau Schmidt nach ihrem Befinden (gehen)', ru: 'Как ваши дела, госпожа Шмидт?', be: 'Як вашы справы, спадарыня Шмідт?', tr: 'Nasılsınız, Bayan Schmidt?', pl: 'Jak się pani miewa, pani Schmidt?', es: '¿Cómo está usted, señora Schmidt?' }, correct: false },
      { formDe: 'Kann - ich - Ihnen - helfen?', hide: ['ich', 'Ihnen'], formEn: 'Can I help you?', tr: { ua: 'Чи можу я вам допомогти?', de: 'Im Geschäft: Die Verkäuferin bietet höflich Hilfe an (Sie-Form). (können, helfen)', ru: 'Могу я вам помочь?', be: 'Ці магу я вам дапамагчы?', tr: 'Size yardım edebilir miyim?', pl: 'Czy mogę panu pomóc?', es: '¿Puedo ayudarle?' }, correct: false },
      { formDe: 'Wir - danken - Ihnen - für - Ihre Hilfe.', hide: ['Wir', 'Ihnen'], formEn: 'We thank you for your help.', tr: { ua: 'Ми дякуємо вам за допомогу.', de: 'Höflich (Sie-Form): Sie haben uns sehr geholfen, wir sagen „Danke!“ (danken)', ru: 'Мы благодарим вас за помощь.', be: 'Мы дзякуем вам за дапамогу.', tr: 'Yardımınız için size teşekkür ederiz.', pl: 'Dziękujemy panu za pomoc.', es: 'Le agradecemos su ayuda.' }, correct: false },
      { formDe: 'Der Pullover - gefällt - mir - sehr.', hide: ['mir'], formEn: 'I really like the jumper.', tr: { ua: 'Мені дуже подобається цей светр.', de: 'Im Geschäft: Ich finde den Pullover toll. (gefallen, ich)', ru: 'Мне очень нравится этот свитер.', be: 'Мне вельмі падабаецца гэты світар.', tr: 'Bu kazağı çok beğeniyorum.', pl: 'Bardzo podoba mi się ten sweter.', es: 'El jersey me gusta mucho.' }, correct: false },
      { formDe: 'Kannst - du - mir - das Salz - geben?', hide: ['mir'], formEn: 'Can you pass me the salt?', tr: { ua: 'Можеш подати мені сіль?', de: 'Am Tisch: Meine Suppe braucht noch etwas Geschmack. (geben, ich)', ru: 'Можешь передать мне соль?', be: 'Можаш падаць мне соль?', tr: 'Bana tuzu verebilir misin?', pl: 'Możesz mi podać sól?', es: '¿Me puedes pasar la sal?' }, correct: false },
      { formDe: 'Ich - schreibe - dir - eine E-Mail.', hide: ['dir'], formEn: 'I will write you an e-mail.', tr: { ua: 'Я напишу тобі електронного листа.', de: 'Versprechen an eine Freundin: Die Nachricht kommt heute per Internet. (schreiben, du)', ru: 'Я напишу тебе электронное письмо.', be: 'Я напішу табе электронны ліст.', tr: 'Sana bir e-posta yazıyorum.', pl: 'Napiszę ci e-mail.', es: 'Te escribo un correo electrónico.' }, correct: false },
      { formDe: 'Meine Schwester - hat - Geburtstag. - Ich - kaufe - ihr - Blumen.', hide: ['ihr'], formEn: 'It is my sister’s birthday. I am buying her flowers.', tr: { ua: 'У моєї сестри день народження. Я куплю їй квіти.', de: 'Ein Geschenk zum Fest von meiner Schwester. (kaufen, sie)', ru: 'У моей сестры день рождения. Я куплю ей цветы.', be: 'У маёй сястры дзень нараджэння. Я куплю ёй кветкі.', tr: 'Kız kardeşimin doğum günü. Ona çiçek alıyorum.', pl: 'Moja siostra ma urodziny. Kupię jej kwiaty.', es: 'Mi hermana cumple años. Le compro flores.' }, correct: false },
      { formDe: 'Wie - gefällt - dir - Berlin?', hide: ['dir'], formEn: 'How do you like Berlin?', tr: { ua: 'Як тобі подобається Берлін?', de: 'Frage an eine Freundin auf Reisen: Findest du die Stadt schön? (gefallen, du)', ru: 'Как тебе нравится Берлин?', be: 'Як табе падабаецца Берлін?', tr: 'Berlin’i nasıl buldun?', pl: 'Jak ci się podoba Berlin?', es: '¿Qué te parece Berlín?' }, correct: false },
      { formDe: 'Unser Opa - erzählt - uns - eine Geschichte.', hide: ['uns'], formEn: 'Our grandpa is telling us a story.', tr: { ua: 'Наш дідусь розповідає нам історію.', de: 'Großvater sitzt mit meinem Bruder und mir auf dem Sofa und erzählt. (erzählen, wir)', ru: 'Наш дедушка рассказывает нам историю.', be: 'Наш дзядуля расказвае нам гісторыю.', tr: 'Dedemiz bize bir hikâye anlatıyor.', pl: 'Nasz dziadek opowiada nam historię.', es: 'Nuestro abuelo nos cuenta una historia.' }, correct: false },
      { formDe: 'Mein Bruder - hat - kein Geld. - Ich - leihe - ihm - zehn Euro.', hide: ['ihm'], formEn: 'My brother has no money. I am lending him ten euros.', tr: { ua: 'У мого брата немає грошей. Я позичу йому десять євро.', de: 'Mein Bruder bekommt Geld von mir und gibt es später zurück. (leihen, er)', ru: 'У моего брата нет денег. Я одолжу ему десять евро.', be: 'У майго брата няма грошай. Я пазычу яму дзесяць еўра.', tr: 'Erkek kardeşimin parası yok. Ona on avro borç veriyorum.', pl: 'Mój brat nie ma pieniędzy. Pożyczę mu dziesięć euro.', es: 'Mi hermano no tiene dinero. Le presto diez euros.' }, correct: false },
      { formDe: 'Gefällt - Ihnen - das Zimmer, - Herr Lang?', hide: ['Ihnen'], formEn: 'Do you like the room, Mr Lang?', tr: { ua: 'Вам подобається кімната, пане Ланг?', de: 'Im Hotel: eine höfliche Frage an einen Gast. (gefallen, Sie)', ru: 'Вам нравится комната, господин Ланг?', be: 'Вам падабаецца пакой, пане Ланг?', tr: 'Odayı beğendiniz mi, Bay Lang?', pl: 'Czy podoba się panu pokój, panie Lang?', es: '¿Le gusta la habitación, señor Lang?' }, correct: false },
      { formDe: 'Kinder, - ich - zeige - euch - den Zoo.', hide: ['euch'], formEn: 'Children, I will show you the zoo.', tr: { ua: 'Діти, я покажу вам зоопарк.', de: 'Die Lehrerin führt die Klasse zu den Tieren. (zeigen, ihr)', ru: 'Дети, я покажу вам зоопарк.', be: 'Дзеці, я пакажу вам заапарк.', tr: 'Çocuklar, size hayvanat bahçesini gösteriyorum.', pl: 'Dzieci, pokażę wam zoo.', es: 'Niños, os enseño el zoo.' }, correct: false },
    ],
  },
};

export default topic;
