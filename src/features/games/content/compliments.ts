import type { LocalizedText } from '@/i18n/languages';
import type { ComplimentAddressee, ComplimentSituation, Level } from './types';

/**
 * The compliment game's situations (issue 12, game 7): who is addressed decides du or Sie.
 *
 * Each situation is written once with its compliment (`answer`) and the same words in the other
 * register (`flipped`); the wrong choices are built from them: the flipped words (reason
 * `register`) and the compliments of two other situations, in this situation's register (reason
 * `situation`). So every compliment is right in one situation and wrong in others, and a wrong
 * situation is never also in the wrong register. `gloss` is the German note (`tr.de`) on what a
 * compliment praises. Translations address the learner as the interface does (ua/ru/be/tr "you"
 * formal, pl/es/de informal); Polish and Spanish formal forms follow the addressee's gender.
 */

/** The register each addressee goes with. */
export const REGISTER_OF: Record<ComplimentAddressee, 'du' | 'Sie'> = {
  friend: 'du',
  family: 'du',
  child: 'du',
  peer: 'du',
  neighbour: 'Sie',
  stranger: 'Sie',
  service: 'Sie',
  customer: 'Sie',
  boss: 'Sie',
  colleague: 'Sie',
  teacher: 'Sie',
  host: 'Sie',
};

type Translation = Omit<LocalizedText, 'de'>;
/** The flipped words' translation; English is the answer's unless given (English has one "you"). */
type FlippedTranslation = Omit<LocalizedText, 'de' | 'en'> & { en?: string };

interface Draft {
  level: Level;
  who: ComplimentAddressee;
  situation: LocalizedText;
  gloss: string;
  answer: [string, Translation];
  flipped: [string, FlippedTranslation];
  /** Two other situations whose compliments clearly do not fit this one. */
  others: [string, string];
}

const drafts: Record<string, Draft> = {
  flowers: {
    level: 'A1',
    who: 'neighbour',
    situation: {
      en: 'Your neighbour, whom you do not know well, has planted beautiful flowers in front of the house.',
      ua: 'Ваша сусідка, яку ви мало знаєте, посадила перед будинком гарні квіти.',
      de: 'Deine Nachbarin, die du kaum kennst, hat vor dem Haus schöne Blumen gepflanzt.',
      ru: 'Ваша соседка, которую вы плохо знаете, посадила перед домом красивые цветы.',
      be: 'Ваша суседка, якую вы мала ведаеце, пасадзіла перад домам прыгожыя кветкі.',
      tr: 'Pek tanımadığınız komşunuz evin önüne güzel çiçekler dikmiş.',
      pl: 'Sąsiadka, której prawie nie znasz, posadziła przed domem piękne kwiaty.',
      es: 'Tu vecina, a la que apenas conoces, ha plantado flores preciosas delante de la casa.',
    },
    gloss: 'Lob für die Blumen',
    answer: [
      'Ihre Blumen sind wunderschön!',
      { en: 'Your flowers are beautiful!', ua: 'Ваші квіти просто чудові!', ru: 'Ваши цветы просто чудесные!', be: 'Вашы кветкі проста цудоўныя!', tr: 'Çiçekleriniz çok güzel!', pl: 'Pani kwiaty są przepiękne!', es: '¡Sus flores son preciosas!' },
    ],
    flipped: [
      'Deine Blumen sind wunderschön!',
      { ua: 'Твої квіти просто чудові!', ru: 'Твои цветы просто чудесные!', be: 'Твае кветкі проста цудоўныя!', tr: 'Çiçeklerin çok güzel!', pl: 'Twoje kwiaty są przepiękne!', es: '¡Tus flores son preciosas!' },
    ],
    others: ['soup', 'haircut'],
  },
  soup: {
    level: 'A1',
    who: 'friend',
    situation: {
      en: 'A friend has cooked soup for you. It tastes wonderful.',
      ua: 'Друг зварив для вас суп. Він дуже смачний.',
      de: 'Ein Freund hat für dich Suppe gekocht. Sie schmeckt wunderbar.',
      ru: 'Друг сварил для вас суп. Он очень вкусный.',
      be: 'Сябар зварыў для вас суп. Ён вельмі смачны.',
      tr: 'Bir arkadaşınız size çorba pişirmiş. Çok lezzetli.',
      pl: 'Przyjaciel ugotował dla ciebie zupę. Jest pyszna.',
      es: 'Un amigo te ha preparado una sopa. Está riquísima.',
    },
    gloss: 'Lob für die Suppe',
    answer: [
      'Deine Suppe schmeckt fantastisch!',
      { en: 'Your soup tastes fantastic!', ua: 'Твій суп фантастично смачний!', ru: 'Твой суп фантастически вкусный!', be: 'Твой суп фантастычна смачны!', tr: 'Çorban harika olmuş!', pl: 'Twoja zupa jest fantastyczna!', es: '¡Tu sopa está buenísima!' },
    ],
    flipped: [
      'Ihre Suppe schmeckt fantastisch!',
      { ua: 'Ваш суп фантастично смачний!', ru: 'Ваш суп фантастически вкусный!', be: 'Ваш суп фантастычна смачны!', tr: 'Çorbanız harika olmuş!', pl: 'Pana zupa jest fantastyczna!', es: '¡Su sopa está buenísima!' },
    ],
    others: ['flowers', 'drawing'],
  },
  drawing: {
    level: 'A1',
    who: 'child',
    situation: {
      en: 'Your little niece shows you a picture she has painted.',
      ua: 'Ваша маленька племінниця показує вам малюнок, який вона намалювала.',
      de: 'Deine kleine Nichte zeigt dir ein Bild, das sie gemalt hat.',
      ru: 'Ваша маленькая племянница показывает вам рисунок, который она нарисовала.',
      be: 'Ваша маленькая пляменніца паказвае вам малюнак, які яна намалявала.',
      tr: 'Küçük yeğeniniz size yaptığı bir resmi gösteriyor.',
      pl: 'Twoja mała siostrzenica pokazuje ci obrazek, który namalowała.',
      es: 'Tu sobrina pequeña te enseña un dibujo que ha pintado.',
    },
    gloss: 'Lob für ein gemaltes Bild',
    answer: [
      'Dein Bild ist wunderschön!',
      { en: 'Your picture is beautiful!', ua: 'Твій малюнок дуже гарний!', ru: 'Твой рисунок очень красивый!', be: 'Твой малюнак вельмі прыгожы!', tr: 'Resmin çok güzel!', pl: 'Twój obrazek jest przepiękny!', es: '¡Tu dibujo es precioso!' },
    ],
    flipped: [
      'Ihr Bild ist wunderschön!',
      { ua: 'Ваш малюнок дуже гарний!', ru: 'Ваш рисунок очень красивый!', be: 'Ваш малюнак вельмі прыгожы!', tr: 'Resminiz çok güzel!', pl: 'Pani obrazek jest przepiękny!', es: '¡Su dibujo es precioso!' },
    ],
    others: ['flat', 'goal'],
  },
  haircut: {
    level: 'A1',
    who: 'friend',
    situation: {
      en: 'Your friend has a new haircut.',
      ua: 'У вашої подруги нова зачіска.',
      de: 'Deine Freundin hat eine neue Frisur.',
      ru: 'У вашей подруги новая причёска.',
      be: 'У вашай сяброўкі новая прычоска.',
      tr: 'Arkadaşınız yeni bir saç modeli yaptırmış.',
      pl: 'Twoja przyjaciółka ma nową fryzurę.',
      es: 'Tu amiga lleva un corte de pelo nuevo.',
    },
    gloss: 'Lob für die Frisur',
    answer: [
      'Deine neue Frisur sieht toll aus!',
      { en: 'Your new haircut looks great!', ua: 'Твоя нова зачіска виглядає чудово!', ru: 'Твоя новая причёска выглядит отлично!', be: 'Твая новая прычоска выглядае выдатна!', tr: 'Yeni saç modelin çok güzel olmuş!', pl: 'Świetnie wyglądasz w nowej fryzurze!', es: '¡Tu nuevo corte de pelo te queda genial!' },
    ],
    flipped: [
      'Ihre neue Frisur sieht toll aus!',
      { ua: 'Ваша нова зачіска виглядає чудово!', ru: 'Ваша новая причёска выглядит отлично!', be: 'Ваша новая прычоска выглядае выдатна!', tr: 'Yeni saç modeliniz çok güzel olmuş!', pl: 'Świetnie Pani wygląda w nowej fryzurze!', es: '¡Su nuevo corte de pelo le queda genial!' },
    ],
    others: ['soup', 'german-classmate'],
  },
  flat: {
    level: 'A1',
    who: 'friend',
    situation: {
      en: 'A friend shows you his new flat for the first time.',
      ua: 'Друг уперше показує вам свою нову квартиру.',
      de: 'Ein Freund zeigt dir zum ersten Mal seine neue Wohnung.',
      ru: 'Друг впервые показывает вам свою новую квартиру.',
      be: 'Сябар упершыню паказвае вам сваю новую кватэру.',
      tr: 'Bir arkadaşınız size yeni evini ilk kez gösteriyor.',
      pl: 'Przyjaciel po raz pierwszy pokazuje ci swoje nowe mieszkanie.',
      es: 'Un amigo te enseña su piso nuevo por primera vez.',
    },
    gloss: 'Lob für die Wohnung',
    answer: [
      'Deine Wohnung ist wirklich schön!',
      { en: 'Your flat is really lovely!', ua: 'Твоя квартира справді гарна!', ru: 'Твоя квартира правда красивая!', be: 'Твая кватэра сапраўды прыгожая!', tr: 'Evin gerçekten çok güzel!', pl: 'Twoje mieszkanie jest naprawdę ładne!', es: '¡Tu piso es muy bonito!' },
    ],
    flipped: [
      'Ihre Wohnung ist wirklich schön!',
      { ua: 'Ваша квартира справді гарна!', ru: 'Ваша квартира правда красивая!', be: 'Ваша кватэра сапраўды прыгожая!', tr: 'Eviniz gerçekten çok güzel!', pl: 'Pana mieszkanie jest naprawdę ładne!', es: '¡Su piso es muy bonito!' },
    ],
    others: ['haircut', 'dumplings'],
  },
  dog: {
    level: 'A1',
    who: 'stranger',
    situation: {
      en: 'On the train, a stranger shows you photos of his dog.',
      ua: 'У поїзді незнайомий чоловік показує вам фото свого собаки.',
      de: 'Im Zug zeigt dir ein fremder Mann Fotos von seinem Hund.',
      ru: 'В поезде незнакомый мужчина показывает вам фотографии своей собаки.',
      be: 'У цягніку незнаёмы мужчына паказвае вам фота свайго сабакі.',
      tr: 'Trende tanımadığınız bir adam size köpeğinin fotoğraflarını gösteriyor.',
      pl: 'W pociągu nieznajomy mężczyzna pokazuje ci zdjęcia swojego psa.',
      es: 'En el tren, un desconocido te enseña fotos de su perro.',
    },
    gloss: 'Lob für den Hund',
    answer: [
      'Ihr Hund ist wirklich süß!',
      { en: 'Your dog is really sweet!', ua: 'Ваш собака дуже милий!', ru: 'Ваша собака очень милая!', be: 'Ваш сабака вельмі мілы!', tr: 'Köpeğiniz çok tatlı!', pl: 'Pana pies jest naprawdę słodki!', es: '¡Su perro es muy mono!' },
    ],
    flipped: [
      'Dein Hund ist wirklich süß!',
      { ua: 'Твій собака дуже милий!', ru: 'Твоя собака очень милая!', be: 'Твой сабака вельмі мілы!', tr: 'Köpeğin çok tatlı!', pl: 'Twój pies jest naprawdę słodki!', es: '¡Tu perro es muy mono!' },
    ],
    others: ['flat', 'tidy'],
  },
  'german-classmate': {
    level: 'A1',
    who: 'peer',
    situation: {
      en: 'A classmate in your German course speaks much better now than at the start.',
      ua: 'Одногрупник на курсі німецької тепер говорить набагато краще, ніж на початку.',
      de: 'Ein Mitschüler in deinem Deutschkurs spricht jetzt viel besser als am Anfang.',
      ru: 'Одногруппник на курсе немецкого теперь говорит гораздо лучше, чем в начале.',
      be: 'Аднакурснік на курсах нямецкай мовы цяпер гаворыць значна лепш, чым напачатку.',
      tr: 'Almanca kursundaki bir sınıf arkadaşınız artık başlangıca göre çok daha iyi konuşuyor.',
      pl: 'Kolega z kursu niemieckiego mówi teraz dużo lepiej niż na początku.',
      es: 'Un compañero de tu curso de alemán habla ahora mucho mejor que al principio.',
    },
    gloss: 'Lob für das Deutsch',
    answer: [
      'Du sprichst schon richtig gut Deutsch!',
      { en: 'You already speak really good German!', ua: 'Ти вже дуже добре говориш німецькою!', ru: 'Ты уже очень хорошо говоришь по-немецки!', be: 'Ты ўжо вельмі добра размаўляеш па-нямецку!', tr: 'Artık gerçekten çok iyi Almanca konuşuyorsun!', pl: 'Mówisz już naprawdę dobrze po niemiecku!', es: '¡Ya hablas alemán muy bien!' },
    ],
    flipped: [
      'Sie sprechen schon richtig gut Deutsch!',
      { ua: 'Ви вже дуже добре говорите німецькою!', ru: 'Вы уже очень хорошо говорите по-немецки!', be: 'Вы ўжо вельмі добра размаўляеце па-нямецку!', tr: 'Artık gerçekten çok iyi Almanca konuşuyorsunuz!', pl: 'Mówi Pan już naprawdę dobrze po niemiecku!', es: '¡Ya habla usted alemán muy bien!' },
    ],
    others: ['cake', 'haircut'],
  },
  dumplings: {
    level: 'A1',
    who: 'family',
    situation: {
      en: 'Your grandmother has made dumplings, as she does every Sunday.',
      ua: 'Ваша бабуся, як щонеділі, приготувала кнедлі.',
      de: 'Deine Oma hat wie jeden Sonntag Knödel gemacht.',
      ru: 'Ваша бабушка, как каждое воскресенье, приготовила кнедлики.',
      be: 'Ваша бабуля, як кожную нядзелю, прыгатавала кнэдлі.',
      tr: 'Büyükanneniz her pazar olduğu gibi hamur köftesi yapmış.',
      pl: 'Twoja babcia, jak co niedzielę, zrobiła knedle.',
      es: 'Tu abuela ha hecho albóndigas de pan, como cada domingo.',
    },
    gloss: 'Lob für das Essen der Oma',
    answer: [
      'Oma, deine Knödel sind die besten!',
      { en: 'Grandma, your dumplings are the best!', ua: 'Бабусю, твої кнедлі найкращі!', ru: 'Бабушка, твои кнедлики самые лучшие!', be: 'Бабуля, твае кнэдлі самыя лепшыя!', tr: 'Nineciğim, senin hamur köftelerin en güzeli!', pl: 'Babciu, twoje knedle są najlepsze!', es: '¡Abuela, tus albóndigas son las mejores!' },
    ],
    flipped: [
      'Oma, Ihre Knödel sind die besten!',
      { ua: 'Бабусю, ваші кнедлі найкращі!', ru: 'Бабушка, ваши кнедлики самые лучшие!', be: 'Бабуля, вашы кнэдлі самыя лепшыя!', tr: 'Nineciğim, sizin hamur köfteleriniz en güzeli!', pl: 'Babciu, Pani knedle są najlepsze!', es: '¡Abuela, sus albóndigas son las mejores!' },
    ],
    others: ['drawing', 'german-classmate'],
  },
  goal: {
    level: 'A1',
    who: 'child',
    situation: {
      en: 'Your son has scored a goal in his football match.',
      ua: 'Ваш син забив гол у футбольному матчі.',
      de: 'Dein Sohn hat bei seinem Fußballspiel ein Tor geschossen.',
      ru: 'Ваш сын забил гол в футбольном матче.',
      be: 'Ваш сын забіў гол у футбольным матчы.',
      tr: 'Oğlunuz futbol maçında gol attı.',
      pl: 'Twój syn strzelił gola w meczu piłki nożnej.',
      es: 'Tu hijo ha marcado un gol en su partido de fútbol.',
    },
    gloss: 'Lob für das Fußballspiel',
    answer: [
      'Super, du hast toll gespielt!',
      { en: 'Great, you played brilliantly!', ua: 'Супер, ти чудово зіграв!', ru: 'Супер, ты отлично сыграл!', be: 'Супер, ты выдатна згуляў!', tr: 'Süper, harika oynadın!', pl: 'Super, świetnie zagrałeś!', es: '¡Genial, has jugado de maravilla!' },
    ],
    flipped: [
      'Super, Sie haben toll gespielt!',
      { ua: 'Супер, ви чудово зіграли!', ru: 'Супер, вы отлично сыграли!', be: 'Супер, вы выдатна згулялі!', tr: 'Süper, harika oynadınız!', pl: 'Super, świetnie Pan zagrał!', es: '¡Genial, ha jugado usted de maravilla!' },
    ],
    others: ['flat', 'pullover'],
  },
  parcel: {
    level: 'A1',
    who: 'neighbour',
    situation: {
      en: 'Your neighbour, whom you only know to say hello to, took in a parcel for you and brings it over.',
      ua: 'Сусід, з яким ви лише вітаєтеся, прийняв для вас посилку й приносить її.',
      de: 'Dein Nachbar, den du nur vom Grüßen kennst, hat ein Paket für dich angenommen und bringt es vorbei.',
      ru: 'Сосед, с которым вы только здороваетесь, принял для вас посылку и приносит её.',
      be: 'Сусед, з якім вы толькі вітаецеся, прыняў для вас пасылку і прыносіць яе.',
      tr: 'Sadece selamlaştığınız komşunuz sizin için bir paket teslim almış ve getiriyor.',
      pl: 'Sąsiad, z którym tylko mówisz sobie „dzień dobry”, odebrał dla ciebie paczkę i ją przynosi.',
      es: 'Tu vecino, al que solo conoces de saludarlo, ha recogido un paquete para ti y te lo trae.',
    },
    gloss: 'Dank für eine freundliche Hilfe',
    answer: [
      'Das ist sehr nett von Ihnen, vielen Dank!',
      { en: 'That is very kind of you, thank you very much!', ua: 'Це дуже мило з вашого боку, щиро дякую!', ru: 'Это очень мило с вашей стороны, большое спасибо!', be: 'Гэта вельмі міла з вашага боку, вялікі дзякуй!', tr: 'Çok naziksiniz, çok teşekkür ederim!', pl: 'To bardzo miło z Pana strony, dziękuję bardzo!', es: '¡Es usted muy amable, muchas gracias!' },
    ],
    flipped: [
      'Das ist sehr nett von dir, vielen Dank!',
      { ua: 'Це дуже мило з твого боку, щиро дякую!', ru: 'Это очень мило с твоей стороны, большое спасибо!', be: 'Гэта вельмі міла з твайго боку, вялікі дзякуй!', tr: 'Çok naziksin, çok teşekkür ederim!', pl: 'To bardzo miło z twojej strony, dziękuję bardzo!', es: '¡Eres muy amable, muchas gracias!' },
    ],
    others: ['guitar', 'bread'],
  },
  guitar: {
    level: 'A1',
    who: 'stranger',
    situation: {
      en: 'In the park, a stranger is playing the guitar beautifully.',
      ua: 'У парку незнайомий чоловік гарно грає на гітарі.',
      de: 'Im Park spielt ein Fremder wunderschön Gitarre.',
      ru: 'В парке незнакомый мужчина красиво играет на гитаре.',
      be: 'У парку незнаёмы мужчына прыгожа грае на гітары.',
      tr: 'Parkta tanımadığınız biri çok güzel gitar çalıyor.',
      pl: 'W parku nieznajomy pięknie gra na gitarze.',
      es: 'En el parque, un desconocido toca muy bien la guitarra.',
    },
    gloss: 'Lob für die Musik',
    answer: [
      'Sie spielen wunderbar Gitarre!',
      { en: 'You play the guitar wonderfully!', ua: 'Ви чудово граєте на гітарі!', ru: 'Вы чудесно играете на гитаре!', be: 'Вы цудоўна іграеце на гітары!', tr: 'Çok güzel gitar çalıyorsunuz!', pl: 'Pięknie Pan gra na gitarze!', es: '¡Toca usted la guitarra de maravilla!' },
    ],
    flipped: [
      'Du spielst wunderbar Gitarre!',
      { ua: 'Ти чудово граєш на гітарі!', ru: 'Ты чудесно играешь на гитаре!', be: 'Ты цудоўна іграеш на гітары!', tr: 'Çok güzel gitar çalıyorsun!', pl: 'Pięknie grasz na gitarze!', es: '¡Tocas la guitarra de maravilla!' },
    ],
    others: ['dog', 'course'],
  },
  tidy: {
    level: 'A1',
    who: 'child',
    situation: {
      en: 'Your son has tidied up his room all by himself.',
      ua: 'Ваш син сам прибрав у своїй кімнаті.',
      de: 'Dein Sohn hat ganz allein sein Zimmer aufgeräumt.',
      ru: 'Ваш сын сам убрал свою комнату.',
      be: 'Ваш сын сам прыбраў у сваім пакоі.',
      tr: 'Oğlunuz odasını tek başına toplamış.',
      pl: 'Twój syn sam posprzątał swój pokój.',
      es: 'Tu hijo ha ordenado su habitación él solo.',
    },
    gloss: 'Lob für das aufgeräumte Zimmer',
    answer: [
      'Dein Zimmer ist ja total ordentlich – toll!',
      { en: 'Your room is so tidy – great!', ua: 'Твоя кімната така охайна – чудово!', ru: 'Твоя комната такая аккуратная – здорово!', be: 'Твой пакой такі ахайны – выдатна!', tr: 'Odan tertemiz olmuş, harika!', pl: 'Twój pokój jest taki czysty – super!', es: '¡Tu habitación está ordenadísima, genial!' },
    ],
    flipped: [
      'Ihr Zimmer ist ja total ordentlich – toll!',
      { ua: 'Ваша кімната така охайна – чудово!', ru: 'Ваша комната такая аккуратная – здорово!', be: 'Ваш пакой такі ахайны – выдатна!', tr: 'Odanız tertemiz olmuş, harika!', pl: 'Pana pokój jest taki czysty – super!', es: '¡Su habitación está ordenadísima, genial!' },
    ],
    others: ['soup', 'party'],
  },
  bike: {
    level: 'A1',
    who: 'family',
    situation: {
      en: 'Your father has repaired your bike.',
      ua: 'Ваш тато полагодив ваш велосипед.',
      de: 'Dein Vater hat dein Fahrrad repariert.',
      ru: 'Ваш папа починил ваш велосипед.',
      be: 'Ваш тата адрамантаваў ваш ровар.',
      tr: 'Babanız bisikletinizi tamir etmiş.',
      pl: 'Twój tata naprawił ci rower.',
      es: 'Tu padre te ha arreglado la bici.',
    },
    gloss: 'Dank an den Vater für das Fahrrad',
    answer: [
      'Papa, du bist der Beste! Das Fahrrad fährt wie neu.',
      { en: "Dad, you're the best! The bike rides like new.", ua: 'Тату, ти найкращий! Велосипед їде як новий.', ru: 'Папа, ты лучший! Велосипед едет как новый.', be: 'Тата, ты найлепшы! Ровар едзе як новы.', tr: 'Babacığım, sen bir harikasın! Bisiklet yeni gibi oldu.', pl: 'Tato, jesteś najlepszy! Rower jeździ jak nowy.', es: '¡Papá, eres el mejor! La bici va como nueva.' },
    ],
    flipped: [
      'Papa, Sie sind der Beste! Das Fahrrad fährt wie neu.',
      { ua: 'Тату, ви найкращий! Велосипед їде як новий.', ru: 'Папа, вы лучший! Велосипед едет как новый.', be: 'Тата, вы найлепшы! Ровар едзе як новы.', tr: 'Babacığım, siz bir harikasınız! Bisiklet yeni gibi oldu.', pl: 'Tato, jest Pan najlepszy! Rower jeździ jak nowy.', es: '¡Papá, usted es el mejor! La bici va como nueva.' },
    ],
    others: ['haircut', 'photos'],
  },
  reading: {
    level: 'A1',
    who: 'child',
    situation: {
      en: "Your neighbours' little daughter reads a story aloud to you without a single mistake.",
      ua: 'Маленька донька сусідів читає вам казку вголос без жодної помилки.',
      de: 'Die kleine Tochter deiner Nachbarn liest dir eine Geschichte ohne einen Fehler vor.',
      ru: 'Маленькая дочка соседей читает вам вслух сказку без единой ошибки.',
      be: 'Маленькая дачка суседзяў чытае вам уголас казку без ніводнай памылкі.',
      tr: 'Komşularınızın küçük kızı size bir hikâyeyi hiç hata yapmadan sesli okuyor.',
      pl: 'Mała córeczka sąsiadów czyta ci na głos bajkę bez żadnego błędu.',
      es: 'La hija pequeña de tus vecinos te lee un cuento en voz alta sin ningún error.',
    },
    gloss: 'Lob fürs Lesen',
    answer: [
      'Du kannst aber schon toll lesen!',
      { en: 'Wow, you can read really well already!', ua: 'Ого, ти вже так гарно читаєш!', ru: 'Ого, ты уже так здорово читаешь!', be: 'Ого, ты ўжо так выдатна чытаеш!', tr: 'Vay, ne güzel okuyorsun!', pl: 'Ale ty już pięknie czytasz!', es: '¡Vaya, qué bien lees ya!' },
    ],
    flipped: [
      'Sie können aber schon toll lesen!',
      { ua: 'Ого, ви вже так гарно читаєте!', ru: 'Ого, вы уже так здорово читаете!', be: 'Ого, вы ўжо так выдатна чытаеце!', tr: 'Vay, ne güzel okuyorsunuz!', pl: 'Ale Pani już pięknie czyta!', es: '¡Vaya, qué bien lee usted ya!' },
    ],
    others: ['bike', 'moving'],
  },
  'cafe-baby': {
    level: 'A1',
    who: 'customer',
    situation: {
      en: 'You work in a café. A regular customer comes in with her new baby.',
      ua: 'Ви працюєте в кав’ярні. Постійна відвідувачка приходить зі своїм новонародженим малюком.',
      de: 'Du arbeitest in einem Café. Eine Stammkundin kommt mit ihrem neuen Baby herein.',
      ru: 'Вы работаете в кафе. Постоянная посетительница приходит со своим новорождённым малышом.',
      be: 'Вы працуеце ў кавярні. Пастаянная наведвальніца прыходзіць са сваім немаўлём.',
      tr: 'Bir kafede çalışıyorsunuz. Müdavim bir müşteri yeni doğan bebeğiyle geliyor.',
      pl: 'Pracujesz w kawiarni. Stała klientka przychodzi ze swoim nowo narodzonym dzieckiem.',
      es: 'Trabajas en una cafetería. Una clienta habitual viene con su bebé recién nacido.',
    },
    gloss: 'Lob für das Baby',
    answer: [
      'Ihr Baby ist ja zuckersüß!',
      { en: 'Your baby is so sweet!', ua: 'Ваше маля просто чарівне!', ru: 'Ваш малыш просто прелесть!', be: 'Ваш малы проста цуд!', tr: 'Bebeğiniz çok tatlı!', pl: 'Pani dzidziuś jest przesłodki!', es: '¡Su bebé es una monada!' },
    ],
    flipped: [
      'Dein Baby ist ja zuckersüß!',
      { ua: 'Твоє маля просто чарівне!', ru: 'Твой малыш просто прелесть!', be: 'Твой малы проста цуд!', tr: 'Bebeğin çok tatlı!', pl: 'Twój dzidziuś jest przesłodki!', es: '¡Tu bebé es una monada!' },
    ],
    others: ['guitar', 'heating'],
  },
  'teacher-explains': {
    level: 'A2',
    who: 'teacher',
    situation: {
      en: 'Your German teacher at the adult education centre has explained the perfect tense so clearly that you finally understand it.',
      ua: 'Ваша викладачка німецької в центрі освіти для дорослих так зрозуміло пояснила минулий час, що ви нарешті його зрозуміли.',
      de: 'Deine Deutschlehrerin an der Volkshochschule hat das Perfekt so klar erklärt, dass du es endlich verstehst.',
      ru: 'Ваша преподавательница немецкого на курсах для взрослых так понятно объяснила прошедшее время, что вы наконец его поняли.',
      be: 'Ваша выкладчыца нямецкай мовы на курсах для дарослых так зразумела растлумачыла прошлы час, што вы нарэшце яго зразумелі.',
      tr: 'Halk eğitim merkezindeki Almanca öğretmeniniz geçmiş zamanı öyle açık anlattı ki sonunda anladınız.',
      pl: 'Twoja nauczycielka niemieckiego na kursie dla dorosłych tak jasno wyjaśniła czas przeszły, że w końcu go rozumiesz.',
      es: 'Tu profesora de alemán de la escuela de adultos ha explicado el pretérito perfecto con tanta claridad que por fin lo entiendes.',
    },
    gloss: 'Lob für eine gute Erklärung',
    answer: [
      'Sie erklären das so gut – jetzt verstehe ich es endlich!',
      { en: 'You explain it so well – now I finally understand it!', ua: 'Ви так добре пояснюєте – тепер я нарешті розумію!', ru: 'Вы так хорошо объясняете – теперь я наконец понимаю!', be: 'Вы так добра тлумачыце – цяпер я нарэшце разумею!', tr: 'Çok iyi anlatıyorsunuz, sonunda anladım!', pl: 'Tak dobrze Pani tłumaczy – teraz w końcu rozumiem!', es: '¡Lo explica usted tan bien! Por fin lo entiendo.' },
    ],
    flipped: [
      'Du erklärst das so gut – jetzt verstehe ich es endlich!',
      { ua: 'Ти так добре пояснюєш – тепер я нарешті розумію!', ru: 'Ты так хорошо объясняешь – теперь я наконец понимаю!', be: 'Ты так добра тлумачыш – цяпер я нарэшце разумею!', tr: 'Çok iyi anlatıyorsun, sonunda anladım!', pl: 'Tak dobrze tłumaczysz – teraz w końcu rozumiem!', es: '¡Lo explicas tan bien! Por fin lo entiendo.' },
    ],
    others: ['dog', 'landlady'],
  },
  scarf: {
    level: 'A2',
    who: 'family',
    situation: {
      en: 'Your sister gives you a beautiful scarf for your birthday.',
      ua: 'Сестра дарує вам на день народження гарний шарф.',
      de: 'Deine Schwester schenkt dir zum Geburtstag einen schönen Schal.',
      ru: 'Сестра дарит вам на день рождения красивый шарф.',
      be: 'Сястра дорыць вам на дзень нараджэння прыгожы шалік.',
      tr: 'Kız kardeşiniz doğum gününüzde size güzel bir atkı hediye ediyor.',
      pl: 'Siostra daje ci na urodziny piękny szal.',
      es: 'Tu hermana te regala una bufanda preciosa por tu cumpleaños.',
    },
    gloss: 'Dank und Lob für ein Geschenk',
    answer: [
      'Danke! Du hast einen tollen Geschmack!',
      { en: 'Thank you! You have great taste!', ua: 'Дякую! У тебе чудовий смак!', ru: 'Спасибо! У тебя отличный вкус!', be: 'Дзякуй! У цябе выдатны густ!', tr: 'Teşekkürler! Zevkin harika!', pl: 'Dziękuję! Masz świetny gust!', es: '¡Gracias! ¡Tienes muy buen gusto!' },
    ],
    flipped: [
      'Danke! Sie haben einen tollen Geschmack!',
      { ua: 'Дякую! У вас чудовий смак!', ru: 'Спасибо! У вас отличный вкус!', be: 'Дзякуй! У вас выдатны густ!', tr: 'Teşekkürler! Zevkiniz harika!', pl: 'Dziękuję! Ma Pani świetny gust!', es: '¡Gracias! ¡Tiene usted muy buen gusto!' },
    ],
    others: ['goal', 'calm'],
  },
  cake: {
    level: 'A2',
    who: 'colleague',
    situation: {
      en: 'A colleague from another department, whom you hardly know, has brought a homemade cake to the office.',
      ua: 'Колега з іншого відділу, якого ви майже не знаєте, приніс до офісу домашній пиріг.',
      de: 'Ein Kollege aus einer anderen Abteilung, den du kaum kennst, hat einen selbst gebackenen Kuchen ins Büro mitgebracht.',
      ru: 'Коллега из другого отдела, которого вы почти не знаете, принёс в офис домашний пирог.',
      be: 'Калега з іншага аддзела, якога вы амаль не ведаеце, прынёс у офіс хатні пірог.',
      tr: 'Pek tanımadığınız, başka bir bölümden bir iş arkadaşınız ofise ev yapımı pasta getirmiş.',
      pl: 'Kolega z innego działu, którego prawie nie znasz, przyniósł do biura domowe ciasto.',
      es: 'Un compañero de otro departamento, al que apenas conoces, ha traído a la oficina un pastel casero.',
    },
    gloss: 'Lob für den Kuchen',
    answer: [
      'Ihr Kuchen ist köstlich! Haben Sie ihn selbst gebacken?',
      { en: 'Your cake is delicious! Did you bake it yourself?', ua: 'Ваш пиріг просто смакота! Ви самі його спекли?', ru: 'Ваш пирог восхитителен! Вы сами его испекли?', be: 'Ваш пірог вельмі смачны! Вы самі яго спяклі?', tr: 'Pastanız çok lezzetli! Kendiniz mi yaptınız?', pl: 'Pana ciasto jest pyszne! Sam je Pan upiekł?', es: '¡Su pastel está delicioso! ¿Lo ha hecho usted mismo?' },
    ],
    flipped: [
      'Dein Kuchen ist köstlich! Hast du ihn selbst gebacken?',
      { ua: 'Твій пиріг просто смакота! Ти сам його спік?', ru: 'Твой пирог восхитителен! Ты сам его испёк?', be: 'Твой пірог вельмі смачны! Ты сам яго спёк?', tr: 'Pastan çok lezzetli! Kendin mi yaptın?', pl: 'Twoje ciasto jest pyszne! Sam je upiekłeś?', es: '¡Tu pastel está delicioso! ¿Lo has hecho tú mismo?' },
    ],
    others: ['coat', 'stories'],
  },
  dress: {
    level: 'A2',
    who: 'friend',
    situation: {
      en: 'Your friend is wearing a new dress at a party.',
      ua: 'Подруга прийшла на вечірку в новій сукні.',
      de: 'Deine Freundin trägt auf einer Party ein neues Kleid.',
      ru: 'Подруга пришла на вечеринку в новом платье.',
      be: 'Сяброўка прыйшла на вечарыну ў новай сукенцы.',
      tr: 'Arkadaşınız bir partide yeni bir elbise giymiş.',
      pl: 'Przyjaciółka ma na imprezie nową sukienkę.',
      es: 'Tu amiga lleva un vestido nuevo en una fiesta.',
    },
    gloss: 'Lob für das Kleid',
    answer: [
      'Das Kleid steht dir super!',
      { en: 'That dress looks great on you!', ua: 'Ця сукня тобі дуже пасує!', ru: 'Это платье тебе очень идёт!', be: 'Гэтая сукенка табе вельмі пасуе!', tr: 'Bu elbise sana çok yakışmış!', pl: 'Świetnie ci w tej sukience!', es: '¡Ese vestido te queda genial!' },
    ],
    flipped: [
      'Das Kleid steht Ihnen super!',
      { ua: 'Ця сукня вам дуже пасує!', ru: 'Это платье вам очень идёт!', be: 'Гэтая сукенка вам вельмі пасуе!', tr: 'Bu elbise size çok yakışmış!', pl: 'Świetnie Pani w tej sukience!', es: '¡Ese vestido le queda genial!' },
    ],
    others: ['bike', 'exam-help'],
  },
  shoes: {
    level: 'A2',
    who: 'service',
    situation: {
      en: 'A shop assistant has spent a long time helping you find the right shoes.',
      ua: 'Продавчиня довго допомагала вам знайти відповідне взуття.',
      de: 'Eine Verkäuferin hat dir lange geholfen, die richtigen Schuhe zu finden.',
      ru: 'Продавщица долго помогала вам найти подходящую обувь.',
      be: 'Прадаўшчыца доўга дапамагала вам знайсці адпаведны абутак.',
      tr: 'Bir satış görevlisi doğru ayakkabıyı bulmanız için size uzun süre yardım etmiş.',
      pl: 'Sprzedawczyni długo pomagała ci znaleźć odpowiednie buty.',
      es: 'Una dependienta te ha ayudado durante mucho rato a encontrar los zapatos adecuados.',
    },
    gloss: 'Lob für die Beratung',
    answer: [
      'Sie haben mich toll beraten, vielen Dank!',
      { en: 'You gave me great advice, thank you very much!', ua: 'Ви мені чудово порадили, щиро дякую!', ru: 'Вы мне отлично помогли с выбором, большое спасибо!', be: 'Вы мне выдатна дапамаглі з выбарам, вялікі дзякуй!', tr: 'Bana çok güzel yardımcı oldunuz, çok teşekkür ederim!', pl: 'Świetnie mi Pani doradziła, dziękuję bardzo!', es: '¡Me ha aconsejado usted muy bien, muchas gracias!' },
    ],
    flipped: [
      'Du hast mich toll beraten, vielen Dank!',
      { ua: 'Ти мені чудово порадила, щиро дякую!', ru: 'Ты мне отлично помогла с выбором, большое спасибо!', be: 'Ты мне выдатна дапамагла з выбарам, вялікі дзякуй!', tr: 'Bana çok güzel yardımcı oldun, çok teşekkür ederim!', pl: 'Świetnie mi doradziłaś, dziękuję bardzo!', es: '¡Me has aconsejado muy bien, muchas gracias!' },
    ],
    others: ['flowers', 'farewell'],
  },
  bread: {
    level: 'A2',
    who: 'service',
    situation: {
      en: 'The baker in your street sells the best bread in town, and you want to tell her so.',
      ua: 'Власниця пекарні на вашій вулиці пече найкращий хліб у місті, і ви хочете їй про це сказати.',
      de: 'Die Bäckerin in deiner Straße verkauft das beste Brot der Stadt, und das möchtest du ihr sagen.',
      ru: 'Хозяйка пекарни на вашей улице печёт лучший хлеб в городе, и вы хотите ей это сказать.',
      be: 'Уладальніца пякарні на вашай вуліцы пячэ найлепшы хлеб у горадзе, і вы хочаце ёй пра гэта сказаць.',
      tr: 'Sokağınızdaki fırıncı kadın şehrin en güzel ekmeğini yapıyor ve bunu ona söylemek istiyorsunuz.',
      pl: 'Piekarka z twojej ulicy sprzedaje najlepszy chleb w mieście i chcesz jej to powiedzieć.',
      es: 'La panadera de tu calle vende el mejor pan de la ciudad y quieres decírselo.',
    },
    gloss: 'Lob für das Brot',
    answer: [
      'Ihr Brot ist das beste in der ganzen Stadt!',
      { en: 'Your bread is the best in the whole town!', ua: 'Ваш хліб найкращий у всьому місті!', ru: 'Ваш хлеб лучший во всём городе!', be: 'Ваш хлеб найлепшы ва ўсім горадзе!', tr: 'Ekmeğiniz bütün şehrin en iyisi!', pl: 'Pani chleb jest najlepszy w całym mieście!', es: '¡Su pan es el mejor de toda la ciudad!' },
    ],
    flipped: [
      'Dein Brot ist das beste in der ganzen Stadt!',
      { ua: 'Твій хліб найкращий у всьому місті!', ru: 'Твой хлеб лучший во всём городе!', be: 'Твой хлеб найлепшы ва ўсім горадзе!', tr: 'Ekmeğin bütün şehrin en iyisi!', pl: 'Twój chleb jest najlepszy w całym mieście!', es: '¡Tu pan es el mejor de toda la ciudad!' },
    ],
    others: ['guitar', 'presentation'],
  },
  'host-dinner': {
    level: 'A2',
    who: 'host',
    situation: {
      en: "Your partner's parents have invited you to dinner for the first time.",
      ua: 'Батьки вашого партнера вперше запросили вас на вечерю.',
      de: 'Die Eltern deines Partners haben dich zum ersten Mal zum Abendessen eingeladen.',
      ru: 'Родители вашего партнёра впервые пригласили вас на ужин.',
      be: 'Бацькі вашага партнёра ўпершыню запрасілі вас на вячэру.',
      tr: 'Partnerinizin ailesi sizi ilk kez akşam yemeğine davet etti.',
      pl: 'Rodzice twojego partnera po raz pierwszy zaprosili cię na kolację.',
      es: 'Los padres de tu pareja te han invitado a cenar por primera vez.',
    },
    gloss: 'Lob für das Essen',
    answer: [
      'Das Essen war köstlich – Sie kochen ausgezeichnet!',
      { en: 'The meal was delicious – you are excellent cooks!', ua: 'Вечеря була дуже смачна – ви чудово готуєте!', ru: 'Ужин был восхитительный – вы прекрасно готовите!', be: 'Вячэра была вельмі смачная – вы выдатна гатуеце!', tr: 'Yemek çok lezzetliydi, harika yemek yapıyorsunuz!', pl: 'Kolacja była pyszna – świetnie Państwo gotują!', es: '¡La cena estaba deliciosa! ¡Cocinan ustedes de maravilla!' },
    ],
    flipped: [
      'Das Essen war köstlich – du kochst ausgezeichnet!',
      { en: 'The meal was delicious – you are an excellent cook!', ua: 'Вечеря була дуже смачна – ти чудово готуєш!', ru: 'Ужин был восхитительный – ты прекрасно готовишь!', be: 'Вячэра была вельмі смачная – ты выдатна гатуеш!', tr: 'Yemek çok lezzetliydi, harika yemek yapıyorsun!', pl: 'Kolacja była pyszna – świetnie gotujesz!', es: '¡La cena estaba deliciosa! ¡Cocinas de maravilla!' },
    ],
    others: ['goal', 'german-classmate'],
  },
  outing: {
    level: 'A2',
    who: 'peer',
    situation: {
      en: 'A colleague you are on du terms with has organised the team outing perfectly.',
      ua: 'Колега, з яким ви на «ти», чудово організував поїздку для команди.',
      de: 'Ein Kollege, mit dem du dich duzt, hat den Betriebsausflug perfekt organisiert.',
      ru: 'Коллега, с которым вы на «ты», отлично организовал поездку для команды.',
      be: 'Калега, з якім вы на «ты», выдатна арганізаваў паездку для каманды.',
      tr: '"Sen" diye hitap ettiğiniz bir iş arkadaşınız ekip gezisini mükemmel organize etmiş.',
      pl: 'Kolega, z którym jesteś na „ty”, świetnie zorganizował wyjazd integracyjny.',
      es: 'Un compañero de trabajo al que tuteas ha organizado perfectamente la excursión del equipo.',
    },
    gloss: 'Lob für die Organisation',
    answer: [
      'Der Ausflug war super organisiert – das hast du toll gemacht!',
      { en: 'The outing was superbly organised – you did a great job!', ua: 'Поїздка була чудово організована – ти молодець!', ru: 'Поездка была отлично организована – ты молодец!', be: 'Паездка была выдатна арганізавана – ты малайчына!', tr: 'Gezi harika organize edilmişti, çok iyi iş çıkardın!', pl: 'Wyjazd był świetnie zorganizowany – świetnie się spisałeś!', es: '¡La excursión estuvo muy bien organizada, lo has hecho genial!' },
    ],
    flipped: [
      'Der Ausflug war super organisiert – das haben Sie toll gemacht!',
      { ua: 'Поїздка була чудово організована – ви молодець!', ru: 'Поездка была отлично организована – вы молодец!', be: 'Паездка была выдатна арганізавана – вы малайчына!', tr: 'Gezi harika organize edilmişti, çok iyi iş çıkardınız!', pl: 'Wyjazd był świetnie zorganizowany – świetnie się Pan spisał!', es: '¡La excursión estuvo muy bien organizada, lo ha hecho usted genial!' },
    ],
    others: ['drawing', 'host-dinner'],
  },
  heating: {
    level: 'A2',
    who: 'service',
    situation: {
      en: 'In the middle of winter, a heating engineer has quickly repaired your heating.',
      ua: 'Посеред зими майстер швидко полагодив вам опалення.',
      de: 'Mitten im Winter hat ein Handwerker schnell deine Heizung repariert.',
      ru: 'Посреди зимы мастер быстро починил вам отопление.',
      be: 'Сярод зімы майстар хутка адрамантаваў вам ацяпленне.',
      tr: 'Kışın ortasında bir usta kaloriferinizi hızla tamir etmiş.',
      pl: 'W środku zimy fachowiec szybko naprawił ci ogrzewanie.',
      es: 'En pleno invierno, un técnico te ha arreglado la calefacción rápidamente.',
    },
    gloss: 'Lob für die Reparatur',
    answer: [
      'Sie sind ein echter Profi – die Heizung läuft wieder perfekt!',
      { en: "You're a real pro – the heating works perfectly again!", ua: 'Ви справжній професіонал – опалення знову працює ідеально!', ru: 'Вы настоящий профессионал – отопление снова работает идеально!', be: 'Вы сапраўдны прафесіянал – ацяпленне зноў працуе ідэальна!', tr: 'Gerçek bir profesyonelsiniz, kalorifer yine mükemmel çalışıyor!', pl: 'Jest Pan prawdziwym fachowcem – ogrzewanie znowu działa idealnie!', es: '¡Es usted todo un profesional! La calefacción funciona perfectamente otra vez.' },
    ],
    flipped: [
      'Du bist ein echter Profi – die Heizung läuft wieder perfekt!',
      { ua: 'Ти справжній професіонал – опалення знову працює ідеально!', ru: 'Ты настоящий профессионал – отопление снова работает идеально!', be: 'Ты сапраўдны прафесіянал – ацяпленне зноў працуе ідэальна!', tr: 'Gerçek bir profesyonelsin, kalorifer yine mükemmel çalışıyor!', pl: 'Jesteś prawdziwym fachowcem – ogrzewanie znowu działa idealnie!', es: '¡Eres todo un profesional! La calefacción funciona perfectamente otra vez.' },
    ],
    others: ['cafe-baby', 'course'],
  },
  waiter: {
    level: 'A2',
    who: 'service',
    situation: {
      en: 'The waiter in a restaurant was very friendly and attentive all evening.',
      ua: 'Офіціант у ресторані весь вечір був дуже привітним і уважним.',
      de: 'Der Kellner im Restaurant war den ganzen Abend sehr freundlich und aufmerksam.',
      ru: 'Официант в ресторане весь вечер был очень приветливым и внимательным.',
      be: 'Афіцыянт у рэстаране ўвесь вечар быў вельмі прыязным і ўважлівым.',
      tr: 'Restorandaki garson bütün akşam çok güler yüzlü ve ilgiliydi.',
      pl: 'Kelner w restauracji przez cały wieczór był bardzo miły i uważny.',
      es: 'El camarero del restaurante ha sido muy amable y atento toda la noche.',
    },
    gloss: 'Lob für den Service',
    answer: [
      'Sie waren heute Abend sehr aufmerksam, vielen Dank!',
      { en: 'You were very attentive this evening, thank you very much!', ua: 'Ви сьогодні ввечері були дуже уважні, щиро дякую!', ru: 'Вы сегодня вечером были очень внимательны, большое спасибо!', be: 'Вы сёння ўвечары былі вельмі ўважлівыя, вялікі дзякуй!', tr: 'Bu akşam çok ilgiliydiniz, çok teşekkür ederim!', pl: 'Był Pan dziś wieczorem bardzo uważny, dziękuję bardzo!', es: '¡Ha sido usted muy atento esta noche, muchas gracias!' },
    ],
    flipped: [
      'Du warst heute Abend sehr aufmerksam, vielen Dank!',
      { ua: 'Ти сьогодні ввечері був дуже уважний, щиро дякую!', ru: 'Ты сегодня вечером был очень внимателен, большое спасибо!', be: 'Ты сёння ўвечары быў вельмі ўважлівы, вялікі дзякуй!', tr: 'Bu akşam çok ilgiliydin, çok teşekkür ederim!', pl: 'Byłeś dziś wieczorem bardzo uważny, dziękuję bardzo!', es: '¡Has sido muy atento esta noche, muchas gracias!' },
    ],
    others: ['dog', 'report'],
  },
  party: {
    level: 'A2',
    who: 'friend',
    situation: {
      en: 'Your friend has thrown a great birthday party at his place.',
      ua: 'Ваш друг влаштував у себе вдома чудову вечірку на день народження.',
      de: 'Dein Freund hat bei sich zu Hause eine tolle Geburtstagsparty gefeiert.',
      ru: 'Ваш друг устроил у себя дома отличную вечеринку на день рождения.',
      be: 'Ваш сябар зладзіў у сябе дома выдатную вечарыну на дзень нараджэння.',
      tr: 'Arkadaşınız evinde harika bir doğum günü partisi verdi.',
      pl: 'Twój przyjaciel urządził u siebie świetną imprezę urodzinową.',
      es: 'Tu amigo ha dado una fiesta de cumpleaños estupenda en su casa.',
    },
    gloss: 'Lob für die Party',
    answer: [
      'Tolle Party! Du bist ein super Gastgeber!',
      { en: "Great party! You're a fantastic host!", ua: 'Класна вечірка! Ти чудовий господар!', ru: 'Классная вечеринка! Ты отличный хозяин!', be: 'Класная вечарына! Ты выдатны гаспадар!', tr: 'Harika parti! Çok iyi bir ev sahibisin!', pl: 'Super impreza! Jesteś świetnym gospodarzem!', es: '¡Qué fiesta tan buena! ¡Eres un anfitrión estupendo!' },
    ],
    flipped: [
      'Tolle Party! Sie sind ein super Gastgeber!',
      { ua: 'Класна вечірка! Ви чудовий господар!', ru: 'Классная вечеринка! Вы отличный хозяин!', be: 'Класная вечарына! Вы выдатны гаспадар!', tr: 'Harika parti! Çok iyi bir ev sahibisiniz!', pl: 'Super impreza! Jest Pan świetnym gospodarzem!', es: '¡Qué fiesta tan buena! ¡Es usted un anfitrión estupendo!' },
    ],
    others: ['tidy', 'reading'],
  },
  'driving-test': {
    level: 'A2',
    who: 'family',
    situation: {
      en: 'Your younger brother has just passed his driving test.',
      ua: 'Ваш молодший брат щойно склав іспит на водійські права.',
      de: 'Dein kleiner Bruder hat gerade die Führerscheinprüfung bestanden.',
      ru: 'Ваш младший брат только что сдал экзамен на права.',
      be: 'Ваш малодшы брат толькі што здаў экзамен на правы.',
      tr: 'Küçük kardeşiniz az önce ehliyet sınavını geçti.',
      pl: 'Twój młodszy brat właśnie zdał egzamin na prawo jazdy.',
      es: 'Tu hermano pequeño acaba de aprobar el examen de conducir.',
    },
    gloss: 'Glückwunsch zur bestandenen Prüfung',
    answer: [
      'Glückwunsch! Ich bin so stolz auf dich!',
      { en: "Congratulations! I'm so proud of you!", ua: 'Вітаю! Я так тобою пишаюся!', ru: 'Поздравляю! Я так тобой горжусь!', be: 'Віншую! Я так табою ганаруся!', tr: 'Tebrikler! Seninle gurur duyuyorum!', pl: 'Gratulacje! Jestem z ciebie taki dumny!', es: '¡Enhorabuena! ¡Qué orgullo me das!' },
    ],
    flipped: [
      'Glückwunsch! Ich bin so stolz auf Sie!',
      { ua: 'Вітаю! Я так вами пишаюся!', ru: 'Поздравляю! Я так вами горжусь!', be: 'Віншую! Я так вамі ганаруся!', tr: 'Tebrikler! Sizinle gurur duyuyorum!', pl: 'Gratulacje! Jestem z Pana taki dumny!', es: '¡Enhorabuena! ¡Qué orgullo me da usted!' },
    ],
    others: ['dress', 'soup'],
  },
  coat: {
    level: 'A2',
    who: 'customer',
    situation: {
      en: 'You work in a clothes shop. A customer tries on a coat that suits her perfectly.',
      ua: 'Ви працюєте в магазині одягу. Покупниця приміряє пальто, яке їй чудово пасує.',
      de: 'Du arbeitest in einem Modegeschäft. Eine Kundin probiert einen Mantel an, der ihr perfekt steht.',
      ru: 'Вы работаете в магазине одежды. Покупательница примеряет пальто, которое ей идеально подходит.',
      be: 'Вы працуеце ў краме адзення. Пакупніца прымярае паліто, якое ёй выдатна пасуе.',
      tr: 'Bir giyim mağazasında çalışıyorsunuz. Bir müşteri ona çok yakışan bir palto deniyor.',
      pl: 'Pracujesz w sklepie odzieżowym. Klientka przymierza płaszcz, w którym wygląda doskonale.',
      es: 'Trabajas en una tienda de ropa. Una clienta se prueba un abrigo que le queda perfecto.',
    },
    gloss: 'Lob für den Mantel',
    answer: [
      'Der Mantel steht Ihnen ausgezeichnet!',
      { en: 'The coat suits you perfectly!', ua: 'Це пальто вам чудово пасує!', ru: 'Это пальто вам прекрасно идёт!', be: 'Гэта паліто вам выдатна пасуе!', tr: 'Bu palto size çok yakıştı!', pl: 'Wygląda Pani w tym płaszczu doskonale!', es: '¡El abrigo le queda de maravilla!' },
    ],
    flipped: [
      'Der Mantel steht dir ausgezeichnet!',
      { ua: 'Це пальто тобі чудово пасує!', ru: 'Это пальто тебе прекрасно идёт!', be: 'Гэта паліто табе выдатна пасуе!', tr: 'Bu palto sana çok yakıştı!', pl: 'Wyglądasz w tym płaszczu doskonale!', es: '¡El abrigo te queda de maravilla!' },
    ],
    others: ['parcel', 'learned'],
  },
  landlady: {
    level: 'A2',
    who: 'host',
    situation: {
      en: 'Your new landlady invites you in for coffee. Her flat is very cosy.',
      ua: 'Ваша нова господиня квартири запрошує вас на каву. У неї дуже затишно.',
      de: 'Deine neue Vermieterin lädt dich zum Kaffee ein. Bei ihr ist es sehr gemütlich.',
      ru: 'Ваша новая хозяйка квартиры приглашает вас на кофе. У неё очень уютно.',
      be: 'Ваша новая гаспадыня кватэры запрашае вас на каву. У яе вельмі ўтульна.',
      tr: 'Yeni ev sahibiniz sizi kahveye davet ediyor. Evi çok sıcak ve rahat.',
      pl: 'Twoja nowa właścicielka mieszkania zaprasza cię na kawę. U niej jest bardzo przytulnie.',
      es: 'Tu nueva casera te invita a un café. Su casa es muy acogedora.',
    },
    gloss: 'Lob für die gemütliche Wohnung',
    answer: [
      'Sie haben es hier wirklich sehr gemütlich!',
      { en: "You've made it really cosy here!", ua: 'У вас тут справді дуже затишно!', ru: 'У вас здесь правда очень уютно!', be: 'У вас тут сапраўды вельмі ўтульна!', tr: 'Eviniz gerçekten çok sıcak ve rahat!', pl: 'Ma Pani tu naprawdę bardzo przytulnie!', es: '¡Tiene usted una casa muy acogedora!' },
    ],
    flipped: [
      'Du hast es hier wirklich sehr gemütlich!',
      { ua: 'У тебе тут справді дуже затишно!', ru: 'У тебя здесь правда очень уютно!', be: 'У цябе тут сапраўды вельмі ўтульна!', tr: 'Evin gerçekten çok sıcak ve rahat!', pl: 'Masz tu naprawdę bardzo przytulnie!', es: '¡Tienes una casa muy acogedora!' },
    ],
    others: ['goal', 'driving-test'],
  },
  'exam-help': {
    level: 'A2',
    who: 'peer',
    situation: {
      en: 'A fellow student has helped you prepare for the exam all week.',
      ua: 'Одногрупниця цілий тиждень допомагала вам готуватися до іспиту.',
      de: 'Eine Mitstudentin hat dir die ganze Woche geholfen, dich auf die Prüfung vorzubereiten.',
      ru: 'Однокурсница всю неделю помогала вам готовиться к экзамену.',
      be: 'Аднакурсніца ўвесь тыдзень дапамагала вам рыхтавацца да экзамену.',
      tr: 'Bir sınıf arkadaşınız bütün hafta sınava hazırlanmanıza yardım etti.',
      pl: 'Koleżanka ze studiów przez cały tydzień pomagała ci przygotować się do egzaminu.',
      es: 'Una compañera de clase te ha ayudado toda la semana a preparar el examen.',
    },
    gloss: 'Dank für die Hilfe beim Lernen',
    answer: [
      'Danke, dass du mir geholfen hast – du bist super!',
      { en: "Thank you for helping me – you're great!", ua: 'Дякую, що допомогла, – ти супер!', ru: 'Спасибо, что помогла, – ты супер!', be: 'Дзякуй, што дапамагла, – ты супер!', tr: 'Yardım ettiğin için teşekkürler, sen harikasın!', pl: 'Dzięki, że mi pomogłaś – jesteś super!', es: 'Gracias por ayudarme, ¡eres genial!' },
    ],
    flipped: [
      'Danke, dass Sie mir geholfen haben – Sie sind super!',
      { ua: 'Дякую, що допомогли, – ви супер!', ru: 'Спасибо, что помогли, – вы супер!', be: 'Дзякуй, што дапамаглі, – вы супер!', tr: 'Yardım ettiğiniz için teşekkürler, siz harikasınız!', pl: 'Dziękuję, że mi Pani pomogła – jest Pani super!', es: 'Gracias por ayudarme, ¡es usted genial!' },
    ],
    others: ['haircut', 'pullover'],
  },
  pullover: {
    level: 'A2',
    who: 'family',
    situation: {
      en: 'Your aunt has knitted you a pullover.',
      ua: 'Тітка сплела вам светр.',
      de: 'Deine Tante hat dir einen Pullover gestrickt.',
      ru: 'Тётя связала вам свитер.',
      be: 'Цётка звязала вам швэдар.',
      tr: 'Teyzeniz size bir kazak örmüş.',
      pl: 'Ciocia zrobiła ci na drutach sweter.',
      es: 'Tu tía te ha tejido un jersey.',
    },
    gloss: 'Lob für den gestrickten Pullover',
    answer: [
      'Der Pullover ist wunderschön! Du kannst so toll stricken!',
      { en: 'The pullover is beautiful! You knit so well!', ua: 'Светр чудовий! Ти так гарно в’яжеш!', ru: 'Свитер чудесный! Ты так здорово вяжешь!', be: 'Швэдар цудоўны! Ты так добра вяжаш!', tr: 'Kazak çok güzel! Ne kadar güzel örüyorsun!', pl: 'Sweter jest przepiękny! Tak świetnie robisz na drutach!', es: '¡El jersey es precioso! ¡Qué bien tejes!' },
    ],
    flipped: [
      'Der Pullover ist wunderschön! Sie können so toll stricken!',
      { ua: 'Светр чудовий! Ви так гарно в’яжете!', ru: 'Свитер чудесный! Вы так здорово вяжете!', be: 'Швэдар цудоўны! Вы так добра вяжаце!', tr: 'Kazak çok güzel! Ne kadar güzel örüyorsunuz!', pl: 'Sweter jest przepiękny! Tak świetnie Pani robi na drutach!', es: '¡El jersey es precioso! ¡Qué bien teje usted!' },
    ],
    others: ['flat', 'goal'],
  },
  course: {
    level: 'A2',
    who: 'teacher',
    situation: {
      en: 'It is the last day of your German course, and you want to thank your teacher.',
      ua: 'Сьогодні останній день вашого курсу німецької, і ви хочете подякувати викладачеві.',
      de: 'Es ist der letzte Tag deines Deutschkurses, und du möchtest dich bei deinem Lehrer bedanken.',
      ru: 'Сегодня последний день вашего курса немецкого, и вы хотите поблагодарить преподавателя.',
      be: 'Сёння апошні дзень вашага курса нямецкай мовы, і вы хочаце падзякаваць выкладчыку.',
      tr: 'Almanca kursunuzun son günü ve öğretmeninize teşekkür etmek istiyorsunuz.',
      pl: 'To ostatni dzień twojego kursu niemieckiego i chcesz podziękować nauczycielowi.',
      es: 'Es el último día de tu curso de alemán y quieres darle las gracias a tu profesor.',
    },
    gloss: 'Dank für den Unterricht',
    answer: [
      'Ihr Unterricht hat mir sehr viel Spaß gemacht!',
      { en: 'I really enjoyed your lessons!', ua: 'Мені дуже подобалися ваші заняття!', ru: 'Мне очень нравились ваши занятия!', be: 'Мне вельмі падабаліся вашы заняткі!', tr: 'Derslerinizden çok keyif aldım!', pl: 'Pana lekcje sprawiały mi ogromną przyjemność!', es: '¡Me han gustado muchísimo sus clases!' },
    ],
    flipped: [
      'Dein Unterricht hat mir sehr viel Spaß gemacht!',
      { ua: 'Мені дуже подобалися твої заняття!', ru: 'Мне очень нравились твои занятия!', be: 'Мне вельмі падабаліся твае заняткі!', tr: 'Derslerinden çok keyif aldım!', pl: 'Twoje lekcje sprawiały mi ogromną przyjemność!', es: '¡Me han gustado muchísimo tus clases!' },
    ],
    others: ['cafe-baby', 'heating'],
  },
  'guest-room': {
    level: 'A2',
    who: 'host',
    situation: {
      en: "You are staying one night with your friend's parents, whom you hardly know. The guest room is furnished with great care.",
      ua: 'Ви ночуєте в батьків свого друга, яких майже не знаєте. Гостьова кімната облаштована з великою любов’ю.',
      de: 'Du übernachtest bei den Eltern deines Freundes, die du kaum kennst. Das Gästezimmer ist sehr liebevoll eingerichtet.',
      ru: 'Вы ночуете у родителей своего друга, которых почти не знаете. Гостевая комната обставлена с большой любовью.',
      be: 'Вы начуеце ў бацькоў свайго сябра, якіх амаль не ведаеце. Гасцявы пакой абстаўлены з вялікай любоўю.',
      tr: 'Pek tanımadığınız, arkadaşınızın ailesinde bir gece kalıyorsunuz. Misafir odası büyük bir özenle döşenmiş.',
      pl: 'Nocujesz u rodziców przyjaciela, których prawie nie znasz. Pokój gościnny jest urządzony z wielką starannością.',
      es: 'Pasas una noche en casa de los padres de un amigo, a los que apenas conoces. La habitación de invitados está decorada con mucho cariño.',
    },
    gloss: 'Lob für das Gästezimmer',
    answer: [
      'Sie haben das Gästezimmer so liebevoll eingerichtet!',
      { en: "You've furnished the guest room so lovingly!", ua: 'Ви так любовно облаштували гостьову кімнату!', ru: 'Вы так любовно обставили гостевую комнату!', be: 'Вы так любоўна абставілі гасцявы пакой!', tr: 'Misafir odasını ne kadar özenle döşemişsiniz!', pl: 'Tak pięknie Państwo urządzili pokój gościnny!', es: '¡Han decorado ustedes la habitación de invitados con mucho cariño!' },
    ],
    flipped: [
      'Du hast das Gästezimmer so liebevoll eingerichtet!',
      { ua: 'Ти так любовно облаштував гостьову кімнату!', ru: 'Ты так любовно обставил гостевую комнату!', be: 'Ты так любоўна абставіў гасцявы пакой!', tr: 'Misafir odasını ne kadar özenle döşemişsin!', pl: 'Tak pięknie urządziłeś pokój gościnny!', es: '¡Has decorado la habitación de invitados con mucho cariño!' },
    ],
    others: ['reading', 'photos'],
  },
  presentation: {
    level: 'B1',
    who: 'boss',
    situation: {
      en: 'Your boss gave a very convincing presentation at the staff meeting.',
      ua: 'Ваша начальниця виступила на нараді з дуже переконливою презентацією.',
      de: 'Deine Chefin hat in der Besprechung eine sehr überzeugende Präsentation gehalten.',
      ru: 'Ваша начальница выступила на совещании с очень убедительной презентацией.',
      be: 'Ваша начальніца выступіла на нарадзе з вельмі пераканаўчай прэзентацыяй.',
      tr: 'Müdürünüz toplantıda çok ikna edici bir sunum yaptı.',
      pl: 'Twoja szefowa wygłosiła na zebraniu bardzo przekonującą prezentację.',
      es: 'Tu jefa ha hecho una presentación muy convincente en la reunión del equipo.',
    },
    gloss: 'Lob für die Präsentation',
    answer: [
      'Ihre Präsentation war sehr überzeugend.',
      { en: 'Your presentation was very convincing.', ua: 'Ваша презентація була дуже переконливою.', ru: 'Ваша презентация была очень убедительной.', be: 'Ваша прэзентацыя была вельмі пераканаўчай.', tr: 'Sunumunuz çok ikna ediciydi.', pl: 'Pani prezentacja była bardzo przekonująca.', es: 'Su presentación ha sido muy convincente.' },
    ],
    flipped: [
      'Deine Präsentation war sehr überzeugend.',
      { ua: 'Твоя презентація була дуже переконливою.', ru: 'Твоя презентация была очень убедительной.', be: 'Твая прэзентацыя была вельмі пераканаўчай.', tr: 'Sunumun çok ikna ediciydi.', pl: 'Twoja prezentacja była bardzo przekonująca.', es: 'Tu presentación ha sido muy convincente.' },
    ],
    others: ['cafe-baby', 'guitar'],
  },
  moving: {
    level: 'B1',
    who: 'friend',
    situation: {
      en: 'A friend spent the whole Saturday helping you move house.',
      ua: 'Друг цілу суботу допомагав вам переїжджати.',
      de: 'Ein Freund hat dir den ganzen Samstag beim Umzug geholfen.',
      ru: 'Друг всю субботу помогал вам с переездом.',
      be: 'Сябар цэлую суботу дапамагаў вам з пераездам.',
      tr: 'Bir arkadaşınız bütün cumartesi taşınmanıza yardım etti.',
      pl: 'Przyjaciel przez całą sobotę pomagał ci w przeprowadzce.',
      es: 'Un amigo se ha pasado el sábado entero ayudándote con la mudanza.',
    },
    gloss: 'Dank für die Hilfe beim Umzug',
    answer: [
      'Danke! Ohne dich hätte ich den Umzug nie geschafft.',
      { en: 'Thank you! I would never have managed the move without you.', ua: 'Дякую! Без тебе цей переїзд був би неможливий.', ru: 'Спасибо! Без тебя этот переезд был бы невозможен.', be: 'Дзякуй! Без цябе гэты пераезд быў бы немагчымы.', tr: 'Teşekkürler! Sen olmasan bu taşınmayı asla başaramazdım.', pl: 'Dzięki! Bez ciebie ta przeprowadzka byłaby niemożliwa.', es: '¡Gracias! Sin ti nunca habría podido hacer la mudanza.' },
    ],
    flipped: [
      'Danke! Ohne Sie hätte ich den Umzug nie geschafft.',
      { ua: 'Дякую! Без вас цей переїзд був би неможливий.', ru: 'Спасибо! Без вас этот переезд был бы невозможен.', be: 'Дзякуй! Без вас гэты пераезд быў бы немагчымы.', tr: 'Teşekkürler! Siz olmasaydınız bu taşınmayı asla başaramazdım.', pl: 'Dziękuję! Bez Pana ta przeprowadzka byłaby niemożliwa.', es: '¡Gracias! Sin usted nunca habría podido hacer la mudanza.' },
    ],
    others: ['dress', 'tidy'],
  },
  patience: {
    level: 'B1',
    who: 'teacher',
    situation: {
      en: "Your daughter's teacher has been very patient with her all school year.",
      ua: 'Учителька вашої доньки весь навчальний рік була з нею дуже терплячою.',
      de: 'Die Lehrerin deiner Tochter war das ganze Schuljahr über sehr geduldig mit ihr.',
      ru: 'Учительница вашей дочери весь учебный год была с ней очень терпелива.',
      be: 'Настаўніца вашай дачкі ўвесь навучальны год была з ёй вельмі цярплівай.',
      tr: 'Kızınızın öğretmeni bütün öğretim yılı boyunca ona karşı çok sabırlı davrandı.',
      pl: 'Nauczycielka twojej córki przez cały rok szkolny była wobec niej bardzo cierpliwa.',
      es: 'La maestra de tu hija ha tenido mucha paciencia con ella durante todo el curso.',
    },
    gloss: 'Dank für die Geduld',
    answer: [
      'Vielen Dank, Sie haben so viel Geduld mit unserer Tochter!',
      { en: 'Thank you so much – you are so patient with our daughter!', ua: 'Щиро дякую, у вас стільки терпіння з нашою донькою!', ru: 'Большое спасибо, у вас столько терпения с нашей дочерью!', be: 'Вялікі дзякуй, у вас столькі цярпення з нашай дачкой!', tr: 'Çok teşekkürler, kızımıza karşı ne kadar sabırlısınız!', pl: 'Bardzo dziękuję, ma Pani tyle cierpliwości do naszej córki!', es: '¡Muchas gracias, tiene usted tanta paciencia con nuestra hija!' },
    ],
    flipped: [
      'Vielen Dank, du hast so viel Geduld mit unserer Tochter!',
      { ua: 'Щиро дякую, у тебе стільки терпіння з нашою донькою!', ru: 'Большое спасибо, у тебя столько терпения с нашей дочерью!', be: 'Вялікі дзякуй, у цябе столькі цярпення з нашай дачкой!', tr: 'Çok teşekkürler, kızımıza karşı ne kadar sabırlısın!', pl: 'Bardzo dziękuję, masz tyle cierpliwości do naszej córki!', es: '¡Muchas gracias, tienes tanta paciencia con nuestra hija!' },
    ],
    others: ['bread', 'heating'],
  },
  report: {
    level: 'B1',
    who: 'colleague',
    situation: {
      en: 'A colleague from another team, whom you know only from meetings, has written an excellent report.',
      ua: 'Колега з іншої команди, якого ви знаєте лише з нарад, написав чудовий звіт.',
      de: 'Ein Kollege aus einem anderen Team, den du nur aus Besprechungen kennst, hat einen hervorragenden Bericht geschrieben.',
      ru: 'Коллега из другой команды, которого вы знаете только по совещаниям, написал отличный отчёт.',
      be: 'Калега з іншай каманды, якога вы ведаеце толькі па нарадах, напісаў выдатную справаздачу.',
      tr: 'Sadece toplantılardan tanıdığınız, başka bir ekipten bir iş arkadaşınız mükemmel bir rapor yazmış.',
      pl: 'Kolega z innego zespołu, którego znasz tylko z zebrań, napisał znakomity raport.',
      es: 'Un compañero de otro equipo, al que solo conoces de las reuniones, ha escrito un informe excelente.',
    },
    gloss: 'Lob für den Bericht',
    answer: [
      'Ihr Bericht ist hervorragend geschrieben.',
      { en: 'Your report is excellently written.', ua: 'Ваш звіт написаний чудово.', ru: 'Ваш отчёт написан превосходно.', be: 'Ваша справаздача напісана выдатна.', tr: 'Raporunuz mükemmel yazılmış.', pl: 'Pana raport jest znakomicie napisany.', es: 'Su informe está redactado de forma excelente.' },
    ],
    flipped: [
      'Dein Bericht ist hervorragend geschrieben.',
      { ua: 'Твій звіт написаний чудово.', ru: 'Твой отчёт написан превосходно.', be: 'Твая справаздача напісана выдатна.', tr: 'Raporun mükemmel yazılmış.', pl: 'Twój raport jest znakomicie napisany.', es: 'Tu informe está redactado de forma excelente.' },
    ],
    others: ['dog', 'shoes'],
  },
  farewell: {
    level: 'B1',
    who: 'boss',
    situation: {
      en: "At your boss's farewell party you want to thank her for the good years together.",
      ua: 'На проводах вашої начальниці ви хочете подякувати їй за добрі роки спільної роботи.',
      de: 'Auf der Abschiedsfeier deiner Chefin möchtest du ihr für die guten gemeinsamen Jahre danken.',
      ru: 'На проводах вашей начальницы вы хотите поблагодарить её за хорошие годы совместной работы.',
      be: 'На провадах вашай начальніцы вы хочаце падзякаваць ёй за добрыя гады сумеснай працы.',
      tr: 'Müdürünüzün veda partisinde birlikte geçen güzel yıllar için ona teşekkür etmek istiyorsunuz.',
      pl: 'Na pożegnaniu szefowej chcesz jej podziękować za dobre wspólne lata.',
      es: 'En la fiesta de despedida de tu jefa quieres agradecerle los buenos años juntos.',
    },
    gloss: 'Lob für die Chefin zum Abschied',
    answer: [
      'Sie waren immer eine sehr faire Chefin.',
      { en: 'You have always been a very fair boss.', ua: 'Ви завжди були дуже справедливою начальницею.', ru: 'Вы всегда были очень справедливой начальницей.', be: 'Вы заўсёды былі вельмі справядлівай начальніцай.', tr: 'Her zaman çok adil bir müdürdünüz.', pl: 'Zawsze była Pani bardzo sprawiedliwą szefową.', es: 'Siempre ha sido usted una jefa muy justa.' },
    ],
    flipped: [
      'Du warst immer eine sehr faire Chefin.',
      { ua: 'Ти завжди була дуже справедливою начальницею.', ru: 'Ты всегда была очень справедливой начальницей.', be: 'Ты заўсёды была вельмі справядлівай начальніцай.', tr: 'Her zaman çok adil bir müdürdün.', pl: 'Zawsze byłaś bardzo sprawiedliwą szefową.', es: 'Siempre has sido una jefa muy justa.' },
    ],
    others: ['bread', 'stories'],
  },
  stories: {
    level: 'B1',
    who: 'stranger',
    situation: {
      en: 'At a language café, an older gentleman tells you about his travels. His stories are fascinating.',
      ua: 'У мовному кафе літній чоловік розповідає вам про свої подорожі. Його історії захопливі.',
      de: 'In einem Sprachcafé erzählt dir ein älterer Herr von seinen Reisen. Seine Geschichten sind faszinierend.',
      ru: 'В языковом кафе пожилой мужчина рассказывает вам о своих путешествиях. Его истории захватывающие.',
      be: 'У моўным кафэ пажылы мужчына расказвае вам пра свае падарожжы. Яго гісторыі захапляльныя.',
      tr: 'Bir dil kafesinde yaşlı bir beyefendi size seyahatlerini anlatıyor. Hikâyeleri büyüleyici.',
      pl: 'W kawiarni językowej starszy pan opowiada ci o swoich podróżach. Jego historie są fascynujące.',
      es: 'En un café de idiomas, un señor mayor te cuenta sus viajes. Sus historias son fascinantes.',
    },
    gloss: 'Lob fürs Erzählen',
    answer: [
      'Sie erzählen so spannend – ich könnte Ihnen stundenlang zuhören!',
      { en: 'You tell stories so vividly – I could listen to you for hours!', ua: 'Ви так захопливо розповідаєте – вас можна слухати годинами!', ru: 'Вы так увлекательно рассказываете – вас можно слушать часами!', be: 'Вы так цікава расказваеце – вас можна слухаць гадзінамі!', tr: 'Öyle güzel anlatıyorsunuz ki sizi saatlerce dinleyebilirim!', pl: 'Tak ciekawie Pan opowiada – można by Pana słuchać godzinami!', es: '¡Cuenta usted las cosas de una forma tan emocionante! Podría escucharle durante horas.' },
    ],
    flipped: [
      'Du erzählst so spannend – ich könnte dir stundenlang zuhören!',
      { ua: 'Ти так захопливо розповідаєш – тебе можна слухати годинами!', ru: 'Ты так увлекательно рассказываешь – тебя можно слушать часами!', be: 'Ты так цікава расказваеш – цябе можна слухаць гадзінамі!', tr: 'Öyle güzel anlatıyorsun ki seni saatlerce dinleyebilirim!', pl: 'Tak ciekawie opowiadasz – można by cię słuchać godzinami!', es: '¡Cuentas las cosas de una forma tan emocionante! Podría escucharte durante horas.' },
    ],
    others: ['coat', 'heating'],
  },
  photos: {
    level: 'B1',
    who: 'friend',
    situation: {
      en: 'A friend shows you the photos she took on holiday. They look really professional.',
      ua: 'Подруга показує вам фотографії, які вона зробила у відпустці. Вони виглядають дуже професійно.',
      de: 'Eine Freundin zeigt dir die Fotos aus ihrem Urlaub. Sie sehen richtig professionell aus.',
      ru: 'Подруга показывает вам фотографии из отпуска. Они выглядят очень профессионально.',
      be: 'Сяброўка паказвае вам фатаграфіі з адпачынку. Яны выглядаюць вельмі прафесійна.',
      tr: 'Bir arkadaşınız size tatilde çektiği fotoğrafları gösteriyor. Gerçekten profesyonel görünüyorlar.',
      pl: 'Przyjaciółka pokazuje ci zdjęcia z urlopu. Wyglądają naprawdę profesjonalnie.',
      es: 'Una amiga te enseña las fotos que ha hecho en vacaciones. Parecen de verdad profesionales.',
    },
    gloss: 'Lob für die Fotos',
    answer: [
      'Deine Fotos sind so gut, die könntest du glatt ausstellen!',
      { en: 'Your photos are so good, you could easily exhibit them!', ua: 'Твої фото такі гарні, їх хоч зараз на виставку!', ru: 'Твои фото такие классные, их хоть сейчас на выставку!', be: 'Твае фота такія добрыя, іх хоць зараз на выставу!', tr: 'Fotoğrafların o kadar güzel ki sergi bile açabilirsin!', pl: 'Twoje zdjęcia są tak dobre, że spokojnie mogłabyś je wystawiać!', es: '¡Tus fotos son tan buenas que podrías exponerlas!' },
    ],
    flipped: [
      'Ihre Fotos sind so gut, die könnten Sie glatt ausstellen!',
      { ua: 'Ваші фото такі гарні, їх хоч зараз на виставку!', ru: 'Ваши фото такие классные, их хоть сейчас на выставку!', be: 'Вашы фота такія добрыя, іх хоць зараз на выставу!', tr: 'Fotoğraflarınız o kadar güzel ki sergi bile açabilirsiniz!', pl: 'Pani zdjęcia są tak dobre, że spokojnie mogłaby je Pani wystawiać!', es: '¡Sus fotos son tan buenas que podría exponerlas!' },
    ],
    others: ['soup', 'outing'],
  },
  calm: {
    level: 'B1',
    who: 'peer',
    situation: {
      en: 'A colleague you are on du terms with stayed calm with a very difficult customer.',
      ua: 'Колега, з якою ви на «ти», зберегла спокій у розмові з дуже складним клієнтом.',
      de: 'Eine Kollegin, mit der du dich duzt, ist bei einem sehr schwierigen Kunden ruhig geblieben.',
      ru: 'Коллега, с которой вы на «ты», сохранила спокойствие в разговоре с очень трудным клиентом.',
      be: 'Калега, з якой вы на «ты», захавала спакой у размове з вельмі цяжкім кліентам.',
      tr: '"Sen" diye hitap ettiğiniz bir iş arkadaşınız çok zor bir müşteriyle konuşurken sakinliğini korudu.',
      pl: 'Koleżanka z pracy, z którą jesteś na „ty”, zachowała spokój przy bardzo trudnym kliencie.',
      es: 'Una compañera de trabajo a la que tuteas ha mantenido la calma con un cliente muy difícil.',
    },
    gloss: 'Lob für die Ruhe',
    answer: [
      'Wie ruhig du geblieben bist – das bewundere ich wirklich!',
      { en: 'How calm you stayed – I really admire that!', ua: 'Як спокійно ти трималася – я справді цим захоплююся!', ru: 'Как спокойно ты держалась – я правда этим восхищаюсь!', be: 'Як спакойна ты трымалася – я сапраўды гэтым захапляюся!', tr: 'Nasıl da sakin kaldın, buna gerçekten hayranım!', pl: 'Ale spokojnie zareagowałaś – naprawdę to podziwiam!', es: '¡Qué tranquila te has quedado! De verdad lo admiro.' },
    ],
    flipped: [
      'Wie ruhig Sie geblieben sind – das bewundere ich wirklich!',
      { ua: 'Як спокійно ви трималися – я справді цим захоплююся!', ru: 'Как спокойно вы держались – я правда этим восхищаюсь!', be: 'Як спакойна вы трымаліся – я сапраўды гэтым захапляюся!', tr: 'Nasıl da sakin kaldınız, buna gerçekten hayranım!', pl: 'Ale spokojnie Pani zareagowała – naprawdę to podziwiam!', es: '¡Qué tranquila se ha quedado usted! De verdad lo admiro.' },
    ],
    others: ['drawing', 'landlady'],
  },
  energy: {
    level: 'B1',
    who: 'neighbour',
    situation: {
      en: 'Your elderly neighbour is 90 and still cycles to the market every day.',
      ua: 'Вашій літній сусідці 90 років, і вона досі щодня їздить на ринок на велосипеді.',
      de: 'Deine Nachbarin ist 90 und fährt immer noch jeden Tag mit dem Fahrrad zum Markt.',
      ru: 'Вашей пожилой соседке 90 лет, и она до сих пор каждый день ездит на рынок на велосипеде.',
      be: 'Вашай пажылой суседцы 90 гадоў, і яна дагэтуль кожны дзень ездзіць на рынак на ровары.',
      tr: 'Yaşlı komşunuz 90 yaşında ve hâlâ her gün bisikletle pazara gidiyor.',
      pl: 'Twoja sąsiadka ma 90 lat i wciąż codziennie jeździ rowerem na targ.',
      es: 'Tu vecina tiene 90 años y todavía va al mercado en bici todos los días.',
    },
    gloss: 'Lob für die Energie',
    answer: [
      'Sie sind wirklich fit – ich bewundere Ihre Energie!',
      { en: "You're really fit – I admire your energy!", ua: 'Ви в чудовій формі – я захоплююся вашою енергією!', ru: 'Вы в прекрасной форме – я восхищаюсь вашей энергией!', be: 'Вы ў выдатнай форме – я захапляюся вашай энергіяй!', tr: 'Gerçekten çok dinçsiniz, enerjinize hayranım!', pl: 'Jest Pani naprawdę w świetnej formie – podziwiam Pani energię!', es: '¡Está usted en plena forma! Admiro su energía.' },
    ],
    flipped: [
      'Du bist wirklich fit – ich bewundere deine Energie!',
      { ua: 'Ти в чудовій формі – я захоплююся твоєю енергією!', ru: 'Ты в прекрасной форме – я восхищаюсь твоей энергией!', be: 'Ты ў выдатнай форме – я захапляюся тваёй энергіяй!', tr: 'Gerçekten çok dinçsin, enerjine hayranım!', pl: 'Jesteś naprawdę w świetnej formie – podziwiam twoją energię!', es: '¡Estás en plena forma! Admiro tu energía.' },
    ],
    others: ['dress', 'tidy'],
  },
  learned: {
    level: 'B1',
    who: 'boss',
    situation: {
      en: 'Your boss gave you a difficult project and supported you the whole time. Now it is finished.',
      ua: 'Начальник доручив вам складний проєкт і весь час вас підтримував. Тепер проєкт завершено.',
      de: 'Dein Chef hat dir ein schwieriges Projekt gegeben und dich die ganze Zeit unterstützt. Jetzt ist es fertig.',
      ru: 'Начальник поручил вам сложный проект и всё время вас поддерживал. Теперь проект завершён.',
      be: 'Начальнік даручыў вам складаны праект і ўвесь час вас падтрымліваў. Цяпер праект завершаны.',
      tr: 'Müdürünüz size zor bir proje verdi ve sürekli destek oldu. Şimdi proje bitti.',
      pl: 'Szef powierzył ci trudny projekt i cały czas cię wspierał. Teraz projekt jest skończony.',
      es: 'Tu jefe te encargó un proyecto difícil y te apoyó todo el tiempo. Ahora está terminado.',
    },
    gloss: 'Dank an den Chef',
    answer: [
      'Ich habe in diesem Projekt sehr viel von Ihnen gelernt.',
      { en: 'I have learned a great deal from you in this project.', ua: 'Ви стільки всього мене навчили в цьому проєкті.', ru: 'Вы столькому меня научили в этом проекте.', be: 'Вы столькаму мяне навучылі ў гэтым праекце.', tr: 'Bu projede sizden çok şey öğrendim.', pl: 'Tak wiele mnie Pan nauczył w tym projekcie.', es: 'He aprendido muchísimo de usted en este proyecto.' },
    ],
    flipped: [
      'Ich habe in diesem Projekt sehr viel von dir gelernt.',
      { ua: 'Ти стільки всього мене навчив у цьому проєкті.', ru: 'Ты столькому меня научил в этом проекте.', be: 'Ты столькаму мяне навучыў у гэтым праекце.', tr: 'Bu projede senden çok şey öğrendim.', pl: 'Tak wiele mnie nauczyłeś w tym projekcie.', es: 'He aprendido muchísimo de ti en este proyecto.' },
    ],
    others: ['waiter', 'bread'],
  },
  'hotel-guest': {
    level: 'B1',
    who: 'customer',
    situation: {
      en: 'You work at a hotel reception. A friendly guest is checking out after a week.',
      ua: 'Ви працюєте на рецепції готелю. Привітний гість виїжджає після тижня перебування.',
      de: 'Du arbeitest an der Rezeption eines Hotels. Ein freundlicher Gast reist nach einer Woche ab.',
      ru: 'Вы работаете на ресепшене отеля. Приветливый гость уезжает после недели проживания.',
      be: 'Вы працуеце на рэсепшэне гатэля. Прыязны госць з’язджае пасля тыдня ў гатэлі.',
      tr: 'Bir otelin resepsiyonunda çalışıyorsunuz. Güler yüzlü bir misafir bir hafta sonra otelden ayrılıyor.',
      pl: 'Pracujesz w recepcji hotelu. Sympatyczny gość wyjeżdża po tygodniu pobytu.',
      es: 'Trabajas en la recepción de un hotel. Un huésped muy amable se marcha después de una semana.',
    },
    gloss: 'Abschied von einem Hotelgast',
    answer: [
      'Es war uns eine Freude, Sie als Gast bei uns zu haben!',
      { en: 'It was a pleasure to have you as our guest!', ua: 'Нам було дуже приємно вас приймати!', ru: 'Нам было очень приятно принимать вас!', be: 'Нам было вельмі прыемна вас прымаць!', tr: 'Sizi misafir etmek bizim için bir zevkti!', pl: 'Gościć Pana u nas było prawdziwą przyjemnością!', es: '¡Ha sido un placer tenerle como huésped!' },
    ],
    flipped: [
      'Es war uns eine Freude, dich als Gast bei uns zu haben!',
      { ua: 'Нам було дуже приємно тебе приймати!', ru: 'Нам было очень приятно принимать тебя!', be: 'Нам было вельмі прыемна цябе прымаць!', tr: 'Seni misafir etmek bizim için bir zevkti!', pl: 'Gościć cię u nas było prawdziwą przyjemnością!', es: '¡Ha sido un placer tenerte como huésped!' },
    ],
    others: ['flowers', 'teacher-explains'],
  },
};

/** A compliment's words in the given register: the situation's own, or its flipped ones. */
function wordsIn(id: string, register: 'du' | 'Sie'): { de: string; tr: LocalizedText } {
  const draft = drafts[id];
  if (!draft) throw new Error(`compliments: no situation "${id}"`);
  const own = REGISTER_OF[draft.who];
  const [answerDe, answerTr] = draft.answer;
  const [flippedDe, flippedTr] = draft.flipped;
  return own === register ? { de: answerDe, tr: { ...answerTr, de: draft.gloss } } : { de: flippedDe, tr: { en: answerTr.en, ...flippedTr, de: draft.gloss } };
}

export const compliments: ComplimentSituation[] = Object.entries(drafts).map(([id, draft]) => {
  const register = REGISTER_OF[draft.who];
  const other = register === 'du' ? 'Sie' : 'du';
  return {
    id,
    level: draft.level,
    who: draft.who,
    situation: draft.situation,
    register,
    answer: wordsIn(id, register),
    distractors: [{ ...wordsIn(id, other), reason: 'register' as const }, ...draft.others.map((o) => ({ ...wordsIn(o, register), reason: 'situation' as const }))],
  };
});

export default compliments;
