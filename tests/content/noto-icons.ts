import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const noto = JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8')) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };

/** True when the Noto emoji set (@iconify-json/noto) has an icon of that name. */
export const iconExists = (name: string) => name in noto.icons || name in (noto.aliases ?? {});
