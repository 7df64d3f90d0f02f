import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'partizip',
  order: 5,
  title: { en: 'Partizip I and II', ua: 'Дієприкметники Partizip I і II', de: 'Partizip I und II', ru: 'Причастия Partizip I и II', be: 'Дзеепрыметнікі Partizip I і II', tr: 'Partizip I ve II (ortaçlar)', pl: 'Imiesłowy Partizip I i II', es: 'Participios: Partizip I y II' },
  descr: { en: 'Use participles as adjectives and adverbs: das weinende Kind, die geschlossene Tür.', ua: 'Вживайте дієприкметники як прикметники та прислівники: das weinende Kind, die geschlossene Tür.', de: 'Partizipien als Adjektive und Adverbien verwenden: das weinende Kind, die geschlossene Tür.', ru: 'Используйте причастия как прилагательные и наречия: das weinende Kind, die geschlossene Tür.', be: 'Ужывайце дзеепрыметнікі як прыметнікі і прыслоўі: das weinende Kind, die geschlossene Tür.', tr: 'Ortaçları sıfat ve zarf olarak kullanın: das weinende Kind, die geschlossene Tür.', pl: 'Używaj imiesłowów jako przymiotników i przysłówków: das weinende Kind, die geschlossene Tür.', es: 'Usa los participios como adjetivos y adverbios: das weinende Kind, die geschlossene Tür.' },
  rules: [
    {
      heading: 'Two participles',
      paragraphs: [
        'German verbs have two participles. Partizip I (lachend, weinend) describes something that is happening right now, at the same time as the action of the sentence. It is similar to the English -ing form: a crying child, a boiling kettle.',
        'Partizip II (gemacht, geschlossen) describes something that has already happened or has been done to someone or something. It is similar to the English past participle: a closed door, a boiled egg. You also know it from the Perfekt tense.',
      ],
      examples: [
        { de: 'Das weinende Kind sucht seine Mutter.', tr: 'The crying child is looking for its mother.' },
        { de: 'Die geschlossene Tür ist aus Holz.', tr: 'The closed door is made of wood.' },
      ],
    },
    {
      heading: 'How Partizip I is formed',
      paragraphs: [
        'Partizip I = infinitive + d. This works for almost every verb, regular or irregular, and there is no ge- prefix.',
        'Verbs ending in -eln or -ern also just add -d (lächeln → lächelnd, wandern → wandernd). The only exceptions are sein → seiend and tun → tuend, which you will rarely need.',
      ],
      table: {
        caption: 'Partizip I: infinitive + d',
        head: ['Infinitive', 'Partizip I', 'English'],
        rows: [
          ['lachen', 'lachend', 'laughing'],
          ['weinen', 'weinend', 'crying'],
          ['schlafen', 'schlafend', 'sleeping'],
          ['singen', 'singend', 'singing'],
          ['kochen', 'kochend', 'boiling'],
          ['lächeln', 'lächelnd', 'smiling'],
        ],
      },
    },
    {
      heading: 'Partizip I as an adjective and as an adverb',
      paragraphs: [
        'Before a noun, Partizip I works like a normal adjective and takes the usual adjective endings: das weinende Kind, ein weinendes Kind, mit dem weinenden Kind.',
        'Used as an adverb, it describes how someone does something, and it has no ending: Sie kommt lachend ins Zimmer. English often uses "while ...ing" or just "...ing" here.',
      ],
      examples: [
        { de: 'Der schlafende Hund liegt vor dem Kamin.', tr: 'The sleeping dog is lying in front of the fireplace.' },
        { de: 'Ein bellender Hund beißt nicht.', tr: 'A barking dog does not bite.' },
        { de: 'Die Kinder kommen lachend aus der Schule.', tr: 'The children come out of school laughing.' },
        { de: 'Meine Schwester räumt singend ihr Zimmer auf.', tr: 'My sister tidies her room while singing.' },
      ],
    },
    {
      heading: 'How Partizip II is formed',
      paragraphs: [
        'Regular verbs: ge- + stem + -t (machen → gemacht). Irregular verbs: ge- + stem (often with a vowel change) + -en (schreiben → geschrieben).',
        'Separable verbs put -ge- between the prefix and the stem (aufmachen → aufgemacht). Verbs with an inseparable prefix (be-, ver-, er-, ent-, ge-, zer-) and verbs ending in -ieren take no ge- (besuchen → besucht, reparieren → repariert).',
      ],
      table: {
        caption: 'Forming Partizip II',
        head: ['Type', 'Infinitive', 'Partizip II'],
        rows: [
          ['regular', 'kochen', 'gekocht'],
          ['regular', 'arbeiten', 'gearbeitet'],
          ['irregular', 'schließen', 'geschlossen'],
          ['irregular', 'trinken', 'getrunken'],
          ['separable', 'aufmachen', 'aufgemacht'],
          ['separable', 'ankommen', 'angekommen'],
          ['inseparable', 'verlieren', 'verloren'],
          ['-ieren', 'reparieren', 'repariert'],
        ],
      },
    },
    {
      heading: 'Partizip II as an adjective',
      paragraphs: [
        'Before a noun, Partizip II also takes the normal adjective endings: die geschlossene Tür, das gekochte Ei, mit dem reparierten Auto. It shows that something has been done to the noun, or that an action is finished.',
        'Compare the two participles: das kochende Wasser is boiling right now; das gekochte Wasser has already been boiled.',
      ],
      table: {
        caption: 'Partizip I or Partizip II?',
        head: ['Partizip I (happening now)', 'Partizip II (done, finished)'],
        rows: [
          ['das kochende Wasser (the boiling water)', 'das gekochte Ei (the boiled egg)'],
          ['die lesende Frau (the woman who is reading)', 'die gelesene Zeitung (the newspaper that has been read)'],
          ['der fahrende Zug (the moving train)', 'die geschlossene Tür (the closed door)'],
        ],
      },
      examples: [
        { de: 'Zum Frühstück isst mein Vater ein gekochtes Ei.', tr: 'For breakfast my father eats a boiled egg.' },
        { de: 'Die gestohlenen Fahrräder sind wieder da.', tr: 'The stolen bicycles are back again.' },
      ],
    },
    {
      heading: 'Partizip II in tenses',
      paragraphs: [
        'Partizip II is also part of several tenses. It always goes to the end of the main clause.',
        'Perfekt: haben or sein (present) + Partizip II. Plusquamperfekt: hatte or war + Partizip II. Passive: werden + Partizip II. With sein, Partizip II can also describe a state: Die Tür ist geschlossen.',
      ],
      examples: [
        { de: 'Wir haben gestern einen Film gesehen.', tr: 'We watched a film yesterday.' },
        { de: 'Der Zug ist pünktlich angekommen.', tr: 'The train arrived on time.' },
        { de: 'Ich hatte den Schlüssel verloren.', tr: 'I had lost the key.' },
        { de: 'Das Auto wird morgen repariert.', tr: 'The car is being repaired tomorrow.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Das - weinende - Kind - sucht - seine Mutter.', hide: ['weinende'], formEn: 'The crying child is looking for its mother.', tr: { ua: 'Дитина, що плаче, шукає свою маму.', de: 'Ein Kind hat Tränen im Gesicht und will zu Mama. (weinen, Partizip I)', ru: 'Плачущий ребёнок ищет свою маму.', be: 'Дзіця, якое плача, шукае сваю маму.', tr: 'Ağlayan çocuk annesini arıyor.', pl: 'Płaczące dziecko szuka swojej mamy.', es: 'El niño que llora busca a su madre.' }, correct: false },
    { formDe: 'Die Kinder - kommen - lachend - aus der Schule.', hide: ['lachend'], formEn: 'The children come out of school laughing.', tr: { ua: 'Діти виходять зі школи, сміючись.', de: 'Die Kinder verlassen die Schule und haben viel Spaß. (lachen, Partizip I)', ru: 'Дети выходят из школы, смеясь.', be: 'Дзеці выходзяць са школы, смеючыся.', tr: 'Çocuklar gülerek okuldan çıkıyor.', pl: 'Dzieci wychodzą ze szkoły, śmiejąc się.', es: 'Los niños salen del colegio riendo.' }, correct: false },
    { formDe: 'Ich - lege - die Eier - ins - kochende - Wasser.', hide: ['kochende'], formEn: 'I put the eggs into the boiling water.', tr: { ua: 'Я кладу яйця в киплячу воду.', de: 'Das Wasser hat 100 Grad, die Eier kommen hinein. (kochen, Partizip I)', ru: 'Я кладу яйца в кипящую воду.', be: 'Я кладу яйкі ў ваду, якая кіпіць.', tr: 'Yumurtaları kaynayan suya koyuyorum.', pl: 'Wkładam jajka do wrzącej wody.', es: 'Pongo los huevos en el agua hirviendo.' }, correct: false },
    { formDe: 'Wir - stehen - vor - der - geschlossenen - Tür.', hide: ['geschlossenen'], formEn: 'We are standing in front of the closed door.', tr: { ua: 'Ми стоїмо перед зачиненими дверима.', de: 'Wir wollen hinein, aber die Tür ist zu. (schließen, Partizip II)', ru: 'Мы стоим перед закрытой дверью.', be: 'Мы стаім перад зачыненымі дзвярыма.', tr: 'Kapalı kapının önünde duruyoruz.', pl: 'Stoimy przed zamkniętymi drzwiami.', es: 'Estamos delante de la puerta cerrada.' }, correct: false },
    { formDe: 'Zum Frühstück - isst - mein Vater - ein - gekochtes - Ei.', hide: ['gekochtes'], formEn: 'For breakfast my father eats a boiled egg.', tr: { ua: 'На сніданок мій тато їсть варене яйце.', de: 'Papas Frühstück: ein Ei aus dem heißen Wasser. (kochen, Partizip II)', ru: 'На завтрак мой папа ест варёное яйцо.', be: 'На сняданак мой тата есць варанае яйка.', tr: 'Babam kahvaltıda haşlanmış yumurta yiyor.', pl: 'Na śniadanie mój tata je gotowane jajko.', es: 'Para desayunar mi padre come un huevo cocido.' }, correct: false },
    { formDe: 'Meine Schwester - räumt - singend - ihr Zimmer - auf.', hide: ['singend'], formEn: 'My sister tidies her room while singing.', tr: { ua: 'Моя сестра прибирає в кімнаті, співаючи.', de: 'Meine Schwester macht ihr Zimmer ordentlich und singt dabei. (singen, Partizip I)', ru: 'Моя сестра убирает свою комнату, распевая.', be: 'Мая сястра прыбірае свой пакой, спяваючы.', tr: 'Kız kardeşim şarkı söyleyerek odasını topluyor.', pl: 'Moja siostra sprząta swój pokój, śpiewając.', es: 'Mi hermana ordena su habitación cantando.' }, correct: false },
    { formDe: 'Der - schlafende - Hund - liegt - vor dem Kamin.', hide: ['schlafende'], formEn: 'The sleeping dog is lying in front of the fireplace.', tr: { ua: 'Собака, що спить, лежить перед каміном.', de: 'Der Hund hat die Augen zu und liegt am warmen Feuer. (schlafen, Partizip I)', ru: 'Спящая собака лежит перед камином.', be: 'Сабака, які спіць, ляжыць перад камінам.', tr: 'Uyuyan köpek şöminenin önünde yatıyor.', pl: 'Śpiący pies leży przed kominkiem.', es: 'El perro dormido está tumbado delante de la chimenea.' }, correct: false },
    { formDe: 'Wir - haben - gestern - einen Film - gesehen.', hide: ['gesehen'], formEn: 'We watched a film yesterday.', tr: { ua: 'Учора ми дивилися фільм.', de: 'Gestern Abend gab es für uns Kino zu Hause. (sehen, Perfekt)', ru: 'Вчера мы посмотрели фильм.', be: 'Учора мы паглядзелі фільм.', tr: 'Dün bir film izledik.', pl: 'Wczoraj obejrzeliśmy film.', es: 'Ayer vimos una película.' }, correct: false },
    { formDe: 'Der Zug - ist - pünktlich - in Berlin - angekommen.', hide: ['angekommen'], formEn: 'The train arrived in Berlin on time.', tr: { ua: 'Потяг прибув до Берліна вчасно.', de: 'Der Zug war ohne Verspätung in Berlin. (ankommen, Perfekt)', ru: 'Поезд прибыл в Берлин вовремя.', be: 'Цягнік прыбыў у Берлін своечасова.', tr: 'Tren Berlin’e zamanında vardı.', pl: 'Pociąg przyjechał do Berlina punktualnie.', es: 'El tren llegó a Berlín puntual.' }, correct: false },
    { formDe: 'Die - reparierte - Waschmaschine - läuft - wieder.', hide: ['reparierte'], formEn: 'The repaired washing machine is working again.', tr: { ua: 'Відремонтована пральна машина знову працює.', de: 'Die Waschmaschine war kaputt, jetzt ist sie wieder in Ordnung. (reparieren, Partizip II)', ru: 'Отремонтированная стиральная машина снова работает.', be: 'Адрамантаваная пральная машына зноў працуе.', tr: 'Tamir edilen çamaşır makinesi yeniden çalışıyor.', pl: 'Naprawiona pralka znowu działa.', es: 'La lavadora reparada vuelve a funcionar.' }, correct: false },
    { formDe: 'Ich - kaufe - frisch - gebackenes - Brot - beim Bäcker.', hide: ['gebackenes'], formEn: 'I buy freshly baked bread at the baker’s.', tr: { ua: 'Я купую свіжоспечений хліб у пекарні.', de: 'Das Brot beim Bäcker kommt gerade warm aus dem Ofen. (backen, Partizip II)', ru: 'Я покупаю свежеиспечённый хлеб в пекарне.', be: 'Я купляю свежаспечаны хлеб у пякарні.', tr: 'Fırından taze pişmiş ekmek alıyorum.', pl: 'Kupuję świeżo upieczony chleb w piekarni.', es: 'Compro pan recién hecho en la panadería.' }, correct: false },
    { formDe: 'Lena - erzählt - strahlend - von - ihrem Urlaub.', hide: ['strahlend'], formEn: 'Lena talks about her holiday, beaming.', tr: { ua: 'Лена, сяючи, розповідає про свою відпустку.', de: 'Lena ist sehr glücklich und erzählt von ihren Ferien. (strahlen, Partizip I)', ru: 'Лена, сияя, рассказывает о своём отпуске.', be: 'Лена, ззяючы, расказвае пра свой адпачынак.', tr: 'Lena gözleri parlayarak tatilini anlatıyor.', pl: 'Lena z promiennym uśmiechem opowiada o swoim urlopie.', es: 'Lena habla radiante de sus vacaciones.' }, correct: false },
    { formDe: 'Die - gestohlenen - Fahrräder - sind - wieder - da.', hide: ['gestohlenen'], formEn: 'The stolen bicycles are back again.', tr: { ua: 'Вкрадені велосипеди знову на місці.', de: 'Jemand hat die Fahrräder genommen, aber jetzt sind sie zurück. (stehlen, Partizip II)', ru: 'Украденные велосипеды снова на месте.', be: 'Скрадзеныя ровары зноў на месцы.', tr: 'Çalınan bisikletler geri geldi.', pl: 'Skradzione rowery znów są na miejscu.', es: 'Las bicicletas robadas han vuelto.' }, correct: false },
    { formDe: 'Hast - du - die Hausaufgaben - schon - gemacht?', hide: ['gemacht'], formEn: 'Have you already done your homework?', tr: { ua: 'Ти вже зробив домашнє завдання?', de: 'Frage an ein Schulkind: Hausaufgaben fertig? (machen, Perfekt)', ru: 'Ты уже сделал домашнее задание?', be: 'Ты ўжо зрабіў хатняе заданне?', tr: 'Ödevlerini şimdiden yaptın mı?', pl: 'Zrobiłeś już zadanie domowe?', es: '¿Ya has hecho los deberes?' }, correct: false },
    { formDe: 'Man - darf - nicht - aus dem - fahrenden - Zug - springen.', hide: ['fahrenden'], formEn: 'You must not jump out of a moving train.', tr: { ua: 'Не можна вистрибувати з поїзда, що рухається.', de: 'Der Zug ist noch in Bewegung: Aussteigen ist gefährlich und verboten. (fahren, Partizip I)', ru: 'Нельзя выпрыгивать из движущегося поезда.', be: 'Нельга выскокваць з цягніка, які едзе.', tr: 'Hareket eden trenden atlamak yasaktır.', pl: 'Nie wolno wyskakiwać z jadącego pociągu.', es: 'No se debe saltar de un tren en marcha.' }, correct: false },
    { formDe: 'Die Touristen - fotografieren - die - untergehende - Sonne.', hide: ['untergehende'], formEn: 'The tourists are taking photos of the setting sun.', tr: { ua: 'Туристи фотографують сонце, що заходить.', de: 'Am Abend wird es dunkel, die Touristen machen Fotos vom Himmel. (untergehen, Partizip I)', ru: 'Туристы фотографируют заходящее солнце.', be: 'Турысты фатаграфуюць сонца, якое заходзіць.', tr: 'Turistler batan güneşin fotoğrafını çekiyor.', pl: 'Turyści fotografują zachodzące słońce.', es: 'Los turistas hacen fotos del sol que se pone.' }, correct: false },
    { formDe: 'Kannst - du - mir - die - gewaschenen - Socken - bringen?', hide: ['gewaschenen'], formEn: 'Can you bring me the washed socks?', tr: { ua: 'Можеш принести мені випрані шкарпетки?', de: 'Bitte: die sauberen Socken aus der Waschmaschine zu mir! (waschen, Partizip II)', ru: 'Можешь принести мне постиранные носки?', be: 'Можаш прынесці мне выпраныя шкарпэткі?', tr: 'Bana yıkanmış çorapları getirebilir misin?', pl: 'Możesz mi przynieść wyprane skarpetki?', es: '¿Puedes traerme los calcetines lavados?' }, correct: false },
    { formDe: 'Meine Oma - ist - letztes Jahr - nach Spanien - geflogen.', hide: ['geflogen'], formEn: 'My grandma flew to Spain last year.', tr: { ua: 'Моя бабуся торік літала до Іспанії.', de: 'Meine Oma war letztes Jahr mit dem Flugzeug in Spanien. (fliegen, Perfekt)', ru: 'Моя бабушка в прошлом году летала в Испанию.', be: 'Мая бабуля летась лятала ў Іспанію.', tr: 'Büyükannem geçen yıl İspanya’ya uçtu.', pl: 'Moja babcia w zeszłym roku poleciała do Hiszpanii.', es: 'Mi abuela voló a España el año pasado.' }, correct: false },
    { formDe: 'Der Lehrer - spricht - mit - den - wartenden - Eltern.', hide: ['wartenden'], formEn: 'The teacher is talking to the waiting parents.', tr: { ua: 'Учитель розмовляє з батьками, які чекають.', de: 'Die Eltern sind schon lange da, jetzt spricht der Lehrer mit ihnen. (warten, Partizip I)', ru: 'Учитель разговаривает с ожидающими родителями.', be: 'Настаўнік размаўляе з бацькамі, якія чакаюць.', tr: 'Öğretmen bekleyen velilerle konuşuyor.', pl: 'Nauczyciel rozmawia z czekającymi rodzicami.', es: 'El profesor habla con los padres que esperan.' }, correct: false },
    { formDe: 'Wir - gehen - schweigend - durch - den Wald.', hide: ['schweigend'], formEn: 'We walk through the forest in silence.', tr: { ua: 'Ми мовчки йдемо лісом.', de: 'Wir sagen kein Wort auf unserem Weg durch den Wald. (schweigen, Partizip I)', ru: 'Мы молча идём через лес.', be: 'Мы моўчкі ідзём праз лес.', tr: 'Ormanda sessizce yürüyoruz.', pl: 'Idziemy w milczeniu przez las.', es: 'Caminamos en silencio por el bosque.' }, correct: false },
    { formDe: 'Das - verlorene - Handy - lag - unter - dem Sofa.', hide: ['verlorene'], formEn: 'The lost mobile phone was under the sofa.', tr: { ua: 'Загублений мобільний телефон лежав під диваном.', de: 'Ich habe mein Handy lange gesucht, es war unter dem Sofa. (verlieren, Partizip II)', ru: 'Потерянный мобильный телефон лежал под диваном.', be: 'Згублены мабільны тэлефон ляжаў пад канапай.', tr: 'Kaybolan cep telefonu kanepenin altındaydı.', pl: 'Zgubiony telefon komórkowy leżał pod kanapą.', es: 'El móvil perdido estaba debajo del sofá.' }, correct: false },
    { formDe: 'Ihr - habt - das Geschenk - schön - eingepackt.', hide: ['eingepackt'], formEn: 'You have wrapped the present nicely.', tr: { ua: 'Ви (усі) гарно запакували подарунок.', de: 'Das Geschenk hat von euch schönes Papier und eine Schleife bekommen. (einpacken, Perfekt)', ru: 'Вы (все) красиво упаковали подарок.', be: 'Вы (усе) прыгожа запакавалі падарунак.', tr: 'Hediyeyi güzelce paketlemişsiniz.', pl: 'Ładnie zapakowaliście prezent.', es: 'Habéis envuelto el regalo muy bien.' }, correct: false },
    { formDe: 'Ich - habe - meine Freundin - in Hamburg - besucht.', hide: ['besucht'], formEn: 'I visited my friend in Hamburg.', tr: { ua: 'Я відвідав свою подругу в Гамбурзі.', de: 'Ich war bei meiner Freundin in Hamburg zu Gast. (besuchen, Perfekt)', ru: 'Я навестил свою подругу в Гамбурге.', be: 'Я наведаў сваю сяброўку ў Гамбургу.', tr: 'Hamburg’da arkadaşımı ziyaret ettim.', pl: 'Odwiedziłem moją przyjaciółkę w Hamburgu.', es: 'Visité a mi amiga en Hamburgo.' }, correct: false },
    { formDe: 'Ein - bellender - Hund - beißt - nicht.', hide: ['bellender'], formEn: 'A barking dog does not bite.', tr: { ua: 'Собака, що гавкає, не кусає.', de: 'Sprichwort: Ein lauter Hund ist nicht gefährlich. (bellen, Partizip I)', ru: 'Лающая собака не кусает.', be: 'Сабака, які брэша, не кусае.', tr: 'Havlayan köpek ısırmaz.', pl: 'Pies, który szczeka, nie gryzie.', es: 'Perro ladrador, poco mordedor.' }, correct: false },
    { formDe: 'Sie - wirft - die - gelesene - Zeitung - ins Altpapier.', hide: ['gelesene'], formEn: 'She throws the newspaper she has read into the paper recycling.', tr: { ua: 'Вона викидає прочитану газету в макулатуру.', de: 'Sie ist mit der Zeitung fertig und bringt sie zum Papiermüll. (lesen, Partizip II)', ru: 'Она выбрасывает прочитанную газету в макулатуру.', be: 'Яна выкідае прачытаную газету ў макулатуру.', tr: 'Okuduğu gazeteyi atık kâğıt kutusuna atıyor.', pl: 'Wyrzuca przeczytaną gazetę do makulatury.', es: 'Tira el periódico leído al contenedor de papel.' }, correct: false },
    { formDe: 'Das Kind - schaut - neugierig - auf - die - blühenden - Blumen.', hide: ['blühenden'], formEn: 'The child looks curiously at the blooming flowers.', tr: { ua: 'Дитина з цікавістю дивиться на квіти, що цвітуть.', de: 'Im Garten sind viele bunte Blumen, das Kind schaut sie interessiert an. (blühen, Partizip I)', ru: 'Ребёнок с любопытством смотрит на цветущие цветы.', be: 'Дзіця з цікавасцю глядзіць на кветкі, якія квітнеюць.', tr: 'Çocuk açan çiçeklere merakla bakıyor.', pl: 'Dziecko z ciekawością patrzy na kwitnące kwiaty.', es: 'El niño mira con curiosidad las flores abiertas.' }, correct: false },
    { formDe: 'Der Junge - kommt - pfeifend - nach Hause.', hide: ['pfeifend'], formEn: 'The boy comes home whistling.', tr: { ua: 'Хлопчик, насвистуючи, повертається додому.', de: 'Der Junge ist auf dem Heimweg und macht dabei Musik mit dem Mund. (pfeifen, Partizip I)', ru: 'Мальчик возвращается домой, насвистывая.', be: 'Хлопчык вяртаецца дадому, насвістваючы.', tr: 'Çocuk ıslık çalarak eve geliyor.', pl: 'Chłopiec wraca do domu, pogwizdując.', es: 'El chico llega a casa silbando.' }, correct: false },
    { formDe: 'Zum Mittagessen - gibt es - gebratenen - Fisch - mit Kartoffeln.', hide: ['gebratenen'], formEn: 'For lunch there is fried fish with potatoes.', tr: { ua: 'На обід смажена риба з картоплею.', de: 'Heute Mittag: Fisch aus der Pfanne, dazu Kartoffeln. (braten, Partizip II)', ru: 'На обед жареная рыба с картошкой.', be: 'На абед смажаная рыба з бульбай.', tr: 'Öğle yemeğinde patatesli kızarmış balık var.', pl: 'Na obiad jest smażona ryba z ziemniakami.', es: 'Para comer hay pescado frito con patatas.' }, correct: false },
    { formDe: 'Die Straße - ist - seit Montag - gesperrt.', hide: ['gesperrt'], formEn: 'The road has been closed since Monday.', tr: { ua: 'Дорогу перекрито з понеділка.', de: 'Seit Montag kann man auf dieser Straße nicht fahren. (sperren, Partizip II)', ru: 'Дорога перекрыта с понедельника.', be: 'Дарога перакрыта з панядзелка.', tr: 'Yol pazartesiden beri kapalı.', pl: 'Droga jest zamknięta od poniedziałku.', es: 'La carretera está cortada desde el lunes.' }, correct: false },
    { formDe: 'Bist - du - gestern - mit dem Fahrrad - gefahren?', hide: ['gefahren'], formEn: 'Did you go by bike yesterday?', tr: { ua: 'Ти вчора їздив на велосипеді?', de: 'Frage an einen Freund: gestern mit dem Rad unterwegs? (fahren, Perfekt)', ru: 'Ты вчера ездил на велосипеде?', be: 'Ты ўчора ездзіў на ровары?', tr: 'Dün bisikletle mi gittin?', pl: 'Jechałeś wczoraj rowerem?', es: '¿Fuiste ayer en bici?' }, correct: false },
  ],
};

export default lesson;
