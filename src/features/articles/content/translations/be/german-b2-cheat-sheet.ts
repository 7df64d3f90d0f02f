import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'be',
  body: [
    {
      p: 'Як і ўсюды на гэтым сайце, узроўні адпавядаюць **Агульнаеўрапейскім кампетэнцыям валодання мовай (CEFR)**. B2 — вышэйшы ўзровень «незалежнага карыстальніка». На ўзроўні B2 вы разумееце асноўныя думкі складаных тэкстаў на канкрэтныя і абстрактныя тэмы, у тым ліку фаховыя дыскусіі ў сваёй галіне; можаце размаўляць з носьбітамі мовы настолькі свабодна і спантанна, што рэгулярныя зносіны не напружваюць ніводны з бакоў; пішаце ясныя, падрабязныя тэксты і тлумачыце свой пункт погляду, прыводзячы перавагі і недахопы розных варыянтаў. Шмат якія ўніверсітэты і працадаўцы патрабуюць B2 або вышэй, але іх патрабаванні адрозніваюцца і мяняюцца, таму правярайце кожнае. У граматыцы B2 — гэта менш пра новыя формы і больш пра **стыль**: разумець і ўжываць канструкцыі газет, справаздач і афіцыйных дыскусій. Калі трэба паўтарыць, пачніце са [шпаргалкі B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Ускосная мова: Konjunktiv I' },
    {
      p: 'Навіны і афіцыйныя тэксты ўжываюць Konjunktiv I, каб перадаць чые-небудзь словы, не бяручы на сябе адказнасці за іх. Ён утвараецца ад асновы інфінітыва; на практыцы найважнейшая форма — трэцяя асоба адзіночнага ліку. Там, дзе Konjunktiv I супадае з абвесным ладам (пераважна ў множным ліку), ужывайце замест яго Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I — найбольш ужывальныя формы',
        head: ['Інфінітыў', 'er/sie/es', 'Прыклад'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Прэс-сакратарка сказала, што праблему вырашылі.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Калегі кажуць, што не атрымалі ніякай інфармацыі. (Konjunktiv II замест {{sie haben}})' },
      ],
    },
    { h2: 'Пасіў і яго альтэрнатывы' },
    {
      p: 'На ўзроўні B2 вы сустракаеце пасіў ва ўсіх часах і з мадальнымі дзеясловамі, а таксама некалькі канструкцый, якія яго замяняюць.',
    },
    {
      table: {
        caption: 'Пасіў і яго замяшчальнікі',
        head: ['Канструкцыя', 'Прыклад', 'Значэнне'],
        rows: [
          ['пасіў з мадальным дзеясловам, прошлы час', '{{Das hätte früher gemacht werden müssen.}}', 'Гэта трэба было зрабіць раней.'],
          ['{{sich lassen}} + інфінітыў', '{{Das Problem lässt sich lösen.}}', 'Праблему можна вырашыць.'],
          ['{{sein}} + {{zu}} + інфінітыў', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Рахунак трэба аплаціць да пятніцы.'],
          ['прыметнік на -bar', '{{Das ist machbar.}}', 'Гэта можна зрабіць.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Тут размаўляюць па-нямецку.'],
        ],
      },
    },
    { h2: 'Пашыраныя дзеепрыметныя звароты' },
    {
      p: 'Пісьмовая нямецкая часта змяшчае цэлы адносны сказ перад назоўнікам, паміж артыклем і назоўнікам. Дзеепрыметнік стаіць у канцы гэтага блока, адразу перад назоўнікам, і мае канчатак прыметніка. Partizip I (-end) актыўны і абазначае працяглае дзеянне; Partizip II — пасіўны або завершаны. Каб прачытаць такі зварот, пераскочыце ад артыкля да назоўніка, а потым чытайце блок з канца.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'запланаваная ўрадам рэформа (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'арэндная плата, якая расце ўжо шмат гадоў' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'добра падрыхтаваны супрацоўнік' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'задачы, якія яшчэ трэба выканаць' },
      ],
    },
    { h2: 'Іменны і дзеяслоўны стыль' },
    {
      p: 'Афіцыйная нямецкая любіць назоўнікі: яна ператварае даданыя сказы ў іменныя групы з прыназоўнікамі. На ўзроўні B2 трэба пазнаваць гэты стыль і ўмець пераходзіць ад аднаго да другога.',
    },
    {
      table: {
        caption: 'Ад дзеяслоўнага стылю да іменнага',
        head: ['Дзеяслоўны стыль', 'Іменны стыль'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Тыповыя прыназоўнікі з родным склонам у афіцыйным стылі: {{aufgrund}} (з-за, на падставе), {{angesichts}} (з увагі на), {{bezüglich}} і {{hinsichtlich}} (адносна), {{infolge}} (у выніку), {{mithilfe}} (з дапамогай). {{zufolge}} стаіць пасля назоўніка і патрабуе давальнага: {{dem Bericht zufolge}} (паводле справаздачы).',
    },
    { h2: 'Futur II і мадальныя дзеясловы здагадкі' },
    {
      p: 'Futur II ({{werden}} + дзеепрыметнік + {{haben}}/{{sein}}) ужываюць пераважна для **здагадак пра мінулае**, часта з {{wohl}}. Мадальныя дзеясловы выражаюць ступень упэўненасці.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Ён, пэўна, спазніўся на цягнік.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'Да чэрвеня я ўжо здам экзамен.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Яна напэўна прачытала паведамленне.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Кажуць, што злачынца ўцёк за мяжу.' },
      ],
    },
    { h2: 'Складаныя злучальныя словы' },
    {
      table: {
        caption: 'Злучальныя словы для B2',
        head: ['Злучнік', 'Значэнне', 'Прыклад'],
        rows: [
          ['{{indem}}', 'тым, што; дзякуючы таму, што', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'так што (вынік)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'нібы, быццам', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'хіба што, калі толькі не', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'пры ўмове, што; на выпадак, калі', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'тым больш што', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'у залежнасці ад', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'хоць … але', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Устойлівыя спалучэнні назоўніка з дзеясловам' },
    {
      p: 'Афіцыйная нямецкая ўжывае ўстойлівыя пары з назоўніка і даволі «пустога» дзеяслова. Яны тыповыя для экзаменаў B2 і афіцыйных лістоў:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – прыняць рашэнне',
        '{{einen Antrag stellen}} – падаць заяву',
        '{{zur Verfügung stehen}} / {{stellen}} – быць у распараджэнні / даць',
        '{{in Frage kommen}} – разглядацца як варыянт',
        '{{Kritik üben}} (an + дав.) – крытыкаваць',
        '{{in Kraft treten}} – уступіць у сілу',
        '{{Rücksicht nehmen}} (auf + він.) – улічваць каго-небудзь',
        '{{zum Ausdruck bringen}} – выказаць',
      ],
    },
    { h2: 'Маленькія словы, вялікі эфект: мадальныя часціцы' },
    {
      p: 'Размоўная нямецкая поўная кароткіх часціц, якія дадаюць інтанацыю, а не змест. На ўзроўні B2 трэба іх разумець і пачаць ужываць некаторыя: {{doch}} (настойлівасць або заахвочванне: {{Komm doch mit!}}), {{ja}} (агульнавядомае: {{Das weißt du ja}}), {{mal}} (змякчэнне: {{Schau mal!}}), {{halt}} / {{eben}} (так ужо ёсць: {{Das ist halt so}}), {{wohl}} (здагадка: {{Er ist wohl krank}}).',
    },
    { h2: 'Ключавыя фразы ўзроўню B2' },
    {
      table: {
        caption: 'Абмеркаванне і аргументацыя',
        head: ['Мэта', 'Па-нямецку'],
        rows: [
          ['Заявіць сваю пазіцыю', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Прывесці аргумент', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Часткова пагадзіцца', '{{Da haben Sie zwar recht, aber …}}'],
          ['Папрасіць удакладніць', '{{Wie meinen Sie das genau?}}'],
          ['Апісаць дыяграму', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Падсумаваць', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Завяршыць', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Афіцыйная скарга', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Тэмы B2: праца і кар’ера, адукацыя і навука, медыя і тэхналогіі, навакольнае асяроддзе, здароўе і грамадства, палітыка і актуальныя падзеі, культура і мастацтва. Чытайце кожны дзень адзін артыкул у нямецкай газеце і выпісвайце адзін іменны зварот, адно спалучэнне назоўніка з дзеясловам і адно злучальнае слова.',
    },
    {
      tip: 'Для паўтарэння: [Склоны ў нямецкай мове](/articles/german-cases-explained), [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple), [Прыназоўнікі са склонамі](/articles/german-prepositions-with-cases) і шпаргалкі [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) і [B1](/articles/german-b1-cheat-sheet). Больш практыкаванняў — у нашым [раздзеле граматыкі](/grammar).',
    },
  ],
};

export default translation;
