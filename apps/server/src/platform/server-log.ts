import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { pino } from 'pino';

/** Never written to the log: bearer tokens, the session cookie and passwords. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.currentPassword'];

/**
 * The server's log: JSON lines on standard output. Lines are handed to the operating system a batch
 * at a time, off the request's path, rather than with one blocking write each: at `info` the blocking
 * writes were the largest cost of a list request besides its SQL (docs/decisions/performance-and-phones.md).
 * What is still buffered is written out when the process exits, also on an uncaught error; only a
 * process killed outright (SIGKILL) can lose the last lines.
 */
export function serverLogger(level: string): FastifyServerOptions['logger'] {
  return { level, redact: REDACT, stream: pino.destination({ dest: 1, sync: false }) };
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
