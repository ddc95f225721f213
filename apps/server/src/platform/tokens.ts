import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Session lifetimes: idle (since last use) and absolute (since sign-in). */
export const SESSION_LIMITS = {
  short: { idleMs: 8 * 3600_000, absoluteMs: 24 * 3600_000 },
  persistent: { idleMs: 30 * 86400_000, absoluteMs: 90 * 86400_000 },
} as const;
/** last_seen_at is written at most this often, so reads do not become writes on every request. */
export const TOUCH_INTERVAL_MS = 60_000;
