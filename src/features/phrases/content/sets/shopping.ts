import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'shopping',
  title: { en: 'Shopping', ua: 'Покупки', de: 'Einkaufen', ru: 'Покупки', be: 'Пакупкі', tr: 'Alışveriş', pl: 'Zakupy', es: 'De compras' },
  descr: {
    en: 'Ask for sizes, prices and help in shops and at the market, then pay or take things back.',
    ua: 'Питайте про розміри, ціни й допомогу в магазині та на ринку, платіть або повертайте товар.',
    de: 'Im Laden und auf dem Markt nach Größe, Preis und Hilfe fragen, bezahlen oder etwas zurückgeben.',
    ru: 'Спрашивайте о размерах, ценах и помощи в магазине и на рынке, платите или возвращайте товар.',
    be: 'Пытайцеся пра памеры, цэны і дапамогу ў краме і на рынку, плаціце або вяртайце тавар.',
    tr: 'Mağazada ve pazarda beden, fiyat ve yardım isteyin, ödeme yapın ya da ürünü iade edin.',
    pl: 'Pytaj o rozmiary, ceny i pomoc w sklepie i na targu, płać albo zwracaj towar.',
    es: 'Pregunta por tallas, precios y ayuda en tiendas y en el mercado, paga o devuelve productos.',
  },
  img: 'shopping-bags',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Kann ich Ihnen helfen?',
      tr: { en: 'Can I help you?', ua: 'Чим можу вам допомогти?', de: 'fragt die Verkäuferin, höflich', ru: 'Чем могу вам помочь?', be: 'Чым магу вам дапамагчы?', tr: 'Yardımcı olabilir miyim?', pl: 'W czym mogę pomóc?', es: '¿En qué puedo ayudarle?' },
      register: 'formal',
    },
    {
      de: 'Danke, ich schaue mich nur um.',
      tr: { en: "Thanks, I'm just looking.", ua: 'Дякую, я просто дивлюся.', de: 'wenn man keine Hilfe braucht', ru: 'Спасибо, я просто смотрю.', be: 'Дзякуй, я проста гляджу.', tr: 'Teşekkürler, sadece bakıyorum.', pl: 'Dziękuję, tylko się rozglądam.', es: 'Gracias, solo estoy mirando.' },
    },
    {
      de: 'Ich suche eine Winterjacke.',
      tr: { en: "I'm looking for a winter jacket.", ua: 'Я шукаю зимову куртку.', de: 'sagen, was man kaufen will', ru: 'Я ищу зимнюю куртку.', be: 'Я шукаю зімовую куртку.', tr: 'Kışlık bir mont arıyorum.', pl: 'Szukam kurtki zimowej.', es: 'Busco una chaqueta de invierno.' },
    },
    {
      de: 'Entschuldigung, wo finde ich die Milch?',
      tr: { en: 'Excuse me, where can I find the milk?', ua: 'Перепрошую, де знайти молоко?', de: 'im Supermarkt, zu Mitarbeitern', ru: 'Извините, где найти молоко?', be: 'Прабачце, дзе знайсці малако?', tr: 'Affedersiniz, sütü nerede bulabilirim?', pl: 'Przepraszam, gdzie znajdę mleko?', es: 'Perdone, ¿dónde encuentro la leche?' },
    },
    {
      de: 'Haben Sie das auch in Größe M?',
      tr: { en: 'Do you have this in size M as well?', ua: 'У вас є це також у розмірі M?', de: 'nach der Kleidergröße fragen', ru: 'У вас есть это и в размере M?', be: 'У вас ёсць гэта і ў памеры M?', tr: 'Bunun M bedeni de var mı?', pl: 'Czy mają Państwo to też w rozmiarze M?', es: '¿Lo tiene también en la talla M?' },
      register: 'formal',
    },
    {
      de: 'Haben Sie das eine Nummer kleiner?',
      tr: { en: 'Do you have this one size smaller?', ua: 'У вас є це на розмір менше?', de: 'Nummer heißt hier Größe', ru: 'У вас есть это на размер меньше?', be: 'У вас ёсць гэта на памер менш?', tr: 'Bunun bir beden küçüğü var mı?', pl: 'Czy mają Państwo to o rozmiar mniejsze?', es: '¿Lo tiene una talla más pequeña?' },
      register: 'formal',
      note: {
        en: '„Eine Nummer kleiner/größer“ means one size smaller/bigger – for clothes and shoes.',
        ua: '„Eine Nummer kleiner/größer“ означає на розмір менше/більше – про одяг і взуття.',
        de: 'Bei Kleidung und Schuhen sagt man oft Nummer statt Größe.',
        ru: '„Eine Nummer kleiner/größer“ значит на размер меньше/больше – об одежде и обуви.',
        be: '„Eine Nummer kleiner/größer“ азначае на памер менш/больш – пра вопратку і абутак.',
        tr: '„Eine Nummer kleiner/größer“ bir beden küçük/büyük demektir – giysi ve ayakkabı için.',
        pl: '„Eine Nummer kleiner/größer“ znaczy o rozmiar mniejsze/większe – o ubraniach i butach.',
        es: '„Eine Nummer kleiner/größer“ significa una talla menos/más – para ropa y zapatos.',
      },
    },
    {
      de: 'Kann ich das anprobieren?',
      alternatives: ['Darf ich das anprobieren?'],
      tr: { en: 'Can I try this on?', ua: 'Можна це приміряти?', de: 'bei Kleidung und Schuhen', ru: 'Можно это примерить?', be: 'Можна гэта прымераць?', tr: 'Bunu deneyebilir miyim?', pl: 'Czy mogę to przymierzyć?', es: '¿Puedo probármelo?' },
    },
    {
      de: 'Wo sind die Umkleidekabinen?',
      tr: { en: 'Where are the changing rooms?', ua: 'Де примірочні?', de: 'Kabinen zum Anprobieren', ru: 'Где примерочные?', be: 'Дзе прымерачныя?', tr: 'Deneme kabinleri nerede?', pl: 'Gdzie są przymierzalnie?', es: '¿Dónde están los probadores?' },
    },
    {
      de: 'Die Hose passt mir nicht.',
      tr: { en: "These trousers don't fit me.", ua: 'Ці штани мені не підходять за розміром.', de: 'die Größe stimmt nicht', ru: 'Эти брюки мне не по размеру.', be: 'Гэтыя штаны мне не па памеры.', tr: 'Bu pantolon bana olmadı.', pl: 'Te spodnie na mnie nie pasują.', es: 'Este pantalón no me queda bien.' },
      note: {
        en: '„passen“ is about size; „gefallen“ is about liking the look.',
        ua: '„passen“ – про розмір; „gefallen“ – про те, чи подобається річ.',
        de: 'passen: die Größe stimmt; gefallen: man findet es schön.',
        ru: '„passen“ – о размере; „gefallen“ – о том, нравится ли вещь.',
        be: '„passen“ – пра памер; „gefallen“ – пра тое, ці падабаецца рэч.',
        tr: '„passen“ bedenle ilgilidir; „gefallen“ beğenmekle.',
        pl: '„passen“ dotyczy rozmiaru; „gefallen“ – tego, czy rzecz się podoba.',
        es: '„passen“ se refiere a la talla; „gefallen“, a si te gusta cómo queda.',
      },
    },
    {
      de: 'Was kostet das?',
      tr: { en: 'How much is this?', ua: 'Скільки це коштує?', de: 'nach dem Preis fragen', ru: 'Сколько это стоит?', be: 'Колькі гэта каштуе?', tr: 'Bu ne kadar?', pl: 'Ile to kosztuje?', es: '¿Cuánto cuesta?' },
    },
    {
      de: 'Ist das reduziert?',
      tr: { en: 'Is this on sale?', ua: 'Це зі знижкою?', de: 'billiger als sonst?', ru: 'Это со скидкой?', be: 'Гэта са зніжкай?', tr: 'Bu indirimde mi?', pl: 'Czy to jest przecenione?', es: '¿Esto está rebajado?' },
    },
    {
      de: 'Gibt es das auch in Blau?',
      tr: { en: 'Does this come in blue too?', ua: 'Це є також у синьому кольорі?', de: 'nach einer anderen Farbe fragen', ru: 'Это есть и в синем цвете?', be: 'Гэта ёсць і ў сінім колеры?', tr: 'Bunun mavisi de var mı?', pl: 'Czy jest to też w kolorze niebieskim?', es: '¿Lo hay también en azul?' },
    },
    {
      de: 'Das ist mir zu teuer.',
      tr: { en: "That's too expensive for me.", ua: 'Це для мене задорого.', de: 'höflich ablehnen', ru: 'Это для меня слишком дорого.', be: 'Гэта для мяне занадта дорага.', tr: 'Bu benim için çok pahalı.', pl: 'To dla mnie za drogie.', es: 'Es demasiado caro para mí.' },
    },
    {
      de: 'Das nehme ich.',
      tr: { en: "I'll take it.", ua: 'Я це візьму.', de: 'man hat sich entschieden', ru: 'Я это возьму.', be: 'Я гэта вазьму.', tr: 'Bunu alıyorum.', pl: 'Wezmę to.', es: 'Me lo llevo.' },
    },
    {
      de: 'Ein Kilo Tomaten, bitte.',
      tr: { en: 'A kilo of tomatoes, please.', ua: 'Кілограм помідорів, будь ласка.', de: 'auf dem Markt, an der Theke', ru: 'Килограмм помидоров, пожалуйста.', be: 'Кілаграм памідораў, калі ласка.', tr: 'Bir kilo domates, lütfen.', pl: 'Kilogram pomidorów, poproszę.', es: 'Un kilo de tomates, por favor.' },
    },
    {
      de: 'Darf es noch etwas sein?',
      tr: { en: 'Anything else?', ua: 'Щось іще?', de: 'hört man an der Theke', ru: 'Что-нибудь ещё?', be: 'Нешта яшчэ?', tr: 'Başka bir şey ister misiniz?', pl: 'Coś jeszcze?', es: '¿Algo más?' },
      note: {
        en: 'You hear this at the bakery or market counter; the usual answer is „Nein danke, das ist alles.“',
        ua: 'Так питають у пекарні чи на ринку; звичайна відповідь – „Nein danke, das ist alles.“',
        de: 'Frage beim Bäcker oder auf dem Markt; Antwort meist: „Nein danke, das ist alles.“',
        ru: 'Так спрашивают в пекарне или на рынке; обычный ответ – „Nein danke, das ist alles.“',
        be: 'Так пытаюцца ў пякарні ці на рынку; звычайны адказ – „Nein danke, das ist alles.“',
        tr: 'Fırında ya da pazarda duyarsınız; olağan cevap: „Nein danke, das ist alles.“',
        pl: 'Słyszy się to w piekarni albo na targu; zwykła odpowiedź: „Nein danke, das ist alles.“',
        es: 'Se oye en la panadería o en el mercado; la respuesta habitual es „Nein danke, das ist alles.“',
      },
    },
    {
      de: 'Nein danke, das ist alles.',
      tr: { en: "No thanks, that's all.", ua: 'Ні, дякую, це все.', de: 'man will nichts mehr', ru: 'Нет, спасибо, это всё.', be: 'Не, дзякуй, гэта ўсё.', tr: 'Hayır, teşekkürler, bu kadar.', pl: 'Nie, dziękuję, to wszystko.', es: 'No, gracias, eso es todo.' },
    },
    {
      de: 'Wo ist die Kasse?',
      tr: { en: 'Where is the checkout?', ua: 'Де каса?', de: 'dort bezahlt man', ru: 'Где касса?', be: 'Дзе каса?', tr: 'Kasa nerede?', pl: 'Gdzie jest kasa?', es: '¿Dónde está la caja?' },
    },
    {
      de: 'Kann ich mit Karte zahlen?',
      alternatives: ['Kann ich mit Karte bezahlen?'],
      tr: { en: 'Can I pay by card?', ua: 'Можна розрахуватися карткою?', de: 'nicht überall geht Karte', ru: 'Можно расплатиться картой?', be: 'Можна заплаціць карткай?', tr: 'Kartla ödeyebilir miyim?', pl: 'Czy mogę zapłacić kartą?', es: '¿Puedo pagar con tarjeta?' },
      note: {
        en: 'Some small shops, bakeries and market stalls in Germany still take cash only („nur Bargeld“).',
        ua: 'Деякі невеликі крамниці, пекарні й ринкові ятки в Німеччині досі беруть лише готівку („nur Bargeld“).',
        de: 'Manche kleinen Läden, Bäcker und Marktstände nehmen nur Bargeld.',
        ru: 'Некоторые маленькие магазины, пекарни и рыночные лотки в Германии всё ещё берут только наличные („nur Bargeld“).',
        be: 'Некаторыя невялікія крамы, пякарні і рыначныя прылаўкі ў Германіі дагэтуль бяруць толькі наяўныя („nur Bargeld“).',
        tr: 'Almanya’da bazı küçük dükkânlar, fırınlar ve pazar tezgâhları hâlâ sadece nakit alır („nur Bargeld“).',
        pl: 'Niektóre małe sklepy, piekarnie i stragany w Niemczech wciąż przyjmują tylko gotówkę („nur Bargeld“).',
        es: 'Algunas tiendas pequeñas, panaderías y puestos de mercado en Alemania aún solo aceptan efectivo („nur Bargeld“).',
      },
    },
    {
      de: 'Brauchen Sie eine Tüte?',
      tr: { en: 'Do you need a bag?', ua: 'Вам потрібен пакет?', de: 'fragt man an der Kasse', ru: 'Вам нужен пакет?', be: 'Вам патрэбны пакет?', tr: 'Poşet ister misiniz?', pl: 'Czy podać torbę?', es: '¿Necesita una bolsa?' },
      register: 'formal',
    },
    {
      de: 'Kann ich das umtauschen?',
      tr: { en: 'Can I exchange this?', ua: 'Можна це обміняти?', de: 'gegen eine andere Größe oder Farbe', ru: 'Можно это обменять?', be: 'Можна гэта абмяняць?', tr: 'Bunu değiştirebilir miyim?', pl: 'Czy mogę to wymienić?', es: '¿Puedo cambiarlo?' },
    },
    {
      de: 'Ich möchte das zurückgeben.',
      tr: { en: "I'd like to return this.", ua: 'Я хочу це повернути.', de: 'und das Geld zurückbekommen', ru: 'Я хочу это вернуть.', be: 'Я хачу гэта вярнуць.', tr: 'Bunu iade etmek istiyorum.', pl: 'Chcę to zwrócić.', es: 'Quisiera devolver esto.' },
      note: {
        en: 'Bring the receipt (der Kassenbon); in a shop, taking goods back without a fault is a favour, not a right.',
        ua: 'Візьміть чек (der Kassenbon); у магазині повернення товару без дефекту – це послуга, а не право.',
        de: 'Kassenbon mitbringen; ohne Mangel ist Rückgabe im Laden meist nur Kulanz.',
        ru: 'Возьмите чек (der Kassenbon); в магазине возврат товара без дефекта – это любезность, а не право.',
        be: 'Вазьміце чэк (der Kassenbon); у краме вяртанне тавару без дэфекту – гэта ласка, а не права.',
        tr: 'Fişi (der Kassenbon) getirin; mağazada kusursuz ürünü geri almak bir iyiliktir, hak değildir.',
        pl: 'Weź paragon (der Kassenbon); w sklepie zwrot towaru bez wady to uprzejmość, a nie prawo.',
        es: 'Lleva el tique (der Kassenbon); en una tienda, devolver algo sin defecto es un favor, no un derecho.',
      },
    },
  ],
};

export default set;
