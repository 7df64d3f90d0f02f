import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Connect, Plugin } from 'vite';
import { handlers } from './handlers';

/**
 * Serves the stand-in backend over real HTTP inside `vite` (dev) and `vite preview`, at the
 * path of VITE_API_BASE_URL (e.g. /api/). The production bundle never contains it: only this
 * config-time plugin imports src/mocks.
 */
async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** `rewrite`: the mount's own prefix → the stand-in's (an uploads base such as /media/ → /uploads/). */
function middleware(rewrite?: { from: string; to: string }): Connect.NextHandleFunction {
  return (req, res: ServerResponse, next) => {
    void (async () => {
      const host = req.headers.host ?? '127.0.0.1';
      let path = req.originalUrl ?? req.url ?? '/';
      if (rewrite && path.startsWith(rewrite.from)) path = `${rewrite.to}${path.slice(rewrite.from.length)}`;
      const url = new URL(path, `http://${host}`);
      const method = req.method ?? 'GET';
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(', '));
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
      const request = new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
      const response = await getResponse(handlers, request);
      if (!response) return next();
      if (response.type === 'error') {
        // A "network error": close the connection without an answer.
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => next(error));
  };
}

const withoutSlash = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Mounts the stand-in at the API base, and at the uploads base too when that is a path on this
 * site (VITE_UPLOADS_BASE_URL, default /uploads/): pictures are then served from there, as the
 * real product host serves them beside, not under, the API.
 */
export function standInBackend(basePath: string, uploadsPath?: string): Plugin {
  const mount = withoutSlash(basePath);
  const uploads = uploadsPath?.startsWith('/') && withoutSlash(uploadsPath) !== mount ? withoutSlash(uploadsPath) : null;
  const mountAll = (middlewares: Connect.Server) => {
    middlewares.use(mount, middleware());
    if (uploads) middlewares.use(uploads, middleware({ from: `${uploads}/`, to: '/uploads/' }));
  };
  return {
    name: 'stand-in-backend',
    configureServer(server) {
      mountAll(server.middlewares);
    },
    configurePreviewServer(server) {
      mountAll(server.middlewares);
    },
  };
}
