import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the SMTP envelope, the decoded subject and text body, and the raw source. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
  raw: string;
}

/**
 * Just enough of RFC 5322/2045/2047 for the single-part text messages the application sends:
 * unfolded headers, encoded-word subjects, and quoted-printable or base64 bodies.
 */
export function parseMessage(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else text = body;
  return {
    from,
    to,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    headers,
    raw,
  };
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/**
 * A real SMTP server on a free loopback port (or `port`, to start one again where a stopped one
 * was) that accepts every message and hands it, parsed, to `onMail`. It offers neither STARTTLS nor AUTH (as a local relay would), so the application's
 * nodemailer transport talks plain SMTP to it. Used by the API tests and the browser-test stack.
 */
export async function startSmtpServer(onMail: (mail: ReceivedMail) => void, port = 0) {
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        onMail(parseMessage(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.server.address() as AddressInfo;
  let closed = false;
  const close = () =>
    closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          closed = true;
          server.close(() => resolve());
        });
  return { url: `smtp://127.0.0.1:${listening}`, close };
}
