import { afterAll } from 'vitest';
import { type ReceivedMail, startSmtpServer } from './smtp-core.ts';

export type { ReceivedMail };

export interface TestSmtp {
  /** For `createTestApp({ smtpUrl })`. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message (received already or later) that satisfies `match`; fails after `timeoutMs`. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process, on a free loopback port, that accepts every message and keeps
 * it for the test to read. It offers neither STARTTLS nor AUTH (as a local relay would), so the
 * application's nodemailer transport talks plain SMTP to it. Closed after the test file. `port`
 * starts it where an earlier one was (that one closed): the application sees its mail server back.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const { url, close } = await startSmtpServer((mail) => {
    messages.push(mail);
    for (const w of [...waiters]) {
      if (w.match(mail)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(mail);
      }
    }
  }, port);
  afterAll(close);

  return {
    url,
    messages,
    close,
    waitFor(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching e-mail arrived within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };
}
