import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'indefinite-article-genitive',
  type: 'genitive',
  title: {
    en: 'Indefinite article in the genitive',
    ua: 'Неозначений артикль у Genitiv',
    de: 'Unbestimmter Artikel im Genitiv',
    ru: 'Неопределённый артикль в Genitiv',
    be: 'Неазначальны артыкль у Genitiv',
    tr: 'Genitivde belirsiz artikel',
    pl: 'Rodzajnik nieokreślony w dopełniaczu',
    es: 'Artículo indeterminado en genitivo',
  },
  descr: {
    en: 'Eines, einer, eines: say whose something is – das Auto eines Freundes – and add -s or -es to the noun.',
    ua: 'Eines, einer, eines: скажіть, чиє щось, – das Auto eines Freundes – і додайте до іменника -s або -es.',
    de: 'Eines, einer, eines: Sag, wem etwas gehört – das Auto eines Freundes – und hänge -s oder -es an das Nomen.',
    ru: 'Eines, einer, eines: скажите, чьё что-то, – das Auto eines Freundes – и добавьте к существительному -s или -es.',
    be: 'Eines, einer, eines: скажыце, чыё нешта, – das Auto eines Freundes – і дадайце да назоўніка -s або -es.',
    tr: 'Eines, einer, eines: bir şeyin kime ait olduğunu söyleyin – das Auto eines Freundes – ve isme -s ya da -es ekleyin.',
    pl: 'Eines, einer, eines: powiedz, czyje coś jest – das Auto eines Freundes – i dodaj do rzeczownika -s lub -es.',
    es: 'Eines, einer, eines: di de quién es algo (das Auto eines Freundes) y añade -s o -es al sustantivo.',
  },
  rules: {
    en: [
      {
        heading: 'What the genitive does',
        paragraphs: [
          'The genitive (Genitiv) shows who something belongs to or what it is part of. It answers the question Wessen? (whose?). The genitive comes after the noun it describes: das Auto eines Freundes = a friend’s car.',
          'You also need it after some prepositions, for example wegen (because of) and während (during). In everyday speech Germans often say von + dative instead: das Auto von einem Freund. In writing the genitive is normal.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'This is a friend’s car.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'This is a woman’s bag.' },
        ],
      },
      {
        heading: 'The forms: eines, einer, eines',
        paragraphs: [
          'Masculine and neuter: eines, and the noun gets -s or -es. Feminine: einer, and the noun does not change. kein has the same endings: keines, keiner, keines.',
          'ein has no plural. Instead of a genitive plural without an article, use von + dative: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'We live near a park.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'She is staying at home because of a cold.' },
        ],
        table: {
          caption: 'ein in the nominative and the genitive',
          head: ['Gender', 'Nominative', 'Genitive', 'Noun ending'],
          rows: [
            ['masculine', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['feminine', 'eine Frau', 'einer Frau', '–'],
            ['neuter', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['plural', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s or -es?',
        paragraphs: [
          '-es comes after nouns that end in -s, -ß, -x, -z or -sch (eines Hauses, eines Tisches, eines Busses) and is usual with many nouns of one syllable (eines Kindes, eines Freundes). Most nouns with more than one syllable take only -s: eines Lehrers, eines Autos, eines Zimmers.',
          'A small group of masculine nouns takes -n or -en instead of -s: eines Studenten, eines Nachbarn, eines Jungen. Learn them as exceptions.',
        ],
        table: {
          caption: 'Nouns in the genitive with eines',
          head: ['Nominative', 'Genitive', 'Ending'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Forgetting the ending on the noun: wrong: das Auto eines Freund. Right: das Auto eines Freundes.',
          'Adding -s to a feminine noun: after einer the noun stays as it is: die Tasche einer Frau. Only masculine and neuter nouns take -s.',
          'Putting the genitive before the noun as in English: wrong: eines Freundes Auto (this sounds old-fashioned). Right: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'A bus driver has to be careful.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'I am looking for the address of a school.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Навіщо потрібен родовий відмінок',
        paragraphs: [
          'Родовий відмінок (Genitiv) показує, кому щось належить або частиною чого воно є. Він відповідає на питання Wessen? (чий?). Родовий відмінок стоїть після іменника, який він пояснює: das Auto eines Freundes = машина (одного) друга.',
          'Він також потрібен після деяких прийменників, наприклад wegen (через) і während (під час). У розмовній мові німці часто кажуть замість нього von + давальний: das Auto von einem Freund. На письмі родовий відмінок – норма.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Це машина одного друга.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Це сумка однієї жінки.' },
        ],
      },
      {
        heading: 'Форми: eines, einer, eines',
        paragraphs: [
          'Чоловічий і середній рід: eines, а іменник отримує -s або -es. Жіночий рід: einer, іменник не змінюється. kein має ті самі закінчення: keines, keiner, keines.',
          'Множини від ein немає. Замість родового відмінка множини без артикля вживайте von + давальний: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Ми живемо біля парку.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'Через застуду вона залишається вдома.' },
        ],
        table: {
          caption: 'ein у називному та родовому відмінках',
          head: ['Рід', 'Називний', 'Родовий', 'Закінчення іменника'],
          rows: [
            ['чоловічий', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['жіночий', 'eine Frau', 'einer Frau', '–'],
            ['середній', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['множина', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s чи -es?',
        paragraphs: [
          '-es додається до іменників на -s, -ß, -x, -z або -sch (eines Hauses, eines Tisches, eines Busses) і зазвичай до багатьох односкладових іменників (eines Kindes, eines Freundes). Більшість іменників із кількох складів отримує лише -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Невелика група іменників чоловічого роду отримує замість -s закінчення -n або -en: eines Studenten, eines Nachbarn, eines Jungen. Вивчіть їх як винятки.',
        ],
        table: {
          caption: 'Іменники в родовому відмінку з eines',
          head: ['Називний', 'Родовий', 'Закінчення'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Пропущене закінчення іменника: неправильно: das Auto eines Freund. Правильно: das Auto eines Freundes.',
          '-s в іменника жіночого роду: після einer іменник не змінюється: die Tasche einer Frau. -s отримують лише іменники чоловічого й середнього роду.',
          'Родовий відмінок перед іменником, як в англійській: неправильно: eines Freundes Auto (звучить застаріло). Правильно: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'Водій автобуса має бути обережним.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Я шукаю адресу однієї школи.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Wofür braucht man den Genitiv?',
        paragraphs: [
          'Der Genitiv zeigt, wem etwas gehört oder wovon etwas ein Teil ist. Er antwortet auf die Frage Wessen?. Der Genitiv steht hinter dem Nomen, das er genauer beschreibt: das Auto eines Freundes.',
          'Man braucht ihn auch nach einigen Präpositionen, zum Beispiel wegen und während. In der gesprochenen Sprache sagt man oft von + Dativ: das Auto von einem Freund. In geschriebenen Texten ist der Genitiv normal.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Wessen Auto ist das? Das Auto eines Freundes.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Die Tasche gehört einer Frau.' },
        ],
      },
      {
        heading: 'Die Formen: eines, einer, eines',
        paragraphs: [
          'Maskulin und neutral: eines, und das Nomen bekommt -s oder -es. Feminin: einer, und das Nomen bleibt gleich. kein hat dieselben Endungen: keines, keiner, keines.',
          'Von ein gibt es keinen Plural. Statt eines Genitivs im Plural ohne Artikel benutzt man von + Dativ: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'der Park → eines Parks' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'die Erkältung → einer Erkältung' },
        ],
        table: {
          caption: 'ein im Nominativ und im Genitiv',
          head: ['Genus', 'Nominativ', 'Genitiv', 'Endung am Nomen'],
          rows: [
            ['maskulin', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['feminin', 'eine Frau', 'einer Frau', '–'],
            ['neutral', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['Plural', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s oder -es?',
        paragraphs: [
          '-es steht nach Nomen auf -s, -ß, -x, -z oder -sch (eines Hauses, eines Tisches, eines Busses) und meistens bei Nomen mit einer Silbe (eines Kindes, eines Freundes). Die meisten Nomen mit mehr als einer Silbe bekommen nur -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Eine kleine Gruppe maskuliner Nomen bekommt -n oder -en statt -s: eines Studenten, eines Nachbarn, eines Jungen. Lerne sie als Ausnahmen.',
        ],
        table: {
          caption: 'Nomen im Genitiv mit eines',
          head: ['Nominativ', 'Genitiv', 'Endung'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Die Endung am Nomen fehlt: falsch: das Auto eines Freund. Richtig: das Auto eines Freundes.',
          '-s an einem femininen Nomen: Nach einer bleibt das Nomen, wie es ist: die Tasche einer Frau. Nur maskuline und neutrale Nomen bekommen -s.',
          'Der Genitiv steht vor dem Nomen wie im Englischen: falsch: eines Freundes Auto (das klingt sehr altmodisch). Richtig: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'der Bus → eines Busses' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'die Schule → einer Schule' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Зачем нужен родительный падеж',
        paragraphs: [
          'Родительный падеж (Genitiv) показывает, кому что-то принадлежит или частью чего оно является. Он отвечает на вопрос Wessen? (чей?). Родительный падеж стоит после существительного, которое он поясняет: das Auto eines Freundes = машина (одного) друга.',
          'Он также нужен после некоторых предлогов, например wegen (из-за) и während (во время). В разговорной речи немцы часто говорят вместо него von + дательный: das Auto von einem Freund. На письме родительный падеж – норма.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Это машина одного друга.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Это сумка одной женщины.' },
        ],
      },
      {
        heading: 'Формы: eines, einer, eines',
        paragraphs: [
          'Мужской и средний род: eines, а существительное получает -s или -es. Женский род: einer, существительное не меняется. У kein те же окончания: keines, keiner, keines.',
          'Множественного числа от ein нет. Вместо родительного падежа множественного числа без артикля используйте von + дательный: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Мы живём рядом с парком.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'Из-за простуды она остаётся дома.' },
        ],
        table: {
          caption: 'ein в именительном и родительном падежах',
          head: ['Род', 'Именительный', 'Родительный', 'Окончание существительного'],
          rows: [
            ['мужской', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['женский', 'eine Frau', 'einer Frau', '–'],
            ['средний', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['множественное число', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s или -es?',
        paragraphs: [
          '-es добавляется к существительным на -s, -ß, -x, -z или -sch (eines Hauses, eines Tisches, eines Busses) и обычно ко многим односложным существительным (eines Kindes, eines Freundes). Большинство существительных из нескольких слогов получает только -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Небольшая группа существительных мужского рода получает вместо -s окончание -n или -en: eines Studenten, eines Nachbarn, eines Jungen. Выучите их как исключения.',
        ],
        table: {
          caption: 'Существительные в родительном падеже с eines',
          head: ['Именительный', 'Родительный', 'Окончание'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Пропущенное окончание существительного: неправильно: das Auto eines Freund. Правильно: das Auto eines Freundes.',
          '-s у существительного женского рода: после einer существительное не меняется: die Tasche einer Frau. -s получают только существительные мужского и среднего рода.',
          'Родительный падеж перед существительным, как в английском: неправильно: eines Freundes Auto (звучит устаревше). Правильно: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'Водитель автобуса должен быть осторожным.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Я ищу адрес одной школы.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Навошта патрэбны родны склон',
        paragraphs: [
          'Родны склон (Genitiv) паказвае, каму нешта належыць або часткай чаго яно з’яўляецца. Ён адказвае на пытанне Wessen? (чый?). Родны склон стаіць пасля назоўніка, які ён тлумачыць: das Auto eines Freundes = машына (аднаго) сябра.',
          'Ён таксама патрэбны пасля некаторых прыназоўнікаў, напрыклад wegen (праз, з-за) і während (падчас). У гутарковай мове немцы часта кажуць замест яго von + давальны: das Auto von einem Freund. На пісьме родны склон – норма.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Гэта машына аднаго сябра.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Гэта сумка адной жанчыны.' },
        ],
      },
      {
        heading: 'Формы: eines, einer, eines',
        paragraphs: [
          'Мужчынскі і ніякі род: eines, а назоўнік атрымлівае -s або -es. Жаночы род: einer, назоўнік не мяняецца. У kein тыя ж канчаткі: keines, keiner, keines.',
          'Множнага ліку ад ein няма. Замест роднага склону множнага ліку без артыкля ўжывайце von + давальны: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Мы жывём побач з паркам.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'З-за прастуды яна застаецца дома.' },
        ],
        table: {
          caption: 'ein у назоўным і родным склонах',
          head: ['Род', 'Назоўны', 'Родны', 'Канчатак назоўніка'],
          rows: [
            ['мужчынскі', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['жаночы', 'eine Frau', 'einer Frau', '–'],
            ['ніякі', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['множны лік', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s ці -es?',
        paragraphs: [
          '-es дадаецца да назоўнікаў на -s, -ß, -x, -z або -sch (eines Hauses, eines Tisches, eines Busses) і звычайна да многіх аднаскладовых назоўнікаў (eines Kindes, eines Freundes). Большасць назоўнікаў з некалькіх складоў атрымлівае толькі -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Невялікая група назоўнікаў мужчынскага роду атрымлівае замест -s канчатак -n або -en: eines Studenten, eines Nachbarn, eines Jungen. Вывучыце іх як выключэнні.',
        ],
        table: {
          caption: 'Назоўнікі ў родным склоне з eines',
          head: ['Назоўны', 'Родны', 'Канчатак'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Прапушчаны канчатак назоўніка: няправільна: das Auto eines Freund. Правільна: das Auto eines Freundes.',
          '-s у назоўніка жаночага роду: пасля einer назоўнік не мяняецца: die Tasche einer Frau. -s атрымліваюць толькі назоўнікі мужчынскага і ніякага роду.',
          'Родны склон перад назоўнікам, як у англійскай: няправільна: eines Freundes Auto (гучыць састарэла). Правільна: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'Вадзіцель аўтобуса павінен быць асцярожным.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Я шукаю адрас адной школы.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Genitiv ne işe yarar?',
        paragraphs: [
          'Genitiv (tamlayan hâli) bir şeyin kime ait olduğunu ya da neyin parçası olduğunu gösterir. Wessen? (kimin?) sorusuna cevap verir. Genitiv, açıkladığı ismin arkasından gelir: das Auto eines Freundes = bir arkadaşın arabası.',
          'Bazı edatlardan sonra da gerekir, örneğin wegen (yüzünden) ve während (sırasında). Konuşma dilinde Almanlar yerine çoğu zaman von + Dativ der: das Auto von einem Freund. Yazı dilinde Genitiv normaldir.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Bu, bir arkadaşın arabası.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Bu, bir kadının çantası.' },
        ],
      },
      {
        heading: 'Biçimler: eines, einer, eines',
        paragraphs: [
          'Eril ve nötr: eines, isim de -s veya -es alır. Dişil: einer, isim değişmez. kein de aynı ekleri alır: keines, keiner, keines.',
          'ein’in çoğulu yoktur. Artikelsiz çoğul Genitiv yerine von + Dativ kullanın: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Bir parkın yakınında oturuyoruz.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'Soğuk algınlığı yüzünden evde kalıyor.' },
        ],
        table: {
          caption: 'Nominativ ve Genitivde ein',
          head: ['Cins', 'Nominativ', 'Genitiv', 'İsmin eki'],
          rows: [
            ['eril', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['dişil', 'eine Frau', 'einer Frau', '–'],
            ['nötr', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['çoğul', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s mi, -es mi?',
        paragraphs: [
          '-es, -s, -ß, -x, -z veya -sch ile biten isimlerden sonra gelir (eines Hauses, eines Tisches, eines Busses) ve tek heceli pek çok isimde yaygındır (eines Kindes, eines Freundes). Birden fazla heceli isimlerin çoğu yalnızca -s alır: eines Lehrers, eines Autos, eines Zimmers.',
          'Küçük bir grup eril isim -s yerine -n veya -en alır: eines Studenten, eines Nachbarn, eines Jungen. Bunları istisna olarak öğrenin.',
        ],
        table: {
          caption: 'eines ile Genitivde isimler',
          head: ['Nominativ', 'Genitiv', 'Ek'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'İsmin ekini unutmak: yanlış: das Auto eines Freund. Doğru: das Auto eines Freundes.',
          'Dişil isme -s eklemek: einer’den sonra isim değişmez: die Tasche einer Frau. Yalnızca eril ve nötr isimler -s alır.',
          'Genitivi İngilizcedeki gibi ismin önüne koymak: yanlış: eines Freundes Auto (çok eski moda duyulur). Doğru: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'Bir otobüs şoförü dikkatli olmalı.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Bir okulun adresini arıyorum.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Do czego służy dopełniacz',
        paragraphs: [
          'Dopełniacz (Genitiv) pokazuje, do kogo coś należy albo czego jest częścią. Odpowiada na pytanie Wessen? (czyj?). Dopełniacz stoi za rzeczownikiem, który określa: das Auto eines Freundes = samochód (pewnego) kolegi.',
          'Potrzebny jest też po niektórych przyimkach, na przykład wegen (z powodu) i während (podczas). W mowie potocznej Niemcy często mówią zamiast niego von + celownik: das Auto von einem Freund. W piśmie dopełniacz jest normą.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'To samochód pewnego kolegi.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'To torebka pewnej kobiety.' },
        ],
      },
      {
        heading: 'Formy: eines, einer, eines',
        paragraphs: [
          'Rodzaj męski i nijaki: eines, a rzeczownik dostaje -s lub -es. Rodzaj żeński: einer, rzeczownik się nie zmienia. kein ma te same końcówki: keines, keiner, keines.',
          'Od ein nie ma liczby mnogiej. Zamiast dopełniacza liczby mnogiej bez rodzajnika używaj von + celownik: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Mieszkamy w pobliżu parku.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'Z powodu przeziębienia zostaje w domu.' },
        ],
        table: {
          caption: 'ein w mianowniku i w dopełniaczu',
          head: ['Rodzaj', 'Mianownik', 'Dopełniacz', 'Końcówka rzeczownika'],
          rows: [
            ['męski', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['żeński', 'eine Frau', 'einer Frau', '–'],
            ['nijaki', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['liczba mnoga', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '-s czy -es?',
        paragraphs: [
          '-es dodaje się do rzeczowników zakończonych na -s, -ß, -x, -z lub -sch (eines Hauses, eines Tisches, eines Busses) i zwykle do wielu rzeczowników jednosylabowych (eines Kindes, eines Freundes). Większość rzeczowników wielosylabowych dostaje tylko -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Niewielka grupa rzeczowników rodzaju męskiego dostaje zamiast -s końcówkę -n lub -en: eines Studenten, eines Nachbarn, eines Jungen. Naucz się ich jako wyjątków.',
        ],
        table: {
          caption: 'Rzeczowniki w dopełniaczu z eines',
          head: ['Mianownik', 'Dopełniacz', 'Końcówka'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Brak końcówki rzeczownika: źle: das Auto eines Freund. Dobrze: das Auto eines Freundes.',
          '-s przy rzeczowniku rodzaju żeńskiego: po einer rzeczownik się nie zmienia: die Tasche einer Frau. -s dostają tylko rzeczowniki rodzaju męskiego i nijakiego.',
          'Dopełniacz przed rzeczownikiem, jak w angielskim: źle: eines Freundes Auto (brzmi bardzo staroświecko). Dobrze: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'Kierowca autobusu musi być ostrożny.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Szukam adresu pewnej szkoły.' },
        ],
      },
    ],
    es: [
      {
        heading: 'Para qué sirve el genitivo',
        paragraphs: [
          'El genitivo (Genitiv) indica de quién es algo o de qué forma parte. Responde a la pregunta Wessen? (¿de quién?). El genitivo va detrás del sustantivo que describe: das Auto eines Freundes = el coche de un amigo.',
          'También se necesita después de algunas preposiciones, por ejemplo wegen (a causa de) y während (durante). En el habla cotidiana los alemanes dicen a menudo von + dativo: das Auto von einem Freund. Por escrito el genitivo es lo normal.',
        ],
        examples: [
          { de: 'Das ist das Auto eines Freundes.', tr: 'Este es el coche de un amigo.' },
          { de: 'Das ist die Tasche einer Frau.', tr: 'Este es el bolso de una mujer.' },
        ],
      },
      {
        heading: 'Las formas: eines, einer, eines',
        paragraphs: [
          'Masculino y neutro: eines, y el sustantivo recibe -s o -es. Femenino: einer, y el sustantivo no cambia. kein tiene las mismas terminaciones: keines, keiner, keines.',
          'ein no tiene plural. En lugar de un genitivo plural sin artículo se usa von + dativo: die Spielsachen von Kindern.',
        ],
        examples: [
          { de: 'Wir wohnen in der Nähe eines Parks.', tr: 'Vivimos cerca de un parque.' },
          { de: 'Wegen einer Erkältung bleibt sie zu Hause.', tr: 'Se queda en casa por un resfriado.' },
        ],
        table: {
          caption: 'ein en nominativo y en genitivo',
          head: ['Género', 'Nominativo', 'Genitivo', 'Terminación del sustantivo'],
          rows: [
            ['masculino', 'ein Freund', 'eines Freundes', '-s / -es'],
            ['femenino', 'eine Frau', 'einer Frau', '–'],
            ['neutro', 'ein Kind', 'eines Kindes', '-s / -es'],
            ['plural', 'Kinder', 'von Kindern', '–'],
          ],
        },
      },
      {
        heading: '¿-s o -es?',
        paragraphs: [
          '-es se usa con sustantivos terminados en -s, -ß, -x, -z o -sch (eines Hauses, eines Tisches, eines Busses) y suele usarse con muchos sustantivos de una sílaba (eines Kindes, eines Freundes). La mayoría de los sustantivos de más de una sílaba solo reciben -s: eines Lehrers, eines Autos, eines Zimmers.',
          'Un pequeño grupo de sustantivos masculinos recibe -n o -en en lugar de -s: eines Studenten, eines Nachbarn, eines Jungen. Apréndelos como excepciones.',
        ],
        table: {
          caption: 'Sustantivos en genitivo con eines',
          head: ['Nominativo', 'Genitivo', 'Terminación'],
          rows: [
            ['der Freund', 'eines Freundes', '-es'],
            ['das Haus', 'eines Hauses', '-es'],
            ['der Tisch', 'eines Tisches', '-es'],
            ['der Lehrer', 'eines Lehrers', '-s'],
            ['das Auto', 'eines Autos', '-s'],
            ['das Zimmer', 'eines Zimmers', '-s'],
          ],
        },
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Olvidar la terminación del sustantivo: incorrecto: das Auto eines Freund. Correcto: das Auto eines Freundes.',
          'Añadir -s a un sustantivo femenino: después de einer el sustantivo no cambia: die Tasche einer Frau. Solo los sustantivos masculinos y neutros reciben -s.',
          'Poner el genitivo delante del sustantivo, como en inglés: incorrecto: eines Freundes Auto (suena muy anticuado). Correcto: das Auto eines Freundes.',
        ],
        examples: [
          { de: 'Der Fahrer eines Busses muss vorsichtig sein.', tr: 'El conductor de un autobús tiene que tener cuidado.' },
          { de: 'Ich suche die Adresse einer Schule.', tr: 'Busco la dirección de una escuela.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Das - ist - das Auto - eines - Freundes.', hide: ['eines'], formEn: 'This is a friend’s car.', tr: { ua: 'Це машина друга.', de: 'Das Auto gehört nicht mir, sondern einem Freund. (sein, das Auto, der Freund)', ru: 'Это машина друга.', be: 'Гэта машына сябра.', tr: 'Bu bir arkadaşın arabası.', pl: 'To jest samochód przyjaciela.', es: 'Es el coche de un amigo.' }, correct: false },
      { formDe: 'Das - ist - die Tasche - einer - Frau.', hide: ['einer'], formEn: 'This is a woman’s bag.', tr: { ua: 'Це сумка однієї жінки.', de: 'Eine Frau hat hier ihre Tasche vergessen. (sein, die Tasche, die Frau)', ru: 'Это сумка одной женщины.', be: 'Гэта сумка адной жанчыны.', tr: 'Bu bir kadının çantası.', pl: 'To jest torebka pewnej kobiety.', es: 'Es el bolso de una mujer.' }, correct: false },
      { formDe: 'Das Dach - eines - Hauses - ist - rot.', hide: ['eines'], formEn: 'The roof of a house is red.', tr: { ua: 'Дах будинку червоний.', de: 'Oben auf einem Haus: Die Farbe ist rot. (das Dach, das Haus)', ru: 'Крыша дома красная.', be: 'Дах дома чырвоны.', tr: 'Bir evin çatısı kırmızı.', pl: 'Dach domu jest czerwony.', es: 'El tejado de una casa es rojo.' }, correct: false },
      { formDe: 'Die Tür - eines - Zimmers - ist - offen.', hide: ['eines'], formEn: 'The door of a room is open.', tr: { ua: 'Двері кімнати відчинені.', de: 'Man kann in ein Zimmer hineingehen, es ist nicht zu. (die Tür, das Zimmer, offen)', ru: 'Дверь комнаты открыта.', be: 'Дзверы пакоя адчыненыя.', tr: 'Bir odanın kapısı açık.', pl: 'Drzwi pokoju są otwarte.', es: 'La puerta de una habitación está abierta.' }, correct: false },
      { formDe: 'Die Farbe - eines - Apfels - ist - rot - oder - grün.', hide: ['eines'], formEn: 'The colour of an apple is red or green.', tr: { ua: 'Колір яблука червоний або зелений.', de: 'Welche Farbe hat dieses Obst? Zwei Möglichkeiten. (die Farbe, der Apfel)', ru: 'Цвет яблока красный или зелёный.', be: 'Колер яблыка чырвоны або зялёны.', tr: 'Bir elmanın rengi kırmızı ya da yeşildir.', pl: 'Kolor jabłka jest czerwony albo zielony.', es: 'El color de una manzana es rojo o verde.' }, correct: false },
      { formDe: 'Das - ist - das Zimmer - einer - Studentin.', hide: ['einer'], formEn: 'This is a student’s room.', tr: { ua: 'Це кімната студентки.', de: 'Hier wohnt eine junge Frau, sie studiert. (das Zimmer, die Studentin)', ru: 'Это комната студентки.', be: 'Гэта пакой студэнткі.', tr: 'Bu bir öğrencinin odası.', pl: 'To jest pokój studentki.', es: 'Es la habitación de una estudiante.' }, correct: false },
      { formDe: 'Die Mutter - eines - Mädchens - aus meiner Klasse - ist - Ärztin.', hide: ['eines'], formEn: 'The mother of a girl from my class is a doctor.', tr: { ua: 'Мама однієї дівчинки з мого класу — лікарка.', de: 'Ein Mädchen aus meiner Klasse: Ihre Mutter arbeitet in einer Praxis. (die Mutter, das Mädchen, die Ärztin)', ru: 'Мама одной девочки из моего класса — врач.', be: 'Мама адной дзяўчынкі з майго класа — лекарка.', tr: 'Sınıfımdaki bir kızın annesi doktor.', pl: 'Mama dziewczynki z mojej klasy jest lekarką.', es: 'La madre de una chica de mi clase es médica.' }, correct: false },
      { formDe: 'Wir - wohnen - in der Nähe - eines - Parks.', hide: ['eines'], formEn: 'We live near a park.', tr: { ua: 'Ми живемо біля парку.', de: 'Von unserer Wohnung sind es nur zwei Minuten bis zu Bäumen und Wiesen. (wohnen, in der Nähe, der Park)', ru: 'Мы живём рядом с парком.', be: 'Мы жывём каля парку.', tr: 'Bir parkın yakınında oturuyoruz.', pl: 'Mieszkamy w pobliżu parku.', es: 'Vivimos cerca de un parque.' }, correct: false },
      { formDe: 'Das Hotel - liegt - in der Nähe - eines - Bahnhofs.', hide: ['eines'], formEn: 'The hotel is near a station.', tr: { ua: 'Готель розташований біля вокзалу.', de: 'Vom Hotel geht man nur fünf Minuten bis zu den Zügen. (liegen, in der Nähe, der Bahnhof)', ru: 'Отель находится рядом с вокзалом.', be: 'Гатэль знаходзіцца каля вакзала.', tr: 'Otel bir istasyonun yakınında.', pl: 'Hotel leży w pobliżu dworca.', es: 'El hotel está cerca de una estación.' }, correct: false },
      { formDe: 'Wegen - eines - Unfalls - kommt - der Bus - später.', hide: ['eines'], formEn: 'Because of an accident the bus is late.', tr: { ua: 'Через аварію автобус запізнюється.', de: 'Auf der Straße ist etwas passiert, darum ist der Bus nicht pünktlich. (wegen, der Unfall)', ru: 'Из-за аварии автобус опаздывает.', be: 'З-за аварыі аўтобус спазняецца.', tr: 'Bir kaza yüzünden otobüs geç kalıyor.', pl: 'Z powodu wypadku autobus się spóźnia.', es: 'Por un accidente el autobús llega tarde.' }, correct: false },
      { formDe: 'Während - eines - Films - isst - er - Chips.', hide: ['eines'], formEn: 'He eats crisps during a film.', tr: { ua: 'Під час фільму він їсть чипси.', de: 'Er sitzt vor dem Fernseher und knabbert etwas. (essen, während, der Film)', ru: 'Во время фильма он ест чипсы.', be: 'Падчас фільма ён есць чыпсы.', tr: 'Film sırasında cips yiyor.', pl: 'Podczas filmu je chipsy.', es: 'Durante una película come patatas fritas.' }, correct: false },
      { formDe: 'Das Fenster - eines - Autos - ist - kaputt.', hide: ['eines'], formEn: 'A car window is broken.', tr: { ua: 'Вікно автомобіля розбите.', de: 'An einem Auto ist das Glas an der Seite kaputt. (das Fenster, das Auto)', ru: 'Окно машины разбито.', be: 'Акно машыны разбітае.', tr: 'Bir arabanın camı kırık.', pl: 'Szyba samochodu jest rozbita.', es: 'La ventana de un coche está rota.' }, correct: false },
      { formDe: 'Am Ende - eines - langen Tages - bin - ich - müde.', hide: ['eines'], formEn: 'At the end of a long day I am tired.', tr: { ua: 'Наприкінці довгого дня я втомлююся.', de: 'Abends nach viel Arbeit möchte ich nur schlafen. (am Ende, ein langer Tag, müde sein)', ru: 'В конце долгого дня я устаю.', be: 'У канцы доўгага дня я стамляюся.', tr: 'Uzun bir günün sonunda yorgunum.', pl: 'Pod koniec długiego dnia jestem zmęczony.', es: 'Al final de un día largo estoy cansado.' }, correct: false },
      { formDe: 'Ich - habe - den Schlüssel - einer - Wohnung - gefunden.', hide: ['einer'], formEn: 'I have found the key to a flat.', tr: { ua: 'Я знайшов ключ від квартири.', de: 'Auf der Straße lag ein Schlüssel, jetzt ist er in meiner Hand. (finden, der Schlüssel, die Wohnung)', ru: 'Я нашёл ключ от квартиры.', be: 'Я знайшоў ключ ад кватэры.', tr: 'Bir dairenin anahtarını buldum.', pl: 'Znalazłem klucz do mieszkania.', es: 'He encontrado la llave de un piso.' }, correct: false },
      { formDe: 'Das - ist - das Handy - eines - Schülers.', hide: ['eines'], formEn: 'This is a pupil’s mobile phone.', tr: { ua: 'Це мобільний телефон учня.', de: 'Das Handy gehört einem Jungen aus der Schule. (sein, das Handy, der Schüler)', ru: 'Это мобильный телефон ученика.', be: 'Гэта мабільны тэлефон вучня.', tr: 'Bu bir öğrencinin cep telefonu.', pl: 'To jest komórka ucznia.', es: 'Es el móvil de un alumno.' }, correct: false },
      { formDe: 'Die Katze - einer - Nachbarin - sitzt - im Garten.', hide: ['einer'], formEn: 'A neighbour’s cat is sitting in the garden.', tr: { ua: 'Кішка сусідки сидить у саду.', de: 'Das Tier von der Frau nebenan ist im Garten. (sitzen, die Katze, die Nachbarin)', ru: 'Кошка соседки сидит в саду.', be: 'Котка суседкі сядзіць у садзе.', tr: 'Bir komşunun kedisi bahçede oturuyor.', pl: 'Kot sąsiadki siedzi w ogrodzie.', es: 'El gato de una vecina está en el jardín.' }, correct: false },
      { formDe: 'Ich - höre - die Stimme - eines - Kindes.', hide: ['eines'], formEn: 'I hear a child’s voice.', tr: { ua: 'Я чую голос дитини.', de: 'Ich sehe niemanden, aber ein kleines Kind spricht. (hören, die Stimme, das Kind)', ru: 'Я слышу голос ребёнка.', be: 'Я чую голас дзіцяці.', tr: 'Bir çocuğun sesini duyuyorum.', pl: 'Słyszę głos dziecka.', es: 'Oigo la voz de un niño.' }, correct: false },
      { formDe: 'Der Preis - eines - Tickets - ist - hoch.', hide: ['eines'], formEn: 'The price of a ticket is high.', tr: { ua: 'Ціна квитка висока.', de: 'Eine Fahrkarte kostet viel Geld. (der Preis, das Ticket, hoch)', ru: 'Цена билета высокая.', be: 'Цана квітка высокая.', tr: 'Bir biletin fiyatı yüksek.', pl: 'Cena biletu jest wysoka.', es: 'El precio de un billete es alto.' }, correct: false },
      { formDe: 'Wegen - einer - Erkältung - bleibt - sie - zu Hause.', hide: ['einer'], formEn: 'Because of a cold she is staying at home.', tr: { ua: 'Через застуду вона залишається вдома.', de: 'Sie hat Schnupfen und Husten, darum geht sie nicht raus. (bleiben, wegen, die Erkältung)', ru: 'Из-за простуды она остаётся дома.', be: 'З-за прастуды яна застаецца дома.', tr: 'Soğuk algınlığı yüzünden evde kalıyor.', pl: 'Z powodu przeziębienia zostaje w domu.', es: 'Por un resfriado se queda en casa.' }, correct: false },
      { formDe: 'Das - ist - der Hund - einer - Freundin.', hide: ['einer'], formEn: 'This is a friend’s dog.', tr: { ua: 'Це собака подруги.', de: 'Eine Freundin von mir hat einen Hund – hier ist er. (sein, der Hund, die Freundin)', ru: 'Это собака подруги.', be: 'Гэта сабака сяброўкі.', tr: 'Bu bir arkadaşımın köpeği.', pl: 'To jest pies przyjaciółki.', es: 'Es el perro de una amiga.' }, correct: false },
      { formDe: 'Ich - suche - die Adresse - einer - Schule.', hide: ['einer'], formEn: 'I am looking for the address of a school.', tr: { ua: 'Я шукаю адресу школи.', de: 'Wo ist die Schule? Ich brauche Straße und Hausnummer. (suchen, die Adresse, die Schule)', ru: 'Я ищу адрес школы.', be: 'Я шукаю адрас школы.', tr: 'Bir okulun adresini arıyorum.', pl: 'Szukam adresu szkoły.', es: 'Estoy buscando la dirección de una escuela.' }, correct: false },
      { formDe: 'Der Fahrer - eines - Busses - muss - vorsichtig - sein.', hide: ['eines'], formEn: 'The driver of a bus has to be careful.', tr: { ua: 'Водій автобуса має бути обережним.', de: 'Wer einen Bus fährt, darf keine Fehler machen. (der Fahrer, der Bus, vorsichtig, müssen)', ru: 'Водитель автобуса должен быть осторожным.', be: 'Вадзіцель аўтобуса павінен быць асцярожным.', tr: 'Bir otobüs şoförü dikkatli olmalı.', pl: 'Kierowca autobusu musi być ostrożny.', es: 'El conductor de un autobús tiene que tener cuidado.' }, correct: false },
      { formDe: 'Das - ist - das Fahrrad - eines - Nachbarn.', hide: ['eines'], formEn: 'This is a neighbour’s bike.', tr: { ua: 'Це велосипед одного сусіда.', de: 'Das Rad gehört einem Mann aus unserem Haus. (sein, das Fahrrad, der Nachbar)', ru: 'Это велосипед одного соседа.', be: 'Гэта ровар аднаго суседа.', tr: 'Bu bir komşunun bisikleti.', pl: 'To rower jednego sąsiada.', es: 'Es la bici de un vecino.' }, correct: false },
      { formDe: 'Der Name - einer - Straße - steht - auf dem Schild.', hide: ['einer'], formEn: 'The name of a street is on the sign.', tr: { ua: 'Назва вулиці написана на табличці.', de: 'An jeder Ecke kann man lesen, wie die Straße heißt. (der Name, die Straße, stehen)', ru: 'Название улицы написано на табличке.', be: 'Назва вуліцы напісана на шыльдзе.', tr: 'Bir sokağın adı tabelada yazıyor.', pl: 'Nazwa ulicy jest na tabliczce.', es: 'El nombre de una calle está en el letrero.' }, correct: false },
      { formDe: 'Das Ende - einer - Geschichte - ist - manchmal - traurig.', hide: ['einer'], formEn: 'The end of a story is sometimes sad.', tr: { ua: 'Кінець історії іноді сумний.', de: 'Nicht jedes Märchen hört gut auf. (das Ende, die Geschichte)', ru: 'Конец истории иногда грустный.', be: 'Канец гісторыі часам сумны.', tr: 'Bir hikâyenin sonu bazen hüzünlüdür.', pl: 'Koniec historii bywa smutny.', es: 'El final de una historia a veces es triste.' }, correct: false },
      { formDe: 'Wegen - eines - Termins - komme - ich - später.', hide: ['eines'], formEn: 'Because of an appointment I am coming later.', tr: { ua: 'Через одну зустріч я прийду пізніше.', de: 'Ich muss vorher noch zum Arzt, darum bin ich nicht pünktlich. (wegen, der Termin)', ru: 'Из-за одной встречи я приду позже.', be: 'З-за адной сустрэчы я прыйду пазней.', tr: 'Bir randevu yüzünden daha geç geleceğim.', pl: 'Z powodu jednego spotkania przyjdę później.', es: 'Por una cita llegaré más tarde.' }, correct: false },
      { formDe: 'Das - ist - die Telefonnummer - eines - Arztes.', hide: ['eines'], formEn: 'This is a doctor’s phone number.', tr: { ua: 'Це номер телефону одного лікаря.', de: 'Auf dem Zettel steht die Nummer von einer Praxis. (sein, die Telefonnummer, der Arzt)', ru: 'Это номер телефона одного врача.', be: 'Гэта нумар тэлефона аднаго лекара.', tr: 'Bu bir doktorun telefon numarası.', pl: 'To numer telefonu pewnego lekarza.', es: 'Es el número de teléfono de un médico.' }, correct: false },
      { formDe: 'Die Blätter - eines - Baumes - sind - im Herbst - gelb.', hide: ['eines'], formEn: 'The leaves of a tree are yellow in autumn.', tr: { ua: 'Восени листя дерева жовте.', de: 'Im Oktober sieht man an den Bäumen viel Gelb. (die Blätter, der Baum)', ru: 'Осенью листья дерева жёлтые.', be: 'Восенню лісце дрэва жоўтае.', tr: 'Bir ağacın yaprakları sonbaharda sarıdır.', pl: 'Jesienią liście drzewa są żółte.', es: 'Las hojas de un árbol son amarillas en otoño.' }, correct: false },
      { formDe: 'Die Wohnung - einer - Kollegin - hat - drei Zimmer.', hide: ['einer'], formEn: 'A colleague’s flat has three rooms.', tr: { ua: 'Квартира однієї колеги має три кімнати.', de: 'Eine Frau aus meinem Büro wohnt in einer großen Wohnung. (die Wohnung, die Kollegin)', ru: 'В квартире одной коллеги три комнаты.', be: 'У кватэры адной калегі тры пакоі.', tr: 'Bir iş arkadaşımın evi üç odalı.', pl: 'Mieszkanie jednej koleżanki z pracy ma trzy pokoje.', es: 'El piso de una compañera tiene tres habitaciones.' }, correct: false },
      { formDe: 'Die Küche - eines - Restaurants - muss - sauber - sein.', hide: ['eines'], formEn: 'The kitchen of a restaurant has to be clean.', tr: { ua: 'Кухня ресторану має бути чистою.', de: 'Regel für Gaststätten: Wo man kocht, darf kein Schmutz sein. (die Küche, das Restaurant)', ru: 'Кухня ресторана должна быть чистой.', be: 'Кухня рэстарана павінна быць чыстай.', tr: 'Bir restoranın mutfağı temiz olmalı.', pl: 'Kuchnia restauracji musi być czysta.', es: 'La cocina de un restaurante tiene que estar limpia.' }, correct: false },
    ],
  },
};

export default topic;
