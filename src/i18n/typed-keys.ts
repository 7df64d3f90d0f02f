import 'i18next';
import type account from '../../locales/en/account.json';
import type advertise from '../../locales/en/advertise.json';
import type articles from '../../locales/en/articles.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type grammar from '../../locales/en/grammar.json';
import type games from '../../locales/en/games.json';
import type gameAnagrams from '../../locales/en/game-anagrams.json';
import type gameNumbers from '../../locales/en/game-numbers.json';
import type gameSentencesPuzzle from '../../locales/en/game-sentences-puzzle.json';
import type gameMouse from '../../locales/en/game-mouse.json';
import type gameStock from '../../locales/en/game-stock.json';
import type gameWordsPuzzle from '../../locales/en/game-words-puzzle.json';
import type gameCompliments from '../../locales/en/game-compliments.json';
import type gameLaces from '../../locales/en/game-laces.json';
import type gameWordMatch from '../../locales/en/game-word-match.json';
import type gameCompoundWords from '../../locales/en/game-compound-words.json';
import type gameVanishingWords from '../../locales/en/game-vanishing-words.json';
import type gameSayTime from '../../locales/en/game-say-time.json';
import type gameSayDate from '../../locales/en/game-say-date.json';
import type gameMap from '../../locales/en/game-map.json';
import type gameMapQuiz from '../../locales/en/game-map-quiz.json';
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
      advertise: typeof advertise;
      articles: typeof articles;
      auth: typeof auth;
      common: typeof common;
      grammar: typeof grammar;
      games: typeof games;
      'game-anagrams': typeof gameAnagrams;
      'game-numbers': typeof gameNumbers;
      'game-sentences-puzzle': typeof gameSentencesPuzzle;
      'game-mouse': typeof gameMouse;
      'game-stock': typeof gameStock;
      'game-words-puzzle': typeof gameWordsPuzzle;
      'game-compliments': typeof gameCompliments;
      'game-laces': typeof gameLaces;
      'game-word-match': typeof gameWordMatch;
      'game-compound-words': typeof gameCompoundWords;
      'game-vanishing-words': typeof gameVanishingWords;
      'game-say-time': typeof gameSayTime;
      'game-say-date': typeof gameSayDate;
      'game-map': typeof gameMap;
      'game-map-quiz': typeof gameMapQuiz;
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
