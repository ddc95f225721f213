import { messages } from '@fieldbook/contract/messages';
import { clearToken, readToken } from './token.ts';

/** A failed call: the server's message when it sent one, else the generic text of spec 1 §8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The whole error answer, for calls whose refusals carry more (matches, an existing id). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const genericText = (status: number) =>
  status === 401 ? messages.unauthorized : status === 400 ? messages.badRequest : messages.unknown;

let onUnauthorized: () => void = () => {};
/** The auth provider hears of every 401 on a signed-in call and returns the user to sign-in. */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

interface CallOptions {
  /** A call made without being signed in (sign-in, forgot password): a 401 is just an answer. */
  anonymous?: boolean;
}

async function send(method: string, path: string, body: unknown, opts: CallOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // A network failure rejects here with the error's own message, which the screens show.
  const res = await fetch(`/api${path}`, { method, headers, body: payload });
  if (res.ok) return res;
  const data = await res.json().catch(() => null);
  if (res.status === 401 && !opts.anonymous) {
    clearToken();
    onUnauthorized();
  }
  throw new ApiError(res.status, data?.message ?? genericText(res.status), data?.errors, data ?? undefined);
}

export async function get<T>(path: string, opts: CallOptions = {}): Promise<T> {
  return (await send('GET', path, undefined, opts)).json();
}

export async function post<T>(path: string, body: unknown = {}, opts: CallOptions = {}): Promise<T> {
  return (await send('POST', path, body, opts)).json();
}

/** A file answer's bytes (an image shown on the page); null when the server has none (404). */
export async function getBlob(path: string): Promise<Blob | null> {
  try {
    return await (await send('GET', path, undefined, {})).blob();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Downloads a file answer and saves it under the server's file name (or the fallback). */
export async function download(path: string, fallbackName: string): Promise<void> {
  const res = await send('GET', path, undefined, {});
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: decodeURIComponent(name) });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
