/**
 * Every route path of the site, spelled exactly as the live site spells them (spec 000 §2) —
 * `/spec_vacabulary/`, `/prof_vacabulary/parctice/`, `/reregestration-fail` and
 * `/Nutzungsbedingungen` are live URLs and stay as they are.
 */
export const paths = {
  home: '/',
  // Account
  account: '/account',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  successRegistration: '/success-registration',
  successReregistration: '/success-reregistration',
  somethingWentWrong: '/something-went-wrong',
  reregistrationFail: '/reregestration-fail',
  // Legal
  impressum: '/impressum',
  accessibility: '/barrierfreiheit',
  privacy: '/datenschutz',
  terms: '/Nutzungsbedingungen',
  // Your data (issue 17): export and import of the progress kept on the device
  yourData: '/your-data',
  // Today (issue 30): the daily FSRS review, next to learn and progress at a glance
  today: '/today',
  // Hubs
  grammar: '/grammar',
  grammarA2: '/grammar/a2',
  games: '/games',
  words: '/words',
  wordsA1: '/words/a1',
  phrases: '/phrases',
  articles: '/articles',
  worksheets: '/worksheets',
  classGames: '/for-teachers/class-games/',
  videoLessons: '/video-lessons',
  onlineTutors: '/online-tutors/',
  quizzes: '/quizzes/',
  languages: '/loc',
  // Professional vocabulary
  profSections: '/spec_vacabulary/',
  profSectionsJob: '/spec_vacabulary/job',
  profSectionsExam: '/spec_vacabulary/exam',
  profPractice: '/prof_vacabulary/parctice/',
  // Crosswords
  crosswords: '/crosswords/',
  // Reviews
  wordsReviews: '/words/reviews',
  phrasesReviews: '/phrases/reviews',
  // Advertising
  advertise: '/advertise/',
  advertiseTravel: '/advertise-for-travel-agencies/',
  advertiseSchools: '/advertise-for-schools/',
} as const;
