import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How a file answer is described: every download and shown file of the API goes through sendFile. */
export interface FileAnswer {
  contentType: string;
  /** The name the browser saves it under (any UTF-8). */
  name: string;
  /** Shown in the browser (PDF, image) rather than saved. */
  inline?: boolean;
  /** The byte length, when the body is a stream. */
  size?: number;
  /** Its address names these bytes for good (a version in it): the user's browser may keep it a year. */
  immutable?: boolean;
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * as they are. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of a file: a plain-ASCII name for old clients (anything else, quotes and
 * backslashes become '_') and the exact UTF-8 name in filename*.
 */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * Sends a file: its type (never sniffed by the browser), its name, and no caching outside the
 * user's browser, since every file the API serves is behind a permission; there, only an immutable
 * file is kept.
 */
export function sendFile(reply: FastifyReply, file: FileAnswer, body: Readable | Buffer) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name, file.inline))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.immutable ? 'private, max-age=31536000, immutable' : 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(body);
}
