import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '@/i18n/i18n';
import { registerRoutes } from '@/lib/route-registry';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { SessionGuard } from './shell/session-guard';

/**
 * The route table (spec 000 §2): one shell for every route; inside it the session guard wraps
 * every route except those the spec leaves unwrapped (DECISIONS.md "The guard"). Every page is
 * a lazy module exporting `Component`; paths keep the live site's spellings (config/paths.ts).
 */
/**
 * A lazy page together with its locale namespaces: the router renders the page only when both
 * are there, so no page ever paints with untranslated keys (and no layout shift follows).
 */
function page(load: () => Promise<Record<string, unknown>>, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
  };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <SessionGuard />,
            children: [
              { index: true, lazy: page(() => import('./routes/home'), ['home']) },
              { path: 'impressum', lazy: page(() => import('./routes/impressum')) },
              { path: 'datenschutz', lazy: page(() => import('./routes/datenschutz')) },
              { path: 'Nutzungsbedingungen', lazy: page(() => import('./routes/nutzungsbedingungen')) },
              { path: 'barrierfreiheit', lazy: page(() => import('./routes/barrierefreiheit')) },
              { path: 'loc', lazy: page(() => import('./routes/loc')) },
              { path: 'worksheets', lazy: page(() => import('./routes/worksheets'), ['worksheets']) },
              { path: 'for-teachers/class-games', lazy: page(() => import('./routes/class-games'), ['games', 'class-games']) },
              { path: 'words', lazy: page(() => import('./routes/words-hub'), ['words']) },
              // /words/a1, /words/a2, /words/b1 are the level pages; any other slug is a topic.
              { path: 'words/:topicId', lazy: page(() => import('./routes/word-topic'), ['words', 'worksheets']) },
              { path: 'words/a2/:topicId', lazy: page(() => import('./routes/word-topic'), ['words', 'worksheets']) },
              { path: 'grammar', lazy: page(() => import('./routes/grammar-hub'), ['grammar']) },
              { path: 'grammar/:slug', lazy: page(() => import('./routes/grammar-topic'), ['grammar', 'worksheets']) },
              { path: 'grammar/a2', lazy: page(() => import('./routes/grammar-a2'), ['grammar']) },
              { path: 'grammar/a2/:slug', lazy: page(() => import('./routes/grammar-a2-lesson'), ['grammar', 'worksheets']) },
              { path: 'spec_vacabulary', lazy: page(() => import('./routes/prof-sections'), ['professional']) },
              { path: 'spec_vacabulary/:tag', lazy: page(() => import('./routes/prof-sections'), ['professional']) },
              { path: 'phrases', lazy: page(() => import('./routes/phrases-hub'), ['phrases']) },
              { path: 'phrases/:id', lazy: page(() => import('./routes/phrase-set'), ['phrases', 'quiz', 'worksheets']) },
              { path: 'games', lazy: page(() => import('./routes/games-hub'), ['games']) },
              // The games (issue 12): one line each, `games` and the game's own namespace.
              { path: 'games/anagrams', lazy: page(() => import('./routes/game-anagrams'), ['games', 'game-anagrams', 'quiz']) },
              { path: 'games/numbers-game', lazy: page(() => import('./routes/game-numbers'), ['games', 'game-numbers', 'quiz']) },
              { path: 'games/sentences-puzzle', lazy: page(() => import('./routes/game-sentences-puzzle'), ['games', 'game-sentences-puzzle', 'quiz']) },
              { path: 'stock-game', lazy: page(() => import('./routes/game-stock'), ['games', 'game-stock', 'quiz']) },
              { path: 'games/mouse-game', lazy: page(() => import('./routes/game-mouse'), ['games', 'game-mouse', 'quiz']) },
              { path: 'games/words-puzzle', lazy: page(() => import('./routes/game-words-puzzle'), ['games', 'game-words-puzzle', 'quiz']) },
              { path: 'compliment-game', lazy: page(() => import('./routes/game-compliments'), ['games', 'game-compliments', 'quiz']) },
              { path: 'games/laces-game', lazy: page(() => import('./routes/game-laces'), ['games', 'game-laces', 'quiz']) },
              { path: 'games/word-match', lazy: page(() => import('./routes/game-word-match'), ['games', 'game-word-match', 'quiz']) },
              { path: 'games/compound-words-game', lazy: page(() => import('./routes/game-compound-words'), ['games', 'game-compound-words', 'quiz']) },
              { path: 'games/Vanishing-Words-game', lazy: page(() => import('./routes/game-vanishing-words'), ['games', 'game-vanishing-words', 'quiz']) },
              { path: 'games/say-time-game', lazy: page(() => import('./routes/game-say-time'), ['games', 'game-say-time', 'quiz']) },
              { path: 'games/say-date-game', lazy: page(() => import('./routes/game-say-date'), ['games', 'game-say-date', 'quiz']) },
              { path: 'map-game', lazy: page(() => import('./routes/game-map'), ['games', 'game-map', 'quiz']) },
              { path: 'games/map-quiz', lazy: page(() => import('./routes/game-map-quiz'), ['games', 'game-map-quiz', 'quiz']) },
              { path: 'crosswords', lazy: page(() => import('./routes/crosswords'), ['crosswords']) },
              { path: 'crosswords/game/:ref', lazy: page(() => import('./routes/crossword-game'), ['crosswords']) },
              // The quizzes about Germany (issue 13): the hub (spec: /quizzes/) and one quiz on the game frame.
              { path: 'quizzes', lazy: page(() => import('./routes/quizzes-hub'), ['quizzes']) },
              { path: 'quizzes/:id', lazy: page(() => import('./routes/quiz-germany'), ['games', 'quizzes', 'quiz', 'worksheets']) },
              { path: 'articles', lazy: page(() => import('./routes/articles-hub'), ['articles']) },
              { path: 'articles/:slug', lazy: page(() => import('./routes/article'), ['articles']) },
              { path: 'articles-new/:id', lazy: page(() => import('./routes/article-reader'), ['articles']) },
              // Video lessons (issue 16): the hub and one lesson (video, transcript, exercise).
              { path: 'video-lessons', lazy: page(() => import('./routes/video-lessons'), ['video-lessons']) },
              { path: 'video-lessons/:id', lazy: page(() => import('./routes/video-lesson'), ['video-lessons', 'quiz']) },
              // paths.onlineTutors is '/online-tutors/': the route matches it with and without the slash.
              { path: 'online-tutors', lazy: page(() => import('./routes/online-tutors'), ['tutors']) },
              { path: 'prof_vacabulary/parctice', lazy: page(() => import('./routes/prof-practice'), ['professional', 'quiz']) },
              // Advertising (issue 16): with and without the trailing slash, like /spec_vacabulary/.
              { path: 'advertise', lazy: page(() => import('./routes/advertise'), ['advertise']) },
              { path: 'advertise-for-travel-agencies', lazy: page(() => import('./routes/advertise-travel'), ['advertise']) },
              { path: 'advertise-for-schools', lazy: page(() => import('./routes/advertise-schools'), ['advertise']) },
              { path: 'success-registration', lazy: page(() => import('./routes/success-registration'), ['auth']) },
              { path: 'your-data', lazy: page(() => import('./routes/your-data'), ['your-data']) },
              { path: 'today', lazy: page(() => import('./routes/today'), ['today']) },
              { path: 'something-went-wrong', lazy: page(() => import('./routes/something-went-wrong'), ['auth']) },
            ],
          },
          // Outside the guard, as the spec leaves them (spec 000 §2 "Route guard").
          { path: 'account', lazy: page(() => import('./routes/account'), ['account', 'your-data']) },
          { path: 'login', lazy: page(() => import('./routes/login'), ['auth']) },
          { path: 'register', lazy: page(() => import('./routes/register'), ['auth']) },
          { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password'), ['auth']) },
          { path: 'reset-password/:token', lazy: page(() => import('./routes/reset-password'), ['auth']) },
          { path: 'reregestration-fail', lazy: page(() => import('./routes/reregestration-fail'), ['auth']) },
          { path: 'words/reviews', lazy: page(() => import('./routes/words-reviews'), ['words']) },
          { path: 'phrases/reviews', lazy: page(() => import('./routes/phrases-reviews'), ['phrases', 'quiz']) },
          { path: 'success-reregistration', lazy: page(() => import('./routes/success-reregistration'), ['auth']) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

registerRoutes(routes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
