import type { Strings } from '../locale-map';

/*
 * The 'ru' strings: common.json inside this module's chunk, every other namespace its own lazy
 * chunk. import.meta.glob takes only literals, hence one small file per language (same in each).
 */
export const common = import.meta.glob<Strings>('/locales/ru/common.json', { eager: true, import: 'default' });
export const namespaces = import.meta.glob<{ default: Strings }>(['/locales/ru/*.json', '!/locales/ru/common.json']);
