import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'be',
  body: [
    {
      p: 'Ці шукаеце вы працу ў нямецкамоўнай краіне, ці ўжо там працуеце — мова працы ўяўляе сабой асобны свет: афіцыйныя лісты, тэлефонныя размовы, дамовы, поўныя доўгіх складаных слоў, і далікатны баланс паміж {{du}} і {{Sie}}. У гэтым артыкуле сабраныя асноўная лексіка і фразы, якія спатрэбяцца кожны дзень на працы, — ад узроўню B1, але шмат карыснага і для A2.',
    },
    { h2: 'Людзі на працы' },
    {
      table: {
        caption: 'Хто ёсць хто',
        head: ['Па-нямецку', 'Па-беларуску'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'працадаўца'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'работнік, работніца (юрыдычны тэрмін)'],
          ['{{der/die Angestellte}}', 'служачы, наёмны работнік'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'супрацоўнік, супрацоўніца'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'начальнік / непасрэдны кіраўнік'],
          ['{{der Kollege}}, {{die Kollegin}}', 'калега'],
          ['{{der Kunde}}, {{die Kundin}}', 'кліент, кліентка'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'вучань на прафесійным навучанні, стажор'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'практыкант, практыкантка'],
          ['{{die Geschäftsführung}}', 'кіраўніцтва, дырэкцыя'],
          ['{{die Personalabteilung}}', 'аддзел кадраў'],
          ['{{der Betriebsrat}}', 'вытворчая рада (абраныя прадстаўнікі работнікаў)'],
        ],
      },
    },
    {
      p: 'Некалькі з гэтых слоў — прыметнікі ў ролі назоўнікаў, таму іх канчаткі мяняюцца: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} і {{der Kunde}} належаць да n-скланення: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Месцы і рэчы' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (фірма, прадпрыемства), {{der Betrieb}} (прадпрыемства, завод), {{die Abteilung}} (аддзел)',
        '{{das Büro}}, {{der Arbeitsplatz}} (працоўнае месца, праца), {{der Schreibtisch}}, {{der Besprechungsraum}} (пакой для перамоў), {{die Kantine}} (сталоўка)',
        '{{die Werkstatt}} (майстэрня), {{das Lager}} (склад), {{die Baustelle}} (будаўнічая пляцоўка), {{die Kasse}} (каса)',
        '{{der Drucker}}, {{der Kopierer}}, {{der Bildschirm}}, {{der Ordner}} (тэчка, папка), {{die Unterlagen}} (дакументы, паперы)',
        '{{der Termin}} (прызначаная сустрэча, запіс), {{die Besprechung}} (нарада), {{die Tagesordnung}} (парадак дня), {{das Protokoll}} (пратакол), {{die Frist}} (тэрмін, дэдлайн), {{der Bericht}} (справаздача)',
      ],
    },
    { h2: 'Дзеясловы працоўнага дня' },
    {
      table: {
        caption: 'Карысныя дзеясловы',
        head: ['Па-нямецку', 'Па-беларуску', 'Прыклад'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'працаваць кім / дзе (у фірме)', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'адказваць за', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'зрабіць, выканаць', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'дамовіцца пра сустрэчу', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'пераносіць', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'адмяняць', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'перасылаць', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'удзельнічаць у', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'паведаміць пра хваробу', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'звольніцца; скасаваць дамову', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'наймаць / звальняць', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Дамова, працоўны час і аплата' },
    {
      p: 'Ваша працоўная дамова ({{der Arbeitsvertrag}}) і штомесячны разліковы ліст ({{die Gehaltsabrechnung}} або {{die Lohnabrechnung}}) поўныя складаных слоў. Вось ключавыя тэрміны:',
    },
    {
      table: {
        caption: 'Лексіка працоўнай дамовы',
        head: ['Па-нямецку', 'Па-беларуску'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'тэрміновы / бестэрміновы'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'поўная / няпоўная занятасць'],
          ['{{die Probezeit}}', 'выпрабавальны тэрмін'],
          ['{{die Kündigungsfrist}}', 'тэрмін папярэджання пра звальненне'],
          ['{{das Gehalt}} / {{der Lohn}}', 'аклад (штомесячны) / заробак (часта пагадзінны)'],
          ['{{brutto}} / {{netto}}', 'брута / нета (пасля падаткаў і сацыяльных узносаў)'],
          ['{{die Überstunden}}', 'звышурочныя гадзіны'],
          ['{{die Gleitzeit}}', 'гнуткі графік'],
          ['{{das Homeoffice}}', 'праца з дому'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'адпачынак, дні адпачынку'],
          ['{{die Schicht}}', 'змена'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'павышэнне кваліфікацыі, дадатковае навучанне'],
        ],
      },
    },
    {
      tip: 'Правілы пра мінімальны заробак, адпачынак, тэрміны звальнення і бальнічныя ўсталёўваюць закон і калектыўныя дамовы, і яны могуць мяняцца. Правярайце дзейныя правілы ў афіцыйных крыніцах, такіх як Федэральнае міністэрства працы (BMAS) ці Федэральнае агенцтва занятасці, і ўважліва чытайце ўласную дамову. Калі захварэлі, адразу паведаміце працадаўцу; пры даўжэйшай адсутнасці патрэбная даведка ад лекара ({{die Arbeitsunfähigkeitsbescheinigung}}, часта проста {{die Krankmeldung}}).',
    },
    { h2: 'Пошук працы' },
    {
      ul: [
        '{{die Stellenanzeige}} — аб’ява пра вакансію; {{die Stelle}} — пасада',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) — падаваць заяўку (на пасаду / у фірму)',
        '{{die Bewerbung}} — заяўка на пасаду; {{das Anschreiben}} — суправаджальны ліст; {{der Lebenslauf}} — рэзюмэ',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} — атэстат, пасведчанне / характарыстыка ад папярэдняга працадаўцы',
        '{{das Vorstellungsgespräch}} — сумоўе',
        '{{die Zusage}} / {{die Absage}} — згода, запрашэнне на працу / адмова',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Я прэтэндую на пасаду бухгалтаркі.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Шчыра дзякую за запрашэнне на сумоўе.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'У мяне пяць гадоў прафесійнага досведу ў лагістыцы.' },
      ],
    },
    { h2: 'Тэлефонная размова' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Добры дзень, гэта Марыя Фішэр з фірмы «Вебер».' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Ці можна пагаварыць са спадаром Шульцам?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Хвілінку, я вас злучаю.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Ён зараз на нарадзе. Нешта яму перадаць?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Ці не маглі б вы мне ператэлефанаваць?' },
      ],
    },
    { h2: 'Электронныя лісты' },
    {
      table: {
        caption: 'Звароты і завяршальныя формулы',
        head: ['Сітуацыя', 'Зварот', 'Завяршэнне'],
        rows: [
          ['афіцыйна, імя невядомае', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['афіцыйна, імя вядомае', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['нейтральна, калегам', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['камандзе, неафіцыйна', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Дасылаю вам дакументы ў дадатку.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Прашу коратка адказаць да пятніцы.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Калі ўзнікнуць пытанні, ахвотна дапамагу.' },
      ],
    },
    { h2: 'На нарадах' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Можна коратка нешта да гэтага дадаць?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Ці не маглі б вы растлумачыць гэта яшчэ раз?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Я не ўпэўнены, што правільна гэта зразумеў.' },
        { de: 'Wer kümmert sich darum?', en: 'Хто гэтым зоймецца?' },
        { de: 'Dann machen wir es so.', en: 'Тады так і зробім.' },
      ],
    },
    { h2: 'Du ці Sie на працы?' },
    {
      p: 'Звычаі вельмі розныя. У традыцыйных фірмах, дзяржаўных установах і з кліентамі нормай з’яўляюцца {{Sie}} і прозвішчы. У стартапах, у многіх рамёствах і сярод маладзейшых калег {{du}} звычайнае з першага дня. Надзейны падыход: пачынайце з {{Sie}} і пераходзьце на «ты», калі вам прапануюць {{du}}, — звычайна гэта робіць старэйшы ўзростам ці пасадай ({{Wollen wir uns duzen?}}). Яшчэ два звычаі: у абедзенны час калегі вітаюцца словам {{Mahlzeit!}}, а канец працоўнага дня — гэта {{der Feierabend}}; {{Schönen Feierabend!}} — прыязнае развітанне.',
    },
    {
      p: 'Працоўная лексіка поўная доўгіх назоўнікаў — як іх чытаць, гл. у артыкуле [Складаныя назоўнікі ў нямецкай](/articles/german-compound-nouns). [Шпаргалка B1](/articles/german-b1-cheat-sheet) падсумоўвае граматыку для афіцыйных лістоў. У нашым [раздзеле лексікі](/words) — больш тэматычных спісаў для прафесійных зносін.',
    },
  ],
};

export default translation;
