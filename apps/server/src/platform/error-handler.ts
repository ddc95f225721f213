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
      return reply.status(err.statusCode).send({ success: false, message: err.message, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= v.message ?? 'Invalid value.';
      }
      return reply.status(400).send({ success: false, message: Object.values(errors)[0], errors });
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
