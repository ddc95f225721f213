import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { pino } from 'pino';

/** Never written to the log: bearer tokens, the session cookie and passwords. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.currentPassword'];

/** Lines are written a batch of about this many bytes at a time (some ten request lines)… */
const BATCH_BYTES = 4096;
/** …or after at most this long, so that a quiet server's lines still show at once to whoever reads them. */
const FLUSH_MS = 1000;

/**
 * The server's log: JSON lines on standard output, handed to the operating system a batch at a time
 * off the request's path, rather than with one blocking write per line: at `info` the writes were the
 * largest cost of a list request besides its SQL (docs/decisions/performance-and-phones.md). What is
 * still buffered is written out when the process exits, also on an uncaught error; only a process
 * killed outright (SIGKILL) can lose its last second of lines.
 */
export function serverLogger(level: string): FastifyServerOptions['logger'] {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => {
    // Throws only once the stream is closed, as the process exits: nothing is left to write then.
    try {
      stream.flush();
    } catch {}
  }, FLUSH_MS).unref();
  return { level, redact: REDACT, stream };
}

/**
 * One line per request, written when it is answered, with the method and address, the status and the
 * time taken (Fastify's default writes a second line when the request arrives). Errors, refusals and
 * the rest of Fastify's own lines are as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
