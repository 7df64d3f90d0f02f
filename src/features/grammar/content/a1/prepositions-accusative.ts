import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'prepositions-accusative',
  type: 'accusative',
  title: {
    en: 'Prepositions with the accusative',
    ua: 'Прийменники зі знахідним відмінком',
    de: 'Präpositionen mit Akkusativ',
    ru: 'Предлоги с винительным падежом',
    be: 'Прыназоўнікі з вінавальным склонам',
    tr: 'Akkusativ alan edatlar',
    pl: 'Przyimki z biernikiem',
    es: 'Preposiciones con acusativo',
  },
  descr: {
    en: 'Learn durch, für, gegen, ohne, um and bis – six prepositions that are always followed by the accusative.',
    ua: 'Вивчіть durch, für, gegen, ohne, um і bis – шість прийменників, після яких завжди стоїть знахідний відмінок.',
    de: 'Lerne durch, für, gegen, ohne, um und bis – sechs Präpositionen, nach denen immer der Akkusativ steht.',
    ru: 'Выучите durch, für, gegen, ohne, um и bis – шесть предлогов, после которых всегда стоит винительный падеж.',
    be: 'Вывучыце durch, für, gegen, ohne, um і bis – шэсць прыназоўнікаў, пасля якіх заўсёды ідзе вінавальны склон.',
    tr: 'durch, für, gegen, ohne, um ve bis: ardından her zaman Akkusativ gelen altı edatı öğrenin.',
    pl: 'Poznaj durch, für, gegen, ohne, um i bis – sześć przyimków, po których zawsze stoi biernik.',
    es: 'Aprende durch, für, gegen, ohne, um y bis, seis preposiciones que siempre van seguidas de acusativo.',
  },
  rules: {
    en: [
      {
        heading: 'Six prepositions that always take the accusative',
        paragraphs: [
          'After the prepositions durch, für, gegen, ohne, um and bis the noun or pronoun is always in the accusative (Akkusativ). It does not matter whether the sentence is about a place, a time or a person: these six words never take another case.',
          'Learn each preposition together with a short example, because their meanings do not always match English word for word.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'I drink coffee without sugar.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'The film starts at eight o’clock.' },
        ],
        table: {
          caption: 'The accusative prepositions and their meanings',
          head: ['Preposition', 'Meaning', 'Example'],
          rows: [
            ['durch', 'through', 'durch den Park'],
            ['für', 'for', 'für meinen Vater'],
            ['gegen', 'against; at about (time)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'without', 'ohne den Hund'],
            ['um', 'around; at (clock time)', 'um den Tisch, um acht Uhr'],
            ['bis', 'until; as far as', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'What changes in the accusative',
        paragraphs: [
          'Only the masculine singular changes its article: der → den, ein → einen, kein → keinen, mein → meinen. Feminine, neuter and plural articles look the same as in the nominative.',
          'Personal pronouns change too: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'I am buying a present for my brother.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'The car crashes into a tree.' },
        ],
        table: {
          caption: 'Articles after durch, für, gegen, ohne, um',
          head: ['Gender', 'Nominative', 'Accusative', 'Example'],
          rows: [
            ['masculine', 'der / ein', 'den / einen', 'für den Vater'],
            ['feminine', 'die / eine', 'die / eine', 'für die Mutter'],
            ['neuter', 'das / ein', 'das / ein', 'für das Kind'],
            ['plural', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Good to know and common mistakes',
        paragraphs: [
          'bis usually stands without an article: bis morgen, bis Montag, bis Berlin. Before an article German adds a second preposition: bis zum Bahnhof (then zu decides the case: dative).',
          'um is used for exact clock times and for “around”; gegen with a time means “at about”: um acht Uhr (exactly), gegen acht Uhr (roughly).',
          'A frequent mistake is the dative after these prepositions. Wrong: für dem Vater, ohne einem Schirm. Right: für den Vater, ohne einen Schirm. ohne often stands with no article at all: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'We are going as far as the station.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'I will come at about eight o’clock.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Шість прийменників, які завжди вимагають знахідного відмінка',
        paragraphs: [
          'Після прийменників durch, für, gegen, ohne, um і bis іменник або займенник завжди стоїть у знахідному відмінку (Akkusativ). Неважливо, чи йдеться про місце, час чи особу: ці шість слів ніколи не вживаються з іншим відмінком.',
          'Вивчайте кожен прийменник разом із коротким прикладом, бо їхні значення не завжди збігаються з українськими слово в слово.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Я п’ю каву без цукру.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Фільм починається о восьмій годині.' },
        ],
        table: {
          caption: 'Прийменники зі знахідним відмінком та їхні значення',
          head: ['Прийменник', 'Значення', 'Приклад'],
          rows: [
            ['durch', 'через, крізь', 'durch den Park'],
            ['für', 'для, за', 'für meinen Vater'],
            ['gegen', 'проти; близько (про час)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'без', 'ohne den Hund'],
            ['um', 'навколо; о (про годину)', 'um den Tisch, um acht Uhr'],
            ['bis', 'до (про час і місце)', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Що змінюється у знахідному відмінку',
        paragraphs: [
          'Артикль змінюється лише в чоловічому роді однини: der → den, ein → einen, kein → keinen, mein → meinen. Артиклі жіночого й середнього роду та множини виглядають так само, як у називному відмінку.',
          'Особові займенники теж змінюються: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Я купую подарунок для свого брата.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Машина врізається в дерево.' },
        ],
        table: {
          caption: 'Артиклі після durch, für, gegen, ohne, um',
          head: ['Рід', 'Називний', 'Знахідний', 'Приклад'],
          rows: [
            ['чоловічий', 'der / ein', 'den / einen', 'für den Vater'],
            ['жіночий', 'die / eine', 'die / eine', 'für die Mutter'],
            ['середній', 'das / ein', 'das / ein', 'für das Kind'],
            ['множина', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Корисно знати й типові помилки',
        paragraphs: [
          'bis зазвичай уживається без артикля: bis morgen, bis Montag, bis Berlin. Перед артиклем німці додають другий прийменник: bis zum Bahnhof (тоді відмінок визначає zu – давальний).',
          'um означає точний час і «навколо»; gegen з часом означає «приблизно»: um acht Uhr (рівно о восьмій), gegen acht Uhr (близько восьмої).',
          'Часта помилка – давальний відмінок після цих прийменників. Неправильно: für dem Vater, ohne einem Schirm. Правильно: für den Vater, ohne einen Schirm. Після ohne часто взагалі немає артикля: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Ми їдемо до вокзалу.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Я прийду близько восьмої.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Sechs Präpositionen mit Akkusativ',
        paragraphs: [
          'Nach den Präpositionen durch, für, gegen, ohne, um und bis steht das Nomen oder Pronomen immer im Akkusativ. Es ist egal, ob es um einen Ort, eine Zeit oder eine Person geht: Diese sechs Wörter haben nie einen anderen Kasus.',
          'Lerne jede Präposition zusammen mit einem kurzen Beispiel, denn die Bedeutungen passen nicht immer Wort für Wort zu deiner Sprache.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Im Kaffee ist kein Zucker.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Genau um 20 Uhr fängt der Film an.' },
        ],
        table: {
          caption: 'Die Präpositionen mit Akkusativ und ihre Bedeutung',
          head: ['Präposition', 'Bedeutung', 'Beispiel'],
          rows: [
            ['durch', 'von einer Seite zur anderen Seite', 'durch den Park'],
            ['für', 'Ziel, Person, die etwas bekommt', 'für meinen Vater'],
            ['gegen', 'Kontakt, Gegner; ungefähre Zeit', 'gegen die Wand, gegen Abend'],
            ['ohne', 'nicht mit', 'ohne den Hund'],
            ['um', 'im Kreis; genaue Uhrzeit', 'um den Tisch, um acht Uhr'],
            ['bis', 'Ende von Zeit oder Weg', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Was ändert sich im Akkusativ?',
        paragraphs: [
          'Nur maskuline Nomen im Singular bekommen einen anderen Artikel: der → den, ein → einen, kein → keinen, mein → meinen. Feminine, neutrale Nomen und der Plural haben die gleichen Artikel wie im Nominativ.',
          'Auch die Personalpronomen ändern sich: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Mein Bruder bekommt ein Geschenk von mir.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Es gibt einen Unfall mit einem Baum.' },
        ],
        table: {
          caption: 'Artikel nach durch, für, gegen, ohne, um',
          head: ['Genus', 'Nominativ', 'Akkusativ', 'Beispiel'],
          rows: [
            ['maskulin', 'der / ein', 'den / einen', 'für den Vater'],
            ['feminin', 'die / eine', 'die / eine', 'für die Mutter'],
            ['neutral', 'das / ein', 'das / ein', 'für das Kind'],
            ['Plural', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Gut zu wissen und typische Fehler',
        paragraphs: [
          'bis steht meistens ohne Artikel: bis morgen, bis Montag, bis Berlin. Vor einem Artikel braucht man eine zweite Präposition: bis zum Bahnhof (dann bestimmt zu den Kasus: Dativ).',
          'um steht bei der genauen Uhrzeit und für eine Bewegung im Kreis; gegen mit einer Zeit heißt „ungefähr“: um acht Uhr (genau), gegen acht Uhr (ungefähr).',
          'Ein häufiger Fehler ist der Dativ nach diesen Präpositionen. Falsch: für dem Vater, ohne einem Schirm. Richtig: für den Vater, ohne einen Schirm. Nach ohne steht oft gar kein Artikel: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Am Bahnhof endet unsere Fahrt.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Ich komme ungefähr um acht Uhr.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Шесть предлогов, которые всегда требуют винительного падежа',
        paragraphs: [
          'После предлогов durch, für, gegen, ohne, um и bis существительное или местоимение всегда стоит в винительном падеже (Akkusativ). Неважно, идёт ли речь о месте, времени или человеке: эти шесть слов никогда не употребляются с другим падежом.',
          'Учите каждый предлог вместе с коротким примером, потому что их значения не всегда совпадают с русскими слово в слово.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Я пью кофе без сахара.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Фильм начинается в восемь часов.' },
        ],
        table: {
          caption: 'Предлоги с винительным падежом и их значения',
          head: ['Предлог', 'Значение', 'Пример'],
          rows: [
            ['durch', 'через, сквозь', 'durch den Park'],
            ['für', 'для, за', 'für meinen Vater'],
            ['gegen', 'против; около (о времени)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'без', 'ohne den Hund'],
            ['um', 'вокруг; в (о часах)', 'um den Tisch, um acht Uhr'],
            ['bis', 'до (о времени и месте)', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Что меняется в винительном падеже',
        paragraphs: [
          'Артикль меняется только в мужском роде единственного числа: der → den, ein → einen, kein → keinen, mein → meinen. Артикли женского и среднего рода и множественного числа выглядят так же, как в именительном падеже.',
          'Личные местоимения тоже меняются: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Я покупаю подарок для своего брата.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Машина врезается в дерево.' },
        ],
        table: {
          caption: 'Артикли после durch, für, gegen, ohne, um',
          head: ['Род', 'Именительный', 'Винительный', 'Пример'],
          rows: [
            ['мужской', 'der / ein', 'den / einen', 'für den Vater'],
            ['женский', 'die / eine', 'die / eine', 'für die Mutter'],
            ['средний', 'das / ein', 'das / ein', 'für das Kind'],
            ['множественное число', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Полезно знать и типичные ошибки',
        paragraphs: [
          'bis обычно употребляется без артикля: bis morgen, bis Montag, bis Berlin. Перед артиклем немцы добавляют второй предлог: bis zum Bahnhof (тогда падеж определяет zu – дательный).',
          'um обозначает точное время и «вокруг»; gegen со временем значит «около»: um acht Uhr (ровно в восемь), gegen acht Uhr (около восьми).',
          'Частая ошибка – дательный падеж после этих предлогов. Неправильно: für dem Vater, ohne einem Schirm. Правильно: für den Vater, ohne einen Schirm. После ohne часто вообще нет артикля: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Мы едем до вокзала.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Я приду около восьми.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Шэсць прыназоўнікаў, якія заўсёды патрабуюць вінавальнага склону',
        paragraphs: [
          'Пасля прыназоўнікаў durch, für, gegen, ohne, um і bis назоўнік або займеннік заўсёды стаіць у вінавальным склоне (Akkusativ). Не важна, ці гаворка пра месца, час ці чалавека: гэтыя шэсць слоў ніколі не ўжываюцца з іншым склонам.',
          'Вучыце кожны прыназоўнік разам з кароткім прыкладам, бо іх значэнні не заўсёды супадаюць з беларускімі слова ў слова.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Я п’ю каву без цукру.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Фільм пачынаецца а восьмай гадзіне.' },
        ],
        table: {
          caption: 'Прыназоўнікі з вінавальным склонам і іх значэнні',
          head: ['Прыназоўнік', 'Значэнне', 'Прыклад'],
          rows: [
            ['durch', 'праз, скрозь', 'durch den Park'],
            ['für', 'для, за', 'für meinen Vater'],
            ['gegen', 'супраць; каля (пра час)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'без', 'ohne den Hund'],
            ['um', 'вакол; а (пра гадзіну)', 'um den Tisch, um acht Uhr'],
            ['bis', 'да (пра час і месца)', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Што мяняецца ў вінавальным склоне',
        paragraphs: [
          'Артыкль мяняецца толькі ў мужчынскім родзе адзіночнага ліку: der → den, ein → einen, kein → keinen, mein → meinen. Артыклі жаночага і ніякага роду і множнага ліку выглядаюць так жа, як у назоўным склоне.',
          'Асабовыя займеннікі таксама мяняюцца: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Я купляю падарунак для свайго брата.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Машына ўразаецца ў дрэва.' },
        ],
        table: {
          caption: 'Артыклі пасля durch, für, gegen, ohne, um',
          head: ['Род', 'Назоўны', 'Вінавальны', 'Прыклад'],
          rows: [
            ['мужчынскі', 'der / ein', 'den / einen', 'für den Vater'],
            ['жаночы', 'die / eine', 'die / eine', 'für die Mutter'],
            ['ніякі', 'das / ein', 'das / ein', 'für das Kind'],
            ['множны лік', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Карысна ведаць і тыповыя памылкі',
        paragraphs: [
          'bis звычайна ўжываецца без артыкля: bis morgen, bis Montag, bis Berlin. Перад артыклем немцы дадаюць другі прыназоўнік: bis zum Bahnhof (тады склон вызначае zu – давальны).',
          'um абазначае дакладны час і «вакол»; gegen з часам значыць «каля»: um acht Uhr (роўна а восьмай), gegen acht Uhr (каля васьмі).',
          'Частая памылка – давальны склон пасля гэтых прыназоўнікаў. Няправільна: für dem Vater, ohne einem Schirm. Правільна: für den Vater, ohne einen Schirm. Пасля ohne часта наогул няма артыкля: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Мы едзем да вакзала.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Я прыйду каля васьмі.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Her zaman Akkusativ alan altı edat',
        paragraphs: [
          'durch, für, gegen, ohne, um ve bis edatlarından sonra isim veya zamir her zaman Akkusativ (belirtme hâli) olur. Cümle bir yer, bir zaman ya da bir kişi hakkında olabilir: bu altı kelime hiçbir zaman başka bir hâl almaz.',
          'Her edatı kısa bir örnekle birlikte öğrenin, çünkü anlamları Türkçeye her zaman kelimesi kelimesine uymaz.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Kahveyi şekersiz içerim.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Film saat sekizde başlıyor.' },
        ],
        table: {
          caption: 'Akkusativ alan edatlar ve anlamları',
          head: ['Edat', 'Anlam', 'Örnek'],
          rows: [
            ['durch', 'içinden, arasından', 'durch den Park'],
            ['für', 'için', 'für meinen Vater'],
            ['gegen', 'karşı, -e doğru; (zaman) sularında', 'gegen die Wand, gegen Abend'],
            ['ohne', '-sız, -meden', 'ohne den Hund'],
            ['um', 'etrafında; saat …de', 'um den Tisch, um acht Uhr'],
            ['bis', '-e kadar', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Akkusativde ne değişir?',
        paragraphs: [
          'Yalnızca tekil eril isimlerin artikeli değişir: der → den, ein → einen, kein → keinen, mein → meinen. Dişil, nötr ve çoğul artikeller Nominativdeki gibi kalır.',
          'Şahıs zamirleri de değişir: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Erkek kardeşim için bir hediye alıyorum.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Araba bir ağaca çarpıyor.' },
        ],
        table: {
          caption: 'durch, für, gegen, ohne, um sonrasında artikeller',
          head: ['Cins', 'Nominativ', 'Akkusativ', 'Örnek'],
          rows: [
            ['eril', 'der / ein', 'den / einen', 'für den Vater'],
            ['dişil', 'die / eine', 'die / eine', 'für die Mutter'],
            ['nötr', 'das / ein', 'das / ein', 'für das Kind'],
            ['çoğul', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Bilmekte fayda var ve sık yapılan hatalar',
        paragraphs: [
          'bis genellikle artikelsiz kullanılır: bis morgen, bis Montag, bis Berlin. Artikelden önce Almanca ikinci bir edat ekler: bis zum Bahnhof (bu durumda hâli zu belirler: Dativ).',
          'um tam saat ve “etrafında” anlamı için kullanılır; gegen zamanla “civarında” demektir: um acht Uhr (tam sekizde), gegen acht Uhr (sekiz sularında).',
          'Sık yapılan bir hata, bu edatlardan sonra Dativ kullanmaktır. Yanlış: für dem Vater, ohne einem Schirm. Doğru: für den Vater, ohne einen Schirm. ohne çoğu zaman hiç artikel almaz: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'İstasyona kadar gidiyoruz.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Saat sekiz gibi gelirim.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Sześć przyimków, które zawsze łączą się z biernikiem',
        paragraphs: [
          'Po przyimkach durch, für, gegen, ohne, um i bis rzeczownik lub zaimek zawsze stoi w bierniku (Akkusativ). Nie ma znaczenia, czy chodzi o miejsce, czas czy osobę: tych sześć słów nigdy nie łączy się z innym przypadkiem.',
          'Ucz się każdego przyimka razem z krótkim przykładem, bo ich znaczenia nie zawsze pokrywają się z polskimi słowo w słowo.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Piję kawę bez cukru.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'Film zaczyna się o ósmej.' },
        ],
        table: {
          caption: 'Przyimki z biernikiem i ich znaczenia',
          head: ['Przyimek', 'Znaczenie', 'Przykład'],
          rows: [
            ['durch', 'przez', 'durch den Park'],
            ['für', 'dla, za', 'für meinen Vater'],
            ['gegen', 'przeciw, o (coś); około (o czasie)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'bez', 'ohne den Hund'],
            ['um', 'wokół; o (godzinie)', 'um den Tisch, um acht Uhr'],
            ['bis', 'do (o czasie i miejscu)', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Co się zmienia w bierniku',
        paragraphs: [
          'Rodzajnik zmienia się tylko w rodzaju męskim liczby pojedynczej: der → den, ein → einen, kein → keinen, mein → meinen. Rodzajniki rodzaju żeńskiego, nijakiego i liczby mnogiej wyglądają tak samo jak w mianowniku.',
          'Zaimki osobowe też się zmieniają: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Kupuję prezent dla mojego brata.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'Samochód uderza w drzewo.' },
        ],
        table: {
          caption: 'Rodzajniki po durch, für, gegen, ohne, um',
          head: ['Rodzaj', 'Mianownik', 'Biernik', 'Przykład'],
          rows: [
            ['męski', 'der / ein', 'den / einen', 'für den Vater'],
            ['żeński', 'die / eine', 'die / eine', 'für die Mutter'],
            ['nijaki', 'das / ein', 'das / ein', 'für das Kind'],
            ['liczba mnoga', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Warto wiedzieć i typowe błędy',
        paragraphs: [
          'bis zwykle występuje bez rodzajnika: bis morgen, bis Montag, bis Berlin. Przed rodzajnikiem Niemcy dodają drugi przyimek: bis zum Bahnhof (wtedy przypadek wyznacza zu – celownik).',
          'um oznacza dokładną godzinę i „wokół”; gegen z czasem znaczy „około”: um acht Uhr (dokładnie o ósmej), gegen acht Uhr (około ósmej).',
          'Częsty błąd to celownik po tych przyimkach. Źle: für dem Vater, ohne einem Schirm. Dobrze: für den Vater, ohne einen Schirm. Po ohne często w ogóle nie ma rodzajnika: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Jedziemy do dworca.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Przyjdę około ósmej.' },
        ],
      },
    ],
    es: [
      {
        heading: 'Seis preposiciones que siempre rigen acusativo',
        paragraphs: [
          'Después de las preposiciones durch, für, gegen, ohne, um y bis, el sustantivo o el pronombre va siempre en acusativo (Akkusativ). Da igual si la frase habla de un lugar, de un momento o de una persona: estas seis palabras nunca van con otro caso.',
          'Aprende cada preposición junto con un ejemplo corto, porque su significado no siempre coincide palabra por palabra con el español.',
        ],
        examples: [
          { de: 'Ich trinke Kaffee ohne Zucker.', tr: 'Tomo el café sin azúcar.' },
          { de: 'Der Film beginnt um acht Uhr.', tr: 'La película empieza a las ocho.' },
        ],
        table: {
          caption: 'Las preposiciones con acusativo y su significado',
          head: ['Preposición', 'Significado', 'Ejemplo'],
          rows: [
            ['durch', 'a través de, por', 'durch den Park'],
            ['für', 'para, por', 'für meinen Vater'],
            ['gegen', 'contra; hacia (hora aproximada)', 'gegen die Wand, gegen Abend'],
            ['ohne', 'sin', 'ohne den Hund'],
            ['um', 'alrededor de; a (la hora exacta)', 'um den Tisch, um acht Uhr'],
            ['bis', 'hasta', 'bis Montag, bis Berlin'],
          ],
        },
      },
      {
        heading: 'Qué cambia en acusativo',
        paragraphs: [
          'Solo cambia el artículo del masculino singular: der → den, ein → einen, kein → keinen, mein → meinen. Los artículos femeninos, neutros y del plural son iguales que en nominativo.',
          'Los pronombres personales también cambian: ich → mich, du → dich, er → ihn, sie → sie, es → es, wir → uns, ihr → euch, sie/Sie → sie/Sie.',
        ],
        examples: [
          { de: 'Ich kaufe ein Geschenk für meinen Bruder.', tr: 'Compro un regalo para mi hermano.' },
          { de: 'Das Auto fährt gegen einen Baum.', tr: 'El coche choca contra un árbol.' },
        ],
        table: {
          caption: 'Artículos después de durch, für, gegen, ohne, um',
          head: ['Género', 'Nominativo', 'Acusativo', 'Ejemplo'],
          rows: [
            ['masculino', 'der / ein', 'den / einen', 'für den Vater'],
            ['femenino', 'die / eine', 'die / eine', 'für die Mutter'],
            ['neutro', 'das / ein', 'das / ein', 'für das Kind'],
            ['plural', 'die / –', 'die / –', 'für die Kinder'],
          ],
        },
      },
      {
        heading: 'Conviene saber y errores frecuentes',
        paragraphs: [
          'bis suele ir sin artículo: bis morgen, bis Montag, bis Berlin. Delante de un artículo el alemán añade una segunda preposición: bis zum Bahnhof (entonces el caso lo decide zu: dativo).',
          'um se usa para la hora exacta y para «alrededor de»; gegen con una hora significa «hacia, más o menos»: um acht Uhr (a las ocho en punto), gegen acht Uhr (hacia las ocho).',
          'Un error frecuente es usar dativo después de estas preposiciones. Incorrecto: für dem Vater, ohne einem Schirm. Correcto: für den Vater, ohne einen Schirm. Después de ohne muchas veces no hay artículo: ohne Zucker, ohne Geld.',
        ],
        examples: [
          { de: 'Wir fahren bis zum Bahnhof.', tr: 'Vamos hasta la estación.' },
          { de: 'Ich komme gegen acht Uhr.', tr: 'Vengo hacia las ocho.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'choice',
    variants: ['durch', 'für', 'gegen', 'ohne', 'um', 'bis'],
    questions: [
      { question: 'Der Zug fährt ___ einen langen Tunnel.', answer: 'durch', explanation: { en: 'durch = through: the train goes in at one end and out at the other.', ua: 'durch = крізь, через: потяг заїжджає з одного боку і виїжджає з іншого.', de: 'durch: Der Zug fährt auf einer Seite hinein und auf der anderen Seite wieder hinaus.', ru: 'durch = сквозь, через: поезд въезжает с одной стороны и выезжает с другой.', be: 'durch = праз, скрозь: цягнік заязджае з аднаго боку і выязджае з другога.', tr: 'durch = içinden: tren bir uçtan girip öbür uçtan çıkar.', pl: 'durch = przez: pociąg wjeżdża z jednej strony i wyjeżdża z drugiej.', es: 'durch = a través de: el tren entra por un extremo y sale por el otro.' } },
      { question: 'Ich gehe ___ die Tür in die Küche.', answer: 'durch', explanation: { en: 'durch = through (the door).', ua: 'durch = через (двері).', de: 'durch die Tür: Man geht von einem Raum in den anderen.', ru: 'durch = через (дверь).', be: 'durch = праз (дзверы).', tr: 'durch = içinden (kapıdan geçerek).', pl: 'durch = przez (drzwi).', es: 'durch = por, a través de (la puerta).' } },
      { question: 'Ich sehe ___ das Fenster in den Garten.', answer: 'durch', explanation: { en: 'You look through the window: durch + accusative.', ua: 'Дивишся крізь вікно: durch + Akkusativ.', de: 'Man sieht durch das Fenster: durch + Akkusativ.', ru: 'Смотришь сквозь окно: durch + Akkusativ.', be: 'Глядзіш праз акно: durch + Akkusativ.', tr: 'Pencereden bakarsın: durch + Akkusativ.', pl: 'Patrzysz przez okno: durch + Akkusativ.', es: 'Miras a través de la ventana: durch + acusativo (Akkusativ).' } },
      { question: 'Wir machen eine Reise ___ ganz Deutschland.', answer: 'durch', explanation: { en: 'durch = through, all over a country.', ua: 'durch = по всій країні, з краю в край.', de: 'durch ganz Deutschland = überall im Land, von einem Ende zum anderen.', ru: 'durch = по всей стране, из конца в конец.', be: 'durch = па ўсёй краіне, з краю ў край.', tr: 'durch = bir ülkenin baştan başa içinden.', pl: 'durch = przez cały kraj, od końca do końca.', es: 'durch = a través de, por todo un país.' } },
      { question: 'Das Geschenk ist ___ meine Mutter.', answer: 'für', explanation: { en: 'für = for: the person who gets something.', ua: 'für = для: людина, яка щось отримує.', de: 'für: Diese Person bekommt etwas.', ru: 'für = для: человек, который что-то получает.', be: 'für = для: чалавек, які нешта атрымлівае.', tr: 'für = için: bir şeyi alan kişi.', pl: 'für = dla: osoba, która coś dostaje.', es: 'für = para: la persona que recibe algo.' } },
      { question: 'Danke ___ die Einladung!', answer: 'für', explanation: { en: 'Danke für … = thank you for …', ua: 'Danke für … = дякую за …', de: 'Man bedankt sich mit „Danke für …“.', ru: 'Danke für … = спасибо за …', be: 'Danke für … = дзякуй за …', tr: 'Danke für … = … için teşekkürler', pl: 'Danke für … = dziękuję za …', es: 'Danke für … = gracias por …' } },
      { question: 'Wir brauchen eine Wohnung ___ vier Personen.', answer: 'für', explanation: { en: 'für = for (the purpose or the people).', ua: 'für = для (мета або люди).', de: 'für: Für wen oder wofür ist etwas?', ru: 'für = для (цель или люди).', be: 'für = для (мэта або людзі).', tr: 'für = için (amaç ya da kişiler).', pl: 'für = dla (cel albo osoby).', es: 'für = para (el fin o las personas).' } },
      { question: 'Ich lerne heute ___ den Test.', answer: 'für', explanation: { en: 'lernen für = study for (an exam).', ua: 'lernen für = готуватися до (іспиту).', de: 'lernen für: Man bereitet sich auf eine Prüfung vor.', ru: 'lernen für = готовиться к (экзамену).', be: 'lernen für = рыхтавацца да (экзамену).', tr: 'lernen für = (bir sınava) çalışmak.', pl: 'lernen für = uczyć się do (egzaminu).', es: 'lernen für = estudiar para (un examen).' } },
      { question: 'Das Auto fährt ___ einen Baum.', answer: 'gegen', explanation: { en: 'gegen = against, into (a crash or contact).', ua: 'gegen = об, у (зіткнення або дотик).', de: 'gegen: Das Auto hat einen Unfall, es trifft den Baum.', ru: 'gegen = в, об (столкновение или контакт).', be: 'gegen = у, аб (сутыкненне або кантакт).', tr: 'gegen = -e çarpmak (kaza ya da temas).', pl: 'gegen = w, o (zderzenie albo kontakt).', es: 'gegen = contra (un choque o un contacto).' } },
      { question: 'Heute spielt Deutschland ___ Spanien.', answer: 'gegen', explanation: { en: 'gegen = against (an opponent).', ua: 'gegen = проти (суперника).', de: 'gegen: Zwei Mannschaften spielen, eine gegen die andere.', ru: 'gegen = против (соперника).', be: 'gegen = супраць (саперніка).', tr: 'gegen = -e karşı (rakip).', pl: 'gegen = przeciwko (przeciwnikowi).', es: 'gegen = contra (un rival).' } },
      { question: 'Der Ball fliegt ___ die Wand.', answer: 'gegen', explanation: { en: 'gegen die Wand = against the wall (it hits it).', ua: 'gegen die Wand = об стіну (м’яч ударяється об неї).', de: 'gegen die Wand: Der Ball trifft die Wand.', ru: 'gegen die Wand = в стену (мяч ударяется о неё).', be: 'gegen die Wand = аб сцяну (мяч б’ецца аб яе).', tr: 'gegen die Wand = duvara (top duvara çarpar).', pl: 'gegen die Wand = o ścianę (piłka w nią uderza).', es: 'gegen die Wand = contra la pared (la pelota choca con ella).' } },
      { question: 'Bist du für oder ___ die Idee?', answer: 'gegen', explanation: { en: 'für oder gegen = for or against.', ua: 'für oder gegen = за чи проти.', de: 'für oder gegen: Findest du die Idee gut oder schlecht?', ru: 'für oder gegen = за или против.', be: 'für oder gegen = за ці супраць.', tr: 'für oder gegen = lehinde mi, aleyhinde mi.', pl: 'für oder gegen = za czy przeciw.', es: 'für oder gegen = a favor o en contra.' } },
      { question: 'Ich trinke Tee ___ Zucker.', answer: 'ohne', explanation: { en: 'ohne = without; often no article.', ua: 'ohne = без; артикль часто не потрібен.', de: 'ohne: Danach steht oft kein Artikel.', ru: 'ohne = без; артикль часто не нужен.', be: 'ohne = без; артыкль часта не патрэбны.', tr: 'ohne = olmadan; çoğu zaman artikelsiz kullanılır.', pl: 'ohne = bez; często bez rodzajnika.', es: 'ohne = sin; a menudo sin artículo.' } },
      { question: 'Er geht ___ seinen Regenschirm aus dem Haus.', answer: 'ohne', explanation: { en: 'ohne = without; seinen is accusative masculine.', ua: 'ohne = без; seinen — Akkusativ чоловічого роду.', de: 'ohne + Akkusativ: seinen ist maskulin.', ru: 'ohne = без; seinen — Akkusativ мужского рода.', be: 'ohne = без; seinen — Akkusativ мужчынскага роду.', tr: 'ohne = olmadan; seinen eril Akkusativ hâlidir.', pl: 'ohne = bez; seinen to Akkusativ rodzaju męskiego.', es: 'ohne = sin; seinen es acusativo masculino.' } },
      { question: 'Ich gehe nie ___ mein Handy aus dem Haus.', answer: 'ohne', explanation: { en: 'ohne = without.', ua: 'ohne = без (чогось).', de: 'ohne ist das Gegenteil von mit.', ru: 'ohne = без (чего-то).', be: 'ohne = без (чаго-небудзь).', tr: 'ohne = olmadan.', pl: 'ohne = bez.', es: 'ohne = sin.' } },
      { question: 'Eine Pizza ___ Fleisch, bitte.', answer: 'ohne', explanation: { en: 'ohne Fleisch = without meat.', ua: 'ohne Fleisch = без м’яса, вегетаріанська.', de: 'ohne Fleisch = vegetarisch.', ru: 'ohne Fleisch = без мяса, вегетарианская.', be: 'ohne Fleisch = без мяса, вегетарыянская.', tr: 'ohne Fleisch = etsiz.', pl: 'ohne Fleisch = bez mięsa.', es: 'ohne Fleisch = sin carne.' } },
      { question: 'Der Kurs beginnt pünktlich ___ neun Uhr.', answer: 'um', explanation: { en: 'um + exact clock time (gegen would mean “at about”).', ua: 'um + точний час (gegen означало б «приблизно о»).', de: 'um + genaue Uhrzeit (gegen heißt „ungefähr um“).', ru: 'um + точное время (gegen значило бы «примерно в»).', be: 'um + дакладны час (gegen азначала б «прыблізна а»).', tr: 'um + tam saat (gegen «… sularında» anlamına gelirdi).', pl: 'um + dokładna godzina (gegen znaczyłoby „około”).', es: 'um + hora exacta (gegen significaría «hacia las…»).' } },
      { question: 'Wir treffen uns genau ___ halb acht.', answer: 'um', explanation: { en: 'um + exact clock time (half past seven).', ua: 'um + точний час (пів на восьму).', de: 'um + genaue Uhrzeit: halb acht = 7:30 Uhr.', ru: 'um + точное время (половина восьмого).', be: 'um + дакладны час (палова на восьмую).', tr: 'um + tam saat (yedi buçuk).', pl: 'um + dokładna godzina (wpół do ósmej).', es: 'um + hora exacta (las siete y media).' } },
      { question: 'Die Kinder tanzen ___ den Weihnachtsbaum.', answer: 'um', explanation: { en: 'um = around (in a circle).', ua: 'um = навколо (по колу).', de: 'um: im Kreis, rund um etwas.', ru: 'um = вокруг (по кругу).', be: 'um = вакол (па крузе).', tr: 'um = etrafında (daire şeklinde).', pl: 'um = wokół (w kółko).', es: 'um = alrededor de (en círculo).' } },
      { question: 'Die Katze läuft ___ das Auto herum.', answer: 'um', explanation: { en: 'um … herum = around.', ua: 'um … herum = навколо.', de: 'um … herum = rund um etwas, im Kreis.', ru: 'um … herum = вокруг.', be: 'um … herum = вакол.', tr: 'um … herum = etrafında.', pl: 'um … herum = dookoła.', es: 'um … herum = alrededor de.' } },
      { question: 'Der Supermarkt ist von acht ___ 22 Uhr geöffnet.', answer: 'bis', explanation: { en: 'von … bis … = from … until …', ua: 'von … bis … = з … до …', de: 'von … bis …: Anfang und Ende einer Zeit.', ru: 'von … bis … = с … до …', be: 'von … bis … = з … да …', tr: 'von … bis … = …den …e kadar', pl: 'von … bis … = od … do …', es: 'von … bis … = desde … hasta …' } },
      { question: 'Tschüss, ___ morgen!', answer: 'bis', explanation: { en: 'bis morgen = see you tomorrow (until tomorrow).', ua: 'bis morgen = до завтра (побачимося завтра).', de: 'bis morgen: Wir sehen uns morgen wieder.', ru: 'bis morgen = до завтра (увидимся завтра).', be: 'bis morgen = да заўтра (убачымся заўтра).', tr: 'bis morgen = yarın görüşürüz (yarına kadar).', pl: 'bis morgen = do jutra (zobaczymy się jutro).', es: 'bis morgen = hasta mañana (nos vemos mañana).' } },
      { question: 'Wir bleiben ___ Sonntag in Wien.', answer: 'bis', explanation: { en: 'bis = until (a day).', ua: 'bis = до (певного дня).', de: 'bis + Tag: Am Sonntag ist der Besuch zu Ende.', ru: 'bis = до (определённого дня).', be: 'bis = да (пэўнага дня).', tr: 'bis = (bir güne) kadar.', pl: 'bis = do (jakiegoś dnia).', es: 'bis = hasta (un día).' } },
      { question: 'Wie weit ist es ___ Berlin?', answer: 'bis', explanation: { en: 'bis = as far as (a place, no article).', ua: 'bis = до (місця, без артикля).', de: 'bis + Ort ohne Artikel: Wie lang ist der Weg dorthin?', ru: 'bis = до (места, без артикля).', be: 'bis = да (месца, без артыкля).', tr: 'bis = (bir yere) kadar (artikelsiz).', pl: 'bis = aż do (miejsca, bez rodzajnika).', es: 'bis = hasta (un lugar, sin artículo).' } },
      { question: 'Ich kaufe Blumen ___ meine Freundin.', answer: 'für', explanation: { en: 'für = for: the person who gets the flowers.', ua: 'für = для: людина, яка отримає квіти.', de: 'für: Diese Person bekommt die Blumen als Geschenk.', ru: 'für = для: человек, который получит цветы.', be: 'für = для: чалавек, які атрымае кветкі.', tr: 'für = için: çiçekleri alacak kişi.', pl: 'für = dla: osoba, która dostanie kwiaty.', es: 'für = para: la persona que recibe las flores.' } },
      { question: 'Der Hund springt ___ das offene Fenster in die Küche.', answer: 'durch', explanation: { en: 'durch = through: in on one side of the window, out on the other.', ua: 'durch = крізь: з одного боку вікна на інший.', de: 'durch: Der Hund ist erst draußen und dann auf der anderen Seite vom Fenster.', ru: 'durch = сквозь: с одной стороны окна на другую.', be: 'durch = праз: з аднаго боку акна на другі.', tr: 'durch = içinden: pencerenin bir yanından öbür yanına.', pl: 'durch = przez: z jednej strony okna na drugą.', es: 'durch = por, a través de: de un lado de la ventana al otro.' } },
      { question: 'Die Gäste sitzen ___ den großen Tisch herum.', answer: 'um', explanation: { en: 'um … herum = around: the guests sit on all sides of the table.', ua: 'um … herum = навколо: гості сидять з усіх боків столу.', de: 'um … herum: Die Gäste sitzen auf allen Seiten vom Tisch.', ru: 'um … herum = вокруг: гости сидят со всех сторон стола.', be: 'um … herum = вакол: госці сядзяць з усіх бакоў стала.', tr: 'um … herum = etrafında: misafirler masanın her yanında oturur.', pl: 'um … herum = wokół: goście siedzą ze wszystkich stron stołu.', es: 'um … herum = alrededor de: los invitados se sientan por todos los lados de la mesa.' } },
      { question: 'Ich fahre nie ___ Helm Fahrrad.', answer: 'ohne', explanation: { en: 'ohne = without; here with no article.', ua: 'ohne = без; тут без артикля.', de: 'ohne ist das Gegenteil von mit; hier steht kein Artikel.', ru: 'ohne = без; здесь без артикля.', be: 'ohne = без; тут без артыкля.', tr: 'ohne = olmadan; burada artikel yok.', pl: 'ohne = bez; tutaj bez rodzajnika.', es: 'ohne = sin; aquí sin artículo.' } },
      { question: 'Die Ferien dauern ___ Ende August.', answer: 'bis', explanation: { en: 'bis = until: the end point in time.', ua: 'bis = до: кінцева точка в часі.', de: 'bis: So lange dauert es, dann ist Schluss.', ru: 'bis = до: конечная точка во времени.', be: 'bis = да: канцавы момант у часе.', tr: 'bis = -e kadar: zamanda bitiş noktası.', pl: 'bis = do: punkt końcowy w czasie.', es: 'bis = hasta: el final en el tiempo.' } },
      { question: 'Diese Tablette hilft ___ Kopfschmerzen.', answer: 'gegen', explanation: { en: 'helfen gegen = to help against (an illness or a pain).', ua: 'helfen gegen = допомагати від (хвороби чи болю).', de: 'helfen gegen: Die Tablette macht die Schmerzen weg.', ru: 'helfen gegen = помогать от (болезни или боли).', be: 'helfen gegen = дапамагаць ад (хваробы ці болю).', tr: 'helfen gegen = (bir hastalığa ya da ağrıya) karşı iyi gelmek.', pl: 'helfen gegen = pomagać na (chorobę albo ból).', es: 'helfen gegen = servir contra (una enfermedad o un dolor).' } },
    ],
  },
};

export default topic;
