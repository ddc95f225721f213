import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export const freePort = () =>
  new Promise<number>((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => ok(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });

/** Polls until the server answers anything over HTTP, or gives up after `ms`. */
export async function firstAnswer(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
