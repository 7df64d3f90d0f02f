import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'ordering-food',
  title: { en: 'Ordering food', ua: 'Замовлення їжі', de: 'Essen bestellen', ru: 'Заказ еды', be: 'Замова ежы', tr: 'Yemek siparişi', pl: 'Zamawianie jedzenia', es: 'Pedir comida' },
  descr: {
    en: 'Order food and drinks in a café or restaurant, ask about dishes and pay the bill.',
    ua: 'Замовляйте їжу й напої в кафе чи ресторані, питайте про страви та оплачуйте рахунок.',
    de: 'Im Café oder Restaurant Essen und Getränke bestellen, nach Gerichten fragen und bezahlen.',
    ru: 'Заказывайте еду и напитки в кафе или ресторане, спрашивайте о блюдах и оплачивайте счёт.',
    be: 'Заказвайце ежу і напоі ў кавярні ці рэстаране, пытайцеся пра стравы і аплачвайце рахунак.',
    tr: 'Kafede ya da restoranda yemek ve içecek sipariş edin, yemekleri sorun ve hesabı ödeyin.',
    pl: 'Zamawiaj jedzenie i napoje w kawiarni lub restauracji, pytaj o dania i płać rachunek.',
    es: 'Pide comida y bebida en una cafetería o un restaurante, pregunta por los platos y paga la cuenta.',
  },
  img: 'fork-and-knife-with-plate',
  paywall: false,
  group: 'travel',
  phrases: [
    {
      de: 'Ist hier noch frei?',
      tr: { en: 'Is this seat free?', ua: 'Тут вільно?', de: 'fragen, ob man sich setzen darf', ru: 'Здесь свободно?', be: 'Тут вольна?', tr: 'Burası boş mu?', pl: 'Czy to miejsce jest wolne?', es: '¿Está libre este sitio?' },
    },
    {
      de: 'Könnten wir bitte die Speisekarte haben?',
      alternatives: ['Können wir bitte die Speisekarte haben?', 'Könnten wir bitte die Karte haben?'],
      tr: { en: 'Could we have the menu, please?', ua: 'Можна нам меню, будь ласка?', de: 'Speisekarte: Liste der Gerichte', ru: 'Можно нам меню, пожалуйста?', be: 'Можна нам меню, калі ласка?', tr: 'Menüyü alabilir miyiz, lütfen?', pl: 'Czy możemy prosić o kartę?', es: '¿Nos trae la carta, por favor?' },
    },
    {
      de: 'Was darf ich Ihnen bringen?',
      tr: { en: 'What can I get you?', ua: 'Що вам принести?', de: 'fragt die Bedienung', ru: 'Что вам принести?', be: 'Што вам прынесці?', tr: 'Size ne getirebilirim?', pl: 'Co mogę podać?', es: '¿Qué le traigo?' },
      register: 'formal',
    },
    {
      de: 'Was können Sie empfehlen?',
      tr: { en: 'What can you recommend?', ua: 'Що ви можете порадити?', de: 'die Bedienung um Rat fragen', ru: 'Что вы можете посоветовать?', be: 'Што вы можаце параіць?', tr: 'Ne önerirsiniz?', pl: 'Co może Pan/Pani polecić?', es: '¿Qué me recomienda?' },
      register: 'formal',
    },
    {
      de: 'Ich hätte gern einen Kaffee mit Milch.',
      tr: { en: "I'd like a coffee with milk.", ua: 'Мені, будь ласка, каву з молоком.', de: 'höflich bestellen', ru: 'Мне, пожалуйста, кофе с молоком.', be: 'Мне, калі ласка, каву з малаком.', tr: 'Sütlü bir kahve alayım.', pl: 'Poproszę kawę z mlekiem.', es: 'Quería un café con leche.' },
      note: {
        en: '„Ich hätte gern …“ is the polite way to order; „Ich will …“ sounds rude.',
        ua: '„Ich hätte gern …“ – ввічливий спосіб замовити; „Ich will …“ звучить грубо.',
        de: 'Höflich bestellen mit „Ich hätte gern“, nicht mit „Ich will“.',
        ru: '„Ich hätte gern …“ – вежливый способ заказать; „Ich will …“ звучит грубо.',
        be: '„Ich hätte gern …“ – ветлівы спосаб заказаць; „Ich will …“ гучыць груба.',
        tr: '„Ich hätte gern …“ kibar sipariş şeklidir; „Ich will …“ kaba duyulur.',
        pl: '„Ich hätte gern …“ to uprzejmy sposób zamawiania; „Ich will …“ brzmi niegrzecznie.',
        es: '„Ich hätte gern …“ es la forma cortés de pedir; „Ich will …“ suena brusco.',
      },
    },
    {
      de: 'Für mich die Tomatensuppe, bitte.',
      tr: { en: 'The tomato soup for me, please.', ua: 'Мені томатний суп, будь ласка.', de: 'bestellen, wenn mehrere am Tisch sind', ru: 'Мне томатный суп, пожалуйста.', be: 'Мне таматны суп, калі ласка.', tr: 'Bana domates çorbası, lütfen.', pl: 'Dla mnie zupa pomidorowa, poproszę.', es: 'Para mí, la sopa de tomate, por favor.' },
    },
    {
      de: 'Ich nehme das Schnitzel mit Kartoffelsalat.',
      tr: { en: "I'll have the schnitzel with potato salad.", ua: 'Я візьму шніцель з картопляним салатом.', de: 'nehmen: hier bestellen', ru: 'Я возьму шницель с картофельным салатом.', be: 'Я вазьму шніцаль з бульбяным салатам.', tr: 'Patates salatalı şnitzel alayım.', pl: 'Wezmę sznycel z sałatką ziemniaczaną.', es: 'Tomaré el escalope con ensalada de patatas.' },
    },
    {
      de: 'Haben Sie auch vegetarische Gerichte?',
      tr: { en: 'Do you have vegetarian dishes too?', ua: 'У вас є вегетаріанські страви?', de: 'Gerichte ohne Fleisch', ru: 'У вас есть вегетарианские блюда?', be: 'У вас ёсць вегетарыянскія стравы?', tr: 'Vejetaryen yemekleriniz de var mı?', pl: 'Czy mają Państwo też dania wegetariańskie?', es: '¿Tienen también platos vegetarianos?' },
      register: 'formal',
    },
    {
      de: 'Ist da Fleisch drin?',
      tr: { en: 'Is there meat in it?', ua: 'Там є м’ясо?', de: 'drin: umgangssprachlich für darin', ru: 'Там есть мясо?', be: 'Там ёсць мяса?', tr: 'İçinde et var mı?', pl: 'Czy tam jest mięso?', es: '¿Lleva carne?' },
    },
    {
      de: 'Ich bin allergisch gegen Nüsse.',
      tr: { en: "I'm allergic to nuts.", ua: 'У мене алергія на горіхи.', de: 'wichtig beim Bestellen', ru: 'У меня аллергия на орехи.', be: 'У мяне алергія на арэхі.', tr: 'Kuruyemişe alerjim var.', pl: 'Mam alergię na orzechy.', es: 'Tengo alergia a los frutos secos.' },
      note: {
        en: 'Say „allergisch gegen“ + accusative; restaurants must tell you the allergens in a dish if you ask.',
        ua: 'Кажуть „allergisch gegen“ + знахідний відмінок; ресторан мусить на прохання назвати алергени в страві.',
        de: 'allergisch gegen + Akkusativ; auf Nachfrage muss das Restaurant Auskunft geben.',
        ru: 'Говорят „allergisch gegen“ + винительный падеж; ресторан обязан по просьбе назвать аллергены в блюде.',
        be: 'Кажуць „allergisch gegen“ + вінавальны склон; рэстаран павінен па просьбе назваць алергены ў страве.',
        tr: '„allergisch gegen“ + Akkusativ denir; restoran, sorarsanız yemekteki alerjenleri söylemek zorundadır.',
        pl: 'Mówi się „allergisch gegen“ + biernik; restauracja musi na prośbę podać alergeny w daniu.',
        es: 'Se dice „allergisch gegen“ + acusativo; el restaurante debe decirte los alérgenos de un plato si preguntas.',
      },
    },
    {
      de: 'Ohne Zwiebeln, bitte.',
      tr: { en: 'Without onions, please.', ua: 'Без цибулі, будь ласка.', de: 'einen Wunsch zum Gericht äußern', ru: 'Без лука, пожалуйста.', be: 'Без цыбулі, калі ласка.', tr: 'Soğansız olsun, lütfen.', pl: 'Bez cebuli, poproszę.', es: 'Sin cebolla, por favor.' },
    },
    {
      de: 'Noch ein Glas Wasser, bitte.',
      tr: { en: 'Another glass of water, please.', ua: 'Ще склянку води, будь ласка.', de: 'nachbestellen', ru: 'Ещё стакан воды, пожалуйста.', be: 'Яшчэ шклянку вады, калі ласка.', tr: 'Bir bardak su daha, lütfen.', pl: 'Poproszę jeszcze szklankę wody.', es: 'Otro vaso de agua, por favor.' },
      note: {
        en: 'Water is not served free as a rule; tap water is „Leitungswasser“, bottled water „Mineralwasser“.',
        ua: 'Воду зазвичай не подають безкоштовно; вода з-під крана – „Leitungswasser“, у пляшці – „Mineralwasser“.',
        de: 'Wasser kostet meist extra; Leitungswasser gibt es nicht überall.',
        ru: 'Воду обычно не подают бесплатно; вода из-под крана – „Leitungswasser“, в бутылке – „Mineralwasser“.',
        be: 'Ваду звычайна не падаюць бясплатна; вада з-пад крана – „Leitungswasser“, у бутэльцы – „Mineralwasser“.',
        tr: 'Su genelde ücretsiz gelmez; musluk suyu „Leitungswasser“, şişe suyu „Mineralwasser“ diye geçer.',
        pl: 'Woda zwykle nie jest podawana za darmo; kranówka to „Leitungswasser“, butelkowana – „Mineralwasser“.',
        es: 'El agua no suele ser gratis; la del grifo es „Leitungswasser“ y la embotellada, „Mineralwasser“.',
      },
    },
    {
      de: 'Für hier oder zum Mitnehmen?',
      tr: { en: 'For here or to take away?', ua: 'Тут чи з собою?', de: 'hört man im Café oder beim Bäcker', ru: 'Здесь или с собой?', be: 'Тут ці з сабой?', tr: 'Burada mı, paket mi?', pl: 'Na miejscu czy na wynos?', es: '¿Para tomar aquí o para llevar?' },
    },
    {
      de: 'Entschuldigung, ich habe das nicht bestellt.',
      tr: { en: "Excuse me, I didn't order this.", ua: 'Перепрошую, це не моє замовлення.', de: 'höflich reklamieren', ru: 'Извините, это не мой заказ.', be: 'Прабачце, гэта не мая замова.', tr: 'Affedersiniz, ben bunu sipariş etmedim.', pl: 'Przepraszam, to nie moje zamówienie.', es: 'Perdone, yo no he pedido esto.' },
    },
    {
      de: 'Hat es Ihnen geschmeckt?',
      tr: { en: 'Did you enjoy your meal?', ua: 'Вам смакувало?', de: 'fragt die Bedienung nach dem Essen', ru: 'Всё было вкусно?', be: 'Усё было смачна?', tr: 'Yemeği beğendiniz mi?', pl: 'Smakowało?', es: '¿Le ha gustado?' },
      register: 'formal',
    },
    {
      de: 'Danke, es war sehr lecker.',
      tr: { en: 'Thanks, it was delicious.', ua: 'Дякую, було дуже смачно.', de: 'lecker: schmeckt gut', ru: 'Спасибо, было очень вкусно.', be: 'Дзякуй, было вельмі смачна.', tr: 'Teşekkürler, çok lezzetliydi.', pl: 'Dziękuję, było pyszne.', es: 'Gracias, estaba riquísimo.' },
    },
    {
      de: 'Wir möchten bitte zahlen.',
      alternatives: ['Wir möchten bitte bezahlen.'],
      tr: { en: "We'd like to pay, please.", ua: 'Розрахуйте нас, будь ласка.', de: 'nach dem Essen, zur Bedienung', ru: 'Рассчитайте нас, пожалуйста.', be: 'Разлічыце нас, калі ласка.', tr: 'Hesabı alabilir miyiz, lütfen?', pl: 'Poprosimy rachunek.', es: '¿Nos cobra, por favor?' },
      note: {
        en: 'In Germany you pay at the table; catch the waiter’s eye and say this – the bill does not come by itself.',
        ua: 'У Німеччині платять за столиком; приверніть увагу офіціанта й скажіть це – рахунок самі не принесуть.',
        de: 'Man zahlt am Tisch; die Rechnung kommt erst, wenn man danach fragt.',
        ru: 'В Германии платят за столиком; привлеките внимание официанта и скажите это – счёт сам не принесут.',
        be: 'У Германіі плацяць за столікам; звярніце ўвагу афіцыянта і скажыце гэта – рахунак самі не прынясуць.',
        tr: 'Almanya’da hesap masada ödenir; garsonun dikkatini çekip bunu söyleyin, hesap kendiliğinden gelmez.',
        pl: 'W Niemczech płaci się przy stoliku; zwróć uwagę kelnera i powiedz to – rachunek sam nie przyjdzie.',
        es: 'En Alemania se paga en la mesa; llama la atención del camarero y dilo: la cuenta no llega sola.',
      },
    },
    {
      de: 'Zusammen oder getrennt?',
      tr: { en: 'Together or separately?', ua: 'Разом чи окремо?', de: 'fragt die Bedienung beim Bezahlen', ru: 'Вместе или отдельно?', be: 'Разам ці асобна?', tr: 'Birlikte mi, ayrı mı?', pl: 'Razem czy osobno?', es: '¿Junto o por separado?' },
      note: {
        en: 'You hear this when paying; in Germany friends often pay separately, each for their own order.',
        ua: 'Це питають під час оплати; у Німеччині друзі часто платять окремо, кожен за своє.',
        de: 'Unter Freunden zahlt oft jeder für sich.',
        ru: 'Это спрашивают при оплате; в Германии друзья часто платят отдельно, каждый за своё.',
        be: 'Гэта пытаюцца пры аплаце; у Германіі сябры часта плацяць асобна, кожны за сваё.',
        tr: 'Öderken duyarsınız; Almanya’da arkadaşlar çoğu zaman ayrı öder, herkes kendi siparişini.',
        pl: 'Słyszy się to przy płaceniu; w Niemczech znajomi często płacą osobno, każdy za swoje.',
        es: 'Se oye al pagar; en Alemania los amigos suelen pagar por separado, cada uno lo suyo.',
      },
    },
    {
      de: 'Getrennt, bitte.',
      tr: { en: 'Separately, please.', ua: 'Окремо, будь ласка.', de: 'jeder zahlt für sich', ru: 'Отдельно, пожалуйста.', be: 'Асобна, калі ласка.', tr: 'Ayrı ayrı, lütfen.', pl: 'Osobno, proszę.', es: 'Por separado, por favor.' },
    },
    {
      de: 'Das macht 23,50 Euro.',
      tr: { en: "That's 23.50 euros.", ua: 'З вас 23,50 євро.', de: 'nennt den Preis', ru: 'С вас 23,50 евро.', be: 'З вас 23,50 еўра.', tr: 'Toplam 23,50 euro.', pl: 'Razem 23,50 euro.', es: 'Son 23,50 euros.' },
      note: {
        en: 'Prices are read „dreiundzwanzig Euro fünfzig“ or simply „dreiundzwanzig fünfzig“.',
        ua: 'Ціни читають „dreiundzwanzig Euro fünfzig“ або просто „dreiundzwanzig fünfzig“.',
        de: 'Man liest: dreiundzwanzig Euro fünfzig.',
        ru: 'Цены читают „dreiundzwanzig Euro fünfzig“ или просто „dreiundzwanzig fünfzig“.',
        be: 'Цэны чытаюць „dreiundzwanzig Euro fünfzig“ або проста „dreiundzwanzig fünfzig“.',
        tr: 'Fiyatlar „dreiundzwanzig Euro fünfzig“ ya da kısaca „dreiundzwanzig fünfzig“ diye okunur.',
        pl: 'Ceny czyta się „dreiundzwanzig Euro fünfzig“ albo po prostu „dreiundzwanzig fünfzig“.',
        es: 'Los precios se leen „dreiundzwanzig Euro fünfzig“ o solo „dreiundzwanzig fünfzig“.',
      },
    },
    {
      de: 'Machen Sie 25.',
      tr: { en: 'Make it 25.', ua: 'Нехай буде 25.', de: 'den Betrag mit Trinkgeld nennen', ru: 'Пусть будет 25.', be: 'Няхай будзе 25.', tr: '25 olsun.', pl: 'Niech będzie 25.', es: 'Cóbrese 25.' },
      register: 'formal',
      note: {
        en: 'To tip, name the total you want to pay – usually 5 to 10 % more than the bill.',
        ua: 'Щоб дати чайові, назвіть суму, яку хочете заплатити, – зазвичай на 5–10 % більше за рахунок.',
        de: 'Trinkgeld: meist fünf bis zehn Prozent.',
        ru: 'Чтобы оставить чаевые, назовите сумму, которую хотите заплатить, – обычно на 5–10 % больше счёта.',
        be: 'Каб даць чаявыя, назавіце суму, якую хочаце заплаціць, – звычайна на 5–10 % больш за рахунак.',
        tr: 'Bahşiş için ödemek istediğiniz toplamı söyleyin – genelde hesaptan %5–10 fazlası.',
        pl: 'Żeby dać napiwek, podaj kwotę, którą chcesz zapłacić – zwykle o 5–10 % więcej niż rachunek.',
        es: 'Para dejar propina, di el total que quieres pagar: normalmente un 5–10 % más que la cuenta.',
      },
    },
    {
      de: 'Stimmt so.',
      tr: { en: 'Keep the change.', ua: 'Решти не треба.', de: 'der Rest ist Trinkgeld', ru: 'Сдачи не надо.', be: 'Рэшты не трэба.', tr: 'Üstü kalsın.', pl: 'Reszty nie trzeba.', es: 'Quédese con el cambio.' },
    },
  ],
};

export default set;
