import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-zahlen',
  level: 'A1',
  topic: 'everyday',
  title: {
    en: 'Numbers, age and phone numbers',
    ua: 'Числа, вік і номер телефону',
    de: 'Zahlen, Alter und Telefonnummer',
    ru: 'Числа, возраст и номер телефона',
    be: 'Лікі, узрост і нумар тэлефона',
    tr: 'Sayılar, yaş ve telefon numarası',
    pl: 'Liczby, wiek i numer telefonu',
    es: 'Números, edad y número de teléfono',
  },
  descr: {
    en: 'Max says how old he and his family are, gives his phone number and counts to ten.',
    ua: 'Макс розповідає, скільки років йому і його родині, називає свій номер телефону і лічить до десяти.',
    de: 'Max sagt, wie alt er und seine Familie sind, nennt seine Telefonnummer und zählt bis zehn.',
    ru: 'Макс рассказывает, сколько лет ему и его семье, называет свой номер телефона и считает до десяти.',
    be: 'Макс расказвае, колькі гадоў яму і ягонай сям’і, называе свой нумар тэлефона і лічыць да дзесяці.',
    tr: 'Max kendisinin ve ailesinin kaç yaşında olduğunu söylüyor, telefon numarasını veriyor ve ona kadar sayıyor.',
    pl: 'Max mówi, ile lat ma on i jego rodzina, podaje swój numer telefonu i liczy do dziesięciu.',
    es: 'Max dice cuántos años tienen él y su familia, da su número de teléfono y cuenta hasta diez.',
  },
  lines: [
    {
      de: 'Ich heiße Max und bin zwölf Jahre alt.',
      icon: 'boy',
      tr: { en: 'My name is Max and I am twelve years old.', ua: 'Мене звати Макс, мені дванадцять років.', ru: 'Меня зовут Макс, мне двенадцать лет.', be: 'Мяне завуць Макс, мне дванаццаць гадоў.', tr: 'Adım Max ve on iki yaşındayım.', pl: 'Mam na imię Max i mam dwanaście lat.', es: 'Me llamo Max y tengo doce años.' },
    },
    {
      de: 'Meine Schwester Lea ist acht.',
      icon: 'girl',
      tr: { en: 'My sister Lea is eight.', ua: 'Моїй сестрі Леї вісім.', ru: 'Моей сестре Лее восемь.', be: 'Маёй сястры Леі восем.', tr: 'Kız kardeşim Lea sekiz yaşında.', pl: 'Moja siostra Lea ma osiem lat.', es: 'Mi hermana Lea tiene ocho.' },
    },
    {
      de: 'Mein Opa ist schon siebzig.',
      icon: 'old-man',
      tr: { en: 'My grandpa is already seventy.', ua: 'Моєму дідусеві вже сімдесят.', ru: 'Моему дедушке уже семьдесят.', be: 'Майму дзядулю ўжо семдзесят.', tr: 'Dedem zaten yetmiş yaşında.', pl: 'Mój dziadek ma już siedemdziesiąt lat.', es: 'Mi abuelo ya tiene setenta.' },
    },
    {
      de: 'Heute hat Lea Geburtstag. Sie wird neun!',
      icon: 'birthday-cake',
      tr: { en: "Today is Lea's birthday. She is turning nine!", ua: 'Сьогодні в Леї день народження. Їй виповнюється дев’ять!', ru: 'Сегодня у Леи день рождения. Ей исполняется девять!', be: 'Сёння ў Леі дзень нараджэння. Ёй споўніцца дзевяць!', tr: "Bugün Lea'nın doğum günü. Dokuz yaşına giriyor!", pl: 'Dziś Lea ma urodziny. Kończy dziewięć lat!', es: 'Hoy es el cumpleaños de Lea. ¡Cumple nueve!' },
    },
    {
      de: 'Wie ist deine Telefonnummer, Max?',
      icon: 'mobile-phone',
      tr: { en: 'What is your phone number, Max?', ua: 'Який у тебе номер телефону, Максе?', ru: 'Какой у тебя номер телефона, Макс?', be: 'Які ў цябе нумар тэлефона, Макс?', tr: 'Telefon numaran ne, Max?', pl: 'Jaki masz numer telefonu, Max?', es: '¿Cuál es tu número de teléfono, Max?' },
    },
    {
      de: 'Meine Nummer ist null, eins, sieben, sechs, drei, vier, fünf, zwei.',
      icon: 'telephone-receiver',
      tr: { en: 'My number is zero, one, seven, six, three, four, five, two.', ua: 'Мій номер: нуль, один, сім, шість, три, чотири, п’ять, два.', ru: 'Мой номер: ноль, один, семь, шесть, три, четыре, пять, два.', be: 'Мой нумар: нуль, адзін, сем, шэсць, тры, чатыры, пяць, два.', tr: 'Numaram sıfır, bir, yedi, altı, üç, dört, beş, iki.', pl: 'Mój numer to zero, jeden, siedem, sześć, trzy, cztery, pięć, dwa.', es: 'Mi número es cero, uno, siete, seis, tres, cuatro, cinco, dos.' },
    },
    {
      de: 'Ich zähle bis zehn: eins, zwei, drei, vier, fünf, sechs, sieben, acht, neun, zehn.',
      icon: 'input-numbers',
      tr: { en: 'I count to ten: one, two, three, four, five, six, seven, eight, nine, ten.', ua: 'Я лічу до десяти: один, два, три, чотири, п’ять, шість, сім, вісім, дев’ять, десять.', ru: 'Я считаю до десяти: один, два, три, четыре, пять, шесть, семь, восемь, девять, десять.', be: 'Я лічу да дзесяці: адзін, два, тры, чатыры, пяць, шэсць, сем, восем, дзевяць, дзесяць.', tr: 'Ona kadar sayıyorum: bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz, on.', pl: 'Liczę do dziesięciu: jeden, dwa, trzy, cztery, pięć, sześć, siedem, osiem, dziewięć, dziesięć.', es: 'Cuento hasta diez: uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez.' },
    },
    {
      de: 'Zwanzig, dreißig, vierzig, fünfzig. Das ist leicht!',
      icon: 'hundred-points',
      tr: { en: 'Twenty, thirty, forty, fifty. That is easy!', ua: 'Двадцять, тридцять, сорок, п’ятдесят. Це легко!', ru: 'Двадцать, тридцать, сорок, пятьдесят. Это легко!', be: 'Дваццаць, трыццаць, сорак, пяцьдзясят. Гэта лёгка!', tr: 'Yirmi, otuz, kırk, elli. Bu kolay!', pl: 'Dwadzieścia, trzydzieści, czterdzieści, pięćdziesiąt. To łatwe!', es: 'Veinte, treinta, cuarenta, cincuenta. ¡Es fácil!' },
    },
  ],
  exercise: [
    {
      question: { en: 'How old is Max?', ua: 'Скільки років Максу?', de: 'Wie alt ist Max?', ru: 'Сколько лет Максу?', be: 'Колькі гадоў Максу?', tr: 'Max kaç yaşında?', pl: 'Ile lat ma Max?', es: '¿Cuántos años tiene Max?' },
      options: ['zwölf', 'zwanzig', 'acht'],
      answer: 0,
    },
    {
      question: { en: 'How old is Lea turning today?', ua: 'Скільки років виповнюється Леї сьогодні?', de: 'Wie alt wird Lea heute?', ru: 'Сколько лет исполняется Лее сегодня?', be: 'Колькі гадоў споўніцца Леі сёння?', tr: 'Lea bugün kaç yaşına giriyor?', pl: 'Ile lat kończy dziś Lea?', es: '¿Cuántos años cumple Lea hoy?' },
      options: ['acht', 'neun', 'zehn'],
      answer: 1,
    },
    {
      question: { en: 'Who is seventy?', ua: 'Кому сімдесят років?', de: 'Wer ist siebzig?', ru: 'Кому семьдесят лет?', be: 'Каму семдзесят гадоў?', tr: 'Kim yetmiş yaşında?', pl: 'Kto ma siedemdziesiąt lat?', es: '¿Quién tiene setenta años?' },
      options: ['Max', 'die Schwester', 'der Opa'],
      answer: 2,
    },
  ],
};
