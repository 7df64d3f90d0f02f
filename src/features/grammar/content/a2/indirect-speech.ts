import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'indirect-speech',
  order: 1,
  title: { en: 'Indirect Speech', ua: 'Непряма мова', de: 'Indirekte Rede', ru: 'Косвенная речь', be: 'Ускосная мова', tr: 'Dolaylı anlatım', pl: 'Mowa zależna', es: 'Estilo indirecto' },
  descr: { en: 'Report what other people said, asked or told you to do with Konjunktiv I.', ua: 'Передавайте за допомогою Konjunktiv I, що інші люди сказали, запитали або попросили вас зробити.', de: 'Mit dem Konjunktiv I wiedergeben, was andere gesagt, gefragt oder verlangt haben.', ru: 'Передавайте с помощью Konjunktiv I, что другие люди сказали, спросили или велели вам сделать.', be: 'Перадавайце з дапамогай Konjunktiv I, што іншыя людзі сказалі, спыталі ці загадалі вам зрабіць.', tr: 'Başkalarının ne söylediğini, ne sorduğunu ya da sizden ne yapmanızı istediğini Konjunktiv I ile aktarın.', pl: 'Przekazuj za pomocą Konjunktiv I, co inni powiedzieli, o co zapytali lub co kazali ci zrobić.', es: 'Cuenta con el Konjunktiv I lo que otras personas dijeron, preguntaron o te pidieron que hicieras.' },
  rules: [
    {
      heading: 'What indirect speech is',
      paragraphs: [
        'Direct speech repeats the exact words of a speaker: Er sagt: "Ich bin müde." Indirect speech reports the same words from the outside: Er sagt, er sei müde.',
        'Indirect speech is introduced by a verb of saying or asking: sagen (to say), erzählen (to tell), behaupten (to claim), fragen (to ask), meinen (to think, to say), schreiben (to write), antworten (to answer).',
        'Written German, the news and formal speech use a special verb form for indirect speech, the Konjunktiv I. It shows that you are only passing on what someone else said, without saying whether it is true.',
        'Personal pronouns and possessives change to fit the new speaker: "Ich habe keine Zeit." becomes Sie sagt, sie habe keine Zeit.',
      ],
      examples: [
        { de: 'Direkt: Anna sagt: "Ich komme morgen."', tr: 'Direct: Anna says, "I am coming tomorrow."' },
        { de: 'Indirekt: Anna sagt, sie komme morgen.', tr: 'Indirect: Anna says she is coming tomorrow.' },
        { de: 'Der Minister behauptet, die Steuern seien nicht zu hoch.', tr: 'The minister claims taxes are not too high.' },
      ],
    },
    {
      heading: 'How Konjunktiv I is formed',
      paragraphs: [
        'Take the infinitive stem (komm-, hab-, könn-) and add the endings -e, -est, -e, -en, -et, -en. There is no vowel change: er komme, er habe, er könne, er wisse.',
        'The most important form is the third person singular (er/sie/es), because we usually report what another person said. It always ends in -e: er komme, sie gehe, es gebe.',
        'sein is irregular and has no -e in the singular: ich sei, du seiest, er sei, wir seien, ihr seiet, sie seien.',
      ],
      examples: [
        { de: 'Er sagt, er sei krank.', tr: 'He says he is ill.' },
        { de: 'Sie erzählt, ihr Sohn habe eine neue Wohnung.', tr: 'She tells us her son has a new flat.' },
        { de: 'Tom meint, er könne uns helfen.', tr: 'Tom thinks he can help us.' },
      ],
      table: {
        caption: 'Konjunktiv I (forms marked * are the same as the indicative)',
        head: ['Person', 'sein', 'haben', 'kommen', 'können'],
        rows: [
          ['ich', 'sei', 'habe *', 'komme *', 'könne'],
          ['du', 'seiest', 'habest', 'kommest', 'könnest'],
          ['er/sie/es', 'sei', 'habe', 'komme', 'könne'],
          ['wir', 'seien', 'haben *', 'kommen *', 'können *'],
          ['ihr', 'seiet', 'habet', 'kommet', 'könnet'],
          ['sie/Sie', 'seien', 'haben *', 'kommen *', 'können *'],
        ],
      },
    },
    {
      heading: 'Konjunktiv II as a replacement',
      paragraphs: [
        'Many Konjunktiv I forms look exactly like the indicative, especially ich, wir and sie (plural): sie haben, wir kommen. Then nobody can see that the sentence is indirect speech.',
        'In these cases German uses the Konjunktiv II instead: sie haben becomes sie hätten, wir kommen becomes wir kämen, sie können becomes sie könnten.',
        'If the Konjunktiv II also looks like a normal past form (regular verbs: sie wohnten, wir arbeiteten), use würde + infinitive: sie würden wohnen.',
      ],
      examples: [
        { de: 'Die Kinder sagen, sie hätten Hunger.', tr: 'The children say they are hungry.' },
        { de: 'Meine Eltern schreiben, sie kämen erst am Sonntag.', tr: 'My parents write that they are only coming on Sunday.' },
        { de: 'Er erzählt, seine Freunde würden in Köln wohnen.', tr: 'He tells us his friends live in Cologne.' },
      ],
      table: {
        caption: 'When Konjunktiv I equals the indicative',
        head: ['Indicative', 'Konjunktiv I', 'Used in indirect speech'],
        rows: [
          ['er hat', 'er habe', 'er habe'],
          ['sie haben', 'sie haben', 'sie hätten'],
          ['wir kommen', 'wir kommen', 'wir kämen'],
          ['ich kann', 'ich könne', 'ich könne'],
          ['sie wohnen', 'sie wohnen', 'sie würden wohnen'],
        ],
      },
    },
    {
      heading: 'Reporting the past and the future',
      paragraphs: [
        'To report something that happened in the past, use the Konjunktiv I of haben or sein with the Partizip II: er habe gearbeitet, sie sei gefahren. Again, use hätten where haben would look like the indicative.',
        'To report something in the future, use the Konjunktiv I of werden with the infinitive: er werde kommen, es werde regnen.',
      ],
      examples: [
        { de: 'Sie sagt, sie habe den Brief schon geschrieben.', tr: 'She says she has already written the letter.' },
        { de: 'Mein Bruder erzählt, er sei in Paris gewesen.', tr: 'My brother tells us he was in Paris.' },
        { de: 'Die Schüler behaupten, sie hätten nichts gesehen.', tr: 'The pupils claim they saw nothing.' },
        { de: 'Der Chef sagt, er werde morgen anrufen.', tr: 'The boss says he will call tomorrow.' },
      ],
    },
    {
      heading: 'Sentences with dass',
      paragraphs: [
        'Indirect speech can follow the introducing verb directly, with main clause word order: Er sagt, er sei müde.',
        'It can also be a dass clause. Then the conjugated verb goes to the end: Er sagt, dass er müde sei.',
      ],
      examples: [
        { de: 'Lisa sagt, sie habe keine Zeit.', tr: 'Lisa says she has no time.' },
        { de: 'Lisa sagt, dass sie keine Zeit habe.', tr: 'Lisa says that she has no time.' },
      ],
    },
    {
      heading: 'Reported questions: ob and question words',
      paragraphs: [
        'A yes/no question is reported with ob (whether, if): "Kommt Anna heute?" becomes Er fragt, ob Anna heute komme.',
        'A question with a question word keeps the question word: wer, was, wo, wann, warum, wie, wohin, wie lange. "Wo wohnt Ihr Sohn?" becomes Sie fragt, wo mein Sohn wohne.',
        'In both cases the conjugated verb goes to the end of the clause.',
      ],
      examples: [
        { de: 'Der Lehrer fragt, ob wir die Aufgabe verstanden hätten.', tr: 'The teacher asks whether we have understood the task.' },
        { de: 'Meine Mutter fragt, wann mein Bruder nach Hause komme.', tr: 'My mother asks when my brother is coming home.' },
        { de: 'Der Tourist fragt, wo der Bahnhof sei.', tr: 'The tourist asks where the station is.' },
      ],
    },
    {
      heading: 'Indirect commands with sollen',
      paragraphs: [
        'An imperative cannot be reported directly. Use sollen + infinitive instead: "Warte!" becomes Er sagt, ich solle warten.',
        'The Konjunktiv I of sollen is ich solle, er solle; for wir and sie (plural) use the Konjunktiv II sollten. In everyday speech the indicative soll is also common.',
      ],
      examples: [
        { de: 'Die Ärztin sagt, ich solle viel trinken.', tr: 'The doctor says I should drink a lot.' },
        { de: 'Der Polizist sagt, wir sollten langsamer fahren.', tr: 'The police officer tells us to drive more slowly.' },
        { de: 'Mama sagt, er solle sofort nach Hause kommen.', tr: 'Mum says he should come home at once.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Jonas sagt, - dass - er - heute - krank - sei.', hide: ['dass', 'sei'], formEn: 'Jonas says that he is ill today.', tr: { ua: 'Йонас каже, що він сьогодні хворий.', de: 'Jonas: „Ich bin heute krank.“ (indirekte Rede mit dass)', ru: 'Йонас говорит, что он сегодня болен.', be: 'Ёнас кажа, што ён сёння хворы.', tr: 'Jonas bugün hasta olduğunu söylüyor.', pl: 'Jonas mówi, że jest dziś chory.', es: 'Jonas dice que hoy está enfermo.' }, correct: false },
    { formDe: 'Anna erzählt, - sie - habe - einen neuen Job - gefunden.', hide: ['habe', 'gefunden'], formEn: 'Anna tells us she has found a new job.', tr: { ua: 'Анна розповідає, що знайшла нову роботу.', de: 'Anna: „Ich habe einen neuen Job gefunden.“ (erzählen, indirekte Rede)', ru: 'Анна рассказывает, что нашла новую работу.', be: 'Анна расказвае, што знайшла новую працу.', tr: 'Anna yeni bir iş bulduğunu anlatıyor.', pl: 'Anna opowiada, że znalazła nową pracę.', es: 'Anna cuenta que ha encontrado un trabajo nuevo.' }, correct: false },
    { formDe: 'Der Chef behauptet, - dass - das Projekt - schon fertig - sei.', hide: ['dass', 'sei'], formEn: 'The boss claims that the project is already finished.', tr: { ua: 'Начальник стверджує, що проєкт уже готовий.', de: 'Der Chef: „Das Projekt ist schon fertig.“ (behaupten, indirekte Rede mit dass)', ru: 'Начальник утверждает, что проект уже готов.', be: 'Начальнік сцвярджае, што праект ужо гатовы.', tr: 'Patron projenin çoktan bittiğini iddia ediyor.', pl: 'Szef twierdzi, że projekt jest już gotowy.', es: 'El jefe afirma que el proyecto ya está terminado.' }, correct: false },
    { formDe: 'Mein Bruder sagt, - er - komme - morgen - zu uns.', hide: ['komme'], formEn: 'My brother says he is coming to see us tomorrow.', tr: { ua: 'Мій брат каже, що завтра приїде до нас.', de: 'Mein Bruder: „Ich komme morgen zu euch.“ (indirekte Rede)', ru: 'Мой брат говорит, что завтра приедет к нам.', be: 'Мой брат кажа, што заўтра прыедзе да нас.', tr: 'Erkek kardeşim yarın bize geleceğini söylüyor.', pl: 'Mój brat mówi, że jutro do nas przyjedzie.', es: 'Mi hermano dice que mañana viene a vernos.' }, correct: false },
    { formDe: 'Der Trainer sagt, - ich - müsse - mehr - trainieren.', hide: ['müsse', 'trainieren'], formEn: 'The coach says I have to train more.', tr: { ua: 'Тренер каже, що мені треба більше тренуватися.', de: 'Der Trainer zu mir: „Du musst mehr trainieren.“ (indirekte Rede)', ru: 'Тренер говорит, что мне нужно больше тренироваться.', be: 'Трэнер кажа, што мне трэба больш трэніравацца.', tr: 'Antrenör daha çok antrenman yapmam gerektiğini söylüyor.', pl: 'Trener mówi, że muszę więcej trenować.', es: 'El entrenador dice que tengo que entrenar más.' }, correct: false },
    { formDe: 'Tom fragt, - ob - wir - heute Abend - Zeit - hätten.', hide: ['ob', 'hätten'], formEn: 'Tom asks whether we have time this evening.', tr: { ua: 'Том питає, чи є в нас час сьогодні ввечері.', de: 'Tom: „Habt ihr heute Abend Zeit?“ (indirekte Frage)', ru: 'Том спрашивает, есть ли у нас время сегодня вечером.', be: 'Том пытаецца, ці ёсць у нас час сёння ўвечары.', tr: 'Tom bu akşam vaktimiz olup olmadığını soruyor.', pl: 'Tom pyta, czy mamy dziś wieczorem czas.', es: 'Tom pregunta si tenemos tiempo esta noche.' }, correct: false },
    { formDe: 'Sie fragt mich, - wann - der Zug - in Berlin - ankomme.', hide: ['wann', 'ankomme'], formEn: 'She asks me when the train arrives in Berlin.', tr: { ua: 'Вона питає мене, коли потяг прибуває до Берліна.', de: 'Sie fragt mich: „Wann kommt der Zug in Berlin an?“ (indirekte Frage)', ru: 'Она спрашивает меня, когда поезд прибывает в Берлин.', be: 'Яна пытаецца ў мяне, калі цягнік прыбывае ў Берлін.', tr: 'Bana trenin Berlin’e ne zaman vardığını soruyor.', pl: 'Pyta mnie, kiedy pociąg przyjeżdża do Berlina.', es: 'Me pregunta cuándo llega el tren a Berlín.' }, correct: false },
    { formDe: 'Die Kinder sagen, - sie - hätten - keine Hausaufgaben.', hide: ['hätten'], formEn: 'The children say they have no homework.', tr: { ua: 'Діти кажуть, що в них немає домашнього завдання.', de: 'Die Kinder: „Wir haben keine Hausaufgaben.“ (indirekte Rede)', ru: 'Дети говорят, что у них нет домашнего задания.', be: 'Дзеці кажуць, што ў іх няма хатняга задання.', tr: 'Çocuklar ödevleri olmadığını söylüyor.', pl: 'Dzieci mówią, że nie mają zadania domowego.', es: 'Los niños dicen que no tienen deberes.' }, correct: false },
    { formDe: 'Die Mutter sagt, - ich - solle - mein Zimmer - aufräumen.', hide: ['solle', 'aufräumen'], formEn: 'My mother tells me to tidy my room.', tr: { ua: 'Мама каже мені прибрати в кімнаті.', de: 'Die Mutter zu mir: „Räum dein Zimmer auf!“ (indirekte Rede, sollen)', ru: 'Мама велит мне убрать в комнате.', be: 'Мама кажа мне прыбраць у пакоі.', tr: 'Annem odamı toplamamı söylüyor.', pl: 'Mama każe mi posprzątać pokój.', es: 'Mi madre me dice que ordene mi habitación.' }, correct: false },
    { formDe: 'Der Polizist sagt, - wir - sollten - hier - nicht parken.', hide: ['sollten'], formEn: 'The police officer tells us not to park here.', tr: { ua: 'Поліцейський каже нам тут не паркуватися.', de: 'Der Polizist zu uns: „Parken Sie hier nicht!“ (indirekte Rede, sollen)', ru: 'Полицейский говорит нам не парковаться здесь.', be: 'Паліцэйскі кажа нам тут не паркавацца.', tr: 'Polis burada park etmememizi söylüyor.', pl: 'Policjant mówi nam, żebyśmy tu nie parkowali.', es: 'El policía nos dice que no aparquemos aquí.' }, correct: false },
    { formDe: 'Lisa behauptet, - sie - kenne - den Sänger - persönlich.', hide: ['kenne'], formEn: 'Lisa claims she knows the singer personally.', tr: { ua: 'Ліза стверджує, що знає співака особисто.', de: 'Lisa: „Ich kenne den Sänger persönlich.“ (behaupten, indirekte Rede)', ru: 'Лиза утверждает, что знает певца лично.', be: 'Ліза сцвярджае, што ведае спевака асабіста.', tr: 'Lisa şarkıcıyı şahsen tanıdığını iddia ediyor.', pl: 'Lisa twierdzi, że zna piosenkarza osobiście.', es: 'Lisa afirma que conoce al cantante en persona.' }, correct: false },
    { formDe: 'Mein Vater erzählt, - er - sei - früher - oft - in Italien - gewesen.', hide: ['sei', 'gewesen'], formEn: 'My father tells us he often went to Italy in the past.', tr: { ua: 'Мій тато розповідає, що раніше часто бував в Італії.', de: 'Mein Vater: „Früher war ich oft in Italien.“ (erzählen, indirekte Rede)', ru: 'Мой папа рассказывает, что раньше часто бывал в Италии.', be: 'Мой тата расказвае, што раней часта бываў у Італіі.', tr: 'Babam eskiden sık sık İtalya’ya gittiğini anlatıyor.', pl: 'Mój tata opowiada, że dawniej często bywał we Włoszech.', es: 'Mi padre cuenta que antes iba a menudo a Italia.' }, correct: false },
    { formDe: 'Der Kellner fragt, - ob - es - uns - geschmeckt - habe.', hide: ['ob', 'habe'], formEn: 'The waiter asks whether we enjoyed the meal.', tr: { ua: 'Офіціант питає, чи нам смакувало.', de: 'Der Kellner: „Hat es Ihnen geschmeckt?“ (indirekte Frage, uns)', ru: 'Официант спрашивает, понравилась ли нам еда.', be: 'Афіцыянт пытаецца, ці спадабалася нам ежа.', tr: 'Garson yemeği beğenip beğenmediğimizi soruyor.', pl: 'Kelner pyta, czy nam smakowało.', es: 'El camarero pregunta si nos ha gustado la comida.' }, correct: false },
    { formDe: 'Die Nachbarin erzählt, - ihr Hund - sei - gestern - weggelaufen.', hide: ['sei', 'weggelaufen'], formEn: 'The neighbour tells us her dog ran away yesterday.', tr: { ua: 'Сусідка розповідає, що її собака вчора втік.', de: 'Die Nachbarin: „Mein Hund ist gestern weggelaufen.“ (erzählen, indirekte Rede)', ru: 'Соседка рассказывает, что её собака вчера убежала.', be: 'Суседка расказвае, што яе сабака ўчора ўцёк.', tr: 'Komşu kadın köpeğinin dün kaçtığını anlatıyor.', pl: 'Sąsiadka opowiada, że jej pies wczoraj uciekł.', es: 'La vecina cuenta que su perro se escapó ayer.' }, correct: false },
    { formDe: 'Paul fragt, - wo - der nächste Supermarkt - sei.', hide: ['wo', 'sei'], formEn: 'Paul asks where the nearest supermarket is.', tr: { ua: 'Пауль питає, де найближчий супермаркет.', de: 'Paul: „Wo ist der nächste Supermarkt?“ (indirekte Frage)', ru: 'Пауль спрашивает, где ближайший супермаркет.', be: 'Пауль пытаецца, дзе найбліжэйшы супермаркет.', tr: 'Paul en yakın süpermarketin nerede olduğunu soruyor.', pl: 'Paul pyta, gdzie jest najbliższy supermarket.', es: 'Paul pregunta dónde está el supermercado más cercano.' }, correct: false },
    { formDe: 'Meine Freundin sagt, - sie - könne - heute - leider nicht kommen.', hide: ['könne'], formEn: 'My girlfriend says she unfortunately cannot come today.', tr: { ua: 'Моя дівчина каже, що, на жаль, не зможе сьогодні прийти.', de: 'Meine Freundin: „Ich kann heute leider nicht kommen.“ (indirekte Rede)', ru: 'Моя девушка говорит, что, к сожалению, не сможет сегодня прийти.', be: 'Мая дзяўчына кажа, што, на жаль, не зможа сёння прыйсці.', tr: 'Kız arkadaşım maalesef bugün gelemeyeceğini söylüyor.', pl: 'Moja dziewczyna mówi, że niestety nie może dziś przyjść.', es: 'Mi novia dice que hoy, por desgracia, no puede venir.' }, correct: false },
    { formDe: 'Der Verkäufer behauptet, - das Handy - habe - eine gute Kamera.', hide: ['habe'], formEn: 'The salesman claims the phone has a good camera.', tr: { ua: 'Продавець стверджує, що телефон має хорошу камеру.', de: 'Der Verkäufer: „Das Handy hat eine gute Kamera.“ (behaupten, indirekte Rede)', ru: 'Продавец утверждает, что у телефона хорошая камера.', be: 'Прадавец сцвярджае, што ў тэлефона добрая камера.', tr: 'Satıcı telefonun iyi bir kamerası olduğunu iddia ediyor.', pl: 'Sprzedawca twierdzi, że telefon ma dobry aparat.', es: 'El vendedor afirma que el móvil tiene una buena cámara.' }, correct: false },
    { formDe: 'Sie fragt uns, - warum - wir - so spät - gekommen - seien.', hide: ['warum', 'seien'], alternatives: { warum: ['wieso', 'weshalb'] }, formEn: 'She asks us why we came so late.', tr: { ua: 'Вона питає нас, чому ми прийшли так пізно.', de: 'Sie fragt uns: „Warum seid ihr so spät gekommen?“ (indirekte Frage)', ru: 'Она спрашивает нас, почему мы пришли так поздно.', be: 'Яна пытаецца ў нас, чаму мы прыйшлі так позна.', tr: 'Bize neden bu kadar geç geldiğimizi soruyor.', pl: 'Pyta nas, dlaczego przyszliśmy tak późno.', es: 'Nos pregunta por qué hemos llegado tan tarde.' }, correct: false },
    { formDe: 'Die Ärztin sagt, - ich - solle - drei Tage - im Bett - bleiben.', hide: ['solle', 'bleiben'], formEn: 'The doctor tells me to stay in bed for three days.', tr: { ua: 'Лікарка каже мені три дні лежати в ліжку.', de: 'Die Ärztin zu mir: „Bleiben Sie drei Tage im Bett!“ (indirekte Rede, sollen)', ru: 'Врач велит мне три дня лежать в постели.', be: 'Лекарка кажа мне тры дні ляжаць у ложку.', tr: 'Doktor üç gün yatakta kalmamı söylüyor.', pl: 'Lekarka każe mi zostać trzy dni w łóżku.', es: 'La médica me dice que me quede tres días en la cama.' }, correct: false },
    { formDe: 'Die Zeitung schreibt, - es - gebe - morgen - einen Streik.', hide: ['gebe'], formEn: 'The newspaper writes that there will be a strike tomorrow.', tr: { ua: 'Газета пише, що завтра буде страйк.', de: 'In der Zeitung steht: „Morgen gibt es einen Streik.“ (schreiben, indirekte Rede)', ru: 'Газета пишет, что завтра будет забастовка.', be: 'Газета піша, што заўтра будзе забастоўка.', tr: 'Gazete yarın grev olacağını yazıyor.', pl: 'Gazeta pisze, że jutro będzie strajk.', es: 'El periódico dice que mañana habrá huelga.' }, correct: false },
    { formDe: 'Maria fragt, - was - der Kurs - koste.', hide: ['was', 'koste'], formEn: 'Maria asks what the course costs.', tr: { ua: 'Марія питає, скільки коштує курс.', de: 'Maria: „Was kostet der Kurs?“ (indirekte Frage)', ru: 'Мария спрашивает, сколько стоит курс.', be: 'Марыя пытаецца, колькі каштуе курс.', tr: 'Maria kursun ne kadar olduğunu soruyor.', pl: 'Maria pyta, ile kosztuje kurs.', es: 'Maria pregunta cuánto cuesta el curso.' }, correct: false },
    { formDe: 'Die Schüler behaupten, - sie - hätten - den Test - nicht - verstanden.', hide: ['hätten', 'verstanden'], formEn: 'The pupils claim they did not understand the test.', tr: { ua: 'Учні стверджують, що не зрозуміли тест.', de: 'Die Schüler: „Wir haben den Test nicht verstanden.“ (behaupten, indirekte Rede)', ru: 'Ученики утверждают, что не поняли тест.', be: 'Вучні сцвярджаюць, што не зразумелі тэст.', tr: 'Öğrenciler testi anlamadıklarını iddia ediyor.', pl: 'Uczniowie twierdzą, że nie zrozumieli testu.', es: 'Los alumnos afirman que no entendieron el examen.' }, correct: false },
    { formDe: 'Er erzählt, - seine Eltern - würden - jetzt - in Hamburg - wohnen.', hide: ['würden', 'wohnen'], formEn: 'He tells us his parents now live in Hamburg.', tr: { ua: 'Він розповідає, що його батьки тепер живуть у Гамбурзі.', de: 'Er: „Meine Eltern wohnen jetzt in Hamburg.“ (erzählen, indirekte Rede mit würde)', ru: 'Он рассказывает, что его родители теперь живут в Гамбурге.', be: 'Ён расказвае, што яго бацькі цяпер жывуць у Гамбургу.', tr: 'Annesiyle babasının artık Hamburg’da yaşadığını anlatıyor.', pl: 'Opowiada, że jego rodzice mieszkają teraz w Hamburgu.', es: 'Nos cuenta que sus padres ahora viven en Hamburgo.' }, correct: false },
    { formDe: 'Die Lehrerin fragt, - wer - die Tafel - geputzt - habe.', hide: ['wer', 'geputzt', 'habe'], formEn: 'The teacher asks who cleaned the board.', tr: { ua: 'Учителька питає, хто витер дошку.', de: 'Die Lehrerin: „Wer hat die Tafel geputzt?“ (indirekte Frage)', ru: 'Учительница спрашивает, кто вытер доску.', be: 'Настаўніца пытаецца, хто выцер дошку.', tr: 'Öğretmen tahtayı kimin sildiğini soruyor.', pl: 'Nauczycielka pyta, kto wytarł tablicę.', es: 'La profesora pregunta quién ha limpiado la pizarra.' }, correct: false },
    { formDe: 'Mein Kollege sagt, - er - habe - heute - keine Zeit.', hide: ['habe'], formEn: 'My colleague says he has no time today.', tr: { ua: 'Мій колега каже, що сьогодні в нього немає часу.', de: 'Mein Kollege: „Ich habe heute keine Zeit.“ (indirekte Rede)', ru: 'Мой коллега говорит, что сегодня у него нет времени.', be: 'Мой калега кажа, што сёння ў яго няма часу.', tr: 'İş arkadaşım bugün vakti olmadığını söylüyor.', pl: 'Mój kolega z pracy mówi, że dziś nie ma czasu.', es: 'Mi compañero dice que hoy no tiene tiempo.' }, correct: false },
    { formDe: 'Sie sagt ihm, - er - solle - sie - morgen - anrufen.', hide: ['solle', 'anrufen'], formEn: 'She tells him to call her tomorrow.', tr: { ua: 'Вона каже йому, щоб він подзвонив їй завтра.', de: 'Sie zu ihm: „Ruf mich morgen an!“ (indirekte Rede, sollen)', ru: 'Она говорит ему, чтобы он позвонил ей завтра.', be: 'Яна кажа яму, каб ён патэлефанаваў ёй заўтра.', tr: 'Ona yarın kendisini aramasını söylüyor.', pl: 'Mówi mu, żeby zadzwonił do niej jutro.', es: 'Le dice que la llame mañana.' }, correct: false },
    { formDe: 'Der Taxifahrer fragt, - wohin - ich - fahren - wolle.', hide: ['wohin', 'fahren', 'wolle'], formEn: 'The taxi driver asks where I want to go.', tr: { ua: 'Таксист питає, куди я хочу поїхати.', de: 'Der Taxifahrer: „Wohin wollen Sie fahren?“ (indirekte Frage)', ru: 'Таксист спрашивает, куда я хочу поехать.', be: 'Таксіст пытаецца, куды я хачу паехаць.', tr: 'Taksici nereye gitmek istediğimi soruyor.', pl: 'Taksówkarz pyta, dokąd chcę jechać.', es: 'El taxista pregunta adónde quiero ir.' }, correct: false },
    { formDe: 'Oma erzählt, - sie - sei - als Kind - sehr arm - gewesen.', hide: ['sei', 'gewesen'], formEn: 'Grandma tells us she was very poor as a child.', tr: { ua: 'Бабуся розповідає, що в дитинстві була дуже бідною.', de: 'Oma: „Als Kind war ich sehr arm.“ (erzählen, indirekte Rede)', ru: 'Бабушка рассказывает, что в детстве была очень бедной.', be: 'Бабуля расказвае, што ў дзяцінстве была вельмі беднай.', tr: 'Büyükannem çocukken çok yoksul olduğunu anlatıyor.', pl: 'Babcia opowiada, że jako dziecko była bardzo biedna.', es: 'La abuela cuenta que de niña era muy pobre.' }, correct: false },
    { formDe: 'Der Mann behauptet, - er - habe - das Geld - nicht - genommen.', hide: ['habe', 'genommen'], formEn: 'The man claims he did not take the money.', tr: { ua: 'Чоловік стверджує, що не брав грошей.', de: 'Der Mann: „Ich habe das Geld nicht genommen.“ (behaupten, indirekte Rede)', ru: 'Мужчина утверждает, что не брал деньги.', be: 'Мужчына сцвярджае, што не браў грошай.', tr: 'Adam parayı almadığını iddia ediyor.', pl: 'Mężczyzna twierdzi, że nie wziął pieniędzy.', es: 'El hombre afirma que no cogió el dinero.' }, correct: false },
    { formDe: 'Mein Sohn fragt, - ob - er - heute - draußen - spielen - dürfe.', hide: ['ob', 'dürfe'], formEn: 'My son asks whether he may play outside today.', tr: { ua: 'Мій син питає, чи можна йому сьогодні погратися надворі.', de: 'Mein Sohn: „Darf ich heute draußen spielen?“ (indirekte Frage)', ru: 'Мой сын спрашивает, можно ли ему сегодня поиграть на улице.', be: 'Мой сын пытаецца, ці можна яму сёння пагуляць на дварэ.', tr: 'Oğlum bugün dışarıda oynayıp oynayamayacağını soruyor.', pl: 'Mój syn pyta, czy może dziś pobawić się na dworze.', es: 'Mi hijo pregunta si hoy puede jugar fuera.' }, correct: false },
    { formDe: 'Die Touristen fragen, - wie lange - das Museum - geöffnet - sei.', hide: ['wie lange', 'geöffnet', 'sei'], formEn: 'The tourists ask how long the museum is open.', tr: { ua: 'Туристи питають, до котрої години відчинений музей.', de: 'Die Touristen: „Wie lange ist das Museum geöffnet?“ (indirekte Frage)', ru: 'Туристы спрашивают, до скольких открыт музей.', be: 'Турысты пытаюцца, да якой гадзіны адчынены музей.', tr: 'Turistler müzenin ne kadar süre açık olduğunu soruyor.', pl: 'Turyści pytają, jak długo muzeum jest otwarte.', es: 'Los turistas preguntan hasta qué hora está abierto el museo.' }, correct: false },
    { formDe: 'Der Wetterbericht sagt, - es - werde - morgen - regnen.', hide: ['werde', 'regnen'], formEn: 'The weather forecast says it will rain tomorrow.', tr: { ua: 'У прогнозі погоди кажуть, що завтра буде дощ.', de: 'Im Wetterbericht heißt es: „Morgen regnet es.“ (indirekte Rede mit werden)', ru: 'В прогнозе погоды говорят, что завтра пойдёт дождь.', be: 'Прагноз надвор’я кажа, што заўтра будзе дождж.', tr: 'Hava durumu yarın yağmur yağacağını söylüyor.', pl: 'Prognoza pogody mówi, że jutro będzie padać.', es: 'El pronóstico del tiempo dice que mañana lloverá.' }, correct: false },
  ],
};

export default lesson;
