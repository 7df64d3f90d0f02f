import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'indefinite-article-dative',
  type: 'dative',
  title: {
    en: 'Indefinite article in the dative',
    ua: 'Неозначений артикль у Dativ',
    de: 'Unbestimmter Artikel im Dativ',
    ru: 'Неопределённый артикль в Dativ',
    be: 'Неазначальны артыкль у Dativ',
    tr: 'Dativde belirsiz artikel',
    pl: 'Rodzajnik nieokreślony w celowniku',
    es: 'Artículo indeterminado en dativo',
  },
  descr: {
    en: 'Einem, einer, einem: use the indefinite article after dative prepositions and for the person who receives something.',
    ua: 'Einem, einer, einem: уживайте неозначений артикль після прийменників із давальним відмінком і для особи, яка щось отримує.',
    de: 'Einem, einer, einem: Benutze den unbestimmten Artikel nach Präpositionen mit Dativ und für die Person, die etwas bekommt.',
    ru: 'Einem, einer, einem: используйте неопределённый артикль после предлогов с дательным падежом и для человека, который что-то получает.',
    be: 'Einem, einer, einem: ужывайце неазначальны артыкль пасля прыназоўнікаў з давальным склонам і для асобы, якая нешта атрымлівае.',
    tr: 'Einem, einer, einem: belirsiz artikeli Dativ alan edatlardan sonra ve bir şey alan kişi için kullanın.',
    pl: 'Einem, einer, einem: używaj rodzajnika nieokreślonego po przyimkach z celownikiem i przed osobą, która coś dostaje.',
    es: 'Einem, einer, einem: usa el artículo indeterminado después de preposiciones con dativo y para la persona que recibe algo.',
  },
  rules: {
    en: [
      {
        heading: 'When do you need the dative?',
        paragraphs: [
          'At A1 you meet the dative in three situations: after the prepositions aus, bei, mit, nach, seit, von, zu (and after in, an, auf … when you ask Wo?); for the person who receives something (Wem? – to whom?); and after a few verbs such as helfen, danken, gehören and gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'I am going to Berlin with a friend.' },
          { de: 'Er hilft einer Frau.', tr: 'He is helping a woman.' },
        ],
      },
      {
        heading: 'The forms: einem, einer, einem',
        paragraphs: [
          'In the dative the masculine and the neuter article end in -em: einem. The feminine article ends in -er: einer. kein takes the same endings: keinem, keiner, keinem.',
          'ein has no plural. A plural noun stands without an article and gets -n in the dative: mit Freunden, mit Kindern. With kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'She works in a restaurant.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'I am talking to a colleague.' },
        ],
        table: {
          caption: 'ein and kein in the nominative and the dative',
          head: ['Gender', 'Nominative', 'Dative', 'Example'],
          rows: [
            ['masculine', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['feminine', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['neuter', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['plural', '– / keine', '– / keinen (noun + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'The person who receives: Wem?',
        paragraphs: [
          'Verbs like geben, schenken, zeigen and schreiben often have two objects: the thing is in the accusative, the person who gets it is in the dative. Usually the dative person comes first: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'I am giving a friend flowers.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'einer looks like a nominative, but here it is the feminine dative: mit einer Freundin. Wrong: mit ein Freund, mit einen Freund. Right: mit einem Freund.',
          'Check the gender: die Wohnung → in einer Wohnung (not in einem Wohnung); das Hotel → in einem Hotel (not in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'He lives with a family.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Коли потрібен давальний відмінок?',
        paragraphs: [
          'На рівні A1 давальний відмінок трапляється в трьох ситуаціях: після прийменників aus, bei, mit, nach, seit, von, zu (і після in, an, auf … на питання Wo?); для особи, яка щось отримує (Wem? – кому?); і після кількох дієслів, як-от helfen, danken, gehören і gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Я їду з другом до Берліна.' },
          { de: 'Er hilft einer Frau.', tr: 'Він допомагає жінці.' },
        ],
      },
      {
        heading: 'Форми: einem, einer, einem',
        paragraphs: [
          'У давальному відмінку артикль чоловічого й середнього роду закінчується на -em: einem. Артикль жіночого роду закінчується на -er: einer. kein має ті самі закінчення: keinem, keiner, keinem.',
          'Множини від ein немає. Іменник у множині стоїть без артикля й отримує в давальному відмінку -n: mit Freunden, mit Kindern. З kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Вона працює в ресторані.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Я розмовляю з колегою.' },
        ],
        table: {
          caption: 'ein і kein у називному та давальному відмінках',
          head: ['Рід', 'Називний', 'Давальний', 'Приклад'],
          rows: [
            ['чоловічий', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['жіночий', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['середній', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['множина', '– / keine', '– / keinen (іменник + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Хто отримує: Wem?',
        paragraphs: [
          'Дієслова geben, schenken, zeigen і schreiben часто мають два додатки: річ стоїть у знахідному відмінку, а особа, яка її отримує, – у давальному. Зазвичай особа в давальному відмінку стоїть першою: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Я дарую подрузі квіти.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'einer схоже на називний відмінок, але тут це давальний відмінок жіночого роду: mit einer Freundin. Неправильно: mit ein Freund, mit einen Freund. Правильно: mit einem Freund.',
          'Перевіряйте рід: die Wohnung → in einer Wohnung (а не in einem Wohnung); das Hotel → in einem Hotel (а не in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Він живе в родині.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Wann braucht man den Dativ?',
        paragraphs: [
          'Auf dem Niveau A1 steht der Dativ in drei Situationen: nach den Präpositionen aus, bei, mit, nach, seit, von, zu (und nach in, an, auf … bei der Frage Wo?); für die Person, die etwas bekommt (Wem?); und nach einigen Verben wie helfen, danken, gehören und gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'mit + Dativ: einem Freund' },
          { de: 'Er hilft einer Frau.', tr: 'helfen + Dativ: Wem hilft er? Einer Frau.' },
        ],
      },
      {
        heading: 'Die Formen: einem, einer, einem',
        paragraphs: [
          'Im Dativ enden der maskuline und der neutrale Artikel auf -em: einem. Der feminine Artikel endet auf -er: einer. kein hat dieselben Endungen: keinem, keiner, keinem.',
          'Von ein gibt es keinen Plural. Ein Nomen im Plural steht ohne Artikel und bekommt im Dativ -n: mit Freunden, mit Kindern. Mit kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'das Restaurant → in einem Restaurant' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'die Kollegin → mit einer Kollegin' },
        ],
        table: {
          caption: 'ein und kein im Nominativ und im Dativ',
          head: ['Genus', 'Nominativ', 'Dativ', 'Beispiel'],
          rows: [
            ['maskulin', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['feminin', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['neutral', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['Plural', '– / keine', '– / keinen (Nomen + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Wer bekommt etwas? Wem?',
        paragraphs: [
          'Verben wie geben, schenken, zeigen und schreiben haben oft zwei Objekte: Die Sache steht im Akkusativ, die Person, die sie bekommt, steht im Dativ. Meistens steht die Person im Dativ zuerst: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Wem? Einer Freundin. Was? Blumen.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'einer sieht aus wie ein Nominativ, aber hier ist es der feminine Dativ: mit einer Freundin. Falsch: mit ein Freund, mit einen Freund. Richtig: mit einem Freund.',
          'Prüfe das Genus: die Wohnung → in einer Wohnung (nicht in einem Wohnung); das Hotel → in einem Hotel (nicht in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Er wohnt im Haus einer Familie.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Когда нужен дательный падеж?',
        paragraphs: [
          'На уровне A1 дательный падеж встречается в трёх ситуациях: после предлогов aus, bei, mit, nach, seit, von, zu (и после in, an, auf … на вопрос Wo?); для человека, который что-то получает (Wem? – кому?); и после нескольких глаголов, например helfen, danken, gehören и gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Я еду с другом в Берлин.' },
          { de: 'Er hilft einer Frau.', tr: 'Он помогает женщине.' },
        ],
      },
      {
        heading: 'Формы: einem, einer, einem',
        paragraphs: [
          'В дательном падеже артикль мужского и среднего рода оканчивается на -em: einem. Артикль женского рода оканчивается на -er: einer. У kein те же окончания: keinem, keiner, keinem.',
          'Множественного числа от ein нет. Существительное во множественном числе стоит без артикля и получает в дательном падеже -n: mit Freunden, mit Kindern. С kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Она работает в ресторане.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Я разговариваю с коллегой.' },
        ],
        table: {
          caption: 'ein и kein в именительном и дательном падежах',
          head: ['Род', 'Именительный', 'Дательный', 'Пример'],
          rows: [
            ['мужской', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['женский', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['средний', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['множественное число', '– / keine', '– / keinen (существительное + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Кто получает: Wem?',
        paragraphs: [
          'У глаголов geben, schenken, zeigen и schreiben часто два дополнения: вещь стоит в винительном падеже, а человек, который её получает, – в дательном. Обычно человек в дательном падеже стоит первым: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Я дарю подруге цветы.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'einer похоже на именительный падеж, но здесь это дательный падеж женского рода: mit einer Freundin. Неправильно: mit ein Freund, mit einen Freund. Правильно: mit einem Freund.',
          'Проверяйте род: die Wohnung → in einer Wohnung (а не in einem Wohnung); das Hotel → in einem Hotel (а не in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Он живёт в семье.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Калі патрэбны давальны склон?',
        paragraphs: [
          'На ўзроўні A1 давальны склон сустракаецца ў трох сітуацыях: пасля прыназоўнікаў aus, bei, mit, nach, seit, von, zu (і пасля in, an, auf … на пытанне Wo?); для асобы, якая нешта атрымлівае (Wem? – каму?); і пасля некалькіх дзеясловаў, напрыклад helfen, danken, gehören і gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Я еду з сябрам у Берлін.' },
          { de: 'Er hilft einer Frau.', tr: 'Ён дапамагае жанчыне.' },
        ],
      },
      {
        heading: 'Формы: einem, einer, einem',
        paragraphs: [
          'У давальным склоне артыкль мужчынскага і ніякага роду канчаецца на -em: einem. Артыкль жаночага роду канчаецца на -er: einer. У kein тыя ж канчаткі: keinem, keiner, keinem.',
          'Множнага ліку ад ein няма. Назоўнік у множным ліку стаіць без артыкля і атрымлівае ў давальным склоне -n: mit Freunden, mit Kindern. З kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Яна працуе ў рэстаране.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Я размаўляю з калегай.' },
        ],
        table: {
          caption: 'ein і kein у назоўным і давальным склонах',
          head: ['Род', 'Назоўны', 'Давальны', 'Прыклад'],
          rows: [
            ['мужчынскі', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['жаночы', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['ніякі', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['множны лік', '– / keine', '– / keinen (назоўнік + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Хто атрымлівае: Wem?',
        paragraphs: [
          'У дзеясловаў geben, schenken, zeigen і schreiben часта два дапаўненні: рэч стаіць у вінавальным склоне, а асоба, якая яе атрымлівае, – у давальным. Звычайна асоба ў давальным склоне стаіць першай: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Я дару сяброўцы кветкі.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'einer падобна на назоўны склон, але тут гэта давальны склон жаночага роду: mit einer Freundin. Няправільна: mit ein Freund, mit einen Freund. Правільна: mit einem Freund.',
          'Правярайце род: die Wohnung → in einer Wohnung (а не in einem Wohnung); das Hotel → in einem Hotel (а не in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Ён жыве ў сям’і.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Dativ ne zaman gerekir?',
        paragraphs: [
          'A1 seviyesinde Dativ üç durumda karşınıza çıkar: aus, bei, mit, nach, seit, von, zu edatlarından sonra (ve Wo? sorusunda in, an, auf … edatlarından sonra); bir şey alan kişi için (Wem? – kime?); ve helfen, danken, gehören, gefallen gibi bazı fiillerden sonra.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Bir arkadaşla Berlin’e gidiyorum.' },
          { de: 'Er hilft einer Frau.', tr: 'Bir kadına yardım ediyor.' },
        ],
      },
      {
        heading: 'Biçimler: einem, einer, einem',
        paragraphs: [
          'Dativde eril ve nötr artikel -em ile biter: einem. Dişil artikel -er ile biter: einer. kein de aynı ekleri alır: keinem, keiner, keinem.',
          'ein’in çoğulu yoktur. Çoğul isim artikelsiz kullanılır ve Dativde -n alır: mit Freunden, mit Kindern. kein ile: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Bir restoranda çalışıyor.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Bir iş arkadaşımla konuşuyorum.' },
        ],
        table: {
          caption: 'Nominativ ve Dativde ein ve kein',
          head: ['Cins', 'Nominativ', 'Dativ', 'Örnek'],
          rows: [
            ['eril', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['dişil', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['nötr', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['çoğul', '– / keine', '– / keinen (isim + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Alan kişi: Wem?',
        paragraphs: [
          'geben, schenken, zeigen ve schreiben gibi fiillerin çoğu zaman iki nesnesi olur: şey Akkusativde, onu alan kişi Dativde durur. Genellikle Dativdeki kişi önce gelir: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Bir kız arkadaşıma çiçek hediye ediyorum.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'einer bir Nominativ gibi görünür, ama burada dişil Dativdir: mit einer Freundin. Yanlış: mit ein Freund, mit einen Freund. Doğru: mit einem Freund.',
          'Cinsiyeti kontrol edin: die Wohnung → in einer Wohnung (in einem Wohnung değil); das Hotel → in einem Hotel (in einer Hotel değil).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Bir ailenin yanında kalıyor.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Kiedy potrzebny jest celownik?',
        paragraphs: [
          'Na poziomie A1 celownik pojawia się w trzech sytuacjach: po przyimkach aus, bei, mit, nach, seit, von, zu (i po in, an, auf … na pytanie Wo?); przy osobie, która coś dostaje (Wem? – komu?); i po kilku czasownikach, takich jak helfen, danken, gehören i gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Jadę z kolegą do Berlina.' },
          { de: 'Er hilft einer Frau.', tr: 'On pomaga kobiecie.' },
        ],
      },
      {
        heading: 'Formy: einem, einer, einem',
        paragraphs: [
          'W celowniku rodzajnik męski i nijaki kończy się na -em: einem. Rodzajnik żeński kończy się na -er: einer. kein ma te same końcówki: keinem, keiner, keinem.',
          'Od ein nie ma liczby mnogiej. Rzeczownik w liczbie mnogiej stoi bez rodzajnika i w celowniku dostaje -n: mit Freunden, mit Kindern. Z kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Ona pracuje w restauracji.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Rozmawiam z koleżanką z pracy.' },
        ],
        table: {
          caption: 'ein i kein w mianowniku i w celowniku',
          head: ['Rodzaj', 'Mianownik', 'Celownik', 'Przykład'],
          rows: [
            ['męski', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['żeński', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['nijaki', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['liczba mnoga', '– / keine', '– / keinen (rzeczownik + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'Kto dostaje: Wem?',
        paragraphs: [
          'Czasowniki geben, schenken, zeigen i schreiben często mają dwa dopełnienia: rzecz stoi w bierniku, a osoba, która ją dostaje, w celowniku. Zwykle osoba w celowniku stoi pierwsza: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Daję koleżance kwiaty w prezencie.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'einer wygląda jak mianownik, ale tutaj to celownik rodzaju żeńskiego: mit einer Freundin. Źle: mit ein Freund, mit einen Freund. Dobrze: mit einem Freund.',
          'Sprawdzaj rodzaj: die Wohnung → in einer Wohnung (nie in einem Wohnung); das Hotel → in einem Hotel (nie in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'On mieszka u pewnej rodziny.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Cuándo se necesita el dativo?',
        paragraphs: [
          'En el nivel A1 el dativo aparece en tres situaciones: después de las preposiciones aus, bei, mit, nach, seit, von, zu (y después de in, an, auf … con la pregunta Wo?); para la persona que recibe algo (Wem? – ¿a quién?); y después de algunos verbos como helfen, danken, gehören y gefallen.',
        ],
        examples: [
          { de: 'Ich fahre mit einem Freund nach Berlin.', tr: 'Voy a Berlín con un amigo.' },
          { de: 'Er hilft einer Frau.', tr: 'Él ayuda a una mujer.' },
        ],
      },
      {
        heading: 'Las formas: einem, einer, einem',
        paragraphs: [
          'En dativo el artículo masculino y el neutro terminan en -em: einem. El artículo femenino termina en -er: einer. kein tiene las mismas terminaciones: keinem, keiner, keinem.',
          'ein no tiene plural. Un sustantivo en plural va sin artículo y en dativo recibe -n: mit Freunden, mit Kindern. Con kein: mit keinen Freunden.',
        ],
        examples: [
          { de: 'Sie arbeitet in einem Restaurant.', tr: 'Ella trabaja en un restaurante.' },
          { de: 'Ich spreche mit einer Kollegin.', tr: 'Hablo con una compañera de trabajo.' },
        ],
        table: {
          caption: 'ein y kein en nominativo y en dativo',
          head: ['Género', 'Nominativo', 'Dativo', 'Ejemplo'],
          rows: [
            ['masculino', 'ein / kein', 'einem / keinem', 'mit einem Freund'],
            ['femenino', 'eine / keine', 'einer / keiner', 'mit einer Freundin'],
            ['neutro', 'ein / kein', 'einem / keinem', 'mit einem Kind'],
            ['plural', '– / keine', '– / keinen (sustantivo + n)', 'mit Freunden'],
          ],
        },
      },
      {
        heading: 'La persona que recibe: Wem?',
        paragraphs: [
          'Verbos como geben, schenken, zeigen y schreiben tienen a menudo dos complementos: la cosa va en acusativo y la persona que la recibe, en dativo. Normalmente la persona en dativo va primero: Ich schenke einer Freundin Blumen.',
        ],
        examples: [
          { de: 'Ich schenke einer Freundin Blumen.', tr: 'Le regalo flores a una amiga.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'einer parece un nominativo, pero aquí es el dativo femenino: mit einer Freundin. Incorrecto: mit ein Freund, mit einen Freund. Correcto: mit einem Freund.',
          'Comprueba el género: die Wohnung → in einer Wohnung (no in einem Wohnung); das Hotel → in einem Hotel (no in einer Hotel).',
        ],
        examples: [
          { de: 'Er wohnt bei einer Familie.', tr: 'Vive con una familia.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - fahre - mit - einem - Freund - nach Berlin.', hide: ['einem'], formEn: 'I am going to Berlin with a friend.', tr: { ua: 'Я їду до Берліна з другом.', de: 'Ich reise nicht allein nach Berlin, ein Freund kommt mit. (fahren, mit, der Freund)', ru: 'Я еду в Берлин с другом.', be: 'Я еду ў Берлін з сябрам.', tr: 'Bir arkadaşımla Berlin’e gidiyorum.', pl: 'Jadę do Berlina z kolegą.', es: 'Voy a Berlín con un amigo.' }, correct: false },
      { formDe: 'Sie - wohnt - bei - einer - Familie.', hide: ['einer'], formEn: 'She lives with a family.', tr: { ua: 'Вона живе в одній родині.', de: 'Ihr Zimmer ist im Haus von fremden Eltern mit Kindern. (wohnen, bei, die Familie)', ru: 'Она живёт в одной семье.', be: 'Яна жыве ў адной сям’і.', tr: 'Bir ailenin yanında yaşıyor.', pl: 'Ona mieszka u pewnej rodziny.', es: 'Ella vive con una familia.' }, correct: false },
      { formDe: 'Er - arbeitet - in - einem - Restaurant.', hide: ['einem'], formEn: 'He works in a restaurant.', tr: { ua: 'Він працює в ресторані.', de: 'Er ist Kellner, sein Arbeitsplatz hat Tische und eine Küche. (arbeiten, in, das Restaurant)', ru: 'Он работает в ресторане.', be: 'Ён працуе ў рэстаране.', tr: 'Bir restoranda çalışıyor.', pl: 'On pracuje w restauracji.', es: 'Él trabaja en un restaurante.' }, correct: false },
      { formDe: 'Der Lehrer - hilft - einem - Schüler.', hide: ['einem'], formEn: 'The teacher is helping a pupil.', tr: { ua: 'Учитель допомагає учневі.', de: 'Ein Junge versteht die Aufgabe nicht, der Lehrer erklärt sie ihm. (helfen, der Schüler)', ru: 'Учитель помогает ученику.', be: 'Настаўнік дапамагае вучню.', tr: 'Öğretmen bir öğrenciye yardım ediyor.', pl: 'Nauczyciel pomaga uczniowi.', es: 'El profesor ayuda a un alumno.' }, correct: false },
      { formDe: 'Wir - wohnen - in - einem - Haus - mit Garten.', hide: ['einem'], formEn: 'We live in a house with a garden.', tr: { ua: 'Ми живемо в будинку з садом.', de: 'Unser Zuhause hat draußen Blumen und Bäume. (wohnen, in, das Haus)', ru: 'Мы живём в доме с садом.', be: 'Мы жывём у доме з садам.', tr: 'Bahçeli bir evde oturuyoruz.', pl: 'Mieszkamy w domu z ogrodem.', es: 'Vivimos en una casa con jardín.' }, correct: false },
      { formDe: 'Ich - spreche - mit - einer - Kollegin.', hide: ['einer'], formEn: 'I am talking to a colleague.', tr: { ua: 'Я розмовляю з колегою.', de: 'Im Büro: Ich rede mit einer Frau aus meiner Firma. (sprechen, mit, die Kollegin)', ru: 'Я разговариваю с коллегой.', be: 'Я размаўляю з калегай.', tr: 'Bir iş arkadaşımla konuşuyorum.', pl: 'Rozmawiam z koleżanką z pracy.', es: 'Estoy hablando con una compañera de trabajo.' }, correct: false },
      { formDe: 'Das Geschenk - ist - von - einem - Freund.', hide: ['einem'], formEn: 'The present is from a friend.', tr: { ua: 'Подарунок від друга.', de: 'Ein Freund hat es mir geschenkt. (sein, von, der Freund)', ru: 'Подарок от друга.', be: 'Падарунак ад сябра.', tr: 'Hediye bir arkadaştan.', pl: 'Prezent jest od przyjaciela.', es: 'El regalo es de un amigo.' }, correct: false },
      { formDe: 'Er - wartet - seit - einer - Stunde.', hide: ['einer'], formEn: 'He has been waiting for an hour.', tr: { ua: 'Він чекає вже годину.', de: '60 Minuten sind vorbei, und er steht immer noch da. (warten, seit, die Stunde)', ru: 'Он ждёт уже час.', be: 'Ён чакае ўжо гадзіну.', tr: 'Bir saattir bekliyor.', pl: 'On czeka od godziny.', es: 'Lleva una hora esperando.' }, correct: false },
      { formDe: 'Sie - lernt - seit - einem - Jahr - Deutsch.', hide: ['einem'], formEn: 'She has been learning German for a year.', tr: { ua: 'Вона вивчає німецьку вже рік.', de: 'Vor zwölf Monaten hat sie mit dem Deutschkurs angefangen. (lernen, seit, das Jahr)', ru: 'Она учит немецкий уже год.', be: 'Яна вучыць нямецкую мову ўжо год.', tr: 'Bir yıldır Almanca öğreniyor.', pl: 'Ona uczy się niemieckiego od roku.', es: 'Lleva un año aprendiendo alemán.' }, correct: false },
      { formDe: 'Ich - schreibe - mit - einem - Bleistift.', hide: ['einem'], formEn: 'I write with a pencil.', tr: { ua: 'Я пишу олівцем.', de: 'Zum Schreiben nehme ich keinen Kuli, sondern etwas aus Holz. (schreiben, mit, der Bleistift)', ru: 'Я пишу карандашом.', be: 'Я пішу алоўкам.', tr: 'Kurşun kalemle yazıyorum.', pl: 'Piszę ołówkiem.', es: 'Escribo con un lápiz.' }, correct: false },
      { formDe: 'Wir - trinken - Kaffee - in - einem - Café.', hide: ['einem'], formEn: 'We are having coffee in a café.', tr: { ua: 'Ми п’ємо каву в кав’ярні.', de: 'Wir sitzen in einem Lokal, vor uns stehen zwei Tassen. (Kaffee trinken, in, das Café)', ru: 'Мы пьём кофе в кафе.', be: 'Мы п’ём каву ў кавярні.', tr: 'Bir kafede kahve içiyoruz.', pl: 'Pijemy kawę w kawiarni.', es: 'Estamos tomando café en una cafetería.' }, correct: false },
      { formDe: 'Er - kommt - aus - einem - Dorf.', hide: ['einem'], formEn: 'He comes from a village.', tr: { ua: 'Він родом із села.', de: 'Er ist nicht in einer Stadt geboren, sondern auf dem Land. (kommen, aus, das Dorf)', ru: 'Он родом из деревни.', be: 'Ён родам з вёскі.', tr: 'Bir köyden geliyor.', pl: 'On pochodzi ze wsi.', es: 'Él viene de un pueblo.' }, correct: false },
      { formDe: 'Ich - schenke - einer - Freundin - Blumen.', hide: ['einer'], formEn: 'I am giving a friend flowers.', tr: { ua: 'Я дарую подрузі квіти.', de: 'Sie hat Geburtstag, ich bringe ihr einen Strauß. (schenken, die Freundin, die Blumen)', ru: 'Я дарю подруге цветы.', be: 'Я дару сяброўцы кветкі.', tr: 'Bir arkadaşıma çiçek hediye ediyorum.', pl: 'Daję przyjaciółce kwiaty.', es: 'Le regalo flores a una amiga.' }, correct: false },
      { formDe: 'Sie - geht - zu - einer - Ärztin.', hide: ['einer'], formEn: 'She is going to a doctor.', tr: { ua: 'Вона йде до лікарки.', de: 'Sie ist krank und braucht Hilfe in der Praxis. (gehen, zu, die Ärztin)', ru: 'Она идёт к врачу.', be: 'Яна ідзе да лекаркі.', tr: 'Bir doktora gidiyor.', pl: 'Ona idzie do lekarki.', es: 'Ella va a ver a una médica.' }, correct: false },
      { formDe: 'Wir - fahren - mit - einem - Taxi - zum Hotel.', hide: ['einem'], formEn: 'We are taking a taxi to the hotel.', tr: { ua: 'Ми їдемо до готелю на таксі.', de: 'Wir nehmen keinen Bus, sondern ein Auto mit Fahrer. (fahren, mit, das Taxi)', ru: 'Мы едем в отель на такси.', be: 'Мы едзем у гатэль на таксі.', tr: 'Otele taksiyle gidiyoruz.', pl: 'Jedziemy taksówką do hotelu.', es: 'Vamos al hotel en taxi.' }, correct: false },
      { formDe: 'Das Kind - spielt - mit - einer - Katze.', hide: ['einer'], formEn: 'The child is playing with a cat.', tr: { ua: 'Дитина грається з кішкою.', de: 'Das Kind hat Spaß mit einem kleinen Haustier. (spielen, mit, die Katze)', ru: 'Ребёнок играет с кошкой.', be: 'Дзіця гуляе з коткай.', tr: 'Çocuk bir kediyle oynuyor.', pl: 'Dziecko bawi się z kotem.', es: 'El niño está jugando con un gato.' }, correct: false },
      { formDe: 'Ich - habe - ein Zimmer - in - einem - Hotel - gebucht.', hide: ['einem'], formEn: 'I have booked a room in a hotel.', tr: { ua: 'Я забронював номер у готелі.', de: 'Für die Reise ist mein Zimmer schon reserviert. (buchen, in, das Hotel)', ru: 'Я забронировал номер в отеле.', be: 'Я забраніраваў нумар у гатэлі.', tr: 'Bir otelde oda ayırttım.', pl: 'Zarezerwowałem pokój w hotelu.', es: 'He reservado una habitación en un hotel.' }, correct: false },
      { formDe: 'Er - isst - Pizza - mit - einer - Gabel.', hide: ['einer'], formEn: 'He eats pizza with a fork.', tr: { ua: 'Він їсть піцу виделкою.', de: 'Er nimmt für die Pizza nicht die Finger. (essen, mit, die Gabel)', ru: 'Он ест пиццу вилкой.', be: 'Ён есць піцу відэльцам.', tr: 'Pizzayı çatalla yiyor.', pl: 'On je pizzę widelcem.', es: 'Él come pizza con tenedor.' }, correct: false },
      { formDe: 'Nach - einer - Woche - ist - er - wieder - gesund.', hide: ['einer'], formEn: 'After a week he is well again.', tr: { ua: 'Через тиждень він знову здоровий.', de: 'Sieben Tage krank, dann geht es ihm wieder gut. (nach, die Woche, gesund sein)', ru: 'Через неделю он снова здоров.', be: 'Праз тыдзень ён зноў здаровы.', tr: 'Bir hafta sonra yine sağlıklı.', pl: 'Po tygodniu znowu jest zdrowy.', es: 'Después de una semana vuelve a estar bien.' }, correct: false },
      { formDe: 'Wir - sitzen - unter - einem - Baum.', hide: ['einem'], formEn: 'We are sitting under a tree.', tr: { ua: 'Ми сидимо під деревом.', de: 'Es ist heiß, wir suchen Schatten im Park. (sitzen, unter, der Baum)', ru: 'Мы сидим под деревом.', be: 'Мы сядзім пад дрэвам.', tr: 'Bir ağacın altında oturuyoruz.', pl: 'Siedzimy pod drzewem.', es: 'Estamos sentados debajo de un árbol.' }, correct: false },
      { formDe: 'Das Handy - gehört - einem - Mädchen - aus meiner Klasse.', hide: ['einem'], formEn: 'The mobile phone belongs to a girl from my class.', tr: { ua: 'Мобільний телефон належить дівчинці з мого класу.', de: 'Das Handy ist nicht meins, es ist von einer Mitschülerin. (gehören, das Mädchen)', ru: 'Мобильный телефон принадлежит девочке из моего класса.', be: 'Мабільны тэлефон належыць дзяўчынцы з майго класа.', tr: 'Cep telefonu sınıfımdan bir kıza ait.', pl: 'Komórka należy do dziewczyny z mojej klasy.', es: 'El móvil es de una chica de mi clase.' }, correct: false },
      { formDe: 'Er - hilft - einer - Frau - mit dem Koffer.', hide: ['einer'], formEn: 'He is helping a woman with her suitcase.', tr: { ua: 'Він допомагає жінці з валізою.', de: 'Der Koffer ist schwer, er trägt ihn für eine Dame. (helfen, die Frau)', ru: 'Он помогает женщине с чемоданом.', be: 'Ён дапамагае жанчыне з чамаданам.', tr: 'Bir kadına bavulunu taşırken yardım ediyor.', pl: 'On pomaga kobiecie z walizką.', es: 'Él ayuda a una mujer con su maleta.' }, correct: false },
      { formDe: 'Er - wohnt - in - einer - Stadt - am Meer.', hide: ['einer'], formEn: 'He lives in a town by the sea.', tr: { ua: 'Він живе в місті біля моря.', de: 'Sein Wohnort liegt an der Küste. (wohnen, in, die Stadt)', ru: 'Он живёт в городе у моря.', be: 'Ён жыве ў горадзе каля мора.', tr: 'Deniz kenarında bir şehirde yaşıyor.', pl: 'On mieszka w mieście nad morzem.', es: 'Vive en una ciudad junto al mar.' }, correct: false },
      { formDe: 'Sie - telefoniert - mit - einer - Freundin.', hide: ['einer'], formEn: 'She is on the phone with a friend.', tr: { ua: 'Вона розмовляє по телефону з подругою.', de: 'Sie hat das Handy am Ohr und spricht mit einer Bekannten. (telefonieren, mit, die Freundin)', ru: 'Она разговаривает по телефону с подругой.', be: 'Яна размаўляе па тэлефоне з сяброўкай.', tr: 'Bir arkadaşıyla telefonda konuşuyor.', pl: 'Ona rozmawia przez telefon z koleżanką.', es: 'Está hablando por teléfono con una amiga.' }, correct: false },
      { formDe: 'Der Mann - zeigt - einer - Touristin - den Weg.', hide: ['einer'], formEn: 'The man is showing a tourist the way.', tr: { ua: 'Чоловік показує туристці дорогу.', de: 'Eine Frau aus dem Ausland findet das Museum nicht, der Mann hilft. (zeigen, die Touristin)', ru: 'Мужчина показывает туристке дорогу.', be: 'Мужчына паказвае турыстцы дарогу.', tr: 'Adam bir turiste yolu gösteriyor.', pl: 'Mężczyzna pokazuje turystce drogę.', es: 'El hombre le indica el camino a una turista.' }, correct: false },
      { formDe: 'Nach - einem - Jahr - spricht - er - gut Deutsch.', hide: ['einem'], formEn: 'After a year he speaks good German.', tr: { ua: 'Через рік він добре говорить німецькою.', de: 'Zwölf Monate Kurs, und jetzt kann er schon viel sagen. (nach, das Jahr)', ru: 'Через год он хорошо говорит по-немецки.', be: 'Праз год ён добра размаўляе па-нямецку.', tr: 'Bir yıl sonra iyi Almanca konuşuyor.', pl: 'Po roku on dobrze mówi po niemiecku.', es: 'Después de un año habla bien alemán.' }, correct: false },
      { formDe: 'Wir - treffen - uns - in - einer - Stunde.', hide: ['einer'], formEn: 'We are meeting in an hour.', tr: { ua: 'Ми зустрічаємося через годину.', de: 'Jetzt ist es drei Uhr, unser Treffen ist um vier. (sich treffen, in, die Stunde)', ru: 'Мы встречаемся через час.', be: 'Мы сустракаемся праз гадзіну.', tr: 'Bir saat sonra buluşuyoruz.', pl: 'Spotykamy się za godzinę.', es: 'Quedamos dentro de una hora.' }, correct: false },
      { formDe: 'Sie - arbeitet - bei - einer - Bank.', hide: ['einer'], formEn: 'She works at a bank.', tr: { ua: 'Вона працює в банку.', de: 'Ihr Beruf: Sie berät Kunden beim Geld. (arbeiten, bei, die Bank)', ru: 'Она работает в банке.', be: 'Яна працуе ў банку.', tr: 'Bir bankada çalışıyor.', pl: 'Ona pracuje w banku.', es: 'Trabaja en un banco.' }, correct: false },
      { formDe: 'Ich - kaufe - das Brot - in - einer - Bäckerei.', hide: ['einer'], formEn: 'I buy the bread in a bakery.', tr: { ua: 'Я купую хліб у пекарні.', de: 'Mein Brot kommt nicht aus dem Supermarkt. (kaufen, in, die Bäckerei)', ru: 'Я покупаю хлеб в пекарне.', be: 'Я купляю хлеб у пякарні.', tr: 'Ekmeği bir fırından alıyorum.', pl: 'Kupuję chleb w piekarni.', es: 'Compro el pan en una panadería.' }, correct: false },
      { formDe: 'Zu - einem - Geburtstag - bringt - man - ein Geschenk - mit.', hide: ['einem'], formEn: 'You bring a present to a birthday party.', tr: { ua: 'На день народження приносять подарунок.', de: 'Regel für Gäste: Bei einer Geburtstagsfeier kommt man nicht mit leeren Händen. (zu, der Geburtstag)', ru: 'На день рождения приносят подарок.', be: 'На дзень нараджэння прыносяць падарунак.', tr: 'Doğum gününe hediye götürülür.', pl: 'Na urodziny przynosi się prezent.', es: 'A un cumpleaños se lleva un regalo.' }, correct: false },
    ],
  },
};

export default topic;
