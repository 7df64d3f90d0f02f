import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'introductions',
  title: { en: 'Introducing yourself', ua: 'Знайомство', de: 'Sich vorstellen', ru: 'Знакомство', be: 'Знаёмства', tr: 'Kendini tanıtma', pl: 'Przedstawianie się', es: 'Presentarse' },
  descr: {
    en: 'Say who you are, where you come from and what you do.',
    ua: 'Розкажіть, хто ви, звідки і чим займаєтеся.',
    de: 'Sagen, wer man ist, woher man kommt und was man macht.',
    ru: 'Расскажите, кто вы, откуда и чем занимаетесь.',
    be: 'Раскажыце, хто вы, адкуль і чым займаецеся.',
    tr: 'Kim olduğunuzu, nereli olduğunuzu ve ne iş yaptığınızı söyleyin.',
    pl: 'Powiedz, kim jesteś, skąd pochodzisz i czym się zajmujesz.',
    es: 'Di quién eres, de dónde vienes y a qué te dedicas.',
  },
  img: 'handshake',
  paywall: false,
  group: 'social',
  phrases: [
    {
      de: 'Ich heiße Anna.',
      tr: { en: 'My name is Anna.', ua: 'Мене звати Анна.', de: 'den eigenen Vornamen nennen', ru: 'Меня зовут Анна.', be: 'Мяне завуць Анна.', tr: 'Benim adım Anna.', pl: 'Mam na imię Anna.', es: 'Me llamo Anna.' },
    },
    {
      de: 'Mein Name ist Peter Schmidt.',
      tr: { en: 'My name is Peter Schmidt.', ua: 'Моє ім’я Петер Шмідт.', de: 'etwas förmlicher, mit Nachnamen', ru: 'Меня зовут Петер Шмидт.', be: 'Маё імя Петэр Шміт.', tr: 'Benim adım Peter Schmidt.', pl: 'Nazywam się Peter Schmidt.', es: 'Mi nombre es Peter Schmidt.' },
      register: 'formal',
    },
    {
      de: 'Wie heißt du?',
      tr: { en: 'What’s your name?', ua: 'Як тебе звати?', de: 'Frage nach dem Namen, locker', ru: 'Как тебя зовут?', be: 'Як цябе завуць?', tr: 'Adın ne?', pl: 'Jak masz na imię?', es: '¿Cómo te llamas?' },
      register: 'informal',
    },
    {
      de: 'Wie ist Ihr Name?',
      tr: { en: 'What is your name?', ua: 'Як вас звати?', de: 'höfliche Frage, etwa am Empfang', ru: 'Как вас зовут?', be: 'Як вас завуць?', tr: 'Adınız nedir?', pl: 'Jak się pan/pani nazywa?', es: '¿Cómo se llama usted?' },
      register: 'formal',
    },
    {
      de: 'Freut mich!',
      tr: { en: 'Nice to meet you!', ua: 'Дуже приємно!', de: 'kurz, beim Kennenlernen', ru: 'Очень приятно!', be: 'Вельмі прыемна!', tr: 'Memnun oldum!', pl: 'Miło mi!', es: '¡Mucho gusto!' },
    },
    {
      de: 'Freut mich, Sie kennenzulernen.',
      tr: { en: 'It’s a pleasure to meet you.', ua: 'Приємно з вами познайомитися.', de: 'höflich, beim ersten Treffen', ru: 'Приятно с вами познакомиться.', be: 'Прыемна з вамі пазнаёміцца.', tr: 'Sizinle tanıştığıma memnun oldum.', pl: 'Miło mi pana/panią poznać.', es: 'Es un placer conocerle.' },
      register: 'formal',
    },
    {
      de: 'Woher kommst du?',
      tr: { en: 'Where are you from?', ua: 'Звідки ти?', de: 'Frage nach dem Herkunftsland', ru: 'Откуда ты?', be: 'Адкуль ты?', tr: 'Nerelisin?', pl: 'Skąd jesteś?', es: '¿De dónde eres?' },
      register: 'informal',
    },
    {
      de: 'Ich komme aus der Ukraine.',
      tr: { en: 'I’m from Ukraine.', ua: 'Я з України.', de: 'Herkunft nennen', ru: 'Я из Украины.', be: 'Я з Украіны.', tr: 'Ukraynalıyım.', pl: 'Jestem z Ukrainy.', es: 'Soy de Ucrania.' },
      note: {
        en: 'Some countries take an article: aus der Türkei, aus der Schweiz, aus dem Iran.',
        ua: 'Деякі країни вживаються з артиклем: aus der Türkei, aus der Schweiz, aus dem Iran.',
        de: 'Einige Länder haben einen Artikel: aus der Türkei, aus der Schweiz, aus dem Iran.',
        ru: 'Некоторые страны употребляются с артиклем: aus der Türkei, aus der Schweiz, aus dem Iran.',
        be: 'Некаторыя краіны ўжываюцца з артыклем: aus der Türkei, aus der Schweiz, aus dem Iran.',
        tr: 'Bazı ülkeler artikelle kullanılır: aus der Türkei, aus der Schweiz, aus dem Iran.',
        pl: 'Niektóre kraje mają rodzajnik: aus der Türkei, aus der Schweiz, aus dem Iran.',
        es: 'Algunos países llevan artículo: aus der Türkei, aus der Schweiz, aus dem Iran.',
      },
    },
    {
      de: 'Ich wohne in Berlin.',
      tr: { en: 'I live in Berlin.', ua: 'Я живу в Берліні.', de: 'den Wohnort nennen', ru: 'Я живу в Берлине.', be: 'Я жыву ў Берліне.', tr: 'Berlin’de yaşıyorum.', pl: 'Mieszkam w Berlinie.', es: 'Vivo en Berlín.' },
    },
    {
      de: 'Wo wohnst du?',
      tr: { en: 'Where do you live?', ua: 'Де ти живеш?', de: 'Frage nach dem Wohnort', ru: 'Где ты живёшь?', be: 'Дзе ты жывеш?', tr: 'Nerede oturuyorsun?', pl: 'Gdzie mieszkasz?', es: '¿Dónde vives?' },
      register: 'informal',
    },
    {
      de: 'Wie alt bist du?',
      tr: { en: 'How old are you?', ua: 'Скільки тобі років?', de: 'Frage nach dem Alter', ru: 'Сколько тебе лет?', be: 'Колькі табе гадоў?', tr: 'Kaç yaşındasın?', pl: 'Ile masz lat?', es: '¿Cuántos años tienes?' },
      register: 'informal',
    },
    {
      de: 'Ich bin 25 Jahre alt.',
      tr: { en: 'I’m 25 years old.', ua: 'Мені 25 років.', de: 'das Alter nennen', ru: 'Мне 25 лет.', be: 'Мне 25 гадоў.', tr: '25 yaşındayım.', pl: 'Mam 25 lat.', es: 'Tengo 25 años.' },
    },
    {
      de: 'Was machst du beruflich?',
      tr: { en: 'What do you do for a living?', ua: 'Ким ти працюєш?', de: 'Frage nach dem Beruf', ru: 'Кем ты работаешь?', be: 'Кім ты працуеш?', tr: 'Ne iş yapıyorsun?', pl: 'Czym się zajmujesz zawodowo?', es: '¿A qué te dedicas?' },
      register: 'informal',
    },
    {
      de: 'Ich bin Lehrerin.',
      tr: { en: 'I’m a teacher.', ua: 'Я вчителька.', de: 'den Beruf nennen', ru: 'Я учительница.', be: 'Я настаўніца.', tr: 'Öğretmenim.', pl: 'Jestem nauczycielką.', es: 'Soy profesora.' },
      note: {
        en: 'No article before a job: "Ich bin Lehrerin", not "eine Lehrerin".',
        ua: 'Перед професією немає артикля: «Ich bin Lehrerin», а не «eine Lehrerin».',
        de: 'Vor dem Beruf steht kein Artikel, also nicht „eine Lehrerin“.',
        ru: 'Перед профессией нет артикля: «Ich bin Lehrerin», а не «eine Lehrerin».',
        be: 'Перад прафесіяй няма артыкля: «Ich bin Lehrerin», а не «eine Lehrerin».',
        tr: 'Meslekten önce artikel kullanılmaz: "eine Lehrerin" değil, "Ich bin Lehrerin".',
        pl: 'Przed zawodem nie ma rodzajnika: „Ich bin Lehrerin”, nie „eine Lehrerin”.',
        es: 'Sin artículo delante de la profesión: «Ich bin Lehrerin», no «eine Lehrerin».',
      },
    },
    {
      de: 'Ich studiere Informatik.',
      tr: { en: 'I study computer science.', ua: 'Я вивчаю інформатику.', de: 'das Studienfach nennen', ru: 'Я изучаю информатику.', be: 'Я вывучаю інфарматыку.', tr: 'Bilgisayar bilimleri okuyorum.', pl: 'Studiuję informatykę.', es: 'Estudio informática.' },
    },
    {
      de: 'Ich lerne seit einem Jahr Deutsch.',
      tr: { en: 'I’ve been learning German for a year.', ua: 'Я вивчаю німецьку вже рік.', de: 'Dauer mit „seit“ und Präsens', ru: 'Я учу немецкий уже год.', be: 'Я вучу нямецкую ўжо год.', tr: 'Bir yıldır Almanca öğreniyorum.', pl: 'Uczę się niemieckiego od roku.', es: 'Llevo un año aprendiendo alemán.' },
    },
    {
      de: 'Ich spreche ein bisschen Deutsch.',
      tr: { en: 'I speak a little German.', ua: 'Я трохи розмовляю німецькою.', de: 'Sprachkenntnisse nennen', ru: 'Я немного говорю по-немецки.', be: 'Я крыху размаўляю па-нямецку.', tr: 'Biraz Almanca konuşuyorum.', pl: 'Mówię trochę po niemiecku.', es: 'Hablo un poco de alemán.' },
    },
    {
      de: 'Ich bin verheiratet und habe zwei Kinder.',
      tr: { en: 'I’m married and have two children.', ua: 'Я одружений (заміжня), маю двох дітей.', de: 'die Familie kurz vorstellen', ru: 'Я женат (замужем), у меня двое детей.', be: 'Я жанаты (замужам), у мяне двое дзяцей.', tr: 'Evliyim ve iki çocuğum var.', pl: 'Jestem żonaty (mężatką) i mam dwoje dzieci.', es: 'Estoy casado/a y tengo dos hijos.' },
    },
    {
      de: 'Das ist mein Mann, Thomas.',
      tr: { en: 'This is my husband, Thomas.', ua: 'Це мій чоловік Томас.', de: 'jemanden vorstellen', ru: 'Это мой муж Томас.', be: 'Гэта мой муж Томас.', tr: 'Bu eşim Thomas.', pl: 'To mój mąż, Thomas.', es: 'Este es mi marido, Thomas.' },
    },
    {
      de: 'Darf ich vorstellen? Das ist Frau Weber.',
      tr: { en: 'May I introduce you? This is Ms Weber.', ua: 'Дозвольте представити: це пані Вебер.', de: 'förmlich jemanden vorstellen', ru: 'Позвольте представить: это госпожа Вебер.', be: 'Дазвольце прадставіць: гэта спадарыня Вебер.', tr: 'Tanıştırayım: Bu Bayan Weber.', pl: 'Pozwoli pan/pani, że przedstawię: to pani Weber.', es: 'Permítame presentarle a la señora Weber.' },
      register: 'formal',
    },
    {
      de: 'Wollen wir uns duzen?',
      tr: { en: 'Shall we call each other "du"?', ua: 'Може, перейдемо на «ти»?', de: 'Vorschlag, „du“ zu sagen', ru: 'Может, перейдём на «ты»?', be: 'Можа, пяройдзем на «ты»?', tr: 'Birbirimize "sen" diyelim mi?', pl: 'Może przejdziemy na „ty”?', es: '¿Nos tuteamos?' },
      note: {
        en: 'Ask before switching from "Sie" to "du"; usually the older person or the boss offers it.',
        ua: 'Запитайте, перш ніж перейти з «Sie» на «du»; зазвичай пропонує старша людина або начальник.',
        de: 'Meist bietet die ältere Person oder der Chef das Du an.',
        ru: 'Спросите, прежде чем перейти с «Sie» на «du»; обычно предлагает старший или начальник.',
        be: 'Спытайце, перш чым перайсці з «Sie» на «du»; звычайна прапануе старэйшы або начальнік.',
        tr: '"Sie"den "du"ya geçmeden önce sorun; genelde yaşça büyük olan ya da patron teklif eder.',
        pl: 'Zapytaj, zanim przejdziesz z „Sie” na „du”; zwykle proponuje starsza osoba albo szef.',
        es: 'Pregunta antes de pasar de «Sie» a «du»; suele proponerlo la persona mayor o el jefe.',
      },
    },
  ],
};

export default set;
