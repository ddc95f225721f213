/**
 * Who the stored token was signed in as, kept beside it so that a start without a network can open
 * that user's device copy at once (shared/session/auth.tsx). Only a fingerprint of the token is
 * written: it tells tokens apart, it grants nothing. A token whose user must change the password is
 * not remembered: that start needs the server.
 */
const KEY = 'fieldbook.signedInAs';

export interface DeviceSession {
  userId: number;
}

interface Stored extends DeviceSession {
  token: string;
}

/** A 53-bit string hash (cyrb53): enough to tell one token from another. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function rememberSession(token: string, session: DeviceSession): void {
  const stored: Stored = { token: fingerprint(token), userId: session.userId };
  localStorage.setItem(KEY, JSON.stringify(stored));
}

/** The user `token` was signed in as on this device, if it was. */
export function sessionOnDevice(token: string): DeviceSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.token === fingerprint(token) ? { userId: stored.userId } : null;
  } catch {
    return null;
  }
}

export function forgetSession(): void {
  localStorage.removeItem(KEY);
}
