import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'complex-complements',
  order: 2,
  title: { en: 'Complex Complements in Dative and Accusative', ua: 'Складні додатки в давальному та знахідному відмінках', de: 'Komplexe Ergänzungen im Dativ und Akkusativ', ru: 'Сложные дополнения в дательном и винительном падежах', be: 'Складаныя дапаўненні ў давальным і вінавальным склонах', tr: 'Dativ ve Akkusativ ile karmaşık tümleçler', pl: 'Złożone dopełnienia w celowniku i bierniku', es: 'Complementos complejos en dativo y acusativo' },
  descr: { en: 'Use verbs with two objects and put the dative and accusative in the right order.', ua: 'Вживайте дієслова з двома додатками й ставте давальний і знахідний відмінки в правильному порядку.', de: 'Verben mit zwei Objekten benutzen und Dativ und Akkusativ in die richtige Reihenfolge bringen.', ru: 'Употребляйте глаголы с двумя дополнениями и ставьте дательный и винительный падежи в правильном порядке.', be: 'Ужывайце дзеясловы з двума дапаўненнямі і стаўце давальны і вінавальны склоны ў правільным парадку.', tr: 'İki nesneli fiilleri kullanın, Dativ ve Akkusativ’i doğru sıraya koyun.', pl: 'Używaj czasowników z dwoma dopełnieniami i ustawiaj celownik i biernik we właściwej kolejności.', es: 'Usa verbos con dos complementos y pon el dativo y el acusativo en el orden correcto.' },
  rules: [
    {
      heading: 'Verbs with two objects',
      paragraphs: [
        'Some verbs need two objects: a person who receives something (dative) and the thing that is given, shown or explained (accusative). Ask wem? (to whom?) for the dative and was? (what?) for the accusative.',
        'Typical verbs: geben (to give), schenken (to give as a present), zeigen (to show), erklären (to explain), empfehlen (to recommend), leihen (to lend), schicken (to send), bringen (to bring), kaufen (to buy), erzählen (to tell), schreiben (to write), anbieten (to offer), wünschen (to wish), sagen (to say).',
      ],
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', tr: 'I give the child an apple.' },
        { de: 'Wir schenken unserer Lehrerin ein Buch.', tr: 'We give our teacher a book as a present.' },
        { de: 'Der Arzt erklärt dem Patienten die Therapie.', tr: 'The doctor explains the treatment to the patient.' },
      ],
    },
    {
      heading: 'Articles in the dative and accusative',
      paragraphs: [
        'Only the masculine changes between nominative and accusative (der → den, ein → einen). In the dative every gender changes: dem, der, dem, and den + -n on the noun in the plural (den Kindern).',
        'Possessives (mein, dein, sein, ihr, unser …) take the same endings as ein: meinem Vater, meiner Mutter, meinen Eltern.',
      ],
      examples: [
        { de: 'Sie zeigt dem Mann den Weg.', tr: 'She shows the man the way.' },
        { de: 'Er leiht seiner Schwester sein Auto.', tr: 'He lends his sister his car.' },
        { de: 'Die Lehrerin gibt den Kindern die Hefte.', tr: 'The teacher gives the children the exercise books.' },
      ],
      table: {
        caption: 'Definite and indefinite articles',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Accusative', 'den / einen', 'die / eine', 'das / ein', 'die / –'],
          ['Dative', 'dem / einem', 'der / einer', 'dem / einem', 'den (+ n) / –'],
        ],
      },
    },
    {
      heading: 'Personal pronouns in both cases',
      paragraphs: [
        'When the person or the thing is already known, replace it with a pronoun. A thing takes the pronoun of its gender: der Schlüssel → ihn, die Tasche → sie, das Buch → es, die Fotos → sie.',
        'Watch the forms that look alike: ihn (him, accusative) and ihm (him, dative); sie (her, accusative) and ihr (her, dative); uns and euch are the same in both cases.',
      ],
      examples: [
        { de: 'Ich zeige Ihnen gern den Weg.', tr: 'I will gladly show you the way.' },
        { de: 'Wo ist der Schlüssel? Ich habe ihn dem Hausmeister gegeben.', tr: 'Where is the key? I gave it to the caretaker.' },
      ],
      table: {
        caption: 'Personal pronouns',
        head: ['Nominative', 'Accusative', 'Dative'],
        rows: [
          ['ich', 'mich', 'mir'],
          ['du', 'dich', 'dir'],
          ['er', 'ihn', 'ihm'],
          ['sie', 'sie', 'ihr'],
          ['es', 'es', 'ihm'],
          ['wir', 'uns', 'uns'],
          ['ihr', 'euch', 'euch'],
          ['sie', 'sie', 'ihnen'],
          ['Sie', 'Sie', 'Ihnen'],
        ],
      },
    },
    {
      heading: 'Word order with two nouns',
      paragraphs: [
        'When both objects are nouns, the dative comes before the accusative: person first, thing second.',
        'Memory aid: who gets it, then what.',
      ],
      examples: [
        { de: 'Der Kellner bringt dem Gast die Suppe.', tr: 'The waiter brings the guest the soup.' },
        { de: 'Ich empfehle meinen Freunden dieses Restaurant.', tr: 'I recommend this restaurant to my friends.' },
        { de: 'Wir schicken der Firma einen Brief.', tr: 'We send the company a letter.' },
      ],
    },
    {
      heading: 'Word order with one pronoun',
      paragraphs: [
        'A pronoun always comes before a noun, whatever its case.',
        'Dative pronoun + accusative noun: Ich gebe ihm den Ball. Accusative pronoun + dative noun: Ich gebe ihn dem Kind.',
      ],
      examples: [
        { de: 'Ich zeige dir meine Fotos.', tr: 'I will show you my photos.' },
        { de: 'Ich zeige sie meiner Mutter.', tr: 'I will show them to my mother.' },
        { de: 'Er schenkt ihr einen Ring.', tr: 'He gives her a ring.' },
      ],
    },
    {
      heading: 'Word order with two pronouns',
      paragraphs: [
        'When both objects are pronouns, the order turns round: the accusative comes before the dative.',
        'The thing (es, ihn, sie) comes first, the person follows: Ich gebe es dir. Er erklärt sie uns.',
      ],
      examples: [
        { de: 'Das Buch? Ich leihe es dir gern.', tr: 'The book? I will gladly lend it to you.' },
        { de: 'Der Kuchen? Sie hat ihn uns geschenkt.', tr: 'The cake? She gave it to us.' },
        { de: 'Die Regel? Der Lehrer erklärt sie euch morgen.', tr: 'The rule? The teacher will explain it to you tomorrow.' },
      ],
      table: {
        caption: 'Summary of the word order',
        head: ['Objects', 'Order', 'Example'],
        rows: [
          ['noun + noun', 'dative before accusative', 'Ich gebe dem Kind den Ball.'],
          ['pronoun + noun', 'pronoun first', 'Ich gebe ihm den Ball.'],
          ['noun + pronoun', 'pronoun first', 'Ich gebe ihn dem Kind.'],
          ['pronoun + pronoun', 'accusative before dative', 'Ich gebe ihn ihm.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - gebe - dem Kind - einen Apfel.', hide: ['dem Kind', 'einen Apfel'], formEn: 'I give the child an apple.', tr: { ua: 'Я даю дитині яблуко.', de: 'Das Kind bekommt von mir einen Apfel. (geben)', ru: 'Я даю ребёнку яблоко.', be: 'Я даю дзіцяці яблык.', tr: 'Çocuğa bir elma veriyorum.', pl: 'Daję dziecku jabłko.', es: 'Le doy una manzana al niño.' }, correct: false },
    { formDe: 'Wir - schenken - unserer Mutter - einen Blumenstrauß - zum Geburtstag.', hide: ['unserer Mutter', 'einen Blumenstrauß'], formEn: 'We are giving our mother a bunch of flowers for her birthday.', tr: { ua: 'Ми даруємо нашій мамі букет квітів на день народження.', de: 'Unsere Mutter hat Geburtstag. Sie bekommt Blumen von uns. (schenken)', ru: 'Мы дарим нашей маме букет цветов на день рождения.', be: 'Мы дорым нашай маме букет кветак на дзень нараджэння.', tr: 'Annemize doğum günü için bir buket çiçek hediye ediyoruz.', pl: 'Dajemy naszej mamie bukiet kwiatów na urodziny.', es: 'Le regalamos a nuestra madre un ramo de flores por su cumpleaños.' }, correct: false },
    { formDe: 'Der Lehrer - erklärt - den Schülern - die Aufgabe.', hide: ['den Schülern', 'die Aufgabe'], formEn: 'The teacher explains the task to the pupils.', tr: { ua: 'Учитель пояснює учням завдання.', de: 'Die Schüler verstehen die Aufgabe nicht. Der Lehrer hilft. (erklären)', ru: 'Учитель объясняет ученикам задание.', be: 'Настаўнік тлумачыць вучням заданне.', tr: 'Öğretmen öğrencilere ödevi açıklıyor.', pl: 'Nauczyciel wyjaśnia uczniom zadanie.', es: 'El profesor les explica la tarea a los alumnos.' }, correct: false },
    { formDe: 'Kannst du - mir - dein Fahrrad - leihen?', hide: ['mir', 'dein Fahrrad'], formEn: 'Can you lend me your bike?', tr: { ua: 'Можеш позичити мені свій велосипед?', de: 'Ich brauche kurz ein Fahrrad. Vielleicht das von dir? (leihen)', ru: 'Можешь одолжить мне свой велосипед?', be: 'Можаш пазычыць мне свой ровар?', tr: 'Bisikletini bana ödünç verebilir misin?', pl: 'Możesz pożyczyć mi swój rower?', es: '¿Me puedes prestar tu bici?' }, correct: false },
    { formDe: 'Ich - zeige - dir - meine neue Wohnung.', hide: ['dir', 'meine neue Wohnung'], formEn: 'I will show you my new flat.', tr: { ua: 'Я покажу тобі свою нову квартиру.', de: 'Komm mit, du sollst meine neue Wohnung sehen! (zeigen)', ru: 'Я покажу тебе свою новую квартиру.', be: 'Я пакажу табе сваю новую кватэру.', tr: 'Sana yeni dairemi göstereceğim.', pl: 'Pokażę ci moje nowe mieszkanie.', es: 'Te enseño mi piso nuevo.' }, correct: false },
    { formDe: 'Der Kellner - empfiehlt - uns - den Fisch.', hide: ['uns', 'den Fisch'], formEn: 'The waiter recommends the fish to us.', tr: { ua: 'Офіціант радить нам рибу.', de: 'Der Kellner sagt: „Nehmen Sie den Fisch, der ist sehr gut!“ (empfehlen)', ru: 'Официант рекомендует нам рыбу.', be: 'Афіцыянт раіць нам рыбу.', tr: 'Garson bize balığı öneriyor.', pl: 'Kelner poleca nam rybę.', es: 'El camarero nos recomienda el pescado.' }, correct: false },
    { formDe: 'Sie - schickt - ihrem Freund - ein Paket.', hide: ['ihrem Freund', 'ein Paket'], formEn: 'She sends her boyfriend a parcel.', tr: { ua: 'Вона надсилає своєму хлопцеві посилку.', de: 'Ihr Freund bekommt mit der Post ein Paket von ihr. (schicken)', ru: 'Она отправляет своему парню посылку.', be: 'Яна дасылае свайму хлопцу пасылку.', tr: 'Erkek arkadaşına bir paket gönderiyor.', pl: 'Ona wysyła swojemu chłopakowi paczkę.', es: 'Le envía un paquete a su novio.' }, correct: false },
    { formDe: 'Ich - gebe - es - dir - morgen.', hide: ['es', 'dir'], formEn: 'I will give it to you tomorrow.', tr: { ua: 'Я дам тобі це завтра.', de: 'Morgen bekommst du das Buch von mir. (geben, mit Pronomen)', ru: 'Я дам тебе это завтра.', be: 'Я дам табе гэта заўтра.', tr: 'Onu sana yarın vereceğim.', pl: 'Dam ci to jutro.', es: 'Te lo doy mañana.' }, correct: false },
    { formDe: 'Er - zeigt - sie - uns - nach dem Essen.', hide: ['sie', 'uns'], formEn: 'He will show them to us after the meal.', tr: { ua: 'Він покаже їх нам після їжі.', de: 'Nach dem Essen sehen wir die Fotos, er hat sie dabei. (zeigen, mit Pronomen)', ru: 'Он покажет их нам после еды.', be: 'Ён пакажа іх нам пасля ежы.', tr: 'Onları bize yemekten sonra gösterecek.', pl: 'Pokaże nam je po jedzeniu.', es: 'Nos los enseña después de comer.' }, correct: false },
    { formDe: 'Kannst du - ihn - mir - kurz - leihen?', hide: ['ihn', 'mir'], formEn: 'Can you lend it to me for a moment?', tr: { ua: 'Можеш позичити мені його на хвилинку?', de: 'Ich brauche deinen Stift nur ganz kurz. (leihen, mit Pronomen)', ru: 'Можешь одолжить мне его на минутку?', be: 'Можаш пазычыць мне яго на хвілінку?', tr: 'Onu bana kısa bir süreliğine ödünç verebilir misin?', pl: 'Możesz mi go na chwilę pożyczyć?', es: '¿Me lo prestas un momento?' }, correct: false },
    { formDe: 'Die Oma - erzählt - den Enkeln - eine Geschichte.', hide: ['den Enkeln', 'eine Geschichte'], formEn: 'Grandma tells the grandchildren a story.', tr: { ua: 'Бабуся розповідає онукам історію.', de: 'Die Enkel sitzen bei der Oma und hören eine Geschichte. (erzählen)', ru: 'Бабушка рассказывает внукам историю.', be: 'Бабуля расказвае ўнукам гісторыю.', tr: 'Büyükanne torunlarına bir hikâye anlatıyor.', pl: 'Babcia opowiada wnukom historię.', es: 'La abuela les cuenta una historia a los nietos.' }, correct: false },
    { formDe: 'Ich - schenke - ihn - meinem Bruder.', hide: ['ihn', 'meinem Bruder'], formEn: 'I am giving it to my brother as a present.', tr: { ua: 'Я дарую його своєму братові.', de: 'Mein Bruder bekommt den Schal von mir als Geschenk. (schenken, mit Pronomen)', ru: 'Я дарю его своему брату.', be: 'Я дару яго свайму брату.', tr: 'Onu erkek kardeşime hediye ediyorum.', pl: 'Daję go w prezencie mojemu bratu.', es: 'Se lo regalo a mi hermano.' }, correct: false },
    { formDe: 'Wir - bringen - Ihnen - sofort - die Rechnung.', hide: ['Ihnen', 'die Rechnung'], formEn: 'We will bring you the bill right away.', tr: { ua: 'Ми зараз же принесемо вам рахунок.', de: 'Sie möchten bezahlen? Die Rechnung kommt gleich. (bringen, Sie-Form)', ru: 'Мы сейчас же принесём вам счёт.', be: 'Мы зараз жа прынясём вам рахунак.', tr: 'Hesabı size hemen getiriyoruz.', pl: 'Zaraz przyniesiemy Państwu rachunek.', es: 'Enseguida le traemos la cuenta.' }, correct: false },
    { formDe: 'Der Arzt - hat - dem Patienten - ein Medikament - verschrieben.', hide: ['dem Patienten', 'ein Medikament'], formEn: 'The doctor prescribed a medicine for the patient.', tr: { ua: 'Лікар виписав пацієнтові ліки.', de: 'Der Patient hat vom Arzt ein Rezept für ein Medikament bekommen. (verschreiben)', ru: 'Врач выписал пациенту лекарство.', be: 'Лекар выпісаў пацыенту лекі.', tr: 'Doktor hastaya bir ilaç yazdı.', pl: 'Lekarz przepisał pacjentowi lek.', es: 'El médico le recetó un medicamento al paciente.' }, correct: false },
    { formDe: 'Kannst du - es - mir - bitte - erklären?', hide: ['es', 'mir'], formEn: 'Can you explain it to me, please?', tr: { ua: 'Можеш мені це пояснити, будь ласка?', de: 'Ich verstehe das nicht. Bitte hilf mir! (erklären, mit Pronomen)', ru: 'Можешь мне это объяснить, пожалуйста?', be: 'Можаш мне гэта растлумачыць, калі ласка?', tr: 'Bunu bana açıklayabilir misin, lütfen?', pl: 'Czy możesz mi to wyjaśnić, proszę?', es: '¿Me lo puedes explicar, por favor?' }, correct: false },
    { formDe: 'Meine Kollegin - schickt - mir - jeden Morgen - eine Nachricht.', hide: ['mir', 'eine Nachricht'], formEn: 'My colleague sends me a message every morning.', tr: { ua: 'Моя колега щоранку надсилає мені повідомлення.', de: 'Jeden Morgen bekomme ich eine Nachricht von meiner Kollegin. (schicken)', ru: 'Моя коллега каждое утро присылает мне сообщение.', be: 'Мая калега кожную раніцу дасылае мне паведамленне.', tr: 'İş arkadaşım her sabah bana bir mesaj gönderiyor.', pl: 'Moja koleżanka z pracy co rano wysyła mi wiadomość.', es: 'Mi compañera me envía un mensaje todas las mañanas.' }, correct: false },
    { formDe: 'Ich - habe - sie - ihr - schon - gegeben.', hide: ['sie', 'ihr'], formEn: 'I have already given it to her.', tr: { ua: 'Я вже дав їй це.', de: 'Die Tasche hat sie schon von mir bekommen. (geben, Perfekt, mit Pronomen)', ru: 'Я уже дал ей это.', be: 'Я ўжо даў ёй гэта.', tr: 'Onu ona zaten verdim.', pl: 'Już jej to dałem.', es: 'Ya se la he dado.' }, correct: false },
    { formDe: 'Der Verkäufer - zeigt - der Kundin - ein günstiges Handy.', hide: ['der Kundin', 'ein günstiges Handy'], formEn: 'The salesman shows the customer a cheap mobile phone.', tr: { ua: 'Продавець показує покупниці недорогий мобільний телефон.', de: 'Die Kundin sucht ein Handy. Der Verkäufer hat ein billiges für sie. (zeigen)', ru: 'Продавец показывает покупательнице недорогой мобильный телефон.', be: 'Прадавец паказвае пакупніцы недарагі мабільны тэлефон.', tr: 'Satıcı müşteriye ucuz bir cep telefonu gösteriyor.', pl: 'Sprzedawca pokazuje klientce tani telefon komórkowy.', es: 'El vendedor le enseña a la clienta un móvil barato.' }, correct: false },
    { formDe: 'Wir - haben - unseren Freunden - das Restaurant - empfohlen.', hide: ['unseren Freunden', 'das Restaurant'], formEn: 'We recommended the restaurant to our friends.', tr: { ua: 'Ми порадили нашим друзям цей ресторан.', de: 'Unsere Freunde sind auf unseren Tipp in das Restaurant gegangen. (empfehlen, Perfekt)', ru: 'Мы посоветовали нашим друзьям этот ресторан.', be: 'Мы параілі нашым сябрам гэты рэстаран.', tr: 'Restoranı arkadaşlarımıza tavsiye ettik.', pl: 'Poleciliśmy naszym przyjaciołom tę restaurację.', es: 'Les recomendamos el restaurante a nuestros amigos.' }, correct: false },
    { formDe: 'Gib - mir - bitte - das Salz!', hide: ['mir', 'das Salz'], formEn: 'Pass me the salt, please!', tr: { ua: 'Передай мені, будь ласка, сіль!', de: 'Am Tisch: Du möchtest das Salz haben. (geben, du-Form)', ru: 'Передай мне, пожалуйста, соль!', be: 'Перадай мне, калі ласка, соль!', tr: 'Lütfen tuzu bana uzat!', pl: 'Podaj mi, proszę, sól!', es: '¡Pásame la sal, por favor!' }, correct: false },
    { formDe: 'Sie - leiht - ihrer Schwester - ein Kleid - für die Party.', hide: ['ihrer Schwester', 'ein Kleid'], formEn: 'She lends her sister a dress for the party.', tr: { ua: 'Вона позичає сестрі сукню на вечірку.', de: 'Ihre Schwester hat kein Kleid für die Party. Sie hilft ihr. (leihen)', ru: 'Она одалживает сестре платье для вечеринки.', be: 'Яна пазычае сястры сукенку на вечарыну.', tr: 'Kız kardeşine parti için bir elbise ödünç veriyor.', pl: 'Pożycza siostrze sukienkę na imprezę.', es: 'Le presta a su hermana un vestido para la fiesta.' }, correct: false },
    { formDe: 'Er - schreibt - seiner Oma - einen langen Brief.', hide: ['seiner Oma', 'einen langen Brief'], formEn: 'He writes his grandma a long letter.', tr: { ua: 'Він пише своїй бабусі довгого листа.', de: 'Seine Oma bekommt von ihm einen Brief mit vielen Seiten. (schreiben)', ru: 'Он пишет своей бабушке длинное письмо.', be: 'Ён піша сваёй бабулі доўгі ліст.', tr: 'Büyükannesine uzun bir mektup yazıyor.', pl: 'Pisze swojej babci długi list.', es: 'Le escribe una carta larga a su abuela.' }, correct: false },
    { formDe: 'Ich - erkläre - es - euch - noch einmal.', hide: ['es', 'euch'], formEn: 'I will explain it to you once more.', tr: { ua: 'Я поясню вам це ще раз.', de: 'Ihr habt es nicht verstanden? Kein Problem, ihr hört es gleich noch mal. (erklären, ihr, mit Pronomen)', ru: 'Я объясню вам это ещё раз.', be: 'Я растлумачу вам гэта яшчэ раз.', tr: 'Size bunu bir kez daha açıklayacağım.', pl: 'Wyjaśnię wam to jeszcze raz.', es: 'Os lo explico otra vez.' }, correct: false },
    { formDe: 'Die Firma - schickt - den Kunden - einen neuen Katalog.', hide: ['den Kunden', 'einen neuen Katalog'], formEn: 'The company sends its customers a new catalogue.', tr: { ua: 'Фірма надсилає своїм клієнтам новий каталог.', de: 'Die Kunden bekommen Post von der Firma: den neuen Katalog. (schicken)', ru: 'Фирма отправляет своим клиентам новый каталог.', be: 'Фірма дасылае сваім кліентам новы каталог.', tr: 'Şirket müşterilerine yeni bir katalog gönderiyor.', pl: 'Firma wysyła swoim klientom nowy katalog.', es: 'La empresa les envía a sus clientes un catálogo nuevo.' }, correct: false },
    { formDe: 'Wem - hast du - den Schlüssel - gegeben?', hide: ['den Schlüssel'], formEn: 'Who did you give the key to?', tr: { ua: 'Кому ти віддав ключ?', de: 'Du hattest den Schlüssel. Wer hat ihn jetzt? (geben, Perfekt)', ru: 'Кому ты отдал ключ?', be: 'Каму ты аддаў ключ?', tr: 'Anahtarı kime verdin?', pl: 'Komu dałeś klucz?', es: '¿A quién le has dado la llave?' }, correct: false },
    { formDe: 'Wir - wünschen - euch - ein schönes Wochenende.', hide: ['euch', 'ein schönes Wochenende'], formEn: 'We wish you a nice weekend.', tr: { ua: 'Бажаємо вам гарних вихідних.', de: 'Zum Abschied am Freitag zu Freunden: schöne Tage bis Montag! (wünschen, ihr)', ru: 'Желаем вам хороших выходных.', be: 'Жадаем вам добрых выхадных.', tr: 'Size iyi hafta sonları dileriz.', pl: 'Życzymy wam miłego weekendu.', es: 'Os deseamos un buen fin de semana.' }, correct: false },
    { formDe: 'Der Vater - kauft - seinen Kindern - ein Eis.', hide: ['seinen Kindern', 'ein Eis'], formEn: 'The father buys his children an ice cream.', tr: { ua: 'Батько купує своїм дітям морозиво.', de: 'Die Kinder bekommen vom Vater ein Eis. Er bezahlt. (kaufen)', ru: 'Отец покупает своим детям мороженое.', be: 'Бацька купляе сваім дзецям марожанае.', tr: 'Baba çocuklarına dondurma alıyor.', pl: 'Ojciec kupuje swoim dzieciom lody.', es: 'El padre les compra un helado a sus hijos.' }, correct: false },
    { formDe: 'Ich - bringe - sie - dir - heute Abend.', hide: ['sie', 'dir'], formEn: 'I will bring it to you this evening.', tr: { ua: 'Я принесу тобі це сьогодні ввечері.', de: 'Heute Abend bekommst du die Jacke zurück. (bringen, mit Pronomen)', ru: 'Я принесу тебе это сегодня вечером.', be: 'Я прынясу табе гэта сёння ўвечары.', tr: 'Onu sana bu akşam getireceğim.', pl: 'Przyniosę ci to dziś wieczorem.', es: 'Te la traigo esta noche.' }, correct: false },
    { formDe: 'Hast du - deinem Chef - die Wahrheit - gesagt?', hide: ['deinem Chef', 'die Wahrheit'], formEn: 'Did you tell your boss the truth?', tr: { ua: 'Ти сказав своєму начальникові правду?', de: 'Weiß dein Chef jetzt, wie es wirklich war? (sagen, Perfekt)', ru: 'Ты сказал своему начальнику правду?', be: 'Ты сказаў свайму начальніку праўду?', tr: 'Patronuna gerçeği söyledin mi?', pl: 'Powiedziałeś szefowi prawdę?', es: '¿Le has dicho la verdad a tu jefe?' }, correct: false },
    { formDe: 'Die Kellnerin - bietet - uns - einen Kaffee - an.', hide: ['uns', 'einen Kaffee'], formEn: 'The waitress offers us a coffee.', tr: { ua: 'Офіціантка пропонує нам каву.', de: 'Die Kellnerin fragt: „Möchten Sie einen Kaffee?“ (anbieten)', ru: 'Официантка предлагает нам кофе.', be: 'Афіцыянтка прапануе нам каву.', tr: 'Garson bize bir kahve ikram ediyor.', pl: 'Kelnerka proponuje nam kawę.', es: 'La camarera nos ofrece un café.' }, correct: false },
    { formDe: 'Er - hat - ihn - seiner Freundin - geschenkt.', hide: ['ihn', 'seiner Freundin'], formEn: 'He gave it to his girlfriend as a present.', tr: { ua: 'Він подарував його своїй дівчині.', de: 'Seine Freundin hat den Ring von ihm als Geschenk bekommen. (schenken, Perfekt, mit Pronomen)', ru: 'Он подарил его своей девушке.', be: 'Ён падарыў яго сваёй дзяўчыне.', tr: 'Onu kız arkadaşına hediye etti.', pl: 'Podarował go swojej dziewczynie.', es: 'Se lo regaló a su novia.' }, correct: false },
    { formDe: 'Können Sie - uns - den Weg - zum Bahnhof - zeigen?', hide: ['uns', 'den Weg'], formEn: 'Can you show us the way to the station?', tr: { ua: 'Ви можете показати нам дорогу до вокзалу?', de: 'Höfliche Frage an einen Fremden: Wo geht es zum Bahnhof? (zeigen, Sie-Form)', ru: 'Вы можете показать нам дорогу к вокзалу?', be: 'Вы можаце паказаць нам дарогу да вакзала?', tr: 'Bize istasyonun yolunu gösterebilir misiniz?', pl: 'Czy może nam Pan pokazać drogę na dworzec?', es: '¿Puede indicarnos el camino a la estación?' }, correct: false },
  ],
};

export default lesson;
