import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'adverbs',
  order: 15,
  title: { en: 'Formation of Adverbs', ua: 'Утворення прислівників', de: 'Bildung von Adverbien', ru: 'Образование наречий', be: 'Утварэнне прыслоўяў', tr: 'Zarfların oluşturulması', pl: 'Tworzenie przysłówków', es: 'Formación de los adverbios' },
  descr: { en: 'Form and use adverbs: adjectives as adverbs, -s, -weise and -lich adverbs, time and place words and comparison.', ua: 'Утворюйте та вживайте прислівники: прикметники як прислівники, прислівники на -s, -weise та -lich, слова часу й місця та ступені порівняння.', de: 'Adverbien bilden und benutzen: Adjektive als Adverbien, Wörter wie montags, glücklicherweise und hoffentlich, Zeit- und Ortsangaben und die Steigerung.', ru: 'Образуйте и употребляйте наречия: прилагательные как наречия, наречия на -s, -weise и -lich, слова времени и места и степени сравнения.', be: 'Утварайце і ўжывайце прыслоўі: прыметнікі як прыслоўі, прыслоўі на -s, -weise і -lich, словы часу і месца і ступені параўнання.', tr: 'Zarf oluşturun ve kullanın: zarf olarak sıfatlar, -s, -weise ve -lich ile biten zarflar, zaman ve yer sözcükleri ve karşılaştırma.', pl: 'Twórz i używaj przysłówków: przymiotniki jako przysłówki, przysłówki na -s, -weise i -lich, słowa określające czas i miejsce oraz stopniowanie.', es: 'Forma y usa adverbios: adjetivos como adverbios, adverbios en -s, -weise y -lich, palabras de tiempo y lugar y la comparación.' },
  rules: [
    {
      heading: 'Adjectives used as adverbs',
      paragraphs: [
        'An adverb says how, when, where or why something happens. In German almost every adjective can be used as an adverb without any change: it takes no ending and there is nothing like English -ly. Compare das schnelle Auto (adjective before a noun, with an ending) and Das Auto fährt schnell (adverb, no ending).',
        'An adverb can stand in position 1 or after the conjugated verb. If several adverbs come together, the usual order is time – reason – manner – place: Ich fahre morgen wegen der Arbeit schnell nach Köln.',
      ],
      examples: [
        { de: 'Sie singt sehr schön.', tr: 'She sings very beautifully.' },
        { de: 'Er hat die Frage richtig beantwortet.', tr: 'He answered the question correctly.' },
        { de: 'Sprich bitte langsam!', tr: 'Please speak slowly!' },
      ],
    },
    {
      heading: 'Adverbs from nouns with -s: morgens, abends, montags',
      paragraphs: [
        'Add -s to a time of day or a day of the week and you get an adverb that means “every …, usually in the …”. These adverbs are written with a small letter. Compare am Montag (this one Monday) with montags (every Monday).',
      ],
      examples: [
        { de: 'Morgens trinke ich Tee.', tr: 'In the mornings I drink tea.' },
        { de: 'Samstags gehen wir auf den Markt.', tr: 'On Saturdays we go to the market.' },
        { de: 'Anfangs war der Kurs schwer.', tr: 'At first the course was hard.' },
      ],
      table: {
        caption: 'Adverbs with -s',
        head: ['Noun', 'Adverb', 'Meaning'],
        rows: [
          ['der Morgen', 'morgens', 'in the mornings'],
          ['der Mittag', 'mittags', 'at midday'],
          ['der Nachmittag', 'nachmittags', 'in the afternoons'],
          ['der Abend', 'abends', 'in the evenings'],
          ['die Nacht', 'nachts', 'at night'],
          ['der Montag', 'montags', 'on Mondays'],
          ['der Sonntag', 'sonntags', 'on Sundays'],
          ['der Anfang', 'anfangs', 'at first'],
        ],
      },
    },
    {
      heading: 'Adverbs with -weise and -erweise',
      paragraphs: [
        'Noun + -weise describes the way something happens: der Teil → teilweise (partly), der Schritt → schrittweise (step by step), die Stunde → stundenweise (by the hour), das Beispiel → beispielsweise (for example).',
        'Adjective + -erweise gives the speaker’s comment on the whole sentence: glücklich → glücklicherweise (luckily), normal → normalerweise (normally), dumm → dummerweise (stupidly, unfortunately), überraschend → überraschenderweise (surprisingly), möglich → möglicherweise (possibly).',
      ],
      examples: [
        { de: 'Glücklicherweise war der Arzt noch da.', tr: 'Luckily the doctor was still there.' },
        { de: 'Normalerweise fahre ich mit dem Rad.', tr: 'Normally I go by bike.' },
        { de: 'Die Straße ist teilweise gesperrt.', tr: 'The road is partly closed.' },
      ],
      table: {
        caption: 'Adverbs with -weise',
        head: ['Base word', 'Adverb', 'Meaning'],
        rows: [
          ['der Teil', 'teilweise', 'partly'],
          ['der Schritt', 'schrittweise', 'step by step'],
          ['glücklich', 'glücklicherweise', 'luckily'],
          ['normal', 'normalerweise', 'normally'],
          ['möglich', 'möglicherweise', 'possibly'],
          ['überraschend', 'überraschenderweise', 'surprisingly'],
        ],
      },
    },
    {
      heading: 'Adverbs with -lich',
      paragraphs: [
        'Many words with -lich work as adverbs. Some are adjectives used as adverbs (wahrscheinlich, natürlich, wirklich); others are mostly used as adverbs, for example hoffentlich (I hope, from hoffen), endlich (finally) and kürzlich (recently).',
      ],
      examples: [
        { de: 'Hoffentlich kommt der Bus bald.', tr: 'Hopefully the bus will come soon.' },
        { de: 'Er kommt wahrscheinlich später.', tr: 'He will probably come later.' },
        { de: 'Endlich ist Wochenende!', tr: 'It’s finally the weekend!' },
      ],
    },
    {
      heading: 'Adverbs of time and place',
      paragraphs: [
        'Time adverbs say when or how often: damals (back then), früher (in the past), jetzt, bald, gleich (in a moment), oft, nie. Place adverbs say where: hier, dort, oben (upstairs, above), unten (downstairs, below), draußen (outside), drinnen (inside).',
        'For direction, add -her (towards the speaker) or -hin (away from the speaker): hierher (to here), dorthin (to there). Ask with woher and wohin.',
      ],
      examples: [
        { de: 'Damals hatten wir kein Auto.', tr: 'Back then we didn’t have a car.' },
        { de: 'Kommst du bitte mal hierher?', tr: 'Could you come over here, please?' },
        { de: 'Die Kinder spielen draußen.', tr: 'The children are playing outside.' },
      ],
      table: {
        caption: 'Time and place adverbs',
        head: ['Time', 'Place', 'Direction'],
        rows: [
          ['damals', 'hier', 'hierher'],
          ['früher', 'dort', 'dorthin'],
          ['jetzt', 'oben', 'nach oben'],
          ['bald', 'unten', 'nach unten'],
          ['gleich', 'draußen', 'nach draußen'],
        ],
      },
    },
    {
      heading: 'Comparing adverbs',
      paragraphs: [
        'Adverbs made from adjectives compare like adjectives: -er, then am …-sten (schnell – schneller – am schnellsten). Use als after the comparative. A few forms are irregular; the most important is gern – lieber – am liebsten (to like doing something – to prefer – to like most of all).',
      ],
      examples: [
        { de: 'Ich spiele gern Tennis.', tr: 'I like playing tennis.' },
        { de: 'Ich fahre lieber Rad als Auto.', tr: 'I prefer cycling to driving.' },
        { de: 'Am liebsten schlafe ich lange.', tr: 'Most of all I like sleeping in.' },
        { de: 'Lea rechnet schneller als ich.', tr: 'Lea does sums faster than I do.' },
      ],
      table: {
        caption: 'Comparison of adverbs',
        head: ['Base form', 'Comparative', 'Superlative'],
        rows: [
          ['schnell', 'schneller', 'am schnellsten'],
          ['gern', 'lieber', 'am liebsten'],
          ['gut', 'besser', 'am besten'],
          ['viel', 'mehr', 'am meisten'],
          ['bald', 'eher', 'am ehesten'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Der Zug - fährt - heute - sehr - langsam.', hide: ['heute', 'sehr', 'langsam'], formEn: 'The train is running very slowly today.', tr: { ua: 'Сьогодні потяг їде дуже повільно.', de: 'Der Zug ist heute gar nicht schnell. (fahren)', ru: 'Сегодня поезд идёт очень медленно.', be: 'Сёння цягнік едзе вельмі павольна.', tr: 'Tren bugün çok yavaş gidiyor.', pl: 'Pociąg jedzie dziś bardzo wolno.', es: 'Hoy el tren va muy despacio.' }, correct: false },
    { formDe: 'Meine Kollegin - spricht - fließend - Spanisch.', hide: ['fließend'], formEn: 'My colleague speaks fluent Spanish.', tr: { ua: 'Моя колега вільно розмовляє іспанською.', de: 'Meine Kollegin kann sehr gut Spanisch, ohne Pause und ohne Fehler. (sprechen)', ru: 'Моя коллега свободно говорит по-испански.', be: 'Мая калега свабодна размаўляе па-іспанску.', tr: 'İş arkadaşım akıcı İspanyolca konuşuyor.', pl: 'Moja koleżanka z pracy płynnie mówi po hiszpańsku.', es: 'Mi compañera habla español con fluidez.' }, correct: false },
    { formDe: 'Du - hast - die Aufgabe - richtig - gelöst.', hide: ['richtig'], formEn: 'You solved the task correctly.', tr: { ua: 'Ти правильно розв’язав завдання.', de: 'Deine Lösung hat keinen Fehler. (die Aufgabe lösen)', ru: 'Ты правильно решил задачу.', be: 'Ты правільна вырашыў заданне.', tr: 'Alıştırmayı doğru çözdün.', pl: 'Poprawnie rozwiązałeś zadanie.', es: 'Has resuelto la tarea correctamente.' }, correct: false },
    { formDe: 'Er - arbeitet - immer - sehr - sorgfältig.', hide: ['immer', 'sehr', 'sorgfältig'], formEn: 'He always works very carefully.', tr: { ua: 'Він завжди працює дуже ретельно.', de: 'Bei der Arbeit ist er immer sehr genau und macht keine Fehler.', ru: 'Он всегда работает очень тщательно.', be: 'Ён заўсёды працуе вельмі старанна.', tr: 'Her zaman çok dikkatli çalışır.', pl: 'On zawsze pracuje bardzo starannie.', es: 'Siempre trabaja con mucho cuidado.' }, correct: false },
    { formDe: 'Ich - trinke - morgens - immer - einen Kaffee.', hide: ['morgens', 'immer'], formEn: 'I always drink a coffee in the morning.', tr: { ua: 'Зранку я завжди п’ю каву.', de: 'Jeden Morgen gibt es für mich einen Kaffee. (trinken)', ru: 'По утрам я всегда пью кофе.', be: 'Раніцай я заўсёды п’ю каву.', tr: 'Sabahları hep bir kahve içerim.', pl: 'Rano zawsze piję kawę.', es: 'Por la mañana siempre me tomo un café.' }, correct: false },
    { formDe: 'Abends - sehen - wir - oft - fern.', hide: ['Abends', 'oft'], formEn: 'In the evenings we often watch TV.', tr: { ua: 'Увечері ми часто дивимося телевізор.', de: 'Am Abend läuft bei uns oft der Fernseher. (fernsehen)', ru: 'По вечерам мы часто смотрим телевизор.', be: 'Увечары мы часта глядзім тэлевізар.', tr: 'Akşamları sık sık televizyon izleriz.', pl: 'Wieczorami często oglądamy telewizję.', es: 'Por las noches vemos la tele a menudo.' }, correct: false },
    { formDe: 'Montags - hat - das Museum - geschlossen.', hide: ['Montags'], formEn: 'The museum is closed on Mondays.', tr: { ua: 'По понеділках музей зачинений.', de: 'Am Montag kann man nicht ins Museum gehen. (geschlossen haben)', ru: 'По понедельникам музей закрыт.', be: 'Па панядзелках музей зачынены.', tr: 'Müze pazartesileri kapalı.', pl: 'W poniedziałki muzeum jest zamknięte.', es: 'Los lunes el museo está cerrado.' }, correct: false },
    { formDe: 'Dienstags - geht - meine Tochter - zum Schwimmen.', hide: ['Dienstags'], formEn: 'On Tuesdays my daughter goes swimming.', tr: { ua: 'По вівторках моя донька ходить плавати.', de: 'Jeden Dienstag ist meine Tochter im Schwimmbad. (gehen)', ru: 'По вторникам моя дочь ходит плавать.', be: 'Па аўторках мая дачка ходзіць плаваць.', tr: 'Kızım salı günleri yüzmeye gidiyor.', pl: 'We wtorki moja córka chodzi na basen.', es: 'Los martes mi hija va a nadar.' }, correct: false },
    { formDe: 'Nachts - ist - es - hier - sehr ruhig.', hide: ['Nachts', 'hier'], formEn: 'At night it is very quiet here.', tr: { ua: 'Уночі тут дуже тихо.', de: 'In der Nacht hört man hier fast nichts. (ruhig sein)', ru: 'Ночью здесь очень тихо.', be: 'Ноччу тут вельмі ціха.', tr: 'Geceleri burası çok sessiz.', pl: 'W nocy jest tu bardzo cicho.', es: 'Por la noche aquí todo está muy tranquilo.' }, correct: false },
    { formDe: 'Mittags - isst - mein Vater - in der Kantine.', hide: ['Mittags'], formEn: 'At lunchtime my father eats in the canteen.', tr: { ua: 'В обід мій батько їсть у їдальні.', de: 'Zur Mittagszeit geht mein Vater in die Kantine. (essen)', ru: 'В обед мой отец ест в столовой.', be: 'У абед мой бацька есць у сталоўцы.', tr: 'Babam öğlenleri kantinde yemek yer.', pl: 'W porze obiadowej mój tata je w stołówce.', es: 'A mediodía mi padre come en el comedor de la empresa.' }, correct: false },
    { formDe: 'Anfangs - war - alles - neu - für mich.', hide: ['Anfangs', 'neu'], formEn: 'At first everything was new to me.', tr: { ua: 'Спочатку все було для мене новим.', de: 'Am Anfang kannte ich hier nichts. (neu sein)', ru: 'Сначала всё было для меня новым.', be: 'Спачатку ўсё было для мяне новым.', tr: 'Başlangıçta her şey benim için yeniydi.', pl: 'Na początku wszystko było dla mnie nowe.', es: 'Al principio todo era nuevo para mí.' }, correct: false },
    { formDe: 'Glücklicherweise - hat - niemand - den Fehler - bemerkt.', hide: ['Glücklicherweise'], formEn: 'Luckily nobody noticed the mistake.', tr: { ua: 'На щастя, ніхто не помітив помилки.', de: 'Zum Glück hat keiner den Fehler gesehen. (bemerken)', ru: 'К счастью, никто не заметил ошибку.', be: 'На шчасце, ніхто не заўважыў памылкі.', tr: 'Neyse ki kimse hatayı fark etmedi.', pl: 'Na szczęście nikt nie zauważył błędu.', es: 'Por suerte, nadie notó el error.' }, correct: false },
    { formDe: 'Das Wetter - war - gestern - teilweise - sonnig.', hide: ['gestern', 'teilweise', 'sonnig'], formEn: 'Yesterday the weather was partly sunny.', tr: { ua: 'Учора погода була частково сонячна.', de: 'Gestern schien die Sonne nicht den ganzen Tag, nur manchmal.', ru: 'Вчера погода была частично солнечной.', be: 'Учора надвор’е было часткова сонечным.', tr: 'Dün hava kısmen güneşliydi.', pl: 'Wczoraj pogoda była częściowo słoneczna.', es: 'Ayer el tiempo estuvo parcialmente soleado.' }, correct: false },
    { formDe: 'Normalerweise - stehe - ich - um sieben Uhr - auf.', hide: ['Normalerweise'], formEn: 'Normally I get up at seven o’clock.', tr: { ua: 'Зазвичай я встаю о сьомій годині.', de: 'An einem normalen Tag: um sieben Uhr aus dem Bett. (aufstehen)', ru: 'Обычно я встаю в семь часов.', be: 'Звычайна я ўстаю а сёмай гадзіне.', tr: 'Normalde saat yedide kalkarım.', pl: 'Zwykle wstaję o siódmej.', es: 'Normalmente me levanto a las siete.' }, correct: false },
    { formDe: 'Möglicherweise - regnet - es - morgen.', hide: ['Möglicherweise', 'morgen'], formEn: 'It may rain tomorrow.', tr: { ua: 'Можливо, завтра буде дощ.', de: 'Vielleicht gibt es morgen Regen. (regnen)', ru: 'Возможно, завтра будет дождь.', be: 'Магчыма, заўтра будзе дождж.', tr: 'Yarın yağmur yağabilir.', pl: 'Możliwe, że jutro będzie padać.', es: 'Puede que llueva mañana.' }, correct: false },
    { formDe: 'Dummerweise - habe - ich - meinen Schlüssel - vergessen.', hide: ['Dummerweise'], formEn: 'Stupidly, I forgot my key.', tr: { ua: 'Як по-дурному: я забув свій ключ.', de: 'So ein Pech, und ich bin selbst schuld: Der Schlüssel liegt noch zu Hause. (vergessen)', ru: 'Как глупо: я забыл свой ключ.', be: 'Як па-дурному: я забыў свой ключ.', tr: 'Aptallık edip anahtarımı unuttum.', pl: 'Głupio wyszło, zapomniałem klucza.', es: 'Tontamente, se me olvidó la llave.' }, correct: false },
    { formDe: 'Überraschenderweise - hat - unsere Mannschaft - gewonnen.', hide: ['Überraschenderweise'], formEn: 'Surprisingly, our team won.', tr: { ua: 'На диво, наша команда перемогла.', de: 'Keiner hat es gedacht, aber unsere Mannschaft war die beste. (gewinnen)', ru: 'Как ни удивительно, наша команда выиграла.', be: 'На дзіва, наша каманда перамагла.', tr: 'Şaşırtıcı bir şekilde takımımız kazandı.', pl: 'Niespodziewanie nasza drużyna wygrała.', es: 'Sorprendentemente, nuestro equipo ganó.' }, correct: false },
    { formDe: 'Wir - renovieren - die Wohnung - schrittweise.', hide: ['schrittweise'], formEn: 'We are renovating the flat step by step.', tr: { ua: 'Ми ремонтуємо квартиру крок за кроком.', de: 'Nicht alles auf einmal: Wir machen die Wohnung Stück für Stück neu. (renovieren)', ru: 'Мы ремонтируем квартиру шаг за шагом.', be: 'Мы рамантуем кватэру крок за крокам.', tr: 'Daireyi adım adım yeniliyoruz.', pl: 'Remontujemy mieszkanie krok po kroku.', es: 'Reformamos el piso paso a paso.' }, correct: false },
    { formDe: 'Wir - kommen - wahrscheinlich - etwas später.', hide: ['wahrscheinlich'], formEn: 'We will probably come a little later.', tr: { ua: 'Ми, мабуть, прийдемо трохи пізніше.', de: 'Ich glaube, wir sind nicht ganz pünktlich. (kommen)', ru: 'Мы, наверное, придём немного позже.', be: 'Мы, напэўна, прыйдзем крыху пазней.', tr: 'Muhtemelen biraz geç geleceğiz.', pl: 'Prawdopodobnie przyjdziemy trochę później.', es: 'Probablemente lleguemos un poco más tarde.' }, correct: false },
    { formDe: 'Hoffentlich - scheint - morgen - die Sonne.', hide: ['Hoffentlich', 'morgen'], formEn: 'Hopefully the sun will shine tomorrow.', tr: { ua: 'Сподіваюся, завтра світитиме сонце.', de: 'Ich wünsche mir für morgen schönes Wetter mit Sonne. (scheinen)', ru: 'Надеюсь, завтра будет светить солнце.', be: 'Спадзяюся, заўтра будзе свяціць сонца.', tr: 'Umarım yarın güneş açar.', pl: 'Miejmy nadzieję, że jutro będzie świecić słońce.', es: 'Ojalá mañana salga el sol.' }, correct: false },
    { formDe: 'Endlich - sind - die Ferien - da!', hide: ['Endlich', 'da'], formEn: 'The holidays are finally here!', tr: { ua: 'Нарешті канікули!', de: 'Wir haben lange gewartet, jetzt beginnen die Ferien!', ru: 'Наконец-то каникулы!', be: 'Нарэшце канікулы!', tr: 'Sonunda tatil geldi!', pl: 'Nareszcie wakacje!', es: '¡Por fin llegaron las vacaciones!' }, correct: false },
    { formDe: 'Ich - habe - ihn - kürzlich - im Park - gesehen.', hide: ['kürzlich'], formEn: 'I saw him in the park recently.', tr: { ua: 'Я нещодавно бачив його в парку.', de: 'Vor ein paar Tagen habe ich ihn im Park getroffen. (sehen)', ru: 'Я недавно видел его в парке.', be: 'Я нядаўна бачыў яго ў парку.', tr: 'Onu geçenlerde parkta gördüm.', pl: 'Niedawno widziałem go w parku.', es: 'Hace poco lo vi en el parque.' }, correct: false },
    { formDe: 'Damals - wohnten - wir - in einem kleinen Dorf.', hide: ['Damals'], formEn: 'Back then we lived in a small village.', tr: { ua: 'Тоді ми жили в маленькому селі.', de: 'Früher war unser Zuhause ein kleines Dorf. (wohnen, Präteritum)', ru: 'Тогда мы жили в маленькой деревне.', be: 'Тады мы жылі ў маленькай вёсцы.', tr: 'O zamanlar küçük bir köyde yaşıyorduk.', pl: 'Wtedy mieszkaliśmy w małej wiosce.', es: 'En aquella época vivíamos en un pueblo pequeño.' }, correct: false },
    { formDe: 'Komm - bitte - schnell - hierher!', hide: ['bitte', 'schnell', 'hierher'], formEn: 'Please come here quickly!', tr: { ua: 'Іди сюди швидше, будь ласка!', de: 'Bitte einen Freund: Er soll schnell zu dir kommen. (du-Form)', ru: 'Иди сюда быстрее, пожалуйста!', be: 'Калі ласка, хутчэй ідзі сюды!', tr: 'Lütfen çabuk buraya gel!', pl: 'Chodź tu szybko, proszę!', es: '¡Ven aquí rápido, por favor!' }, correct: false },
    { formDe: 'Dort - drüben - ist - die Bushaltestelle.', hide: ['Dort'], formEn: 'The bus stop is over there.', tr: { ua: 'Зупинка он там.', de: 'Nicht hier, sondern da hinten auf der anderen Seite hält der Bus.', ru: 'Остановка вон там.', be: 'Прыпынак вунь там.', tr: 'Otobüs durağı orada, karşıda.', pl: 'Przystanek autobusowy jest tam.', es: 'La parada de autobús está allí.' }, correct: false },
    { formDe: 'Die Kinder - spielen - draußen - im Garten.', hide: ['draußen'], formEn: 'The children are playing outside in the garden.', tr: { ua: 'Діти граються надворі в саду.', de: 'Die Kinder sind nicht im Haus, sie sind im Garten. (spielen)', ru: 'Дети играют на улице в саду.', be: 'Дзеці гуляюць на дварэ ў садзе.', tr: 'Çocuklar dışarıda bahçede oynuyor.', pl: 'Dzieci bawią się na dworze w ogrodzie.', es: 'Los niños juegan fuera, en el jardín.' }, correct: false },
    { formDe: 'Ich - warte - unten - vor dem Haus.', hide: ['unten'], formEn: 'I’ll wait downstairs in front of the house.', tr: { ua: 'Я чекатиму внизу перед будинком.', de: 'Ich gehe nach unten und stehe vor dem Haus. (warten)', ru: 'Я подожду внизу перед домом.', be: 'Я пачакаю ўнізе перад домам.', tr: 'Aşağıda, evin önünde bekleyeceğim.', pl: 'Poczekam na dole przed domem.', es: 'Espero abajo, delante de la casa.' }, correct: false },
    { formDe: 'Mein Opa - liest - gern - Zeitung.', hide: ['gern'], formEn: 'My grandpa likes reading the newspaper.', tr: { ua: 'Мій дідусь любить читати газету.', de: 'Die Zeitung macht meinem Opa viel Spaß. (lesen)', ru: 'Мой дедушка любит читать газету.', be: 'Мой дзядуля любіць чытаць газету.', tr: 'Dedem gazete okumayı sever.', pl: 'Mój dziadek lubi czytać gazetę.', es: 'A mi abuelo le gusta leer el periódico.' }, correct: false },
    { formDe: 'Ich - trinke - lieber - Tee - als Kaffee.', hide: ['lieber'], formEn: 'I prefer tea to coffee.', tr: { ua: 'Я більше люблю чай, ніж каву.', de: 'Tee mag ich mehr als Kaffee. (trinken)', ru: 'Я больше люблю чай, чем кофе.', be: 'Я больш люблю гарбату, чым каву.', tr: 'Çayı kahveye tercih ederim.', pl: 'Wolę herbatę od kawy.', es: 'Prefiero el té al café.' }, correct: false },
    { formDe: 'Am liebsten - spielt - mein Sohn - Fußball.', hide: ['Am liebsten'], formEn: 'Most of all my son likes playing football.', tr: { ua: 'Найбільше мій син любить грати у футбол.', de: 'Fußball ist der Lieblingssport meines Sohnes. (spielen)', ru: 'Больше всего мой сын любит играть в футбол.', be: 'Больш за ўсё мой сын любіць гуляць у футбол.', tr: 'Oğlum en çok futbol oynamayı sever.', pl: 'Mój syn najbardziej lubi grać w piłkę nożną.', es: 'Lo que más le gusta a mi hijo es jugar al fútbol.' }, correct: false },
    { formDe: 'Anna - läuft - schneller - als ihr Bruder.', hide: ['schneller'], formEn: 'Anna runs faster than her brother.', tr: { ua: 'Анна бігає швидше, ніж її брат.', de: 'Anna und ihr Bruder laufen um die Wette – Anna gewinnt.', ru: 'Анна бегает быстрее своего брата.', be: 'Анна бегае хутчэй за свайго брата.', tr: 'Anna erkek kardeşinden daha hızlı koşuyor.', pl: 'Anna biega szybciej niż jej brat.', es: 'Anna corre más rápido que su hermano.' }, correct: false },
    { formDe: 'Auf der Party - hat - Paul - am meisten - getanzt.', hide: ['am meisten'], formEn: 'Paul danced the most at the party.', tr: { ua: 'На вечірці Пауль танцював найбільше.', de: 'Auf der Party war keiner so oft auf der Tanzfläche wie Paul. (tanzen)', ru: 'На вечеринке Пауль танцевал больше всех.', be: 'На вечарыне Пауль танцаваў больш за ўсіх.', tr: 'Partide en çok Paul dans etti.', pl: 'Na imprezie Paul tańczył najwięcej.', es: 'En la fiesta, Paul fue el que más bailó.' }, correct: false },
  ],
};

export default lesson;
