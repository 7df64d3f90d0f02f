import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let noto: IconSet | undefined;

function iconSet(): IconSet {
  if (!noto) {
    const require = createRequire(import.meta.url);
    noto = JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8')) as IconSet;
  }
  return noto;
}

/** A Noto emoji (Apache-2.0) as a standalone SVG document, or undefined if there is no such icon. */
export function notoSvg(name: string): string | undefined {
  const set = iconSet();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const w = icon.width ?? set.width ?? 128;
  const h = icon.height ?? set.height ?? 128;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${icon.body}</svg>`;
}
