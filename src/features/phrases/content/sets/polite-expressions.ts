import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'polite-expressions',
  title: { en: 'Polite expressions', ua: 'Ввічливі вирази', de: 'Höfliche Ausdrücke', ru: 'Вежливые выражения', be: 'Ветлівыя выразы', tr: 'Kibar ifadeler', pl: 'Zwroty grzecznościowe', es: 'Expresiones de cortesía' },
  descr: {
    en: 'Please, thank you, sorry – the small words that open every door.',
    ua: 'Будь ласка, дякую, вибачте – маленькі слова, що відчиняють усі двері.',
    de: 'Bitte, danke, Entschuldigung – kleine Wörter, die jede Tür öffnen.',
    ru: 'Пожалуйста, спасибо, извините – маленькие слова, которые открывают все двери.',
    be: 'Калі ласка, дзякуй, прабачце – маленькія словы, якія адчыняюць усе дзверы.',
    tr: 'Lütfen, teşekkürler, özür dilerim – her kapıyı açan küçük sözcükler.',
    pl: 'Proszę, dziękuję, przepraszam – małe słowa, które otwierają wszystkie drzwi.',
    es: 'Por favor, gracias, perdón: las pequeñas palabras que abren todas las puertas.',
  },
  img: 'folded-hands',
  paywall: false,
  group: 'social',
  phrases: [
    {
      de: 'Bitte.',
      tr: { en: 'Please. / You’re welcome.', ua: 'Будь ласка.', de: 'beim Bitten und als Antwort auf Danke', ru: 'Пожалуйста.', be: 'Калі ласка.', tr: 'Lütfen. / Rica ederim.', pl: 'Proszę.', es: 'Por favor. / De nada.' },
      note: {
        en: '"Bitte" means both "please" and "you’re welcome"; "Bitte?" means "pardon?".',
        ua: '«Bitte» означає і «будь ласка» (прохання), і «нема за що», а «Bitte?» – «перепрошую?».',
        de: '„Bitte“ heißt auch „gern geschehen“, und „Bitte?“ heißt „Wie bitte?“.',
        ru: '«Bitte» – это и «пожалуйста» (просьба), и «не за что», а «Bitte?» – «простите?».',
        be: '«Bitte» – гэта і «калі ласка», і «няма за што», а «Bitte?» – «прабачце?».',
        tr: '"Bitte" hem "lütfen" hem "rica ederim" demektir; "Bitte?" ise "efendim?" anlamına gelir.',
        pl: '„Bitte” to i „proszę”, i „nie ma za co”, a „Bitte?” to „słucham?”.',
        es: '«Bitte» es «por favor» y también «de nada»; «Bitte?» significa «¿perdón?».',
      },
    },
    {
      de: 'Danke schön!',
      alternatives: ['Danke sehr!'],
      tr: { en: 'Thank you very much!', ua: 'Щиро дякую!', de: 'freundlicher Dank', ru: 'Большое спасибо!', be: 'Вялікі дзякуй!', tr: 'Çok teşekkür ederim!', pl: 'Dziękuję bardzo!', es: '¡Muchas gracias!' },
    },
    {
      de: 'Vielen Dank für Ihre Hilfe!',
      tr: { en: 'Many thanks for your help!', ua: 'Дуже дякую за вашу допомогу!', de: 'höflicher Dank für Unterstützung', ru: 'Большое спасибо за вашу помощь!', be: 'Вялікі дзякуй за вашу дапамогу!', tr: 'Yardımınız için çok teşekkürler!', pl: 'Bardzo dziękuję za pomoc!', es: '¡Muchas gracias por su ayuda!' },
      register: 'formal',
    },
    {
      de: 'Ich möchte mich herzlich bedanken.',
      tr: { en: 'I’d like to thank you warmly.', ua: 'Я хочу щиро подякувати.', de: 'förmlicher Dank, etwa in einer Rede', ru: 'Я хочу сердечно поблагодарить.', be: 'Я хачу шчыра падзякаваць.', tr: 'İçtenlikle teşekkür etmek istiyorum.', pl: 'Chciałbym / Chciałabym serdecznie podziękować.', es: 'Quisiera dar las gracias de corazón.' },
      register: 'formal',
    },
    {
      de: 'Bitte schön!',
      alternatives: ['Bitte sehr!'],
      tr: { en: 'You’re welcome! / Here you are!', ua: 'Прошу! / Ось, будь ласка!', de: 'Antwort auf Danke oder beim Geben', ru: 'Пожалуйста! / Вот, держите!', be: 'Калі ласка! / Вось, трымайце!', tr: 'Rica ederim! / Buyurun!', pl: 'Proszę bardzo!', es: '¡De nada! / ¡Aquí tiene!' },
    },
    {
      de: 'Gern geschehen!',
      alternatives: ['Bitte schön!', 'Bitte.'],
      tr: { en: 'You’re welcome!', ua: 'Нема за що!', de: 'Antwort auf Danke', ru: 'Не за что!', be: 'Няма за што!', tr: 'Ne demek!', pl: 'Nie ma za co!', es: '¡De nada!' },
    },
    {
      de: 'Entschuldigung!',
      tr: { en: 'Excuse me! / Sorry!', ua: 'Вибачте!', de: 'um Aufmerksamkeit bitten oder sich entschuldigen', ru: 'Извините!', be: 'Прабачце!', tr: 'Affedersiniz!', pl: 'Przepraszam!', es: '¡Perdón!' },
    },
    {
      de: 'Entschuldigen Sie, ist der Platz noch frei?',
      tr: { en: 'Excuse me, is this seat free?', ua: 'Перепрошую, це місце вільне?', de: 'höflich nach einem freien Platz fragen', ru: 'Простите, это место свободно?', be: 'Прабачце, гэтае месца вольнае?', tr: 'Affedersiniz, bu yer boş mu?', pl: 'Przepraszam, czy to miejsce jest wolne?', es: 'Perdone, ¿está libre este asiento?' },
      register: 'formal',
    },
    {
      de: 'Entschuldigung, darf ich mal vorbei?',
      tr: { en: 'Excuse me, may I get past?', ua: 'Перепрошую, можна пройти?', de: 'wenn jemand im Weg steht', ru: 'Извините, можно пройти?', be: 'Прабачце, можна прайсці?', tr: 'Affedersiniz, geçebilir miyim?', pl: 'Przepraszam, mogę przejść?', es: 'Perdone, ¿me deja pasar?' },
    },
    {
      de: 'Es tut mir leid, dass ich zu spät komme.',
      tr: { en: 'I’m sorry I’m late.', ua: 'Вибачте, що я запізнився / запізнилася.', de: 'sich für eine Verspätung entschuldigen', ru: 'Извините, что я опоздал / опоздала.', be: 'Прабачце, што я спазніўся / спазнілася.', tr: 'Geç kaldığım için özür dilerim.', pl: 'Przepraszam, że się spóźniłem / spóźniłam.', es: 'Siento llegar tarde.' },
    },
    {
      de: 'Kein Problem!',
      tr: { en: 'No problem!', ua: 'Без проблем!', de: 'Antwort auf Entschuldigung oder Dank', ru: 'Без проблем!', be: 'Без праблем!', tr: 'Sorun değil!', pl: 'Nie ma problemu!', es: '¡No hay problema!' },
    },
    {
      de: 'Das macht nichts.',
      tr: { en: 'Never mind. / It doesn’t matter.', ua: 'Нічого страшного.', de: 'Antwort auf eine Entschuldigung', ru: 'Ничего страшного.', be: 'Нічога страшнага.', tr: 'Önemli değil.', pl: 'Nic nie szkodzi.', es: 'No pasa nada.' },
    },
    {
      de: 'Wie bitte?',
      tr: { en: 'Pardon?', ua: 'Перепрошую?', de: 'wenn man etwas nicht verstanden hat', ru: 'Простите, что?', be: 'Прабачце, што?', tr: 'Efendim?', pl: 'Słucham?', es: '¿Cómo dice?' },
      note: {
        en: 'Much politer than "Was?", which sounds rude.',
        ua: 'Набагато ввічливіше, ніж «Was?», яке звучить грубо.',
        de: 'Viel höflicher als „Was?“, das unhöflich klingt.',
        ru: 'Гораздо вежливее, чем «Was?», которое звучит грубо.',
        be: 'Значна ветлівей, чым «Was?», якое гучыць груба.',
        tr: '"Was?" kaba gelir; "Wie bitte?" çok daha kibardır.',
        pl: 'Dużo grzeczniejsze niż „Was?”, które brzmi niegrzecznie.',
        es: 'Mucho más educado que «Was?», que suena brusco.',
      },
    },
    {
      de: 'Darf ich?',
      tr: { en: 'May I?', ua: 'Можна?', de: 'kurz um Erlaubnis fragen', ru: 'Можно?', be: 'Можна?', tr: 'İzin verir misiniz?', pl: 'Mogę?', es: '¿Puedo?' },
    },
    {
      de: 'Nach Ihnen!',
      tr: { en: 'After you!', ua: 'Після вас!', de: 'jemanden zuerst gehen lassen', ru: 'После вас!', be: 'Пасля вас!', tr: 'Önce siz buyurun!', pl: 'Proszę przodem!', es: '¡Usted primero!' },
      register: 'formal',
    },
    {
      de: 'Das ist sehr nett von Ihnen.',
      tr: { en: 'That’s very kind of you.', ua: 'Це дуже мило з вашого боку.', de: 'Dank für eine Freundlichkeit', ru: 'Это очень мило с вашей стороны.', be: 'Гэта вельмі міла з вашага боку.', tr: 'Çok naziksiniz.', pl: 'To bardzo miło z pana/pani strony.', es: 'Es muy amable de su parte.' },
      register: 'formal',
    },
    {
      de: 'Guten Appetit!',
      tr: { en: 'Enjoy your meal!', ua: 'Смачного!', de: 'Wunsch vor dem Essen', ru: 'Приятного аппетита!', be: 'Смачна есці!', tr: 'Afiyet olsun!', pl: 'Smacznego!', es: '¡Buen provecho!' },
    },
    {
      de: 'Danke, gleichfalls!',
      tr: { en: 'Thanks, same to you!', ua: 'Дякую, навзаєм!', de: 'einen Wunsch zurückgeben', ru: 'Спасибо, и вам того же!', be: 'Дзякуй, узаемна!', tr: 'Teşekkürler, size de!', pl: 'Dziękuję, nawzajem!', es: '¡Gracias, igualmente!' },
      note: {
        en: 'The reply to a wish such as "Schönes Wochenende!" or "Guten Appetit!".',
        ua: 'Відповідь на побажання на зразок «Schönes Wochenende!» чи «Guten Appetit!».',
        de: 'Antwort auf Wünsche wie „Schönes Wochenende!“ oder „Guten Appetit!“.',
        ru: 'Ответ на пожелание вроде «Schönes Wochenende!» или «Guten Appetit!».',
        be: 'Адказ на пажаданне кшталту «Schönes Wochenende!» ці «Guten Appetit!».',
        tr: '"Schönes Wochenende!" veya "Guten Appetit!" gibi dileklere verilen cevap.',
        pl: 'Odpowiedź na życzenia typu „Schönes Wochenende!” albo „Guten Appetit!”.',
        es: 'Respuesta a deseos como «Schönes Wochenende!» o «Guten Appetit!».',
      },
    },
    {
      de: 'Gesundheit!',
      tr: { en: 'Bless you!', ua: 'Будьте здорові!', de: 'wenn jemand niest', ru: 'Будьте здоровы!', be: 'Будзьце здаровыя!', tr: 'Çok yaşa!', pl: 'Na zdrowie!', es: '¡Salud!' },
      note: {
        en: 'Said when someone sneezes – when you clink glasses, say "Prost!".',
        ua: 'Кажуть, коли хтось чхає; коли цокаються келихами, кажуть «Prost!».',
        de: 'Wenn jemand niest; beim Anstoßen sagt man „Prost!“.',
        ru: 'Говорят, когда кто-то чихает; когда чокаются, говорят «Prost!».',
        be: 'Кажуць, калі нехта чхае; калі цокаюцца, кажуць «Prost!».',
        tr: 'Biri hapşırınca söylenir; kadeh tokuştururken "Prost!" denir.',
        pl: 'Mówi się, gdy ktoś kichnie; przy stukaniu się kieliszkami mówi się „Prost!”.',
        es: 'Se dice cuando alguien estornuda; al brindar se dice «Prost!».',
      },
    },
    {
      de: 'Herzlichen Glückwunsch!',
      tr: { en: 'Congratulations!', ua: 'Щиро вітаю!', de: 'zum Geburtstag oder zu einem Erfolg', ru: 'Поздравляю!', be: 'Віншую!', tr: 'Tebrikler!', pl: 'Gratulacje!', es: '¡Felicidades!' },
    },
    {
      de: 'Viel Erfolg!',
      alternatives: ['Viel Glück!'],
      tr: { en: 'Good luck!', ua: 'Успіхів!', de: 'Wunsch vor einer Prüfung oder Aufgabe', ru: 'Успехов!', be: 'Поспехаў!', tr: 'Başarılar!', pl: 'Powodzenia!', es: '¡Mucho éxito!' },
    },
  ],
};

export default set;
