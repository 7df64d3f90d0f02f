import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import type { Plugin } from 'vite';

/**
 * Word pictures are Noto emoji (Apache-2.0) from @iconify-json/noto, served as /icons/noto/<name>.svg:
 * one small asset per icon the source names. Dev serves exactly the same names as the build, so a
 * picture missing from the build is missing in dev too — nobody finds out only on the live site.
 */
const iconSetSchema = v.object({
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  icons: v.record(v.string(), v.object({ body: v.string(), width: v.optional(v.number()), height: v.optional(v.number()) })),
  aliases: v.optional(v.record(v.string(), v.object({ parent: v.string() }))),
});
type IconSet = v.InferOutput<typeof iconSetSchema>;

const PREFIX = '/icons/noto/';
const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
/**
 * How source names a picture: an `img` or `icon` property with a literal name (content modules,
 * the generated JSON-style catalogues, component tables), or a literal /icons/noto/<name>.svg.
 */
const PATTERNS = [new RegExp(`["']?\\b(?:img|icon)["']?\\s*:\\s*["'](${NAME})["']`, 'g'), new RegExp(`${PREFIX}(${NAME})\\.svg`, 'g')];

export function loadIconSet(): IconSet {
  const require = createRequire(import.meta.url);
  return v.parse(iconSetSchema, JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8')));
}

export function svgOf(set: IconSet, name: string): string | undefined {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const w = icon.width ?? set.width ?? 128;
  const h = icon.height ?? set.height ?? 128;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** App source files: everything under src/ but the stand-in server and the tests. */
function isAppSource(path: string): boolean {
  return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.split(sep).includes('mocks');
}

/** Icon names the app's source uses: content, catalogues and components under src/. */
export function iconNamesIn(root: string): Set<string> {
  const names = new Set<string>();
  const src = join(root, 'src');
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isAppSource(relative(src, path))) continue;
    const text = readFileSync(path, 'utf8');
    for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) if (match[1]) names.add(match[1]);
  }
  return names;
}

/** The assets the build emits (icons/noto/<name>.svg), and the names the icon set does not have. */
export function iconAssets(root: string, set: IconSet = loadIconSet()): { files: Map<string, string>; unknown: string[] } {
  const files = new Map<string, string>();
  const unknown: string[] = [];
  for (const name of [...iconNamesIn(root)].sort()) {
    const svg = svgOf(set, name);
    if (svg) files.set(`icons/noto/${name}.svg`, svg);
    else unknown.push(name);
  }
  return { files, unknown };
}

export function notoIcons(root: string): Plugin {
  let set: IconSet | undefined;
  let names: Set<string> | undefined;
  const icons = () => (set ??= loadIconSet());
  return {
    name: 'noto-icons',
    configureServer(server) {
      // Source edits may add or drop names: read them again on the next request.
      const forget = (file: string) => {
        if (file.startsWith(join(root, 'src'))) names = undefined;
      };
      server.watcher.on('change', forget).on('add', forget).on('unlink', forget);
      server.middlewares.use(PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, '');
        names ??= iconNamesIn(root);
        const svg = names.has(name) ? svgOf(icons(), name) : undefined;
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      const { files, unknown } = iconAssets(root, icons());
      // A name the icon set lacks would be a broken picture on the site: stop the build instead.
      if (unknown.length > 0) this.error(`Noto icons named in src/ but missing from @iconify-json/noto: ${unknown.join(', ')}`);
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
