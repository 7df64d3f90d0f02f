import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'complex-prepositions',
  order: 7,
  title: { en: 'Complex Prepositions', ua: 'Складні прийменники', de: 'Komplexe Präpositionen', ru: 'Сложные предлоги', be: 'Складаныя прыназоўнікі', tr: 'Karmaşık edatlar', pl: 'Złożone przyimki', es: 'Preposiciones complejas' },
  descr: { en: 'Use entlang, gegenüber, während, wegen, trotz, statt and anstatt with the right case.', ua: 'Вживайте entlang, gegenüber, während, wegen, trotz, statt і anstatt з правильним відмінком.', de: 'Die Präpositionen entlang, gegenüber, während, wegen, trotz, statt und anstatt mit dem richtigen Fall benutzen.', ru: 'Употребляйте entlang, gegenüber, während, wegen, trotz, statt и anstatt с правильным падежом.', be: 'Ужывайце entlang, gegenüber, während, wegen, trotz, statt і anstatt з правільным склонам.', tr: 'entlang, gegenüber, während, wegen, trotz, statt ve anstatt’ı doğru halle kullanın.', pl: 'Używaj entlang, gegenüber, während, wegen, trotz, statt i anstatt z właściwym przypadkiem.', es: 'Usa entlang, gegenüber, während, wegen, trotz, statt y anstatt con el caso correcto.' },
  rules: [
    {
      heading: 'Overview',
      paragraphs: [
        'These prepositions are less frequent than in, mit or für, but very useful. Most of them take the genitive case. In everyday speech many Germans use the dative after während, wegen, trotz and (an)statt, but in writing and in exams the genitive is correct, so learn the genitive.',
      ],
      table: {
        caption: 'The prepositions and their cases',
        head: ['Preposition', 'Case', 'Meaning', 'Example'],
        rows: [
          ['entlang', 'accusative after the noun; genitive before it', 'along', 'den Fluss entlang / entlang des Flusses'],
          ['gegenüber', 'dative', 'opposite, towards', 'gegenüber dem Bahnhof'],
          ['während', 'genitive', 'during', 'während des Urlaubs'],
          ['wegen', 'genitive', 'because of', 'wegen des Regens'],
          ['trotz', 'genitive', 'despite, in spite of', 'trotz der Kälte'],
          ['statt / anstatt', 'genitive', 'instead of', 'statt eines Autos'],
        ],
      },
    },
    {
      heading: 'The genitive forms you need',
      paragraphs: [
        'Masculine and neuter nouns: des / eines and the noun adds -s or -es (des Regens, eines Autos, des Hauses). Feminine nouns and all plurals: der / einer and the noun does not change (der Kälte, einer Erkältung, der Ferien).',
        'Possessives follow the same pattern: meines Bruders, seiner Arbeit, ihrer Eltern.',
      ],
      table: {
        caption: 'Genitive articles',
        head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['definite', 'des Regens', 'der Prüfung', 'des Essens', 'der Ferien'],
          ['indefinite / possessive', 'eines Unfalls', 'einer Erkältung', 'eines Autos', 'meiner Eltern'],
        ],
      },
    },
    {
      heading: 'entlang: along',
      paragraphs: [
        'entlang describes movement along a street, a river or a path. In everyday German it usually comes after the noun, and the noun is in the accusative: Wir gehen den Fluss entlang.',
        'When entlang comes before the noun, it takes the genitive: entlang des Flusses. This is more common in written German and for describing where something is.',
      ],
      examples: [
        { de: 'Wir gehen den Fluss entlang.', tr: 'We walk along the river.' },
        { de: 'Gehen Sie diese Straße entlang bis zur Kirche.', tr: 'Go along this street as far as the church.' },
        { de: 'Entlang des Weges stehen alte Bäume.', tr: 'There are old trees along the path.' },
      ],
    },
    {
      heading: 'gegenüber: opposite, towards',
      paragraphs: [
        'gegenüber always takes the dative. With a noun it can come before or after it: gegenüber dem Bahnhof or dem Bahnhof gegenüber. With a personal pronoun it always comes after it: mir gegenüber, ihm gegenüber.',
        'It means "opposite" for places, and "towards" for behaviour and feelings: Sie ist ihren Kollegen gegenüber sehr freundlich.',
      ],
      examples: [
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', tr: 'The pharmacy is opposite the station.' },
        { de: 'Er sitzt mir im Zug gegenüber.', tr: 'He is sitting opposite me on the train.' },
      ],
    },
    {
      heading: 'während: during',
      paragraphs: [
        'während + genitive says that something happens during a period of time or an event: während des Urlaubs, während der Prüfung.',
        'Do not confuse it with the conjunction während (while), which starts a subordinate clause: Während ich koche, liest er.',
      ],
      examples: [
        { de: 'Wir waren während der Ferien in Italien.', tr: 'We were in Italy during the holidays.' },
        { de: 'Während des Unterrichts ist das Handy aus.', tr: 'During class the mobile phone is switched off.' },
      ],
    },
    {
      heading: 'wegen and trotz: because of, despite',
      paragraphs: [
        'wegen + genitive gives a reason: Wegen des Regens bleiben wir zu Hause. (Colloquially you will hear wegen dem Regen.)',
        'trotz + genitive gives an obstacle that does not stop the action: Trotz des Regens gehen wir spazieren. It is the preposition partner of the conjunction obwohl.',
      ],
      examples: [
        { de: 'Der Zug hat wegen eines Unfalls Verspätung.', tr: 'The train is delayed because of an accident.' },
        { de: 'Trotz seiner Krankheit geht er zur Arbeit.', tr: 'Despite his illness he goes to work.' },
      ],
    },
    {
      heading: 'statt and anstatt: instead of',
      paragraphs: [
        'statt and anstatt mean exactly the same; anstatt is a little more formal. Both take the genitive: statt eines Autos, anstatt ihrer Kollegin.',
        'When a noun has no article, the genitive is often not visible and people simply say statt Kaffee. With an article, use the genitive.',
      ],
      examples: [
        { de: 'Statt eines Autos kauft er ein Fahrrad.', tr: 'Instead of a car he buys a bicycle.' },
        { de: 'Anstatt eines Briefes schickt sie ihm eine Postkarte.', tr: 'Instead of a letter she sends him a postcard.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Wir - gehen - den Fluss - entlang.', hide: ['entlang'], formEn: 'We walk along the river.', tr: { ua: 'Ми йдемо вздовж річки.', de: 'Wir gehen spazieren, immer am Ufer vom Fluss.', ru: 'Мы идём вдоль реки.', be: 'Мы ідзём уздоўж ракі.', tr: 'Nehir boyunca yürüyoruz.', pl: 'Idziemy wzdłuż rzeki.', es: 'Caminamos a lo largo del río.' }, correct: false },
    { formDe: 'Der Bus - fährt - die Hauptstraße - entlang.', hide: ['entlang'], formEn: 'The bus drives along the main road.', tr: { ua: 'Автобус їде головною вулицею.', de: 'Der Bus fährt auf der Hauptstraße, vom Anfang bis zum Ende.', ru: 'Автобус едет по главной улице.', be: 'Аўтобус едзе па галоўнай вуліцы.', tr: 'Otobüs ana cadde boyunca gidiyor.', pl: 'Autobus jedzie wzdłuż głównej ulicy.', es: 'El autobús va a lo largo de la calle principal.' }, correct: false },
    { formDe: 'Gehen - Sie - diese Straße - entlang - bis zur Kirche.', hide: ['entlang'], formEn: 'Go along this street as far as the church.', tr: { ua: 'Ідіть цією вулицею аж до церкви.', de: 'Wegbeschreibung (Sie-Form): immer auf dieser Straße bleiben, bis Sie die Kirche sehen.', ru: 'Идите по этой улице до церкви.', be: 'Ідзіце па гэтай вуліцы да царквы.', tr: 'Bu cadde boyunca kiliseye kadar gidin.', pl: 'Proszę iść tą ulicą aż do kościoła.', es: 'Siga esta calle hasta la iglesia.' }, correct: false },
    { formDe: 'Die Kinder - laufen - den Strand - entlang.', hide: ['entlang'], formEn: 'The children run along the beach.', tr: { ua: 'Діти бігають уздовж пляжу.', de: 'Die Kinder laufen am Strand, immer am Wasser.', ru: 'Дети бегают вдоль пляжа.', be: 'Дзеці бегаюць уздоўж пляжа.', tr: 'Çocuklar sahil boyunca koşuyor.', pl: 'Dzieci biegają wzdłuż plaży.', es: 'Los niños corren a lo largo de la playa.' }, correct: false },
    { formDe: 'Entlang - des Weges - stehen - alte Bäume.', hide: ['Entlang', 'des Weges'], formEn: 'There are old trees along the path.', tr: { ua: 'Уздовж стежки ростуть старі дерева.', de: 'Links und rechts vom Weg: alte Bäume. (stehen, Genitiv)', ru: 'Вдоль тропинки растут старые деревья.', be: 'Уздоўж сцежкі растуць старыя дрэвы.', tr: 'Yol boyunca yaşlı ağaçlar var.', pl: 'Wzdłuż ścieżki rosną stare drzewa.', es: 'A lo largo del camino hay árboles viejos.' }, correct: false },
    { formDe: 'Ich - jogge - jeden Morgen - den Kanal - entlang.', hide: ['entlang'], formEn: 'I jog along the canal every morning.', tr: { ua: 'Щоранку я бігаю вздовж каналу.', de: 'Mein Sport am Morgen: Laufen am Kanal. (joggen)', ru: 'Каждое утро я бегаю вдоль канала.', be: 'Кожную раніцу я бегаю ўздоўж канала.', tr: 'Her sabah kanal boyunca koşu yapıyorum.', pl: 'Co rano biegam wzdłuż kanału.', es: 'Todas las mañanas corro a lo largo del canal.' }, correct: false },
    { formDe: 'Die Apotheke - ist - gegenüber - dem Bahnhof.', hide: ['gegenüber', 'dem Bahnhof'], formEn: 'The pharmacy is opposite the station.', tr: { ua: 'Аптека навпроти вокзалу.', de: 'Vom Bahnhof aus sieht man die Apotheke auf der anderen Straßenseite.', ru: 'Аптека напротив вокзала.', be: 'Аптэка насупраць вакзала.', tr: 'Eczane istasyonun karşısında.', pl: 'Apteka jest naprzeciwko dworca.', es: 'La farmacia está enfrente de la estación.' }, correct: false },
    { formDe: 'Mein Büro - liegt - der Bank - gegenüber.', hide: ['gegenüber'], formEn: 'My office is opposite the bank.', tr: { ua: 'Мій офіс навпроти банку.', de: 'Aus meinem Büro sehe ich die Bank auf der anderen Straßenseite. (liegen)', ru: 'Мой офис напротив банка.', be: 'Мой офіс насупраць банка.', tr: 'Ofisim bankanın karşısında.', pl: 'Moje biuro jest naprzeciwko banku.', es: 'Mi oficina está enfrente del banco.' }, correct: false },
    { formDe: 'Er - sitzt - mir - im Zug - gegenüber.', hide: ['gegenüber'], formEn: 'He is sitting opposite me on the train.', tr: { ua: 'У потязі він сидить навпроти мене.', de: 'Im Zug sitzen wir so, dass ich ihn ansehe und er mich. (sitzen)', ru: 'В поезде он сидит напротив меня.', be: 'У цягніку ён сядзіць насупраць мяне.', tr: 'Trende karşımda oturuyor.', pl: 'W pociągu siedzi naprzeciwko mnie.', es: 'En el tren está sentado enfrente de mí.' }, correct: false },
    { formDe: 'Gegenüber - dem Kino - gibt es - ein gutes Restaurant.', hide: ['Gegenüber', 'dem Kino'], formEn: 'There is a good restaurant opposite the cinema.', tr: { ua: 'Навпроти кінотеатру є хороший ресторан.', de: 'Auf der anderen Straßenseite vom Kino kann man gut essen. (es gibt)', ru: 'Напротив кинотеатра есть хороший ресторан.', be: 'Насупраць кінатэатра ёсць добры рэстаран.', tr: 'Sinemanın karşısında güzel bir restoran var.', pl: 'Naprzeciwko kina jest dobra restauracja.', es: 'Enfrente del cine hay un buen restaurante.' }, correct: false },
    { formDe: 'Wir - wohnen - gegenüber - der Schule.', hide: ['gegenüber', 'der Schule'], formEn: 'We live opposite the school.', tr: { ua: 'Ми живемо навпроти школи.', de: 'Aus unserem Fenster sehen wir die Schule auf der anderen Straßenseite. (wohnen)', ru: 'Мы живём напротив школы.', be: 'Мы жывём насупраць школы.', tr: 'Okulun karşısında oturuyoruz.', pl: 'Mieszkamy naprzeciwko szkoły.', es: 'Vivimos enfrente del colegio.' }, correct: false },
    { formDe: 'Sie - ist - ihren Kollegen - gegenüber - sehr freundlich.', hide: ['gegenüber'], formEn: 'She is very friendly towards her colleagues.', tr: { ua: 'Вона дуже привітна зі своїми колегами.', de: 'Zu ihren Kollegen ist sie immer sehr nett.', ru: 'Она очень приветлива со своими коллегами.', be: 'Яна вельмі ветлівая са сваімі калегамі.', tr: 'İş arkadaşlarına karşı çok güler yüzlü.', pl: 'Jest bardzo życzliwa wobec swoich kolegów.', es: 'Es muy amable con sus compañeros.' }, correct: false },
    { formDe: 'Während - des Unterrichts - ist - das Handy - aus.', hide: ['Während', 'des Unterrichts'], formEn: 'During class the mobile phone is switched off.', tr: { ua: 'Під час уроку мобільний телефон вимкнений.', de: 'Im Unterricht benutzt man kein Handy, es ist ausgeschaltet.', ru: 'Во время урока мобильный телефон выключен.', be: 'Падчас урока мабільны тэлефон выключаны.', tr: 'Ders sırasında cep telefonu kapalı.', pl: 'Podczas lekcji telefon komórkowy jest wyłączony.', es: 'Durante la clase el móvil está apagado.' }, correct: false },
    { formDe: 'Wir - waren - während - der Ferien - in Italien.', hide: ['während', 'der Ferien'], formEn: 'We were in Italy during the holidays.', tr: { ua: 'Під час канікул ми були в Італії.', de: 'In den Ferien haben wir eine Reise nach Italien gemacht. (sein, Präteritum)', ru: 'Во время каникул мы были в Италии.', be: 'Падчас канікул мы былі ў Італіі.', tr: 'Tatilde İtalya’daydık.', pl: 'W czasie wakacji byliśmy we Włoszech.', es: 'Durante las vacaciones estuvimos en Italia.' }, correct: false },
    { formDe: 'Er - hat - während - des Essens - telefoniert.', hide: ['während', 'des Essens'], formEn: 'He was on the phone during the meal.', tr: { ua: 'Під час їди він розмовляв по телефону.', de: 'Beim Essen hat er mit dem Handy gesprochen. (telefonieren, Perfekt)', ru: 'Во время еды он разговаривал по телефону.', be: 'Падчас ежы ён размаўляў па тэлефоне.', tr: 'Yemek sırasında telefonla konuştu.', pl: 'Podczas jedzenia rozmawiał przez telefon.', es: 'Estuvo hablando por teléfono durante la comida.' }, correct: false },
    { formDe: 'Während - der Fahrt - hat - das Kind - geschlafen.', hide: ['Während', 'der Fahrt'], formEn: 'The child slept during the journey.', tr: { ua: 'Під час поїздки дитина спала.', de: 'Auf der ganzen Fahrt hatte das Kind die Augen zu. (schlafen, Perfekt)', ru: 'Во время поездки ребёнок спал.', be: 'Падчас паездкі дзіця спала.', tr: 'Yolculuk sırasında çocuk uyudu.', pl: 'Podczas podróży dziecko spało.', es: 'El niño durmió durante el viaje.' }, correct: false },
    { formDe: 'Man - darf - während - der Prüfung - nicht - sprechen.', hide: ['während', 'der Prüfung'], formEn: 'You are not allowed to talk during the exam.', tr: { ua: 'Під час іспиту не можна розмовляти.', de: 'In der Prüfung: Mund zu, kein Wort! (dürfen, man)', ru: 'Во время экзамена нельзя разговаривать.', be: 'Падчас экзамену нельга размаўляць.', tr: 'Sınav sırasında konuşmak yasak.', pl: 'Podczas egzaminu nie wolno rozmawiać.', es: 'Durante el examen no se puede hablar.' }, correct: false },
    { formDe: 'Während - des Films - isst - sie - Schokolade.', hide: ['Während', 'des Films'], formEn: 'She eats chocolate during the film.', tr: { ua: 'Під час фільму вона їсть шоколад.', de: 'Im Kino hat sie immer Schokolade für den Film dabei. (essen)', ru: 'Во время фильма она ест шоколад.', be: 'Падчас фільма яна есць шакалад.', tr: 'Film sırasında çikolata yiyor.', pl: 'Podczas filmu je czekoladę.', es: 'Come chocolate durante la película.' }, correct: false },
    { formDe: 'Wegen - des Regens - bleiben - wir - zu Hause.', hide: ['Wegen', 'des Regens'], formEn: 'Because of the rain we are staying at home.', tr: { ua: 'Через дощ ми залишаємося вдома.', de: 'Es regnet, also gehen wir nicht nach draußen. (bleiben)', ru: 'Из-за дождя мы остаёмся дома.', be: 'Праз дождж мы застаёмся дома.', tr: 'Yağmur yüzünden evde kalıyoruz.', pl: 'Z powodu deszczu zostajemy w domu.', es: 'Por la lluvia nos quedamos en casa.' }, correct: false },
    { formDe: 'Der Zug - hat - wegen - eines Unfalls - Verspätung.', hide: ['wegen', 'eines Unfalls'], formEn: 'The train is delayed because of an accident.', tr: { ua: 'Потяг запізнюється через аварію.', de: 'Es gab einen Unfall, deshalb kommt der Zug später. (Verspätung haben)', ru: 'Поезд опаздывает из-за аварии.', be: 'Цягнік спазняецца праз аварыю.', tr: 'Tren bir kaza yüzünden gecikiyor.', pl: 'Pociąg ma opóźnienie z powodu wypadku.', es: 'El tren lleva retraso por un accidente.' }, correct: false },
    { formDe: 'Sie - kann - wegen - ihrer Erkältung - nicht - kommen.', hide: ['wegen', 'ihrer Erkältung'], formEn: 'She cannot come because of her cold.', tr: { ua: 'Вона не може прийти через застуду.', de: 'Sie ist erkältet, deshalb bleibt sie zu Hause. (kommen können)', ru: 'Она не может прийти из-за простуды.', be: 'Яна не можа прыйсці праз прастуду.', tr: 'Soğuk algınlığı yüzünden gelemiyor.', pl: 'Nie może przyjść z powodu przeziębienia.', es: 'No puede venir por su resfriado.' }, correct: false },
    { formDe: 'Wegen - der Hitze - ist - das Schwimmbad - voll.', hide: ['Wegen', 'der Hitze'], formEn: 'Because of the heat the swimming pool is full.', tr: { ua: 'Через спеку басейн переповнений.', de: 'Es ist sehr heiß, deshalb sind viele Leute im Schwimmbad. (voll sein)', ru: 'Из-за жары бассейн переполнен.', be: 'Праз спёку басейн перапоўнены.', tr: 'Sıcak yüzünden yüzme havuzu dolu.', pl: 'Z powodu upału basen jest pełny.', es: 'Por el calor la piscina está llena.' }, correct: false },
    { formDe: 'Er - hat - wegen - seiner Arbeit - wenig Zeit.', hide: ['wegen', 'seiner Arbeit'], formEn: 'He has little time because of his work.', tr: { ua: 'Через роботу в нього мало часу.', de: 'Er arbeitet sehr viel, deshalb hat er kaum Zeit.', ru: 'Из-за работы у него мало времени.', be: 'Праз працу ў яго мала часу.', tr: 'İşi yüzünden çok az vakti var.', pl: 'Z powodu pracy ma mało czasu.', es: 'Tiene poco tiempo por su trabajo.' }, correct: false },
    { formDe: 'Die Schule - ist - wegen - des Schnees - geschlossen.', hide: ['wegen', 'des Schnees'], formEn: 'The school is closed because of the snow.', tr: { ua: 'Школа зачинена через сніг.', de: 'Es hat viel geschneit, deshalb haben die Kinder heute frei. (geschlossen sein)', ru: 'Школа закрыта из-за снега.', be: 'Школа зачынена праз снег.', tr: 'Okul kar yüzünden kapalı.', pl: 'Szkoła jest zamknięta z powodu śniegu.', es: 'El colegio está cerrado por la nieve.' }, correct: false },
    { formDe: 'Trotz - des Regens - gehen - wir - spazieren.', hide: ['Trotz', 'des Regens'], formEn: 'Despite the rain we go for a walk.', tr: { ua: 'Попри дощ ми йдемо на прогулянку.', de: 'Es regnet, aber das ist uns egal: Wir machen einen Spaziergang. (spazieren gehen)', ru: 'Несмотря на дождь, мы идём гулять.', be: 'Нягледзячы на дождж, мы ідзём на шпацыр.', tr: 'Yağmura rağmen yürüyüşe çıkıyoruz.', pl: 'Mimo deszczu idziemy na spacer.', es: 'A pesar de la lluvia salimos a pasear.' }, correct: false },
    { formDe: 'Trotz - seiner Krankheit - geht - er - zur Arbeit.', hide: ['Trotz', 'seiner Krankheit'], formEn: 'Despite his illness he goes to work.', tr: { ua: 'Попри хворобу він іде на роботу.', de: 'Er ist krank, aber er geht ins Büro. (zur Arbeit gehen)', ru: 'Несмотря на болезнь, он идёт на работу.', be: 'Нягледзячы на хваробу, ён ідзе на працу.', tr: 'Hastalığına rağmen işe gidiyor.', pl: 'Mimo choroby idzie do pracy.', es: 'A pesar de su enfermedad, va a trabajar.' }, correct: false },
    { formDe: 'Sie - ist - trotz - der Kälte - ohne Jacke - gekommen.', hide: ['trotz', 'der Kälte'], formEn: 'She came without a jacket despite the cold.', tr: { ua: 'Попри холод вона прийшла без куртки.', de: 'Es war sehr kalt, aber sie hatte keine Jacke an. (kommen, Perfekt)', ru: 'Несмотря на холод, она пришла без куртки.', be: 'Нягледзячы на холад, яна прыйшла без курткі.', tr: 'Soğuğa rağmen ceketsiz geldi.', pl: 'Mimo zimna przyszła bez kurtki.', es: 'A pesar del frío vino sin chaqueta.' }, correct: false },
    { formDe: 'Trotz - des Staus - waren - wir - pünktlich.', hide: ['Trotz', 'des Staus'], formEn: 'Despite the traffic jam we were on time.', tr: { ua: 'Попри затор ми встигли вчасно.', de: 'Auf der Autobahn war Stau, aber wir kamen nicht zu spät. (pünktlich sein, Präteritum)', ru: 'Несмотря на пробку, мы были вовремя.', be: 'Нягледзячы на затор, мы былі своечасова.', tr: 'Trafik sıkışıklığına rağmen zamanında vardık.', pl: 'Mimo korka byliśmy na czas.', es: 'A pesar del atasco llegamos puntuales.' }, correct: false },
    { formDe: 'Wir - hatten - trotz - des schlechten Wetters - einen schönen Urlaub.', hide: ['trotz', 'des schlechten Wetters'], formEn: 'We had a nice holiday despite the bad weather.', tr: { ua: 'Попри погану погоду відпустка в нас була гарна.', de: 'Das Wetter war schlecht, aber der Urlaub hat uns gut gefallen. (haben, Präteritum)', ru: 'Несмотря на плохую погоду, у нас был хороший отпуск.', be: 'Нягледзячы на дрэннае надвор’е, у нас быў добры адпачынак.', tr: 'Kötü havaya rağmen güzel bir tatil geçirdik.', pl: 'Mimo złej pogody mieliśmy udany urlop.', es: 'A pesar del mal tiempo tuvimos unas vacaciones estupendas.' }, correct: false },
    { formDe: 'Trotz - ihrer Angst - fliegt - sie - nach Amerika.', hide: ['Trotz', 'ihrer Angst'], formEn: 'Despite her fear she is flying to America.', tr: { ua: 'Попри страх вона летить до Америки.', de: 'Sie hat Angst vor dem Fliegen, aber sie nimmt das Flugzeug nach Amerika.', ru: 'Несмотря на страх, она летит в Америку.', be: 'Нягледзячы на страх, яна ляціць у Амерыку.', tr: 'Korkusuna rağmen Amerika’ya uçuyor.', pl: 'Mimo strachu leci do Ameryki.', es: 'A pesar de su miedo, vuela a América.' }, correct: false },
    { formDe: 'Statt - eines Autos - kauft - er - ein Fahrrad.', hide: ['Statt', 'eines Autos'], formEn: 'Instead of a car he buys a bicycle.', tr: { ua: 'Замість автомобіля він купує велосипед.', de: 'Er kauft kein Auto, sondern ein Fahrrad.', ru: 'Вместо машины он покупает велосипед.', be: 'Замест машыны ён купляе ровар.', tr: 'Araba yerine bisiklet alıyor.', pl: 'Zamiast samochodu kupuje rower.', es: 'En lugar de un coche, se compra una bici.' }, correct: false },
    { formDe: 'Anstatt - eines Briefes - schickt - sie - ihm - eine Postkarte.', hide: ['Anstatt', 'eines Briefes'], formEn: 'Instead of a letter she sends him a postcard.', tr: { ua: 'Замість листа вона надсилає йому листівку.', de: 'Sie schreibt ihm keinen Brief, sondern nur eine Postkarte. (schicken)', ru: 'Вместо письма она отправляет ему открытку.', be: 'Замест ліста яна дасылае яму паштоўку.', tr: 'Ona mektup yerine kartpostal gönderiyor.', pl: 'Zamiast listu wysyła mu pocztówkę.', es: 'En lugar de una carta, le manda una postal.' }, correct: false },
    { formDe: 'Mein Vater - kommt - statt - meiner Mutter - zum Elternabend.', hide: ['statt', 'meiner Mutter'], formEn: 'My father is coming to the parents’ evening instead of my mother.', tr: { ua: 'На батьківські збори замість мами приходить мій тато.', de: 'Meine Mutter kann nicht zum Elternabend, deshalb geht mein Vater hin. (kommen)', ru: 'Вместо мамы на родительское собрание придёт мой папа.', be: 'Замест мамы на бацькоўскі сход прыйдзе мой тата.', tr: 'Veli toplantısına annem yerine babam geliyor.', pl: 'Na wywiadówkę zamiast mamy przychodzi mój tata.', es: 'A la reunión de padres viene mi padre en lugar de mi madre.' }, correct: false },
    { formDe: 'Anstatt - des Kuchens - essen - wir - Obst.', hide: ['Anstatt', 'des Kuchens'], formEn: 'Instead of the cake we are eating fruit.', tr: { ua: 'Замість торта ми їмо фрукти.', de: 'Kein Kuchen heute – wir nehmen lieber Obst. (essen)', ru: 'Вместо торта мы едим фрукты.', be: 'Замест торта мы ямо садавіну.', tr: 'Pasta yerine meyve yiyoruz.', pl: 'Zamiast ciasta jemy owoce.', es: 'En lugar del pastel comemos fruta.' }, correct: false },
    { formDe: 'Wir - fahren - statt - des Zuges - mit dem Bus.', hide: ['statt', 'des Zuges'], formEn: 'We are going by bus instead of by train.', tr: { ua: 'Ми їдемо автобусом, а не потягом.', de: 'Heute nehmen wir nicht den Zug, sondern den Bus. (fahren)', ru: 'Мы едем на автобусе, а не на поезде.', be: 'Мы едзем аўтобусам, а не цягніком.', tr: 'Tren yerine otobüsle gidiyoruz.', pl: 'Jedziemy autobusem zamiast pociągiem.', es: 'Vamos en autobús en lugar de en tren.' }, correct: false },
    { formDe: 'Sie - arbeitet - heute - anstatt - ihrer Kollegin.', hide: ['anstatt', 'ihrer Kollegin'], formEn: 'She is working today instead of her colleague.', tr: { ua: 'Сьогодні вона працює замість своєї колеги.', de: 'Ihre Kollegin hat heute frei. Sie macht deren Arbeit. (arbeiten)', ru: 'Сегодня она работает вместо своей коллеги.', be: 'Сёння яна працуе замест сваёй калегі.', tr: 'Bugün iş arkadaşının yerine o çalışıyor.', pl: 'Dziś pracuje zamiast swojej koleżanki.', es: 'Hoy trabaja ella en lugar de su compañera.' }, correct: false },
    { formDe: 'Statt - eines Hotels - buchen - wir - eine Ferienwohnung.', hide: ['Statt', 'eines Hotels'], formEn: 'Instead of a hotel we are booking a holiday flat.', tr: { ua: 'Замість готелю ми бронюємо квартиру на час відпустки.', de: 'Diesmal kein Hotel: Wir nehmen eine Wohnung für den Urlaub. (buchen)', ru: 'Вместо гостиницы мы бронируем квартиру для отпуска.', be: 'Замест гасцініцы мы бранюем кватэру для адпачынку.', tr: 'Otel yerine tatil evi rezerve ediyoruz.', pl: 'Zamiast hotelu rezerwujemy apartament wakacyjny.', es: 'En lugar de un hotel, reservamos un apartamento de vacaciones.' }, correct: false },
  ],
};

export default lesson;
