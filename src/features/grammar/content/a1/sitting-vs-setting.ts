import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'sitting-vs-setting',
  type: 'other',
  title: {
    en: 'sitzen or setzen? liegen or legen?',
    ua: 'sitzen чи setzen? liegen чи legen?',
    de: 'sitzen oder setzen? liegen oder legen?',
    ru: 'sitzen или setzen? liegen или legen?',
    be: 'sitzen ці setzen? liegen ці legen?',
    tr: 'sitzen mi setzen mi? liegen mi legen mi?',
    pl: 'sitzen czy setzen? liegen czy legen?',
    es: '¿sitzen o setzen? ¿liegen o legen?',
  },
  descr: {
    en: 'sitzen, liegen and stehen say where something is; setzen, legen and stellen say where you put it – learn the difference.',
    ua: 'sitzen, liegen і stehen кажуть, де щось є, а setzen, legen і stellen – куди це кладуть чи ставлять; навчіться їх розрізняти.',
    de: 'sitzen, liegen und stehen sagen, wo etwas ist; setzen, legen und stellen sagen, wohin man es bringt – lerne den Unterschied.',
    ru: 'sitzen, liegen и stehen говорят, где что-то находится, а setzen, legen и stellen – куда это кладут или ставят; научитесь их различать.',
    be: 'sitzen, liegen і stehen кажуць, дзе нешта знаходзіцца, а setzen, legen і stellen – куды гэта кладуць ці ставяць; навучыцеся іх адрозніваць.',
    tr: 'sitzen, liegen ve stehen bir şeyin nerede olduğunu, setzen, legen ve stellen ise onu nereye koyduğunuzu söyler; farkı öğrenin.',
    pl: 'sitzen, liegen i stehen mówią, gdzie coś jest, a setzen, legen i stellen – gdzie to kładziesz lub stawiasz; naucz się je rozróżniać.',
    es: 'sitzen, liegen y stehen dicen dónde está algo; setzen, legen y stellen, dónde lo pones: aprende la diferencia.',
  },
  rules: {
    en: [
      {
        heading: 'Position or movement?',
        paragraphs: [
          'German has three pairs of verbs for where things are and where you put them. sitzen, liegen and stehen describe a position: nothing moves, the question is Wo? and a two-way preposition takes the dative.',
          'setzen, legen and stellen describe an action: somebody puts something (or himself) somewhere. The question is Wohin? and the preposition takes the accusative. These verbs always have an object – a thing or sich.',
        ],
        table: {
          caption: 'The three verb pairs',
          head: ['Position: Wo? + dative', 'Movement: Wohin? + accusative', 'Meaning'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'to sit / to sit down, to seat'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'to lie / to lay, to put (flat)'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'to stand / to stand, to put (upright)'],
          ],
        },
      },
      {
        heading: 'The forms',
        paragraphs: [
          'The position verbs are irregular: their past participle ends in -en (gesessen, gelegen, gestanden). The movement verbs are regular: the participle ends in -t (gesetzt, gelegt, gestellt). All six form the perfect with haben; in southern Germany, Austria and Switzerland people also say ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'The book was lying on the table.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'I put the book on the table.' },
        ],
        table: {
          caption: 'Present tense and perfect',
          head: ['Infinitive', 'er/sie/es', 'Perfect'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Moving yourself: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'When a person moves into a position, German uses the movement verb with a reflexive pronoun: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Afterwards the person is in the position: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'The polite request to sit down is: Setzen Sie sich bitte! To a friend: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'I sit down on the chair.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Now I am sitting on the chair.' },
        ],
      },
      {
        heading: 'liegen or stehen? Common mistakes',
        paragraphs: [
          'Flat things and things on their side liegen: a book, a phone, a key, a carpet, a person in bed. Upright things stehen: a bottle, a glass, a lamp, a cupboard, a parked car. In German plates and cups also stehen on the table.',
          'Common mistakes: wrong: Ich sitze mich. Right: Ich setze mich. Wrong: Das Buch legt auf dem Tisch. Right: Das Buch liegt auf dem Tisch. Wrong: Ich lege das Buch auf dem Tisch. Right: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'The plate is on the table.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'The phone is lying on the sofa.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Положення чи рух?',
        paragraphs: [
          'У німецькій є три пари дієслів про те, де щось перебуває і куди це кладуть. sitzen, liegen і stehen описують положення: ніщо не рухається, питання – Wo?, і прийменник місця вимагає давального відмінка.',
          'setzen, legen і stellen описують дію: хтось кладе, ставить чи садить щось (або себе) кудись. Питання – Wohin?, і прийменник вимагає знахідного відмінка. Ці дієслова завжди мають додаток – річ або sich.',
        ],
        table: {
          caption: 'Три пари дієслів',
          head: ['Положення: Wo? + давальний', 'Рух: Wohin? + знахідний', 'Значення'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'сидіти / сідати, садити'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'лежати / класти'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'стояти / ставити'],
          ],
        },
      },
      {
        heading: 'Форми',
        paragraphs: [
          'Дієслова положення неправильні: їхній дієприкметник минулого часу закінчується на -en (gesessen, gelegen, gestanden). Дієслова руху правильні: дієприкметник закінчується на -t (gesetzt, gelegt, gestellt). Усі шість утворюють Perfekt із haben; на півдні Німеччини, в Австрії та Швейцарії кажуть також ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Книжка лежала на столі.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Я поклав книжку на стіл.' },
        ],
        table: {
          caption: 'Теперішній час і Perfekt',
          head: ['Інфінітив', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Коли рухаєтеся самі: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Коли людина сама займає положення, німецька вживає дієслово руху зі зворотним займенником: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Після цього людина перебуває в положенні: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Ввічливе запрошення сісти: Setzen Sie sich bitte! Другові: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Я сідаю на стілець.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Тепер я сиджу на стільці.' },
        ],
      },
      {
        heading: 'liegen чи stehen? Типові помилки',
        paragraphs: [
          'Пласкі речі та речі, що лежать на боці, – liegen: книжка, телефон, ключ, килим, людина в ліжку. Речі, що стоять вертикально, – stehen: пляшка, склянка, лампа, шафа, припаркована машина. Тарілки й чашки німецькою теж stehen на столі.',
          'Типові помилки: неправильно: Ich sitze mich. Правильно: Ich setze mich. Неправильно: Das Buch legt auf dem Tisch. Правильно: Das Buch liegt auf dem Tisch. Неправильно: Ich lege das Buch auf dem Tisch. Правильно: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Тарілка стоїть на столі.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Телефон лежить на дивані.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Position oder Bewegung?',
        paragraphs: [
          'Im Deutschen gibt es drei Verbpaare dafür, wo etwas ist und wohin man es bringt. sitzen, liegen und stehen beschreiben eine Position: Nichts bewegt sich, die Frage ist Wo? und nach einer Wechselpräposition steht der Dativ.',
          'setzen, legen und stellen beschreiben eine Handlung: Jemand bringt etwas (oder sich selbst) an einen Ort. Die Frage ist Wohin? und nach der Präposition steht der Akkusativ. Diese Verben haben immer ein Objekt – eine Sache oder sich.',
        ],
        table: {
          caption: 'Die drei Verbpaare',
          head: ['Position: Wo? + Dativ', 'Bewegung: Wohin? + Akkusativ', 'Bedeutung'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'sitzen = Position; setzen = jemanden oder sich zum Sitzen bringen'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'liegen = flach sein; legen = flach hinbringen'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'stehen = aufrecht sein; stellen = aufrecht hinbringen'],
          ],
        },
      },
      {
        heading: 'Die Formen',
        paragraphs: [
          'Die Positionsverben sind unregelmäßig: Das Partizip II endet auf -en (gesessen, gelegen, gestanden). Die Bewegungsverben sind regelmäßig: Das Partizip endet auf -t (gesetzt, gelegt, gestellt). Alle sechs bilden das Perfekt mit haben; in Süddeutschland, Österreich und der Schweiz sagt man auch ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Position: liegen → gelegen' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Bewegung: legen → gelegt' },
        ],
        table: {
          caption: 'Präsens und Perfekt',
          head: ['Infinitiv', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Sich selbst bewegen: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Wenn eine Person selbst in eine Position geht, benutzt man das Bewegungsverb mit Reflexivpronomen: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Danach ist die Person in der Position: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Die höfliche Bitte heißt: Setzen Sie sich bitte! Zu einem Freund sagt man: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Bewegung: Ich gehe zum Stuhl und setze mich.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Position: Ich bin jetzt auf dem Stuhl.' },
        ],
      },
      {
        heading: 'liegen oder stehen? Typische Fehler',
        paragraphs: [
          'Flache Dinge und Dinge auf der Seite liegen: ein Buch, ein Handy, ein Schlüssel, ein Teppich, eine Person im Bett. Aufrechte Dinge stehen: eine Flasche, ein Glas, eine Lampe, ein Schrank, ein geparktes Auto. Auch Teller und Tassen stehen auf dem Tisch.',
          'Typische Fehler: falsch: Ich sitze mich. Richtig: Ich setze mich. Falsch: Das Buch legt auf dem Tisch. Richtig: Das Buch liegt auf dem Tisch. Falsch: Ich lege das Buch auf dem Tisch. Richtig: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Teller stehen, obwohl sie flach sind.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Das Handy ist flach: Es liegt.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Положение или движение?',
        paragraphs: [
          'В немецком есть три пары глаголов о том, где что-то находится и куда это кладут. sitzen, liegen и stehen описывают положение: ничего не движется, вопрос – Wo?, и предлог места требует дательного падежа.',
          'setzen, legen и stellen описывают действие: кто-то кладёт, ставит или сажает что-то (или себя) куда-то. Вопрос – Wohin?, и предлог требует винительного падежа. У этих глаголов всегда есть дополнение – вещь или sich.',
        ],
        table: {
          caption: 'Три пары глаголов',
          head: ['Положение: Wo? + дательный', 'Движение: Wohin? + винительный', 'Значение'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'сидеть / садиться, сажать'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'лежать / класть'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'стоять / ставить'],
          ],
        },
      },
      {
        heading: 'Формы',
        paragraphs: [
          'Глаголы положения неправильные: их причастие прошедшего времени оканчивается на -en (gesessen, gelegen, gestanden). Глаголы движения правильные: причастие оканчивается на -t (gesetzt, gelegt, gestellt). Все шесть образуют Perfekt с haben; на юге Германии, в Австрии и Швейцарии говорят также ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Книга лежала на столе.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Я положил книгу на стол.' },
        ],
        table: {
          caption: 'Настоящее время и Perfekt',
          head: ['Инфинитив', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Когда двигаетесь сами: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Когда человек сам принимает положение, в немецком используют глагол движения с возвратным местоимением: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. После этого человек находится в положении: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Вежливое приглашение сесть: Setzen Sie sich bitte! Другу: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Я сажусь на стул.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Теперь я сижу на стуле.' },
        ],
      },
      {
        heading: 'liegen или stehen? Типичные ошибки',
        paragraphs: [
          'Плоские вещи и вещи, лежащие на боку, – liegen: книга, телефон, ключ, ковёр, человек в кровати. Вещи, стоящие вертикально, – stehen: бутылка, стакан, лампа, шкаф, припаркованная машина. Тарелки и чашки по-немецки тоже stehen на столе.',
          'Типичные ошибки: неправильно: Ich sitze mich. Правильно: Ich setze mich. Неправильно: Das Buch legt auf dem Tisch. Правильно: Das Buch liegt auf dem Tisch. Неправильно: Ich lege das Buch auf dem Tisch. Правильно: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Тарелка стоит на столе.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Телефон лежит на диване.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Становішча ці рух?',
        paragraphs: [
          'У нямецкай мове ёсць тры пары дзеясловаў пра тое, дзе нешта знаходзіцца і куды гэта кладуць. sitzen, liegen і stehen апісваюць становішча: нічога не рухаецца, пытанне – Wo?, і прыназоўнік месца патрабуе давальнага склону.',
          'setzen, legen і stellen апісваюць дзеянне: нехта кладзе, ставіць ці садзіць нешта (або сябе) кудысьці. Пытанне – Wohin?, і прыназоўнік патрабуе вінавальнага склону. У гэтых дзеясловаў заўсёды ёсць дапаўненне – рэч або sich.',
        ],
        table: {
          caption: 'Тры пары дзеясловаў',
          head: ['Становішча: Wo? + давальны', 'Рух: Wohin? + вінавальны', 'Значэнне'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'сядзець / садзіцца, садзіць'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'ляжаць / класці'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'стаяць / ставіць'],
          ],
        },
      },
      {
        heading: 'Формы',
        paragraphs: [
          'Дзеясловы становішча няправільныя: іх дзеепрыметнік прошлага часу канчаецца на -en (gesessen, gelegen, gestanden). Дзеясловы руху правільныя: дзеепрыметнік канчаецца на -t (gesetzt, gelegt, gestellt). Усе шэсць утвараюць Perfekt з haben; на поўдні Германіі, у Аўстрыі і Швейцарыі кажуць таксама ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Кніга ляжала на стале.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Я паклаў кнігу на стол.' },
        ],
        table: {
          caption: 'Цяперашні час і Perfekt',
          head: ['Інфінітыў', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Калі рухаецеся самі: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Калі чалавек сам займае становішча, у нямецкай ужываюць дзеяслоў руху са зваротным займеннікам: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Пасля гэтага чалавек знаходзіцца ў становішчы: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Ветлівае запрашэнне сесці: Setzen Sie sich bitte! Сябру: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Я сядаю на крэсла.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Цяпер я сяджу на крэсле.' },
        ],
      },
      {
        heading: 'liegen ці stehen? Тыповыя памылкі',
        paragraphs: [
          'Плоскія рэчы і рэчы, што ляжаць на баку, – liegen: кніга, тэлефон, ключ, дыван, чалавек у ложку. Рэчы, што стаяць вертыкальна, – stehen: бутэлька, шклянка, лямпа, шафа, прыпаркаваная машына. Талеркі і кубкі па-нямецку таксама stehen на стале.',
          'Тыповыя памылкі: няправільна: Ich sitze mich. Правільна: Ich setze mich. Няправільна: Das Buch legt auf dem Tisch. Правільна: Das Buch liegt auf dem Tisch. Няправільна: Ich lege das Buch auf dem Tisch. Правільна: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Талерка стаіць на стале.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Тэлефон ляжыць на канапе.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Konum mu, hareket mi?',
        paragraphs: [
          'Almancada bir şeyin nerede olduğu ve nereye konduğu için üç fiil çifti vardır. sitzen, liegen ve stehen bir konumu anlatır: hiçbir şey hareket etmez, soru Wo? olur ve yer edatı Dativ alır.',
          'setzen, legen ve stellen bir eylemi anlatır: biri bir şeyi (ya da kendini) bir yere koyar. Soru Wohin? olur ve edat Akkusativ alır. Bu fiillerin her zaman bir nesnesi vardır – bir şey ya da sich.',
        ],
        table: {
          caption: 'Üç fiil çifti',
          head: ['Konum: Wo? + Dativ', 'Hareket: Wohin? + Akkusativ', 'Anlam'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'oturur durumda olmak / oturtmak; sich setzen: oturmak'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'yatar durumda olmak / yatırmak, (yatay) koymak'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'dik durmak / (dik) koymak'],
          ],
        },
      },
      {
        heading: 'Biçimler',
        paragraphs: [
          'Konum fiilleri düzensizdir: geçmiş zaman ortacı -en ile biter (gesessen, gelegen, gestanden). Hareket fiilleri düzenlidir: ortaç -t ile biter (gesetzt, gelegt, gestellt). Altısı da Perfekt’i haben ile yapar; Güney Almanya’da, Avusturya’da ve İsviçre’de ist gesessen, ist gelegen, ist gestanden de denir.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Kitap masanın üstünde duruyordu.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Kitabı masanın üstüne koydum.' },
        ],
        table: {
          caption: 'Şimdiki zaman ve Perfekt',
          head: ['Mastar', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Kendiniz hareket ettiğinizde: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Bir kişi kendisi bir konuma geçtiğinde Almanca hareket fiilini dönüşlü zamirle kullanır: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Sonra kişi o konumdadır: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Kibar oturma daveti: Setzen Sie sich bitte! Bir arkadaşa: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Sandalyeye oturuyorum.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Şimdi sandalyede oturuyorum.' },
        ],
      },
      {
        heading: 'liegen mi stehen mi? Sık yapılan hatalar',
        paragraphs: [
          'Düz şeyler ve yan yatmış şeyler liegen: kitap, telefon, anahtar, halı, yataktaki bir kişi. Dik duran şeyler stehen: şişe, bardak, lamba, dolap, park etmiş bir araba. Almancada tabaklar ve fincanlar da masada stehen.',
          'Sık yapılan hatalar: yanlış: Ich sitze mich. Doğru: Ich setze mich. Yanlış: Das Buch legt auf dem Tisch. Doğru: Das Buch liegt auf dem Tisch. Yanlış: Ich lege das Buch auf dem Tisch. Doğru: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Tabak masanın üstünde duruyor.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Telefon kanepenin üstünde duruyor.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Położenie czy ruch?',
        paragraphs: [
          'W niemieckim są trzy pary czasowników o tym, gdzie coś jest i gdzie to się kładzie. sitzen, liegen i stehen opisują położenie: nic się nie rusza, pytanie brzmi Wo?, a przyimek miejsca łączy się z celownikiem.',
          'setzen, legen i stellen opisują czynność: ktoś kładzie, stawia lub sadza coś (albo siebie) gdzieś. Pytanie brzmi Wohin?, a przyimek łączy się z biernikiem. Te czasowniki zawsze mają dopełnienie – rzecz albo sich.',
        ],
        table: {
          caption: 'Trzy pary czasowników',
          head: ['Położenie: Wo? + celownik', 'Ruch: Wohin? + biernik', 'Znaczenie'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'siedzieć / siadać, sadzać'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'leżeć / kłaść'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'stać / stawiać'],
          ],
        },
      },
      {
        heading: 'Formy',
        paragraphs: [
          'Czasowniki położenia są nieregularne: ich imiesłów czasu przeszłego kończy się na -en (gesessen, gelegen, gestanden). Czasowniki ruchu są regularne: imiesłów kończy się na -t (gesetzt, gelegt, gestellt). Wszystkie sześć tworzy Perfekt z haben; na południu Niemiec, w Austrii i Szwajcarii mówi się też ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'Książka leżała na stole.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'Położyłem książkę na stole.' },
        ],
        table: {
          caption: 'Czas teraźniejszy i Perfekt',
          head: ['Bezokolicznik', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Gdy ruszasz się sam: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Gdy osoba sama przyjmuje jakąś pozycję, po niemiecku używa się czasownika ruchu z zaimkiem zwrotnym: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Potem osoba jest w tej pozycji: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'Grzeczne zaproszenie, by usiąść: Setzen Sie sich bitte! Do kolegi: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Siadam na krześle.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Teraz siedzę na krześle.' },
        ],
      },
      {
        heading: 'liegen czy stehen? Typowe błędy',
        paragraphs: [
          'Płaskie rzeczy i rzeczy leżące na boku – liegen: książka, telefon, klucz, dywan, osoba w łóżku. Rzeczy stojące pionowo – stehen: butelka, szklanka, lampa, szafa, zaparkowany samochód. Talerze i filiżanki po niemiecku też stehen na stole.',
          'Typowe błędy: źle: Ich sitze mich. Dobrze: Ich setze mich. Źle: Das Buch legt auf dem Tisch. Dobrze: Das Buch liegt auf dem Tisch. Źle: Ich lege das Buch auf dem Tisch. Dobrze: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'Talerz stoi na stole.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'Telefon leży na kanapie.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Posición o movimiento?',
        paragraphs: [
          'El alemán tiene tres pares de verbos para decir dónde está algo y dónde se pone. sitzen, liegen y stehen describen una posición: nada se mueve, la pregunta es Wo? y la preposición de lugar va con dativo.',
          'setzen, legen y stellen describen una acción: alguien pone algo (o se pone a sí mismo) en un lugar. La pregunta es Wohin? y la preposición va con acusativo. Estos verbos siempre tienen un complemento: una cosa o sich.',
        ],
        table: {
          caption: 'Los tres pares de verbos',
          head: ['Posición: Wo? + dativo', 'Movimiento: Wohin? + acusativo', 'Significado'],
          rows: [
            ['sitzen: Ich sitze auf dem Sofa.', 'setzen: Ich setze mich auf das Sofa.', 'estar sentado / sentarse, sentar'],
            ['liegen: Das Buch liegt auf dem Tisch.', 'legen: Ich lege das Buch auf den Tisch.', 'estar tumbado, estar (plano) / poner (en horizontal)'],
            ['stehen: Die Flasche steht im Schrank.', 'stellen: Ich stelle die Flasche in den Schrank.', 'estar de pie, estar (derecho) / poner (en vertical)'],
          ],
        },
      },
      {
        heading: 'Las formas',
        paragraphs: [
          'Los verbos de posición son irregulares: su participio termina en -en (gesessen, gelegen, gestanden). Los verbos de movimiento son regulares: el participio termina en -t (gesetzt, gelegt, gestellt). Los seis forman el Perfekt con haben; en el sur de Alemania, en Austria y en Suiza también se dice ist gesessen, ist gelegen, ist gestanden.',
        ],
        examples: [
          { de: 'Das Buch hat auf dem Tisch gelegen.', tr: 'El libro estaba sobre la mesa.' },
          { de: 'Ich habe das Buch auf den Tisch gelegt.', tr: 'He puesto el libro sobre la mesa.' },
        ],
        table: {
          caption: 'Presente y Perfekt',
          head: ['Infinitivo', 'er/sie/es', 'Perfekt'],
          rows: [
            ['sitzen', 'sitzt', 'hat gesessen'],
            ['setzen', 'setzt', 'hat gesetzt'],
            ['liegen', 'liegt', 'hat gelegen'],
            ['legen', 'legt', 'hat gelegt'],
            ['stehen', 'steht', 'hat gestanden'],
            ['stellen', 'stellt', 'hat gestellt'],
          ],
        },
      },
      {
        heading: 'Cuando te mueves tú: sich setzen, sich legen, sich stellen',
        paragraphs: [
          'Cuando una persona se pone ella misma en una posición, el alemán usa el verbo de movimiento con un pronombre reflexivo: ich setze mich, du setzt dich, er setzt sich, wir setzen uns. Después la persona está en esa posición: Ich setze mich auf den Stuhl. – Jetzt sitze ich auf dem Stuhl.',
          'La invitación cortés a sentarse es: Setzen Sie sich bitte! A un amigo: Setz dich!',
        ],
        examples: [
          { de: 'Ich setze mich auf den Stuhl.', tr: 'Me siento en la silla.' },
          { de: 'Jetzt sitze ich auf dem Stuhl.', tr: 'Ahora estoy sentado en la silla.' },
        ],
      },
      {
        heading: '¿liegen o stehen? Errores frecuentes',
        paragraphs: [
          'Las cosas planas y las que están de lado liegen: un libro, un móvil, una llave, una alfombra, una persona en la cama. Las cosas en vertical stehen: una botella, un vaso, una lámpara, un armario, un coche aparcado. En alemán los platos y las tazas también stehen en la mesa.',
          'Errores frecuentes: incorrecto: Ich sitze mich. Correcto: Ich setze mich. Incorrecto: Das Buch legt auf dem Tisch. Correcto: Das Buch liegt auf dem Tisch. Incorrecto: Ich lege das Buch auf dem Tisch. Correcto: Ich lege das Buch auf den Tisch.',
        ],
        examples: [
          { de: 'Der Teller steht auf dem Tisch.', tr: 'El plato está en la mesa.' },
          { de: 'Das Handy liegt auf dem Sofa.', tr: 'El móvil está en el sofá.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - sitze - auf dem Stuhl.', hide: ['sitze'], formEn: 'I am sitting on the chair.', tr: { ua: 'Я сиджу на стільці.', de: 'Ich stehe nicht, mein Platz ist der Stuhl. (sitzen – Wo?)', ru: 'Я сижу на стуле.', be: 'Я сяджу на крэсле.', tr: 'Sandalyede oturuyorum.', pl: 'Siedzę na krześle.', es: 'Estoy sentado en la silla.' }, correct: false },
      { formDe: 'Ich - setze - mich - auf den Stuhl.', hide: ['setze', 'mich'], formEn: 'I sit down on the chair.', tr: { ua: 'Я сідаю на стілець.', de: 'Ich bin müde und nehme auf dem Stuhl Platz. (sich setzen – Wohin?)', ru: 'Я сажусь на стул.', be: 'Я сядаю на крэсла.', tr: 'Sandalyeye oturuyorum.', pl: 'Siadam na krześle.', es: 'Me siento en la silla.' }, correct: false },
      { formDe: 'Das Kind - sitzt - am Tisch.', hide: ['sitzt'], formEn: 'The child is sitting at the table.', tr: { ua: 'Дитина сидить за столом.', de: 'Das Kind steht nicht, es ist beim Tisch auf einem Stuhl. (sitzen – Wo?)', ru: 'Ребёнок сидит за столом.', be: 'Дзіця сядзіць за сталом.', tr: 'Çocuk masada oturuyor.', pl: 'Dziecko siedzi przy stole.', es: 'El niño está sentado a la mesa.' }, correct: false },
      { formDe: 'Die Mutter - setzt - das Kind - auf das Sofa.', hide: ['setzt'], formEn: 'The mother puts the child on the sofa.', tr: { ua: 'Мама садовить дитину на диван.', de: 'Das Kind ist klein. Die Mutter hebt es hoch, danach sitzt es auf dem Sofa. (setzen – Wohin?)', ru: 'Мама сажает ребёнка на диван.', be: 'Мама садзіць дзіця на канапу.', tr: 'Anne çocuğu kanepeye oturtuyor.', pl: 'Mama sadza dziecko na kanapie.', es: 'La madre sienta al niño en el sofá.' }, correct: false },
      { formDe: 'Das Handy - liegt - auf dem Sofa.', hide: ['liegt'], formEn: 'The phone is lying on the sofa.', tr: { ua: 'Телефон лежить на дивані.', de: 'Mein Handy ist zwischen den Kissen auf der Couch. (liegen – Wo?)', ru: 'Телефон лежит на диване.', be: 'Тэлефон ляжыць на канапе.', tr: 'Telefon kanepenin üstünde duruyor.', pl: 'Telefon leży na kanapie.', es: 'El móvil está en el sofá.' }, correct: false },
      { formDe: 'Er - legt - das Handy - auf den Tisch.', hide: ['legt'], formEn: 'He puts the phone on the table.', tr: { ua: 'Він кладе телефон на стіл.', de: 'Er hat das Handy in der Hand, danach ist es auf dem Tisch. (legen – Wohin?)', ru: 'Он кладёт телефон на стол.', be: 'Ён кладзе тэлефон на стол.', tr: 'O, telefonu masaya koyuyor.', pl: 'On kładzie telefon na stół.', es: 'Él pone el móvil sobre la mesa.' }, correct: false },
      { formDe: 'Die Flasche - steht - im Kühlschrank.', hide: ['steht'], formEn: 'The bottle is in the fridge.', tr: { ua: 'Пляшка стоїть у холодильнику.', de: 'Die Flasche ist kalt, sie ist nicht auf dem Tisch. (stehen – Wo?)', ru: 'Бутылка стоит в холодильнике.', be: 'Бутэлька стаіць у халадзільніку.', tr: 'Şişe buzdolabında.', pl: 'Butelka stoi w lodówce.', es: 'La botella está en la nevera.' }, correct: false },
      { formDe: 'Ich - stelle - die Flasche - in den Kühlschrank.', hide: ['stelle'], formEn: 'I put the bottle in the fridge.', tr: { ua: 'Я ставлю пляшку в холодильник.', de: 'Die Flasche soll kalt werden. (stellen – Wohin?)', ru: 'Я ставлю бутылку в холодильник.', be: 'Я стаўлю бутэльку ў халадзільнік.', tr: 'Şişeyi buzdolabına koyuyorum.', pl: 'Wstawiam butelkę do lodówki.', es: 'Meto la botella en la nevera.' }, correct: false },
      { formDe: 'Der Hund - liegt - unter dem Tisch.', hide: ['liegt'], formEn: 'The dog is lying under the table.', tr: { ua: 'Собака лежить під столом.', de: 'Der Hund schläft, der Tisch ist über ihm. (liegen – Wo?)', ru: 'Собака лежит под столом.', be: 'Сабака ляжыць пад сталом.', tr: 'Köpek masanın altında yatıyor.', pl: 'Pies leży pod stołem.', es: 'El perro está tumbado debajo de la mesa.' }, correct: false },
      { formDe: 'Sie - legt - sich - ins Bett.', hide: ['legt', 'sich'], formEn: 'She lies down in bed.', tr: { ua: 'Вона лягає в ліжко.', de: 'Sie ist müde und geht schlafen. (sich legen – Wohin?)', ru: 'Она ложится в кровать.', be: 'Яна кладзецца ў ложак.', tr: 'O, yatağa uzanıyor.', pl: 'Ona kładzie się do łóżka.', es: 'Ella se acuesta en la cama.' }, correct: false },
      { formDe: 'Wir - stehen - an der Haltestelle.', hide: ['stehen'], formEn: 'We are standing at the bus stop.', tr: { ua: 'Ми стоїмо на зупинці.', de: 'Wir warten auf den Bus. (stehen – Wo?)', ru: 'Мы стоим на остановке.', be: 'Мы стаім на прыпынку.', tr: 'Otobüs durağında duruyoruz.', pl: 'Stoimy na przystanku.', es: 'Estamos de pie en la parada del autobús.' }, correct: false },
      { formDe: 'Er - stellt - die Schuhe - vor die Tür.', hide: ['stellt'], formEn: 'He puts the shoes outside the door.', tr: { ua: 'Він ставить взуття перед дверима.', de: 'Die Schuhe sollen nicht in der Wohnung sein. (stellen – Wohin?)', ru: 'Он ставит обувь перед дверью.', be: 'Ён ставіць абутак перад дзвярыма.', tr: 'O, ayakkabıları kapının önüne koyuyor.', pl: 'On stawia buty przed drzwiami.', es: 'Él deja los zapatos delante de la puerta.' }, correct: false },
      { formDe: 'Die Lampe - steht - neben dem Sofa.', hide: ['steht'], formEn: 'The lamp is next to the sofa.', tr: { ua: 'Лампа стоїть біля дивана.', de: 'Die Lampe ist gleich links vom Sofa. (stehen – Wo?)', ru: 'Лампа стоит рядом с диваном.', be: 'Лямпа стаіць каля канапы.', tr: 'Lamba kanepenin yanında duruyor.', pl: 'Lampa stoi obok kanapy.', es: 'La lámpara está junto al sofá.' }, correct: false },
      { formDe: 'Setz - dich - bitte!', hide: ['Setz', 'dich'], formEn: 'Sit down, please!', tr: { ua: 'Сідай, будь ласка!', de: 'Bitte an einen Freund: Nimm Platz! (sich setzen, du)', ru: 'Садись, пожалуйста!', be: 'Сядай, калі ласка!', tr: 'Otur lütfen!', pl: 'Usiądź, proszę!', es: '¡Siéntate, por favor!' }, correct: false },
      { formDe: 'Warum - sitzt - du - auf dem Boden?', hide: ['sitzt'], formEn: 'Why are you sitting on the floor?', tr: { ua: 'Чому ти сидиш на підлозі?', de: 'Frage an einen Freund: Es gibt doch Stühle! (sitzen, der Boden)', ru: 'Почему ты сидишь на полу?', be: 'Чаму ты сядзіш на падлозе?', tr: 'Neden yerde oturuyorsun?', pl: 'Dlaczego siedzisz na podłodze?', es: '¿Por qué estás sentado en el suelo?' }, correct: false },
      { formDe: 'Die Katze - legt - sich - auf den Teppich.', hide: ['legt', 'sich'], formEn: 'The cat lies down on the carpet.', tr: { ua: 'Кішка лягає на килим.', de: 'Die Katze will schlafen. Ihr Platz: der Teppich. (sich legen – Wohin?)', ru: 'Кошка ложится на ковёр.', be: 'Котка кладзецца на дыван.', tr: 'Kedi halıya uzanıyor.', pl: 'Kot kładzie się na dywanie.', es: 'El gato se tumba en la alfombra.' }, correct: false },
      { formDe: 'Die Gläser - stehen - im Schrank.', hide: ['stehen'], formEn: 'The glasses are in the cupboard.', tr: { ua: 'Склянки стоять у шафі.', de: 'Die Gläser sind hinter der Schranktür. (stehen – Wo?)', ru: 'Стаканы стоят в шкафу.', be: 'Шклянкі стаяць у шафе.', tr: 'Bardaklar dolapta.', pl: 'Szklanki stoją w szafce.', es: 'Los vasos están en el armario.' }, correct: false },
      { formDe: 'Stell - die Tasche - bitte - auf den Boden!', hide: ['Stell'], formEn: 'Please put the bag on the floor!', tr: { ua: 'Постав, будь ласка, сумку на підлогу!', de: 'Bitte an einen Freund: Die Tasche nicht auf den Tisch, sondern nach unten! (stellen, du)', ru: 'Поставь, пожалуйста, сумку на пол!', be: 'Пастаў, калі ласка, сумку на падлогу!', tr: 'Lütfen çantayı yere koy!', pl: 'Postaw, proszę, torbę na podłogę!', es: '¡Pon la bolsa en el suelo, por favor!' }, correct: false },
      { formDe: 'Opa - sitzt - im Garten.', hide: ['sitzt'], formEn: 'Grandpa is sitting in the garden.', tr: { ua: 'Дідусь сидить у саду.', de: 'Opa ist draußen auf der Bank bei den Blumen. (sitzen – Wo?)', ru: 'Дедушка сидит в саду.', be: 'Дзядуля сядзіць у садзе.', tr: 'Dedem bahçede oturuyor.', pl: 'Dziadek siedzi w ogrodzie.', es: 'El abuelo está sentado en el jardín.' }, correct: false },
      { formDe: 'Ich - liege - im Bett - und - lese.', hide: ['liege'], formEn: 'I am lying in bed and reading.', tr: { ua: 'Я лежу в ліжку й читаю.', de: 'Ich habe ein Buch und bin schon unter der Decke. (liegen, lesen)', ru: 'Я лежу в кровати и читаю.', be: 'Я ляжу ў ложку і чытаю.', tr: 'Yatakta uzanmış kitap okuyorum.', pl: 'Leżę w łóżku i czytam.', es: 'Estoy tumbado en la cama leyendo.' }, correct: false },
      { formDe: 'Wir - setzen - uns - in die erste Reihe.', hide: ['setzen', 'uns'], formEn: 'We sit down in the first row.', tr: { ua: 'Ми сідаємо в перший ряд.', de: 'Im Kino nehmen wir ganz vorne Platz. (sich setzen – Wohin?)', ru: 'Мы садимся в первый ряд.', be: 'Мы сядаем у першы рад.', tr: 'İlk sıraya oturuyoruz.', pl: 'Siadamy w pierwszym rzędzie.', es: 'Nos sentamos en la primera fila.' }, correct: false },
      { formDe: 'Die Schlüssel - liegen - in der Tasche.', hide: ['liegen'], formEn: 'The keys are in the bag.', tr: { ua: 'Ключі лежать у сумці.', de: 'Die Schlüssel sind nicht auf dem Tisch. Schau in die Tasche! (liegen – Wo?)', ru: 'Ключи лежат в сумке.', be: 'Ключы ляжаць у сумцы.', tr: 'Anahtarlar çantada.', pl: 'Klucze leżą w torbie.', es: 'Las llaves están en el bolso.' }, correct: false },
      { formDe: 'Das Buch - hat - auf dem Tisch - gelegen.', hide: ['gelegen'], formEn: 'The book was lying on the table.', tr: { ua: 'Книжка лежала на столі.', de: 'Vorhin war das Buch noch oben auf dem Tisch. (liegen, Perfekt)', ru: 'Книга лежала на столе.', be: 'Кніга ляжала на стале.', tr: 'Kitap masanın üstünde duruyordu.', pl: 'Książka leżała na stole.', es: 'El libro estaba sobre la mesa.' }, correct: false },
      { formDe: 'Ich - habe - das Buch - auf den Tisch - gelegt.', hide: ['gelegt'], formEn: 'I put the book on the table.', tr: { ua: 'Я поклав книжку на стіл.', de: 'Vorhin war das Buch in meiner Hand, jetzt ist es auf dem Tisch. (legen, Perfekt)', ru: 'Я положил книгу на стол.', be: 'Я паклаў кнігу на стол.', tr: 'Kitabı masaya koydum.', pl: 'Położyłem książkę na stole.', es: 'He puesto el libro sobre la mesa.' }, correct: false },
      { formDe: 'Das Fahrrad - steht - im Keller.', hide: ['steht'], formEn: 'The bike is in the cellar.', tr: { ua: 'Велосипед стоїть у підвалі.', de: 'Das Rad ist unten im Haus, nicht im Hof. (stehen – Wo?)', ru: 'Велосипед стоит в подвале.', be: 'Ровар стаіць у падвале.', tr: 'Bisiklet bodrumda duruyor.', pl: 'Rower stoi w piwnicy.', es: 'La bici está en el sótano.' }, correct: false },
      { formDe: 'Ich - lege - die Zeitung - auf das Sofa.', hide: ['lege'], formEn: 'I put the newspaper on the sofa.', tr: { ua: 'Я кладу газету на канапу.', de: 'Ich habe die Zeitung gelesen, jetzt kommt sie auf die Couch. (legen – Wohin?)', ru: 'Я кладу газету на диван.', be: 'Я кладу газету на канапу.', tr: 'Gazeteyi kanepeye koyuyorum.', pl: 'Kładę gazetę na kanapę.', es: 'Dejo el periódico en el sofá.' }, correct: false },
      { formDe: 'Die Kinder - sitzen - im Auto.', hide: ['sitzen'], formEn: 'The children are sitting in the car.', tr: { ua: 'Діти сидять у машині.', de: 'Alle sind angeschnallt, gleich fahren wir los. (sitzen – Wo?)', ru: 'Дети сидят в машине.', be: 'Дзеці сядзяць у машыне.', tr: 'Çocuklar arabada oturuyor.', pl: 'Dzieci siedzą w samochodzie.', es: 'Los niños están sentados en el coche.' }, correct: false },
      { formDe: 'Er - setzt - sich - neben mich.', hide: ['setzt', 'sich'], formEn: 'He sits down next to me.', tr: { ua: 'Він сідає поруч зі мною.', de: 'Im Bus ist ein Platz frei, gleich bei mir. (sich setzen – Wohin?)', ru: 'Он садится рядом со мной.', be: 'Ён садзіцца побач са мной.', tr: 'Yanıma oturuyor.', pl: 'On siada obok mnie.', es: 'Se sienta a mi lado.' }, correct: false },
      { formDe: 'Stellst - du - bitte - die Stühle - an den Tisch?', hide: ['Stellst'], formEn: 'Will you put the chairs at the table, please?', tr: { ua: 'Поставиш, будь ласка, стільці до столу?', de: 'Bitte an einen Freund: Die Gäste kommen gleich und brauchen Plätze zum Essen. (stellen – Wohin?)', ru: 'Поставишь, пожалуйста, стулья к столу?', be: 'Паставіш, калі ласка, крэслы да стала?', tr: 'Sandalyeleri masaya yerleştirir misin lütfen?', pl: 'Postawisz, proszę, krzesła przy stole?', es: '¿Pones las sillas junto a la mesa, por favor?' }, correct: false },
      { formDe: 'Mein Pass - liegt - in der Schublade.', hide: ['liegt'], formEn: 'My passport is in the drawer.', tr: { ua: 'Мій паспорт лежить у шухляді.', de: 'Der Pass ist im Schreibtisch, ganz oben. (liegen – Wo?)', ru: 'Мой паспорт лежит в ящике.', be: 'Мой пашпарт ляжыць у шуфлядзе.', tr: 'Pasaportum çekmecede duruyor.', pl: 'Mój paszport leży w szufladzie.', es: 'Mi pasaporte está en el cajón.' }, correct: false },
    ],
  },
};

export default topic;
