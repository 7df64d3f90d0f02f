import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'prepositions-two-way',
  type: 'other',
  title: {
    en: 'Two-way prepositions: wo or wohin?',
    ua: 'Прийменники місця: wo чи wohin?',
    de: 'Wechselpräpositionen: wo oder wohin?',
    ru: 'Предлоги места: wo или wohin?',
    be: 'Прыназоўнікі месца: wo ці wohin?',
    tr: 'İki hâlli edatlar: wo mu, wohin mi?',
    pl: 'Przyimki miejsca: wo czy wohin?',
    es: 'Preposiciones de lugar: ¿wo o wohin?',
  },
  descr: {
    en: 'Nine prepositions of place take the dative for “where?” and the accusative for “where to?” – learn when to use which.',
    ua: 'Дев’ять прийменників місця вимагають давального відмінка на питання «де?» і знахідного на питання «куди?» – навчіться їх розрізняти.',
    de: 'Neun Präpositionen stehen bei „Wo?“ mit Dativ und bei „Wohin?“ mit Akkusativ – lerne, wann du welchen Kasus brauchst.',
    ru: 'Девять предлогов места требуют дательного падежа на вопрос «где?» и винительного на вопрос «куда?» – научитесь их различать.',
    be: 'Дзевяць прыназоўнікаў месца патрабуюць давальнага склону на пытанне «дзе?» і вінавальнага на пытанне «куды?» – навучыцеся іх адрозніваць.',
    tr: 'Dokuz yer edatı “nerede?” sorusunda Dativ, “nereye?” sorusunda Akkusativ alır; hangisini ne zaman kullanacağınızı öğrenin.',
    pl: 'Dziewięć przyimków miejsca łączy się z celownikiem na pytanie „gdzie?” i z biernikiem na pytanie „dokąd?” – naucz się je rozróżniać.',
    es: 'Nueve preposiciones de lugar van con dativo para «¿dónde?» y con acusativo para «¿adónde?»: aprende cuándo usar cada caso.',
  },
  rules: {
    en: [
      {
        heading: 'Nine prepositions with two cases',
        paragraphs: [
          'The prepositions an, auf, hinter, in, neben, über, unter, vor and zwischen describe where something is or where something goes. They are called Wechselpräpositionen (two-way prepositions) because they can take either the dative or the accusative.',
          'Learn them together with their meaning and with both cases, as in the table.',
        ],
        table: {
          caption: 'The nine two-way prepositions',
          head: ['Preposition', 'Meaning', 'Wo? + dative', 'Wohin? + accusative'],
          rows: [
            ['an', 'at, on (a side surface)', 'an der Wand', 'an die Wand'],
            ['auf', 'on (top of)', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'behind', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'in, into', 'in der Küche', 'in die Küche'],
            ['neben', 'next to', 'neben dem Bett', 'neben das Bett'],
            ['über', 'above, over', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'under', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'in front of', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'between', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → dative, Wohin? → accusative',
        paragraphs: [
          'Ask yourself a question. Wo? (where?): something is in a place and stays there – use the dative. Typical verbs: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (where to?): something or somebody moves to a new place – use the accusative. Typical verbs: gehen, fahren, laufen, legen, stellen, setzen, hängen (something).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'The book is lying on the table. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'I put the book on the table. (Wohin?)' },
        ],
        table: {
          caption: 'The article after a two-way preposition',
          head: ['Gender', 'Wo? (dative)', 'Wohin? (accusative)'],
          rows: [
            ['masculine', 'dem / einem', 'den / einen'],
            ['feminine', 'der / einer', 'die / eine'],
            ['neuter', 'dem / einem', 'das / ein'],
            ['plural', 'den (noun + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Short forms',
        paragraphs: [
          'in and an usually merge with dem and das: in dem → im, in das → ins, an dem → am, an das → ans. So im and am are dative (Wo?), ins and ans are accusative (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'The milk is in the fridge.' },
          { de: 'Das Kind geht ins Bett.', tr: 'The child goes to bed.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Movement alone does not mean accusative. If somebody moves around inside one place, the question is still Wo? and you need the dative: Die Kinder laufen im Garten (they run around in the garden). Only a change of place takes the accusative: Die Kinder laufen in den Garten (they run into the garden).',
          'Do not mix up the verb pairs: liegen, stehen, sitzen, hängen (position, dative) and legen, stellen, setzen, hängen (movement, accusative).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'The children are playing in the garden.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'The children run into the garden.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Дев’ять прийменників із двома відмінками',
        paragraphs: [
          'Прийменники an, auf, hinter, in, neben, über, unter, vor і zwischen описують, де щось є або куди щось рухається. Їх називають Wechselpräpositionen, бо вони можуть вимагати або давального, або знахідного відмінка.',
          'Вивчайте їх разом зі значенням і з обома відмінками, як у таблиці.',
        ],
        table: {
          caption: 'Дев’ять прийменників із двома відмінками',
          head: ['Прийменник', 'Значення', 'Wo? + давальний', 'Wohin? + знахідний'],
          rows: [
            ['an', 'біля, на (вертикальній поверхні)', 'an der Wand', 'an die Wand'],
            ['auf', 'на (зверху)', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'за, позаду', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'в, у', 'in der Küche', 'in die Küche'],
            ['neben', 'поруч із', 'neben dem Bett', 'neben das Bett'],
            ['über', 'над', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'під', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'перед', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'між', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → давальний, Wohin? → знахідний',
        paragraphs: [
          'Поставте собі питання. Wo? (де?): щось перебуває в певному місці й залишається там – уживайте давальний відмінок. Типові дієслова: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (куди?): щось або хтось переміщується в нове місце – уживайте знахідний відмінок. Типові дієслова: gehen, fahren, laufen, legen, stellen, setzen, hängen (щось).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Книжка лежить на столі. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Я кладу книжку на стіл. (Wohin?)' },
        ],
        table: {
          caption: 'Артикль після прийменника з двома відмінками',
          head: ['Рід', 'Wo? (давальний)', 'Wohin? (знахідний)'],
          rows: [
            ['чоловічий', 'dem / einem', 'den / einen'],
            ['жіночий', 'der / einer', 'die / eine'],
            ['середній', 'dem / einem', 'das / ein'],
            ['множина', 'den (іменник + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Скорочені форми',
        paragraphs: [
          'in і an зазвичай зливаються з dem і das: in dem → im, in das → ins, an dem → am, an das → ans. Отже, im і am – давальний відмінок (Wo?), ins і ans – знахідний (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Молоко стоїть у холодильнику.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Дитина йде спати.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Сам рух ще не означає знахідного відмінка. Якщо хтось рухається всередині одного місця, питання все одно Wo?, і потрібен давальний: Die Kinder laufen im Garten (діти бігають у саду). Лише зміна місця вимагає знахідного: Die Kinder laufen in den Garten (діти біжать у сад).',
          'Не плутайте пари дієслів: liegen, stehen, sitzen, hängen (положення, давальний) і legen, stellen, setzen, hängen (рух, знахідний).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Діти граються в саду.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Діти біжать у сад.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Neun Präpositionen mit zwei Kasus',
        paragraphs: [
          'Die Präpositionen an, auf, hinter, in, neben, über, unter, vor und zwischen sagen, wo etwas ist oder wohin etwas geht. Sie heißen Wechselpräpositionen, weil nach ihnen der Dativ oder der Akkusativ stehen kann.',
          'Lerne sie mit ihrer Bedeutung und mit beiden Kasus, wie in der Tabelle.',
        ],
        table: {
          caption: 'Die neun Wechselpräpositionen',
          head: ['Präposition', 'Bedeutung', 'Wo? + Dativ', 'Wohin? + Akkusativ'],
          rows: [
            ['an', 'seitlich mit Kontakt', 'an der Wand', 'an die Wand'],
            ['auf', 'oben mit Kontakt', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'auf der Rückseite', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'innen', 'in der Küche', 'in die Küche'],
            ['neben', 'direkt an der Seite', 'neben dem Bett', 'neben das Bett'],
            ['über', 'oben ohne Kontakt', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'unten', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'auf der Vorderseite', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'in der Mitte von zwei Dingen', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → Dativ, Wohin? → Akkusativ',
        paragraphs: [
          'Stell dir eine Frage. Wo?: Etwas ist an einem Ort und bleibt dort – dann steht der Dativ. Typische Verben: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin?: Etwas oder jemand kommt an einen neuen Ort – dann steht der Akkusativ. Typische Verben: gehen, fahren, laufen, legen, stellen, setzen, hängen (etwas).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Wo liegt das Buch? Auf dem Tisch.' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Wohin lege ich das Buch? Auf den Tisch.' },
        ],
        table: {
          caption: 'Der Artikel nach einer Wechselpräposition',
          head: ['Genus', 'Wo? (Dativ)', 'Wohin? (Akkusativ)'],
          rows: [
            ['maskulin', 'dem / einem', 'den / einen'],
            ['feminin', 'der / einer', 'die / eine'],
            ['neutral', 'dem / einem', 'das / ein'],
            ['Plural', 'den (Nomen + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Kurzformen',
        paragraphs: [
          'in und an verbinden sich meistens mit dem und das: in dem → im, in das → ins, an dem → am, an das → ans. im und am sind also Dativ (Wo?), ins und ans sind Akkusativ (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Wo ist die Milch? Im Kühlschrank.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Das Kind geht schlafen.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Bewegung allein heißt nicht Akkusativ. Wenn sich jemand nur an einem Ort bewegt, fragt man trotzdem „Wo?“ und braucht den Dativ: Die Kinder laufen im Garten. Nur wenn jemand an einen neuen Ort kommt, steht der Akkusativ: Die Kinder laufen in den Garten.',
          'Verwechsle die Verbpaare nicht: liegen, stehen, sitzen, hängen (Position, Dativ) und legen, stellen, setzen, hängen (Bewegung, Akkusativ).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Die Kinder sind im Garten und spielen dort.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Die Kinder sind zuerst im Haus, dann laufen sie nach draußen.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Девять предлогов с двумя падежами',
        paragraphs: [
          'Предлоги an, auf, hinter, in, neben, über, unter, vor и zwischen описывают, где что-то находится или куда что-то движется. Их называют Wechselpräpositionen, потому что после них может стоять дательный или винительный падеж.',
          'Учите их вместе со значением и с обоими падежами, как в таблице.',
        ],
        table: {
          caption: 'Девять предлогов с двумя падежами',
          head: ['Предлог', 'Значение', 'Wo? + дательный', 'Wohin? + винительный'],
          rows: [
            ['an', 'у, на (вертикальной поверхности)', 'an der Wand', 'an die Wand'],
            ['auf', 'на (сверху)', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'за, позади', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'в', 'in der Küche', 'in die Küche'],
            ['neben', 'рядом с', 'neben dem Bett', 'neben das Bett'],
            ['über', 'над', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'под', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'перед', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'между', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → дательный, Wohin? → винительный',
        paragraphs: [
          'Задайте себе вопрос. Wo? (где?): что-то находится в каком-то месте и остаётся там – нужен дательный падеж. Типичные глаголы: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (куда?): что-то или кто-то перемещается в новое место – нужен винительный падеж. Типичные глаголы: gehen, fahren, laufen, legen, stellen, setzen, hängen (что-то).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Книга лежит на столе. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Я кладу книгу на стол. (Wohin?)' },
        ],
        table: {
          caption: 'Артикль после предлога с двумя падежами',
          head: ['Род', 'Wo? (дательный)', 'Wohin? (винительный)'],
          rows: [
            ['мужской', 'dem / einem', 'den / einen'],
            ['женский', 'der / einer', 'die / eine'],
            ['средний', 'dem / einem', 'das / ein'],
            ['множественное число', 'den (существительное + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Краткие формы',
        paragraphs: [
          'in и an обычно сливаются с dem и das: in dem → im, in das → ins, an dem → am, an das → ans. Значит, im и am – дательный падеж (Wo?), ins и ans – винительный (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Молоко стоит в холодильнике.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Ребёнок идёт спать.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Само движение ещё не означает винительный падеж. Если кто-то двигается внутри одного места, вопрос всё равно Wo?, и нужен дательный: Die Kinder laufen im Garten (дети бегают в саду). Только смена места требует винительного: Die Kinder laufen in den Garten (дети бегут в сад).',
          'Не путайте пары глаголов: liegen, stehen, sitzen, hängen (положение, дательный) и legen, stellen, setzen, hängen (движение, винительный).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Дети играют в саду.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Дети бегут в сад.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Дзевяць прыназоўнікаў з двума склонамі',
        paragraphs: [
          'Прыназоўнікі an, auf, hinter, in, neben, über, unter, vor і zwischen апісваюць, дзе нешта знаходзіцца або куды нешта рухаецца. Іх называюць Wechselpräpositionen, бо пасля іх можа стаяць давальны або вінавальны склон.',
          'Вучыце іх разам са значэннем і з абодвума склонамі, як у табліцы.',
        ],
        table: {
          caption: 'Дзевяць прыназоўнікаў з двума склонамі',
          head: ['Прыназоўнік', 'Значэнне', 'Wo? + давальны', 'Wohin? + вінавальны'],
          rows: [
            ['an', 'каля, на (вертыкальнай паверхні)', 'an der Wand', 'an die Wand'],
            ['auf', 'на (зверху)', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'за, ззаду', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'у, ў', 'in der Küche', 'in die Küche'],
            ['neben', 'побач з', 'neben dem Bett', 'neben das Bett'],
            ['über', 'над', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'пад', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'перад', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'паміж', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → давальны, Wohin? → вінавальны',
        paragraphs: [
          'Задайце сабе пытанне. Wo? (дзе?): нешта знаходзіцца ў нейкім месцы і застаецца там – патрэбны давальны склон. Тыповыя дзеясловы: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (куды?): нешта ці нехта перамяшчаецца ў новае месца – патрэбны вінавальны склон. Тыповыя дзеясловы: gehen, fahren, laufen, legen, stellen, setzen, hängen (нешта).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Кніга ляжыць на стале. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Я кладу кнігу на стол. (Wohin?)' },
        ],
        table: {
          caption: 'Артыкль пасля прыназоўніка з двума склонамі',
          head: ['Род', 'Wo? (давальны)', 'Wohin? (вінавальны)'],
          rows: [
            ['мужчынскі', 'dem / einem', 'den / einen'],
            ['жаночы', 'der / einer', 'die / eine'],
            ['ніякі', 'dem / einem', 'das / ein'],
            ['множны лік', 'den (назоўнік + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Кароткія формы',
        paragraphs: [
          'in і an звычайна зліваюцца з dem і das: in dem → im, in das → ins, an dem → am, an das → ans. Значыць, im і am – давальны склон (Wo?), ins і ans – вінавальны (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Малако стаіць у халадзільніку.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Дзіця ідзе спаць.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Сам рух яшчэ не азначае вінавальнага склону. Калі нехта рухаецца ўнутры аднаго месца, пытанне ўсё роўна Wo?, і патрэбны давальны: Die Kinder laufen im Garten (дзеці бегаюць у садзе). Толькі змена месца патрабуе вінавальнага: Die Kinder laufen in den Garten (дзеці бягуць у сад).',
          'Не блытайце пары дзеясловаў: liegen, stehen, sitzen, hängen (становішча, давальны) і legen, stellen, setzen, hängen (рух, вінавальны).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Дзеці гуляюць у садзе.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Дзеці бягуць у сад.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'İki hâl alan dokuz edat',
        paragraphs: [
          'an, auf, hinter, in, neben, über, unter, vor ve zwischen edatları bir şeyin nerede olduğunu veya nereye gittiğini anlatır. Bunlara Wechselpräpositionen denir, çünkü ardından Dativ de Akkusativ de gelebilir.',
          'Onları anlamlarıyla ve iki hâliyle birlikte, tablodaki gibi öğrenin.',
        ],
        table: {
          caption: 'İki hâl alan dokuz edat',
          head: ['Edat', 'Anlam', 'Wo? + Dativ', 'Wohin? + Akkusativ'],
          rows: [
            ['an', '-de, -e (yan yüzeyde, dokunarak)', 'an der Wand', 'an die Wand'],
            ['auf', 'üstünde, üstüne', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'arkasında, arkasına', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'içinde, içine', 'in der Küche', 'in die Küche'],
            ['neben', 'yanında, yanına', 'neben dem Bett', 'neben das Bett'],
            ['über', 'üstünde (dokunmadan)', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'altında, altına', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'önünde, önüne', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'arasında, arasına', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → Dativ, Wohin? → Akkusativ',
        paragraphs: [
          'Kendinize bir soru sorun. Wo? (nerede?): bir şey bir yerde bulunuyor ve orada kalıyor – Dativ kullanın. Tipik fiiller: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (nereye?): bir şey veya biri yeni bir yere gidiyor – Akkusativ kullanın. Tipik fiiller: gehen, fahren, laufen, legen, stellen, setzen, hängen (bir şeyi).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Kitap masanın üstünde duruyor. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Kitabı masanın üstüne koyuyorum. (Wohin?)' },
        ],
        table: {
          caption: 'İki hâlli edattan sonra artikel',
          head: ['Cins', 'Wo? (Dativ)', 'Wohin? (Akkusativ)'],
          rows: [
            ['eril', 'dem / einem', 'den / einen'],
            ['dişil', 'der / einer', 'die / eine'],
            ['nötr', 'dem / einem', 'das / ein'],
            ['çoğul', 'den (isim + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Kısa biçimler',
        paragraphs: [
          'in ve an genellikle dem ve das ile birleşir: in dem → im, in das → ins, an dem → am, an das → ans. Yani im ve am Dativdir (Wo?), ins ve ans Akkusativdir (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Süt buzdolabında.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Çocuk yatmaya gidiyor.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Hareket tek başına Akkusativ demek değildir. Biri aynı yerin içinde hareket ediyorsa soru yine Wo? olur ve Dativ gerekir: Die Kinder laufen im Garten (çocuklar bahçede koşuyor). Yalnızca yer değiştirme Akkusativ ister: Die Kinder laufen in den Garten (çocuklar bahçeye koşuyor).',
          'Fiil çiftlerini karıştırmayın: liegen, stehen, sitzen, hängen (konum, Dativ) ve legen, stellen, setzen, hängen (hareket, Akkusativ).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Çocuklar bahçede oynuyor.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Çocuklar bahçeye koşuyor.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Dziewięć przyimków z dwoma przypadkami',
        paragraphs: [
          'Przyimki an, auf, hinter, in, neben, über, unter, vor i zwischen opisują, gdzie coś jest albo dokąd coś się przemieszcza. Nazywa się je Wechselpräpositionen, bo po nich może stać celownik albo biernik.',
          'Ucz się ich razem ze znaczeniem i z oboma przypadkami, tak jak w tabeli.',
        ],
        table: {
          caption: 'Dziewięć przyimków z dwoma przypadkami',
          head: ['Przyimek', 'Znaczenie', 'Wo? + celownik', 'Wohin? + biernik'],
          rows: [
            ['an', 'przy, na (powierzchni bocznej)', 'an der Wand', 'an die Wand'],
            ['auf', 'na (na wierzchu)', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'za', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'w, do', 'in der Küche', 'in die Küche'],
            ['neben', 'obok', 'neben dem Bett', 'neben das Bett'],
            ['über', 'nad', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'pod', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'przed', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'między', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → celownik, Wohin? → biernik',
        paragraphs: [
          'Zadaj sobie pytanie. Wo? (gdzie?): coś jest w jakimś miejscu i tam zostaje – użyj celownika. Typowe czasowniki: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (dokąd?): coś lub ktoś przemieszcza się w nowe miejsce – użyj biernika. Typowe czasowniki: gehen, fahren, laufen, legen, stellen, setzen, hängen (coś).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'Książka leży na stole. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Kładę książkę na stół. (Wohin?)' },
        ],
        table: {
          caption: 'Rodzajnik po przyimku z dwoma przypadkami',
          head: ['Rodzaj', 'Wo? (celownik)', 'Wohin? (biernik)'],
          rows: [
            ['męski', 'dem / einem', 'den / einen'],
            ['żeński', 'der / einer', 'die / eine'],
            ['nijaki', 'dem / einem', 'das / ein'],
            ['liczba mnoga', 'den (rzeczownik + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Formy skrócone',
        paragraphs: [
          'in i an zwykle łączą się z dem i das: in dem → im, in das → ins, an dem → am, an das → ans. Czyli im i am to celownik (Wo?), a ins i ans to biernik (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'Mleko stoi w lodówce.' },
          { de: 'Das Kind geht ins Bett.', tr: 'Dziecko idzie spać.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Sam ruch nie oznacza jeszcze biernika. Jeśli ktoś porusza się w obrębie jednego miejsca, pytanie nadal brzmi Wo? i potrzebny jest celownik: Die Kinder laufen im Garten (dzieci biegają w ogrodzie). Tylko zmiana miejsca wymaga biernika: Die Kinder laufen in den Garten (dzieci biegną do ogrodu).',
          'Nie myl par czasowników: liegen, stehen, sitzen, hängen (położenie, celownik) i legen, stellen, setzen, hängen (ruch, biernik).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Dzieci bawią się w ogrodzie.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Dzieci biegną do ogrodu.' },
        ],
      },
    ],
    es: [
      {
        heading: 'Nueve preposiciones con dos casos',
        paragraphs: [
          'Las preposiciones an, auf, hinter, in, neben, über, unter, vor y zwischen indican dónde está algo o adónde va. Se llaman Wechselpräpositionen porque pueden ir con dativo o con acusativo.',
          'Apréndelas con su significado y con los dos casos, como en la tabla.',
        ],
        table: {
          caption: 'Las nueve preposiciones con dos casos',
          head: ['Preposición', 'Significado', 'Wo? + dativo', 'Wohin? + acusativo'],
          rows: [
            ['an', 'junto a, en (una superficie lateral)', 'an der Wand', 'an die Wand'],
            ['auf', 'sobre, encima de', 'auf dem Tisch', 'auf den Tisch'],
            ['hinter', 'detrás de', 'hinter dem Haus', 'hinter das Haus'],
            ['in', 'en, dentro de', 'in der Küche', 'in die Küche'],
            ['neben', 'al lado de', 'neben dem Bett', 'neben das Bett'],
            ['über', 'encima de (sin tocar)', 'über dem Sofa', 'über das Sofa'],
            ['unter', 'debajo de', 'unter dem Stuhl', 'unter den Stuhl'],
            ['vor', 'delante de', 'vor der Tür', 'vor die Tür'],
            ['zwischen', 'entre', 'zwischen den Bäumen', 'zwischen die Bäume'],
          ],
        },
      },
      {
        heading: 'Wo? → dativo, Wohin? → acusativo',
        paragraphs: [
          'Hazte una pregunta. Wo? (¿dónde?): algo está en un lugar y se queda allí; usa el dativo. Verbos típicos: sein, liegen, stehen, sitzen, hängen, wohnen, arbeiten.',
          'Wohin? (¿adónde?): algo o alguien va a un lugar nuevo; usa el acusativo. Verbos típicos: gehen, fahren, laufen, legen, stellen, setzen, hängen (algo).',
        ],
        examples: [
          { de: 'Das Buch liegt auf dem Tisch.', tr: 'El libro está sobre la mesa. (Wo?)' },
          { de: 'Ich lege das Buch auf den Tisch.', tr: 'Pongo el libro sobre la mesa. (Wohin?)' },
        ],
        table: {
          caption: 'El artículo después de una preposición con dos casos',
          head: ['Género', 'Wo? (dativo)', 'Wohin? (acusativo)'],
          rows: [
            ['masculino', 'dem / einem', 'den / einen'],
            ['femenino', 'der / einer', 'die / eine'],
            ['neutro', 'dem / einem', 'das / ein'],
            ['plural', 'den (sustantivo + n)', 'die'],
          ],
        },
      },
      {
        heading: 'Formas contractas',
        paragraphs: [
          'in y an suelen unirse con dem y das: in dem → im, in das → ins, an dem → am, an das → ans. Por tanto, im y am son dativo (Wo?), e ins y ans son acusativo (Wohin?).',
        ],
        examples: [
          { de: 'Die Milch steht im Kühlschrank.', tr: 'La leche está en la nevera.' },
          { de: 'Das Kind geht ins Bett.', tr: 'El niño se va a la cama.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'El movimiento por sí solo no significa acusativo. Si alguien se mueve dentro de un mismo lugar, la pregunta sigue siendo Wo? y hace falta el dativo: Die Kinder laufen im Garten (los niños corren por el jardín). Solo un cambio de lugar lleva acusativo: Die Kinder laufen in den Garten (los niños corren al jardín).',
          'No confundas los pares de verbos: liegen, stehen, sitzen, hängen (posición, dativo) y legen, stellen, setzen, hängen (movimiento, acusativo).',
        ],
        examples: [
          { de: 'Die Kinder spielen im Garten.', tr: 'Los niños juegan en el jardín.' },
          { de: 'Die Kinder laufen in den Garten.', tr: 'Los niños corren al jardín.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - lege - das Buch - auf - den - Tisch.', hide: ['auf', 'den'], formEn: 'I put the book on the table.', tr: { ua: 'Я кладу книжку на стіл.', de: 'Wohin kommt das Buch? Der Tisch ist das Ziel. (legen)', ru: 'Я кладу книгу на стол.', be: 'Я кладу кнігу на стол.', tr: 'Kitabı masanın üstüne koyuyorum.', pl: 'Kładę książkę na stół.', es: 'Pongo el libro sobre la mesa.' }, correct: false },
      { formDe: 'Das Buch - liegt - auf - dem - Tisch.', hide: ['auf', 'dem'], formEn: 'The book is lying on the table.', tr: { ua: 'Книжка лежить на столі.', de: 'Das Buch ist oben, der Tisch ist darunter. (liegen)', ru: 'Книга лежит на столе.', be: 'Кніга ляжыць на стале.', tr: 'Kitap masanın üstünde duruyor.', pl: 'Książka leży na stole.', es: 'El libro está sobre la mesa.' }, correct: false },
      { formDe: 'Die Katze - schläft - unter - dem - Bett.', hide: ['unter', 'dem'], formEn: 'The cat is sleeping under the bed.', tr: { ua: 'Кішка спить під ліжком.', de: 'Die Katze ist müde. Das Bett ist über ihr. (schlafen)', ru: 'Кошка спит под кроватью.', be: 'Котка спіць пад ложкам.', tr: 'Kedi yatağın altında uyuyor.', pl: 'Kot śpi pod łóżkiem.', es: 'El gato duerme debajo de la cama.' }, correct: false },
      { formDe: 'Der Hund - läuft - unter - das - Bett.', hide: ['unter', 'das'], formEn: 'The dog runs under the bed.', tr: { ua: 'Собака забігає під ліжко.', de: 'Wohin rennt der Hund? Danach ist das Bett über ihm. (laufen)', ru: 'Собака забегает под кровать.', be: 'Сабака забягае пад ложак.', tr: 'Köpek yatağın altına koşuyor.', pl: 'Pies wbiega pod łóżko.', es: 'El perro se mete corriendo debajo de la cama.' }, correct: false },
      { formDe: 'Wir - hängen - das Bild - an - die - Wand.', hide: ['an', 'die'], formEn: 'We hang the picture on the wall.', tr: { ua: 'Ми вішаємо картину на стіну.', de: 'Wohin kommt das Bild? Die Wand ist das Ziel. (hängen, wir)', ru: 'Мы вешаем картину на стену.', be: 'Мы вешаем карціну на сцяну.', tr: 'Resmi duvara asıyoruz.', pl: 'Wieszamy obraz na ścianie.', es: 'Colgamos el cuadro en la pared.' }, correct: false },
      { formDe: 'Das Bild - hängt - an - der - Wand.', hide: ['an', 'der'], formEn: 'The picture is hanging on the wall.', tr: { ua: 'Картина висить на стіні.', de: 'Das Bild ist schon oben, fertig aufgehängt. (hängen, die Wand)', ru: 'Картина висит на стене.', be: 'Карціна вісіць на сцяне.', tr: 'Resim duvarda asılı.', pl: 'Obraz wisi na ścianie.', es: 'El cuadro está colgado en la pared.' }, correct: false },
      { formDe: 'Ich - gehe - in - die - Küche.', hide: ['in', 'die'], formEn: 'I go into the kitchen.', tr: { ua: 'Я йду на кухню.', de: 'Ich habe Hunger und will zum Kühlschrank. Wohin? (gehen)', ru: 'Я иду на кухню.', be: 'Я іду на кухню.', tr: 'Mutfağa gidiyorum.', pl: 'Idę do kuchni.', es: 'Voy a la cocina.' }, correct: false },
      { formDe: 'Mama - ist - in - der - Küche.', hide: ['in', 'der'], formEn: 'Mum is in the kitchen.', tr: { ua: 'Мама на кухні.', de: 'Mama kocht gerade. Wo ist sie? (sein)', ru: 'Мама на кухне.', be: 'Мама на кухні.', tr: 'Annem mutfakta.', pl: 'Mama jest w kuchni.', es: 'Mamá está en la cocina.' }, correct: false },
      { formDe: 'Das Auto - steht - vor - dem - Haus.', hide: ['vor', 'dem'], formEn: 'The car is parked in front of the house.', tr: { ua: 'Машина стоїть перед будинком.', de: 'Das Auto parkt an der Straße, gleich bei der Haustür. (stehen)', ru: 'Машина стоит перед домом.', be: 'Машына стаіць перад домам.', tr: 'Araba evin önünde park edilmiş.', pl: 'Samochód stoi przed domem.', es: 'El coche está aparcado delante de la casa.' }, correct: false },
      { formDe: 'Er - stellt - das Fahrrad - vor - das - Haus.', hide: ['vor', 'das'], formEn: 'He puts the bike in front of the house.', tr: { ua: 'Він ставить велосипед перед будинком.', de: 'Wohin kommt das Rad? Nach draußen, direkt zur Haustür. (stellen)', ru: 'Он ставит велосипед перед домом.', be: 'Ён ставіць ровар перад домам.', tr: 'O, bisikleti evin önüne bırakıyor.', pl: 'On stawia rower przed domem.', es: 'Él pone la bicicleta delante de la casa.' }, correct: false },
      { formDe: 'Die Lampe - hängt - über - dem - Tisch.', hide: ['über', 'dem'], formEn: 'The lamp is hanging above the table.', tr: { ua: 'Лампа висить над столом.', de: 'Der Tisch ist unter der Lampe. (hängen)', ru: 'Лампа висит над столом.', be: 'Лямпа вісіць над сталом.', tr: 'Lamba masanın üstünde asılı.', pl: 'Lampa wisi nad stołem.', es: 'La lámpara cuelga sobre la mesa.' }, correct: false },
      { formDe: 'Sie - hängt - die Lampe - über - den - Tisch.', hide: ['über', 'den'], formEn: 'She hangs the lamp above the table.', tr: { ua: 'Вона вішає лампу над столом.', de: 'Eine Frau bringt die Lampe an. Wohin? Der Tisch soll darunter sein. (hängen)', ru: 'Она вешает лампу над столом.', be: 'Яна вешае лямпу над сталом.', tr: 'O, lambayı masanın üstüne asıyor.', pl: 'Ona wiesza lampę nad stołem.', es: 'Ella cuelga la lámpara sobre la mesa.' }, correct: false },
      { formDe: 'Der Garten - ist - hinter - dem - Haus.', hide: ['hinter', 'dem'], formEn: 'The garden is behind the house.', tr: { ua: 'Сад за будинком.', de: 'Vorne ist die Straße, der Garten ist auf der anderen Seite vom Haus.', ru: 'Сад за домом.', be: 'Сад за домам.', tr: 'Bahçe evin arkasında.', pl: 'Ogród jest za domem.', es: 'El jardín está detrás de la casa.' }, correct: false },
      { formDe: 'Die Kinder - laufen - hinter - das - Haus.', hide: ['hinter', 'das'], formEn: 'The children run behind the house.', tr: { ua: 'Діти забігають за будинок.', de: 'Wohin rennen die Kinder? Auf die andere Seite vom Haus. (laufen)', ru: 'Дети забегают за дом.', be: 'Дзеці забягаюць за дом.', tr: 'Çocuklar evin arkasına koşuyor.', pl: 'Dzieci wbiegają za dom.', es: 'Los niños se van corriendo detrás de la casa.' }, correct: false },
      { formDe: 'Der Stuhl - steht - neben - dem - Fenster.', hide: ['neben', 'dem'], formEn: 'The chair is next to the window.', tr: { ua: 'Стілець стоїть біля вікна.', de: 'Wo ist der Stuhl? Ganz nah am Fenster. (stehen)', ru: 'Стул стоит рядом с окном.', be: 'Крэсла стаіць каля акна.', tr: 'Sandalye pencerenin yanında duruyor.', pl: 'Krzesło stoi obok okna.', es: 'La silla está junto a la ventana.' }, correct: false },
      { formDe: 'Ich - stelle - den Stuhl - neben - das - Fenster.', hide: ['neben', 'das'], formEn: 'I put the chair next to the window.', tr: { ua: 'Я ставлю стілець біля вікна.', de: 'Wohin kommt der Stuhl? Ganz nah ans Fenster. (stellen)', ru: 'Я ставлю стул рядом с окном.', be: 'Я стаўлю крэсла каля акна.', tr: 'Sandalyeyi pencerenin yanına koyuyorum.', pl: 'Stawiam krzesło obok okna.', es: 'Pongo la silla junto a la ventana.' }, correct: false },
      { formDe: 'Die Bank - steht - zwischen - den - Bäumen.', hide: ['zwischen', 'den'], formEn: 'The bench stands between the trees.', tr: { ua: 'Лавка стоїть між деревами.', de: 'Links ist ein Baum, rechts ist ein Baum, in der Mitte ist die Bank. (stehen)', ru: 'Скамейка стоит между деревьями.', be: 'Лаўка стаіць паміж дрэвамі.', tr: 'Bank ağaçların arasında duruyor.', pl: 'Ławka stoi między drzewami.', es: 'El banco está entre los árboles.' }, correct: false },
      { formDe: 'Er - stellt - die Tasche - zwischen - die - Stühle.', hide: ['zwischen', 'die'], formEn: 'He puts the bag between the chairs.', tr: { ua: 'Він ставить сумку між стільцями.', de: 'Wohin kommt die Tasche? In die Mitte, links und rechts ist ein Stuhl. (stellen)', ru: 'Он ставит сумку между стульями.', be: 'Ён ставіць сумку паміж крэсламі.', tr: 'O, çantayı sandalyelerin arasına koyuyor.', pl: 'On stawia torbę między krzesłami.', es: 'Él pone la bolsa entre las sillas.' }, correct: false },
      { formDe: 'Die Kinder - spielen - im - Garten.', hide: ['im'], formEn: 'The children are playing in the garden.', tr: { ua: 'Діти граються в саду.', de: 'Wo haben die Kinder Spaß? Draußen bei Blumen und Bäumen. (spielen)', ru: 'Дети играют в саду.', be: 'Дзеці гуляюць у садзе.', tr: 'Çocuklar bahçede oynuyor.', pl: 'Dzieci bawią się w ogrodzie.', es: 'Los niños están jugando en el jardín.' }, correct: false },
      { formDe: 'Ich - lege - die Wurst - in - den - Kühlschrank.', hide: ['in', 'den'], formEn: 'I put the sausage in the fridge.', tr: { ua: 'Я кладу ковбасу в холодильник.', de: 'Wohin kommt die Wurst? Dort bleibt sie kalt. (legen)', ru: 'Я кладу колбасу в холодильник.', be: 'Я кладу каўбасу ў халадзільнік.', tr: 'Sosisi buzdolabına koyuyorum.', pl: 'Kładę kiełbasę do lodówki.', es: 'Pongo la salchicha en la nevera.' }, correct: false },
      { formDe: 'Die Milch - steht - im - Kühlschrank.', hide: ['im'], formEn: 'The milk is in the fridge.', tr: { ua: 'Молоко стоїть у холодильнику.', de: 'Die Milch bleibt kalt. Wo ist sie? (stehen)', ru: 'Молоко стоит в холодильнике.', be: 'Малако стаіць у халадзільніку.', tr: 'Süt buzdolabında.', pl: 'Mleko stoi w lodówce.', es: 'La leche está en la nevera.' }, correct: false },
      { formDe: 'Die Schuhe - stehen - vor - der - Tür.', hide: ['vor', 'der'], formEn: 'The shoes are in front of the door.', tr: { ua: 'Взуття стоїть перед дверима.', de: 'Man zieht die Schuhe aus und lässt sie draußen. Wo sind sie? (stehen)', ru: 'Обувь стоит перед дверью.', be: 'Абутак стаіць перад дзвярыма.', tr: 'Ayakkabılar kapının önünde.', pl: 'Buty stoją przed drzwiami.', es: 'Los zapatos están delante de la puerta.' }, correct: false },
      { formDe: 'Wir - setzen - uns - an - den - Tisch.', hide: ['an', 'den'], formEn: 'We sit down at the table.', tr: { ua: 'Ми сідаємо за стіл.', de: 'Das Essen ist fertig. Wohin gehen wir zum Essen? (sich setzen)', ru: 'Мы садимся за стол.', be: 'Мы сядаем за стол.', tr: 'Masaya oturuyoruz.', pl: 'Siadamy do stołu.', es: 'Nos sentamos a la mesa.' }, correct: false },
      { formDe: 'Das Kind - geht - ins - Bett.', hide: ['ins'], formEn: 'The child goes to bed.', tr: { ua: 'Дитина йде спати.', de: 'Es ist spät, das Kind ist müde. Wohin? (gehen)', ru: 'Ребёнок идёт спать.', be: 'Дзіця ідзе спаць.', tr: 'Çocuk yatmaya gidiyor.', pl: 'Dziecko idzie do łóżka.', es: 'El niño se va a la cama.' }, correct: false },
      { formDe: 'Die Katze - springt - auf - das - Sofa.', hide: ['auf', 'das'], formEn: 'The cat jumps onto the sofa.', tr: { ua: 'Кішка стрибає на диван.', de: 'Wohin springt die Katze? Danach ist sie oben bei den Kissen. (springen)', ru: 'Кошка прыгает на диван.', be: 'Котка скача на канапу.', tr: 'Kedi kanepenin üstüne atlıyor.', pl: 'Kot wskakuje na kanapę.', es: 'La gata salta al sofá.' }, correct: false },
      { formDe: 'Die Kinder - sitzen - auf - dem - Boden.', hide: ['auf', 'dem'], formEn: 'The children are sitting on the floor.', tr: { ua: 'Діти сидять на підлозі.', de: 'Es gibt keine Stühle, die Kinder sind ganz unten. Wo? (sitzen, der Boden)', ru: 'Дети сидят на полу.', be: 'Дзеці сядзяць на падлозе.', tr: 'Çocuklar yerde oturuyor.', pl: 'Dzieci siedzą na podłodze.', es: 'Los niños están sentados en el suelo.' }, correct: false },
      { formDe: 'Wir - fahren - in - die - Stadt.', hide: ['in', 'die'], formEn: 'We are going into town.', tr: { ua: 'Ми їдемо в місто.', de: 'Unser Ziel: das Zentrum mit den Geschäften. Wohin? (fahren)', ru: 'Мы едем в город.', be: 'Мы едзем у горад.', tr: 'Şehre gidiyoruz.', pl: 'Jedziemy do miasta.', es: 'Vamos a la ciudad.' }, correct: false },
      { formDe: 'Mein Handy - liegt - in - der - Tasche.', hide: ['in', 'der'], formEn: 'My mobile is in the bag.', tr: { ua: 'Мій телефон лежить у сумці.', de: 'Wo ist mein Handy? Nicht auf dem Tisch, sondern drinnen bei den Schlüsseln. (liegen, die Tasche)', ru: 'Мой телефон лежит в сумке.', be: 'Мой тэлефон ляжыць у сумцы.', tr: 'Telefonum çantada duruyor.', pl: 'Mój telefon leży w torbie.', es: 'Mi móvil está en el bolso.' }, correct: false },
      { formDe: 'Die Zeitung - liegt - unter - dem - Stuhl.', hide: ['unter', 'dem'], formEn: 'The newspaper is under the chair.', tr: { ua: 'Газета лежить під стільцем.', de: 'Die Zeitung ist auf den Boden gefallen, der Stuhl ist jetzt über ihr. Wo? (liegen)', ru: 'Газета лежит под стулом.', be: 'Газета ляжыць пад крэслам.', tr: 'Gazete sandalyenin altında duruyor.', pl: 'Gazeta leży pod krzesłem.', es: 'El periódico está debajo de la silla.' }, correct: false },
      { formDe: 'Ich - hänge - den Mantel - in - den - Schrank.', hide: ['in', 'den'], formEn: 'I hang the coat in the wardrobe.', tr: { ua: 'Я вішаю пальто в шафу.', de: 'Wohin kommt der Mantel? Dorthin, wo auch die anderen Kleider hängen. (hängen, der Schrank)', ru: 'Я вешаю пальто в шкаф.', be: 'Я вешаю паліто ў шафу.', tr: 'Paltoyu dolaba asıyorum.', pl: 'Wieszam płaszcz w szafie.', es: 'Cuelgo el abrigo en el armario.' }, correct: false },
    ],
  },
};

export default topic;
