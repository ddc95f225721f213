import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './server-log.ts';

/** A Fastify app logging at info into `lines`, with the server's request log. */
function appLogging(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
  app.get('/api/ping', async () => ({ ok: true }));
  return app;
}

describe('the request log', () => {
  it('writes one line per request, when answered, with the method, address, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    const res = await app.inject({ method: 'GET', url: '/api/ping?x=1' });
    expect(res.statusCode).toBe(200);
    const own = lines.filter((l) => l.reqId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/ping?x=1' },
      res: { statusCode: 200 },
    });
    expect(own[0].responseTime).toEqual(expect.any(Number));
    await app.close();
  });

  it('still says when an address is not found', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    expect(lines.filter((l) => l.reqId).map((l) => l.msg)).toEqual([
      'Route GET:/api/nowhere not found',
      'request completed',
    ]);
    await app.close();
  });
});
