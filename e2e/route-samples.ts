/**
 * One address for every route of src/app/router.tsx (tests/app/route-samples.test.ts fails when a
 * route has none), for the checks that must hold on every page.
 */
export const visitorPages = [
  '/',
  '/impressum',
  '/datenschutz',
  '/Nutzungsbedingungen',
  '/barrierfreiheit',
  '/worksheets',
  '/words',
  '/words/a1',
  '/words/a2',
  '/words/b1',
  '/words/animals01',
  '/words/machen',
  '/words/a2/history01',
  '/words/reviews',
  '/grammar',
  '/grammar/personal-pronouns-dative',
  '/grammar/a2',
  '/grammar/a2/praeteritum',
  '/phrases',
  '/phrases/introductions',
  '/phrases/reviews',
  '/games',
  // The games (issue 12): one line each.
  '/games/anagrams',
  '/crosswords/',
  '/crosswords/game/6',
  '/articles',
  '/articles/german-alphabet',
  '/spec_vacabulary/',
  '/spec_vacabulary/job',
  '/spec_vacabulary/exam',
  '/prof_vacabulary/parctice/?subcategory=217&section=15&tag=exam',
  '/articles-new/1',
  '/success-registration',
  '/something-went-wrong',
  '/account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/demo-reset-token',
  '/reregestration-fail',
  '/success-reregistration',
  '/gibt-es-nicht',
] as const;

/** Pages that show more to a logged-in learner: the account, an A2 lesson, the games of a practice page. */
export const memberPages = [
  '/account',
  '/grammar/a2/praeteritum',
  '/prof_vacabulary/parctice/?subcategory=217&section=15&tag=exam',
  '/crosswords/',
  '/crosswords/game/6',
] as const;
