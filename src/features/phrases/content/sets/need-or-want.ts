import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'need-or-want',
  title: { en: 'Need or want', ua: 'Потрібно чи хочу', de: 'Brauchen oder wollen', ru: 'Нужно или хочу', be: 'Трэба ці хачу', tr: 'İhtiyaç mı, istek mi', pl: 'Potrzebuję czy chcę', es: 'Necesitar o querer' },
  descr: {
    en: 'Say what you need, what you want and what you would like.',
    ua: 'Скажіть, що вам потрібно, чого ви хочете і що б ви хотіли.',
    de: 'Sagen, was man braucht, was man will und was man gern hätte.',
    ru: 'Скажите, что вам нужно, чего вы хотите и что бы вы хотели.',
    be: 'Скажыце, што вам трэба, чаго вы хочаце і што вы хацелі б.',
    tr: 'Neye ihtiyacınız olduğunu, ne istediğinizi ve neyi arzu ettiğinizi söyleyin.',
    pl: 'Powiedz, czego potrzebujesz, czego chcesz i na co masz ochotę.',
    es: 'Di lo que necesitas, lo que quieres y lo que te gustaría.',
  },
  img: 'thinking-face',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Ich brauche Hilfe.',
      tr: { en: 'I need help.', ua: 'Мені потрібна допомога.', de: 'um Unterstützung bitten', ru: 'Мне нужна помощь.', be: 'Мне патрэбна дапамога.', tr: 'Yardıma ihtiyacım var.', pl: 'Potrzebuję pomocy.', es: 'Necesito ayuda.' },
    },
    {
      de: 'Ich brauche einen neuen Laptop.',
      tr: { en: 'I need a new laptop.', ua: 'Мені потрібен новий ноутбук.', de: '„brauchen“ mit Akkusativ', ru: 'Мне нужен новый ноутбук.', be: 'Мне патрэбны новы ноўтбук.', tr: 'Yeni bir dizüstü bilgisayara ihtiyacım var.', pl: 'Potrzebuję nowego laptopa.', es: 'Necesito un portátil nuevo.' },
    },
    {
      de: 'Ich brauche mehr Zeit.',
      tr: { en: 'I need more time.', ua: 'Мені потрібно більше часу.', de: 'um Geduld bitten', ru: 'Мне нужно больше времени.', be: 'Мне трэба больш часу.', tr: 'Daha fazla zamana ihtiyacım var.', pl: 'Potrzebuję więcej czasu.', es: 'Necesito más tiempo.' },
    },
    {
      de: 'Wir brauchen noch Milch und Brot.',
      alternatives: ['Wir brauchen noch Brot und Milch.'],
      tr: { en: 'We still need milk and bread.', ua: 'Нам ще потрібні молоко і хліб.', de: 'für die Einkaufsliste', ru: 'Нам ещё нужны молоко и хлеб.', be: 'Нам яшчэ патрэбныя малако і хлеб.', tr: 'Süt ve ekmek de lazım.', pl: 'Potrzebujemy jeszcze mleka i chleba.', es: 'Todavía nos hace falta leche y pan.' },
    },
    {
      de: 'Das brauche ich nicht.',
      tr: { en: 'I don’t need that.', ua: 'Мені це не потрібно.', de: 'etwas ablehnen', ru: 'Мне это не нужно.', be: 'Мне гэта не трэба.', tr: 'Buna ihtiyacım yok.', pl: 'Nie potrzebuję tego.', es: 'Eso no lo necesito.' },
    },
    {
      de: 'Ich brauche nichts mehr, danke.',
      tr: { en: 'I don’t need anything else, thanks.', ua: 'Мені більше нічого не треба, дякую.', de: 'höflich ablehnen', ru: 'Мне больше ничего не нужно, спасибо.', be: 'Мне больш нічога не трэба, дзякуй.', tr: 'Başka bir şeye ihtiyacım yok, teşekkürler.', pl: 'Nic więcej nie potrzebuję, dziękuję.', es: 'No necesito nada más, gracias.' },
    },
    {
      de: 'Du brauchst keine Angst zu haben.',
      tr: { en: 'You don’t need to be afraid.', ua: 'Тобі не треба боятися.', de: 'man muss keine Angst haben', ru: 'Тебе не нужно бояться.', be: 'Табе не трэба баяцца.', tr: 'Korkmana gerek yok.', pl: 'Nie musisz się bać.', es: 'No tienes por qué tener miedo.' },
      register: 'informal',
      note: {
        en: '"nicht brauchen zu" means "not have to"; it needs "zu" before the infinitive.',
        ua: '«nicht brauchen zu» означає «не треба»; перед інфінітивом потрібне «zu».',
        de: 'Verneint ersetzt „brauchen zu“ das Verb „müssen“.',
        ru: '«nicht brauchen zu» значит «не нужно»; перед инфинитивом нужно «zu».',
        be: '«nicht brauchen zu» азначае «не трэба»; перад інфінітывам патрэбна «zu».',
        tr: '"nicht brauchen zu" "gerek yok" demektir; mastardan önce "zu" gerekir.',
        pl: '„nicht brauchen zu” znaczy „nie musieć”; przed bezokolicznikiem potrzebne jest „zu”.',
        es: '«nicht brauchen zu» significa «no hace falta»; lleva «zu» delante del infinitivo.',
      },
    },
    {
      de: 'Ich will nach Hause.',
      tr: { en: 'I want to go home.', ua: 'Я хочу додому.', de: 'starker Wunsch, direkt gesagt', ru: 'Я хочу домой.', be: 'Я хачу дадому.', tr: 'Eve gitmek istiyorum.', pl: 'Chcę do domu.', es: 'Quiero irme a casa.' },
      note: {
        en: '"Ich will" means "I want", not "I will"; it sounds direct – "Ich möchte" is politer.',
        ua: '«Ich will» означає «я хочу»; звучить прямо – «Ich möchte» ввічливіше.',
        de: '„Ich will“ klingt direkt; höflicher ist „Ich möchte“.',
        ru: '«Ich will» значит «я хочу»; звучит прямо – «Ich möchte» вежливее.',
        be: '«Ich will» азначае «я хачу»; гучыць прама – «Ich möchte» ветлівей.',
        tr: '"Ich will" "istiyorum" demektir ve doğrudan gelir; "Ich möchte" daha kibardır.',
        pl: '„Ich will” znaczy „chcę”; brzmi bezpośrednio – „Ich möchte” jest grzeczniejsze.',
        es: '«Ich will» significa «quiero» y suena directo; «Ich möchte» es más cortés.',
      },
    },
    {
      de: 'Ich möchte einen Kaffee.',
      tr: { en: 'I’d like a coffee.', ua: 'Мені хотілося б кави.', de: 'höflicher Wunsch', ru: 'Мне хотелось бы кофе.', be: 'Мне хацелася б кавы.', tr: 'Bir kahve istiyorum.', pl: 'Chciałbym / Chciałabym kawę.', es: 'Me gustaría un café.' },
    },
    {
      de: 'Ich hätte gern ein Kilo Tomaten.',
      tr: { en: 'I’d like a kilo of tomatoes.', ua: 'Мені, будь ласка, кілограм помідорів.', de: 'höflich im Geschäft', ru: 'Мне, пожалуйста, килограмм помидоров.', be: 'Мне, калі ласка, кілаграм памідораў.', tr: 'Bir kilo domates alayım.', pl: 'Poproszę kilogram pomidorów.', es: 'Quería un kilo de tomates.' },
    },
    {
      de: 'Ich möchte ein Konto eröffnen.',
      tr: { en: 'I’d like to open an account.', ua: 'Я хотів би / хотіла б відкрити рахунок.', de: 'Wunsch bei der Bank', ru: 'Я хотел бы / хотела бы открыть счёт.', be: 'Я хацеў бы / хацела б адкрыць рахунак.', tr: 'Bir hesap açmak istiyorum.', pl: 'Chciałbym / Chciałabym założyć konto.', es: 'Quisiera abrir una cuenta.' },
    },
    {
      de: 'Möchtest du etwas trinken?',
      tr: { en: 'Would you like something to drink?', ua: 'Хочеш чогось випити?', de: 'Angebot an Gäste', ru: 'Хочешь что-нибудь выпить?', be: 'Хочаш чаго-небудзь выпіць?', tr: 'Bir şey içmek ister misin?', pl: 'Chcesz się czegoś napić?', es: '¿Quieres tomar algo?' },
      register: 'informal',
    },
    {
      de: 'Möchten Sie noch etwas?',
      tr: { en: 'Would you like anything else?', ua: 'Бажаєте ще щось?', de: 'Frage von Kellnern oder Verkäufern', ru: 'Хотите ещё что-нибудь?', be: 'Жадаеце яшчэ чаго-небудзь?', tr: 'Başka bir şey ister misiniz?', pl: 'Czy życzy pan/pani sobie coś jeszcze?', es: '¿Desea algo más?' },
      register: 'formal',
    },
    {
      de: 'Was brauchen Sie noch?',
      tr: { en: 'What else do you need?', ua: 'Що вам ще потрібно?', de: 'Frage im Büro oder Amt', ru: 'Что вам ещё нужно?', be: 'Што вам яшчэ трэба?', tr: 'Başka neye ihtiyacınız var?', pl: 'Czego jeszcze pan/pani potrzebuje?', es: '¿Qué más necesita?' },
      register: 'formal',
    },
    {
      de: 'Ich habe Hunger.',
      tr: { en: 'I’m hungry.', ua: 'Я голодний / голодна.', de: 'man will essen', ru: 'Я голоден / голодна.', be: 'Я галодны / галодная.', tr: 'Acıktım.', pl: 'Jestem głodny / głodna.', es: 'Tengo hambre.' },
      note: {
        en: 'Literally "I have hunger"; the same with thirst: "Ich habe Durst".',
        ua: 'Дослівно «я маю голод»; так само зі спрагою: «Ich habe Durst».',
        de: 'Ebenso: „Ich habe Durst.“',
        ru: 'Дословно «я имею голод»; так же с жаждой: «Ich habe Durst».',
        be: 'Літаральна «я маю голад»; гэтак жа са смагай: «Ich habe Durst».',
        tr: 'Kelimesi kelimesine "açlığım var"; susuzluk için de: "Ich habe Durst".',
        pl: 'Dosłownie „mam głód”; tak samo z pragnieniem: „Ich habe Durst”.',
        es: 'Igual que en español: «tengo hambre»; y «Ich habe Durst» es «tengo sed».',
      },
    },
    {
      de: 'Hast du Lust auf Pizza?',
      tr: { en: 'Do you fancy pizza?', ua: 'Хочеш піцу?', de: 'fragen, ob jemand etwas möchte', ru: 'Хочешь пиццу?', be: 'Хочаш піцу?', tr: 'Canın pizza istiyor mu?', pl: 'Masz ochotę na pizzę?', es: '¿Te apetece una pizza?' },
      register: 'informal',
    },
    {
      de: 'Ich habe keine Lust.',
      tr: { en: 'I don’t feel like it.', ua: 'Мені не хочеться.', de: 'etwas nicht machen wollen', ru: 'Мне не хочется.', be: 'Мне не хочацца.', tr: 'Canım istemiyor.', pl: 'Nie mam ochoty.', es: 'No me apetece.' },
    },
    {
      de: 'Ich muss jetzt los.',
      alternatives: ['Ich muss jetzt gehen.'],
      tr: { en: 'I have to go now.', ua: 'Мені вже треба йти.', de: 'man muss gehen', ru: 'Мне уже пора идти.', be: 'Мне ўжо трэба ісці.', tr: 'Artık gitmem lazım.', pl: 'Muszę już iść.', es: 'Me tengo que ir ya.' },
    },
    {
      de: 'Was willst du später mal werden?',
      tr: { en: 'What do you want to be when you grow up?', ua: 'Ким ти хочеш стати?', de: 'Frage nach dem Berufswunsch', ru: 'Кем ты хочешь стать?', be: 'Кім ты хочаш стаць?', tr: 'İleride ne olmak istiyorsun?', pl: 'Kim chcesz zostać w przyszłości?', es: '¿Qué quieres ser de mayor?' },
      register: 'informal',
    },
    {
      de: 'Ich würde gern mal nach Italien fahren.',
      alternatives: ['Ich würde gern mal nach Italien reisen.'],
      tr: { en: 'I’d love to go to Italy some time.', ua: 'Я б хотів / хотіла колись поїхати до Італії.', de: 'Wunsch für die Zukunft', ru: 'Я бы хотел / хотела когда-нибудь поехать в Италию.', be: 'Я хацеў / хацела б калі-небудзь паехаць у Італію.', tr: 'Bir gün İtalya’ya gitmek isterdim.', pl: 'Chciałbym / Chciałabym kiedyś pojechać do Włoch.', es: 'Me gustaría ir a Italia algún día.' },
    },
    {
      de: 'Am liebsten würde ich heute zu Hause bleiben.',
      tr: { en: 'Today I’d most like to stay at home.', ua: 'Найбільше мені хотілося б сьогодні залишитися вдома.', de: 'der stärkste Wunsch', ru: 'Больше всего мне хотелось бы сегодня остаться дома.', be: 'Больш за ўсё мне хацелася б сёння застацца дома.', tr: 'Bugün en çok evde kalmak isterdim.', pl: 'Najchętniej zostałbym / zostałabym dziś w domu.', es: 'Lo que más me apetece hoy es quedarme en casa.' },
    },
  ],
};

export default set;
