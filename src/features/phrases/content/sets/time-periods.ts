import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'time-periods',
  title: { en: 'Time and periods', ua: 'Час і періоди', de: 'Zeit und Zeiträume', ru: 'Время и периоды', be: 'Час і перыяды', tr: 'Zaman ve süreler', pl: 'Czas i okresy', es: 'El tiempo y los periodos' },
  descr: {
    en: 'Days, weeks, months – and how to say "since", "ago" and "in".',
    ua: 'Дні, тижні, місяці – і як сказати «вже (відтоді)», «тому» та «через».',
    de: 'Tage, Wochen, Monate – und wie man „seit“, „vor“ und „in“ benutzt.',
    ru: 'Дни, недели, месяцы – и как сказать «уже (с тех пор)», «назад» и «через».',
    be: 'Дні, тыдні, месяцы – і як сказаць «ужо (з таго часу)», «таму» і «праз».',
    tr: 'Günler, haftalar, aylar – ve "-den beri", "önce" ile "sonra" nasıl söylenir.',
    pl: 'Dni, tygodnie, miesiące – i jak powiedzieć „od”, „temu” i „za”.',
    es: 'Días, semanas, meses y cómo decir «desde hace», «hace» y «dentro de».',
  },
  img: 'hourglass-not-done',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Ich wohne seit drei Jahren in Deutschland.',
      tr: { en: 'I’ve been living in Germany for three years.', ua: 'Я живу в Німеччині вже три роки.', de: '„seit“ mit Dativ und Präsens', ru: 'Я живу в Германии уже три года.', be: 'Я жыву ў Германіі ўжо тры гады.', tr: 'Üç yıldır Almanya’da yaşıyorum.', pl: 'Mieszkam w Niemczech od trzech lat.', es: 'Vivo en Alemania desde hace tres años.' },
      note: {
        en: '"seit" + present tense for something still going on – not a past tense as in English.',
        ua: '«seit» + теперішній час для того, що триває досі.',
        de: 'Mit „seit“ steht das Präsens, wenn es noch andauert.',
        ru: '«seit» + настоящее время для того, что длится до сих пор.',
        be: '«seit» + цяперашні час для таго, што доўжыцца дагэтуль.',
        tr: 'Hâlâ süren bir durum için "seit" + şimdiki zaman kullanılır.',
        pl: '„seit” + czas teraźniejszy dla czegoś, co wciąż trwa.',
        es: '«seit» va con presente si la acción sigue, igual que «desde hace».',
      },
    },
    {
      de: 'Wir kennen uns seit der Schule.',
      tr: { en: 'We’ve known each other since school.', ua: 'Ми знайомі ще зі школи.', de: '„seit“ mit einem Zeitpunkt', ru: 'Мы знакомы ещё со школы.', be: 'Мы знаёмыя яшчэ са школы.', tr: 'Okuldan beri tanışıyoruz.', pl: 'Znamy się od czasów szkoły.', es: 'Nos conocemos desde el colegio.' },
    },
    {
      de: 'Seit wann lernen Sie Deutsch?',
      tr: { en: 'How long have you been learning German?', ua: 'Відколи ви вивчаєте німецьку?', de: 'Frage nach dem Anfang', ru: 'С какого времени вы учите немецкий?', be: 'З якога часу вы вывучаеце нямецкую?', tr: 'Ne zamandan beri Almanca öğreniyorsunuz?', pl: 'Od kiedy uczy się pan/pani niemieckiego?', es: '¿Desde cuándo aprende usted alemán?' },
      register: 'formal',
    },
    {
      de: 'Wie lange bist du schon hier?',
      tr: { en: 'How long have you been here?', ua: 'Як довго ти вже тут?', de: 'Frage nach der Dauer bis jetzt', ru: 'Как долго ты уже здесь?', be: 'Як доўга ты ўжо тут?', tr: 'Ne zamandır buradasın?', pl: 'Jak długo już tu jesteś?', es: '¿Cuánto tiempo llevas aquí?' },
      register: 'informal',
    },
    {
      de: 'Ich bin vor zwei Wochen umgezogen.',
      tr: { en: 'I moved two weeks ago.', ua: 'Я переїхав / переїхала два тижні тому.', de: '„vor“ mit Dativ: in der Vergangenheit', ru: 'Я переехал / переехала две недели назад.', be: 'Я пераехаў / пераехала два тыдні таму.', tr: 'İki hafta önce taşındım.', pl: 'Przeprowadziłem / Przeprowadziłam się dwa tygodnie temu.', es: 'Me mudé hace dos semanas.' },
      note: {
        en: '"vor" + a time means "ago", and it comes first: "vor zwei Wochen".',
        ua: '«vor» + час означає «тому» і стоїть попереду: «vor zwei Wochen».',
        de: '„Vor“ steht immer vor der Zeitangabe: „vor zwei Wochen“.',
        ru: '«vor» + время значит «назад» и стоит впереди: «vor zwei Wochen».',
        be: '«vor» + час азначае «таму» і стаіць наперадзе: «vor zwei Wochen».',
        tr: '"vor" + zaman "önce" demektir ve başta gelir: "vor zwei Wochen".',
        pl: '„vor” + czas znaczy „temu” i stoi na początku: „vor zwei Wochen”.',
        es: '«vor» + tiempo significa «hace» y va delante: «vor zwei Wochen».',
      },
    },
    {
      de: 'Das ist schon lange her.',
      tr: { en: 'That was a long time ago.', ua: 'Це було вже давно.', de: 'etwas liegt weit zurück', ru: 'Это было уже давно.', be: 'Гэта было ўжо даўно.', tr: 'O çok uzun zaman önceydi.', pl: 'To było już dawno temu.', es: 'Eso fue hace mucho.' },
    },
    {
      de: 'In einer Stunde bin ich da.',
      tr: { en: 'I’ll be there in an hour.', ua: 'Через годину я буду на місці.', de: '„in“ mit Dativ: in der Zukunft', ru: 'Через час я буду на месте.', be: 'Праз гадзіну я буду на месцы.', tr: 'Bir saate kadar oradayım.', pl: 'Za godzinę będę na miejscu.', es: 'Llego dentro de una hora.' },
      note: {
        en: '"in" + a time points to the future; German often uses the present tense for it.',
        ua: '«in» + час вказує на майбутнє; німці часто вживають тут теперішній час.',
        de: 'Für die Zukunft reicht oft das Präsens.',
        ru: '«in» + время указывает на будущее; немцы часто используют здесь настоящее время.',
        be: '«in» + час паказвае на будучыню; немцы часта ўжываюць тут цяперашні час.',
        tr: '"in" + zaman geleceği gösterir; Almancada burada çoğu zaman şimdiki zaman kullanılır.',
        pl: '„in” + czas wskazuje przyszłość; Niemcy często używają tu czasu teraźniejszego.',
        es: '«in» + tiempo indica el futuro; en alemán se suele usar el presente.',
      },
    },
    {
      de: 'Der Kurs dauert sechs Monate.',
      tr: { en: 'The course lasts six months.', ua: 'Курс триває шість місяців.', de: 'eine Dauer angeben', ru: 'Курс длится шесть месяцев.', be: 'Курс доўжыцца шэсць месяцаў.', tr: 'Kurs altı ay sürüyor.', pl: 'Kurs trwa sześć miesięcy.', es: 'El curso dura seis meses.' },
    },
    {
      de: 'Heute ist Montag.',
      tr: { en: 'Today is Monday.', ua: 'Сьогодні понеділок.', de: 'den Wochentag nennen', ru: 'Сегодня понедельник.', be: 'Сёння панядзелак.', tr: 'Bugün pazartesi.', pl: 'Dziś jest poniedziałek.', es: 'Hoy es lunes.' },
    },
    {
      de: 'Welches Datum haben wir heute?',
      tr: { en: 'What’s the date today?', ua: 'Яке сьогодні число?', de: 'Frage nach dem Tag im Kalender', ru: 'Какое сегодня число?', be: 'Якое сёння чысло?', tr: 'Bugün ayın kaçı?', pl: 'Którego jest dzisiaj?', es: '¿A qué fecha estamos hoy?' },
    },
    {
      de: 'Am Dienstag habe ich frei.',
      tr: { en: 'I’m off on Tuesday.', ua: 'У вівторок у мене вихідний.', de: '„am“ vor Wochentagen', ru: 'Во вторник у меня выходной.', be: 'У аўторак у мяне выхадны.', tr: 'Salı günü izinliyim.', pl: 'We wtorek mam wolne.', es: 'El martes tengo el día libre.' },
    },
    {
      de: 'Im Juli fahren wir in den Urlaub.',
      tr: { en: 'We’re going on holiday in July.', ua: 'У липні ми їдемо у відпустку.', de: '„im“ vor Monaten', ru: 'В июле мы едем в отпуск.', be: 'У ліпені мы едзем у адпачынак.', tr: 'Temmuzda tatile gidiyoruz.', pl: 'W lipcu jedziemy na urlop.', es: 'En julio nos vamos de vacaciones.' },
      note: {
        en: '"am" with days, "im" with months and seasons, "um" with clock times.',
        ua: '«am» – з днями, «im» – з місяцями й порами року, «um» – з годинами.',
        de: '„Am“ bei Tagen, „im“ bei Monaten und Jahreszeiten, „um“ bei Uhrzeiten.',
        ru: '«am» – с днями, «im» – с месяцами и временами года, «um» – с часами.',
        be: '«am» – з днямі, «im» – з месяцамі і порамі года, «um» – з гадзінамі.',
        tr: 'Günlerle "am", aylar ve mevsimlerle "im", saatlerle "um" kullanılır.',
        pl: '„am” z dniami, „im” z miesiącami i porami roku, „um” z godzinami.',
        es: '«am» con días, «im» con meses y estaciones, «um» con horas.',
      },
    },
    {
      de: 'Im Winter wird es früh dunkel.',
      tr: { en: 'In winter it gets dark early.', ua: 'Взимку рано темніє.', de: '„im“ vor Jahreszeiten', ru: 'Зимой рано темнеет.', be: 'Зімой рана цямнее.', tr: 'Kışın hava erken kararır.', pl: 'Zimą wcześnie robi się ciemno.', es: 'En invierno anochece pronto.' },
    },
    {
      de: 'Nächste Woche habe ich viel zu tun.',
      tr: { en: 'Next week I have a lot to do.', ua: 'Наступного тижня в мене багато справ.', de: 'Zukunft ohne Präposition', ru: 'На следующей неделе у меня много дел.', be: 'На наступным тыдні ў мяне шмат спраў.', tr: 'Gelecek hafta çok işim var.', pl: 'W przyszłym tygodniu mam dużo do zrobienia.', es: 'La semana que viene tengo mucho que hacer.' },
    },
    {
      de: 'Letztes Jahr war ich in Spanien.',
      alternatives: ['Voriges Jahr war ich in Spanien.'],
      tr: { en: 'Last year I was in Spain.', ua: 'Минулого року я був / була в Іспанії.', de: 'Vergangenheit ohne Präposition', ru: 'В прошлом году я был / была в Испании.', be: 'Летась я быў / была ў Іспаніі.', tr: 'Geçen yıl İspanya’daydım.', pl: 'W zeszłym roku byłem / byłam w Hiszpanii.', es: 'El año pasado estuve en España.' },
    },
    {
      de: 'Vorgestern hatte ich Geburtstag.',
      tr: { en: 'The day before yesterday was my birthday.', ua: 'Позавчора в мене був день народження.', de: 'vor zwei Tagen', ru: 'Позавчера у меня был день рождения.', be: 'Пазаўчора ў мяне быў дзень нараджэння.', tr: 'Evvelsi gün doğum günümdü.', pl: 'Przedwczoraj miałem / miałam urodziny.', es: 'Anteayer fue mi cumpleaños.' },
    },
    {
      de: 'Übermorgen fliege ich nach Wien.',
      tr: { en: 'The day after tomorrow I’m flying to Vienna.', ua: 'Післязавтра я лечу до Відня.', de: 'in zwei Tagen', ru: 'Послезавтра я лечу в Вену.', be: 'Паслязаўтра я лячу ў Вену.', tr: 'Yarından sonra Viyana’ya uçuyorum.', pl: 'Pojutrze lecę do Wiednia.', es: 'Pasado mañana vuelo a Viena.' },
    },
    {
      de: 'Das Geschäft ist von Montag bis Freitag geöffnet.',
      alternatives: ['Das Geschäft ist von Montag bis Freitag offen.'],
      tr: { en: 'The shop is open from Monday to Friday.', ua: 'Магазин працює з понеділка до п’ятниці.', de: 'Zeitraum mit „von … bis“', ru: 'Магазин открыт с понедельника по пятницу.', be: 'Крама працуе з панядзелка па пятніцу.', tr: 'Mağaza pazartesiden cumaya kadar açık.', pl: 'Sklep jest otwarty od poniedziałku do piątku.', es: 'La tienda abre de lunes a viernes.' },
    },
    {
      de: 'Bis Ende des Monats muss ich fertig sein.',
      tr: { en: 'I have to be finished by the end of the month.', ua: 'Я маю закінчити до кінця місяця.', de: 'eine Frist mit „bis“', ru: 'Мне нужно закончить до конца месяца.', be: 'Мне трэба скончыць да канца месяца.', tr: 'Ay sonuna kadar bitirmem gerekiyor.', pl: 'Muszę skończyć do końca miesiąca.', es: 'Tengo que terminar antes de fin de mes.' },
    },
    {
      de: 'Jeden Tag lerne ich eine halbe Stunde Deutsch.',
      tr: { en: 'Every day I study German for half an hour.', ua: 'Щодня я пів години вчу німецьку.', de: 'Häufigkeit und Dauer', ru: 'Каждый день я полчаса учу немецкий.', be: 'Кожны дзень я паўгадзіны вучу нямецкую.', tr: 'Her gün yarım saat Almanca çalışıyorum.', pl: 'Codziennie uczę się niemieckiego przez pół godziny.', es: 'Todos los días estudio alemán media hora.' },
    },
    {
      de: 'Alle zwei Wochen besuche ich meine Eltern.',
      tr: { en: 'I visit my parents every two weeks.', ua: 'Кожні два тижні я відвідую батьків.', de: 'ein regelmäßiger Abstand', ru: 'Каждые две недели я навещаю родителей.', be: 'Кожныя два тыдні я наведваю бацькоў.', tr: 'İki haftada bir annemle babamı ziyaret ederim.', pl: 'Co dwa tygodnie odwiedzam rodziców.', es: 'Visito a mis padres cada dos semanas.' },
    },
  ],
};

export default set;
