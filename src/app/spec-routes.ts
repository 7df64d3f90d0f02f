/**
 * Spec 000 §2's route table and spec 001 §2's screens, as concrete addresses (a sample for each
 * pattern): every one must be served by a real page, not by the not-found catch-all. The spec
 * lives outside the repository, so its table is copied here (keep it in step when the spec changes).
 */
export const SPEC_ROUTES = [
  // Main and account
  '/', '/account', '/login', '/register', '/forgot-password', '/reset-password/some-token',
  // Registration outcomes
  '/success-registration', '/success-reregistration', '/something-went-wrong', '/reregestration-fail',
  // Legal
  '/impressum', '/barrierfreiheit', '/datenschutz', '/Nutzungsbedingungen',
  // Hubs
  '/grammar', '/games', '/words', '/phrases', '/articles', '/worksheets', '/video-lessons', '/online-tutors/', '/quizzes/', '/loc',
  // Words, articles
  '/words/a1', '/words/a2', '/words/b1', '/words/time01', '/words/a2/history01', '/articles-new/1', '/articles/german-alphabet',
  // Professional vocabulary (spec 001 §2)
  '/spec_vacabulary/', '/spec_vacabulary/job', '/spec_vacabulary/exam', '/prof_vacabulary/parctice/?subcategory=1',
  // Games
  '/stock-game', '/map-game', '/compliment-game', '/games/say-time-game', '/games/say-date-game', '/games/words-puzzle',
  '/games/laces-game', '/games/compound-words-game', '/games/Vanishing-Words-game', '/games/numbers-game', '/games/anagrams',
  '/games/map-quiz', '/games/sentences-puzzle', '/for-teachers/class-games/', '/games/mouse-game', '/games/word-match',
  // Crosswords
  '/crosswords/', '/crosswords/game/6', '/crosswords/game/2025-03-02',
  // Advertising
  '/advertise/', '/advertise-for-travel-agencies/', '/advertise-for-schools/',
  // Reviews
  '/words/reviews', '/phrases/reviews',
];

