import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'adjective-declensions',
  order: 6,
  title: { en: 'Adjective Declensions', ua: 'Відмінювання прикметників', de: 'Deklination der Adjektive', ru: 'Склонение прилагательных', be: 'Скланенне прыметнікаў', tr: 'Sıfat çekimi', pl: 'Odmiana przymiotników', es: 'Declinación de los adjetivos' },
  descr: { en: 'Choose the right adjective ending after der, after ein and with no article.', ua: 'Обирайте правильне закінчення прикметника після der, після ein і без артикля.', de: 'Die richtige Endung des Adjektivs wählen: nach der, nach ein und ohne Artikel.', ru: 'Выбирайте правильное окончание прилагательного после der, после ein и без артикля.', be: 'Выбірайце правільны канчатак прыметніка пасля der, пасля ein і без артыкля.', tr: 'Doğru sıfat ekini seçin: der’den sonra, ein’dan sonra ve artikelsiz.', pl: 'Wybieraj właściwą końcówkę przymiotnika po der, po ein i bez rodzajnika.', es: 'Elige la terminación correcta del adjetivo después de der, después de ein y sin artículo.' },
  rules: [
    {
      heading: 'When an adjective needs an ending',
      paragraphs: [
        'An adjective after sein, werden or bleiben has no ending: Der Mann ist alt. Die Suppe wird kalt.',
        'An adjective directly before a noun always has an ending: der alte Mann, eine kalte Suppe. The ending depends on three things: the gender of the noun, its case, and the word in front of the adjective (a definite article, an indefinite article, or no article at all). That gives three patterns, shown in the tables below.',
      ],
      examples: [
        { de: 'Das Auto ist neu.', tr: 'The car is new.' },
        { de: 'Das neue Auto ist rot.', tr: 'The new car is red.' },
      ],
    },
    {
      heading: 'After the definite article (der, die, das)',
      paragraphs: [
        'The definite article already shows gender and case, so the adjective only needs -e or -en. It takes -e in the nominative singular and in the accusative feminine and neuter; everywhere else (accusative masculine, all of dative and genitive, all plural forms) it takes -en.',
        'The same endings are used after dieser, jeder, welcher and, in the plural, after alle.',
      ],
      table: {
        caption: 'Adjective endings after the definite article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'der alte Mann', 'die alte Frau', 'das alte Haus', 'die alten Leute'],
          ['Akkusativ', 'den alten Mann', 'die alte Frau', 'das alte Haus', 'die alten Leute'],
          ['Dativ', 'dem alten Mann', 'der alten Frau', 'dem alten Haus', 'den alten Leuten'],
          ['Genitiv', 'des alten Mannes', 'der alten Frau', 'des alten Hauses', 'der alten Leute'],
        ],
      },
      examples: [
        { de: 'Der alte Mann wohnt im dritten Stock.', tr: 'The old man lives on the third floor.' },
        { de: 'Wir helfen dem neuen Kollegen gern.', tr: 'We are happy to help the new colleague.' },
      ],
    },
    {
      heading: 'After the indefinite article (ein, eine, kein, mein …)',
      paragraphs: [
        'In three places ein has no ending of its own: nominative masculine (ein), nominative neuter (ein) and accusative neuter (ein). There the adjective must show gender and case itself: ein alter Mann, ein altes Haus. Everywhere else the endings are the same as after the definite article.',
        'The same endings are used after kein and the possessives mein, dein, sein, ihr, unser, euer. Ein has no plural, so the plural row uses kein; the possessives work the same way (meine alten Freunde).',
      ],
      table: {
        caption: 'Adjective endings after the indefinite article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'ein alter Mann', 'eine alte Frau', 'ein altes Haus', 'keine alten Leute'],
          ['Akkusativ', 'einen alten Mann', 'eine alte Frau', 'ein altes Haus', 'keine alten Leute'],
          ['Dativ', 'einem alten Mann', 'einer alten Frau', 'einem alten Haus', 'keinen alten Leuten'],
          ['Genitiv', 'eines alten Mannes', 'einer alten Frau', 'eines alten Hauses', 'keiner alten Leute'],
        ],
      },
      examples: [
        { de: 'Ein freundlicher Kellner bringt uns die Karte.', tr: 'A friendly waiter brings us the menu.' },
        { de: 'Er trägt ein weißes Hemd.', tr: 'He is wearing a white shirt.' },
        { de: 'Ich wohne in einer ruhigen Straße.', tr: 'I live in a quiet street.' },
      ],
    },
    {
      heading: 'With no article',
      paragraphs: [
        'With no article in front, the adjective takes over the ending that the definite article would have: der Tee → kalter Tee, die Milch → kalte Milch, das Wasser → kaltes Wasser, den Tee → kalten Tee, dem Wasser → kaltem Wasser.',
        'The only exception is the genitive masculine and neuter: there the noun already ends in -s or -es, so the adjective takes -en (eines Glases kalten Wassers). This pattern is typical for food and drink, materials, plurals and fixed phrases (bei schönem Wetter, mit großer Freude).',
      ],
      table: {
        caption: 'Adjective endings with no article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'kalter Tee', 'kalte Milch', 'kaltes Wasser', 'kalte Getränke'],
          ['Akkusativ', 'kalten Tee', 'kalte Milch', 'kaltes Wasser', 'kalte Getränke'],
          ['Dativ', 'kaltem Tee', 'kalter Milch', 'kaltem Wasser', 'kalten Getränken'],
          ['Genitiv', 'kalten Tees', 'kalter Milch', 'kalten Wassers', 'kalter Getränke'],
        ],
      },
      examples: [
        { de: 'Ich trinke morgens heißen Tee mit Honig.', tr: 'In the morning I drink hot tea with honey.' },
        { de: 'Bei schönem Wetter gehen wir spazieren.', tr: 'When the weather is nice, we go for a walk.' },
      ],
    },
    {
      heading: 'Tips for finding the ending',
      paragraphs: [
        'Ask first: does the word in front of the adjective already show the gender and case clearly (der, den, dem, des, eine, einem …)? Then the adjective only needs -e or -en. If there is no such word, or only ein, the adjective shows the gender and case itself with -er, -es, -em.',
        'In the dative plural the noun also adds -n if it can: mit den neuen Fahrrädern, mit netten Leuten.',
        'Several adjectives in a row all take the same ending: ein schöner, großer Garten.',
      ],
      examples: [
        { de: 'Wir haben einen schönen, großen Garten.', tr: 'We have a beautiful, big garden.' },
        { de: 'Wir fahren mit unseren neuen Fahrrädern zur Arbeit.', tr: 'We ride our new bikes to work.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Der - alte - Mann - wohnt - im dritten Stock.', hide: ['alte'], formEn: 'The old man lives on the third floor.', tr: { ua: 'Старий чоловік живе на третьому поверсі.', de: 'Der Mann ist alt. Er wohnt im dritten Stock.', ru: 'Пожилой мужчина живёт на третьем этаже.', be: 'Стары мужчына жыве на трэцім паверсе.', tr: 'Yaşlı adam üçüncü katta oturuyor.', pl: 'Stary mężczyzna mieszka na trzecim piętrze.', es: 'El hombre mayor vive en el tercer piso.' }, correct: false },
    { formDe: 'Ich - kaufe - die - rote - Jacke - im Sonderangebot.', hide: ['rote'], formEn: 'I am buying the red jacket on special offer.', tr: { ua: 'Я купую червону куртку за акційною ціною.', de: 'Die Jacke ist rot und heute billiger. Ich nehme sie. (kaufen)', ru: 'Я покупаю красную куртку по акции.', be: 'Я купляю чырвоную куртку па акцыі.', tr: 'Kırmızı ceketi indirimde alıyorum.', pl: 'Kupuję czerwoną kurtkę w promocji.', es: 'Compro la chaqueta roja en oferta.' }, correct: false },
    { formDe: 'Wir - helfen - dem - neuen - Kollegen - gern.', hide: ['neuen'], formEn: 'We are happy to help the new colleague.', tr: { ua: 'Ми охоче допомагаємо новому колезі.', de: 'Der Kollege ist neu. Wir helfen ihm gern.', ru: 'Мы охотно помогаем новому коллеге.', be: 'Мы ахвотна дапамагаем новаму калегу.', tr: 'Yeni iş arkadaşımıza seve seve yardım ediyoruz.', pl: 'Chętnie pomagamy nowemu koledze.', es: 'Ayudamos con gusto al nuevo compañero.' }, correct: false },
    { formDe: 'Das Auto - des - jungen - Lehrers - ist - kaputt.', hide: ['jungen'], formEn: 'The young teacher’s car is broken.', tr: { ua: 'Машина молодого вчителя зламана.', de: 'Der Lehrer ist jung. Sein Auto ist kaputt.', ru: 'Машина молодого учителя сломана.', be: 'Машына маладога настаўніка зламаная.', tr: 'Genç öğretmenin arabası bozuk.', pl: 'Samochód młodego nauczyciela jest zepsuty.', es: 'El coche del profesor joven está averiado.' }, correct: false },
    { formDe: 'Das - kleine - Mädchen - spielt - im Garten.', hide: ['kleine'], formEn: 'The little girl is playing in the garden.', tr: { ua: 'Маленька дівчинка грається в саду.', de: 'Das Mädchen ist klein. Es spielt im Garten.', ru: 'Маленькая девочка играет в саду.', be: 'Маленькая дзяўчынка гуляе ў садзе.', tr: 'Küçük kız bahçede oynuyor.', pl: 'Mała dziewczynka bawi się w ogrodzie.', es: 'La niña pequeña juega en el jardín.' }, correct: false },
    { formDe: 'Sie - wohnt - in - der - großen - Wohnung - am Markt.', hide: ['großen'], formEn: 'She lives in the big flat on the market square.', tr: { ua: 'Вона живе у великій квартирі на ринковій площі.', de: 'Ihre Wohnung am Markt ist groß. (wohnen)', ru: 'Она живёт в большой квартире на рыночной площади.', be: 'Яна жыве ў вялікай кватэры на рыначнай плошчы.', tr: 'Pazar meydanındaki büyük dairede oturuyor.', pl: 'Mieszka w dużym mieszkaniu przy rynku.', es: 'Vive en el piso grande de la plaza del mercado.' }, correct: false },
    { formDe: 'Die - neuen - Schuhe - sind - zu - klein.', hide: ['neuen'], formEn: 'The new shoes are too small.', tr: { ua: 'Нові черевики замалі.', de: 'Die Schuhe sind neu, aber sie passen nicht. (klein)', ru: 'Новые туфли слишком маленькие.', be: 'Новыя чаравікі замалыя.', tr: 'Yeni ayakkabılar çok küçük.', pl: 'Nowe buty są za małe.', es: 'Los zapatos nuevos son demasiado pequeños.' }, correct: false },
    { formDe: 'Er - trinkt - den - kalten - Kaffee - nicht.', hide: ['kalten'], formEn: 'He does not drink the cold coffee.', tr: { ua: 'Він не п’є холодну каву.', de: 'Der Kaffee ist kalt. Er trinkt ihn nicht.', ru: 'Он не пьёт холодный кофе.', be: 'Ён не п’е халодную каву.', tr: 'Soğuk kahveyi içmiyor.', pl: 'On nie pije zimnej kawy.', es: 'No se toma el café frío.' }, correct: false },
    { formDe: 'Wir - sprechen - mit - den - netten - Nachbarn.', hide: ['netten'], formEn: 'We are talking to the nice neighbours.', tr: { ua: 'Ми розмовляємо з приємними сусідами.', de: 'Die Nachbarn sind nett. Wir reden mit ihnen. (sprechen)', ru: 'Мы разговариваем с милыми соседями.', be: 'Мы размаўляем з мілымі суседзямі.', tr: 'Sevimli komşularla konuşuyoruz.', pl: 'Rozmawiamy z miłymi sąsiadami.', es: 'Hablamos con los vecinos simpáticos.' }, correct: false },
    { formDe: 'Die Farbe - des - alten - Hauses - gefällt - mir.', hide: ['alten'], formEn: 'I like the colour of the old house.', tr: { ua: 'Мені подобається колір старого будинку.', de: 'Das Haus ist alt. Seine Farbe finde ich schön. (gefallen)', ru: 'Мне нравится цвет старого дома.', be: 'Мне падабаецца колер старога дома.', tr: 'Eski evin rengini beğeniyorum.', pl: 'Podoba mi się kolor starego domu.', es: 'Me gusta el color de la casa vieja.' }, correct: false },
    { formDe: 'Mein Bruder - hat - einen - neuen - Computer.', hide: ['neuen'], formEn: 'My brother has a new computer.', tr: { ua: 'У мого брата новий комп’ютер.', de: 'Der Computer von meinem Bruder ist neu. (haben)', ru: 'У моего брата новый компьютер.', be: 'У майго брата новы камп’ютар.', tr: 'Erkek kardeşimin yeni bir bilgisayarı var.', pl: 'Mój brat ma nowy komputer.', es: 'Mi hermano tiene un ordenador nuevo.' }, correct: false },
    { formDe: 'Das ist - eine - gute - Idee!', hide: ['gute'], formEn: 'That is a good idea!', tr: { ua: 'Це гарна ідея!', de: 'Die Idee finde ich gut! (Das ist …)', ru: 'Это хорошая идея!', be: 'Гэта добрая ідэя!', tr: 'Bu iyi bir fikir!', pl: 'To dobry pomysł!', es: '¡Es una buena idea!' }, correct: false },
    { formDe: 'Ein - kleines - Kind - weint - im Bus.', hide: ['kleines'], formEn: 'A small child is crying on the bus.', tr: { ua: 'В автобусі плаче маленька дитина.', de: 'Im Bus weint ein Kind. Es ist noch klein.', ru: 'В автобусе плачет маленький ребёнок.', be: 'У аўтобусе плача маленькае дзіця.', tr: 'Otobüste küçük bir çocuk ağlıyor.', pl: 'W autobusie płacze małe dziecko.', es: 'Un niño pequeño llora en el autobús.' }, correct: false },
    { formDe: 'Ich - wohne - in - einer - ruhigen - Straße.', hide: ['ruhigen'], formEn: 'I live in a quiet street.', tr: { ua: 'Я живу на тихій вулиці.', de: 'Meine Straße ist ruhig. Dort wohne ich.', ru: 'Я живу на тихой улице.', be: 'Я жыву на ціхай вуліцы.', tr: 'Sakin bir sokakta oturuyorum.', pl: 'Mieszkam przy cichej ulicy.', es: 'Vivo en una calle tranquila.' }, correct: false },
    { formDe: 'Ein - freundlicher - Kellner - bringt - uns - die Karte.', hide: ['freundlicher'], formEn: 'A friendly waiter brings us the menu.', tr: { ua: 'Привітний офіціант приносить нам меню.', de: 'Der Kellner ist freundlich. Er gibt uns die Speisekarte. (bringen)', ru: 'Приветливый официант приносит нам меню.', be: 'Ветлівы афіцыянт прыносіць нам меню.', tr: 'Güler yüzlü bir garson bize menüyü getiriyor.', pl: 'Uprzejmy kelner przynosi nam kartę.', es: 'Un camarero amable nos trae la carta.' }, correct: false },
    { formDe: 'Sie - schreibt - mit - einem - roten - Stift.', hide: ['roten'], formEn: 'She writes with a red pen.', tr: { ua: 'Вона пише червоною ручкою.', de: 'Ihr Stift ist rot. Damit schreibt sie.', ru: 'Она пишет красной ручкой.', be: 'Яна піша чырвонай ручкай.', tr: 'Kırmızı bir kalemle yazıyor.', pl: 'Ona pisze czerwonym długopisem.', es: 'Escribe con un bolígrafo rojo.' }, correct: false },
    { formDe: 'Wir - haben - keine - frischen - Eier - mehr.', hide: ['frischen'], formEn: 'We have no fresh eggs left.', tr: { ua: 'У нас більше немає свіжих яєць.', de: 'Im Kühlschrank liegt kein Ei mehr. (frisch)', ru: 'У нас больше нет свежих яиц.', be: 'У нас больш няма свежых яек.', tr: 'Taze yumurtamız kalmadı.', pl: 'Nie mamy już świeżych jajek.', es: 'Ya no nos quedan huevos frescos.' }, correct: false },
    { formDe: 'Er - trägt - ein - weißes - Hemd.', hide: ['weißes'], formEn: 'He is wearing a white shirt.', tr: { ua: 'На ньому біла сорочка.', de: 'Sein Hemd ist weiß. (tragen)', ru: 'На нём белая рубашка.', be: 'На ім белая кашуля.', tr: 'Beyaz bir gömlek giyiyor.', pl: 'Ma na sobie białą koszulę.', es: 'Lleva una camisa blanca.' }, correct: false },
    { formDe: 'Das ist - das Haus - meiner - besten - Freundin.', hide: ['besten'], formEn: 'That is my best friend’s house.', tr: { ua: 'Це будинок моєї найкращої подруги.', de: 'Hier wohnt meine beste Freundin. Das Haus gehört ihr.', ru: 'Это дом моей лучшей подруги.', be: 'Гэта дом маёй лепшай сяброўкі.', tr: 'Bu, en iyi kız arkadaşımın evi.', pl: 'To dom mojej najlepszej przyjaciółki.', es: 'Esa es la casa de mi mejor amiga.' }, correct: false },
    { formDe: 'Sie - kommt - aus - einem - kleinen - Dorf - in Bayern.', hide: ['kleinen'], formEn: 'She comes from a small village in Bavaria.', tr: { ua: 'Вона родом з маленького села в Баварії.', de: 'Ihr Dorf in Bayern ist klein. Dort ist sie geboren. (kommen aus)', ru: 'Она родом из маленькой деревни в Баварии.', be: 'Яна родам з маленькай вёскі ў Баварыі.', tr: 'Bavyera’daki küçük bir köyden geliyor.', pl: 'Pochodzi z małej wioski w Bawarii.', es: 'Es de un pueblo pequeño de Baviera.' }, correct: false },
    { formDe: 'Wir - fahren - mit - unseren - neuen - Fahrrädern - zur Arbeit.', hide: ['neuen'], formEn: 'We ride our new bikes to work.', tr: { ua: 'Ми їздимо на роботу на наших нових велосипедах.', de: 'Unsere Fahrräder sind neu. Damit fahren wir zur Arbeit.', ru: 'Мы ездим на работу на наших новых велосипедах.', be: 'Мы ездзім на працу на нашых новых роварах.', tr: 'İşe yeni bisikletlerimizle gidiyoruz.', pl: 'Jeździmy do pracy naszymi nowymi rowerami.', es: 'Vamos al trabajo en nuestras bicis nuevas.' }, correct: false },
    { formDe: 'Ich - trinke - morgens - heißen - Tee - mit Honig.', hide: ['heißen'], formEn: 'In the morning I drink hot tea with honey.', tr: { ua: 'Зранку я п’ю гарячий чай з медом.', de: 'Am Morgen: Tee mit Honig, und er ist heiß. (trinken)', ru: 'По утрам я пью горячий чай с мёдом.', be: 'Раніцай я п’ю гарачую гарбату з мёдам.', tr: 'Sabahları ballı sıcak çay içiyorum.', pl: 'Rano piję gorącą herbatę z miodem.', es: 'Por la mañana tomo té caliente con miel.' }, correct: false },
    { formDe: 'Frische - Luft - ist - gesund.', hide: ['Frische'], formEn: 'Fresh air is healthy.', tr: { ua: 'Свіже повітря корисне для здоров’я.', de: 'Die Luft ist frisch – das ist gut für den Körper. (gesund)', ru: 'Свежий воздух полезен для здоровья.', be: 'Свежае паветра карыснае для здароўя.', tr: 'Temiz hava sağlıklıdır.', pl: 'Świeże powietrze jest zdrowe.', es: 'El aire fresco es sano.' }, correct: false },
    { formDe: 'Sie - isst - gern - frisches - Obst.', hide: ['frisches'], formEn: 'She likes eating fresh fruit.', tr: { ua: 'Вона любить їсти свіжі фрукти.', de: 'Sie mag Obst, aber nur frisch. (essen)', ru: 'Она любит есть свежие фрукты.', be: 'Яна любіць есці свежую садавіну.', tr: 'Taze meyve yemeyi seviyor.', pl: 'Ona lubi jeść świeże owoce.', es: 'Le gusta comer fruta fresca.' }, correct: false },
    { formDe: 'Auf dem Flohmarkt - verkaufen - wir - alte - Möbel.', hide: ['alte'], formEn: 'We sell old furniture at the flea market.', tr: { ua: 'На блошиному ринку ми продаємо старі меблі.', de: 'Unsere Möbel sind alt. Wir verkaufen sie auf dem Flohmarkt.', ru: 'На блошином рынке мы продаём старую мебель.', be: 'На блышыным рынку мы прадаём старую мэблю.', tr: 'Bit pazarında eski mobilyalar satıyoruz.', pl: 'Na pchlim targu sprzedajemy stare meble.', es: 'En el mercadillo vendemos muebles viejos.' }, correct: false },
    { formDe: 'Er - kocht - Nudeln - mit - frischem - Gemüse.', hide: ['frischem'], formEn: 'He cooks pasta with fresh vegetables.', tr: { ua: 'Він готує пасту зі свіжими овочами.', de: 'Nudeln mit Gemüse – das Gemüse ist frisch. (kochen)', ru: 'Он готовит макароны со свежими овощами.', be: 'Ён гатуе макароны са свежай гароднінай.', tr: 'Taze sebzeli makarna pişiriyor.', pl: 'On gotuje makaron ze świeżymi warzywami.', es: 'Cocina pasta con verduras frescas.' }, correct: false },
    { formDe: 'Kleine - Kinder - brauchen - viel - Schlaf.', hide: ['Kleine'], formEn: 'Small children need a lot of sleep.', tr: { ua: 'Маленьким дітям потрібно багато сну.', de: 'Kinder, die noch klein sind, müssen viel schlafen. (brauchen)', ru: 'Маленьким детям нужно много сна.', be: 'Маленькім дзецям трэба шмат сну.', tr: 'Küçük çocukların çok uykuya ihtiyacı vardır.', pl: 'Małe dzieci potrzebują dużo snu.', es: 'Los niños pequeños necesitan dormir mucho.' }, correct: false },
    { formDe: 'Bei - schönem - Wetter - gehen - wir - spazieren.', hide: ['schönem'], formEn: 'When the weather is nice, we go for a walk.', tr: { ua: 'У гарну погоду ми ходимо на прогулянку.', de: 'Die Sonne scheint, das Wetter ist schön. Wir machen einen Spaziergang.', ru: 'В хорошую погоду мы ходим гулять.', be: 'У добрае надвор’е мы ходзім на шпацыр.', tr: 'Hava güzel olduğunda yürüyüşe çıkarız.', pl: 'Przy ładnej pogodzie chodzimy na spacer.', es: 'Cuando hace buen tiempo, salimos a pasear.' }, correct: false },
    { formDe: 'Deutscher - Wein - ist - sehr - beliebt.', hide: ['Deutscher'], formEn: 'German wine is very popular.', tr: { ua: 'Німецьке вино дуже популярне.', de: 'Viele Leute trinken gern Wein aus Deutschland. (beliebt)', ru: 'Немецкое вино очень популярно.', be: 'Нямецкае віно вельмі папулярнае.', tr: 'Alman şarabı çok sevilir.', pl: 'Niemieckie wino jest bardzo popularne.', es: 'El vino alemán es muy popular.' }, correct: false },
    { formDe: 'Sie - spricht - mit - großer - Freude - über - ihre Arbeit.', hide: ['großer'], formEn: 'She talks about her work with great pleasure.', tr: { ua: 'Вона з великою радістю розповідає про свою роботу.', de: 'Sie erzählt von ihrer Arbeit, und ihre Freude ist groß. (sprechen über)', ru: 'Она с большой радостью рассказывает о своей работе.', be: 'Яна з вялікай радасцю расказвае пра сваю працу.', tr: 'İşinden büyük bir keyifle söz ediyor.', pl: 'Ona z wielką radością opowiada o swojej pracy.', es: 'Habla de su trabajo con gran alegría.' }, correct: false },
  ],
};

export default lesson;
