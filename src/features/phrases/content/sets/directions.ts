import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'directions',
  title: { en: 'Directions', ua: 'Як пройти', de: 'Wegbeschreibung', ru: 'Как пройти', be: 'Як прайсці', tr: 'Yol tarifi', pl: 'Pytanie o drogę', es: 'Indicaciones' },
  descr: {
    en: 'Ask the way, understand directions and explain how to get somewhere yourself.',
    ua: 'Питайте дорогу, розумійте пояснення й самі пояснюйте, як кудись дістатися.',
    de: 'Nach dem Weg fragen, Wegbeschreibungen verstehen und selbst den Weg erklären.',
    ru: 'Спрашивайте дорогу, понимайте объяснения и сами объясняйте, как куда-то добраться.',
    be: 'Пытайце дарогу, разумейце тлумачэнні і самі тлумачце, як кудысьці дабрацца.',
    tr: 'Yol sorun, tarifleri anlayın ve bir yere nasıl gidileceğini siz de anlatın.',
    pl: 'Pytaj o drogę, rozumiej wskazówki i wyjaśniaj innym, jak gdzieś dojść.',
    es: 'Pregunta por el camino, entiende las indicaciones y explica tú cómo llegar a un sitio.',
  },
  img: 'world-map',
  paywall: false,
  group: 'travel',
  phrases: [
    {
      de: 'Entschuldigung, wie komme ich zum Bahnhof?',
      tr: { en: 'Excuse me, how do I get to the station?', ua: 'Перепрошую, як пройти до вокзалу?', de: 'nach dem Weg fragen', ru: 'Извините, как пройти к вокзалу?', be: 'Прабачце, як прайсці да вакзала?', tr: 'Affedersiniz, tren istasyonuna nasıl gidebilirim?', pl: 'Przepraszam, jak dojść na dworzec?', es: 'Perdone, ¿cómo llego a la estación?' },
      note: {
        en: '„zu“ takes the dative: zum Bahnhof (zu dem), zur Post (zu der).',
        ua: '„zu“ вимагає давального відмінка: zum Bahnhof (zu dem), zur Post (zu der).',
        de: 'zu + Dativ: zum Bahnhof, zur Post',
        ru: '„zu“ требует дательного падежа: zum Bahnhof (zu dem), zur Post (zu der).',
        be: '„zu“ патрабуе давальнага склону: zum Bahnhof (zu dem), zur Post (zu der).',
        tr: '„zu“ Dativ ister: zum Bahnhof (zu dem), zur Post (zu der).',
        pl: '„zu“ łączy się z celownikiem: zum Bahnhof (zu dem), zur Post (zu der).',
        es: '„zu“ rige dativo: zum Bahnhof (zu dem), zur Post (zu der).',
      },
    },
    {
      de: 'Wo ist die nächste Bushaltestelle?',
      tr: { en: 'Where is the nearest bus stop?', ua: 'Де найближча автобусна зупинка?', de: 'nächste: die am nächsten liegt', ru: 'Где ближайшая автобусная остановка?', be: 'Дзе бліжэйшы аўтобусны прыпынак?', tr: 'En yakın otobüs durağı nerede?', pl: 'Gdzie jest najbliższy przystanek autobusowy?', es: '¿Dónde está la parada de autobús más cercana?' },
    },
    {
      de: 'Ist das weit von hier?',
      alternatives: ['Ist es weit von hier?'],
      tr: { en: 'Is it far from here?', ua: 'Це далеко звідси?', de: 'nach der Entfernung fragen', ru: 'Это далеко отсюда?', be: 'Гэта далёка адсюль?', tr: 'Buraya uzak mı?', pl: 'Czy to daleko stąd?', es: '¿Está lejos de aquí?' },
    },
    {
      de: 'Kann man da zu Fuß hingehen?',
      alternatives: ['Kann man dort zu Fuß hingehen?'],
      tr: { en: 'Can you walk there?', ua: 'Туди можна дійти пішки?', de: 'zu Fuß: ohne Auto oder Bus', ru: 'Туда можно дойти пешком?', be: 'Туды можна дайсці пешшу?', tr: 'Oraya yürüyerek gidilebilir mi?', pl: 'Czy można tam dojść pieszo?', es: '¿Se puede ir andando?' },
    },
    {
      de: 'Gehen Sie geradeaus.',
      tr: { en: 'Go straight ahead.', ua: 'Ідіть прямо.', de: 'nicht links, nicht rechts', ru: 'Идите прямо.', be: 'Ідзіце прама.', tr: 'Dümdüz gidin.', pl: 'Proszę iść prosto.', es: 'Siga recto.' },
      register: 'formal',
    },
    {
      de: 'Biegen Sie an der Ampel links ab.',
      tr: { en: 'Turn left at the traffic lights.', ua: 'На світлофорі поверніть ліворуч.', de: 'abbiegen: die Richtung wechseln', ru: 'На светофоре поверните налево.', be: 'На святлафоры павярніце налева.', tr: 'Trafik ışıklarında sola dönün.', pl: 'Na światłach proszę skręcić w lewo.', es: 'En el semáforo, gire a la izquierda.' },
      register: 'formal',
      note: {
        en: '„abbiegen“ is separable: „ab“ goes to the end – Biegen Sie … ab.',
        ua: '„abbiegen“ – дієслово з відокремлюваним префіксом: „ab“ стоїть у кінці – Biegen Sie … ab.',
        de: 'trennbares Verb: „ab“ steht am Ende',
        ru: '„abbiegen“ – глагол с отделяемой приставкой: „ab“ стоит в конце – Biegen Sie … ab.',
        be: '„abbiegen“ – дзеяслоў з аддзяляльнай прыстаўкай: „ab“ стаіць у канцы – Biegen Sie … ab.',
        tr: '„abbiegen“ ayrılabilen bir fiildir: „ab“ sona gider – Biegen Sie … ab.',
        pl: '„abbiegen“ ma rozdzielny przedrostek: „ab“ idzie na koniec – Biegen Sie … ab.',
        es: '„abbiegen“ es separable: „ab“ va al final – Biegen Sie … ab.',
      },
    },
    {
      de: 'Nehmen Sie die zweite Straße rechts.',
      tr: { en: 'Take the second street on the right.', ua: 'Поверніть у другу вулицю праворуч.', de: 'die Straßen zählen', ru: 'Сверните на вторую улицу направо.', be: 'Звярніце на другую вуліцу направа.', tr: 'Sağdan ikinci sokağa girin.', pl: 'Proszę skręcić w drugą ulicę w prawo.', es: 'Tome la segunda calle a la derecha.' },
      register: 'formal',
    },
    {
      de: 'Gehen Sie über die Kreuzung.',
      tr: { en: 'Cross the junction.', ua: 'Перейдіть перехрестя.', de: 'über: auf die andere Seite', ru: 'Перейдите перекрёсток.', be: 'Перайдзіце скрыжаванне.', tr: 'Kavşaktan karşıya geçin.', pl: 'Proszę przejść przez skrzyżowanie.', es: 'Atraviese el cruce.' },
      register: 'formal',
    },
    {
      de: 'Immer geradeaus bis zur Kirche.',
      tr: { en: 'Keep going straight until you reach the church.', ua: 'Весь час прямо аж до церкви.', de: 'immer: die ganze Zeit', ru: 'Всё время прямо до церкви.', be: 'Увесь час прама да царквы.', tr: 'Kiliseye kadar hep düz gidin.', pl: 'Cały czas prosto aż do kościoła.', es: 'Todo recto hasta la iglesia.' },
    },
    {
      de: 'Geh einfach die Straße entlang.',
      alternatives: ['Geh einfach diese Straße entlang.'],
      tr: { en: 'Just go along this street.', ua: 'Просто йди цією вулицею.', de: 'entlang: der Straße folgen', ru: 'Просто иди по этой улице.', be: 'Проста ідзі па гэтай вуліцы.', tr: 'Bu caddeden düz devam et.', pl: 'Po prostu idź tą ulicą.', es: 'Sigue por esta calle.' },
      register: 'informal',
    },
    {
      de: 'Das ist gleich um die Ecke.',
      tr: { en: "It's just around the corner.", ua: 'Це зовсім поруч, за рогом.', de: 'ganz nah', ru: 'Это сразу за углом.', be: 'Гэта адразу за вуглом.', tr: 'Hemen köşede.', pl: 'To zaraz za rogiem.', es: 'Está a la vuelta de la esquina.' },
    },
    {
      de: 'Das sind ungefähr zehn Minuten zu Fuß.',
      alternatives: ['Das sind etwa zehn Minuten zu Fuß.', 'Es sind ungefähr zehn Minuten zu Fuß.'],
      tr: { en: "It's about ten minutes on foot.", ua: 'Це приблизно десять хвилин пішки.', de: 'die Entfernung als Zeit', ru: 'Это примерно десять минут пешком.', be: 'Гэта прыкладна дзесяць хвілін пешшу.', tr: 'Yürüyerek yaklaşık on dakika.', pl: 'To jakieś dziesięć minut pieszo.', es: 'Son unos diez minutos a pie.' },
    },
    {
      de: 'Der Supermarkt ist gegenüber der Post.',
      alternatives: ['Der Supermarkt ist der Post gegenüber.'],
      tr: { en: 'The supermarket is opposite the post office.', ua: 'Супермаркет навпроти пошти.', de: 'gegenüber + Dativ', ru: 'Супермаркет напротив почты.', be: 'Супермаркет насупраць пошты.', tr: 'Süpermarket postanenin karşısında.', pl: 'Supermarket jest naprzeciwko poczty.', es: 'El supermercado está enfrente de Correos.' },
    },
    {
      de: 'Die Apotheke ist neben der Bank.',
      tr: { en: 'The pharmacy is next to the bank.', ua: 'Аптека поруч із банком.', de: 'neben + Dativ auf die Frage „wo?“', ru: 'Аптека рядом с банком.', be: 'Аптэка побач з банкам.', tr: 'Eczane bankanın yanında.', pl: 'Apteka jest obok banku.', es: 'La farmacia está al lado del banco.' },
    },
    {
      de: 'Sie müssen in die andere Richtung.',
      tr: { en: 'You need to go the other way.', ua: 'Вам треба в інший бік.', de: 'man ist falsch gegangen', ru: 'Вам нужно в другую сторону.', be: 'Вам трэба ў другі бок.', tr: 'Ters yöne gitmeniz gerekiyor.', pl: 'Musi Pan/Pani iść w drugą stronę.', es: 'Tiene que ir en la otra dirección.' },
      register: 'formal',
      note: {
        en: 'After „müssen“ the verb „gehen“ or „fahren“ is often left out: Ich muss nach Hause.',
        ua: 'Після „müssen“ дієслово „gehen“ чи „fahren“ часто пропускають: Ich muss nach Hause.',
        de: 'gehen oder fahren fällt nach müssen oft weg',
        ru: 'После „müssen“ глагол „gehen“ или „fahren“ часто опускают: Ich muss nach Hause.',
        be: 'Пасля „müssen“ дзеяслоў „gehen“ ці „fahren“ часта прапускаюць: Ich muss nach Hause.',
        tr: '„müssen“ sonrasında „gehen“ ya da „fahren“ çoğu zaman söylenmez: Ich muss nach Hause.',
        pl: 'Po „müssen“ często pomija się „gehen“ albo „fahren“: Ich muss nach Hause.',
        es: 'Tras „müssen“ a menudo se omite „gehen“ o „fahren“: Ich muss nach Hause.',
      },
    },
    {
      de: 'Welcher Bus fährt ins Zentrum?',
      tr: { en: 'Which bus goes to the centre?', ua: 'Який автобус їде в центр?', de: 'nach der Linie fragen', ru: 'Какой автобус едет в центр?', be: 'Які аўтобус едзе ў цэнтр?', tr: 'Hangi otobüs merkeze gidiyor?', pl: 'Który autobus jedzie do centrum?', es: '¿Qué autobús va al centro?' },
    },
    {
      de: 'Wo muss ich umsteigen?',
      tr: { en: 'Where do I have to change?', ua: 'Де мені треба пересісти?', de: 'umsteigen: in einen anderen Bus oder Zug', ru: 'Где мне нужно пересесть?', be: 'Дзе мне трэба перасесці?', tr: 'Nerede aktarma yapmam gerekiyor?', pl: 'Gdzie muszę się przesiąść?', es: '¿Dónde tengo que hacer transbordo?' },
    },
    {
      de: 'Steigen Sie an der dritten Haltestelle aus.',
      tr: { en: 'Get off at the third stop.', ua: 'Виходьте на третій зупинці.', de: 'aussteigen: den Bus verlassen', ru: 'Выходите на третьей остановке.', be: 'Выходзьце на трэцім прыпынку.', tr: 'Üçüncü durakta inin.', pl: 'Proszę wysiąść na trzecim przystanku.', es: 'Bájese en la tercera parada.' },
      register: 'formal',
    },
    {
      de: 'Können Sie mir das auf der Karte zeigen?',
      alternatives: ['Könnten Sie mir das auf der Karte zeigen?'],
      tr: { en: 'Can you show me on the map?', ua: 'Можете показати мені це на карті?', de: 'auf dem Stadtplan oder dem Handy', ru: 'Можете показать мне это на карте?', be: 'Можаце паказаць мне гэта на карце?', tr: 'Bana haritada gösterebilir misiniz?', pl: 'Może mi Pan/Pani pokazać na mapie?', es: '¿Me lo puede enseñar en el mapa?' },
      register: 'formal',
    },
    {
      de: 'Ich habe mich verlaufen.',
      alternatives: ['Ich habe mich verirrt.'],
      tr: { en: "I'm lost.", ua: 'Я заблукав / заблукала.', de: 'den Weg nicht mehr finden, zu Fuß', ru: 'Я заблудился / заблудилась.', be: 'Я заблудзіўся / заблудзілася.', tr: 'Kayboldum.', pl: 'Zgubiłem się / Zgubiłam się.', es: 'Me he perdido.' },
      note: {
        en: '„sich verlaufen“ is on foot; by car or by bike it is „sich verfahren“.',
        ua: '„sich verlaufen“ – заблукати пішки; на машині чи велосипеді – „sich verfahren“.',
        de: 'zu Fuß: verlaufen; mit Auto oder Rad: verfahren',
        ru: '„sich verlaufen“ – заблудиться пешком; на машине или велосипеде – „sich verfahren“.',
        be: '„sich verlaufen“ – заблудзіцца пешшу; на машыне ці ровары – „sich verfahren“.',
        tr: '„sich verlaufen“ yürürken kaybolmaktır; arabayla ya da bisikletle „sich verfahren“ denir.',
        pl: '„sich verlaufen“ – zgubić się pieszo; samochodem lub rowerem – „sich verfahren“.',
        es: '„sich verlaufen“ es perderse a pie; en coche o en bici se dice „sich verfahren“.',
      },
    },
    {
      de: 'Tut mir leid, ich bin nicht von hier.',
      tr: { en: "Sorry, I'm not from around here.", ua: 'Вибачте, я не звідси.', de: 'wenn man den Weg nicht kennt', ru: 'Извините, я не отсюда.', be: 'Прабачце, я не адсюль.', tr: 'Kusura bakmayın, buralı değilim.', pl: 'Przepraszam, nie jestem stąd.', es: 'Lo siento, no soy de aquí.' },
    },
  ],
};

export default set;
