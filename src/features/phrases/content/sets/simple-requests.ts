import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'simple-requests',
  title: { en: 'Simple requests', ua: 'Прості прохання', de: 'Einfache Bitten', ru: 'Простые просьбы', be: 'Простыя просьбы', tr: 'Basit ricalar', pl: 'Proste prośby', es: 'Peticiones sencillas' },
  descr: {
    en: 'Ask for things and favours politely – at home, at work and in shops.',
    ua: 'Ввічливо просіть про речі й послуги – вдома, на роботі та в магазині.',
    de: 'Höflich um etwas bitten – zu Hause, bei der Arbeit und im Geschäft.',
    ru: 'Вежливо просите о вещах и одолжениях – дома, на работе и в магазине.',
    be: 'Ветліва прасіце пра рэчы і паслугі – дома, на працы і ў краме.',
    tr: 'Evde, işte ve mağazada bir şeyi ya da bir iyiliği kibarca isteyin.',
    pl: 'Grzecznie proś o rzeczy i przysługi – w domu, w pracy i w sklepie.',
    es: 'Pide cosas y favores con educación: en casa, en el trabajo y en las tiendas.',
  },
  img: 'person-raising-hand',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Können Sie mir bitte helfen?',
      alternatives: ['Könnten Sie mir bitte helfen?'],
      tr: { en: 'Can you help me, please?', ua: 'Ви можете мені допомогти, будь ласка?', de: 'höflich um Hilfe bitten', ru: 'Вы можете мне помочь, пожалуйста?', be: 'Вы можаце мне дапамагчы, калі ласка?', tr: 'Bana yardım edebilir misiniz lütfen?', pl: 'Czy może mi pan/pani pomóc?', es: '¿Me puede ayudar, por favor?' },
      register: 'formal',
    },
    {
      de: 'Kannst du mir kurz helfen?',
      alternatives: ['Könntest du mir kurz helfen?'],
      tr: { en: 'Can you give me a hand for a moment?', ua: 'Можеш мені трохи допомогти?', de: 'um schnelle Hilfe bitten', ru: 'Можешь мне быстро помочь?', be: 'Можаш мне хутка дапамагчы?', tr: 'Bana biraz yardım edebilir misin?', pl: 'Możesz mi szybko pomóc?', es: '¿Me echas una mano un momento?' },
      register: 'informal',
    },
    {
      de: 'Könnten Sie das bitte wiederholen?',
      alternatives: ['Können Sie das bitte wiederholen?'],
      tr: { en: 'Could you repeat that, please?', ua: 'Не могли б ви повторити, будь ласка?', de: 'wenn man etwas nicht verstanden hat', ru: 'Не могли бы вы повторить, пожалуйста?', be: 'Ці не маглі б вы паўтарыць, калі ласка?', tr: 'Bunu tekrar edebilir misiniz lütfen?', pl: 'Czy mógłby pan / mogłaby pani to powtórzyć?', es: '¿Podría repetirlo, por favor?' },
      register: 'formal',
      note: {
        en: '"Könnten" (could you) sounds politer than "Können" (can you).',
        ua: '«Könnten» (чи не могли б) звучить ввічливіше, ніж «Können» (можете).',
        de: '„Könnten“ klingt höflicher als „Können“.',
        ru: '«Könnten» (не могли бы) звучит вежливее, чем «Können» (можете).',
        be: '«Könnten» (ці не маглі б) гучыць ветлівей, чым «Können» (можаце).',
        tr: '"Könnten" (-ebilir miydiniz) "Können"den (-ebilir misiniz) daha kibar durur.',
        pl: '„Könnten” (czy mógłby pan) brzmi grzeczniej niż „Können” (czy może pan).',
        es: '«Könnten» (¿podría?) suena más cortés que «Können» (¿puede?).',
      },
    },
    {
      de: 'Sprechen Sie bitte langsamer.',
      tr: { en: 'Please speak more slowly.', ua: 'Говоріть, будь ласка, повільніше.', de: 'Bitte an schnelle Sprecher', ru: 'Говорите, пожалуйста, помедленнее.', be: 'Гаварыце, калі ласка, павольней.', tr: 'Lütfen daha yavaş konuşun.', pl: 'Proszę mówić wolniej.', es: 'Hable más despacio, por favor.' },
      register: 'formal',
    },
    {
      de: 'Können Sie mir das bitte aufschreiben?',
      alternatives: ['Könnten Sie mir das bitte aufschreiben?'],
      tr: { en: 'Could you write that down for me, please?', ua: 'Можете мені це записати, будь ласка?', de: 'wenn man sich etwas merken will', ru: 'Можете мне это записать, пожалуйста?', be: 'Можаце мне гэта запісаць, калі ласка?', tr: 'Bunu benim için yazabilir misiniz lütfen?', pl: 'Może mi pan/pani to zapisać?', es: '¿Me lo puede escribir, por favor?' },
      register: 'formal',
    },
    {
      de: 'Würden Sie bitte die Tür aufmachen?',
      alternatives: ['Würden Sie bitte die Tür öffnen?'],
      tr: { en: 'Would you open the door, please?', ua: 'Чи не могли б ви відчинити двері?', de: 'sehr höfliche Bitte', ru: 'Не откроете, пожалуйста, дверь?', be: 'Ці не адчыніце, калі ласка, дзверы?', tr: 'Kapıyı açar mısınız lütfen?', pl: 'Czy mógłby pan / mogłaby pani otworzyć drzwi?', es: '¿Sería tan amable de abrir la puerta?' },
      register: 'formal',
    },
    {
      de: 'Ich hätte gern ein Glas Wasser.',
      tr: { en: 'I’d like a glass of water.', ua: 'Мені, будь ласка, склянку води.', de: 'höflich um etwas bitten', ru: 'Мне, пожалуйста, стакан воды.', be: 'Мне, калі ласка, шклянку вады.', tr: 'Bir bardak su alabilir miyim?', pl: 'Poproszę szklankę wody.', es: 'Quería un vaso de agua.' },
      note: {
        en: '"Ich hätte gern …" is the usual polite way to ask for or order something.',
        ua: '«Ich hätte gern …» – звичайний ввічливий спосіб щось попросити чи замовити.',
        de: '„Ich hätte gern …“ ist die übliche höfliche Form beim Bestellen.',
        ru: '«Ich hätte gern …» – обычный вежливый способ что-то попросить или заказать.',
        be: '«Ich hätte gern …» – звычайны ветлівы спосаб нешта папрасіць ці замовіць.',
        tr: '"Ich hätte gern …" bir şey istemenin veya sipariş etmenin olağan kibar yoludur.',
        pl: '„Ich hätte gern …” to zwykła grzeczna forma proszenia albo zamawiania.',
        es: '«Ich hätte gern …» es la forma cortés habitual de pedir algo.',
      },
    },
    {
      de: 'Einen Moment, bitte.',
      tr: { en: 'One moment, please.', ua: 'Хвилинку, будь ласка.', de: 'um kurze Geduld bitten', ru: 'Минуточку, пожалуйста.', be: 'Хвілінку, калі ласка.', tr: 'Bir dakika lütfen.', pl: 'Chwileczkę, proszę.', es: 'Un momento, por favor.' },
    },
    {
      de: 'Warte mal kurz!',
      tr: { en: 'Wait a sec!', ua: 'Зачекай хвилинку!', de: 'jemanden kurz aufhalten', ru: 'Подожди минутку!', be: 'Пачакай хвілінку!', tr: 'Bir saniye bekle!', pl: 'Poczekaj chwilę!', es: '¡Espera un momento!' },
      register: 'informal',
    },
    {
      de: 'Darf ich kurz Ihr Telefon benutzen?',
      tr: { en: 'May I use your phone for a moment?', ua: 'Можна мені на хвилинку скористатися вашим телефоном?', de: 'um Erlaubnis bitten', ru: 'Можно мне ненадолго воспользоваться вашим телефоном?', be: 'Можна мне на хвілінку скарыстацца вашым тэлефонам?', tr: 'Telefonunuzu kısa bir süre kullanabilir miyim?', pl: 'Czy mogę na chwilę skorzystać z pana/pani telefonu?', es: '¿Puedo usar su teléfono un momento?' },
      register: 'formal',
    },
    {
      de: 'Ist es in Ordnung, wenn ich das Fenster aufmache?',
      alternatives: ['Ist es in Ordnung, wenn ich das Fenster öffne?'],
      tr: { en: 'Is it OK if I open the window?', ua: 'Нічого, якщо я відчиню вікно?', de: 'vorher um Erlaubnis fragen', ru: 'Ничего, если я открою окно?', be: 'Нічога, калі я адчыню акно?', tr: 'Pencereyi açsam olur mu?', pl: 'Nie przeszkadza, jeśli otworzę okno?', es: '¿Te importa si abro la ventana?' },
    },
    {
      de: 'Mach bitte das Licht aus.',
      tr: { en: 'Turn off the light, please.', ua: 'Вимкни, будь ласка, світло.', de: 'Bitte mit Imperativ, unter Bekannten', ru: 'Выключи, пожалуйста, свет.', be: 'Выключы, калі ласка, святло.', tr: 'Lütfen ışığı kapat.', pl: 'Zgaś, proszę, światło.', es: 'Apaga la luz, por favor.' },
      register: 'informal',
    },
    {
      de: 'Kannst du mir das Salz geben?',
      alternatives: ['Könntest du mir das Salz geben?', 'Kannst du mir das Salz reichen?'],
      tr: { en: 'Can you pass me the salt?', ua: 'Можеш передати мені сіль?', de: 'Bitte bei Tisch', ru: 'Можешь передать мне соль?', be: 'Можаш перадаць мне соль?', tr: 'Tuzu uzatır mısın?', pl: 'Możesz podać mi sól?', es: '¿Me pasas la sal?' },
      register: 'informal',
    },
    {
      de: 'Leihst du mir einen Stift?',
      tr: { en: 'Can you lend me a pen?', ua: 'Позичиш мені ручку?', de: 'etwas kurz ausleihen', ru: 'Одолжишь мне ручку?', be: 'Пазычыш мне ручку?', tr: 'Bana bir kalem ödünç verir misin?', pl: 'Pożyczysz mi długopis?', es: '¿Me prestas un boli?' },
      register: 'informal',
    },
    {
      de: 'Nimmst du bitte den Müll mit?',
      tr: { en: 'Could you take the rubbish out with you?', ua: 'Винесеш, будь ласка, сміття?', de: 'Bitte im Haushalt', ru: 'Вынесешь, пожалуйста, мусор?', be: 'Вынесеш, калі ласка, смецце?', tr: 'Çöpü de götürür müsün lütfen?', pl: 'Wyniesiesz, proszę, śmieci?', es: '¿Te llevas la basura, por favor?' },
      register: 'informal',
    },
    {
      de: 'Kannst du mich morgen anrufen?',
      tr: { en: 'Can you call me tomorrow?', ua: 'Можеш мені завтра зателефонувати?', de: 'um einen Anruf bitten', ru: 'Можешь мне завтра позвонить?', be: 'Можаш мне заўтра патэлефанаваць?', tr: 'Yarın beni arayabilir misin?', pl: 'Możesz do mnie jutro zadzwonić?', es: '¿Me puedes llamar mañana?' },
      register: 'informal',
    },
    {
      de: 'Würdest du mir einen Gefallen tun?',
      tr: { en: 'Would you do me a favour?', ua: 'Зробиш мені послугу?', de: 'eine größere Bitte einleiten', ru: 'Сделаешь мне одолжение?', be: 'Зробіш мне паслугу?', tr: 'Bana bir iyilik yapar mısın?', pl: 'Zrobisz mi przysługę?', es: '¿Me harías un favor?' },
      register: 'informal',
    },
    {
      de: 'Kann ich bitte mit Karte zahlen?',
      alternatives: ['Kann ich bitte mit Karte bezahlen?'],
      tr: { en: 'Can I pay by card, please?', ua: 'Можна розрахуватися карткою?', de: 'im Geschäft oder Restaurant', ru: 'Можно оплатить картой?', be: 'Можна разлічыцца картай?', tr: 'Kartla ödeyebilir miyim?', pl: 'Czy mogę zapłacić kartą?', es: '¿Puedo pagar con tarjeta?' },
    },
    {
      de: 'Könnte ich noch eine Tüte haben?',
      alternatives: ['Kann ich noch eine Tüte haben?'],
      tr: { en: 'Could I have a bag as well?', ua: 'Можна мені ще пакет?', de: 'an der Kasse', ru: 'Можно мне ещё пакет?', be: 'Можна мне яшчэ пакет?', tr: 'Bir poşet daha alabilir miyim?', pl: 'Mogę prosić jeszcze o torbę?', es: '¿Me da también una bolsa?' },
    },
    {
      de: 'Könnten Sie mir bitte die Rechnung schicken?',
      alternatives: ['Können Sie mir bitte die Rechnung schicken?'],
      tr: { en: 'Could you send me the invoice, please?', ua: 'Чи не могли б ви надіслати мені рахунок?', de: 'Bitte an eine Firma', ru: 'Не могли бы вы прислать мне счёт?', be: 'Ці не маглі б вы даслаць мне рахунак?', tr: 'Faturayı bana gönderebilir misiniz lütfen?', pl: 'Czy mógłby pan / mogłaby pani przesłać mi rachunek?', es: '¿Podría enviarme la factura, por favor?' },
      register: 'formal',
    },
    {
      de: 'Sagen Sie mir bitte Bescheid.',
      tr: { en: 'Please let me know.', ua: 'Повідомте мене, будь ласка.', de: 'um eine Nachricht bitten', ru: 'Сообщите мне, пожалуйста.', be: 'Паведаміце мне, калі ласка.', tr: 'Lütfen bana haber verin.', pl: 'Proszę dać mi znać.', es: 'Avíseme, por favor.' },
      register: 'formal',
    },
  ],
};

export default set;
