import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'futur-ii',
  order: 10,
  title: { en: 'Futur II', ua: 'Futur II — майбутній доконаний час', de: 'Futur II', ru: 'Futur II — будущее совершённое время', be: 'Futur II — будучы закончаны час', tr: 'Futur II (gelecekte bitmiş zaman)', pl: 'Futur II (czas przyszły dokonany)', es: 'Futur II (futuro perfecto)' },
  descr: { en: 'Say what will be finished by a point in the future, and guess what has probably happened.', ua: 'Розповідайте, що буде завершено до певного моменту в майбутньому, і робіть припущення про те, що, ймовірно, сталося.', de: 'Sagen, was bis zu einem Zeitpunkt in der Zukunft fertig ist, und vermuten, was wahrscheinlich passiert ist.', ru: 'Говорите о том, что будет завершено к определённому моменту в будущем, и предполагайте, что, вероятно, произошло.', be: 'Кажыце, што будзе завершана да пэўнага моманту ў будучыні, і выказвайце здагадкі пра тое, што, магчыма, здарылася.', tr: 'Gelecekte belirli bir zamana kadar neyin bitmiş olacağını söyleyin ve muhtemelen ne olduğunu tahmin edin.', pl: 'Mów, co będzie zakończone do pewnego momentu w przyszłości, i zgaduj, co prawdopodobnie się wydarzyło.', es: 'Di qué estará terminado en un momento del futuro y supón lo que probablemente ha pasado.' },
  rules: [
    {
      heading: 'What Futur II is used for',
      paragraphs: [
        'Futur II (the future perfect) has two uses. First, it says that an action will be finished by a certain point in the future: "by tomorrow I will have done it".',
        'Second, and very often in everyday German, it expresses an assumption about the past: you think something has happened, but you are not sure. English uses "must have" or "probably" here.',
      ],
      examples: [
        { de: 'Bis morgen werde ich den Bericht geschrieben haben.', tr: 'By tomorrow I will have written the report.' },
        { de: 'Er wird den Zug verpasst haben.', tr: 'He must have missed the train.' },
      ],
    },
    {
      heading: 'How Futur II is formed',
      paragraphs: [
        'Futur II = werden (conjugated, in position 2) + Partizip II + haben or sein (infinitive). The Partizip II and haben/sein stand together at the end of the clause.',
        'Only werden changes with the person. The Partizip II and the infinitive haben/sein never change.',
      ],
      examples: [
        { de: 'Ich werde die Arbeit beendet haben.', tr: 'I will have finished the work.' },
        { de: 'Du wirst die Prüfung bestanden haben.', tr: 'You will have passed the exam.' },
        { de: 'Wir werden in Berlin angekommen sein.', tr: 'We will have arrived in Berlin.' },
      ],
      table: {
        caption: 'werden in the present tense',
        head: ['Person', 'werden', 'Example'],
        rows: [
          ['ich', 'werde', 'Ich werde das Buch gelesen haben.'],
          ['du', 'wirst', 'Du wirst das Buch gelesen haben.'],
          ['er/sie/es', 'wird', 'Sie wird das Buch gelesen haben.'],
          ['wir', 'werden', 'Wir werden das Buch gelesen haben.'],
          ['ihr', 'werdet', 'Ihr werdet das Buch gelesen haben.'],
          ['sie/Sie', 'werden', 'Sie werden das Buch gelesen haben.'],
        ],
      },
    },
    {
      heading: 'haben or sein?',
      paragraphs: [
        'Choose haben or sein exactly as in the Perfekt. Most verbs take haben. Verbs of movement from one place to another (fahren, fliegen, gehen, kommen) and of a change of state (einschlafen, aufwachen, sterben), plus sein, bleiben and passieren, take sein.',
        'An easy check: form the Perfekt first (Er ist gefahren), then replace ist with wird … sein (Er wird gefahren sein).',
      ],
      table: {
        caption: 'From Perfekt to Futur II',
        head: ['Perfekt', 'Futur II'],
        rows: [
          ['Er hat den Brief geschrieben.', 'Er wird den Brief geschrieben haben.'],
          ['Wir haben die Wohnung geputzt.', 'Wir werden die Wohnung geputzt haben.'],
          ['Sie ist nach Hause gefahren.', 'Sie wird nach Hause gefahren sein.'],
          ['Die Kinder sind eingeschlafen.', 'Die Kinder werden eingeschlafen sein.'],
          ['Ich bin krank gewesen.', 'Ich werde krank gewesen sein.'],
        ],
      },
    },
    {
      heading: 'Use 1: actions completed by a point in the future',
      paragraphs: [
        'To say that something will be finished before a future moment, Futur II often comes with a time expression: bis morgen, bis nächste Woche, bis Freitag, bis Ende des Monats, bis dahin, in zwei Stunden, morgen um diese Zeit.',
        'Such a time expression often stands in position 1; then the subject follows the verb (inversion). In everyday speech Germans often use the Perfekt instead: Bis morgen habe ich den Bericht geschrieben. Both are correct.',
      ],
      examples: [
        { de: 'Bis nächste Woche werde ich die Wohnung gefunden haben.', tr: 'By next week I will have found the flat.' },
        { de: 'Bis Ende des Monats wird sie ihren Kurs abgeschlossen haben.', tr: 'By the end of the month she will have completed her course.' },
        { de: 'In zwei Stunden werden wir in München angekommen sein.', tr: 'In two hours we will have arrived in Munich.' },
      ],
    },
    {
      heading: 'Use 2: assumptions about the past',
      paragraphs: [
        'Futur II is also used to guess what has (probably) happened. The action is in the past, but the guess is made now. Words like wohl, sicher, bestimmt, schon or wahrscheinlich make the assumption clearer.',
        'Compare: Er hat den Zug verpasst (a fact) and Er wird den Zug verpasst haben (a guess: he must have missed it).',
      ],
      examples: [
        { de: 'Er wird den Zug verpasst haben.', tr: 'He must have missed the train.' },
        { de: 'Sie wird wohl im Stau gestanden haben.', tr: 'She was probably stuck in a traffic jam.' },
        { de: 'Die Kinder werden schon eingeschlafen sein.', tr: 'The children will have fallen asleep by now.' },
        { de: 'Das wird bestimmt ein Fehler gewesen sein.', tr: 'That must have been a mistake.' },
      ],
    },
    {
      heading: 'Futur II in subordinate clauses',
      paragraphs: [
        'In a subordinate clause (after dass, weil, wenn …) the conjugated werden moves to the very end, after the Partizip II and haben/sein.',
      ],
      examples: [
        { de: 'Ich hoffe, dass ich die Arbeit bis Freitag beendet haben werde.', tr: 'I hope that I will have finished the work by Friday.' },
        { de: 'Ich glaube, dass er schon nach Hause gegangen sein wird.', tr: 'I think that he will have gone home already.' },
      ],
      table: {
        caption: 'Word order with Futur II',
        head: ['Clause', 'Example'],
        rows: [
          ['main clause', 'Er wird das Buch gelesen haben.'],
          ['subordinate clause', '…, dass er das Buch gelesen haben wird.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Bis morgen - werde - ich - den Bericht - geschrieben - haben.', hide: ['werde', 'geschrieben', 'haben'], formEn: 'By tomorrow I will have written the report.', tr: { ua: 'До завтра я напишу звіт.', de: 'Morgen ist mein Bericht fertig. (schreiben, Futur II)', ru: 'К завтрашнему дню я напишу отчёт.', be: 'Да заўтра я напішу справаздачу.', tr: 'Yarına kadar raporu yazmış olacağım.', pl: 'Do jutra napiszę raport.', es: 'Para mañana habré escrito el informe.' }, correct: false },
    { formDe: 'Bis nächste Woche - wird - er - das Buch - gelesen - haben.', hide: ['wird', 'gelesen', 'haben'], formEn: 'By next week he will have read the book.', tr: { ua: 'До наступного тижня він прочитає книжку.', de: 'Nächste Woche ist er mit dem Buch fertig. (lesen, Futur II)', ru: 'К следующей неделе он прочитает книгу.', be: 'Да наступнага тыдня ён прачытае кнігу.', tr: 'Gelecek haftaya kadar kitabı okumuş olacak.', pl: 'Do przyszłego tygodnia przeczyta książkę.', es: 'Para la semana que viene habrá leído el libro.' }, correct: false },
    { formDe: 'Bis zum Abend - werden - wir - das ganze Haus - geputzt - haben.', hide: ['werden', 'geputzt', 'haben'], formEn: 'By the evening we will have cleaned the whole house.', tr: { ua: 'До вечора ми приберемо весь будинок.', de: 'Am Abend ist unser Haus überall sauber. (putzen, Futur II)', ru: 'К вечеру мы уберём весь дом.', be: 'Да вечара мы прыбяром увесь дом.', tr: 'Akşama kadar bütün evi temizlemiş olacağız.', pl: 'Do wieczora posprzątamy cały dom.', es: 'Para la noche habremos limpiado toda la casa.' }, correct: false },
    { formDe: 'Um acht Uhr - wird - der Film - schon - begonnen - haben.', hide: ['wird', 'begonnen', 'haben'], formEn: 'By eight o\u2019clock the film will already have started.', tr: { ua: 'О восьмій фільм уже почнеться.', de: 'Um acht Uhr läuft der Film schon. (beginnen, Futur II)', ru: 'В восемь часов фильм уже начнётся.', be: 'А восьмай фільм ужо пачнецца.', tr: 'Saat sekizde film çoktan başlamış olacak.', pl: 'O ósmej film już się zacznie.', es: 'A las ocho la película ya habrá empezado.' }, correct: false },
    { formDe: 'In zwei Stunden - werden - die Gäste - angekommen - sein.', hide: ['werden', 'angekommen', 'sein'], formEn: 'In two hours the guests will have arrived.', tr: { ua: 'За дві години гості вже приїдуть.', de: 'In zwei Stunden sind die Gäste da. (ankommen, Futur II)', ru: 'Через два часа гости уже приедут.', be: 'Праз дзве гадзіны госці ўжо прыедуць.', tr: 'İki saat içinde misafirler gelmiş olacak.', pl: 'Za dwie godziny goście już przyjadą.', es: 'Dentro de dos horas habrán llegado los invitados.' }, correct: false },
    { formDe: 'Bis Freitag - wirst - du - die Prüfung - bestanden - haben.', hide: ['wirst', 'bestanden', 'haben'], formEn: 'By Friday you will have passed the exam.', tr: { ua: 'До п’ятниці ти складеш іспит.', de: 'Am Freitag ist deine Prüfung vorbei – mit Erfolg! (bestehen, Futur II)', ru: 'К пятнице ты сдашь экзамен.', be: 'Да пятніцы ты здасі экзамен.', tr: 'Cumaya kadar sınavı geçmiş olacaksın.', pl: 'Do piątku zdasz egzamin.', es: 'Para el viernes habrás aprobado el examen.' }, correct: false },
    { formDe: 'Bis Ende des Monats - werden - wir - in die neue Wohnung - umgezogen - sein.', hide: ['werden', 'umgezogen', 'sein'], formEn: 'By the end of the month we will have moved into the new flat.', tr: { ua: 'До кінця місяця ми переїдемо в нову квартиру.', de: 'Ende des Monats wohnen wir schon in der neuen Wohnung. (umziehen, Futur II)', ru: 'К концу месяца мы переедем в новую квартиру.', be: 'Да канца месяца мы пераедзем у новую кватэру.', tr: 'Ay sonuna kadar yeni daireye taşınmış olacağız.', pl: 'Do końca miesiąca przeprowadzimy się do nowego mieszkania.', es: 'Para finales de mes nos habremos mudado al piso nuevo.' }, correct: false },
    { formDe: 'Morgen um diese Zeit - werde - ich - in Rom - gelandet - sein.', hide: ['werde', 'gelandet', 'sein'], formEn: 'This time tomorrow I will have landed in Rome.', tr: { ua: 'Завтра в цей час я вже приземлюся в Римі.', de: 'Morgen um diese Zeit ist mein Flugzeug schon in Rom. (landen, Futur II)', ru: 'Завтра в это время я уже приземлюсь в Риме.', be: 'Заўтра ў гэты час я ўжо прызямлюся ў Рыме.', tr: 'Yarın bu saatlerde Roma’ya inmiş olacağım.', pl: 'Jutro o tej porze wyląduję już w Rzymie.', es: 'Mañana a esta hora ya habré aterrizado en Roma.' }, correct: false },
    { formDe: 'Bis nächsten Sommer - werde - ich - zehn Kilo - abgenommen - haben.', hide: ['werde', 'abgenommen', 'haben'], formEn: 'By next summer I will have lost ten kilos.', tr: { ua: 'До наступного літа я схудну на десять кілограмів.', de: 'Nächsten Sommer wiege ich zehn Kilo weniger. (abnehmen, Futur II)', ru: 'К следующему лету я похудею на десять килограммов.', be: 'Да наступнага лета я пахудзею на дзесяць кілаграмаў.', tr: 'Gelecek yaza kadar on kilo vermiş olacağım.', pl: 'Do przyszłego lata schudnę dziesięć kilo.', es: 'Para el verano que viene habré perdido diez kilos.' }, correct: false },
    { formDe: 'Bis zum Wochenende - wird - meine Mutter - den Kuchen - gebacken - haben.', hide: ['wird', 'gebacken', 'haben'], formEn: 'By the weekend my mother will have baked the cake.', tr: { ua: 'До вихідних моя мама спече пиріг.', de: 'Am Wochenende steht der Kuchen von meiner Mutter fertig auf dem Tisch. (backen, Futur II)', ru: 'К выходным моя мама испечёт пирог.', be: 'Да выхадных мая мама спячэ пірог.', tr: 'Hafta sonuna kadar annem pastayı pişirmiş olacak.', pl: 'Do weekendu moja mama upiecze ciasto.', es: 'Para el fin de semana mi madre habrá hecho el pastel.' }, correct: false },
    { formDe: 'Ihr - werdet - bis Mittag - alle Aufgaben - erledigt - haben.', hide: ['werdet', 'erledigt', 'haben'], formEn: 'You will have done all the tasks by noon.', tr: { ua: 'До обіду ви виконаєте всі завдання.', de: 'Am Mittag ist eure Arbeit komplett fertig. (erledigen, Futur II, ihr)', ru: 'К обеду вы выполните все задания.', be: 'Да абеду вы выканаеце ўсе заданні.', tr: 'Öğlene kadar bütün görevleri bitirmiş olacaksınız.', pl: 'Do południa załatwicie wszystkie zadania.', es: 'Para el mediodía habréis hecho todas las tareas.' }, correct: false },
    { formDe: 'Bis Montag - werden - die Handwerker - die Küche - renoviert - haben.', hide: ['werden', 'renoviert', 'haben'], formEn: 'By Monday the workmen will have renovated the kitchen.', tr: { ua: 'До понеділка майстри відремонтують кухню.', de: 'Am Montag ist die Küche wieder wie neu. (die Handwerker, renovieren, Futur II)', ru: 'К понедельнику рабочие отремонтируют кухню.', be: 'Да панядзелка майстры адрамантуюць кухню.', tr: 'Pazartesiye kadar ustalar mutfağı yenilemiş olacak.', pl: 'Do poniedziałku fachowcy wyremontują kuchnię.', es: 'Para el lunes los obreros habrán reformado la cocina.' }, correct: false },
    { formDe: 'Bis heute Abend - wird - der Schnee - geschmolzen - sein.', hide: ['wird', 'geschmolzen', 'sein'], formEn: 'By this evening the snow will have melted.', tr: { ua: 'До вечора сніг розтане.', de: 'Heute Abend liegt kein Schnee mehr, nur noch Wasser. (schmelzen, Futur II)', ru: 'К вечеру снег растает.', be: 'Да вечара снег растане.', tr: 'Bu akşama kadar kar erimiş olacak.', pl: 'Do wieczora śnieg stopnieje.', es: 'Para esta noche la nieve se habrá derretido.' }, correct: false },
    { formDe: 'Bis zum Sommer - wirst - du - genug Geld - gespart - haben.', hide: ['wirst', 'gespart', 'haben'], formEn: 'By the summer you will have saved enough money.', tr: { ua: 'До літа ти назбираєш достатньо грошей.', de: 'Im Sommer ist genug Geld auf deinem Konto. (sparen, Futur II)', ru: 'К лету ты накопишь достаточно денег.', be: 'Да лета ты назбіраеш дастаткова грошай.', tr: 'Yaza kadar yeterince para biriktirmiş olacaksın.', pl: 'Do lata zaoszczędzisz wystarczająco dużo pieniędzy.', es: 'Para el verano habrás ahorrado suficiente dinero.' }, correct: false },
    { formDe: 'Bis zehn Uhr - werden - wir - das Ziel - erreicht - haben.', hide: ['werden', 'erreicht', 'haben'], formEn: 'By ten o\u2019clock we will have reached our destination.', tr: { ua: 'До десятої ми доберемося до місця призначення.', de: 'Um zehn Uhr sind wir am Ziel. (erreichen, Futur II)', ru: 'К десяти часам мы доберёмся до места назначения.', be: 'Да дзесятай мы дабяромся да месца прызначэння.', tr: 'Saat ona kadar varış noktamıza ulaşmış olacağız.', pl: 'Do dziesiątej dotrzemy do celu.', es: 'Para las diez habremos llegado a nuestro destino.' }, correct: false },
    { formDe: 'Bis dahin - werde - ich - meinen Führerschein - gemacht - haben.', hide: ['werde', 'gemacht', 'haben'], formEn: 'By then I will have got my driving licence.', tr: { ua: 'До того часу я отримаю водійські права.', de: 'Dann darf ich schon Auto fahren, die Prüfung ist vorbei. (den Führerschein machen, Futur II)', ru: 'К тому времени я получу водительские права.', be: 'Да таго часу я атрымаю вадзіцельскія правы.', tr: 'O zamana kadar ehliyetimi almış olacağım.', pl: 'Do tego czasu zrobię prawo jazdy.', es: 'Para entonces me habré sacado el carné de conducir.' }, correct: false },
    { formDe: 'In einer Woche - werden - wir - unser Projekt - beendet - haben.', hide: ['werden', 'beendet', 'haben'], formEn: 'In a week we will have finished our project.', tr: { ua: 'За тиждень ми завершимо наш проєкт.', de: 'In sieben Tagen ist unser Projekt fertig. (beenden, Futur II)', ru: 'Через неделю мы закончим наш проект.', be: 'Праз тыдзень мы завершым наш праект.', tr: 'Bir hafta içinde projemizi bitirmiş olacağız.', pl: 'Za tydzień skończymy nasz projekt.', es: 'Dentro de una semana habremos terminado nuestro proyecto.' }, correct: false },
    { formDe: 'Bis zum Herbst - wird - mein Bruder - sein Studium - abgeschlossen - haben.', hide: ['wird', 'abgeschlossen', 'haben'], formEn: 'By the autumn my brother will have finished his degree.', tr: { ua: 'До осені мій брат закінчить навчання в університеті.', de: 'Im Herbst hat mein Bruder seinen Abschluss an der Uni. (abschließen, Futur II)', ru: 'К осени мой брат окончит университет.', be: 'Да восені мой брат скончыць універсітэт.', tr: 'Sonbahara kadar erkek kardeşim üniversiteyi bitirmiş olacak.', pl: 'Do jesieni mój brat skończy studia.', es: 'Para el otoño mi hermano habrá terminado la carrera.' }, correct: false },
    { formDe: 'Bis morgen früh - wird - der Regen - aufgehört - haben.', hide: ['wird', 'aufgehört', 'haben'], formEn: 'By tomorrow morning the rain will have stopped.', tr: { ua: 'До завтрашнього ранку дощ припиниться.', de: 'Morgen früh ist es wieder trocken. (der Regen, aufhören, Futur II)', ru: 'К завтрашнему утру дождь прекратится.', be: 'Да заўтрашняй раніцы дождж скончыцца.', tr: 'Yarın sabaha kadar yağmur dinmiş olacak.', pl: 'Do jutra rana deszcz przestanie padać.', es: 'Para mañana por la mañana habrá dejado de llover.' }, correct: false },
    { formDe: 'Bis Mitternacht - werden - alle Gäste - gegangen - sein.', hide: ['werden', 'gegangen', 'sein'], formEn: 'By midnight all the guests will have left.', tr: { ua: 'До півночі всі гості підуть.', de: 'Um Mitternacht ist kein Gast mehr da. (gehen, Futur II)', ru: 'К полуночи все гости уйдут.', be: 'Да поўначы ўсе госці пойдуць.', tr: 'Gece yarısına kadar bütün misafirler gitmiş olacak.', pl: 'Do północy wszyscy goście wyjdą.', es: 'Para medianoche todos los invitados se habrán ido.' }, correct: false },
    { formDe: 'Bis nächstes Jahr - werdet - ihr - viel Deutsch - gelernt - haben.', hide: ['werdet', 'gelernt', 'haben'], formEn: 'By next year you will have learned a lot of German.', tr: { ua: 'До наступного року ви вивчите багато німецької.', de: 'Nächstes Jahr könnt ihr schon viel Deutsch. (lernen, Futur II, ihr)', ru: 'К следующему году вы выучите много немецкого.', be: 'Да наступнага года вы вывучыце шмат нямецкай.', tr: 'Gelecek yıla kadar çok Almanca öğrenmiş olacaksınız.', pl: 'Do przyszłego roku nauczycie się dużo niemieckiego.', es: 'Para el año que viene habréis aprendido mucho alemán.' }, correct: false },
    { formDe: 'Ich hoffe, - dass - ich - bis Juni - eine Stelle - gefunden - haben - werde.', hide: ['gefunden', 'haben', 'werde'], formEn: 'I hope that I will have found a job by June.', tr: { ua: 'Сподіваюся, що до червня я знайду роботу.', de: 'Mein Wunsch: Im Juni habe ich schon eine Arbeit. (hoffen, finden, Futur II)', ru: 'Надеюсь, что к июню я найду работу.', be: 'Спадзяюся, што да чэрвеня я знайду працу.', tr: 'Umarım haziran ayına kadar bir iş bulmuş olurum.', pl: 'Mam nadzieję, że do czerwca znajdę pracę.', es: 'Espero haber encontrado trabajo para junio.' }, correct: false },
    { formDe: 'Er - wird - den Zug - verpasst - haben.', hide: ['wird', 'verpasst', 'haben'], formEn: 'He must have missed the train.', tr: { ua: 'Мабуть, він спізнився на потяг.', de: 'Vermutung: Er war zu spät am Bahnhof, der Zug war schon weg. (verpassen)', ru: 'Наверное, он опоздал на поезд.', be: 'Пэўна, ён спазніўся на цягнік.', tr: 'Treni kaçırmış olmalı.', pl: 'Musiał spóźnić się na pociąg.', es: 'Habrá perdido el tren.' }, correct: false },
    { formDe: 'Sie - wird - wohl - krank - gewesen - sein.', hide: ['wird', 'gewesen', 'sein'], formEn: 'She was probably ill.', tr: { ua: 'Вона, мабуть, хворіла.', de: 'Vermutung: Sie war nicht gesund. (krank sein, Futur II)', ru: 'Она, наверное, болела.', be: 'Яна, напэўна, хварэла.', tr: 'Muhtemelen hastaydı.', pl: 'Pewnie była chora.', es: 'Habrá estado enferma.' }, correct: false },
    { formDe: 'Der Nachbar - wird - wohl - seinen Schlüssel - vergessen - haben.', hide: ['wird', 'vergessen', 'haben'], formEn: 'The neighbour has probably forgotten his key.', tr: { ua: 'Сусід, мабуть, забув свій ключ.', de: 'Vermutung: Der Nachbar steht vor der Tür und hat keinen Schlüssel dabei. (vergessen)', ru: 'Сосед, наверное, забыл свой ключ.', be: 'Сусед, напэўна, забыў свой ключ.', tr: 'Komşu muhtemelen anahtarını unutmuştur.', pl: 'Sąsiad pewnie zapomniał klucza.', es: 'El vecino se habrá olvidado la llave.' }, correct: false },
    { formDe: 'Das Baby - wird - schon - eingeschlafen - sein.', hide: ['wird', 'eingeschlafen', 'sein'], formEn: 'The baby will have fallen asleep by now.', tr: { ua: 'Дитина, мабуть, уже заснула.', de: 'Vermutung: Das Baby ist jetzt ganz still und hat die Augen zu. (einschlafen)', ru: 'Малыш, наверное, уже уснул.', be: 'Дзіця, напэўна, ужо заснула.', tr: 'Bebek şimdiye kadar uyumuştur.', pl: 'Dziecko pewnie już zasnęło.', es: 'El bebé ya se habrá dormido.' }, correct: false },
    { formDe: 'Paul - wird - sich - wohl - verlaufen - haben.', hide: ['wird', 'verlaufen', 'haben'], formEn: 'Paul has probably got lost.', tr: { ua: 'Пауль, мабуть, заблукав.', de: 'Vermutung: Paul findet den Weg nicht mehr. (sich verlaufen)', ru: 'Пауль, наверное, заблудился.', be: 'Пауль, напэўна, заблудзіўся.', tr: 'Paul muhtemelen yolunu kaybetti.', pl: 'Paul pewnie się zgubił.', es: 'Paul se habrá perdido.' }, correct: false },
    { formDe: 'Er - wird - gestern - lange - gearbeitet - haben.', hide: ['wird', 'gearbeitet', 'haben'], formEn: 'He probably worked late yesterday.', tr: { ua: 'Він, мабуть, учора довго працював.', de: 'Vermutung: Gestern war er bis spät im Büro. (arbeiten, Futur II)', ru: 'Он, наверное, вчера долго работал.', be: 'Ён, напэўна, учора доўга працаваў.', tr: 'Dün muhtemelen geç saate kadar çalıştı.', pl: 'Pewnie wczoraj długo pracował.', es: 'Ayer habrá trabajado hasta tarde.' }, correct: false },
    { formDe: 'Das Paket - wird - schon - angekommen - sein.', hide: ['wird', 'angekommen', 'sein'], formEn: 'The parcel will have arrived by now.', tr: { ua: 'Посилка, мабуть, уже прийшла.', de: 'Vermutung: Das Paket ist jetzt schon bei dir. (ankommen)', ru: 'Посылка, наверное, уже пришла.', be: 'Пасылка, напэўна, ужо прыйшла.', tr: 'Paket şimdiye kadar gelmiştir.', pl: 'Paczka pewnie już doszła.', es: 'El paquete ya habrá llegado.' }, correct: false },
    { formDe: 'Sie - werden - den Weg - sicher - gefunden - haben.', hide: ['werden', 'gefunden', 'haben'], formEn: 'They will surely have found the way.', tr: { ua: 'Вони напевно знайшли дорогу.', de: 'Ich bin sicher: Sie kennen jetzt den Weg. (finden, Futur II)', ru: 'Они наверняка нашли дорогу.', be: 'Яны напэўна знайшлі дарогу.', tr: 'Yolu kesin bulmuşlardır.', pl: 'Na pewno znaleźli drogę.', es: 'Seguro que habrán encontrado el camino.' }, correct: false },
    { formDe: 'Anna - wird - wohl - zu lange - geschlafen - haben.', hide: ['wird', 'geschlafen', 'haben'], formEn: 'Anna probably overslept.', tr: { ua: 'Анна, мабуть, проспала.', de: 'Vermutung: Annas Wecker hat nicht geklingelt. (schlafen, Futur II)', ru: 'Анна, наверное, проспала.', be: 'Анна, напэўна, праспала.', tr: 'Anna muhtemelen uyuyakaldı.', pl: 'Anna pewnie zaspała.', es: 'Anna se habrá quedado dormida.' }, correct: false },
    { formDe: 'Der Zug - wird - inzwischen - abgefahren - sein.', hide: ['wird', 'abgefahren', 'sein'], formEn: 'The train will have left by now.', tr: { ua: 'Потяг, мабуть, уже поїхав.', de: 'Vermutung: Der Zug ist jetzt nicht mehr am Bahnhof. (abfahren)', ru: 'Поезд, наверное, уже ушёл.', be: 'Цягнік, напэўна, ужо паехаў.', tr: 'Tren şimdiye kadar kalkmıştır.', pl: 'Pociąg pewnie już odjechał.', es: 'El tren ya habrá salido.' }, correct: false },
    { formDe: 'Du - wirst - dein Handy - im Taxi - verloren - haben.', hide: ['wirst', 'verloren', 'haben'], formEn: 'You must have lost your mobile phone in the taxi.', tr: { ua: 'Ти, мабуть, загубив телефон у таксі.', de: 'Vermutung: Dein Handy liegt noch im Taxi. (verlieren)', ru: 'Ты, наверное, потерял телефон в такси.', be: 'Ты, напэўна, згубіў тэлефон у таксі.', tr: 'Cep telefonunu takside kaybetmiş olmalısın.', pl: 'Musiałeś zgubić telefon w taksówce.', es: 'Habrás perdido el móvil en el taxi.' }, correct: false },
    { formDe: 'Die Katze - wird - die Milch - getrunken - haben.', hide: ['wird', 'getrunken', 'haben'], formEn: 'The cat must have drunk the milk.', tr: { ua: 'Молоко, мабуть, випила кішка.', de: 'Vermutung: Die Schale ist leer, und die Katze sieht sehr zufrieden aus. (trinken)', ru: 'Молоко, наверное, выпила кошка.', be: 'Малако, напэўна, выпіла кошка.', tr: 'Sütü kedi içmiş olmalı.', pl: 'Mleko musiał wypić kot.', es: 'Se habrá bebido la leche el gato.' }, correct: false },
    { formDe: 'Er - wird - meine Nachricht - noch nicht - gelesen - haben.', hide: ['wird', 'gelesen', 'haben'], formEn: 'He probably has not read my message yet.', tr: { ua: 'Він, мабуть, ще не прочитав моє повідомлення.', de: 'Vermutung: Er hat nicht geantwortet, die Nachricht ist noch ungelesen. (lesen)', ru: 'Он, наверное, ещё не прочитал моё сообщение.', be: 'Ён, напэўна, яшчэ не прачытаў маё паведамленне.', tr: 'Muhtemelen mesajımı henüz okumadı.', pl: 'Pewnie jeszcze nie przeczytał mojej wiadomości.', es: 'Todavía no habrá leído mi mensaje.' }, correct: false },
    { formDe: 'Wahrscheinlich - wird - sie - mit dem Taxi - gefahren - sein.', hide: ['wird', 'gefahren', 'sein'], formEn: 'She probably went by taxi.', tr: { ua: 'Вона, мабуть, поїхала на таксі.', de: 'Vermutung: Sie hat ein Taxi genommen. (fahren, Futur II)', ru: 'Она, наверное, поехала на такси.', be: 'Яна, напэўна, паехала на таксі.', tr: 'Muhtemelen taksiyle gitti.', pl: 'Pewnie pojechała taksówką.', es: 'Probablemente habrá ido en taxi.' }, correct: false },
  ],
};

export default lesson;
