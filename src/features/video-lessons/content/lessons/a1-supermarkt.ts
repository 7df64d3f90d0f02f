import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-supermarkt',
  level: 'A1',
  topic: 'shopping',
  title: {
    en: 'In the supermarket',
    ua: 'У супермаркеті',
    de: 'Im Supermarkt',
    ru: 'В супермаркете',
    be: 'У супермаркеце',
    tr: 'Süpermarkette',
    pl: 'W supermarkecie',
    es: 'En el supermercado',
  },
  descr: {
    en: 'Shopping for bread, milk and apples: asking what things cost, adding up the prices and paying by card.',
    ua: 'Купуємо хліб, молоко і яблука: питаємо, скільки це коштує, рахуємо ціни і платимо карткою.',
    de: 'Einkaufen: Brot, Milch und Äpfel. Man fragt nach Preisen, rechnet zusammen und bezahlt mit Karte.',
    ru: 'Покупаем хлеб, молоко и яблоки: спрашиваем, сколько это стоит, считаем цены и платим картой.',
    be: 'Купляем хлеб, малако і яблыкі: пытаемся, колькі гэта каштуе, лічым цэны і плацім карткай.',
    tr: 'Ekmek, süt ve elma alışverişi: fiyatları sormak, toplamı hesaplamak ve kartla ödemek.',
    pl: 'Kupujemy chleb, mleko i jabłka: pytamy o ceny, liczymy razem i płacimy kartą.',
    es: 'Compramos pan, leche y manzanas: preguntamos los precios, sumamos y pagamos con tarjeta.',
  },
  lines: [
    {
      de: 'Ich gehe heute in den Supermarkt.',
      icon: 'shopping-cart',
      tr: { en: 'Today I am going to the supermarket.', ua: 'Сьогодні я йду в супермаркет.', ru: 'Сегодня я иду в супермаркет.', be: 'Сёння я іду ў супермаркет.', tr: 'Bugün süpermarkete gidiyorum.', pl: 'Dziś idę do supermarketu.', es: 'Hoy voy al supermercado.' },
    },
    {
      de: 'Ich brauche Brot, Milch und Äpfel.',
      icon: 'bread',
      tr: { en: 'I need bread, milk and apples.', ua: 'Мені потрібні хліб, молоко і яблука.', ru: 'Мне нужны хлеб, молоко и яблоки.', be: 'Мне патрэбныя хлеб, малако і яблыкі.', tr: 'Ekmek, süt ve elmaya ihtiyacım var.', pl: 'Potrzebuję chleba, mleka i jabłek.', es: 'Necesito pan, leche y manzanas.' },
    },
    {
      de: 'Entschuldigung, was kostet das Brot?',
      icon: 'coin',
      tr: { en: 'Excuse me, how much is the bread?', ua: 'Перепрошую, скільки коштує хліб?', ru: 'Извините, сколько стоит хлеб?', be: 'Прабачце, колькі каштуе хлеб?', tr: 'Affedersiniz, ekmek ne kadar?', pl: 'Przepraszam, ile kosztuje chleb?', es: 'Perdone, ¿cuánto cuesta el pan?' },
    },
    {
      de: 'Das Brot kostet zwei Euro fünfzig.',
      icon: 'bread',
      tr: { en: 'The bread costs two euros fifty.', ua: 'Хліб коштує два євро п’ятдесят.', ru: 'Хлеб стоит два евро пятьдесят.', be: 'Хлеб каштуе два еўра пяцьдзясят.', tr: 'Ekmek iki euro elli.', pl: 'Chleb kosztuje dwa euro pięćdziesiąt.', es: 'El pan cuesta dos euros cincuenta.' },
    },
    {
      de: 'Ein Kilo Äpfel kostet drei Euro.',
      icon: 'red-apple',
      tr: { en: 'A kilo of apples costs three euros.', ua: 'Кілограм яблук коштує три євро.', ru: 'Килограмм яблок стоит три евро.', be: 'Кілаграм яблыкаў каштуе тры еўра.', tr: 'Bir kilo elma üç euro.', pl: 'Kilogram jabłek kosztuje trzy euro.', es: 'Un kilo de manzanas cuesta tres euros.' },
    },
    {
      de: 'Die Milch ist heute im Angebot. Sie kostet nur einen Euro.',
      icon: 'glass-of-milk',
      tr: { en: 'The milk is on offer today. It costs only one euro.', ua: 'Молоко сьогодні за акцією. Воно коштує лише один євро.', ru: 'Молоко сегодня по акции. Оно стоит всего один евро.', be: 'Малако сёння па акцыі. Яно каштуе ўсяго адзін еўра.', tr: 'Süt bugün indirimde. Sadece bir euro.', pl: 'Mleko jest dziś w promocji. Kosztuje tylko jedno euro.', es: 'La leche está hoy de oferta. Solo cuesta un euro.' },
    },
    {
      de: 'Das macht zusammen sechs Euro fünfzig.',
      icon: 'receipt',
      tr: { en: 'That comes to six euros fifty altogether.', ua: 'Разом шість євро п’ятдесят.', ru: 'Всего шесть евро пятьдесят.', be: 'Разам шэсць еўра пяцьдзясят.', tr: 'Hepsi altı euro elli ediyor.', pl: 'Razem sześć euro pięćdziesiąt.', es: 'En total son seis euros cincuenta.' },
    },
    {
      de: 'Kann ich mit Karte bezahlen? Ja, natürlich.',
      icon: 'credit-card',
      tr: { en: 'Can I pay by card? Yes, of course.', ua: 'Можна заплатити карткою? Так, звичайно.', ru: 'Можно заплатить картой? Да, конечно.', be: 'Ці можна заплаціць карткай? Так, вядома.', tr: 'Kartla ödeyebilir miyim? Evet, tabii.', pl: 'Czy mogę zapłacić kartą? Tak, oczywiście.', es: '¿Puedo pagar con tarjeta? Sí, claro.' },
    },
    {
      de: 'Danke schön und einen schönen Tag noch!',
      icon: 'smiling-face-with-smiling-eyes',
      tr: { en: 'Thank you and have a nice day!', ua: 'Дуже дякую і гарного дня!', ru: 'Большое спасибо и хорошего дня!', be: 'Вялікі дзякуй і добрага дня!', tr: 'Çok teşekkürler, iyi günler!', pl: 'Dziękuję bardzo i miłego dnia!', es: '¡Muchas gracias y que tenga un buen día!' },
    },
  ],
  exercise: [
    {
      question: { en: 'How much is the bread?', ua: 'Скільки коштує хліб?', de: 'Was kostet das Brot?', ru: 'Сколько стоит хлеб?', be: 'Колькі каштуе хлеб?', tr: 'Ekmek ne kadar?', pl: 'Ile kosztuje chleb?', es: '¿Cuánto cuesta el pan?' },
      options: ['zwei Euro fünfzig', 'drei Euro', 'ein Euro'],
      answer: 0,
    },
    {
      question: { en: 'What is on offer today?', ua: 'Що сьогодні за акцією?', de: 'Was ist heute im Angebot?', ru: 'Что сегодня по акции?', be: 'Што сёння па акцыі?', tr: 'Bugün ne indirimde?', pl: 'Co jest dziś w promocji?', es: '¿Qué está hoy de oferta?' },
      options: ['das Brot', 'die Milch', 'die Äpfel'],
      answer: 1,
    },
    {
      question: { en: 'How much is everything together?', ua: 'Скільки коштує все разом?', de: 'Wie viel kostet alles zusammen?', ru: 'Сколько стоит всё вместе?', be: 'Колькі каштуе ўсё разам?', tr: 'Hepsi birlikte ne kadar?', pl: 'Ile kosztuje wszystko razem?', es: '¿Cuánto cuesta todo junto?' },
      options: ['fünf Euro', 'sieben Euro fünfzig', 'sechs Euro fünfzig'],
      answer: 2,
    },
  ],
};
