import type { Strings } from '../locale-map';

/*
 * The 'pl' strings: common.json inside this module's chunk, every other namespace its own lazy
 * chunk. import.meta.glob takes only literals, hence one small file per language (same in each).
 */
export const common = import.meta.glob<Strings>('/locales/pl/common.json', { eager: true, import: 'default' });
export const namespaces = import.meta.glob<{ default: Strings }>(['/locales/pl/*.json', '!/locales/pl/common.json']);
