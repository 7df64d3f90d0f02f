import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'asking-for-help',
  title: { en: 'Asking for help', ua: 'Прохання про допомогу', de: 'Um Hilfe bitten', ru: 'Просьба о помощи', be: 'Просьба аб дапамозе', tr: 'Yardım istemek', pl: 'Prośba o pomoc', es: 'Pedir ayuda' },
  descr: {
    en: 'Ask for help in everyday situations, say when you don’t understand and thank people.',
    ua: 'Просіть про допомогу в повсякденних ситуаціях, кажіть, коли не розумієте, і дякуйте.',
    de: 'Im Alltag um Hilfe bitten, sagen, wenn man etwas nicht versteht, und sich bedanken.',
    ru: 'Просите о помощи в повседневных ситуациях, говорите, когда не понимаете, и благодарите.',
    be: 'Прасіце аб дапамозе ў штодзённых сітуацыях, кажыце, калі не разумееце, і дзякуйце.',
    tr: 'Günlük durumlarda yardım isteyin, anlamadığınızı söyleyin ve teşekkür edin.',
    pl: 'Proś o pomoc w codziennych sytuacjach, mów, gdy czegoś nie rozumiesz, i dziękuj.',
    es: 'Pide ayuda en situaciones cotidianas, di cuándo no entiendes algo y da las gracias.',
  },
  img: 'person-raising-hand',
  paywall: false,
  group: 'help',
  phrases: [
    {
      de: 'Können Sie mir bitte helfen?',
      alternatives: ['Könnten Sie mir bitte helfen?'],
      tr: { en: 'Could you help me, please?', ua: 'Чи не могли б ви мені допомогти?', de: 'helfen + Dativ', ru: 'Не могли бы вы мне помочь?', be: 'Ці не маглі б вы мне дапамагчы?', tr: 'Bana yardım edebilir misiniz, lütfen?', pl: 'Czy może mi Pan/Pani pomóc?', es: '¿Me puede ayudar, por favor?' },
      register: 'formal',
      note: {
        en: '„helfen“ takes the dative: Können Sie mir helfen? – not „mich“.',
        ua: '„helfen“ вимагає давального відмінка: Können Sie mir helfen? – а не „mich“.',
        de: 'helfen mit Dativ: mir, nicht mich',
        ru: '„helfen“ требует дательного падежа: Können Sie mir helfen? – а не „mich“.',
        be: '„helfen“ патрабуе давальнага склону: Können Sie mir helfen? – а не „mich“.',
        tr: '„helfen“ Dativ ister: Können Sie mir helfen? – „mich“ değil.',
        pl: '„helfen“ łączy się z celownikiem: Können Sie mir helfen? – nie „mich“.',
        es: '„helfen“ rige dativo: Können Sie mir helfen? – no „mich“.',
      },
    },
    {
      de: 'Kannst du mir kurz helfen?',
      alternatives: ['Könntest du mir kurz helfen?'],
      tr: { en: 'Can you give me a hand for a second?', ua: 'Можеш мені на хвилинку допомогти?', de: 'kurz: nur einen Moment', ru: 'Можешь мне на минутку помочь?', be: 'Можаш мне на хвілінку дапамагчы?', tr: 'Bana bir saniye yardım edebilir misin?', pl: 'Możesz mi na chwilę pomóc?', es: '¿Me echas una mano un momento?' },
      register: 'informal',
    },
    {
      de: 'Brauchen Sie Hilfe?',
      tr: { en: 'Do you need help?', ua: 'Вам потрібна допомога?', de: 'Hilfe anbieten', ru: 'Вам нужна помощь?', be: 'Вам патрэбна дапамога?', tr: 'Yardıma ihtiyacınız var mı?', pl: 'Potrzebuje Pan/Pani pomocy?', es: '¿Necesita ayuda?' },
      register: 'formal',
    },
    {
      de: 'Ich brauche Hilfe.',
      tr: { en: 'I need help.', ua: 'Мені потрібна допомога.', de: 'direkt und klar', ru: 'Мне нужна помощь.', be: 'Мне патрэбна дапамога.', tr: 'Yardıma ihtiyacım var.', pl: 'Potrzebuję pomocy.', es: 'Necesito ayuda.' },
    },
    {
      de: 'Allein schaffe ich das nicht.',
      alternatives: ['Alleine schaffe ich das nicht.'],
      tr: { en: "I can't manage this on my own.", ua: 'Самотужки я не впораюся.', de: 'schaffen: es hinbekommen', ru: 'В одиночку мне не справиться.', be: 'Без дапамогі я не спраўлюся.', tr: 'Bunu tek başıma yapamam.', pl: 'W pojedynkę sobie z tym nie poradzę.', es: 'No puedo hacerlo sin ayuda.' },
    },
    {
      de: 'Ich verstehe das nicht.',
      tr: { en: "I don't understand this.", ua: 'Я цього не розумію.', de: 'um eine Erklärung bitten', ru: 'Я этого не понимаю.', be: 'Я гэтага не разумею.', tr: 'Bunu anlamıyorum.', pl: 'Nie rozumiem tego.', es: 'No lo entiendo.' },
    },
    {
      de: 'Können Sie das bitte wiederholen?',
      alternatives: ['Könnten Sie das bitte wiederholen?'],
      tr: { en: 'Could you repeat that, please?', ua: 'Можете, будь ласка, повторити?', de: 'noch einmal sagen', ru: 'Можете, пожалуйста, повторить?', be: 'Можаце, калі ласка, паўтарыць?', tr: 'Tekrar eder misiniz, lütfen?', pl: 'Czy może Pan/Pani powtórzyć?', es: '¿Puede repetirlo, por favor?' },
      register: 'formal',
    },
    {
      de: 'Könnten Sie bitte etwas langsamer sprechen?',
      alternatives: ['Können Sie bitte etwas langsamer sprechen?'],
      tr: { en: 'Could you speak a little more slowly, please?', ua: 'Чи не могли б ви говорити трохи повільніше?', de: 'sehr höflich, mit könnten', ru: 'Не могли бы вы говорить немного медленнее?', be: 'Ці не маглі б вы гаварыць крыху павольней?', tr: 'Biraz daha yavaş konuşabilir misiniz, lütfen?', pl: 'Czy mógłby Pan / mogłaby Pani mówić trochę wolniej?', es: '¿Podría hablar un poco más despacio, por favor?' },
      register: 'formal',
      note: {
        en: '„Könnten Sie …?“ (Konjunktiv II) sounds more polite than „Können Sie …?“.',
        ua: '„Könnten Sie …?“ (Konjunktiv II) звучить ввічливіше, ніж „Können Sie …?“.',
        de: 'Konjunktiv II klingt höflicher als „können“.',
        ru: '„Könnten Sie …?“ (Konjunktiv II) звучит вежливее, чем „Können Sie …?“.',
        be: '„Könnten Sie …?“ (Konjunktiv II) гучыць ветлівей, чым „Können Sie …?“.',
        tr: '„Könnten Sie …?“ (Konjunktiv II), „Können Sie …?“ sorusundan daha kibar duyulur.',
        pl: '„Könnten Sie …?“ (Konjunktiv II) brzmi uprzejmiej niż „Können Sie …?“.',
        es: '„Könnten Sie …?“ (Konjunktiv II) suena más cortés que „Können Sie …?“.',
      },
    },
    {
      de: 'Was bedeutet dieses Wort?',
      tr: { en: 'What does this word mean?', ua: 'Що означає це слово?', de: 'nach der Bedeutung fragen', ru: 'Что значит это слово?', be: 'Што азначае гэтае слова?', tr: 'Bu kelime ne anlama geliyor?', pl: 'Co znaczy to słowo?', es: '¿Qué significa esta palabra?' },
    },
    {
      de: 'Wie sagt man das auf Deutsch?',
      tr: { en: 'How do you say that in German?', ua: 'Як це сказати німецькою?', de: 'nach einem Wort fragen', ru: 'Как это сказать по-немецки?', be: 'Як гэта сказаць па-нямецку?', tr: 'Bu Almancada nasıl denir?', pl: 'Jak to się mówi po niemiecku?', es: '¿Cómo se dice eso en alemán?' },
    },
    {
      de: 'Können Sie mir das erklären?',
      alternatives: ['Könnten Sie mir das erklären?'],
      tr: { en: 'Can you explain that to me?', ua: 'Можете мені це пояснити?', de: 'erklären + Dativ der Person', ru: 'Можете мне это объяснить?', be: 'Можаце мне гэта растлумачыць?', tr: 'Bunu bana açıklayabilir misiniz?', pl: 'Może mi to Pan/Pani wyjaśnić?', es: '¿Me lo puede explicar?' },
      register: 'formal',
    },
    {
      de: 'Können Sie das bitte aufschreiben?',
      alternatives: ['Könnten Sie das bitte aufschreiben?'],
      tr: { en: 'Could you write that down, please?', ua: 'Можете, будь ласка, це записати?', de: 'hilfreich bei Namen und Zahlen', ru: 'Можете, пожалуйста, это записать?', be: 'Можаце, калі ласка, гэта запісаць?', tr: 'Bunu yazabilir misiniz, lütfen?', pl: 'Czy może Pan/Pani to zapisać?', es: '¿Me lo puede escribir, por favor?' },
      register: 'formal',
    },
    {
      de: 'Sprechen Sie Englisch?',
      tr: { en: 'Do you speak English?', ua: 'Ви розмовляєте англійською?', de: 'wenn Deutsch nicht reicht', ru: 'Вы говорите по-английски?', be: 'Вы размаўляеце па-англійску?', tr: 'İngilizce konuşuyor musunuz?', pl: 'Czy mówi Pan/Pani po angielsku?', es: '¿Habla inglés?' },
      register: 'formal',
    },
    {
      de: 'Können Sie mir zeigen, wie das funktioniert?',
      alternatives: ['Könnten Sie mir zeigen, wie das funktioniert?'],
      tr: { en: 'Can you show me how this works?', ua: 'Можете показати мені, як це працює?', de: 'Nebensatz: Verb am Ende', ru: 'Можете показать мне, как это работает?', be: 'Можаце паказаць мне, як гэта працуе?', tr: 'Bunun nasıl çalıştığını bana gösterebilir misiniz?', pl: 'Może mi Pan/Pani pokazać, jak to działa?', es: '¿Me puede enseñar cómo funciona?' },
      register: 'formal',
    },
    {
      de: 'Der Automat nimmt meine Karte nicht.',
      tr: { en: "The machine won't take my card.", ua: 'Автомат не приймає мою картку.', de: 'Problem am Fahrkartenautomaten', ru: 'Автомат не принимает мою карту.', be: 'Аўтамат не прымае маю картку.', tr: 'Makine kartımı kabul etmiyor.', pl: 'Automat nie przyjmuje mojej karty.', es: 'La máquina no acepta mi tarjeta.' },
    },
    {
      de: 'Könnten Sie kurz auf meine Tasche aufpassen?',
      alternatives: ['Können Sie kurz auf meine Tasche aufpassen?'],
      tr: { en: 'Could you keep an eye on my bag for a moment?', ua: 'Чи не могли б ви хвилинку наглянути за моєю сумкою?', de: 'aufpassen auf + Akkusativ', ru: 'Не могли бы вы минутку присмотреть за моей сумкой?', be: 'Ці не маглі б вы хвілінку паглядзець за маёй сумкай?', tr: 'Çantama bir dakika göz kulak olabilir misiniz?', pl: 'Czy mógłby Pan / mogłaby Pani chwilę popilnować mojej torby?', es: '¿Podría vigilarme la bolsa un momento?' },
      register: 'formal',
    },
    {
      de: 'Kannst du mir beim Umzug helfen?',
      alternatives: ['Könntest du mir beim Umzug helfen?'],
      tr: { en: 'Can you help me move house?', ua: 'Можеш допомогти мені з переїздом?', de: 'helfen bei + Dativ', ru: 'Можешь помочь мне с переездом?', be: 'Можаш дапамагчы мне з пераездам?', tr: 'Taşınırken bana yardım edebilir misin?', pl: 'Możesz mi pomóc przy przeprowadzce?', es: '¿Me ayudas con la mudanza?' },
      register: 'informal',
    },
    {
      de: 'An wen kann ich mich wenden?',
      tr: { en: 'Who can I turn to?', ua: 'До кого я можу звернутися?', de: 'Wer ist zuständig?', ru: 'К кому я могу обратиться?', be: 'Да каго я магу звярнуцца?', tr: 'Kime başvurabilirim?', pl: 'Do kogo mogę się zwrócić?', es: '¿A quién me puedo dirigir?' },
      note: {
        en: '„sich an jemanden wenden“ = to turn to someone for help; common at offices and in letters.',
        ua: '„sich an jemanden wenden“ – звернутися до когось по допомогу; часто в установах і листах.',
        de: 'typisch bei Ämtern und in Briefen',
        ru: '„sich an jemanden wenden“ – обратиться к кому-то за помощью; часто в учреждениях и письмах.',
        be: '„sich an jemanden wenden“ – звярнуцца да кагосьці па дапамогу; часта ва ўстановах і лістах.',
        tr: '„sich an jemanden wenden“ birine yardım için başvurmaktır; resmî dairelerde ve mektuplarda sık kullanılır.',
        pl: '„sich an jemanden wenden“ – zwrócić się do kogoś o pomoc; częste w urzędach i listach.',
        es: '„sich an jemanden wenden“ es dirigirse a alguien para pedir ayuda; frecuente en oficinas y cartas.',
      },
    },
    {
      de: 'Kein Problem, das mache ich gern.',
      tr: { en: "No problem, I'm happy to do it.", ua: 'Без проблем, я охоче це зроблю.', de: 'auf eine Bitte antworten', ru: 'Без проблем, я с радостью это сделаю.', be: 'Без праблем, я з радасцю гэта зраблю.', tr: 'Sorun değil, seve seve yaparım.', pl: 'Nie ma sprawy, chętnie to zrobię.', es: 'No hay problema, lo hago con gusto.' },
    },
    {
      de: 'Das ist sehr nett von Ihnen.',
      tr: { en: "That's very kind of you.", ua: 'Це дуже люб’язно з вашого боку.', de: 'sich für Hilfe bedanken', ru: 'Это очень любезно с вашей стороны.', be: 'Гэта вельмі ласкава з вашага боку.', tr: 'Çok naziksiniz.', pl: 'To bardzo miło z Pana/Pani strony.', es: 'Es muy amable por su parte.' },
      register: 'formal',
    },
    {
      de: 'Vielen Dank für Ihre Hilfe!',
      tr: { en: 'Thank you very much for your help!', ua: 'Щиро дякую за вашу допомогу!', de: 'Dank für + Akkusativ', ru: 'Большое спасибо за вашу помощь!', be: 'Вялікі дзякуй за вашу дапамогу!', tr: 'Yardımınız için çok teşekkürler!', pl: 'Bardzo dziękuję za pomoc!', es: '¡Muchas gracias por su ayuda!' },
      register: 'formal',
    },
  ],
};

export default set;
