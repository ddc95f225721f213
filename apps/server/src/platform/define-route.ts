import { accessAllows, type Endpoint, messages } from '@fieldbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Ctx, PublicCtx, Services, SessionUser } from './context.ts';
import { AppError } from './errors.ts';
import { runOnce, storeAnswer } from './request-keys.ts';
import { cachedSession, resolveSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route bound by defineRoute, for the access tests and the OpenAPI document. */
    fieldbookRoutes: Endpoint[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The endpoint takes an Idempotency-Key (contract `once`). */
    once?: boolean;
  }
}

type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;
type In<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : unknown;

export type Handler<E extends Endpoint> = (
  ctx: E['access'] extends 'public' ? PublicCtx : Ctx,
  input: { body: Out<E['body']>; query: Out<E['query']> },
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<In<E['response']> | FastifyReply>;

/**
 * Anonymous calls (sign-in, password reset) carry a few short fields: a small limit keeps anyone
 * from making the server parse a megabyte of nested JSON for free.
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/**
 * Binds one contract endpoint: its schemas (validation, OpenAPI) and its access rule run before the
 * handler, so a route cannot forget either. Deny by default: the access rule is required by type.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.fieldbookRoutes.push(endpoint);
  const { access } = endpoint;
  /** Sets the caller; throws the 401 or 403 when it may not call the endpoint. */
  const admit = (req: FastifyRequest, token: string | null, user: SessionUser | null) => {
    req.user = user;
    if (access === 'public') return;
    if (!user) throw new AppError(401, token ? messages.sessionExpired : messages.notSignedIn);
    if (user.passwordChange && !endpoint.duringPasswordChange) {
      throw new AppError(403, messages.passwordChangeRequired);
    }
    if (!accessAllows(access, user.permissions)) throw new AppError(403, messages.forbidden);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    ...(access === 'public' ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
    // Read by the OpenAPI document (app.ts), which names the Idempotency-Key header of these routes.
    config: { once: endpoint.once === true },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1]],
      ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
    },
    // Authentication and permission run before the body is validated: an anonymous caller learns
    // nothing about the shape of a request it may not make. A session the cache holds is checked
    // at once; only one the database must be asked for waits for a promise.
    onRequest: (req, _reply, done) => {
      const token = bearer(req);
      const known = token ? cachedSession(token, app.services.sessions) : null;
      if (known !== undefined) {
        admit(req, token, known);
        return done();
      }
      resolveSession(app.services.db, token as string, app.services.sessions).then((user) => {
        let refused: Error | undefined;
        try {
          admit(req, token, user);
        } catch (err) {
          refused = err as Error;
        }
        done(refused);
      }, done);
    },
    // A `once` endpoint's answer is stored with its Idempotency-Key before the caller gets it.
    ...(endpoint.once
      ? {
          onSend: (req: FastifyRequest, reply: FastifyReply, payload: unknown) =>
            storeAnswer(app.services.db, req, reply.statusCode, payload).then(() => payload),
        }
      : {}),
    handler: (req, reply) => {
      const ctx = { ...app.services, user: req.user, log: req.log, ip: req.ip } as Parameters<Handler<E>>[0];
      const input = { body: req.body, query: req.query } as Parameters<Handler<E>>[1];
      const run = () => handler(ctx, input, req, reply);
      const answer = endpoint.once ? runOnce(app.services.db, endpoint, req, reply, run) : run();
      // A call that revokes sessions or changes what they hold (logout, passwords, users, roles):
      // this process's cache drops them before the answer, so the caller's next request sees it.
      // Other calls never touch what a cached session holds: their answer is handed on as it is.
      if (!endpoint.revokesSessions) return answer;
      return answer.then(async (result) => {
        await app.services.sessions.sync();
        return result;
      });
    },
  });
}
