import type { Strings } from '../locale-map';

/*
 * The 'es' strings: common.json inside this module's chunk, every other namespace its own lazy
 * chunk. import.meta.glob takes only literals, hence one small file per language (same in each).
 */
export const common = import.meta.glob<Strings>('/locales/es/common.json', { eager: true, import: 'default' });
export const namespaces = import.meta.glob<{ default: Strings }>(['/locales/es/*.json', '!/locales/es/common.json']);
