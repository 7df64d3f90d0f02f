import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'conjunctions',
  order: 8,
  title: { en: 'Conjunctions with Different Verb Forms', ua: 'Сполучники з різними формами дієслова', de: 'Konjunktionen mit verschiedenen Verbformen', ru: 'Союзы с разными формами глагола', be: 'Злучнікі з рознымі формамі дзеяслова', tr: 'Farklı fiil biçimleriyle bağlaçlar', pl: 'Spójniki z różnymi formami czasownika', es: 'Conjunciones con distintas formas verbales' },
  descr: { en: 'Build subordinate clauses with obwohl, damit, dass, weil, wenn and bevor.', ua: 'Будуйте підрядні речення з obwohl, damit, dass, weil, wenn і bevor.', de: 'Nebensätze mit obwohl, damit, dass, weil, wenn und bevor bilden.', ru: 'Стройте придаточные предложения с obwohl, damit, dass, weil, wenn и bevor.', be: 'Будуйце даданыя сказы з obwohl, damit, dass, weil, wenn і bevor.', tr: 'obwohl, damit, dass, weil, wenn ve bevor ile yan cümleler kurun.', pl: 'Twórz zdania podrzędne z obwohl, damit, dass, weil, wenn i bevor.', es: 'Construye oraciones subordinadas con obwohl, damit, dass, weil, wenn y bevor.' },
  rules: [
    {
      heading: 'Subordinate clauses: the verb goes to the end',
      paragraphs: [
        'obwohl, damit, dass, weil, wenn and bevor are subordinating conjunctions. They start a subordinate clause (Nebensatz), and in that clause the conjugated verb moves to the very end.',
        'A comma always separates the subordinate clause from the main clause.',
      ],
      table: {
        caption: 'Six subordinating conjunctions',
        head: ['Conjunction', 'Meaning', 'Example'],
        rows: [
          ['weil', 'because', '…, weil ich krank bin.'],
          ['dass', 'that', '…, dass er heute kommt.'],
          ['obwohl', 'although', '…, obwohl es teuer ist.'],
          ['damit', 'so that', '…, damit alle mich verstehen.'],
          ['wenn', 'if, when, whenever', '…, wenn du willst.'],
          ['bevor', 'before', '…, bevor du isst.'],
        ],
      },
      examples: [
        { de: 'Ich bleibe zu Hause. Ich bin krank.', tr: 'I am staying at home. I am ill.' },
        { de: 'Ich bleibe zu Hause, weil ich krank bin.', tr: 'I am staying at home because I am ill.' },
      ],
    },
    {
      heading: 'Modal verbs, Perfekt and separable verbs',
      paragraphs: [
        'When there are two verb forms, the conjugated one is the very last word: the modal verb comes after the infinitive, and haben or sein comes after the Partizip II.',
        'A separable verb is not split in a subordinate clause: the prefix and the verb are written together at the end (…, wenn der Zug ankommt).',
      ],
      table: {
        caption: 'The conjugated verb is last',
        head: ['Verb form', 'Main clause', 'Subordinate clause'],
        rows: [
          ['simple verb', 'Er lernt Deutsch.', '…, weil er Deutsch lernt.'],
          ['modal verb', 'Er will in Berlin arbeiten.', '…, weil er in Berlin arbeiten will.'],
          ['Perfekt', 'Sie hat lange gearbeitet.', '…, weil sie lange gearbeitet hat.'],
          ['separable verb', 'Das Baby wacht auf.', '…, damit das Baby nicht aufwacht.'],
        ],
      },
    },
    {
      heading: 'When the subordinate clause comes first',
      paragraphs: [
        'The subordinate clause can also start the sentence. Then it counts as the first position, and the main clause after the comma starts with its conjugated verb, followed by the subject: verb, comma, verb.',
      ],
      examples: [
        { de: 'Weil es regnet, bleiben wir zu Hause.', tr: 'Because it is raining, we are staying at home.' },
        { de: 'Wenn ich Zeit habe, lese ich gern.', tr: 'When I have time, I like to read.' },
        { de: 'Obwohl ich viel gelernt habe, war die Prüfung schwer.', tr: 'Although I studied a lot, the exam was hard.' },
      ],
    },
    {
      heading: 'weil and dass',
      paragraphs: [
        'weil gives a reason and answers the question warum? (why?).',
        'dass introduces what someone says, thinks, knows, hopes or feels. It often follows verbs like sagen, glauben, wissen, hoffen, and phrases like Es ist schön, … or Ich bin froh, …. Do not confuse dass (conjunction) with das (article or pronoun).',
      ],
      examples: [
        { de: 'Er lernt Deutsch, weil er in Berlin arbeiten will.', tr: 'He is learning German because he wants to work in Berlin.' },
        { de: 'Ich hoffe, dass du die Prüfung bestanden hast.', tr: 'I hope that you passed the exam.' },
      ],
    },
    {
      heading: 'obwohl and damit',
      paragraphs: [
        'obwohl (although) introduces something that you would expect to stop the action, but it does not: Obwohl es kalt ist, gehen wir schwimmen.',
        'damit (so that) gives a purpose. It is often used when the two clauses have different subjects: Ich spreche langsam, damit alle mich verstehen. (With the same subject you can also use um … zu.)',
      ],
      examples: [
        { de: 'Sie kauft das Kleid, obwohl es teuer ist.', tr: 'She is buying the dress although it is expensive.' },
        { de: 'Sie spart Geld, damit ihre Tochter studieren kann.', tr: 'She is saving money so that her daughter can go to university.' },
      ],
    },
    {
      heading: 'wenn and bevor',
      paragraphs: [
        'wenn means "if" (a condition) and also "when / whenever" for the present and the future and for repeated events: Wenn ich Zeit habe, lese ich gern.',
        'bevor (before) says that one action happens before another: Wasch dir die Hände, bevor du isst.',
      ],
      examples: [
        { de: 'Ruf mich an, wenn du angekommen bist.', tr: 'Call me when you have arrived.' },
        { de: 'Bevor ich ins Bett gehe, putze ich mir die Zähne.', tr: 'Before I go to bed, I brush my teeth.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Ich - bleibe - zu Hause, - weil - ich - krank bin.', hide: ['weil'], alternatives: { weil: ['da'] }, formEn: 'I am staying at home because I am ill.', tr: { ua: 'Я залишаюся вдома, бо я хворий.', de: 'Ich bin krank. Deshalb bleibe ich zu Hause.', ru: 'Я остаюсь дома, потому что я болен.', be: 'Я застаюся дома, бо я хворы.', tr: 'Hasta olduğum için evde kalıyorum.', pl: 'Zostaję w domu, bo jestem chory.', es: 'Me quedo en casa porque estoy enfermo.' }, correct: false },
    { formDe: 'Er - lernt - Deutsch, - weil - er - in Berlin - arbeiten will.', hide: ['weil'], alternatives: { weil: ['da'] }, formEn: 'He is learning German because he wants to work in Berlin.', tr: { ua: 'Він вивчає німецьку, бо хоче працювати в Берліні.', de: 'Er möchte eine Stelle in Berlin. Deshalb lernt er Deutsch. (wollen)', ru: 'Он учит немецкий, потому что хочет работать в Берлине.', be: 'Ён вывучае нямецкую, бо хоча працаваць у Берліне.', tr: 'Berlin’de çalışmak istediği için Almanca öğreniyor.', pl: 'Uczy się niemieckiego, bo chce pracować w Berlinie.', es: 'Aprende alemán porque quiere trabajar en Berlín.' }, correct: false },
    { formDe: 'Weil - es - geregnet hat, - sind - wir - im Hotel - geblieben.', hide: ['Weil'], alternatives: { Weil: ['Da'] }, formEn: 'Because it rained, we stayed in the hotel.', tr: { ua: 'Оскільки йшов дощ, ми залишилися в готелі.', de: 'Es hat geregnet. Deshalb sind wir nicht aus dem Hotel gegangen. (bleiben)', ru: 'Так как шёл дождь, мы остались в гостинице.', be: 'Паколькі ішоў дождж, мы засталіся ў гатэлі.', tr: 'Yağmur yağdığı için otelde kaldık.', pl: 'Ponieważ padało, zostaliśmy w hotelu.', es: 'Como llovió, nos quedamos en el hotel.' }, correct: false },
    { formDe: 'Sie - ist - müde, - weil - sie - lange - gearbeitet hat.', hide: ['weil'], alternatives: { weil: ['da'] }, formEn: 'She is tired because she worked for a long time.', tr: { ua: 'Вона втомлена, бо довго працювала.', de: 'Sie hat viele Stunden gearbeitet. Jetzt ist sie müde.', ru: 'Она устала, потому что долго работала.', be: 'Яна стомленая, бо доўга працавала.', tr: 'Uzun süre çalıştığı için yorgun.', pl: 'Jest zmęczona, bo długo pracowała.', es: 'Está cansada porque ha trabajado mucho tiempo.' }, correct: false },
    { formDe: 'Weil - der Bus - nicht kam, - gingen - wir - zu Fuß.', hide: ['Weil'], alternatives: { Weil: ['Da'] }, formEn: 'Because the bus did not come, we walked.', tr: { ua: 'Оскільки автобус не приїхав, ми пішли пішки.', de: 'Der Bus kam nicht. Deshalb mussten wir laufen. (zu Fuß gehen, Präteritum)', ru: 'Так как автобус не пришёл, мы пошли пешком.', be: 'Паколькі аўтобус не прыехаў, мы пайшлі пешшу.', tr: 'Otobüs gelmediği için yürüdük.', pl: 'Ponieważ autobus nie przyjechał, poszliśmy pieszo.', es: 'Como el autobús no vino, fuimos andando.' }, correct: false },
    { formDe: 'Wir - kaufen - heute - ein, - weil - morgen - Sonntag ist.', hide: ['weil'], alternatives: { weil: ['da'] }, formEn: 'We are going shopping today because tomorrow is Sunday.', tr: { ua: 'Ми робимо покупки сьогодні, бо завтра неділя.', de: 'Morgen ist Sonntag und alle Geschäfte sind zu. (heute einkaufen)', ru: 'Мы идём за покупками сегодня, потому что завтра воскресенье.', be: 'Мы робім пакупкі сёння, бо заўтра нядзеля.', tr: 'Yarın pazar olduğu için bugün alışveriş yapıyoruz.', pl: 'Robimy zakupy dzisiaj, bo jutro jest niedziela.', es: 'Hoy hacemos la compra porque mañana es domingo.' }, correct: false },
    { formDe: 'Ich - glaube, - dass - er - heute - kommt.', hide: ['dass'], formEn: 'I think that he is coming today.', tr: { ua: 'Я думаю, що він сьогодні прийде.', de: 'Meine Meinung: Er kommt heute. (glauben)', ru: 'Я думаю, что он сегодня придёт.', be: 'Я думаю, што ён сёння прыйдзе.', tr: 'Sanırım bugün geliyor.', pl: 'Myślę, że on dziś przyjdzie.', es: 'Creo que viene hoy.' }, correct: false },
    { formDe: 'Weißt - du, - dass - Anna - ein Baby - bekommen hat?', hide: ['dass'], formEn: 'Do you know that Anna has had a baby?', tr: { ua: 'Ти знаєш, що в Анни народилася дитина?', de: 'Neuigkeit: Anna hat jetzt ein Baby! Frag deinen Freund, ob er das schon weiß. (wissen)', ru: 'Ты знаешь, что у Анны родился ребёнок?', be: 'Ты ведаеш, што ў Анны нарадзілася дзіця?', tr: 'Anna’nın bebeği olduğunu biliyor musun?', pl: 'Wiesz, że Anna urodziła dziecko?', es: '¿Sabes que Anna ha tenido un bebé?' }, correct: false },
    { formDe: 'Es ist - schön, - dass - ihr - uns - besuchen könnt.', hide: ['dass'], formEn: 'It is nice that you can visit us.', tr: { ua: 'Чудово, що ви можете до нас приїхати.', de: 'Ihr kommt zu Besuch – wir freuen uns! (können, ihr)', ru: 'Здорово, что вы можете нас навестить.', be: 'Добра, што вы можаце нас наведаць.', tr: 'Bizi ziyaret edebilmeniz çok güzel.', pl: 'Fajnie, że możecie nas odwiedzić.', es: 'Qué bien que podáis visitarnos.' }, correct: false },
    { formDe: 'Der Arzt - sagt, - dass - ich - mehr - schlafen muss.', hide: ['dass'], formEn: 'The doctor says that I have to sleep more.', tr: { ua: 'Лікар каже, що мені треба більше спати.', de: 'Der Rat vom Arzt: „Sie brauchen mehr Schlaf.“ (müssen)', ru: 'Врач говорит, что мне нужно больше спать.', be: 'Лекар кажа, што мне трэба больш спаць.', tr: 'Doktor daha fazla uyumam gerektiğini söylüyor.', pl: 'Lekarz mówi, że muszę więcej spać.', es: 'El médico dice que tengo que dormir más.' }, correct: false },
    { formDe: 'Ich - hoffe, - dass - du - die Prüfung - bestanden hast.', hide: ['dass'], formEn: 'I hope that you passed the exam.', tr: { ua: 'Сподіваюся, що ти склав іспит.', de: 'Die Prüfung ist vorbei. Ich wünsche dir ein gutes Ergebnis. (bestehen, Perfekt)', ru: 'Надеюсь, что ты сдал экзамен.', be: 'Спадзяюся, што ты здаў экзамен.', tr: 'Umarım sınavı geçmişsindir.', pl: 'Mam nadzieję, że zdałeś egzamin.', es: 'Espero que hayas aprobado el examen.' }, correct: false },
    { formDe: 'Dass - du - pünktlich - bist, - freut - mich.', hide: ['Dass'], formEn: 'I am glad that you are on time.', tr: { ua: 'Мене тішить, що ти прийшов вчасно.', de: 'Du kommst nicht zu spät – das finde ich schön! (freuen)', ru: 'Я рад, что ты пришёл вовремя.', be: 'Мяне цешыць, што ты прыйшоў своечасова.', tr: 'Zamanında gelmene sevindim.', pl: 'Cieszy mnie, że jesteś punktualny.', es: 'Me alegra que seas puntual.' }, correct: false },
    { formDe: 'Ich - bin - froh, - dass - du - gekommen bist.', hide: ['dass'], formEn: 'I am glad that you came.', tr: { ua: 'Я радий, що ти прийшов.', de: 'Schön, du bist da! Ich freue mich sehr. (froh sein)', ru: 'Я рад, что ты пришёл.', be: 'Я рады, што ты прыйшоў.', tr: 'Geldiğine sevindim.', pl: 'Cieszę się, że przyszedłeś.', es: 'Me alegro de que hayas venido.' }, correct: false },
    { formDe: 'Obwohl - es - kalt ist, - gehen - wir - schwimmen.', hide: ['Obwohl'], formEn: 'Although it is cold, we are going swimming.', tr: { ua: 'Хоча й холодно, ми йдемо плавати.', de: 'Es ist kalt. Trotzdem gehen wir ins Wasser. (schwimmen gehen)', ru: 'Хотя холодно, мы идём купаться.', be: 'Хоць і холадна, мы ідзём плаваць.', tr: 'Hava soğuk olmasına rağmen yüzmeye gidiyoruz.', pl: 'Chociaż jest zimno, idziemy pływać.', es: 'Aunque hace frío, vamos a nadar.' }, correct: false },
    { formDe: 'Er - trinkt - abends - Kaffee, - obwohl - er - dann - nicht schlafen kann.', hide: ['obwohl', 'dann'], formEn: 'He drinks coffee in the evening although he then cannot sleep.', tr: { ua: 'Він п’є каву ввечері, хоча потім не може заснути.', de: 'Kaffee am Abend ist schlecht für seinen Schlaf. Trotzdem trinkt er ihn.', ru: 'Он пьёт кофе вечером, хотя потом не может уснуть.', be: 'Ён п’е каву ўвечары, хоць потым не можа заснуць.', tr: 'Sonra uyuyamamasına rağmen akşamları kahve içiyor.', pl: 'Pije kawę wieczorem, chociaż potem nie może spać.', es: 'Toma café por la noche aunque luego no puede dormir.' }, correct: false },
    { formDe: 'Sie - kauft - das Kleid, - obwohl - es - teuer ist.', hide: ['obwohl'], formEn: 'She is buying the dress although it is expensive.', tr: { ua: 'Вона купує сукню, хоча вона дорога.', de: 'Das Kleid kostet viel Geld. Trotzdem kauft sie es.', ru: 'Она покупает платье, хотя оно дорогое.', be: 'Яна купляе сукенку, хоць яна дарагая.', tr: 'Pahalı olmasına rağmen elbiseyi alıyor.', pl: 'Kupuje sukienkę, chociaż jest droga.', es: 'Se compra el vestido aunque es caro.' }, correct: false },
    { formDe: 'Obwohl - ich - viel - gelernt habe, - war - die Prüfung - schwer.', hide: ['Obwohl'], formEn: 'Although I studied a lot, the exam was hard.', tr: { ua: 'Хоча я багато вчився, іспит був важкий.', de: 'Ich habe viel gelernt. Trotzdem war die Prüfung nicht leicht.', ru: 'Хотя я много занимался, экзамен был трудным.', be: 'Хоць я шмат вучыўся, экзамен быў цяжкі.', tr: 'Çok çalışmama rağmen sınav zordu.', pl: 'Chociaż dużo się uczyłem, egzamin był trudny.', es: 'Aunque estudié mucho, el examen fue difícil.' }, correct: false },
    { formDe: 'Wir - sind - spazieren gegangen, - obwohl - es - stark - geschneit hat.', hide: ['obwohl'], formEn: 'We went for a walk although it snowed heavily.', tr: { ua: 'Ми пішли на прогулянку, хоча падав сильний сніг.', de: 'Es hat viel geschneit. Trotzdem haben wir einen Spaziergang gemacht. (spazieren gehen)', ru: 'Мы пошли гулять, хотя шёл сильный снег.', be: 'Мы пайшлі на шпацыр, хоць ішоў моцны снег.', tr: 'Kar çok yağmasına rağmen yürüyüşe çıktık.', pl: 'Poszliśmy na spacer, chociaż mocno padał śnieg.', es: 'Salimos a pasear aunque nevó mucho.' }, correct: false },
    { formDe: 'Obwohl - er - früh - aufstehen muss, - sieht - er - lange - fern.', hide: ['Obwohl'], formEn: 'Although he has to get up early, he watches TV for a long time.', tr: { ua: 'Хоча йому треба рано вставати, він довго дивиться телевізор.', de: 'Er muss morgen früh aus dem Bett. Trotzdem sitzt er bis spät vor dem Fernseher. (fernsehen)', ru: 'Хотя ему рано вставать, он долго смотрит телевизор.', be: 'Хоць яму трэба рана ўставаць, ён доўга глядзіць тэлевізар.', tr: 'Erken kalkması gerekmesine rağmen uzun süre televizyon izliyor.', pl: 'Chociaż musi wcześnie wstać, długo ogląda telewizję.', es: 'Aunque tiene que levantarse temprano, ve la tele hasta tarde.' }, correct: false },
    { formDe: 'Ich - spreche - langsam, - damit - alle - mich - verstehen.', hide: ['damit'], formEn: 'I speak slowly so that everyone understands me.', tr: { ua: 'Я говорю повільно, щоб усі мене розуміли.', de: 'Alle sollen mich verstehen. Deshalb spreche ich nicht schnell.', ru: 'Я говорю медленно, чтобы все меня понимали.', be: 'Я гавару павольна, каб усе мяне разумелі.', tr: 'Herkes beni anlasın diye yavaş konuşuyorum.', pl: 'Mówię powoli, żeby wszyscy mnie rozumieli.', es: 'Hablo despacio para que todos me entiendan.' }, correct: false },
    { formDe: 'Mach - das Fenster - zu, - damit - das Baby - nicht - aufwacht.', hide: ['damit'], formEn: 'Close the window so that the baby does not wake up.', tr: { ua: 'Зачини вікно, щоб дитина не прокинулася.', de: 'Das Baby schläft und soll nicht wach werden. Bitte an einen Freund: Fenster zu! (zumachen, du-Form)', ru: 'Закрой окно, чтобы малыш не проснулся.', be: 'Зачыні акно, каб дзіця не прачнулася.', tr: 'Bebek uyanmasın diye pencereyi kapat.', pl: 'Zamknij okno, żeby dziecko się nie obudziło.', es: 'Cierra la ventana para que el bebé no se despierte.' }, correct: false },
    { formDe: 'Sie - spart - Geld, - damit - ihre Tochter - studieren kann.', hide: ['damit'], formEn: 'She is saving money so that her daughter can go to university.', tr: { ua: 'Вона відкладає гроші, щоб її донька могла вчитися в університеті.', de: 'Ihre Tochter möchte an die Uni. Dafür legt die Mutter Geld zur Seite. (sparen, studieren können)', ru: 'Она копит деньги, чтобы её дочь могла учиться в университете.', be: 'Яна адкладвае грошы, каб яе дачка магла вучыцца ва ўніверсітэце.', tr: 'Kızı üniversitede okuyabilsin diye para biriktiriyor.', pl: 'Oszczędza pieniądze, żeby jej córka mogła studiować.', es: 'Ahorra dinero para que su hija pueda ir a la universidad.' }, correct: false },
    { formDe: 'Damit - wir - den Zug - nicht verpassen, - fahren - wir - früh - los.', hide: ['Damit'], formEn: 'So that we do not miss the train, we are leaving early.', tr: { ua: 'Щоб не спізнитися на потяг, ми виїжджаємо рано.', de: 'Der Zug soll nicht ohne uns abfahren. Wir starten deshalb früh. (losfahren)', ru: 'Чтобы не опоздать на поезд, мы выезжаем рано.', be: 'Каб не спазніцца на цягнік, мы выязджаем рана.', tr: 'Treni kaçırmamak için erken yola çıkıyoruz.', pl: 'Żeby nie spóźnić się na pociąg, wyjeżdżamy wcześnie.', es: 'Para no perder el tren, salimos temprano.' }, correct: false },
    { formDe: 'Der Lehrer - erklärt - alles - zweimal, - damit - die Schüler - es - verstehen.', hide: ['damit'], formEn: 'The teacher explains everything twice so that the pupils understand it.', tr: { ua: 'Учитель пояснює все двічі, щоб учні це зрозуміли.', de: 'Die Schüler sollen alles verstehen. Deshalb wiederholt der Lehrer alles. (erklären)', ru: 'Учитель объясняет всё дважды, чтобы ученики это поняли.', be: 'Настаўнік тлумачыць усё двойчы, каб вучні гэта зразумелі.', tr: 'Öğretmen, öğrenciler anlasın diye her şeyi iki kez açıklıyor.', pl: 'Nauczyciel wyjaśnia wszystko dwa razy, żeby uczniowie to zrozumieli.', es: 'El profesor lo explica todo dos veces para que los alumnos lo entiendan.' }, correct: false },
    { formDe: 'Ich - schreibe - die Adresse - auf, - damit - du - sie - nicht vergisst.', hide: ['damit'], formEn: 'I will write down the address so that you do not forget it.', tr: { ua: 'Я запишу адресу, щоб ти її не забув.', de: 'Du sollst die Adresse nicht vergessen. Deshalb notiere ich sie für dich. (aufschreiben)', ru: 'Я запишу адрес, чтобы ты его не забыл.', be: 'Я запішу адрас, каб ты яго не забыў.', tr: 'Unutmayasın diye adresi yazıyorum.', pl: 'Zapiszę adres, żebyś go nie zapomniał.', es: 'Te apunto la dirección para que no se te olvide.' }, correct: false },
    { formDe: 'Wenn - das Wetter - schön ist, - grillen - wir - im Garten.', hide: ['Wenn'], formEn: 'If the weather is nice, we will have a barbecue in the garden.', tr: { ua: 'Якщо буде гарна погода, ми влаштуємо барбекю в саду.', de: 'Bei Sonne gibt es Würstchen vom Grill im Garten. (grillen)', ru: 'Если будет хорошая погода, мы устроим барбекю в саду.', be: 'Калі будзе добрае надвор’е, мы зладзім барбекю ў садзе.', tr: 'Hava güzel olursa bahçede mangal yapacağız.', pl: 'Jeśli będzie ładna pogoda, zrobimy grilla w ogrodzie.', es: 'Si hace buen tiempo, haremos una barbacoa en el jardín.' }, correct: false },
    { formDe: 'Ruf - mich - an, - wenn - du - angekommen bist.', hide: ['wenn'], formEn: 'Call me when you have arrived.', tr: { ua: 'Подзвони мені, коли приїдеш.', de: 'Bitte an einen Freund: Nach der Ankunft soll er dich anrufen. (ankommen, Perfekt)', ru: 'Позвони мне, когда приедешь.', be: 'Патэлефануй мне, калі прыедзеш.', tr: 'Vardığında beni ara.', pl: 'Zadzwoń do mnie, kiedy dojedziesz.', es: 'Llámame cuando hayas llegado.' }, correct: false },
    { formDe: 'Wenn - ich - Zeit habe, - lese - ich - gern.', hide: ['Wenn'], formEn: 'When I have time, I like to read.', tr: { ua: 'Коли в мене є час, я люблю читати.', de: 'In meiner Freizeit mache ich es mir gern mit einem Buch gemütlich. (lesen)', ru: 'Когда у меня есть время, я люблю читать.', be: 'Калі ў мяне ёсць час, я люблю чытаць.', tr: 'Vaktim olduğunda okumayı severim.', pl: 'Kiedy mam czas, lubię czytać.', es: 'Cuando tengo tiempo, me gusta leer.' }, correct: false },
    { formDe: 'Du - kannst - mitkommen, - wenn - du - willst.', hide: ['wenn'], formEn: 'You can come along if you want.', tr: { ua: 'Можеш піти з нами, якщо хочеш.', de: 'Hast du Lust? Dann komm doch mit! (können, wollen)', ru: 'Можешь пойти с нами, если хочешь.', be: 'Можаш пайсці з намі, калі хочаш.', tr: 'İstersen sen de gelebilirsin.', pl: 'Możesz pójść z nami, jeśli chcesz.', es: 'Puedes venir si quieres.' }, correct: false },
    { formDe: 'Wenn - man - Fieber hat, - muss - man - im Bett bleiben.', hide: ['Wenn'], formEn: 'If you have a fever, you have to stay in bed.', tr: { ua: 'Якщо в тебе температура, треба лежати в ліжку.', de: 'Regel bei Fieber: nicht aufstehen! (man, müssen)', ru: 'Если у тебя температура, нужно лежать в постели.', be: 'Калі ў цябе тэмпература, трэба ляжаць у ложку.', tr: 'Ateşin varsa yatakta kalman gerekir.', pl: 'Jeśli ma się gorączkę, trzeba leżeć w łóżku.', es: 'Si tienes fiebre, tienes que quedarte en la cama.' }, correct: false },
    { formDe: 'Wir - gehen - ins Kino, - wenn - ihr - fertig - seid.', hide: ['wenn'], formEn: 'We will go to the cinema when you are ready.', tr: { ua: 'Ми підемо в кіно, коли ви будете готові.', de: 'Seid ihr bald so weit? Danach geht es ins Kino.', ru: 'Мы пойдём в кино, когда вы будете готовы.', be: 'Мы пойдзем у кіно, калі вы будзеце гатовыя.', tr: 'Siz hazır olunca sinemaya gideceğiz.', pl: 'Pójdziemy do kina, kiedy będziecie gotowi.', es: 'Iremos al cine cuando estéis listos.' }, correct: false },
    { formDe: 'Bevor - ich - ins Bett gehe, - putze - ich - mir - die Zähne.', hide: ['Bevor'], formEn: 'Before I go to bed, I brush my teeth.', tr: { ua: 'Перш ніж лягти спати, я чищу зуби.', de: 'Mein Abend: zuerst Zähne putzen, dann ins Bett.', ru: 'Перед тем как лечь спать, я чищу зубы.', be: 'Перш чым легчы спаць, я чышчу зубы.', tr: 'Yatmadan önce dişlerimi fırçalarım.', pl: 'Zanim pójdę spać, myję zęby.', es: 'Antes de irme a la cama, me lavo los dientes.' }, correct: false },
    { formDe: 'Wasch - dir - die Hände, - bevor - du - isst.', hide: ['bevor'], formEn: 'Wash your hands before you eat.', tr: { ua: 'Помий руки, перш ніж їсти.', de: 'Zuerst die Hände waschen, dann essen! (du-Form, sich waschen)', ru: 'Вымой руки, прежде чем есть.', be: 'Памый рукі, перш чым есці.', tr: 'Yemek yemeden önce ellerini yıka.', pl: 'Umyj ręce, zanim zjesz.', es: 'Lávate las manos antes de comer.' }, correct: false },
    { formDe: 'Er - hat - in Wien - gewohnt, - bevor - er - nach Berlin - kam.', hide: ['bevor'], formEn: 'He lived in Vienna before he came to Berlin.', tr: { ua: 'Він жив у Відні, перш ніж переїхати до Берліна.', de: 'Zuerst war Wien sein Zuhause, später zog er nach Berlin. (wohnen, kommen)', ru: 'Он жил в Вене, прежде чем приехал в Берлин.', be: 'Ён жыў у Вене, перш чым прыехаў у Берлін.', tr: 'Berlin’e gelmeden önce Viyana’da yaşadı.', pl: 'Mieszkał w Wiedniu, zanim przyjechał do Berlina.', es: 'Vivió en Viena antes de venir a Berlín.' }, correct: false },
    { formDe: 'Bevor - wir - losfahren, - müssen - wir - tanken.', hide: ['Bevor'], formEn: 'Before we set off, we have to get petrol.', tr: { ua: 'Перш ніж вирушити, нам треба заправитися.', de: 'Der Tank ist fast leer. Erst zur Tankstelle, dann geht die Fahrt los. (tanken, losfahren)', ru: 'Прежде чем выехать, нам нужно заправиться.', be: 'Перш чым выехаць, нам трэба запраўціся.', tr: 'Yola çıkmadan önce benzin almamız gerekiyor.', pl: 'Zanim wyruszymy, musimy zatankować.', es: 'Antes de salir, tenemos que echar gasolina.' }, correct: false },
    { formDe: 'Sie - ruft - ihre Mutter - an, - bevor - sie - abfliegt.', hide: ['bevor'], formEn: 'She calls her mother before she flies off.', tr: { ua: 'Вона телефонує мамі, перш ніж вилетіти.', de: 'Vor dem Abflug telefoniert sie noch mit ihrer Mutter. (anrufen, abfliegen)', ru: 'Она звонит маме, прежде чем улететь.', be: 'Яна тэлефануе маме, перш чым вылецець.', tr: 'Uçmadan önce annesini arıyor.', pl: 'Dzwoni do mamy, zanim odleci.', es: 'Llama a su madre antes de irse en avión.' }, correct: false },
    { formDe: 'Bevor - du - gehst, - musst - du - die Tür - abschließen.', hide: ['Bevor'], formEn: 'Before you leave, you have to lock the door.', tr: { ua: 'Перш ніж піти, ти маєш замкнути двері.', de: 'Beim Gehen nicht vergessen: Tür zu und Schlüssel umdrehen! (abschließen, müssen)', ru: 'Прежде чем уйти, ты должен запереть дверь.', be: 'Перш чым пайсці, ты павінен замкнуць дзверы.', tr: 'Gitmeden önce kapıyı kilitlemen gerekiyor.', pl: 'Zanim wyjdziesz, musisz zamknąć drzwi na klucz.', es: 'Antes de irte, tienes que cerrar la puerta con llave.' }, correct: false },
  ],
};

export default lesson;
