import 'i18next';
import type account from '../../locales/en/account.json';
import type articles from '../../locales/en/articles.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type crosswords from '../../locales/en/crosswords.json';
import type grammar from '../../locales/en/grammar.json';
import type games from '../../locales/en/games.json';
import type gameAnagrams from '../../locales/en/game-anagrams.json';
import type home from '../../locales/en/home.json';
import type phrases from '../../locales/en/phrases.json';
import type professional from '../../locales/en/professional.json';
import type quiz from '../../locales/en/quiz.json';
import type sync from '../../locales/en/sync.json';
import type timer from '../../locales/en/timer.json';
import type tips from '../../locales/en/tips.json';
import type words from '../../locales/en/words.json';
import type worksheets from '../../locales/en/worksheets.json';

/** Typed keys: `t('menu.play')` is checked against the English files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      articles: typeof articles;
      auth: typeof auth;
      common: typeof common;
      crosswords: typeof crosswords;
      grammar: typeof grammar;
      games: typeof games;
      'game-anagrams': typeof gameAnagrams;
      home: typeof home;
      phrases: typeof phrases;
      professional: typeof professional;
      quiz: typeof quiz;
      sync: typeof sync;
      timer: typeof timer;
      tips: typeof tips;
      words: typeof words;
      worksheets: typeof worksheets;
    };
  }
}
