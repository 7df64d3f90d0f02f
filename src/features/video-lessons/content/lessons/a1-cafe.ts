import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-cafe',
  level: 'A1',
  topic: 'shopping',
  title: {
    en: 'Ordering in a café',
    ua: 'Замовлення в кав’ярні',
    de: 'Bestellen im Café',
    ru: 'Заказ в кафе',
    be: 'Заказ у кавярні',
    tr: 'Kafede sipariş vermek',
    pl: 'Zamawianie w kawiarni',
    es: 'Pedir en una cafetería',
  },
  descr: {
    en: 'Two friends order coffee, tea and cake, then ask for the bill and pay together.',
    ua: 'Дві подруги замовляють каву, чай і пиріг, потім просять рахунок і платять разом.',
    de: 'Zwei Freundinnen bestellen Kaffee, Tee und Kuchen, dann möchten sie zahlen und zahlen zusammen.',
    ru: 'Две подруги заказывают кофе, чай и пирог, потом просят счёт и платят вместе.',
    be: 'Дзве сяброўкі заказваюць каву, чай і пірог, потым просяць рахунак і плацяць разам.',
    tr: 'İki arkadaş kahve, çay ve pasta sipariş ediyor, sonra hesabı isteyip birlikte ödüyor.',
    pl: 'Dwie przyjaciółki zamawiają kawę, herbatę i ciasto, potem proszą o rachunek i płacą razem.',
    es: 'Dos amigas piden café, té y tarta, luego piden la cuenta y pagan juntas.',
  },
  lines: [
    {
      de: 'Guten Tag! Was möchten Sie trinken?',
      icon: 'hot-beverage',
      tr: { en: 'Good afternoon! What would you like to drink?', ua: 'Добрий день! Що бажаєте випити?', ru: 'Добрый день! Что желаете выпить?', be: 'Добры дзень! Што жадаеце выпіць?', tr: 'İyi günler! Ne içmek istersiniz?', pl: 'Dzień dobry! Co chcieliby Państwo do picia?', es: '¡Buenas tardes! ¿Qué desean tomar?' },
    },
    {
      de: 'Ich hätte gern einen Kaffee mit Milch, bitte.',
      icon: 'hot-beverage',
      tr: { en: "I'd like a coffee with milk, please.", ua: 'Мені, будь ласка, каву з молоком.', ru: 'Мне, пожалуйста, кофе с молоком.', be: 'Мне, калі ласка, каву з малаком.', tr: 'Sütlü bir kahve alabilir miyim, lütfen?', pl: 'Poproszę kawę z mlekiem.', es: 'Quería un café con leche, por favor.' },
    },
    {
      de: 'Möchten Sie auch etwas essen?',
      icon: 'fork-and-knife-with-plate',
      tr: { en: 'Would you also like something to eat?', ua: 'Бажаєте також щось поїсти?', ru: 'Хотите также что-нибудь поесть?', be: 'Жадаеце таксама нешта з’есці?', tr: 'Bir şey yemek de ister misiniz?', pl: 'Czy chcieliby Państwo też coś zjeść?', es: '¿Desean también algo de comer?' },
    },
    {
      de: 'Ja, ein Stück Apfelkuchen, bitte.',
      icon: 'shortcake',
      tr: { en: 'Yes, a piece of apple cake, please.', ua: 'Так, шматок яблучного пирога, будь ласка.', ru: 'Да, кусок яблочного пирога, пожалуйста.', be: 'Так, кавалак яблычнага пірага, калі ласка.', tr: 'Evet, bir dilim elmalı kek, lütfen.', pl: 'Tak, kawałek szarlotki, proszę.', es: 'Sí, un trozo de tarta de manzana, por favor.' },
    },
    {
      de: 'Meine Freundin nimmt einen Tee und ein Croissant.',
      icon: 'croissant',
      tr: { en: 'My friend will have a tea and a croissant.', ua: 'Моя подруга бере чай і круасан.', ru: 'Моя подруга берёт чай и круассан.', be: 'Мая сяброўка бярэ чай і круасан.', tr: 'Arkadaşım bir çay ve bir kruvasan alıyor.', pl: 'Moja przyjaciółka weźmie herbatę i rogalika.', es: 'Mi amiga toma un té y un cruasán.' },
    },
    {
      de: 'Gern. Sonst noch etwas?',
      icon: 'teacup-without-handle',
      tr: { en: 'Certainly. Anything else?', ua: 'Залюбки. Щось іще?', ru: 'С удовольствием. Что-нибудь ещё?', be: 'З задавальненнем. Нешта яшчэ?', tr: 'Memnuniyetle. Başka bir şey?', pl: 'Oczywiście. Coś jeszcze?', es: 'Con gusto. ¿Algo más?' },
    },
    {
      de: 'Nein, danke. Wir möchten bitte zahlen.',
      icon: 'receipt',
      tr: { en: 'No, thank you. We would like to pay, please.', ua: 'Ні, дякую. Ми хочемо розрахуватися.', ru: 'Нет, спасибо. Мы хотим расплатиться.', be: 'Не, дзякуй. Мы хочам разлічыцца.', tr: 'Hayır, teşekkürler. Hesabı ödemek istiyoruz.', pl: 'Nie, dziękujemy. Chcielibyśmy zapłacić.', es: 'No, gracias. Queremos pagar, por favor.' },
    },
    {
      de: 'Zusammen oder getrennt? Zusammen, bitte.',
      icon: 'coin',
      tr: { en: 'Together or separately? Together, please.', ua: 'Разом чи окремо? Разом, будь ласка.', ru: 'Вместе или раздельно? Вместе, пожалуйста.', be: 'Разам ці паасобку? Разам, калі ласка.', tr: 'Birlikte mi, ayrı mı? Birlikte, lütfen.', pl: 'Razem czy osobno? Razem, proszę.', es: '¿Juntos o por separado? Juntos, por favor.' },
    },
    {
      de: 'Das macht elf Euro zwanzig. Stimmt so!',
      icon: 'euro-banknote',
      tr: { en: 'That is eleven euros twenty. Keep the change!', ua: 'З вас одинадцять євро двадцять. Решти не треба!', ru: 'С вас одиннадцать евро двадцать. Сдачи не надо!', be: 'З вас адзінаццаць еўра дваццаць. Рэшты не трэба!', tr: 'On bir euro yirmi. Üstü kalsın!', pl: 'Razem jedenaście euro dwadzieścia. Reszty nie trzeba!', es: 'Son once euros veinte. ¡Quédese con el cambio!' },
    },
  ],
  exercise: [
    {
      question: { en: 'What does the first guest drink?', ua: 'Що п’є перша гостя?', de: 'Was trinkt der erste Gast?', ru: 'Что пьёт первая гостья?', be: 'Што п’е першая госця?', tr: 'İlk misafir ne içiyor?', pl: 'Co pije pierwszy gość?', es: '¿Qué toma la primera clienta?' },
      options: ['einen Tee', 'einen Kaffee mit Milch', 'ein Wasser'],
      answer: 1,
    },
    {
      question: { en: 'What does the friend eat?', ua: 'Що їсть подруга?', de: 'Was isst die Freundin?', ru: 'Что ест подруга?', be: 'Што есць сяброўка?', tr: 'Arkadaşı ne yiyor?', pl: 'Co je przyjaciółka?', es: '¿Qué come la amiga?' },
      options: ['ein Stück Apfelkuchen', 'ein Brötchen', 'ein Croissant'],
      answer: 2,
    },
    {
      question: { en: 'How do they pay?', ua: 'Як вони платять?', de: 'Wie zahlen sie?', ru: 'Как они платят?', be: 'Як яны плацяць?', tr: 'Nasıl ödüyorlar?', pl: 'Jak płacą?', es: '¿Cómo pagan?' },
      options: ['zusammen', 'getrennt', 'gar nicht'],
      answer: 0,
    },
  ],
};
