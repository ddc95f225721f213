import { messages } from '@fieldbook/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from './errors.ts';

/** Maps every failure to the envelope { success: false, message, errors? } with its status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429) req.log.warn({ url: req.url }, 'throttled');
      return reply
        .status(err.statusCode)
        .send({ success: false, message: err.message, errors: err.errors, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= v.message ?? 'Invalid value.';
      }
      return reply.status(400).send({ success: false, message: Object.values(errors)[0], errors });
    }
    const refused = databaseRefusal(err);
    if (refused) {
      // The contract should have refused this input before the database did: a bug to fix, not a 500.
      req.log.error({ err, reqId: req.id }, 'bug: the database refused input that validation let through');
      return reply.status(refused.status).send({ success: false, message: refused.message, errors: refused.errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ success: false, message: messages.payloadTooLarge });
    }
    if (status === 429) return reply.status(429).send({ success: false, message: messages.tooManyAttempts });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: fastify's own message is clear enough.
      return reply.status(status).send({ success: false, message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      const reason = err.cause instanceof Error ? err.cause.message : err.message; // not the failed SQL
      req.log.warn({ reason, reqId: req.id }, 'database unavailable');
      return reply.status(503).send({ success: false, message: messages.databaseUnavailable });
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply.status(500).send({ success: false, message: `${messages.serverError} (${req.id})` });
  });
}

/** PostgreSQL's error, whether thrown by pg directly or wrapped by Drizzle as the cause. */
function pgError(err: unknown): { code: string; detail?: string; column?: string } | null {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e) return e as { code: string };
  }
  return null;
}

/** snake_case column → the camelCase field name the contract uses. */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Data exceptions (22xxx: out of range, bad text) and integrity violations (23xxx) are the client's
 * input, not a server failure: 400 (409 for a duplicate), naming the field when PostgreSQL names it.
 */
export function databaseRefusal(
  err: unknown,
): { status: 400 | 409; message: string; errors?: Record<string, string> } | null {
  const pg = pgError(err);
  if (!pg || !/^2[23]/.test(pg.code)) return null;
  const column = pg.column ?? /^Key \(([a-z_]+)\)/.exec(pg.detail ?? '')?.[1];
  const errors = (message: string) => (column ? { [fieldOf(column)]: message } : undefined);
  if (pg.code === '23505')
    return { status: 409, message: messages.alreadyExists, errors: errors(messages.alreadyExists) };
  if (pg.code === '23503')
    return { status: 400, message: messages.noSuchRecord, errors: errors(messages.noSuchRecord) };
  return { status: 400, message: messages.invalidValue, errors: errors(messages.invalidValue) };
}
