#!/usr/bin/env node
// Runs deploy/site.conf with Debian's nginx in a temporary prefix, in the foreground, on any port,
// without touching /etc/nginx (issue 24.5): for the e2e project `nginx` and to try a build locally.
//
//   node deploy/run-nginx.mjs [--root dist] [--port 4313] [--api http://127.0.0.1:4173]
//
// --api proxies /api/ to that server (the tests use `vite preview`, which answers /api/ with the
// stand-in backend); without it nginx serves the static build only, as in production.
// NGINX_PATH overrides the binary (default: nginx on the PATH, else /usr/sbin/nginx).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: { root: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4313' }, api: { type: 'string' } },
});
const root = resolve(values.root);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`run-nginx: bad --port ${values.port}`);
if (!existsSync(join(root, 'app-shell.html')) || !existsSync(join(root, '.csp/nginx-map.conf'))) {
  throw new Error(`run-nginx: ${root} is not a finished build (app-shell.html and .csp/nginx-map.conf come from npm run build)`);
}
if (values.api !== undefined && !/^http:\/\/[\w.-]+(?::\d+)?$/.test(values.api)) throw new Error(`run-nginx: --api must be like http://127.0.0.1:4173, not ${values.api}`);

const nginx = process.env.NGINX_PATH ?? (spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim() || '/usr/sbin/nginx');
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find((p) => existsSync(p));
if (!mimeTypes) throw new Error('run-nginx: no mime.types found (is nginx installed? apt-get install nginx)');

// One prefix per port, emptied first: a run killed outright (Playwright ends its servers so) leaves
// its prefix behind, and the next run on that port reuses the name instead of adding another.
const prefix = join(tmpdir(), `site-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix);
// Started as root, nginx's workers run as nobody: they must reach the prefix.
chmodSync(prefix, 0o755);
for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));

const apiProxy =
  values.api === undefined
    ? ''
    : `location ^~ /api/ {\n        proxy_pass ${values.api};\n        proxy_set_header Host $http_host;\n        proxy_http_version 1.1;\n    }`;
const site = readFileSync(join(here, 'site.conf'), 'utf8')
  .replaceAll('__ROOT__', root)
  .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
  .replace(/# __API_PROXY__[^\n]*\n(?:\s*#[^\n]*\n)*/, `${apiProxy}\n`);
writeFileSync(join(prefix, 'site.conf'), site);
writeFileSync(
  join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/temp/client;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    # One line per prerendered page in the CSP map.
    map_hash_max_size 16384;
    map_hash_bucket_size 128;
    include ${prefix}/site.conf;
}
`,
);

const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
const test = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
if (test.status !== 0) {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(test.status ?? 1);
}
const server = spawn(nginx, args, { stdio: 'inherit' });
console.log(`run-nginx: http://127.0.0.1:${port}/ serving ${root}${values.api ? `, /api/ → ${values.api}` : ''} (prefix ${prefix})`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
