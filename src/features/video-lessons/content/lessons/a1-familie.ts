import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-familie',
  level: 'A1',
  topic: 'meeting',
  title: {
    en: 'This is my family',
    ua: 'Це моя родина',
    de: 'Das ist meine Familie',
    ru: 'Это моя семья',
    be: 'Гэта мая сям’я',
    tr: 'Bu benim ailem',
    pl: 'To jest moja rodzina',
    es: 'Esta es mi familia',
  },
  descr: {
    en: 'Someone introduces their family: parents and their jobs, brother and sister, grandparents and the dog.',
    ua: 'Людина представляє свою родину: батьків та їхні професії, брата й сестру, дідуся з бабусею і собаку.',
    de: 'Jemand stellt seine Familie vor: die Eltern und ihre Berufe, Bruder und Schwester, die Großeltern und den Hund.',
    ru: 'Человек представляет свою семью: родителей и их профессии, брата и сестру, бабушку с дедушкой и собаку.',
    be: 'Чалавек прадстаўляе сваю сям’ю: бацькоў і іх прафесіі, брата і сястру, дзядулю з бабуляй і сабаку.',
    tr: 'Biri ailesini tanıtıyor: anne babasını ve mesleklerini, erkek ve kız kardeşini, büyükanne ve büyükbabasını ve köpeğini.',
    pl: 'Ktoś przedstawia swoją rodzinę: rodziców i ich zawody, brata i siostrę, dziadków i psa.',
    es: 'Alguien presenta a su familia: los padres y sus profesiones, el hermano y la hermana, los abuelos y el perro.',
  },
  lines: [
    {
      de: 'Das ist meine Familie.',
      icon: 'family-man-woman-girl-boy',
      tr: { en: 'This is my family.', ua: 'Це моя родина.', ru: 'Это моя семья.', be: 'Гэта мая сям’я.', tr: 'Bu benim ailem.', pl: 'To jest moja rodzina.', es: 'Esta es mi familia.' },
    },
    {
      de: 'Mein Vater heißt Peter. Er ist Koch.',
      icon: 'man-cook',
      tr: { en: 'My father is called Peter. He is a cook.', ua: 'Мого тата звати Петер. Він кухар.', ru: 'Моего папу зовут Петер. Он повар.', be: 'Майго тату завуць Петэр. Ён повар.', tr: 'Babamın adı Peter. O aşçı.', pl: 'Mój tata ma na imię Peter. Jest kucharzem.', es: 'Mi padre se llama Peter. Es cocinero.' },
    },
    {
      de: 'Meine Mutter heißt Maria. Sie ist Lehrerin.',
      icon: 'woman-teacher',
      tr: { en: 'My mother is called Maria. She is a teacher.', ua: 'Мою маму звати Марія. Вона вчителька.', ru: 'Мою маму зовут Мария. Она учительница.', be: 'Маю маму завуць Марыя. Яна настаўніца.', tr: 'Annemin adı Maria. O öğretmen.', pl: 'Moja mama ma na imię Maria. Jest nauczycielką.', es: 'Mi madre se llama María. Es profesora.' },
    },
    {
      de: 'Ich habe einen Bruder und eine Schwester.',
      icon: 'boy',
      tr: { en: 'I have a brother and a sister.', ua: 'У мене є брат і сестра.', ru: 'У меня есть брат и сестра.', be: 'У мяне ёсць брат і сястра.', tr: 'Bir erkek kardeşim ve bir kız kardeşim var.', pl: 'Mam brata i siostrę.', es: 'Tengo un hermano y una hermana.' },
    },
    {
      de: 'Mein Bruder ist zehn und spielt gern Fußball.',
      icon: 'soccer-ball',
      tr: { en: 'My brother is ten and likes playing football.', ua: 'Моєму братові десять, він любить грати у футбол.', ru: 'Моему брату десять, он любит играть в футбол.', be: 'Майму брату дзесяць, ён любіць гуляць у футбол.', tr: 'Erkek kardeşim on yaşında ve futbol oynamayı seviyor.', pl: 'Mój brat ma dziesięć lat i lubi grać w piłkę nożną.', es: 'Mi hermano tiene diez años y le gusta jugar al fútbol.' },
    },
    {
      de: 'Meine Schwester ist noch ein Baby.',
      icon: 'baby',
      tr: { en: 'My sister is still a baby.', ua: 'Моя сестра ще немовля.', ru: 'Моя сестра ещё младенец.', be: 'Мая сястра яшчэ немаўля.', tr: 'Kız kardeşim daha bebek.', pl: 'Moja siostra jest jeszcze niemowlęciem.', es: 'Mi hermana todavía es un bebé.' },
    },
    {
      de: 'Meine Großeltern wohnen auf dem Land.',
      icon: 'house-with-garden',
      tr: { en: 'My grandparents live in the countryside.', ua: 'Мої дідусь і бабуся живуть у селі.', ru: 'Мои бабушка и дедушка живут в деревне.', be: 'Мае дзядуля і бабуля жывуць у вёсцы.', tr: 'Büyükannem ve büyükbabam köyde yaşıyor.', pl: 'Moi dziadkowie mieszkają na wsi.', es: 'Mis abuelos viven en el campo.' },
    },
    {
      de: 'Am Sonntag besuchen wir sie.',
      icon: 'calendar',
      tr: { en: 'On Sunday we visit them.', ua: 'У неділю ми їх відвідуємо.', ru: 'В воскресенье мы их навещаем.', be: 'У нядзелю мы іх наведваем.', tr: 'Pazar günü onları ziyaret ediyoruz.', pl: 'W niedzielę ich odwiedzamy.', es: 'El domingo los visitamos.' },
    },
    {
      de: 'Wir haben auch einen Hund. Er heißt Bello.',
      icon: 'dog',
      tr: { en: 'We also have a dog. His name is Bello.', ua: 'У нас також є собака. Його звати Белло.', ru: 'У нас также есть собака. Его зовут Белло.', be: 'У нас таксама ёсць сабака. Яго завуць Бэла.', tr: 'Bir de köpeğimiz var. Adı Bello.', pl: 'Mamy też psa. Nazywa się Bello.', es: 'También tenemos un perro. Se llama Bello.' },
    },
  ],
  exercise: [
    {
      question: { en: 'What is the father’s job?', ua: 'Ким працює тато?', de: 'Was ist der Vater von Beruf?', ru: 'Кем работает папа?', be: 'Кім працуе тата?', tr: 'Babanın mesleği ne?', pl: 'Kim z zawodu jest tata?', es: '¿Cuál es la profesión del padre?' },
      options: ['Koch', 'Lehrer', 'Arzt'],
      answer: 0,
    },
    {
      question: { en: 'What brothers and sisters does the speaker have?', ua: 'Які брати й сестри є в людини?', de: 'Welche Geschwister hat die Person?', ru: 'Какие братья и сёстры есть у человека?', be: 'Якія браты і сёстры ёсць у чалавека?', tr: 'Konuşan kişinin hangi kardeşleri var?', pl: 'Jakie rodzeństwo ma ta osoba?', es: '¿Qué hermanos tiene la persona?' },
      options: ['zwei Brüder', 'einen Bruder und eine Schwester', 'nur eine Schwester'],
      answer: 1,
    },
    {
      question: { en: 'When does the family visit the grandparents?', ua: 'Коли родина відвідує дідуся й бабусю?', de: 'Wann besucht die Familie die Großeltern?', ru: 'Когда семья навещает бабушку и дедушку?', be: 'Калі сям’я наведвае дзядулю і бабулю?', tr: 'Aile büyükanne ve büyükbabayı ne zaman ziyaret ediyor?', pl: 'Kiedy rodzina odwiedza dziadków?', es: '¿Cuándo visita la familia a los abuelos?' },
      options: ['am Montag', 'am Freitag', 'am Sonntag'],
      answer: 2,
    },
  ],
};
