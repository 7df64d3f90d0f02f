import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'comparisons',
  title: { en: 'Comparisons', ua: 'Порівняння', de: 'Vergleiche', ru: 'Сравнения', be: 'Параўнанні', tr: 'Karşılaştırmalar', pl: 'Porównania', es: 'Comparaciones' },
  descr: {
    en: 'Compare things and opinions – bigger than, just as good as, rather than, the best.',
    ua: 'Порівнюйте речі й думки: більший за, такий самий, як, краще ніж, найкращий.',
    de: 'Dinge und Meinungen vergleichen – größer als, genauso gut wie, lieber als, am besten.',
    ru: 'Сравнивайте вещи и мнения: больше чем, такой же, как, лучше чем, самый лучший.',
    be: 'Параўноўвайце рэчы і думкі: большы за, такі ж, як, лепш чым, найлепшы.',
    tr: 'Şeyleri ve görüşleri karşılaştırın: daha büyük, aynı derecede iyi, tercihen, en iyi.',
    pl: 'Porównuj rzeczy i opinie: większy niż, tak samo dobry jak, raczej niż, najlepszy.',
    es: 'Compara cosas y opiniones: más grande que, igual de bueno que, mejor que, el mejor.',
  },
  img: 'balance-scale',
  paywall: false,
  group: 'feelings',
  phrases: [
    {
      de: 'Ich trinke lieber Tee als Kaffee.',
      tr: { en: 'I prefer tea to coffee.', ua: 'Я більше люблю чай, ніж каву.', de: 'lieber … als: Vorliebe im Vergleich', ru: 'Я больше люблю чай, чем кофе.', be: 'Я больш люблю чай, чым каву.', tr: 'Çayı kahveye tercih ederim.', pl: 'Wolę herbatę od kawy.', es: 'Prefiero el té al café.' },
      note: {
        en: '„lieber … als“ compares what you like doing: Ich gehe lieber zu Fuß als mit dem Bus.',
        ua: '„lieber … als“ порівнює, що ви робите охочіше: Ich gehe lieber zu Fuß als mit dem Bus.',
        de: 'lieber als: was man mehr mag',
        ru: '„lieber … als“ сравнивает, что вы делаете охотнее: Ich gehe lieber zu Fuß als mit dem Bus.',
        be: '„lieber … als“ параўноўвае, што вы робіце з большай ахвотай: Ich gehe lieber zu Fuß als mit dem Bus.',
        tr: '„lieber … als“ neyi daha çok sevdiğinizi karşılaştırır: Ich gehe lieber zu Fuß als mit dem Bus.',
        pl: '„lieber … als“ porównuje, co robisz chętniej: Ich gehe lieber zu Fuß als mit dem Bus.',
        es: '„lieber … als“ compara lo que prefieres hacer: Ich gehe lieber zu Fuß als mit dem Bus.',
      },
    },
    {
      de: 'Berlin ist größer als München.',
      tr: { en: 'Berlin is bigger than Munich.', ua: 'Берлін більший за Мюнхен.', de: 'Komparativ + als', ru: 'Берлин больше Мюнхена.', be: 'Берлін большы за Мюнхен.', tr: 'Berlin Münih’ten daha büyük.', pl: 'Berlin jest większy niż Monachium.', es: 'Berlín es más grande que Múnich.' },
      note: {
        en: 'Short adjectives often take an umlaut in the comparative: groß – größer, alt – älter, jung – jünger.',
        ua: 'Короткі прикметники в порівняльному ступені часто отримують умлаут: groß – größer, alt – älter, jung – jünger.',
        de: 'oft mit Umlaut: groß, größer',
        ru: 'Короткие прилагательные в сравнительной степени часто получают умлаут: groß – größer, alt – älter, jung – jünger.',
        be: 'Кароткія прыметнікі ў вышэйшай ступені часта атрымліваюць умлаўт: groß – größer, alt – älter, jung – jünger.',
        tr: 'Kısa sıfatlar karşılaştırmada çoğu zaman Umlaut alır: groß – größer, alt – älter, jung – jünger.',
        pl: 'Krótkie przymiotniki w stopniu wyższym często dostają umlaut: groß – größer, alt – älter, jung – jünger.',
        es: 'Los adjetivos cortos suelen llevar Umlaut en el comparativo: groß – größer, alt – älter, jung – jünger.',
      },
    },
    {
      de: 'Mein Bruder ist genauso alt wie ich.',
      alternatives: ['Mein Bruder ist ebenso alt wie ich.'],
      tr: { en: 'My brother is just as old as me.', ua: 'Мій брат такого ж віку, як я.', de: 'Gleichheit: genauso … wie', ru: 'Мой брат такого же возраста, как я.', be: 'Мой брат такога ж узросту, як я.', tr: 'Erkek kardeşim benimle aynı yaşta.', pl: 'Mój brat jest w tym samym wieku co ja.', es: 'Mi hermano tiene la misma edad que yo.' },
      note: {
        en: 'Equal: „genauso … wie“ or „so … wie“; different: comparative + „als“. Never „genauso … als“.',
        ua: 'Рівність: „genauso … wie“ або „so … wie“; різниця: порівняльний ступінь + „als“. Ніколи не „genauso … als“.',
        de: 'gleich: wie; verschieden: als',
        ru: 'Равенство: „genauso … wie“ или „so … wie“; разница: сравнительная степень + „als“. Никогда не „genauso … als“.',
        be: 'Роўнасць: „genauso … wie“ або „so … wie“; розніца: вышэйшая ступень + „als“. Ніколі не „genauso … als“.',
        tr: 'Eşitlik: „genauso … wie“ ya da „so … wie“; fark: karşılaştırma + „als“. Asla „genauso … als“ değil.',
        pl: 'Równość: „genauso … wie“ lub „so … wie“; różnica: stopień wyższy + „als“. Nigdy „genauso … als“.',
        es: 'Igualdad: „genauso … wie“ o „so … wie“; diferencia: comparativo + „als“. Nunca „genauso … als“.',
      },
    },
    {
      de: 'Der Zug ist schneller als der Bus.',
      tr: { en: 'The train is faster than the bus.', ua: 'Потяг швидший за автобус.', de: 'schnell, schneller', ru: 'Поезд быстрее автобуса.', be: 'Цягнік хутчэйшы за аўтобус.', tr: 'Tren otobüsten daha hızlı.', pl: 'Pociąg jest szybszy niż autobus.', es: 'El tren es más rápido que el autobús.' },
    },
    {
      de: 'Das Hotel ist nicht so teuer wie das andere.',
      tr: { en: "This hotel isn't as expensive as the other one.", ua: 'Цей готель не такий дорогий, як інший.', de: 'nicht so … wie: weniger', ru: 'Этот отель не такой дорогой, как другой.', be: 'Гэты гатэль не такі дарагі, як іншы.', tr: 'Bu otel diğeri kadar pahalı değil.', pl: 'Ten hotel nie jest tak drogi jak tamten.', es: 'Este hotel no es tan caro como el otro.' },
    },
    {
      de: 'Heute ist es viel wärmer als gestern.',
      tr: { en: "It's much warmer today than yesterday.", ua: 'Сьогодні набагато тепліше, ніж учора.', de: 'viel vor dem Komparativ verstärkt', ru: 'Сегодня намного теплее, чем вчера.', be: 'Сёння значна цяплей, чым учора.', tr: 'Bugün hava dünden çok daha sıcak.', pl: 'Dziś jest dużo cieplej niż wczoraj.', es: 'Hoy hace mucho más calor que ayer.' },
    },
    {
      de: 'Er spricht besser Deutsch als ich.',
      alternatives: ['Er spricht Deutsch besser als ich.'],
      tr: { en: 'He speaks German better than I do.', ua: 'Він говорить німецькою краще за мене.', de: 'gut, besser, am besten', ru: 'Он говорит по-немецки лучше меня.', be: 'Ён размаўляе па-нямецку лепш за мяне.', tr: 'O, Almancayı benden daha iyi konuşuyor.', pl: 'On mówi po niemiecku lepiej niż ja.', es: 'Él habla alemán mejor que yo.' },
      note: {
        en: 'Irregular: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        ua: 'Неправильні форми: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        de: 'unregelmäßig: gut, viel, gern',
        ru: 'Неправильные формы: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        be: 'Няправільныя формы: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        tr: 'Düzensiz biçimler: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        pl: 'Formy nieregularne: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
        es: 'Irregulares: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten.',
      },
    },
    {
      de: 'Welches gefällt dir besser?',
      tr: { en: 'Which one do you like better?', ua: 'Який тобі більше подобається?', de: 'zwischen zwei Dingen wählen', ru: 'Какой тебе больше нравится?', be: 'Які табе больш падабаецца?', tr: 'Hangisini daha çok beğendin?', pl: 'Który bardziej ci się podoba?', es: '¿Cuál te gusta más?' },
      register: 'informal',
    },
    {
      de: 'Ich finde, die erste Wohnung ist schöner.',
      tr: { en: 'I think the first flat is nicer.', ua: 'Як на мене, перша квартира гарніша.', de: 'eine Meinung im Vergleich', ru: 'По-моему, первая квартира красивее.', be: 'Як па мне, першая кватэра прыгажэйшая.', tr: 'Bence ilk daire daha güzel.', pl: 'Moim zdaniem pierwsze mieszkanie jest ładniejsze.', es: 'Creo que el primer piso es más bonito.' },
    },
    {
      de: 'Dieses Handy ist billiger, aber das andere ist besser.',
      alternatives: ['Dieses Handy ist günstiger, aber das andere ist besser.'],
      tr: { en: 'This phone is cheaper, but the other one is better.', ua: 'Цей телефон дешевший, але інший кращий.', de: 'zwei Dinge abwägen', ru: 'Этот телефон дешевле, но другой лучше.', be: 'Гэты тэлефон танейшы, але іншы лепшы.', tr: 'Bu telefon daha ucuz ama öbürü daha iyi.', pl: 'Ten telefon jest tańszy, ale tamten jest lepszy.', es: 'Este móvil es más barato, pero el otro es mejor.' },
    },
    {
      de: 'Die beiden sind gleich gut.',
      tr: { en: "They're both equally good.", ua: 'Обидва однаково добрі.', de: 'gleich: genauso', ru: 'Оба одинаково хороши.', be: 'Абодва аднолькава добрыя.', tr: 'İkisi de aynı derecede iyi.', pl: 'Oba są tak samo dobre.', es: 'Los dos son igual de buenos.' },
    },
    {
      de: 'Wo ist der Unterschied?',
      alternatives: ['Was ist der Unterschied?'],
      tr: { en: "What's the difference?", ua: 'У чому різниця?', de: 'nach dem Unterschied fragen', ru: 'В чём разница?', be: 'У чым розніца?', tr: 'Fark ne?', pl: 'Jaka jest różnica?', es: '¿Cuál es la diferencia?' },
    },
    {
      de: 'Das ist nicht dasselbe.',
      tr: { en: "That's not the same.", ua: 'Це не одне й те саме.', de: 'dasselbe: genau das Gleiche', ru: 'Это не одно и то же.', be: 'Гэта не адно і тое ж.', tr: 'Bu aynı şey değil.', pl: 'To nie to samo.', es: 'No es lo mismo.' },
    },
    {
      de: 'Das ist das beste Restaurant der Stadt.',
      tr: { en: "This is the best restaurant in town.", ua: 'Це найкращий ресторан у місті.', de: 'Superlativ vor dem Nomen', ru: 'Это лучший ресторан в городе.', be: 'Гэта найлепшы рэстаран у горадзе.', tr: 'Burası şehrin en iyi restoranı.', pl: 'To najlepsza restauracja w mieście.', es: 'Es el mejor restaurante de la ciudad.' },
    },
    {
      de: 'Am besten fahren wir mit der Bahn.',
      tr: { en: "It's best if we go by train.", ua: 'Найкраще нам поїхати потягом.', de: 'am besten: die beste Möglichkeit', ru: 'Лучше всего нам поехать на поезде.', be: 'Найлепш нам паехаць цягніком.', tr: 'En iyisi trenle gitmek.', pl: 'Najlepiej pojedźmy pociągiem.', es: 'Lo mejor es que vayamos en tren.' },
    },
    {
      de: 'Im Vergleich zu Hamburg ist es hier ruhig.',
      tr: { en: "Compared to Hamburg, it's quiet here.", ua: 'Порівняно з Гамбургом тут тихо.', de: 'im Vergleich zu + Dativ', ru: 'По сравнению с Гамбургом здесь тихо.', be: 'У параўнанні з Гамбургам тут ціха.', tr: 'Hamburg’a kıyasla burası sakin.', pl: 'W porównaniu z Hamburgiem jest tu spokojnie.', es: 'En comparación con Hamburgo, aquí se está tranquilo.' },
    },
    {
      de: 'Meiner Meinung nach ist Radfahren gesünder als Autofahren.',
      tr: { en: 'In my opinion, cycling is healthier than driving.', ua: 'На мою думку, їздити на велосипеді корисніше, ніж на машині.', de: 'eine Meinung mit Vergleich', ru: 'По-моему, ездить на велосипеде полезнее, чем на машине.', be: 'На маю думку, ездзіць на ровары карысней, чым на машыне.', tr: 'Bence bisiklete binmek araba kullanmaktan daha sağlıklı.', pl: 'Moim zdaniem jazda na rowerze jest zdrowsza niż jazda samochodem.', es: 'En mi opinión, ir en bici es más sano que ir en coche.' },
      note: {
        en: '„Meiner Meinung nach“ fills the first position, so the verb comes right after it: Meiner Meinung nach ist …',
        ua: '„Meiner Meinung nach“ займає перше місце, тож дієслово йде одразу після нього: Meiner Meinung nach ist …',
        de: 'Danach kommt sofort das Verb.',
        ru: '„Meiner Meinung nach“ занимает первое место, поэтому глагол идёт сразу после него: Meiner Meinung nach ist …',
        be: '„Meiner Meinung nach“ займае першае месца, таму дзеяслоў ідзе адразу пасля яго: Meiner Meinung nach ist …',
        tr: '„Meiner Meinung nach“ ilk sırayı doldurur, bu yüzden fiil hemen ardından gelir: Meiner Meinung nach ist …',
        pl: '„Meiner Meinung nach“ zajmuje pierwsze miejsce, więc czasownik stoi zaraz po nim: Meiner Meinung nach ist …',
        es: '„Meiner Meinung nach“ ocupa la primera posición, así que el verbo va justo después: Meiner Meinung nach ist …',
      },
    },
    {
      de: 'Das Buch ist viel besser als der Film.',
      tr: { en: 'The book is much better than the film.', ua: 'Книжка набагато краща за фільм.', de: 'eine typische Meinung', ru: 'Книга намного лучше фильма.', be: 'Кніга значна лепшая за фільм.', tr: 'Kitap filmden çok daha iyi.', pl: 'Książka jest dużo lepsza niż film.', es: 'El libro es mucho mejor que la película.' },
    },
    {
      de: 'Je früher, desto besser.',
      alternatives: ['Je früher, umso besser.'],
      tr: { en: 'The sooner, the better.', ua: 'Чим раніше, тим краще.', de: 'je … desto: zwei Komparative', ru: 'Чем раньше, тем лучше.', be: 'Чым раней, тым лепш.', tr: 'Ne kadar erken, o kadar iyi.', pl: 'Im wcześniej, tym lepiej.', es: 'Cuanto antes, mejor.' },
    },
    {
      de: 'Immer mehr Leute arbeiten von zu Hause aus.',
      alternatives: ['Immer mehr Menschen arbeiten von zu Hause aus.'],
      tr: { en: 'More and more people work from home.', ua: 'Дедалі більше людей працюють з дому.', de: 'immer + Komparativ: es wird mehr', ru: 'Всё больше людей работают из дома.', be: 'Усё больш людзей працуюць з дому.', tr: 'Giderek daha fazla insan evden çalışıyor.', pl: 'Coraz więcej ludzi pracuje z domu.', es: 'Cada vez más gente trabaja desde casa.' },
      note: {
        en: '„immer“ + comparative = more and more: immer mehr, immer besser, immer teurer.',
        ua: '„immer“ + порівняльний ступінь = дедалі …: immer mehr, immer besser, immer teurer.',
        de: 'immer + Komparativ: die Sache wächst',
        ru: '„immer“ + сравнительная степень = всё …: immer mehr, immer besser, immer teurer.',
        be: '„immer“ + вышэйшая ступень = усё …: immer mehr, immer besser, immer teurer.',
        tr: '„immer“ + karşılaştırma = giderek daha …: immer mehr, immer besser, immer teurer.',
        pl: '„immer“ + stopień wyższy = coraz …: immer mehr, immer besser, immer teurer.',
        es: '„immer“ + comparativo = cada vez más …: immer mehr, immer besser, immer teurer.',
      },
    },
    {
      de: 'Früher war alles besser.',
      tr: { en: 'Everything was better in the old days.', ua: 'Раніше все було краще.', de: 'oft ironisch gesagt', ru: 'Раньше всё было лучше.', be: 'Раней усё было лепш.', tr: 'Eskiden her şey daha iyiydi.', pl: 'Kiedyś wszystko było lepsze.', es: 'Antes todo era mejor.' },
    },
  ],
};

export default set;
