import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@fieldbook/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerDomains } from './domains/index.ts';
import { startScheduledWork } from './domains/scheduled.ts';
import type { SessionUser } from './platform/context.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { startJobs } from './platform/jobs.ts';
import { createMailer } from './platform/mail.ts';
import { startMailWorker } from './platform/mail-worker.ts';
import { openApiOptions } from './platform/openapi.ts';
import { startKeyPruner } from './platform/request-keys.ts';
import { responseSerializer } from './platform/response-serializer.ts';
import { OneLinePerRequest, serverLogger } from './platform/server-log.ts';
import { sessionCacheFor } from './platform/session-cache.ts';
import { startSweeper, storageFor } from './platform/storage.ts';
import { installTextGuard } from './platform/text-guard.ts';
import { discardUploadsThen, UPLOAD_LIMIT } from './platform/upload.ts';
import { webPage } from './platform/web-page.ts';
import type { WikiClient } from './platform/wiki.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  wiki?: WikiClient | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * The pool the scheduled work (platform/jobs.ts: the mail worker) runs on; without it the process
   * runs none, as tests that do not need it.
   */
  jobsPool?: pg.Pool;
}

/** The web client's service worker, or its compressed copy (apps/web/pwa.config.ts). */
const SERVICE_WORKER = /[\\/]sw\.js(?:\.br|\.gz)?$/;

/** Largest JSON body; uploads have their own limit, anonymous calls a smaller one (define-route.ts). */
const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many peers nearest the server, whatever their address (as proxy-addr does). */
function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the application (plugins, error handler, routes) without listening. */
export async function buildApp({ config, db, wiki = null, logger, jobsPool }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? serverLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Several specified GET calls change state (ResetPasswordLoggedIn, CloseOpportunity, …):
    // an automatic HEAD twin would run them too.
    exposeHeadRoutes: false,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.checkResponses));
  app.decorate('fieldbookRoutes', []);
  app.decorateRequest('user', null);
  const mail = createMailer(db, app.log, config.smtpUrl, config.mailFrom, config.mailRetrySeconds);
  const sessions = sessionCacheFor<SessionUser>(db);
  await sessions.start();
  const storage = storageFor(db, config);
  app.decorate('services', { config, db, mail, sessions, storage, wiki });
  const stopSweeper = startSweeper(storage, app.log);
  const stopKeyPruner = startKeyPruner(db, app.log);
  const jobs = jobsPool ? await startJobs(jobsPool, app.log) : null;
  if (jobs) {
    await startMailWorker(jobs, mail, app.log);
    await startScheduledWork(jobs, { db, mail });
  }
  app.addHook('onClose', async () => {
    stopSweeper();
    stopKeyPruner();
    await jobs?.stop();
    await mail.close();
    await sessions.close();
  });

  // The security headers are the same on every answer: Helmet works them out once, here, and each
  // request only sets them (the Fastify plugin builds Helmet again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The PDF previews (proposal attachments) show a blob: URL in an iframe.
        frameSrc: ["'self'", 'blob:'],
        // The web client's service worker (/sw.js) and web app manifest, said outright rather than left
        // to script-src and default-src.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Helmet throws its errors rather than passing them on: `done` is only ever called without one.
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, done as () => void));
  // A generous ceiling per address against floods; sign-in has its own, stricter throttle.
  await app.register(rateLimit, { max: 1200, timeWindow: '1 minute', allowList: ['127.0.0.1', '::1'] });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } });
  // An upload's temporary file never outlives its request, whatever became of the request.
  app.addHook('onResponse', (req, _reply, done) => discardUploadsThen(req, done));
  app.addHook('onRequestAbort', (req, done) => discardUploadsThen(req, done));
  await app.register(swagger, openApiOptions(app));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installErrorHandler(app);
  installTextGuard(app);
  // API answers hold one user's data: no browser or proxy may keep them. File answers set their own.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await registerDomains(app);

  const webDir = config.webDir;
  const hasWeb = webDir && existsSync(join(webDir, 'index.html'));
  // Files are looked up per request (wildcard), so a rebuilt client is served without a restart.
  // Hashed assets never change: cache them for a year; index.html is sent uncached below, and so is the
  // service worker, which the browser compares byte for byte at each check for a new version.
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders: (reply: FastifyReply, path: string) => {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (SERVICE_WORKER.test(path)) reply.header('cache-control', 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (req, reply) => sendWebPage(req, reply, webDir));
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || req.method !== 'GET' || isFile) {
      return reply.status(404).send({ success: false, message: messages.notFound });
    }
    // Client routes: the single-page application decides what to show.
    return sendWebPage(req, reply, webDir as string);
  });
  return app;
}

/** The client's page, uncached; which of its two pages depends on a cookie (platform/web-page.ts). */
function sendWebPage(req: FastifyRequest, reply: FastifyReply, webDir: string) {
  return reply.type('text/html').header('vary', 'cookie').sendFile(webPage(req, webDir), { maxAge: 0 });
}
