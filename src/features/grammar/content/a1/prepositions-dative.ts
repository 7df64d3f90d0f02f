import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'prepositions-dative',
  type: 'dative',
  title: {
    en: 'Prepositions with the dative',
    ua: 'Прийменники з давальним відмінком',
    de: 'Präpositionen mit Dativ',
    ru: 'Предлоги с дательным падежом',
    be: 'Прыназоўнікі з давальным склонам',
    tr: 'Dativ alan edatlar',
    pl: 'Przyimki z celownikiem',
    es: 'Preposiciones con dativo',
  },
  descr: {
    en: 'Practise aus, bei, mit, nach, seit, von and zu – seven prepositions that are always followed by the dative.',
    ua: 'Потренуйте aus, bei, mit, nach, seit, von і zu – сім прийменників, після яких завжди стоїть давальний відмінок.',
    de: 'Übe aus, bei, mit, nach, seit, von und zu – sieben Präpositionen, nach denen immer der Dativ steht.',
    ru: 'Потренируйте aus, bei, mit, nach, seit, von и zu – семь предлогов, после которых всегда стоит дательный падеж.',
    be: 'Патрэніруйце aus, bei, mit, nach, seit, von і zu – сем прыназоўнікаў, пасля якіх заўсёды ідзе давальны склон.',
    tr: 'aus, bei, mit, nach, seit, von ve zu: ardından her zaman Dativ gelen yedi edatla alıştırma yapın.',
    pl: 'Przećwicz aus, bei, mit, nach, seit, von i zu – siedem przyimków, po których zawsze stoi celownik.',
    es: 'Practica aus, bei, mit, nach, seit, von y zu, siete preposiciones que siempre van seguidas de dativo.',
  },
  rules: {
    en: [
      {
        heading: 'Seven prepositions that always take the dative',
        paragraphs: [
          'After aus, bei, mit, nach, seit, von and zu the noun or pronoun is always in the dative (Dativ). This is true for places, times and people alike.',
          'Several of them answer the question “where from?” (aus, von), “where to?” (nach, zu) or “where?” (bei). mit tells you who you are with or how you travel, and seit says since when something has been going on.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'I come from Ukraine.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'After the course I go home.' },
        ],
        table: {
          caption: 'The dative prepositions and their meanings',
          head: ['Preposition', 'Meaning', 'Example'],
          rows: [
            ['aus', 'from (origin), out of; made of', 'aus der Türkei, aus Holz'],
            ['bei', 'at (someone’s place or company); near', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'with; by (transport)', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'after; to (towns, countries, home)', 'nach dem Essen, nach Berlin'],
            ['seit', 'since; for (until now)', 'seit Montag, seit einem Jahr'],
            ['von', 'from; of', 'von meiner Oma'],
            ['zu', 'to (people, places)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Dative forms',
        paragraphs: [
          'In the dative every article changes: der → dem, die → der, das → dem, plural die → den. The indefinite article becomes einem (masculine and neuter) and einer (feminine). In the plural the noun also gets -n if it does not already end in -n or -s: die Kinder → mit den Kindern.',
          'Personal pronouns in the dative: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'I am talking to my teacher.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'The book is from my father.' },
        ],
        table: {
          caption: 'Articles after aus, bei, mit, nach, seit, von, zu',
          head: ['Gender', 'Nominative', 'Dative', 'Example'],
          rows: [
            ['masculine', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['feminine', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['neuter', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['plural', 'die / –', 'den / – (noun + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Short forms and common mistakes',
        paragraphs: [
          'Some prepositions merge with the article: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. The short forms are normal in everyday German.',
          'nach Hause means “(to) home”, zu Hause means “at home”. For towns and countries without an article use nach (nach Berlin), for people and places with an article use zu (zum Bahnhof, zu meiner Oma).',
          'Common mistakes: the accusative after mit (wrong: mit den Bus, right: mit dem Bus) and the wrong tense with seit: for something that is still going on German uses the present tense: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'I am going to the doctor.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'I have lived here for three years.' },
        ],
        table: {
          caption: 'Preposition + article = short form',
          head: ['Preposition + article', 'Short form', 'Example'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    ua: [
      {
        heading: 'Сім прийменників, які завжди вимагають давального відмінка',
        paragraphs: [
          'Після aus, bei, mit, nach, seit, von і zu іменник або займенник завжди стоїть у давальному відмінку (Dativ). Це стосується і місця, і часу, і людей.',
          'Кілька з них відповідають на питання «звідки?» (aus, von), «куди?» (nach, zu) або «де?» (bei). mit каже, з ким ви або чим їдете, а seit – відколи щось триває.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Я з України.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Після курсу я йду додому.' },
        ],
        table: {
          caption: 'Прийменники з давальним відмінком та їхні значення',
          head: ['Прийменник', 'Значення', 'Приклад'],
          rows: [
            ['aus', 'з (походження), із; з (матеріал)', 'aus der Türkei, aus Holz'],
            ['bei', 'у (когось), на (роботі); біля', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'з; (їхати) чимось', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'після; до, в (міста, країни, додому)', 'nach dem Essen, nach Berlin'],
            ['seit', 'з (якогось часу), уже … (досі)', 'seit Montag, seit einem Jahr'],
            ['von', 'від; з', 'von meiner Oma'],
            ['zu', 'до (людей, місць)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Форми давального відмінка',
        paragraphs: [
          'У давальному відмінку змінюються всі артиклі: der → dem, die → der, das → dem, множина die → den. Неозначений артикль стає einem (чоловічий і середній рід) та einer (жіночий рід). У множині іменник ще отримує -n, якщо він не закінчується на -n чи -s: die Kinder → mit den Kindern.',
          'Особові займенники в давальному відмінку: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Я розмовляю зі своєю вчителькою.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Книжка від мого батька.' },
        ],
        table: {
          caption: 'Артиклі після aus, bei, mit, nach, seit, von, zu',
          head: ['Рід', 'Називний', 'Давальний', 'Приклад'],
          rows: [
            ['чоловічий', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['жіночий', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['середній', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['множина', 'die / –', 'den / – (іменник + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Скорочені форми й типові помилки',
        paragraphs: [
          'Деякі прийменники зливаються з артиклем: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. У повсякденній мові скорочені форми – норма.',
          'nach Hause означає «додому», zu Hause – «вдома». Для міст і країн без артикля вживайте nach (nach Berlin), для людей і місць з артиклем – zu (zum Bahnhof, zu meiner Oma).',
          'Типові помилки: знахідний відмінок після mit (неправильно: mit den Bus, правильно: mit dem Bus) і неправильний час із seit: про те, що триває досі, німці говорять у теперішньому часі: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Я йду до лікаря.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Я живу тут уже три роки.' },
        ],
        table: {
          caption: 'Прийменник + артикль = скорочена форма',
          head: ['Прийменник + артикль', 'Скорочена форма', 'Приклад'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    de: [
      {
        heading: 'Sieben Präpositionen mit Dativ',
        paragraphs: [
          'Nach aus, bei, mit, nach, seit, von und zu steht das Nomen oder Pronomen immer im Dativ. Das gilt für Orte, für Zeiten und für Personen.',
          'Einige antworten auf die Fragen „Woher?“ (aus, von), „Wohin?“ (nach, zu) oder „Wo?“ (bei). mit sagt, mit wem man etwas macht oder wie man fährt, und seit sagt, seit wann etwas dauert.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Meine Heimat ist die Ukraine.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Der Kurs ist zu Ende, dann gehe ich heim.' },
        ],
        table: {
          caption: 'Die Präpositionen mit Dativ und ihre Bedeutung',
          head: ['Präposition', 'Bedeutung', 'Beispiel'],
          rows: [
            ['aus', 'Herkunft; Material', 'aus der Türkei, aus Holz'],
            ['bei', 'Ort bei Personen oder Firmen; in der Nähe', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'zusammen mit; Verkehrsmittel', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'später als; Richtung (Städte, Länder, Hause)', 'nach dem Essen, nach Berlin'],
            ['seit', 'Beginn in der Vergangenheit bis jetzt', 'seit Montag, seit einem Jahr'],
            ['von', 'Herkunft, Absender', 'von meiner Oma'],
            ['zu', 'Richtung (Personen, Orte)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Die Formen im Dativ',
        paragraphs: [
          'Im Dativ ändern sich alle Artikel: der → dem, die → der, das → dem, Plural die → den. Der unbestimmte Artikel heißt einem (maskulin und neutral) und einer (feminin). Im Plural bekommt das Nomen außerdem -n, wenn es nicht schon auf -n oder -s endet: die Kinder → mit den Kindern.',
          'Die Personalpronomen im Dativ: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Meine Lehrerin und ich sprechen zusammen.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Mein Vater hat mir das Buch gegeben.' },
        ],
        table: {
          caption: 'Artikel nach aus, bei, mit, nach, seit, von, zu',
          head: ['Genus', 'Nominativ', 'Dativ', 'Beispiel'],
          rows: [
            ['maskulin', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['feminin', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['neutral', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['Plural', 'die / –', 'den / – (Nomen + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Kurzformen und typische Fehler',
        paragraphs: [
          'Einige Präpositionen verbinden sich mit dem Artikel: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. Im Alltag benutzt man fast immer die Kurzformen.',
          'nach Hause heißt „in Richtung Wohnung“, zu Hause heißt „in der Wohnung“. Bei Städten und Ländern ohne Artikel steht nach (nach Berlin), bei Personen und Orten mit Artikel steht zu (zum Bahnhof, zu meiner Oma).',
          'Typische Fehler: Akkusativ nach mit (falsch: mit den Bus, richtig: mit dem Bus) und die falsche Zeit mit seit: Wenn etwas noch dauert, steht das Verb im Präsens: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Ich habe einen Termin in der Praxis.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Ich bin vor drei Jahren hergekommen und wohne immer noch hier.' },
        ],
        table: {
          caption: 'Präposition + Artikel = Kurzform',
          head: ['Präposition + Artikel', 'Kurzform', 'Beispiel'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    ru: [
      {
        heading: 'Семь предлогов, которые всегда требуют дательного падежа',
        paragraphs: [
          'После aus, bei, mit, nach, seit, von и zu существительное или местоимение всегда стоит в дательном падеже (Dativ). Это касается и места, и времени, и людей.',
          'Некоторые из них отвечают на вопросы «откуда?» (aus, von), «куда?» (nach, zu) или «где?» (bei). mit говорит, с кем вы или на чём едете, а seit – с какого времени что-то длится.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Я из Украины.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'После курса я иду домой.' },
        ],
        table: {
          caption: 'Предлоги с дательным падежом и их значения',
          head: ['Предлог', 'Значение', 'Пример'],
          rows: [
            ['aus', 'из (происхождение); из (материал)', 'aus der Türkei, aus Holz'],
            ['bei', 'у (кого-то), на (работе); возле', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'с; на (транспорте)', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'после; в (города, страны, домой)', 'nach dem Essen, nach Berlin'],
            ['seit', 'с (какого-то времени), уже … (до сих пор)', 'seit Montag, seit einem Jahr'],
            ['von', 'от; из', 'von meiner Oma'],
            ['zu', 'к (людям), в (места)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Формы дательного падежа',
        paragraphs: [
          'В дательном падеже меняются все артикли: der → dem, die → der, das → dem, множественное число die → den. Неопределённый артикль становится einem (мужской и средний род) и einer (женский род). Во множественном числе существительное ещё получает -n, если оно не оканчивается на -n или -s: die Kinder → mit den Kindern.',
          'Личные местоимения в дательном падеже: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Я разговариваю со своей учительницей.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Книга от моего отца.' },
        ],
        table: {
          caption: 'Артикли после aus, bei, mit, nach, seit, von, zu',
          head: ['Род', 'Именительный', 'Дательный', 'Пример'],
          rows: [
            ['мужской', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['женский', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['средний', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['множественное число', 'die / –', 'den / – (существительное + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Краткие формы и типичные ошибки',
        paragraphs: [
          'Некоторые предлоги сливаются с артиклем: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. В повседневной речи краткие формы – норма.',
          'nach Hause значит «домой», zu Hause – «дома». Для городов и стран без артикля употребляйте nach (nach Berlin), для людей и мест с артиклем – zu (zum Bahnhof, zu meiner Oma).',
          'Типичные ошибки: винительный падеж после mit (неправильно: mit den Bus, правильно: mit dem Bus) и неправильное время с seit: о том, что длится до сих пор, немцы говорят в настоящем времени: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Я иду к врачу.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Я живу здесь уже три года.' },
        ],
        table: {
          caption: 'Предлог + артикль = краткая форма',
          head: ['Предлог + артикль', 'Краткая форма', 'Пример'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    be: [
      {
        heading: 'Сем прыназоўнікаў, якія заўсёды патрабуюць давальнага склону',
        paragraphs: [
          'Пасля aus, bei, mit, nach, seit, von і zu назоўнік або займеннік заўсёды стаіць у давальным склоне (Dativ). Гэта датычыцца і месца, і часу, і людзей.',
          'Некаторыя з іх адказваюць на пытанні «адкуль?» (aus, von), «куды?» (nach, zu) або «дзе?» (bei). mit кажа, з кім вы ці на чым едзеце, а seit – з якога часу нешта доўжыцца.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Я з Украіны.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Пасля курса я іду дадому.' },
        ],
        table: {
          caption: 'Прыназоўнікі з давальным склонам і іх значэнні',
          head: ['Прыназоўнік', 'Значэнне', 'Прыклад'],
          rows: [
            ['aus', 'з (паходжанне); з (матэрыял)', 'aus der Türkei, aus Holz'],
            ['bei', 'у (кагосьці), на (працы); каля', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'з; на (транспарце)', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'пасля; у (гарады, краіны, дадому)', 'nach dem Essen, nach Berlin'],
            ['seit', 'з (нейкага часу), ужо … (дагэтуль)', 'seit Montag, seit einem Jahr'],
            ['von', 'ад; з', 'von meiner Oma'],
            ['zu', 'да (людзей, месцаў)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Формы давальнага склону',
        paragraphs: [
          'У давальным склоне мяняюцца ўсе артыклі: der → dem, die → der, das → dem, множны лік die → den. Неазначальны артыкль становіцца einem (мужчынскі і ніякі род) і einer (жаночы род). У множным ліку назоўнік яшчэ атрымлівае -n, калі ён не канчаецца на -n ці -s: die Kinder → mit den Kindern.',
          'Асабовыя займеннікі ў давальным склоне: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Я размаўляю са сваёй настаўніцай.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Кніга ад майго бацькі.' },
        ],
        table: {
          caption: 'Артыклі пасля aus, bei, mit, nach, seit, von, zu',
          head: ['Род', 'Назоўны', 'Давальны', 'Прыклад'],
          rows: [
            ['мужчынскі', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['жаночы', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['ніякі', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['множны лік', 'die / –', 'den / – (назоўнік + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Кароткія формы і тыповыя памылкі',
        paragraphs: [
          'Некаторыя прыназоўнікі зліваюцца з артыклем: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. У штодзённай мове кароткія формы – норма.',
          'nach Hause значыць «дадому», zu Hause – «дома». Для гарадоў і краін без артыкля ўжывайце nach (nach Berlin), для людзей і месцаў з артыклем – zu (zum Bahnhof, zu meiner Oma).',
          'Тыповыя памылкі: вінавальны склон пасля mit (няправільна: mit den Bus, правільна: mit dem Bus) і няправільны час з seit: пра тое, што доўжыцца дагэтуль, немцы кажуць у цяперашнім часе: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Я іду да ўрача.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Я жыву тут ужо тры гады.' },
        ],
        table: {
          caption: 'Прыназоўнік + артыкль = кароткая форма',
          head: ['Прыназоўнік + артыкль', 'Кароткая форма', 'Прыклад'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    tr: [
      {
        heading: 'Her zaman Dativ alan yedi edat',
        paragraphs: [
          'aus, bei, mit, nach, seit, von ve zu edatlarından sonra isim veya zamir her zaman Dativ (yönelme hâli) olur. Bu kural yer, zaman ve kişiler için aynıdır.',
          'Bazıları “nereden?” (aus, von), “nereye?” (nach, zu) veya “nerede?” (bei) sorusuna cevap verir. mit kiminle olduğunuzu ya da neyle gittiğinizi, seit ise bir şeyin ne zamandan beri sürdüğünü söyler.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Ukraynalıyım. (Ukrayna’dan geliyorum.)' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Kurstan sonra eve gidiyorum.' },
        ],
        table: {
          caption: 'Dativ alan edatlar ve anlamları',
          head: ['Edat', 'Anlam', 'Örnek'],
          rows: [
            ['aus', '-den (köken); -den yapılmış', 'aus der Türkei, aus Holz'],
            ['bei', '-in yanında, -de (birinin evinde, iş yerinde); yakınında', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'ile; (taşıt) ile', 'mit dem Bus, mit meiner Freundin'],
            ['nach', '-den sonra; -e (şehir, ülke, ev)', 'nach dem Essen, nach Berlin'],
            ['seit', '-den beri, -dir', 'seit Montag, seit einem Jahr'],
            ['von', '-den', 'von meiner Oma'],
            ['zu', '-e, -in yanına (kişiler, yerler)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Dativ biçimleri',
        paragraphs: [
          'Dativde bütün artikeller değişir: der → dem, die → der, das → dem, çoğul die → den. Belirsiz artikel einem (eril ve nötr) ve einer (dişil) olur. Çoğulda isim, sonu zaten -n veya -s ile bitmiyorsa ayrıca -n alır: die Kinder → mit den Kindern.',
          'Dativde şahıs zamirleri: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Öğretmenimle konuşuyorum.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Kitap babamdan.' },
        ],
        table: {
          caption: 'aus, bei, mit, nach, seit, von, zu sonrasında artikeller',
          head: ['Cins', 'Nominativ', 'Dativ', 'Örnek'],
          rows: [
            ['eril', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['dişil', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['nötr', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['çoğul', 'die / –', 'den / – (isim + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Kısa biçimler ve sık yapılan hatalar',
        paragraphs: [
          'Bazı edatlar artikelle birleşir: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. Günlük dilde kısa biçimler normaldir.',
          'nach Hause “eve”, zu Hause “evde” demektir. Artikelsiz şehir ve ülke adlarıyla nach (nach Berlin), artikelli kişi ve yerlerle zu kullanılır (zum Bahnhof, zu meiner Oma).',
          'Sık yapılan hatalar: mit’ten sonra Akkusativ kullanmak (yanlış: mit den Bus, doğru: mit dem Bus) ve seit ile yanlış zaman: hâlâ süren bir durum için Almanca şimdiki zamanı kullanır: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Doktora gidiyorum.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Üç yıldır burada oturuyorum.' },
        ],
        table: {
          caption: 'Edat + artikel = kısa biçim',
          head: ['Edat + artikel', 'Kısa biçim', 'Örnek'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    pl: [
      {
        heading: 'Siedem przyimków, które zawsze łączą się z celownikiem',
        paragraphs: [
          'Po aus, bei, mit, nach, seit, von i zu rzeczownik lub zaimek zawsze stoi w celowniku (Dativ). Dotyczy to miejsca, czasu i osób.',
          'Niektóre z nich odpowiadają na pytania „skąd?” (aus, von), „dokąd?” (nach, zu) lub „gdzie?” (bei). mit mówi, z kim jesteś albo czym jedziesz, a seit – od kiedy coś trwa.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Pochodzę z Ukrainy.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Po kursie idę do domu.' },
        ],
        table: {
          caption: 'Przyimki z celownikiem i ich znaczenia',
          head: ['Przyimek', 'Znaczenie', 'Przykład'],
          rows: [
            ['aus', 'z (pochodzenie); z (materiał)', 'aus der Türkei, aus Holz'],
            ['bei', 'u (kogoś), w (firmie); koło', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'z; (jechać) czymś', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'po; do (miast, krajów, domu)', 'nach dem Essen, nach Berlin'],
            ['seit', 'od (jakiegoś czasu do teraz)', 'seit Montag, seit einem Jahr'],
            ['von', 'od; z', 'von meiner Oma'],
            ['zu', 'do (osób, miejsc)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Formy celownika',
        paragraphs: [
          'W celowniku zmieniają się wszystkie rodzajniki: der → dem, die → der, das → dem, liczba mnoga die → den. Rodzajnik nieokreślony to einem (rodzaj męski i nijaki) i einer (rodzaj żeński). W liczbie mnogiej rzeczownik dostaje jeszcze -n, jeśli nie kończy się na -n lub -s: die Kinder → mit den Kindern.',
          'Zaimki osobowe w celowniku: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Rozmawiam z moją nauczycielką.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'Książka jest od mojego taty.' },
        ],
        table: {
          caption: 'Rodzajniki po aus, bei, mit, nach, seit, von, zu',
          head: ['Rodzaj', 'Mianownik', 'Celownik', 'Przykład'],
          rows: [
            ['męski', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['żeński', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['nijaki', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['liczba mnoga', 'die / –', 'den / – (rzeczownik + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Formy skrócone i typowe błędy',
        paragraphs: [
          'Niektóre przyimki łączą się z rodzajnikiem: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. W codziennym języku formy skrócone są normą.',
          'nach Hause znaczy „do domu”, zu Hause – „w domu”. Z miastami i krajami bez rodzajnika używaj nach (nach Berlin), z osobami i miejscami z rodzajnikiem – zu (zum Bahnhof, zu meiner Oma).',
          'Typowe błędy: biernik po mit (źle: mit den Bus, dobrze: mit dem Bus) i zły czas z seit: o czymś, co trwa do teraz, Niemcy mówią w czasie teraźniejszym: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Idę do lekarza.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Mieszkam tu od trzech lat.' },
        ],
        table: {
          caption: 'Przyimek + rodzajnik = forma skrócona',
          head: ['Przyimek + rodzajnik', 'Forma skrócona', 'Przykład'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
    es: [
      {
        heading: 'Siete preposiciones que siempre rigen dativo',
        paragraphs: [
          'Después de aus, bei, mit, nach, seit, von y zu, el sustantivo o el pronombre va siempre en dativo (Dativ). Vale para lugares, tiempos y personas.',
          'Varias responden a las preguntas «¿de dónde?» (aus, von), «¿adónde?» (nach, zu) o «¿dónde?» (bei). mit dice con quién estás o en qué medio de transporte vas, y seit desde cuándo dura algo.',
        ],
        examples: [
          { de: 'Ich komme aus der Ukraine.', tr: 'Soy de Ucrania.' },
          { de: 'Nach dem Kurs gehe ich nach Hause.', tr: 'Después del curso me voy a casa.' },
        ],
        table: {
          caption: 'Las preposiciones con dativo y su significado',
          head: ['Preposición', 'Significado', 'Ejemplo'],
          rows: [
            ['aus', 'de (origen); de (material)', 'aus der Türkei, aus Holz'],
            ['bei', 'en casa de, en (una empresa); cerca de', 'bei meinen Eltern, bei Siemens'],
            ['mit', 'con; en (transporte)', 'mit dem Bus, mit meiner Freundin'],
            ['nach', 'después de; a (ciudades, países, casa)', 'nach dem Essen, nach Berlin'],
            ['seit', 'desde, desde hace', 'seit Montag, seit einem Jahr'],
            ['von', 'de, desde', 'von meiner Oma'],
            ['zu', 'a (personas, lugares)', 'zu meinem Freund, zu Fuß'],
          ],
        },
      },
      {
        heading: 'Las formas del dativo',
        paragraphs: [
          'En dativo cambian todos los artículos: der → dem, die → der, das → dem, plural die → den. El artículo indeterminado es einem (masculino y neutro) y einer (femenino). En plural el sustantivo además recibe -n si no termina ya en -n o -s: die Kinder → mit den Kindern.',
          'Los pronombres personales en dativo: mir, dir, ihm, ihr, ihm, uns, euch, ihnen/Ihnen.',
        ],
        examples: [
          { de: 'Ich spreche mit meiner Lehrerin.', tr: 'Hablo con mi profesora.' },
          { de: 'Das Buch ist von meinem Vater.', tr: 'El libro es de mi padre (me lo dio él).' },
        ],
        table: {
          caption: 'Artículos después de aus, bei, mit, nach, seit, von, zu',
          head: ['Género', 'Nominativo', 'Dativo', 'Ejemplo'],
          rows: [
            ['masculino', 'der / ein', 'dem / einem', 'mit dem Vater'],
            ['femenino', 'die / eine', 'der / einer', 'mit der Mutter'],
            ['neutro', 'das / ein', 'dem / einem', 'mit dem Kind'],
            ['plural', 'die / –', 'den / – (sustantivo + n)', 'mit den Kindern'],
          ],
        },
      },
      {
        heading: 'Formas contractas y errores frecuentes',
        paragraphs: [
          'Algunas preposiciones se unen con el artículo: zu dem → zum, zu der → zur, bei dem → beim, von dem → vom. En el alemán de todos los días las formas contractas son lo normal.',
          'nach Hause significa «a casa», zu Hause «en casa». Con ciudades y países sin artículo se usa nach (nach Berlin); con personas y lugares con artículo, zu (zum Bahnhof, zu meiner Oma).',
          'Errores frecuentes: el acusativo después de mit (incorrecto: mit den Bus, correcto: mit dem Bus) y el tiempo verbal con seit: para algo que todavía dura, el alemán usa el presente: Ich wohne seit drei Jahren hier.',
        ],
        examples: [
          { de: 'Ich gehe zum Arzt.', tr: 'Voy al médico.' },
          { de: 'Ich wohne seit drei Jahren hier.', tr: 'Vivo aquí desde hace tres años.' },
        ],
        table: {
          caption: 'Preposición + artículo = forma contracta',
          head: ['Preposición + artículo', 'Forma contracta', 'Ejemplo'],
          rows: [
            ['zu + dem', 'zum', 'zum Bahnhof'],
            ['zu + der', 'zur', 'zur Schule'],
            ['bei + dem', 'beim', 'beim Arzt'],
            ['von + dem', 'vom', 'vom Markt'],
          ],
        },
      },
    ],
  },
  practice: {
    kind: 'choice',
    variants: ['aus', 'bei', 'mit', 'nach', 'seit', 'von', 'zu'],
    questions: [
      { question: 'Ich komme ___ der Türkei.', answer: 'aus', explanation: { en: 'aus = from (the country you come from).', ua: 'aus = з (країна, звідки ти родом).', de: 'aus + Land: Dort ist man geboren, von dort kommt man.', ru: 'aus = из (страна, откуда ты родом).', be: 'aus = з (краіна, адкуль ты родам).', tr: 'aus = -den (geldiğin ülke).', pl: 'aus = z (kraj, z którego pochodzisz).', es: 'aus = de (el país del que vienes).' } },
      { question: 'Sie geht um acht Uhr ___ dem Haus.', answer: 'aus', explanation: { en: 'aus = out of (a building).', ua: 'aus = з (будівлі), назовні.', de: 'aus dem Haus: Sie geht hinaus, nach draußen.', ru: 'aus = из (здания), наружу.', be: 'aus = з (будынка), вонкі.', tr: 'aus = -den dışarı (bir binadan).', pl: 'aus = z (budynku), na zewnątrz.', es: 'aus = fuera de (un edificio).' } },
      { question: 'Der Tisch ist ___ Holz.', answer: 'aus', explanation: { en: 'aus = made of (a material).', ua: 'aus = з (матеріал).', de: 'aus + Material: Woraus ist der Tisch gemacht?', ru: 'aus = из (материал).', be: 'aus = з (матэрыял).', tr: 'aus = -den yapılmış (malzeme).', pl: 'aus = z (materiał).', es: 'aus = de (un material).' } },
      { question: 'Er arbeitet ___ einer Bank.', answer: 'bei', explanation: { en: 'bei = at (the company you work for).', ua: 'bei = у, на (фірма, де ти працюєш).', de: 'bei + Firma: Dort arbeitet man.', ru: 'bei = в, на (фирма, где ты работаешь).', be: 'bei = у, на (фірма, дзе ты працуеш).', tr: 'bei = -de (çalıştığın şirket).', pl: 'bei = w (firmie, w której pracujesz).', es: 'bei = en (la empresa donde trabajas).' } },
      { question: '___ schönem Wetter gehen wir in den Park.', answer: 'bei', explanation: { en: 'bei schönem Wetter = when the weather is nice.', ua: 'bei schönem Wetter = у гарну погоду.', de: 'bei schönem Wetter = wenn das Wetter schön ist.', ru: 'bei schönem Wetter = в хорошую погоду.', be: 'bei schönem Wetter = у добрае надвор’е.', tr: 'bei schönem Wetter = hava güzel olduğunda.', pl: 'bei schönem Wetter = przy ładnej pogodzie.', es: 'bei schönem Wetter = cuando hace buen tiempo.' } },
      { question: 'Wohnst du noch ___ deinen Eltern?', answer: 'bei', explanation: { en: 'bei = at someone’s home.', ua: 'bei = у когось удома.', de: 'bei + Person: in der Wohnung von dieser Person.', ru: 'bei = у кого-то дома.', be: 'bei = у кагосьці дома.', tr: 'bei = birinin evinde.', pl: 'bei = u kogoś (w domu).', es: 'bei = en casa de alguien.' } },
      { question: 'Potsdam liegt ___ Berlin.', answer: 'bei', explanation: { en: 'bei = near (a town).', ua: 'bei = біля (міста).', de: 'bei + Stadt: nicht weit weg von dieser Stadt.', ru: 'bei = возле (города).', be: 'bei = каля (горада).', tr: 'bei = yakınında (bir şehrin).', pl: 'bei = koło, pod (miastem).', es: 'bei = cerca de (una ciudad).' } },
      { question: 'Ich fahre ___ dem Bus zur Arbeit.', answer: 'mit', explanation: { en: 'mit = by (means of transport).', ua: 'mit = на (транспорті), автобусом.', de: 'mit + Verkehrsmittel: Wie fährt man?', ru: 'mit = на (транспорте), автобусом.', be: 'mit = на (транспарце), аўтобусам.', tr: 'mit = ile (ulaşım aracı).', pl: 'mit = (czym) autobusem, środkiem transportu.', es: 'mit = en (medio de transporte).' } },
      { question: 'Wir essen die Suppe ___ dem Löffel.', answer: 'mit', explanation: { en: 'mit = with (a tool).', ua: 'mit = чимось (інструмент): ложкою.', de: 'mit + Werkzeug: Womit isst man?', ru: 'mit = чем-то (инструмент): ложкой.', be: 'mit = чымсьці (інструмент): лыжкай.', tr: 'mit = ile (bir araç gereç).', pl: 'mit = czymś (narzędzie): łyżką.', es: 'mit = con (una herramienta).' } },
      { question: 'Einen Kaffee ___ Milch, bitte.', answer: 'mit', explanation: { en: 'mit = with.', ua: 'mit = з (чимось).', de: 'mit ist das Gegenteil von ohne.', ru: 'mit = с (чем-то).', be: 'mit = з (чым-небудзь).', tr: 'mit = ile.', pl: 'mit = z.', es: 'mit = con.' } },
      { question: 'Ich telefoniere ___ meiner Schwester.', answer: 'mit', explanation: { en: 'telefonieren mit = talk on the phone with.', ua: 'telefonieren mit = розмовляти по телефону з.', de: 'telefonieren mit: Man spricht am Telefon mit jemandem.', ru: 'telefonieren mit = разговаривать по телефону с.', be: 'telefonieren mit = размаўляць па тэлефоне з.', tr: 'telefonieren mit = ile telefonda konuşmak.', pl: 'telefonieren mit = rozmawiać przez telefon z.', es: 'telefonieren mit = hablar por teléfono con.' } },
      { question: 'Zuerst essen wir. ___ dem Essen trinken wir dann einen Kaffee.', answer: 'nach', explanation: { en: 'nach = after (a time or event).', ua: 'nach = після (часу чи події).', de: 'nach dem Essen: Zuerst essen wir, dann kommt der Kaffee.', ru: 'nach = после (времени или события).', be: 'nach = пасля (часу ці падзеі).', tr: 'nach = sonra (bir zamandan ya da olaydan).', pl: 'nach = po (czasie albo wydarzeniu).', es: 'nach = después de (un momento o un acontecimiento).' } },
      { question: 'Der Zug fährt von Köln ___ Hamburg.', answer: 'nach', explanation: { en: 'nach = to (a town without an article).', ua: 'nach = до (міста без артикля).', de: 'nach + Stadt ohne Artikel: Wohin fährt man?', ru: 'nach = в (город без артикля).', be: 'nach = у (горад без артыкля).', tr: 'nach = -e (artikelsiz bir şehre).', pl: 'nach = do (miasta bez rodzajnika).', es: 'nach = a (una ciudad sin artículo).' } },
      { question: 'Es ist spät, ich gehe jetzt ___ Hause.', answer: 'nach', explanation: { en: 'nach Hause = (to) home, a direction.', ua: 'nach Hause = додому (напрямок).', de: 'nach Hause = Richtung Wohnung, man geht heim.', ru: 'nach Hause = домой (направление).', be: 'nach Hause = дадому (кірунак).', tr: 'nach Hause = eve (yön).', pl: 'nach Hause = do domu (kierunek).', es: 'nach Hause = a casa (una dirección).' } },
      { question: 'Ich wohne ___ zwei Jahren in Berlin.', answer: 'seit', explanation: { en: 'seit = for/since (it started in the past and still goes on).', ua: 'seit = уже (скільки часу), з (якогось часу): почалося в минулому й триває досі.', de: 'seit: Es hat früher angefangen und geht heute noch weiter.', ru: 'seit = уже (сколько-то времени), с (какого-то времени): началось в прошлом и продолжается до сих пор.', be: 'seit = ужо (колькі часу), з (нейкага часу): пачалося ў мінулым і працягваецца дагэтуль.', tr: 'seit = -den beri, -dir: geçmişte başladı ve hâlâ sürüyor.', pl: 'seit = od (jakiegoś czasu): zaczęło się w przeszłości i trwa nadal.', es: 'seit = desde hace, desde: empezó en el pasado y sigue ahora.' } },
      { question: '___ Montag bin ich krank.', answer: 'seit', explanation: { en: 'seit Montag = since Monday (and still now).', ua: 'seit Montag = з понеділка (і досі).', de: 'seit Montag: Es hat am Montag angefangen und ist heute noch so.', ru: 'seit Montag = с понедельника (и до сих пор).', be: 'seit Montag = з панядзелка (і дагэтуль).', tr: 'seit Montag = pazartesiden beri (hâlâ).', pl: 'seit Montag = od poniedziałku (i nadal).', es: 'seit Montag = desde el lunes (y todavía).' } },
      { question: 'Er lernt ___ einem Monat Deutsch.', answer: 'seit', explanation: { en: 'seit einem Monat = for a month (until now).', ua: 'seit einem Monat = уже місяць (до сьогодні).', de: 'seit einem Monat: Vor einem Monat war der Anfang, und es geht weiter.', ru: 'seit einem Monat = уже месяц (до сих пор).', be: 'seit einem Monat = ужо месяц (да сённяшняга дня).', tr: 'seit einem Monat = bir aydır (şimdiye kadar).', pl: 'seit einem Monat = od miesiąca (do teraz).', es: 'seit einem Monat = desde hace un mes (hasta ahora).' } },
      { question: 'Das ist das Auto ___ meinem Bruder.', answer: 'von', explanation: { en: 'von = of (who it belongs to).', ua: 'von = чий (кому це належить).', de: 'von + Person: Wem gehört das Auto?', ru: 'von = чей (кому это принадлежит).', be: 'von = чый (каму гэта належыць).', tr: 'von = -in (kime ait olduğu).', pl: 'von = czyj (do kogo to należy).', es: 'von = de (a quién pertenece).' } },
      { question: 'Ich habe einen Brief ___ meiner Oma bekommen.', answer: 'von', explanation: { en: 'von = from (the sender).', ua: 'von = від (відправника).', de: 'von + Person: Wer hat den Brief geschickt?', ru: 'von = от (отправителя).', be: 'von = ад (адпраўніка).', tr: 'von = -den (gönderen).', pl: 'von = od (nadawcy).', es: 'von = de (el remitente).' } },
      { question: 'Das Geschäft ist ___ neun bis 18 Uhr geöffnet.', answer: 'von', explanation: { en: 'von … bis … = from … until …', ua: 'von … bis … = з … до …', de: 'von … bis …: Anfang und Ende einer Zeit.', ru: 'von … bis … = с … до …', be: 'von … bis … = з … да …', tr: 'von … bis … = …den …e kadar', pl: 'von … bis … = od … do …', es: 'von … bis … = desde … hasta …' } },
      { question: 'Am Abend bin ich ___ Hause.', answer: 'zu', explanation: { en: 'zu Hause = at home (a place, no movement).', ua: 'zu Hause = вдома (місце, без руху).', de: 'zu Hause: Man ist in der Wohnung und geht nirgendwohin.', ru: 'zu Hause = дома (место, без движения).', be: 'zu Hause = дома (месца, без руху).', tr: 'zu Hause = evde (yer, hareket yok).', pl: 'zu Hause = w domu (miejsce, bez ruchu).', es: 'zu Hause = en casa (un lugar, sin movimiento).' } },
      { question: 'Ich gehe ___ Fuß zur Schule.', answer: 'zu', explanation: { en: 'zu Fuß = on foot.', ua: 'zu Fuß = пішки.', de: 'zu Fuß: ohne Auto, Bus oder Fahrrad.', ru: 'zu Fuß = пешком.', be: 'zu Fuß = пешшу.', tr: 'zu Fuß = yürüyerek.', pl: 'zu Fuß = pieszo.', es: 'zu Fuß = a pie.' } },
      { question: 'Wir essen um zwölf Uhr ___ Mittag.', answer: 'zu', explanation: { en: 'zu Mittag essen = have lunch.', ua: 'zu Mittag essen = обідати.', de: 'zu Mittag essen: die Mahlzeit am Mittag.', ru: 'zu Mittag essen = обедать.', be: 'zu Mittag essen = абедаць.', tr: 'zu Mittag essen = öğle yemeği yemek.', pl: 'zu Mittag essen = jeść obiad.', es: 'zu Mittag essen = almorzar, comer a mediodía.' } },
      { question: 'Kommst du morgen ___ meiner Party?', answer: 'zu', explanation: { en: 'zu = to (an event or a person).', ua: 'zu = на, до (подія або людина).', de: 'zu + Fest oder Person: Wohin geht man?', ru: 'zu = на, к (событие или человек).', be: 'zu = на, да (падзея або чалавек).', tr: 'zu = -e (bir etkinliğe ya da birine).', pl: 'zu = na, do (wydarzenie albo osoba).', es: 'zu = a (un evento o una persona).' } },
      { question: 'Ich nehme den Schlüssel ___ der Tasche.', answer: 'aus', explanation: { en: 'aus = out of: the key was inside the bag.', ua: 'aus = з: ключ був усередині сумки.', de: 'aus der Tasche: Der Schlüssel war in der Tasche, jetzt ist er draußen.', ru: 'aus = из: ключ был внутри сумки.', be: 'aus = з: ключ быў унутры сумкі.', tr: 'aus = -den: anahtar çantanın içindeydi.', pl: 'aus = z: klucz był w torbie.', es: 'aus = de (dentro de): la llave estaba en el bolso.' } },
      { question: 'Wir fliegen im Sommer ___ Spanien.', answer: 'nach', explanation: { en: 'nach + country or city without an article = to.', ua: 'nach + країна чи місто без артикля = до, в.', de: 'nach + Land oder Stadt ohne Artikel: das Ziel der Reise.', ru: 'nach + страна или город без артикля = в.', be: 'nach + краіна ці горад без артыкля = у.', tr: 'nach + artikelsiz ülke ya da şehir = -e (yön).', pl: 'nach + kraj albo miasto bez rodzajnika = do.', es: 'nach + país o ciudad sin artículo = a.' } },
      { question: 'Ich gehe heute ___ meiner Ärztin.', answer: 'zu', explanation: { en: 'zu + a person = to (someone’s place).', ua: 'zu + особа = до (когось).', de: 'zu + Person: Man geht zu jemandem hin.', ru: 'zu + человек = к (кому-то).', be: 'zu + асоба = да (каго-небудзь).', tr: 'zu + kişi = birinin yanına.', pl: 'zu + osoba = do (kogoś).', es: 'zu + persona = a (casa o consulta de alguien).' } },
      { question: 'Das Paket ist ___ meinem Onkel aus Kanada.', answer: 'von', explanation: { en: 'von = from: the person who sent it.', ua: 'von = від: людина, яка його надіслала.', de: 'von: Diese Person hat das Paket geschickt.', ru: 'von = от: человек, который его отправил.', be: 'von = ад: чалавек, які яго даслаў.', tr: 'von = -den: paketi gönderen kişi.', pl: 'von = od: osoba, która je wysłała.', es: 'von = de: la persona que lo envió.' } },
      { question: 'Ich warte schon ___ einer Stunde auf den Bus.', answer: 'seit', explanation: { en: 'seit = for (since): it began in the past and is still going on.', ua: 'seit = вже (від): почалося в минулому й досі триває.', de: 'seit: Es hat vor einer Stunde begonnen und dauert noch.', ru: 'seit = уже (с): началось в прошлом и ещё продолжается.', be: 'seit = ужо (з): пачалося ў мінулым і яшчэ працягваецца.', tr: 'seit = -den beri: geçmişte başladı, hâlâ sürüyor.', pl: 'seit = od: zaczęło się w przeszłości i wciąż trwa.', es: 'seit = desde hace: empezó en el pasado y sigue.' } },
      { question: 'Ich schreibe ___ einem Bleistift.', answer: 'mit', explanation: { en: 'mit = with: the tool you use.', ua: 'mit = чим: інструмент, яким користуються.', de: 'mit: das Werkzeug, das man benutzt.', ru: 'mit = чем: инструмент, которым пользуются.', be: 'mit = чым: прылада, якой карыстаюцца.', tr: 'mit = ile: kullanılan araç.', pl: 'mit = czym: narzędzie, którego się używa.', es: 'mit = con: la herramienta que usas.' } },
    ],
  },
};

export default topic;
