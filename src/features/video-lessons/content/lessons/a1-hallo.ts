import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-hallo',
  level: 'A1',
  topic: 'meeting',
  title: {
    en: 'Hello! What is your name?',
    ua: 'Привіт! Як тебе звати?',
    de: 'Hallo! Wie heißt du?',
    ru: 'Привет! Как тебя зовут?',
    be: 'Прывітанне! Як цябе завуць?',
    tr: 'Merhaba! Adın ne?',
    pl: 'Cześć! Jak masz na imię?',
    es: '¡Hola! ¿Cómo te llamas?',
  },
  descr: {
    en: 'Anna and Tom meet: they greet each other, say their names, where they come from and where they live.',
    ua: 'Анна і Том знайомляться: вітаються, називають свої імена, звідки вони і де живуть.',
    de: 'Anna und Tom lernen sich kennen: Sie begrüßen sich und sagen, wie sie heißen, woher sie kommen und wo sie wohnen.',
    ru: 'Анна и Том знакомятся: здороваются, называют свои имена, откуда они и где живут.',
    be: 'Анна і Том знаёмяцца: вітаюцца, называюць свае імёны, адкуль яны і дзе жывуць.',
    tr: 'Anna ve Tom tanışıyor: selamlaşıyorlar, adlarını, nereli olduklarını ve nerede yaşadıklarını söylüyorlar.',
    pl: 'Anna i Tom się poznają: witają się, mówią, jak mają na imię, skąd pochodzą i gdzie mieszkają.',
    es: 'Anna y Tom se conocen: se saludan, dicen sus nombres, de dónde son y dónde viven.',
  },
  lines: [
    {
      de: 'Hallo! Ich heiße Anna.',
      icon: 'waving-hand',
      tr: { en: 'Hello! My name is Anna.', ua: 'Привіт! Мене звати Анна.', ru: 'Привет! Меня зовут Анна.', be: 'Прывітанне! Мяне завуць Анна.', tr: 'Merhaba! Benim adım Anna.', pl: 'Cześć! Mam na imię Anna.', es: '¡Hola! Me llamo Anna.' },
    },
    {
      de: 'Wie heißt du?',
      icon: 'speech-balloon',
      tr: { en: 'What is your name?', ua: 'Як тебе звати?', ru: 'Как тебя зовут?', be: 'Як цябе завуць?', tr: 'Senin adın ne?', pl: 'Jak masz na imię?', es: '¿Cómo te llamas?' },
    },
    {
      de: 'Ich bin Tom. Freut mich!',
      icon: 'handshake',
      tr: { en: "I'm Tom. Nice to meet you!", ua: 'Я Том. Приємно познайомитися!', ru: 'Я Том. Приятно познакомиться!', be: 'Я Том. Прыемна пазнаёміцца!', tr: 'Ben Tom. Memnun oldum!', pl: 'Jestem Tom. Miło mi!', es: 'Soy Tom. ¡Encantado!' },
    },
    {
      de: 'Woher kommst du, Tom?',
      icon: 'globe-showing-europe-africa',
      tr: { en: 'Where are you from, Tom?', ua: 'Звідки ти, Томе?', ru: 'Откуда ты, Том?', be: 'Адкуль ты, Том?', tr: 'Nerelisin, Tom?', pl: 'Skąd jesteś, Tom?', es: '¿De dónde eres, Tom?' },
    },
    {
      de: 'Ich komme aus England, aber ich wohne in Berlin.',
      icon: 'house',
      tr: { en: 'I come from England, but I live in Berlin.', ua: 'Я з Англії, але живу в Берліні.', ru: 'Я из Англии, но живу в Берлине.', be: 'Я з Англіі, але жыву ў Берліне.', tr: "İngiltereliyim ama Berlin'de yaşıyorum.", pl: 'Pochodzę z Anglii, ale mieszkam w Berlinie.', es: 'Soy de Inglaterra, pero vivo en Berlín.' },
    },
    {
      de: 'Und du? Wohnst du auch hier?',
      icon: 'round-pushpin',
      tr: { en: 'And you? Do you live here too?', ua: 'А ти? Ти теж тут живеш?', ru: 'А ты? Ты тоже здесь живёшь?', be: 'А ты? Ты таксама тут жывеш?', tr: 'Ya sen? Sen de burada mı yaşıyorsun?', pl: 'A ty? Też tu mieszkasz?', es: '¿Y tú? ¿También vives aquí?' },
    },
    {
      de: 'Nein, ich wohne in Hamburg. Ich bin Studentin.',
      icon: 'books',
      tr: { en: 'No, I live in Hamburg. I am a student.', ua: 'Ні, я живу в Гамбурзі. Я студентка.', ru: 'Нет, я живу в Гамбурге. Я студентка.', be: 'Не, я жыву ў Гамбургу. Я студэнтка.', tr: "Hayır, Hamburg'da yaşıyorum. Öğrenciyim.", pl: 'Nie, mieszkam w Hamburgu. Jestem studentką.', es: 'No, vivo en Hamburgo. Soy estudiante.' },
    },
    {
      de: 'Wie geht es dir? Gut, danke!',
      icon: 'smiling-face-with-smiling-eyes',
      tr: { en: 'How are you? Fine, thanks!', ua: 'Як справи? Добре, дякую!', ru: 'Как дела? Хорошо, спасибо!', be: 'Як справы? Добра, дзякуй!', tr: 'Nasılsın? İyiyim, teşekkürler!', pl: 'Jak się masz? Dobrze, dzięki!', es: '¿Qué tal? ¡Bien, gracias!' },
    },
    {
      de: 'Tschüss, Tom! Bis morgen!',
      icon: 'waving-hand',
      tr: { en: 'Bye, Tom! See you tomorrow!', ua: 'Бувай, Томе! До завтра!', ru: 'Пока, Том! До завтра!', be: 'Бывай, Том! Да заўтра!', tr: 'Hoşça kal, Tom! Yarın görüşürüz!', pl: 'Cześć, Tom! Do jutra!', es: '¡Adiós, Tom! ¡Hasta mañana!' },
    },
  ],
  exercise: [
    {
      question: { en: 'What is the woman called?', ua: 'Як звати жінку?', de: 'Wie heißt die Frau?', ru: 'Как зовут женщину?', be: 'Як завуць жанчыну?', tr: 'Kadının adı ne?', pl: 'Jak ma na imię kobieta?', es: '¿Cómo se llama la mujer?' },
      options: ['Lisa', 'Anna', 'Tom'],
      answer: 1,
    },
    {
      question: { en: 'Where does Tom come from?', ua: 'Звідки Том?', de: 'Woher kommt Tom?', ru: 'Откуда Том?', be: 'Адкуль Том?', tr: 'Tom nereli?', pl: 'Skąd pochodzi Tom?', es: '¿De dónde es Tom?' },
      options: ['aus England', 'aus Österreich', 'aus Hamburg'],
      answer: 0,
    },
    {
      question: { en: 'Where does Anna live?', ua: 'Де живе Анна?', de: 'Wo wohnt Anna?', ru: 'Где живёт Анна?', be: 'Дзе жыве Анна?', tr: 'Anna nerede yaşıyor?', pl: 'Gdzie mieszka Anna?', es: '¿Dónde vive Anna?' },
      options: ['in Berlin', 'in London', 'in Hamburg'],
      answer: 2,
    },
  ],
};
