import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The cookie by which the web client says it holds a session (apps/web/src/shared/api/token.ts); never a token. */
const SESSION_HINT = /(?:^|;\s*)fieldbook\.session=1(?:;|$)/;

/**
 * The page that starts the web client at any of its addresses. A browser holding a session gets
 * index.session.html, which also asks at once for the signed-in frame's code (apps/web/vite.config.ts);
 * the hint grants nothing, the API still checks the bearer token. A build without that page gets
 * index.html. Looked up per request, as the client's other files, so a rebuilt client needs no restart.
 * A browser whose service worker (apps/web/pwa.config.ts) is installed sends its navigations here no
 * more: the worker answers them with its precached index.html.
 */
export function webPage(req: FastifyRequest, webDir: string): string {
  const hinted = SESSION_HINT.test(req.headers.cookie ?? '');
  return hinted && existsSync(join(webDir, 'index.session.html')) ? 'index.session.html' : 'index.html';
}
