import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Every request's session lookup hashes its token: the one-shot hash skips building a Hash object. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Session lifetimes: idle (since last use) and absolute (since sign-in). */
export const SESSION_LIMITS = {
  short: { idleMs: 8 * 3600_000, absoluteMs: 24 * 3600_000 },
  persistent: { idleMs: 30 * 86400_000, absoluteMs: 90 * 86400_000 },
} as const;
/** last_seen_at is written at most this often, so reads do not become writes on every request. */
export const TOUCH_INTERVAL_MS = 60_000;
