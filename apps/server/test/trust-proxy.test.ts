/**
 * Behind a proxy, only the configured proxy may name the client's address: a client that sends its
 * own X-Forwarded-For is still throttled by the address it connects from.
 */
import { messages } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../src/platform/throttle.ts';
import { raw } from './api.ts';
import { createTestApp } from './app.ts';

const PROXY = '10.9.0.1';
const t = await createTestApp({ trustProxy: [PROXY] });

const failSignIn = (remoteAddress: string, forwardedFor: string, n: number) =>
  raw(t.app, {
    method: 'POST',
    url: '/api/Authentication/Authenticate',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody-${remoteAddress}-${n}`, password: 'wrong-password' },
  });

describe('TRUST_PROXY with the proxy address', () => {
  it('a client rotating X-Forwarded-For is throttled by its own address', async () => {
    const attacker = '203.0.113.7';
    for (let n = 0; n < MAX_FAILURES; n++) {
      expect((await failSignIn(attacker, `198.51.100.${n}`, n)).statusCode).toBe(401);
    }
    const res = await failSignIn(attacker, '198.51.100.200', 99);
    expect(res.statusCode).toBe(429);
    expect(res.json.message).toBe(messages.tooManyAttempts);
  });

  it('the proxy names the client, so clients behind it are throttled one by one', async () => {
    for (let n = 0; n < MAX_FAILURES; n++) {
      expect((await failSignIn(PROXY, '192.0.2.10', n)).statusCode).toBe(401);
    }
    expect((await failSignIn(PROXY, '192.0.2.10', 99)).statusCode).toBe(429);
    expect((await failSignIn(PROXY, '192.0.2.11', 100)).statusCode).toBe(401);
  });
});
