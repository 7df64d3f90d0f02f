import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'word-order',
  order: 9,
  title: { en: 'Word Order in Complex Sentences', ua: 'Порядок слів у складних реченнях', de: 'Wortstellung in komplexen Sätzen', ru: 'Порядок слов в сложных предложениях', be: 'Парадак слоў у складаных сказах', tr: 'Karmaşık cümlelerde sözcük sırası', pl: 'Szyk wyrazów w zdaniach złożonych', es: 'El orden de las palabras en oraciones complejas' },
  descr: { en: 'Put the verb in the right place: second in main clauses, last in subordinate clauses, and order time, reason, manner and place.', ua: 'Ставте дієслово на правильне місце: друге в головному реченні, останнє в підрядному; упорядковуйте час, причину, спосіб і місце.', de: 'Das Verb an die richtige Stelle setzen: Position 2 im Hauptsatz, am Ende im Nebensatz; dazu die Reihenfolge Zeit, Grund, Art und Weise, Ort.', ru: 'Ставьте глагол на правильное место: второе в главном предложении, последнее в придаточном; соблюдайте порядок: время, причина, образ действия, место.', be: 'Стаўце дзеяслоў на правільнае месца: другое ў галоўным сказе, апошняе ў даданым; захоўвайце парадак: час, прычына, спосаб, месца.', tr: 'Fiili doğru yere koyun: ana cümlede ikinci, yan cümlede son sıraya; zaman, neden, tarz ve yer sırasını da uygulayın.', pl: 'Stawiaj czasownik we właściwym miejscu: na drugim w zdaniu głównym, na końcu w podrzędnym; zachowuj kolejność: czas, przyczyna, sposób, miejsce.', es: 'Coloca el verbo en su sitio: en segunda posición en la oración principal, al final en la subordinada, y ordena tiempo, causa, modo y lugar.' },
  rules: [
    {
      heading: 'Main clauses: the conjugated verb is in position 2',
      paragraphs: [
        'In a German statement the conjugated verb is always the second element. Position 1 is often the subject, but it does not have to be. An element can be one word (ich) or a group of words (meine kleine Schwester).',
        'All other verb parts go to the very end of the clause: the infinitive after a modal verb, the Partizip II in the Perfekt, the separable particle. Together with the conjugated verb they form a bracket around the rest of the sentence (the Satzklammer).',
      ],
      examples: [
        { de: 'Ich lerne jeden Abend Deutsch.', tr: 'I study German every evening.' },
        { de: 'Ich habe gestern Abend Deutsch gelernt.', tr: 'I studied German yesterday evening.' },
        { de: 'Wir müssen morgen sehr früh aufstehen.', tr: 'We have to get up very early tomorrow.' },
        { de: 'Der Kurs fängt um neun Uhr an.', tr: 'The course starts at nine o\u2019clock.' },
      ],
      table: {
        caption: 'The verb bracket in main clauses',
        head: ['Position 1', 'Verb (position 2)', 'Middle', 'End'],
        rows: [
          ['Ich', 'lerne', 'jeden Abend Deutsch.', '—'],
          ['Ich', 'habe', 'gestern Abend Deutsch', 'gelernt.'],
          ['Wir', 'müssen', 'morgen sehr früh', 'aufstehen.'],
          ['Der Kurs', 'fängt', 'um neun Uhr', 'an.'],
        ],
      },
    },
    {
      heading: 'Inversion: another element in position 1',
      paragraphs: [
        'You can start a sentence with a time, a place, an object or a word like leider, dann, deshalb or trotzdem. The verb still stays in position 2, so the subject moves behind the verb. This is called inversion.',
        'Only one element may stand before the verb. Heute ich gehe ins Kino is wrong: it must be Heute gehe ich ins Kino.',
      ],
      examples: [
        { de: 'Heute gehe ich ins Kino.', tr: 'Today I am going to the cinema.' },
        { de: 'Am Wochenende besuchen wir unsere Oma.', tr: 'At the weekend we are visiting our grandma.' },
        { de: 'Leider habe ich keine Zeit.', tr: 'Unfortunately I have no time.' },
        { de: 'Den Film habe ich schon gesehen.', tr: 'I have already seen that film.' },
      ],
      table: {
        caption: 'The same sentence with different starts',
        head: ['Position 1', 'Verb', 'Rest'],
        rows: [
          ['Ich', 'gehe', 'heute ins Kino.'],
          ['Heute', 'gehe', 'ich ins Kino.'],
          ['Ins Kino', 'gehe', 'ich heute.'],
        ],
      },
    },
    {
      heading: 'Subordinate clauses: the conjugated verb goes to the end',
      paragraphs: [
        'A subordinate clause starts with a conjunction such as weil, dass, wenn, ob, obwohl, als, bevor or sobald, or with a question word (wann, wo, warum …). In it, the conjugated verb moves to the very end. A comma always separates it from the main clause.',
        'If there are two verbs, the conjugated verb comes last: …, weil ich arbeiten muss. / …, dass er schon gegangen ist. A separable verb is written as one word: …, wenn der Zug ankommt.',
        'A subordinate clause can also come first. Then the whole clause is position 1, and the main clause starts with its verb: verb, comma, verb.',
      ],
      examples: [
        { de: 'Ich bleibe heute zu Hause, weil ich Kopfschmerzen habe.', tr: 'I am staying at home today because I have a headache.' },
        { de: 'Ich weiß, dass du morgen Zeit hast.', tr: 'I know that you have time tomorrow.' },
        { de: 'Er fragt, ob der Zug pünktlich ankommt.', tr: 'He asks whether the train arrives on time.' },
        { de: 'Wenn es regnet, fahren wir mit dem Bus.', tr: 'If it rains, we take the bus.' },
      ],
      table: {
        caption: 'Main clause and subordinate clause',
        head: ['Main clause', 'Conjunction', 'Middle', 'Verb (end)'],
        rows: [
          ['Ich bleibe zu Hause,', 'weil', 'ich krank', 'bin.'],
          ['Er sagt,', 'dass', 'er morgen keine Zeit', 'hat.'],
          ['Ich weiß nicht,', 'ob', 'ich heute kommen', 'kann.'],
        ],
      },
    },
    {
      heading: 'Joining two clauses: und, aber, oder, denn, sondern vs. weil, dass',
      paragraphs: [
        'und, aber, oder, denn and sondern join two main clauses. They stand in "position 0": they do not count as an element, so after them the word order is normal, with the verb in position 2.',
        'denn and weil both mean "because". After denn the verb stays in position 2; after weil it goes to the end. The same difference exists between aber/und and subordinating conjunctions like dass, obwohl or wenn.',
        'After the conjunction in position 0 you can still start with another element, and then inversion follows: …, aber morgen habe ich frei.',
      ],
      examples: [
        { de: 'Ich trinke Kaffee und mein Mann trinkt Tee.', tr: 'I drink coffee and my husband drinks tea.' },
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', tr: 'I am tired, but I am still going shopping.' },
        { de: 'Er lernt viel, denn er hat bald eine Prüfung.', tr: 'He studies a lot, because he has an exam soon.' },
        { de: 'Er lernt viel, weil er bald eine Prüfung hat.', tr: 'He studies a lot because he has an exam soon.' },
      ],
      table: {
        caption: 'Two kinds of conjunctions',
        head: ['Conjunctions', 'Type', 'Verb position', 'Example'],
        rows: [
          ['und, aber, oder, denn, sondern', 'join main clauses (position 0)', 'position 2', 'Ich bleibe zu Hause, denn ich bin krank.'],
          ['weil, dass, wenn, ob, obwohl, als, bevor', 'start a subordinate clause', 'end', 'Ich bleibe zu Hause, weil ich krank bin.'],
        ],
      },
    },
    {
      heading: 'TeKaMoLo: the order of time, cause, manner and place',
      paragraphs: [
        'When several details follow the verb, they usually come in this order: Temporal (when?), Kausal (why?), Modal (how?), Lokal (where? where to?). The short name TeKaMoLo helps you remember it.',
        'You do not need all four. The ones you use keep this order. Any one of them can also move to position 1, and then the verb comes right after it.',
      ],
      examples: [
        { de: 'Ich fahre morgen wegen des Regens mit dem Bus zur Arbeit.', tr: 'Tomorrow I am taking the bus to work because of the rain.' },
        { de: 'Wir sind gestern mit dem Zug nach Köln gefahren.', tr: 'Yesterday we went to Cologne by train.' },
        { de: 'Sie lernt am Montag wegen der Prüfung allein in der Bibliothek.', tr: 'On Monday she is studying alone in the library because of the exam.' },
        { de: 'Morgen fahre ich mit dem Bus zur Arbeit.', tr: 'Tomorrow I am taking the bus to work.' },
      ],
      table: {
        caption: 'TeKaMoLo',
        head: ['Te – when?', 'Ka – why?', 'Mo – how?', 'Lo – where?'],
        rows: [
          ['morgen', 'wegen des Regens', 'mit dem Bus', 'zur Arbeit'],
          ['am Montag', 'wegen der Prüfung', 'allein', 'in der Bibliothek'],
          ['gestern', 'aus Neugier', 'zu Fuß', 'in die Stadt'],
        ],
      },
    },
    {
      heading: 'The position of nicht',
      paragraphs: [
        'To negate the whole sentence, put nicht as far back as possible: after the objects and after expressions of time, but before the second verb part (infinitive, Partizip II, separable particle), before a place or direction, and before an adjective or noun after sein.',
        'To negate only one part of the sentence, put nicht directly in front of that part. Often sondern follows with the correct information.',
        'Nouns with ein or without an article are negated with kein, not with nicht: Ich habe keine Zeit.',
      ],
      examples: [
        { de: 'Ich verstehe die Frage nicht.', tr: 'I do not understand the question.' },
        { de: 'Ich habe das Buch nicht gelesen.', tr: 'I have not read the book.' },
        { de: 'Wir fahren nicht nach Berlin, sondern nach Dresden.', tr: 'We are not going to Berlin but to Dresden.' },
      ],
      table: {
        caption: 'Where nicht goes',
        head: ['Rule', 'Example'],
        rows: [
          ['after the object', 'Ich kenne den Mann nicht.'],
          ['after a time expression', 'Er kommt heute nicht.'],
          ['before the infinitive or Partizip II', 'Ich kann heute nicht kommen.'],
          ['before the separable particle', 'Ich rufe ihn nicht an.'],
          ['before a place or direction', 'Sie wohnt nicht in Berlin.'],
          ['before an adjective after sein', 'Das Essen ist nicht teuer.'],
          ['before the part you contrast', 'Nicht ich, sondern mein Bruder hat angerufen.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Morgen - fahre - ich - mit dem Zug - nach Berlin.', hide: ['fahre'], formEn: 'Tomorrow I am going to Berlin by train.', tr: { ua: 'Завтра я їду потягом до Берліна.', de: 'Meine Reise morgen: mit der Bahn nach Berlin. (fahren)', ru: 'Завтра я еду на поезде в Берлин.', be: 'Заўтра я еду цягніком у Берлін.', tr: 'Yarın trenle Berlin’e gidiyorum.', pl: 'Jutro jadę pociągiem do Berlina.', es: 'Mañana voy a Berlín en tren.' }, correct: false },
    { formDe: 'Am Wochenende - besuchen - wir - unsere Großeltern.', hide: ['besuchen'], formEn: 'At the weekend we are visiting our grandparents.', tr: { ua: 'На вихідних ми відвідуємо бабусю й дідуся.', de: 'Samstag und Sonntag sind wir bei Oma und Opa. (besuchen)', ru: 'На выходных мы навещаем бабушку и дедушку.', be: 'На выхадных мы наведваем бабулю і дзядулю.', tr: 'Hafta sonu büyükannemizle büyükbabamızı ziyaret ediyoruz.', pl: 'W weekend odwiedzamy dziadków.', es: 'El fin de semana visitamos a nuestros abuelos.' }, correct: false },
    { formDe: 'Heute Abend - kocht - mein Vater - für die ganze Familie.', hide: ['kocht'], formEn: 'Tonight my father is cooking for the whole family.', tr: { ua: 'Сьогодні ввечері мій тато готує для всієї родини.', de: 'Heute Abend steht Papa am Herd, und alle essen mit. (kochen)', ru: 'Сегодня вечером мой папа готовит для всей семьи.', be: 'Сёння ўвечары мой тата гатуе для ўсёй сям’і.', tr: 'Bu akşam babam bütün aile için yemek pişiriyor.', pl: 'Dziś wieczorem mój tata gotuje dla całej rodziny.', es: 'Esta noche mi padre cocina para toda la familia.' }, correct: false },
    { formDe: 'Im Sommer - fliegen - meine Freunde - nach Spanien.', hide: ['fliegen'], formEn: 'In the summer my friends are flying to Spain.', tr: { ua: 'Улітку мої друзі летять до Іспанії.', de: 'Im Sommer geht es für meine Freunde mit dem Flugzeug nach Spanien. (fliegen)', ru: 'Летом мои друзья летят в Испанию.', be: 'Улетку мае сябры ляцяць у Іспанію.', tr: 'Yazın arkadaşlarım İspanya’ya uçuyor.', pl: 'Latem moi przyjaciele lecą do Hiszpanii.', es: 'En verano mis amigos vuelan a España.' }, correct: false },
    { formDe: 'Leider - habe - ich - keine Zeit - für einen Kaffee.', hide: ['habe'], formEn: 'Unfortunately I have no time for a coffee.', tr: { ua: 'На жаль, у мене немає часу на каву.', de: 'Schade, ich muss weiter, ein Kaffee geht heute nicht. (Zeit haben)', ru: 'К сожалению, у меня нет времени на кофе.', be: 'На жаль, у мяне няма часу на каву.', tr: 'Maalesef bir kahve için vaktim yok.', pl: 'Niestety nie mam czasu na kawę.', es: 'Lo siento, no tengo tiempo para un café.' }, correct: false },
    { formDe: 'Nach der Arbeit - gehe - ich - oft - ins Schwimmbad.', hide: ['gehe'], formEn: 'After work I often go to the swimming pool.', tr: { ua: 'Після роботи я часто ходжу в басейн.', de: 'Nach Feierabend bin ich oft beim Schwimmen. (gehen)', ru: 'После работы я часто хожу в бассейн.', be: 'Пасля працы я часта хаджу ў басейн.', tr: 'İşten sonra sık sık yüzme havuzuna giderim.', pl: 'Po pracy często chodzę na basen.', es: 'Después del trabajo voy a menudo a la piscina.' }, correct: false },
    { formDe: 'Morgen - beginnt - der Unterricht - um acht Uhr.', hide: ['beginnt'], formEn: 'Tomorrow lessons start at eight o\u2019clock.', tr: { ua: 'Завтра уроки починаються о восьмій годині.', de: 'Morgen ist Schulbeginn um acht. (beginnen)', ru: 'Завтра уроки начинаются в восемь часов.', be: 'Заўтра ўрокі пачынаюцца а восьмай гадзіне.', tr: 'Yarın dersler saat sekizde başlıyor.', pl: 'Jutro lekcje zaczynają się o ósmej.', es: 'Mañana las clases empiezan a las ocho.' }, correct: false },
    { formDe: 'Am Montag - schreiben - die Schüler - einen Test.', hide: ['schreiben'], formEn: 'On Monday the pupils are writing a test.', tr: { ua: 'У понеділок учні пишуть контрольну.', de: 'Am Montag gibt es in der Klasse eine Prüfung. (schreiben)', ru: 'В понедельник ученики пишут контрольную.', be: 'У панядзелак вучні пішуць кантрольную.', tr: 'Pazartesi öğrenciler sınav oluyor.', pl: 'W poniedziałek uczniowie piszą sprawdzian.', es: 'El lunes los alumnos hacen un examen.' }, correct: false },
    { formDe: 'Abends - liest - mein Großvater - gern - die Zeitung.', hide: ['liest'], formEn: 'In the evenings my grandfather likes reading the newspaper.', tr: { ua: 'Вечорами мій дідусь любить читати газету.', de: 'Am Abend sitzt Opa mit der Zeitung im Sessel, das mag er. (lesen)', ru: 'По вечерам мой дедушка любит читать газету.', be: 'Вечарамі мой дзядуля любіць чытаць газету.', tr: 'Büyükbabam akşamları gazete okumayı sever.', pl: 'Wieczorami mój dziadek lubi czytać gazetę.', es: 'Por la noche a mi abuelo le gusta leer el periódico.' }, correct: false },
    { formDe: 'Paul geht heute nicht zur Schule, - weil - er - Fieber - hat.', hide: ['hat'], formEn: 'Paul is not going to school today because he has a temperature.', tr: { ua: 'Пауль сьогодні не йде до школи, бо в нього температура.', de: 'Paul bleibt heute zu Hause, er ist krank und sein Kopf ist heiß. (weil)', ru: 'Пауль сегодня не идёт в школу, потому что у него температура.', be: 'Паўль сёння не ідзе ў школу, бо ў яго тэмпература.', tr: 'Paul bugün okula gitmiyor, çünkü ateşi var.', pl: 'Paul nie idzie dziś do szkoły, bo ma gorączkę.', es: 'Paul no va hoy al colegio porque tiene fiebre.' }, correct: false },
    { formDe: 'Meine Kollegin sagt, - dass - sie - morgen - keine Zeit - hat.', hide: ['hat'], formEn: 'My colleague says that she has no time tomorrow.', tr: { ua: 'Моя колега каже, що завтра в неї немає часу.', de: 'Meine Kollegin ist morgen beschäftigt, das erzählt sie. (dass)', ru: 'Моя коллега говорит, что завтра у неё нет времени.', be: 'Мая калега кажа, што заўтра ў яе няма часу.', tr: 'İş arkadaşım yarın vakti olmadığını söylüyor.', pl: 'Moja koleżanka z pracy mówi, że jutro nie ma czasu.', es: 'Mi compañera dice que mañana no tiene tiempo.' }, correct: false },
    { formDe: 'Ich weiß nicht, - ob - der Laden - heute - offen - ist.', hide: ['ist'], formEn: 'I do not know whether the shop is open today.', tr: { ua: 'Я не знаю, чи магазин сьогодні відчинений.', de: 'Kann man heute im Laden einkaufen? Das ist mir unklar. (ob)', ru: 'Я не знаю, открыт ли магазин сегодня.', be: 'Я не ведаю, ці адчынена сёння крама.', tr: 'Dükkânın bugün açık olup olmadığını bilmiyorum.', pl: 'Nie wiem, czy sklep jest dziś otwarty.', es: 'No sé si la tienda está abierta hoy.' }, correct: false },
    { formDe: 'Es ist wichtig, - dass - du - pünktlich - kommst.', hide: ['kommst'], formEn: 'It is important that you come on time.', tr: { ua: 'Важливо, щоб ти прийшов вчасно.', de: 'Bitte nicht zu spät kommen, das ist wichtig! (dass)', ru: 'Важно, чтобы ты пришёл вовремя.', be: 'Важна, каб ты прыйшоў своечасова.', tr: 'Zamanında gelmen önemli.', pl: 'Ważne, żebyś przyszedł punktualnie.', es: 'Es importante que llegues puntual.' }, correct: false },
    { formDe: 'Ich hoffe, - dass - ihr - am Samstag - zu meiner Party - kommt.', hide: ['kommt'], formEn: 'I hope that you will come to my party on Saturday.', tr: { ua: 'Сподіваюся, що ви (усі) прийдете на мою вечірку в суботу.', de: 'Am Samstag feiere ich und möchte euch gern als Gäste haben. (hoffen, dass)', ru: 'Надеюсь, что вы (все) придёте на мою вечеринку в субботу.', be: 'Спадзяюся, што вы (усе) прыйдзеце на маю вечарыну ў суботу.', tr: 'Umarım cumartesi partime gelirsiniz.', pl: 'Mam nadzieję, że przyjdziecie w sobotę na moją imprezę.', es: 'Espero que vengáis a mi fiesta el sábado.' }, correct: false },
    { formDe: 'Der Arzt - sagt, - dass - ich - mehr Wasser - trinken - soll.', hide: ['sagt', 'soll'], formEn: 'The doctor says that I should drink more water.', tr: { ua: 'Лікар каже, що мені слід пити більше води.', de: 'Rat vom Arzt: mehr Wasser für mich! (dass, sollen)', ru: 'Врач говорит, что мне следует пить больше воды.', be: 'Лекар кажа, што мне трэба піць больш вады.', tr: 'Doktor daha çok su içmem gerektiğini söylüyor.', pl: 'Lekarz mówi, że powinienem pić więcej wody.', es: 'El médico dice que debo beber más agua.' }, correct: false },
    { formDe: 'Ich glaube, - dass - das Museum - montags - geschlossen - ist.', hide: ['ist'], formEn: 'I think that the museum is closed on Mondays.', tr: { ua: 'Думаю, що музей по понеділках зачинений.', de: 'Meine Vermutung: Am Montag kann man nicht ins Museum. (glauben, dass)', ru: 'Думаю, что музей по понедельникам закрыт.', be: 'Думаю, што музей па панядзелках зачынены.', tr: 'Sanırım müze pazartesileri kapalı.', pl: 'Myślę, że muzeum jest w poniedziałki zamknięte.', es: 'Creo que el museo cierra los lunes.' }, correct: false },
    { formDe: 'Ich - rufe - dich - an, - sobald - ich - zu Hause - bin.', hide: ['rufe', 'an', 'bin'], formEn: 'I will call you as soon as I am home.', tr: { ua: 'Я подзвоню тобі, щойно буду вдома.', de: 'Erst nach Hause kommen, dann gleich telefonieren. (anrufen, sobald)', ru: 'Я позвоню тебе, как только буду дома.', be: 'Я патэлефаную табе, як толькі буду дома.', tr: 'Eve varır varmaz seni ararım.', pl: 'Zadzwonię do ciebie, jak tylko będę w domu.', es: 'Te llamo en cuanto llegue a casa.' }, correct: false },
    { formDe: 'Wenn - es - morgen - regnet, - bleiben - wir - zu Hause.', hide: ['regnet', 'bleiben'], formEn: 'If it rains tomorrow, we will stay at home.', tr: { ua: 'Якщо завтра буде дощ, ми залишимося вдома.', de: 'Bei Regen morgen gehen wir nicht raus. (wenn, regnen)', ru: 'Если завтра будет дождь, мы останемся дома.', be: 'Калі заўтра будзе дождж, мы застанемся дома.', tr: 'Yarın yağmur yağarsa evde kalırız.', pl: 'Jeśli jutro będzie padać, zostaniemy w domu.', es: 'Si mañana llueve, nos quedamos en casa.' }, correct: false },
    { formDe: 'Weil - der Bus - Verspätung - hatte, - kam - ich - zu spät zur Arbeit.', hide: ['hatte', 'kam'], formEn: 'Because the bus was late, I was late for work.', tr: { ua: 'Оскільки автобус запізнився, я запізнився на роботу.', de: 'Der Bus kam nicht pünktlich, darum war ich nicht pünktlich im Büro. (weil, Nebensatz am Anfang)', ru: 'Так как автобус опоздал, я опоздал на работу.', be: 'Паколькі аўтобус спазніўся, я спазніўся на працу.', tr: 'Otobüs geciktiği için işe geç kaldım.', pl: 'Ponieważ autobus się spóźnił, spóźniłem się do pracy.', es: 'Como el autobús se retrasó, llegué tarde al trabajo.' }, correct: false },
    { formDe: 'Obwohl - er - müde - war, - hat - er - bis zehn Uhr - gearbeitet.', hide: ['war', 'hat', 'gearbeitet'], formEn: 'Although he was tired, he worked until ten o\u2019clock.', tr: { ua: 'Хоча він був утомлений, він працював до десятої години.', de: 'Er war müde, aber trotzdem bis zehn im Büro. (obwohl, Perfekt)', ru: 'Хотя он устал, он работал до десяти часов.', be: 'Хоць ён стаміўся, ён працаваў да дзясятай гадзіны.', tr: 'Yorgun olmasına rağmen saat ona kadar çalıştı.', pl: 'Chociaż był zmęczony, pracował do dziesiątej.', es: 'Aunque estaba cansado, trabajó hasta las diez.' }, correct: false },
    { formDe: 'Sie - lernt - Deutsch, - denn - sie - möchte - in Wien - arbeiten.', hide: ['lernt', 'möchte', 'arbeiten'], formEn: 'She is learning German, because she wants to work in Vienna.', tr: { ua: 'Вона вчить німецьку, бо хоче працювати у Відні.', de: 'Ihr Ziel ist eine Arbeit in Wien, darum lernt sie die Sprache. (denn)', ru: 'Она учит немецкий, потому что хочет работать в Вене.', be: 'Яна вучыць нямецкую, бо хоча працаваць у Вене.', tr: 'Almanca öğreniyor, çünkü Viyana’da çalışmak istiyor.', pl: 'Uczy się niemieckiego, bo chce pracować w Wiedniu.', es: 'Aprende alemán porque quiere trabajar en Viena.' }, correct: false },
    { formDe: 'Wir können heute nicht kommen, - denn - unser Sohn - ist - krank.', hide: ['ist'], formEn: 'We cannot come today, because our son is ill.', tr: { ua: 'Ми не можемо сьогодні прийти, бо наш син захворів.', de: 'Unser Kind ist krank, deshalb bleiben wir heute weg. (denn)', ru: 'Мы не можем сегодня прийти, потому что наш сын болеет.', be: 'Мы не можам сёння прыйсці, бо наш сын хворы.', tr: 'Bugün gelemiyoruz, çünkü oğlumuz hasta.', pl: 'Nie możemy dziś przyjść, bo nasz syn jest chory.', es: 'Hoy no podemos ir porque nuestro hijo está enfermo.' }, correct: false },
    { formDe: 'Anna - arbeitet - heute, - aber - morgen - hat - sie - frei.', hide: ['arbeitet', 'hat'], formEn: 'Anna is working today, but tomorrow she has the day off.', tr: { ua: 'Анна сьогодні працює, але завтра в неї вихідний.', de: 'Heute ist für Anna ein Arbeitstag, morgen nicht. (aber, frei haben)', ru: 'Анна сегодня работает, но завтра у неё выходной.', be: 'Анна сёння працуе, але заўтра ў яе выхадны.', tr: 'Anna bugün çalışıyor ama yarın izinli.', pl: 'Anna dziś pracuje, ale jutro ma wolne.', es: 'Anna trabaja hoy, pero mañana tiene el día libre.' }, correct: false },
    { formDe: 'Ich - trinke - Tee - und - mein Bruder - trinkt - Kaffee.', hide: ['trinke'], formEn: 'I drink tea and my brother drinks coffee.', tr: { ua: 'Я п’ю чай, а мій брат п’є каву.', de: 'Bei uns trinkt jeder etwas anderes: ich Tee, mein Bruder Kaffee. (und)', ru: 'Я пью чай, а мой брат пьёт кофе.', be: 'Я п’ю чай, а мой брат п’е каву.', tr: 'Ben çay içiyorum, erkek kardeşim de kahve içiyor.', pl: 'Ja piję herbatę, a mój brat pije kawę.', es: 'Yo bebo té y mi hermano bebe café.' }, correct: false },
    { formDe: 'Wir - gehen - nicht - ins Kino, - sondern - wir - bleiben - zu Hause.', hide: ['gehen', 'bleiben'], formEn: 'We are not going to the cinema; instead we are staying at home.', tr: { ua: 'Ми не йдемо в кіно, а залишаємося вдома.', de: 'Heute kein Kino für uns, der Abend ist auf dem Sofa. (sondern, bleiben)', ru: 'Мы не идём в кино, а остаёмся дома.', be: 'Мы не ідзём у кіно, а застаёмся дома.', tr: 'Sinemaya gitmiyoruz, onun yerine evde kalıyoruz.', pl: 'Nie idziemy do kina, tylko zostajemy w domu.', es: 'No vamos al cine, sino que nos quedamos en casa.' }, correct: false },
    { formDe: 'Wir - fahren - ans Meer - oder - wir - bleiben - in der Stadt.', hide: ['fahren'], formEn: 'We will go to the seaside or we will stay in town.', tr: { ua: 'Ми поїдемо на море або залишимося в місті.', de: 'Zwei Pläne für den Urlaub: Strand oder Stadt. (fahren, bleiben)', ru: 'Мы поедем на море или останемся в городе.', be: 'Мы паедзем на мора або застанемся ў горадзе.', tr: 'Ya denize gideceğiz ya da şehirde kalacağız.', pl: 'Pojedziemy nad morze albo zostaniemy w mieście.', es: 'Iremos a la playa o nos quedaremos en la ciudad.' }, correct: false },
    { formDe: 'Ich - kaufe - das Kleid - nicht, - weil - es - zu teuer - ist.', hide: ['kaufe', 'ist'], formEn: 'I am not buying the dress because it is too expensive.', tr: { ua: 'Я не купую цю сукню, бо вона надто дорога.', de: 'Das Kleid kostet zu viel Geld, darum bleibt es im Laden. (weil, kaufen)', ru: 'Я не покупаю это платье, потому что оно слишком дорогое.', be: 'Я не купляю гэту сукенку, бо яна занадта дарагая.', tr: 'Elbiseyi almıyorum, çünkü çok pahalı.', pl: 'Nie kupuję tej sukienki, bo jest za droga.', es: 'No compro el vestido porque es demasiado caro.' }, correct: false },
    { formDe: 'Sie - hat - heute - keine Lust, - weil - das Wetter - so schlecht - ist.', hide: ['hat', 'ist'], formEn: 'She does not feel like it today because the weather is so bad.', tr: { ua: 'Їй сьогодні нічого не хочеться, бо погода така погана.', de: 'Draußen Regen und Wind, deshalb ist sie heute ohne Motivation. (weil, keine Lust haben)', ru: 'Ей сегодня ничего не хочется, потому что погода такая плохая.', be: 'Ёй сёння нічога не хочацца, бо надвор’е такое дрэннае.', tr: 'Bugün hiç canı istemiyor, çünkü hava çok kötü.', pl: 'Nie ma dziś ochoty, bo pogoda jest taka zła.', es: 'Hoy no tiene ganas porque hace muy mal tiempo.' }, correct: false },
    { formDe: 'Wir - fahren - am Freitag - wegen des Streiks - mit dem Auto - ins Büro.', hide: ['fahren'], formEn: 'On Friday we are driving to the office because of the strike.', tr: { ua: 'У п’ятницю через страйк ми їдемо в офіс машиною.', de: 'Am Freitag fahren keine Busse und Bahnen, also nehmen wir das Auto ins Büro. (wegen, Genitiv)', ru: 'В пятницу из-за забастовки мы едем в офис на машине.', be: 'У пятніцу праз забастоўку мы едзем у офіс на машыне.', tr: 'Cuma günü grev yüzünden ofise arabayla gidiyoruz.', pl: 'W piątek z powodu strajku jedziemy do biura samochodem.', es: 'El viernes vamos a la oficina en coche por la huelga.' }, correct: false },
    { formDe: 'Wir - sind - gestern - mit dem Auto - nach Hamburg - gefahren.', hide: ['sind', 'gefahren'], formEn: 'Yesterday we drove to Hamburg.', tr: { ua: 'Учора ми їздили машиною до Гамбурга.', de: 'Gestern waren wir mit dem Auto in Hamburg. (fahren, Perfekt)', ru: 'Вчера мы ездили на машине в Гамбург.', be: 'Учора мы ездзілі на машыне ў Гамбург.', tr: 'Dün arabayla Hamburg’a gittik.', pl: 'Wczoraj pojechaliśmy samochodem do Hamburga.', es: 'Ayer fuimos en coche a Hamburgo.' }, correct: false },
    { formDe: 'Sie - fährt - jeden Tag - mit dem Fahrrad - zur Uni.', hide: ['fährt'], formEn: 'She cycles to university every day.', tr: { ua: 'Вона щодня їздить до університету на велосипеді.', de: 'Ihr täglicher Weg zur Uni: mit dem Rad. (fahren)', ru: 'Она каждый день ездит в университет на велосипеде.', be: 'Яна кожны дзень ездзіць ва ўніверсітэт на ровары.', tr: 'Her gün üniversiteye bisikletle gidiyor.', pl: 'Codziennie jeździ na uczelnię rowerem.', es: 'Va a la universidad en bici todos los días.' }, correct: false },
    { formDe: 'Mein Chef - fliegt - nächste Woche - geschäftlich - nach Frankfurt.', hide: ['fliegt'], formEn: 'My boss is flying to Frankfurt on business next week.', tr: { ua: 'Наступного тижня мій начальник летить у відрядження до Франкфурта.', de: 'Mein Chef hat nächste Woche eine Dienstreise mit dem Flugzeug nach Frankfurt. (fliegen)', ru: 'На следующей неделе мой начальник летит в командировку во Франкфурт.', be: 'На наступным тыдні мой начальнік ляціць у камандзіроўку ў Франкфурт.', tr: 'Patronum gelecek hafta iş için Frankfurt’a uçuyor.', pl: 'Mój szef leci w przyszłym tygodniu służbowo do Frankfurtu.', es: 'Mi jefe vuela a Fráncfort por trabajo la semana que viene.' }, correct: false },
    { formDe: 'Meine Schwester - wohnt - seit zwei Jahren - in München.', hide: ['wohnt'], formEn: 'My sister has been living in Munich for two years.', tr: { ua: 'Моя сестра вже два роки живе в Мюнхені.', de: 'Vor zwei Jahren ist meine Schwester nach München gezogen, sie ist immer noch dort. (wohnen, seit)', ru: 'Моя сестра уже два года живёт в Мюнхене.', be: 'Мая сястра ўжо два гады жыве ў Мюнхене.', tr: 'Kız kardeşim iki yıldır Münih’te oturuyor.', pl: 'Moja siostra od dwóch lat mieszka w Monachium.', es: 'Mi hermana vive en Múnich desde hace dos años.' }, correct: false },
    { formDe: 'Er - kommt - heute - nicht.', hide: ['kommt'], formEn: 'He is not coming today.', tr: { ua: 'Він сьогодні не прийде.', de: 'Heute bleibt er weg. (kommen, Verneinung)', ru: 'Он сегодня не придёт.', be: 'Ён сёння не прыйдзе.', tr: 'Bugün gelmiyor.', pl: 'On dziś nie przyjdzie.', es: 'Hoy no viene.' }, correct: false },
    { formDe: 'Ich - verstehe - diese Aufgabe - nicht.', hide: ['verstehe'], formEn: 'I do not understand this exercise.', tr: { ua: 'Я не розумію цього завдання.', de: 'Diese Aufgabe ist mir unklar. (verstehen, Verneinung)', ru: 'Я не понимаю это задание.', be: 'Я не разумею гэтага задання.', tr: 'Bu alıştırmayı anlamıyorum.', pl: 'Nie rozumiem tego zadania.', es: 'No entiendo este ejercicio.' }, correct: false },
    { formDe: 'Das - ist - nicht - mein Handy.', hide: ['ist'], formEn: 'That is not my mobile phone.', tr: { ua: 'Це не мій мобільний телефон.', de: 'Das Handy gehört jemand anderem. (Verneinung)', ru: 'Это не мой мобильный телефон.', be: 'Гэта не мой мабільны тэлефон.', tr: 'Bu benim cep telefonum değil.', pl: 'To nie jest mój telefon komórkowy.', es: 'Ese no es mi móvil.' }, correct: false },
    { formDe: 'Er - hat - gestern - wegen seiner Erkältung - nicht - gearbeitet.', hide: ['hat', 'gearbeitet'], formEn: 'He did not work yesterday because of his cold.', tr: { ua: 'Через застуду він учора не працював.', de: 'Gestern war er erkältet und deshalb nicht im Büro. (wegen, Genitiv, arbeiten, Perfekt)', ru: 'Из-за простуды он вчера не работал.', be: 'Праз прастуду ён учора не працаваў.', tr: 'Soğuk algınlığı yüzünden dün çalışmadı.', pl: 'Z powodu przeziębienia wczoraj nie pracował.', es: 'Ayer no trabajó por su resfriado.' }, correct: false },
  ],
};

export default lesson;
