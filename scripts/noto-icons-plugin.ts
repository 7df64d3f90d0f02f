import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Word pictures are Noto emoji (Apache-2.0) from @iconify-json/noto, served as /icons/noto/<name>.svg:
 * in dev from the icon set, in the build as one small asset per icon the content names.
 */
interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const PREFIX = '/icons/noto/';

function loadSet(): IconSet {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8')) as IconSet;
}

function svgOf(set: IconSet, name: string): string | undefined {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const w = icon.width ?? set.width ?? 128;
  const h = icon.height ?? set.height ?? 128;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** Icon names the content uses: every `img: '<name>'` in src/features/<area>/content. */
export function iconNamesIn(root: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry) && path.includes(`${join('content')}`)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bimg:\s*'([a-z0-9-]+)'/g)) if (match[1]) names.add(match[1]);
      }
    }
  };
  walk(join(root, 'src/features'));
  return names;
}

export function notoIcons(root: string): Plugin {
  let set: IconSet | undefined;
  const icons = () => (set ??= loadSet());
  return {
    name: 'noto-icons',
    configureServer(server) {
      server.middlewares.use(PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, '');
        const svg = svgOf(icons(), name);
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      for (const name of iconNamesIn(root)) {
        const svg = svgOf(icons(), name);
        if (svg) this.emitFile({ type: 'asset', fileName: `icons/noto/${name}.svg`, source: svg });
      }
    },
  };
}
