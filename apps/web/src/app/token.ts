/** The bearer token lives under one key in both stores; persistent first, then session (spec 1 §9). */
const KEY = 'fieldbook.token';

export function readToken(): string | null {
  return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
}

/** The session copy is always kept; the persistent one only with 'Keep me logged in'. */
export function storeToken(token: string, persistent: boolean): void {
  sessionStorage.setItem(KEY, token);
  if (persistent) localStorage.setItem(KEY, token);
  else localStorage.removeItem(KEY);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
}
