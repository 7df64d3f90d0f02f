import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'greetings',
  title: { en: 'Greetings', ua: 'Привітання', de: 'Begrüßungen', ru: 'Приветствия', be: 'Прывітанні', tr: 'Selamlaşma', pl: 'Powitania', es: 'Saludos' },
  descr: {
    en: 'Say hello and goodbye – formal and informal.',
    ua: 'Вітайтеся й прощайтеся – офіційно й неофіційно.',
    de: 'Hallo und Tschüss sagen – formell und informell.',
    ru: 'Здоровайтесь и прощайтесь – официально и неофициально.',
    be: 'Вітайцеся і развітвайцеся – афіцыйна і неафіцыйна.',
    tr: 'Resmî ve samimi şekilde merhaba ve hoşça kal deyin.',
    pl: 'Witaj się i żegnaj – oficjalnie i nieoficjalnie.',
    es: 'Saluda y despídete, de manera formal e informal.',
  },
  img: 'waving-hand',
  paywall: false,
  group: 'social',
  phrases: [
    {
      de: 'Guten Morgen!',
      tr: { en: 'Good morning!', ua: 'Доброго ранку!', de: 'Gruß bis etwa 10 Uhr', ru: 'Доброе утро!', be: 'Добрай раніцы!', tr: 'Günaydın!', pl: 'Dzień dobry! (rano)', es: '¡Buenos días!' },
    },
    {
      de: 'Guten Tag!',
      tr: { en: 'Good afternoon! / Hello!', ua: 'Добрий день!', de: 'höflicher Gruß tagsüber', ru: 'Добрый день!', be: 'Добры дзень!', tr: 'İyi günler!', pl: 'Dzień dobry!', es: '¡Buenas tardes! / ¡Buenos días!' },
    },
    {
      de: 'Guten Abend!',
      tr: { en: 'Good evening!', ua: 'Добрий вечір!', de: 'Gruß ab etwa 18 Uhr', ru: 'Добрый вечер!', be: 'Добры вечар!', tr: 'İyi akşamlar!', pl: 'Dobry wieczór!', es: '¡Buenas tardes! / ¡Buenas noches!' },
    },
    {
      de: 'Gute Nacht!',
      tr: { en: 'Good night!', ua: 'На добраніч!', de: 'Abschied spät am Abend', ru: 'Спокойной ночи!', be: 'Дабранач!', tr: 'İyi geceler!', pl: 'Dobranoc!', es: '¡Buenas noches! (al despedirse)' },
      note: {
        en: 'Only when saying goodbye late at night or before bed – never as a greeting.',
        ua: 'Лише на прощання пізно ввечері або перед сном – ніколи як привітання.',
        de: 'Nur zum Abschied spät am Abend oder vor dem Schlafen, nie zur Begrüßung.',
        ru: 'Только на прощание поздно вечером или перед сном – никогда как приветствие.',
        be: 'Толькі на развітанне позна ўвечары або перад сном – ніколі як прывітанне.',
        tr: 'Sadece gece geç saatte vedalaşırken veya yatmadan önce söylenir, selam olarak asla.',
        pl: 'Tylko na pożegnanie późnym wieczorem lub przed snem – nigdy na powitanie.',
        es: 'Solo para despedirse tarde por la noche o antes de dormir, nunca para saludar.',
      },
    },
    {
      de: 'Hallo!',
      tr: { en: 'Hi! / Hello!', ua: 'Привіт!', de: 'lockerer Gruß, passt fast immer', ru: 'Привет!', be: 'Прывітанне!', tr: 'Merhaba!', pl: 'Cześć!', es: '¡Hola!' },
    },
    {
      de: 'Hallo zusammen!',
      alternatives: ['Hallo allerseits!'],
      tr: { en: 'Hi everyone!', ua: 'Привіт усім!', de: 'Gruß an eine Gruppe', ru: 'Всем привет!', be: 'Прывітанне ўсім!', tr: 'Herkese merhaba!', pl: 'Cześć wszystkim!', es: '¡Hola a todos!' },
    },
    {
      de: 'Grüß Gott!',
      tr: { en: 'Hello! (southern Germany, Austria)', ua: 'Вітаю! (у Баварії та Австрії)', de: 'Gruß in Bayern und Österreich', ru: 'Здравствуйте! (в Баварии и Австрии)', be: 'Вітаю! (у Баварыі і Аўстрыі)', tr: 'Merhaba! (Bavyera ve Avusturya’da)', pl: 'Dzień dobry! (w Bawarii i Austrii)', es: '¡Buenos días! (en Baviera y Austria)' },
      note: {
        en: 'Regional: usual in Bavaria and Austria, rare in the north.',
        ua: 'Регіонально: звично в Баварії та Австрії, на півночі рідко.',
        de: 'Regional: üblich in Bayern und Österreich, im Norden selten.',
        ru: 'Регионально: привычно в Баварии и Австрии, на севере редко.',
        be: 'Рэгіянальна: звычайна ў Баварыі і Аўстрыі, на поўначы рэдка.',
        tr: 'Bölgesel: Bavyera ve Avusturya’da yaygın, kuzeyde nadir.',
        pl: 'Regionalnie: typowe w Bawarii i Austrii, na północy rzadkie.',
        es: 'Regional: habitual en Baviera y Austria, raro en el norte.',
      },
    },
    {
      de: 'Moin!',
      tr: { en: 'Hi! (northern Germany)', ua: 'Привіт! (на півночі Німеччини)', de: 'Gruß in Norddeutschland', ru: 'Привет! (на севере Германии)', be: 'Прывітанне! (на поўначы Германіі)', tr: 'Selam! (Kuzey Almanya’da)', pl: 'Cześć! (w północnych Niemczech)', es: '¡Hola! (en el norte de Alemania)' },
      note: {
        en: 'A northern greeting for any time of day – even in the evening.',
        ua: 'Північне привітання для будь-якої пори дня – навіть увечері.',
        de: 'Norddeutscher Gruß für jede Tageszeit, auch am Abend.',
        ru: 'Северное приветствие в любое время суток – даже вечером.',
        be: 'Паўночнае прывітанне ў любы час сутак – нават увечары.',
        tr: 'Kuzeyde günün her saatinde, akşam bile kullanılan bir selam.',
        pl: 'Północne powitanie o każdej porze dnia – nawet wieczorem.',
        es: 'Saludo del norte para cualquier hora del día, incluso por la noche.',
      },
    },
    {
      de: 'Servus!',
      tr: { en: 'Hi! / Bye! (southern Germany, Austria)', ua: 'Привіт! / Бувай! (на півдні)', de: 'Gruß und Abschied im Süden', ru: 'Привет! / Пока! (на юге)', be: 'Прывітанне! / Бывай! (на поўдні)', tr: 'Selam! / Hoşça kal! (güneyde)', pl: 'Cześć! (na południu)', es: '¡Hola! / ¡Adiós! (en el sur)' },
      register: 'informal',
      note: {
        en: 'Means both hello and goodbye; used among friends in Bavaria and Austria.',
        ua: 'Означає і «привіт», і «бувай»; серед друзів у Баварії та Австрії.',
        de: 'Heißt Hallo und Tschüss; unter Bekannten in Bayern und Österreich.',
        ru: 'Значит и «привет», и «пока»; среди друзей в Баварии и Австрии.',
        be: 'Азначае і «прывітанне», і «бывай»; сярод сяброў у Баварыі і Аўстрыі.',
        tr: 'Hem merhaba hem hoşça kal demektir; Bavyera ve Avusturya’da arkadaşlar arasında.',
        pl: 'Znaczy i „cześć” na powitanie, i na pożegnanie; wśród znajomych w Bawarii i Austrii.',
        es: 'Sirve para saludar y para despedirse; entre amigos en Baviera y Austria.',
      },
    },
    {
      de: 'Herzlich willkommen!',
      tr: { en: 'Welcome!', ua: 'Ласкаво просимо!', de: 'Begrüßung von Gästen', ru: 'Добро пожаловать!', be: 'Сардэчна запрашаем!', tr: 'Hoş geldiniz!', pl: 'Serdecznie witamy!', es: '¡Bienvenidos!' },
    },
    {
      de: 'Schön, dich zu sehen!',
      tr: { en: 'Nice to see you!', ua: 'Як добре тебе бачити!', de: 'zu Freunden beim Wiedersehen', ru: 'Как хорошо тебя видеть!', be: 'Як добра цябе бачыць!', tr: 'Seni görmek ne güzel!', pl: 'Miło cię widzieć!', es: '¡Qué bien verte!' },
      register: 'informal',
    },
    {
      de: 'Lange nicht gesehen!',
      tr: { en: 'Long time no see!', ua: 'Давно не бачилися!', de: 'nach langer Zeit ohne Treffen', ru: 'Давно не виделись!', be: 'Даўно не бачыліся!', tr: 'Görüşmeyeli uzun zaman oldu!', pl: 'Dawno się nie widzieliśmy!', es: '¡Cuánto tiempo sin vernos!' },
      register: 'informal',
    },
    {
      de: 'Auf Wiedersehen!',
      tr: { en: 'Goodbye!', ua: 'До побачення!', de: 'höflicher Abschied', ru: 'До свидания!', be: 'Да пабачэння!', tr: 'Hoşça kalın!', pl: 'Do widzenia!', es: '¡Adiós!' },
      register: 'formal',
    },
    {
      de: 'Auf Wiederhören!',
      tr: { en: 'Goodbye! (on the phone)', ua: 'До побачення! (по телефону)', de: 'höflicher Abschied am Telefon', ru: 'До свидания! (по телефону)', be: 'Да пабачэння! (па тэлефоне)', tr: 'Hoşça kalın! (telefonda)', pl: 'Do usłyszenia!', es: '¡Adiós! (al teléfono)' },
      register: 'formal',
      note: {
        en: 'On the phone you don’t "see" each other again – you "hear" each other.',
        ua: 'По телефону ви не «бачитеся» знову, а «чуєтеся».',
        de: 'Am Telefon sieht man sich nicht, man hört sich.',
        ru: 'По телефону вы не «видитесь» снова, а «слышитесь».',
        be: 'Па тэлефоне вы не «бачыцеся» зноў, а «чуецеся».',
        tr: 'Telefonda birbirinizi "görmezsiniz", "duyarsınız".',
        pl: 'Przez telefon się nie „widzimy”, tylko „słyszymy”.',
        es: 'Por teléfono no os «volvéis a ver», sino a «oír».',
      },
    },
    {
      de: 'Tschüss!',
      tr: { en: 'Bye!', ua: 'Бувай!', de: 'lockerer Abschied, sehr häufig', ru: 'Пока!', be: 'Бывай!', tr: 'Hoşça kal!', pl: 'Pa!', es: '¡Chao!' },
    },
    {
      de: 'Bis später!',
      alternatives: ['Bis nachher!'],
      tr: { en: 'See you later!', ua: 'Побачимося пізніше!', de: 'man sieht sich am selben Tag wieder', ru: 'Увидимся позже!', be: 'Убачымся пазней!', tr: 'Sonra görüşürüz!', pl: 'Do zobaczenia później!', es: '¡Hasta luego!' },
    },
    {
      de: 'Bis morgen!',
      tr: { en: 'See you tomorrow!', ua: 'До завтра!', de: 'man sieht sich am nächsten Tag', ru: 'До завтра!', be: 'Да заўтра!', tr: 'Yarın görüşürüz!', pl: 'Do jutra!', es: '¡Hasta mañana!' },
    },
    {
      de: 'Bis bald!',
      tr: { en: 'See you soon!', ua: 'До скорого!', de: 'man sieht sich bald wieder', ru: 'До скорого!', be: 'Да хуткага!', tr: 'Yakında görüşürüz!', pl: 'Do zobaczenia wkrótce!', es: '¡Hasta pronto!' },
    },
    {
      de: 'Schönen Tag noch!',
      tr: { en: 'Have a nice day!', ua: 'Гарного дня!', de: 'freundlicher Abschied, etwa im Geschäft', ru: 'Хорошего дня!', be: 'Добрага дня!', tr: 'Günün güzel geçsin!', pl: 'Miłego dnia!', es: '¡Que tenga un buen día!' },
    },
    {
      de: 'Schönes Wochenende!',
      tr: { en: 'Have a nice weekend!', ua: 'Гарних вихідних!', de: 'Abschied am Freitag', ru: 'Хороших выходных!', be: 'Добрых выхадных!', tr: 'İyi hafta sonları!', pl: 'Miłego weekendu!', es: '¡Buen fin de semana!' },
    },
    {
      de: 'Mach’s gut!',
      tr: { en: 'Take care!', ua: 'Щасти тобі!', de: 'herzlicher Abschied unter Freunden', ru: 'Счастливо!', be: 'Шчасліва!', tr: 'Kendine iyi bak!', pl: 'Trzymaj się!', es: '¡Cuídate!' },
      register: 'informal',
    },
    {
      de: 'Schöne Grüße an deine Familie!',
      alternatives: ['Liebe Grüße an deine Familie!', 'Viele Grüße an deine Familie!', 'Herzliche Grüße an deine Familie!'],
      tr: { en: 'Say hello to your family!', ua: 'Передавай вітання своїй родині!', de: 'Grüße ausrichten lassen', ru: 'Передавай привет семье!', be: 'Перадавай прывітанне сваёй сям’і!', tr: 'Ailene selam söyle!', pl: 'Pozdrów rodzinę!', es: '¡Saludos a tu familia!' },
      register: 'informal',
    },
  ],
};

export default set;
