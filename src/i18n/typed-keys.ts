import 'i18next';
import type common from '../../locales/en/common.json';
import type home from '../../locales/en/home.json';
import type tips from '../../locales/en/tips.json';
import type worksheets from '../../locales/en/worksheets.json';

/** Typed keys: `t('menu.play')` is checked against the English files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      tips: typeof tips;
      worksheets: typeof worksheets;
    };
  }
}
