import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMessage } from '../../apps/server/test/mail-message.ts';

/**
 * A real SMTP server for the browser tests: every message is written as JSON into `dir`, where the
 * test workers (other processes) read it.
 */
export async function startMailSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const mail = parseMessage(Buffer.concat(chunks).toString('utf8'), '', to);
        n += 1;
        writeFileSync(join(dir, `${String(n).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}
