import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const TEXT_NOT_ALLOWED = 'This text holds a character that is not allowed (NUL or a broken Unicode character).';
export const TOO_DEEP = 'The request is nested too deeply.';

/** No request of the contract nests deeper than a few levels; a deeper one is an attack on the parser. */
const MAX_DEPTH = 32;

/** PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isAcceptableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** The path (a.b.0) of the first unacceptable string or key in a parsed request, or null. */
export function findBadText(value: unknown, path = '', depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string')
    return isAcceptableText(value) ? null : { field: path || '_', message: TEXT_NOT_ALLOWED };
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field: path || '_', message: TOO_DEEP };
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!isAcceptableText(key)) return { field, message: TEXT_NOT_ALLOWED };
    const bad = findBadText(child, field, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/** Throws the 400 the client sees for a request holding text no column can store. */
export function assertAcceptableText(value: unknown, path = ''): void {
  const bad = findBadText(value, path);
  if (bad) throw badRequest(bad.message, { [bad.field]: bad.message });
}

/**
 * One check over every string of every request (body and query), before the contract's schemas run,
 * so no text field anywhere can carry NUL or a lone surrogate to the database.
 */
export function installTextGuard(app: FastifyInstance): void {
  // Not async: a hook that throws synchronously fails its request all the same, without a promise.
  app.addHook('preValidation', (req, _reply, done) => {
    assertAcceptableText(req.query);
    assertAcceptableText(req.body);
    done();
  });
}
