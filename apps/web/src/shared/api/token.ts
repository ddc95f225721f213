/** The bearer token lives under one key in both stores; persistent first, then session (spec 1 §9). */
const KEY = 'fieldbook.token';

/**
 * A cookie that only says "this browser holds a session", never the token: with it the server sends the
 * page that asks for the signed-in frame's code at once (index.session.html, apps/web/vite.config.ts),
 * so a phone downloads it beside the entry instead of after it. It grants nothing; a stale one costs a
 * download the sign-in screen does not use.
 */
export const SESSION_HINT = 'fieldbook.session';
// A year: the token's own lifetime is the server's; the hint is corrected at every start (below).
const PERSISTENT_HINT_SECONDS = 365 * 24 * 3600;

function setHint(state: 'none' | 'tab' | 'persistent'): void {
  const age = state === 'none' ? '; max-age=0' : state === 'persistent' ? `; max-age=${PERSISTENT_HINT_SECONDS}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the crews use.
  document.cookie = `${SESSION_HINT}=1; path=/; samesite=lax${age}`;
}

export function readToken(): string | null {
  return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
}

/** Whether the session was kept with 'Keep me logged in' (a new sign-in keeps it the same way). */
export const tokenIsPersistent = (): boolean => localStorage.getItem(KEY) !== null;

/** The session copy is always kept; the persistent one only with 'Keep me logged in'. */
export function storeToken(token: string, persistent: boolean): void {
  sessionStorage.setItem(KEY, token);
  if (persistent) localStorage.setItem(KEY, token);
  else localStorage.removeItem(KEY);
  setHint(persistent ? 'persistent' : 'tab');
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
  setHint('none');
}

// The hint follows the stores as this tab finds them (a session signed in before the hint existed, or
// one whose hint outlived it).
setHint(localStorage.getItem(KEY) ? 'persistent' : sessionStorage.getItem(KEY) ? 'tab' : 'none');
