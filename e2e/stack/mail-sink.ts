import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '../../apps/server/test/smtp-core.ts';

/**
 * A real SMTP server for the browser tests: every message is written as JSON into `dir`, where the
 * test workers (other processes) read it.
 */
export async function startMailSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0;
  return startSmtpServer((mail) => {
    n += 1;
    writeFileSync(join(dir, `${String(n).padStart(5, '0')}.json`), JSON.stringify(mail));
  });
}
