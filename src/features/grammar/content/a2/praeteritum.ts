import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'praeteritum',
  order: 3,
  title: { en: 'Präteritum', ua: 'Минулий час Präteritum', de: 'Präteritum', ru: 'Прошедшее время Präteritum', be: 'Мінулы час Präteritum', tr: 'Präteritum (di’li geçmiş zaman)', pl: 'Czas przeszły Präteritum', es: 'El pasado Präteritum' },
  descr: { en: 'Tell stories about the past with regular -te forms and irregular stem changes.', ua: 'Розповідайте історії про минуле: правильні форми на -te і неправильні зміни основи.', de: 'Geschichten über die Vergangenheit erzählen: regelmäßige Verben (ich machte) und unregelmäßige Verben mit Vokalwechsel (ich ging).', ru: 'Рассказывайте истории о прошлом: правильные формы на -te и неправильные изменения основы.', be: 'Расказвайце гісторыі пра мінулае: правільныя формы на -te і няправільныя змены асновы.', tr: 'Geçmişe dair hikâyeler anlatın: düzenli -te biçimleri ve düzensiz gövde değişimleri.', pl: 'Opowiadaj historie o przeszłości: regularne formy z -te i nieregularne zmiany tematu.', es: 'Cuenta historias del pasado con las formas regulares en -te y los cambios irregulares de la raíz.' },
  rules: [
    {
      heading: 'When the Präteritum is used',
      paragraphs: [
        'The Präteritum (simple past) is the past tense of written German: stories, books, reports and the news.',
        'In everyday conversation Germans mostly use the Perfekt. But even in speech the Präteritum is normal for sein (war), haben (hatte), werden (wurde), the modal verbs (konnte, musste, wollte …) and es gab (there was/were).',
      ],
      examples: [
        { de: 'Es war einmal ein König.', tr: 'Once upon a time there was a king.' },
        { de: 'Gestern hatte ich keine Zeit.', tr: 'Yesterday I had no time.' },
        { de: 'Wir mussten lange warten.', tr: 'We had to wait a long time.' },
      ],
    },
    {
      heading: 'Regular verbs: stem + -te',
      paragraphs: [
        'Regular (weak) verbs keep their stem and add -te before the personal ending: mach-en → mach-te, kauf-en → kauf-te, spiel-en → spiel-te.',
        'If the stem ends in -t or -d (or a consonant + n, like rechnen), add an extra e so the form can be pronounced: arbeiten → arbeitete, reden → redete, öffnen → öffnete.',
      ],
      examples: [
        { de: 'Ich kaufte ein Brot.', tr: 'I bought a loaf of bread.' },
        { de: 'Sie arbeitete in einer Bank.', tr: 'She worked in a bank.' },
        { de: 'Wir spielten im Garten.', tr: 'We played in the garden.' },
      ],
      table: {
        caption: 'Regular verbs in the Präteritum',
        head: ['Person', 'machen', 'arbeiten'],
        rows: [
          ['ich', 'machte', 'arbeitete'],
          ['du', 'machtest', 'arbeitetest'],
          ['er/sie/es', 'machte', 'arbeitete'],
          ['wir', 'machten', 'arbeiteten'],
          ['ihr', 'machtet', 'arbeitetet'],
          ['sie/Sie', 'machten', 'arbeiteten'],
        ],
      },
    },
    {
      heading: 'Irregular verbs: a new stem',
      paragraphs: [
        'Irregular (strong) verbs do not add -te. Instead their stem vowel changes, and sometimes consonants change too: gehen → ging, kommen → kam, sehen → sah, finden → fand.',
        'These forms have to be learned together with the verb. Learn the three forms at once: gehen – ging – gegangen.',
      ],
      examples: [
        { de: 'Er ging nach Hause.', tr: 'He went home.' },
        { de: 'Der Bus kam zu spät.', tr: 'The bus came too late.' },
        { de: 'Ich fand eine alte Münze.', tr: 'I found an old coin.' },
      ],
      table: {
        caption: 'Common irregular verbs',
        head: ['Infinitive', 'Präteritum (er/sie/es)', 'Meaning'],
        rows: [
          ['gehen', 'ging', 'to go'],
          ['kommen', 'kam', 'to come'],
          ['sehen', 'sah', 'to see'],
          ['finden', 'fand', 'to find'],
          ['fahren', 'fuhr', 'to drive, to travel'],
          ['geben', 'gab', 'to give'],
          ['nehmen', 'nahm', 'to take'],
          ['sprechen', 'sprach', 'to speak'],
          ['schreiben', 'schrieb', 'to write'],
          ['lesen', 'las', 'to read'],
          ['essen', 'aß', 'to eat'],
          ['trinken', 'trank', 'to drink'],
          ['bleiben', 'blieb', 'to stay'],
          ['schlafen', 'schlief', 'to sleep'],
        ],
      },
    },
    {
      heading: 'Pronoun endings',
      paragraphs: [
        'All verbs in the Präteritum take the same personal endings. The important difference from the present tense: ich and er/sie/es have no ending of their own and are the same form (ich ging, er ging; ich machte, er machte).',
        'du adds -st, wir and sie/Sie add -en, ihr adds -t. After -te the e of -en is already there: wir machten, not wir machteen.',
      ],
      examples: [
        { de: 'Du kamst zu spät.', tr: 'You came too late.' },
        { de: 'Ihr saht sehr glücklich aus.', tr: 'You looked very happy.' },
        { de: 'Meine Eltern fuhren nach Italien.', tr: 'My parents went to Italy.' },
      ],
      table: {
        caption: 'Endings after the Präteritum stem',
        head: ['Person', 'Ending', 'gehen', 'machen'],
        rows: [
          ['ich', '–', 'ging', 'machte'],
          ['du', '-st', 'gingst', 'machtest'],
          ['er/sie/es', '–', 'ging', 'machte'],
          ['wir', '-en', 'gingen', 'machten'],
          ['ihr', '-t', 'gingt', 'machtet'],
          ['sie/Sie', '-en', 'gingen', 'machten'],
        ],
      },
    },
    {
      heading: 'sein, haben and werden',
      paragraphs: [
        'The three auxiliary verbs are irregular and very frequent, also in speech. sein has the stem war-, haben the stem hatt- (with -te), werden the stem wurd- (with -e).',
      ],
      examples: [
        { de: 'Wo warst du gestern?', tr: 'Where were you yesterday?' },
        { de: 'Wir hatten viel Spaß.', tr: 'We had a lot of fun.' },
        { de: 'Es wurde dunkel.', tr: 'It got dark.' },
      ],
      table: {
        caption: 'sein, haben, werden in the Präteritum',
        head: ['Person', 'sein', 'haben', 'werden'],
        rows: [
          ['ich', 'war', 'hatte', 'wurde'],
          ['du', 'warst', 'hattest', 'wurdest'],
          ['er/sie/es', 'war', 'hatte', 'wurde'],
          ['wir', 'waren', 'hatten', 'wurden'],
          ['ihr', 'wart', 'hattet', 'wurdet'],
          ['sie/Sie', 'waren', 'hatten', 'wurden'],
        ],
      },
    },
    {
      heading: 'Modal verbs and mixed verbs',
      paragraphs: [
        'Modal verbs take -te like regular verbs, and lose the umlaut: können → konnte, müssen → musste, dürfen → durfte, mögen → mochte; wollen → wollte, sollen → sollte.',
        'A few mixed verbs change the stem and also add -te: denken → dachte, bringen → brachte, kennen → kannte, wissen → wusste.',
      ],
      examples: [
        { de: 'Ich konnte nicht kommen.', tr: 'I could not come.' },
        { de: 'Sie wollte Ärztin werden.', tr: 'She wanted to become a doctor.' },
        { de: 'Er wusste die Antwort nicht.', tr: 'He did not know the answer.' },
      ],
      table: {
        caption: 'Modal verbs in the Präteritum (ich / er/sie/es)',
        head: ['Infinitive', 'Präteritum'],
        rows: [
          ['können', 'konnte'],
          ['müssen', 'musste'],
          ['dürfen', 'durfte'],
          ['wollen', 'wollte'],
          ['sollen', 'sollte'],
          ['mögen', 'mochte'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Gestern - arbeitete - ich - bis acht Uhr.', hide: ['arbeitete'], formEn: 'Yesterday I worked until eight o’clock.', tr: { ua: 'Учора я працював до восьмої години.', de: 'Gestern war mein Feierabend erst um acht. (arbeiten, Präteritum)', ru: 'Вчера я работал до восьми часов.', be: 'Учора я працаваў да восьмай гадзіны.', tr: 'Dün saat sekize kadar çalıştım.', pl: 'Wczoraj pracowałem do ósmej.', es: 'Ayer trabajé hasta las ocho.' }, correct: false },
    { formDe: 'Als Kind - wohnte - sie - in einem kleinen Dorf.', hide: ['wohnte'], formEn: 'As a child she lived in a small village.', tr: { ua: 'У дитинстві вона жила в маленькому селі.', de: 'Als Kind hatte sie ihr Zuhause in einem Ort mit wenigen Häusern. (wohnen, Präteritum)', ru: 'В детстве она жила в маленькой деревне.', be: 'У дзяцінстве яна жыла ў маленькай вёсцы.', tr: 'Çocukken küçük bir köyde yaşıyordu.', pl: 'Jako dziecko mieszkała w małej wsi.', es: 'De niña vivía en un pueblo pequeño.' }, correct: false },
    { formDe: 'Wir - gingen - am Sonntag - in den Park.', hide: ['gingen'], formEn: 'We went to the park on Sunday.', tr: { ua: 'У неділю ми ходили в парк.', de: 'Unser Sonntag: ein Spaziergang im Park. (gehen, Präteritum)', ru: 'В воскресенье мы ходили в парк.', be: 'У нядзелю мы хадзілі ў парк.', tr: 'Pazar günü parka gittik.', pl: 'W niedzielę poszliśmy do parku.', es: 'El domingo fuimos al parque.' }, correct: false },
    { formDe: 'Der Zug - kam - zehn Minuten - zu spät.', hide: ['kam'], formEn: 'The train was ten minutes late.', tr: { ua: 'Потяг запізнився на десять хвилин.', de: 'Der Zug hatte zehn Minuten Verspätung. (kommen, Präteritum)', ru: 'Поезд опоздал на десять минут.', be: 'Цягнік спазніўся на дзесяць хвілін.', tr: 'Tren on dakika geç geldi.', pl: 'Pociąg spóźnił się dziesięć minut.', es: 'El tren llegó diez minutos tarde.' }, correct: false },
    { formDe: 'Ich - sah - den Film - letzte Woche - im Kino.', hide: ['sah'], formEn: 'I saw the film at the cinema last week.', tr: { ua: 'Я бачив цей фільм у кінотеатрі минулого тижня.', de: 'Den Film kenne ich aus dem Kino, das war letzte Woche. (sehen, Präteritum)', ru: 'Я видел этот фильм в кино на прошлой неделе.', be: 'Я бачыў гэты фільм у кінатэатры на мінулым тыдні.', tr: 'Filmi geçen hafta sinemada izledim.', pl: 'Widziałem ten film w kinie w zeszłym tygodniu.', es: 'Vi la película en el cine la semana pasada.' }, correct: false },
    { formDe: 'Er - fand - seinen Schlüssel - unter dem Sofa.', hide: ['fand'], formEn: 'He found his key under the sofa.', tr: { ua: 'Він знайшов свій ключ під диваном.', de: 'Sein Schlüssel war weg, aber dann lag er unter dem Sofa. (finden, Präteritum)', ru: 'Он нашёл свой ключ под диваном.', be: 'Ён знайшоў свой ключ пад канапай.', tr: 'Anahtarını kanepenin altında buldu.', pl: 'Znalazł swój klucz pod kanapą.', es: 'Encontró su llave debajo del sofá.' }, correct: false },
    { formDe: 'Warum - warst - du - gestern nicht - in der Schule?', hide: ['warst'], formEn: 'Why were you not at school yesterday?', tr: { ua: 'Чому тебе вчора не було в школі?', de: 'Frage an einen Schüler nach dem Grund: Gestern war dein Platz in der Klasse leer. (sein, Präteritum)', ru: 'Почему тебя вчера не было в школе?', be: 'Чаму цябе ўчора не было ў школе?', tr: 'Dün neden okulda değildin?', pl: 'Dlaczego nie było cię wczoraj w szkole?', es: '¿Por qué no estuviste ayer en el colegio?' }, correct: false },
    { formDe: 'Wir - hatten - im Urlaub - schönes Wetter.', hide: ['hatten'], formEn: 'We had nice weather on holiday.', tr: { ua: 'У відпустці в нас була гарна погода.', de: 'Im Urlaub schien jeden Tag die Sonne. (haben, Präteritum)', ru: 'В отпуске у нас была хорошая погода.', be: 'У адпачынку ў нас было добрае надвор’е.', tr: 'Tatilde havamız güzeldi.', pl: 'Na urlopie mieliśmy ładną pogodę.', es: 'En vacaciones tuvimos buen tiempo.' }, correct: false },
    { formDe: 'Das Wetter - wurde - am Nachmittag - schlechter.', hide: ['wurde'], formEn: 'The weather got worse in the afternoon.', tr: { ua: 'Після обіду погода погіршилася.', de: 'Am Morgen Sonne, am Nachmittag Wolken und Regen. (werden, Präteritum)', ru: 'После обеда погода ухудшилась.', be: 'Пасля абеду надвор’е пагоршылася.', tr: 'Öğleden sonra hava kötüleşti.', pl: 'Po południu pogoda się pogorszyła.', es: 'Por la tarde el tiempo empeoró.' }, correct: false },
    { formDe: 'Ich - konnte - gestern - nicht schlafen.', hide: ['konnte'], formEn: 'I could not sleep yesterday.', tr: { ua: 'Учора я не міг заснути.', de: 'Letzte Nacht lag ich lange wach. (können, Präteritum)', ru: 'Вчера я не мог уснуть.', be: 'Учора я не мог заснуць.', tr: 'Dün uyuyamadım.', pl: 'Wczoraj nie mogłem spać.', es: 'Ayer no pude dormir.' }, correct: false },
    { formDe: 'Die Kinder - mussten - früh - ins Bett - gehen.', hide: ['mussten', 'gehen'], formEn: 'The children had to go to bed early.', tr: { ua: 'Діти мусили рано лягати спати.', de: 'Für die Kinder war schon früh Schlafenszeit. (müssen, Präteritum)', ru: 'Детям пришлось рано лечь спать.', be: 'Дзецям давялося рана класціся спаць.', tr: 'Çocuklar erken yatmak zorundaydı.', pl: 'Dzieci musiały wcześnie iść spać.', es: 'Los niños tenían que acostarse temprano.' }, correct: false },
    { formDe: 'Ihr - spieltet - den ganzen Tag - Fußball.', hide: ['spieltet'], formEn: 'You played football all day.', tr: { ua: 'Ви (усі) цілий день грали у футбол.', de: 'Von morgens bis abends wart ihr mit dem Ball auf dem Platz. (spielen, Präteritum)', ru: 'Вы (все) весь день играли в футбол.', be: 'Вы (усе) цэлы дзень гулялі ў футбол.', tr: 'Bütün gün futbol oynadınız.', pl: 'Cały dzień graliście w piłkę nożną.', es: 'Jugasteis al fútbol todo el día.' }, correct: false },
    { formDe: 'Du - kauftest - im Sommer - ein neues Auto.', hide: ['kauftest'], formEn: 'You bought a new car in the summer.', tr: { ua: 'Улітку ти купив нову машину.', de: 'Im Sommer hattest du auf einmal ein neues Auto vom Händler. (kaufen, Präteritum)', ru: 'Летом ты купил новую машину.', be: 'Улетку ты купіў новую машыну.', tr: 'Yazın yeni bir araba aldın.', pl: 'Latem kupiłeś nowy samochód.', es: 'En verano compraste un coche nuevo.' }, correct: false },
    { formDe: 'Meine Eltern - lernten - sich - in Berlin - kennen.', hide: ['lernten', 'kennen'], formEn: 'My parents met in Berlin.', tr: { ua: 'Мої батьки познайомилися в Берліні.', de: 'Meine Eltern haben sich zum ersten Mal in Berlin gesehen. (sich kennenlernen, Präteritum)', ru: 'Мои родители познакомились в Берлине.', be: 'Мае бацькі пазнаёміліся ў Берліне.', tr: 'Annemle babam Berlin’de tanıştı.', pl: 'Moi rodzice poznali się w Berlinie.', es: 'Mis padres se conocieron en Berlín.' }, correct: false },
    { formDe: 'Sie - schrieb - ihrer Freundin - einen Brief.', hide: ['schrieb'], formEn: 'She wrote her friend a letter.', tr: { ua: 'Вона написала подрузі листа.', de: 'Ein Brief von ihr ging an ihre Freundin. (schreiben, Präteritum)', ru: 'Она написала подруге письмо.', be: 'Яна напісала сяброўцы ліст.', tr: 'Arkadaşına bir mektup yazdı.', pl: 'Napisała do przyjaciółki list.', es: 'Le escribió una carta a su amiga.' }, correct: false },
    { formDe: 'Der Lehrer - sprach - sehr - langsam.', hide: ['sprach'], formEn: 'The teacher spoke very slowly.', tr: { ua: 'Учитель говорив дуже повільно.', de: 'Der Lehrer machte beim Reden viele Pausen, alle konnten folgen. (sprechen, Präteritum)', ru: 'Учитель говорил очень медленно.', be: 'Настаўнік гаварыў вельмі павольна.', tr: 'Öğretmen çok yavaş konuştu.', pl: 'Nauczyciel mówił bardzo powoli.', es: 'El profesor hablaba muy despacio.' }, correct: false },
    { formDe: 'Wir - fuhren - im Juli - nach Österreich.', hide: ['fuhren'], formEn: 'We went to Austria in July.', tr: { ua: 'У липні ми їздили до Австрії.', de: 'Unsere Reise im Juli ging nach Österreich. (fahren, Präteritum)', ru: 'В июле мы ездили в Австрию.', be: 'У ліпені мы ездзілі ў Аўстрыю.', tr: 'Temmuzda Avusturya’ya gittik.', pl: 'W lipcu pojechaliśmy do Austrii.', es: 'En julio fuimos a Austria.' }, correct: false },
    { formDe: 'Er - trank - jeden Morgen - einen Kaffee.', hide: ['trank'], formEn: 'He drank a coffee every morning.', tr: { ua: 'Щоранку він випивав каву.', de: 'Früher begann jeder Tag für ihn mit einer Tasse Kaffee. (trinken, Präteritum)', ru: 'Каждое утро он выпивал чашку кофе.', be: 'Кожную раніцу ён выпіваў каву.', tr: 'Her sabah bir kahve içerdi.', pl: 'Co rano pił kawę.', es: 'Tomaba un café todas las mañanas.' }, correct: false },
    { formDe: 'Ich - las - das Buch - in zwei Tagen.', hide: ['las'], formEn: 'I read the book in two days.', tr: { ua: 'Я прочитав книжку за два дні.', de: 'Nach zwei Tagen war das Buch für mich zu Ende. (lesen, Präteritum)', ru: 'Я прочитал книгу за два дня.', be: 'Я прачытаў кнігу за два дні.', tr: 'Kitabı iki günde okudum.', pl: 'Przeczytałem książkę w dwa dni.', es: 'Leí el libro en dos días.' }, correct: false },
    { formDe: 'Was - wolltest - du - mir - sagen?', hide: ['wolltest', 'sagen'], formEn: 'What did you want to tell me?', tr: { ua: 'Що ти хотів мені сказати?', de: 'Frage an einen Freund: Du hattest eine Nachricht für mich. Welche? (wollen, Präteritum)', ru: 'Что ты хотел мне сказать?', be: 'Што ты хацеў мне сказаць?', tr: 'Bana ne söylemek istedin?', pl: 'Co chciałeś mi powiedzieć?', es: '¿Qué me querías decir?' }, correct: false },
    { formDe: 'Die Gäste - blieben - gestern - bis Mitternacht.', hide: ['blieben'], formEn: 'The guests stayed until midnight yesterday.', tr: { ua: 'Учора гості залишалися до півночі.', de: 'Die Gäste sind gestern erst um zwölf Uhr nachts gegangen. (bleiben, Präteritum)', ru: 'Вчера гости пробыли до полуночи.', be: 'Учора госці заставаліся да поўначы.', tr: 'Misafirler dün gece yarısına kadar kaldı.', pl: 'Goście zostali wczoraj do północy.', es: 'Los invitados se quedaron ayer hasta medianoche.' }, correct: false },
    { formDe: 'Es - gab - damals - kein Internet.', hide: ['gab'], formEn: 'There was no internet back then.', tr: { ua: 'Тоді ще не було інтернету.', de: 'Vor vielen Jahren konnte man nicht online gehen. (es gibt, Präteritum)', ru: 'Тогда ещё не было интернета.', be: 'Тады яшчэ не было інтэрнэту.', tr: 'O zamanlar internet yoktu.', pl: 'Wtedy nie było internetu.', es: 'En aquella época no había internet.' }, correct: false },
    { formDe: 'Ihr - wart - nach der Reise - sehr müde.', hide: ['wart'], formEn: 'You were very tired after the journey.', tr: { ua: 'Після подорожі ви (усі) були дуже втомлені.', de: 'Nach der langen Reise wolltet ihr nur noch schlafen. (sein, Präteritum)', ru: 'После поездки вы (все) очень устали.', be: 'Пасля падарожжа вы (усе) былі вельмі стомленыя.', tr: 'Yolculuktan sonra çok yorgundunuz.', pl: 'Po podróży byliście bardzo zmęczeni.', es: 'Después del viaje estabais muy cansados.' }, correct: false },
    { formDe: 'Der Hund - schlief - den ganzen Nachmittag - auf dem Sofa.', hide: ['schlief'], formEn: 'The dog slept on the sofa all afternoon.', tr: { ua: 'Собака спав на дивані всю другу половину дня.', de: 'Nach dem Mittagessen lag der Hund stundenlang mit geschlossenen Augen auf dem Sofa. (schlafen, Präteritum)', ru: 'Собака спала на диване весь день после обеда.', be: 'Сабака спаў на канапе ўвесь дзень пасля абеду.', tr: 'Köpek bütün öğleden sonra kanepede uyudu.', pl: 'Pies spał na kanapie całe popołudnie.', es: 'El perro durmió en el sofá toda la tarde.' }, correct: false },
    { formDe: 'Ich - dachte - oft - an meine Oma.', hide: ['dachte'], formEn: 'I often thought of my grandma.', tr: { ua: 'Я часто думав про свою бабусю.', de: 'Meine Oma war oft in meinem Kopf. (denken an, Präteritum)', ru: 'Я часто думал о своей бабушке.', be: 'Я часта думаў пра сваю бабулю.', tr: 'Büyükannemi sık sık düşünürdüm.', pl: 'Często myślałem o mojej babci.', es: 'Pensaba a menudo en mi abuela.' }, correct: false },
    { formDe: 'Wir - durften - als Kinder - nicht - fernsehen.', hide: ['durften', 'fernsehen'], formEn: 'As children we were not allowed to watch TV.', tr: { ua: 'У дитинстві нам не можна було дивитися телевізор.', de: 'Als wir klein waren, war Fernsehen für uns verboten. (dürfen, Präteritum)', ru: 'В детстве нам нельзя было смотреть телевизор.', be: 'У дзяцінстве нам нельга было глядзець тэлевізар.', tr: 'Çocukken televizyon izlememize izin verilmezdi.', pl: 'Jako dzieciom nie wolno nam było oglądać telewizji.', es: 'De niños no nos dejaban ver la tele.' }, correct: false },
    { formDe: 'Du - kamst - gestern - sehr spät - nach Hause.', hide: ['kamst'], formEn: 'You came home very late yesterday.', tr: { ua: 'Учора ти прийшов додому дуже пізно.', de: 'Gestern warst du erst mitten in der Nacht zu Hause. (kommen, Präteritum)', ru: 'Вчера ты пришёл домой очень поздно.', be: 'Учора ты прыйшоў дадому вельмі позна.', tr: 'Dün eve çok geç geldin.', pl: 'Wczoraj wróciłeś do domu bardzo późno.', es: 'Ayer llegaste a casa muy tarde.' }, correct: false },
    { formDe: 'Sie - nahm - den Bus - zur Arbeit.', hide: ['nahm'], formEn: 'She took the bus to work.', tr: { ua: 'Вона поїхала на роботу автобусом.', de: 'Ihr Weg zur Arbeit: mit dem Bus. (nehmen, Präteritum)', ru: 'Она поехала на работу на автобусе.', be: 'Яна паехала на працу аўтобусам.', tr: 'İşe otobüsle gitti.', pl: 'Pojechała do pracy autobusem.', es: 'Cogió el autobús para ir al trabajo.' }, correct: false },
    { formDe: 'Ihr - gabt - uns - viele gute Tipps.', hide: ['gabt'], formEn: 'You gave us a lot of good tips.', tr: { ua: 'Ви (усі) дали нам багато добрих порад.', de: 'Eure Ratschläge haben uns sehr geholfen. (geben, Präteritum)', ru: 'Вы (все) дали нам много хороших советов.', be: 'Вы (усе) далі нам шмат добрых парад.', tr: 'Bize birçok iyi tavsiye verdiniz.', pl: 'Daliście nam wiele dobrych rad.', es: 'Nos disteis muchos buenos consejos.' }, correct: false },
    { formDe: 'Mitten in der Nacht - klingelte - plötzlich - das Telefon.', hide: ['klingelte'], formEn: 'In the middle of the night the phone suddenly rang.', tr: { ua: 'Посеред ночі раптом задзвонив телефон.', de: 'Um drei Uhr nachts, ganz unerwartet: ein Anruf! (klingeln, Präteritum)', ru: 'Посреди ночи вдруг зазвонил телефон.', be: 'Сярод ночы раптам зазваніў тэлефон.', tr: 'Gece yarısı telefon aniden çaldı.', pl: 'W środku nocy nagle zadzwonił telefon.', es: 'En mitad de la noche sonó de repente el teléfono.' }, correct: false },
  ],
};

export default lesson;
