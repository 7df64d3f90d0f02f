import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-public-holidays',
  type: 'Life in Germany',
  title: {
    en: 'German Public Holidays: National and Regional',
    ua: 'Державні свята Німеччини: загальнонаціональні та регіональні',
    de: 'Gesetzliche Feiertage in Deutschland: bundesweit und regional',
    ru: 'Государственные праздники Германии: общенациональные и региональные',
    be: 'Дзяржаўныя святы Германіі: агульнанацыянальныя і рэгіянальныя',
    tr: 'Almanya’da resmî tatiller: ulusal ve bölgesel',
    pl: 'Święta ustawowe w Niemczech: ogólnokrajowe i regionalne',
    es: 'Festivos oficiales en Alemania: nacionales y regionales',
  },
  descr: {
    en: 'Which public holidays apply in all of Germany, which depend on the federal state, what is closed, why there are no substitute days, and holiday greetings.',
    ua: 'Які свята діють у всій Німеччині, які залежать від федеральної землі, що зачинено, чому немає перенесених вихідних, і святкові побажання.',
    de: 'Welche Feiertage in ganz Deutschland gelten, welche vom Bundesland abhängen, was geschlossen ist, warum es keine Ersatztage gibt, und passende Grüße.',
    ru: 'Какие праздники действуют во всей Германии, какие зависят от федеральной земли, что закрыто, почему нет переносов выходных, и праздничные пожелания.',
    be: 'Якія святы дзейнічаюць ва ўсёй Германіі, якія залежаць ад федэральнай зямлі, што зачынена, чаму няма пераносу выхадных, і святочныя віншаванні.',
    tr: 'Hangi resmî tatiller tüm Almanya’da geçerli, hangileri eyalete bağlı, neler kapalı olur, neden telafi tatili yoktur ve bayram tebrikleri.',
    pl: 'Które święta obowiązują w całych Niemczech, które zależą od kraju związkowego, co jest zamknięte, dlaczego nie ma dni zastępczych, oraz życzenia świąteczne.',
    es: 'Qué festivos rigen en toda Alemania, cuáles dependen del estado federado, qué cierra, por qué no hay días sustitutivos y felicitaciones festivas.',
  },
  img: 'spiral-calendar',
  date: '2026-05-12',
  body: [
    {
      p: 'Public holidays ({{die Feiertage}}) in Germany are set by the 16 federal states, not by the federal government, with one exception: the Day of German Unity on 3 October is fixed by federal law. As a result, the number of public holidays depends on where you live and work. Some holidays are observed in every state, while others, mostly with a religious background, apply only in some states or even only in some towns. This article lists both groups. State laws can be changed, and new holidays have been introduced in recent years, so check the official calendar of your state when you plan ahead.',
    },
    { h2: 'Holidays in every federal state' },
    {
      p: 'The following nine days are public holidays throughout Germany. Easter, Ascension Day and Whit Monday are movable: their dates depend on the date of Easter Sunday.',
    },
    {
      table: {
        caption: 'Nationwide public holidays',
        head: ['Date', 'German', 'English'],
        rows: [
          ['1 January', '{{der Neujahrstag}}', 'New Year’s Day'],
          ['Friday before Easter', '{{der Karfreitag}}', 'Good Friday'],
          ['Monday after Easter', '{{der Ostermontag}}', 'Easter Monday'],
          ['1 May', '{{der Tag der Arbeit}}', 'Labour Day'],
          ['39 days after Easter Sunday (a Thursday)', '{{Christi Himmelfahrt}}', 'Ascension Day'],
          ['50 days after Easter Sunday (a Monday)', '{{der Pfingstmontag}}', 'Whit Monday'],
          ['3 October', '{{der Tag der Deutschen Einheit}}', 'Day of German Unity'],
          ['25 December', '{{der erste Weihnachtstag}}', 'Christmas Day'],
          ['26 December', '{{der zweite Weihnachtstag}}', 'Boxing Day / St Stephen’s Day'],
        ],
      },
    },
    { h2: 'Holidays that depend on the state' },
    {
      table: {
        caption: 'Regional public holidays',
        head: ['Date', 'German', 'Where it is a public holiday'],
        rows: [
          ['6 January', '{{Heilige Drei Könige}} (Epiphany)', 'Baden-Württemberg, Bavaria, Saxony-Anhalt'],
          ['8 March', '{{der Internationale Frauentag}} (International Women’s Day)', 'Berlin, Mecklenburg-Western Pomerania'],
          ['Easter Sunday and Whit Sunday', '{{der Ostersonntag}}, {{der Pfingstsonntag}}', 'expressly listed as holidays in Brandenburg (they fall on Sundays anyway)'],
          ['Thursday, 60 days after Easter Sunday', '{{Fronleichnam}} (Corpus Christi)', 'Baden-Württemberg, Bavaria, Hesse, North Rhine-Westphalia, Rhineland-Palatinate, Saarland; some communities in Saxony and Thuringia'],
          ['8 August', '{{das Augsburger Friedensfest}}', 'only in the city of Augsburg'],
          ['15 August', '{{Mariä Himmelfahrt}} (Assumption Day)', 'Saarland; communities in Bavaria with a mainly Catholic population'],
          ['20 September', '{{der Weltkindertag}} (World Children’s Day)', 'Thuringia'],
          ['31 October', '{{der Reformationstag}} (Reformation Day)', 'Brandenburg, Bremen, Hamburg, Lower Saxony, Mecklenburg-Western Pomerania, Saxony, Saxony-Anhalt, Schleswig-Holstein, Thuringia'],
          ['1 November', '{{Allerheiligen}} (All Saints’ Day)', 'Baden-Württemberg, Bavaria, North Rhine-Westphalia, Rhineland-Palatinate, Saarland'],
          ['a Wednesday in November', '{{der Buß- und Bettag}} (Day of Repentance and Prayer)', 'Saxony'],
        ],
      },
    },
    {
      p: 'This is why the south and west of Germany, with their Catholic traditions, generally have more public holidays than the north. If you work in one state and live in another, the holidays of the place where you work usually determine your days off.',
    },
    { h2: 'Important days that are not public holidays' },
    {
      ul: [
        '{{der Heiligabend}} (24 December) and {{Silvester}} (31 December) are normal working days by law, but many people take the day off, and shops close early, usually around midday or in the early afternoon.',
        'Carnival days, such as {{der Rosenmontag}}, are not public holidays, although in carnival strongholds such as Cologne many businesses close. See our article on [festivals in Germany](/articles/festivals-in-germany).',
        'Mother’s Day ({{der Muttertag}}) is the second Sunday in May. Ascension Day is also popularly called Father’s Day ({{der Vatertag}}), when groups of men traditionally go on outings.',
      ],
    },
    { h2: 'What a public holiday means in practice' },
    {
      p: 'On public holidays, most shops, offices, banks and schools are closed, as they are on Sundays. Restaurants, museums, petrol stations and public transport are usually open, but buses and trains often run on a Sunday timetable. Our article on [shopping and opening hours](/articles/shopping-and-opening-hours-in-germany) explains which shops can open. Some holidays, such as Good Friday, are protected as "quiet days", and in many states public dance events and similar entertainment are restricted on them.',
    },
    {
      p: 'There are **no substitute days** in Germany: if a holiday falls on a Saturday or Sunday, you simply do not get an extra day off. On the other hand, when a holiday falls on a Thursday or a Tuesday, many people take the day in between as a holiday too. This day is called {{der Brückentag}} (bridge day). School holidays are also set by each state; see our article on the [German school system](/articles/german-school-system).',
    },
    { h2: 'Greetings for the holidays' },
    {
      examples: [
        { de: 'Frohe Weihnachten!', en: 'Merry Christmas!' },
        { de: 'Einen guten Rutsch ins neue Jahr!', en: 'Have a good start to the new year! (said before New Year)' },
        { de: 'Frohes neues Jahr!', en: 'Happy New Year! (said after New Year)' },
        { de: 'Frohe Ostern!', en: 'Happy Easter!' },
        { de: 'Schöne Feiertage!', en: 'Happy holidays!' },
      ],
    },
    { h2: 'Talking about holidays' },
    {
      examples: [
        { de: 'Am Montag ist Feiertag, da haben die Geschäfte zu.', en: 'Monday is a public holiday, so the shops are closed.' },
        { de: 'Ist der Reformationstag bei euch ein Feiertag?', en: 'Is Reformation Day a public holiday where you live?' },
        { de: 'Ich nehme am Freitag einen Brückentag.', en: 'I am taking Friday off as a bridge day.' },
        { de: 'Die Busse fahren heute nach dem Sonntagsfahrplan.', en: 'The buses are running on the Sunday timetable today.' },
      ],
    },
    {
      tip: 'Plan your shopping: before a long weekend such as Easter, supermarkets are very busy, because shops stay closed on Good Friday, Easter Sunday and Easter Monday. Holidays also matter at work, as explained in [working in Germany](/articles/working-in-germany-basics).',
    },
  ],
  sources: [
    { title: 'Federal Ministry of the Interior – public holidays', url: 'https://www.bmi.bund.de/' },
    { title: 'Make it in Germany – living in Germany', url: 'https://www.make-it-in-germany.com/en/' },
  ],
};

export default article;
