import type { Endpoint, ResponseOf } from '@fieldbook/contract/endpoint';
// The common texts alone: this module is part of the sign-in bundle, which must not carry every area's texts.
import { commonMessages as messages } from '@fieldbook/contract/messages/common';
import type { z } from 'zod';
import { reportAnswer, reportNoAnswer } from '../offline/network.ts';
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

let keepSession: () => boolean = () => false;
/**
 * Consulted before a 401 signs the user out: answering true keeps the frame and its half-filled screen
 * (the outbox, holding work not sent, asks for the password again instead).
 */
export const setSessionEndedGuard = (fn: () => boolean) => {
  keepSession = fn;
};

interface CallOptions {
  /** A call made without being signed in (sign-in, forgot password): a 401 is just an answer. */
  anonymous?: boolean;
}

/** What a call sends: the body its descriptor declares (a FormData for uploads) and its query. */
export type CallInput<E> =
  E extends Endpoint<infer B, infer Q, z.ZodType | undefined>
    ? (B extends z.ZodType ? { body: z.input<B> } : { body?: FormData }) &
        (Q extends z.ZodType ? { query: z.input<Q> } : { query?: undefined })
    : never;

/** Optional when the endpoint takes neither a body nor a query. */
type CallArgs<E> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, opts?: CallOptions]
    : [input: CallInput<E>, opts?: CallOptions];

/** The query string of a GET: absent values are left out, the rest sent as text. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(endpoint: Endpoint, input: { body?: unknown; query?: unknown } = {}, opts: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (input.body instanceof FormData) payload = input.body;
  else if (endpoint.method !== 'GET') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body ?? {});
  }
  const url = `/api${endpoint.path}${queryString(input.query as Record<string, unknown> | undefined)}`;
  // A network failure rejects here with the error's own message, which the screens show; it also tells
  // the network status that the server cannot be reached (shared/offline/network.ts).
  const res = await fetch(url, { method: endpoint.method, headers, body: payload }).catch((err: unknown) => {
    // A request the page itself stopped (a reload) says nothing about the network.
    if (!(err instanceof DOMException && err.name === 'AbortError')) reportNoAnswer();
    throw err;
  });
  reportAnswer();
  if (res.ok) return res;
  const data = await res.json().catch(() => null);
  // A 401 to a request sent with a token since replaced (the user signed in again meanwhile) speaks of
  // the old session only: it neither signs out nor asks for the password again.
  if (res.status === 401 && !opts.anonymous && token === readToken() && !keepSession()) {
    clearToken();
    onUnauthorized();
  }
  throw new ApiError(res.status, data?.message ?? genericText(res.status), data?.errors, data ?? undefined);
}

/**
 * Calls an endpoint of the contract: method, path, request and answer types all come from its
 * descriptor, so no screen writes a path or an answer type by hand.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, opts]: CallArgs<E>): Promise<ResponseOf<E>> {
  return (await send(endpoint, input as { body?: unknown; query?: unknown }, opts)).json();
}

/** A file answer's bytes (an image shown on the page); null when the server has none (404). */
export async function fetchFile<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Blob | null> {
  try {
    return await (await send(endpoint, input as { query?: unknown })).blob();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** A write the device kept and sends now (the outbox): where to, what, and the key the server applies once. */
export interface QueuedRequest {
  method: Endpoint['method'];
  /** The endpoint's path, from its contract descriptor when the write was queued. */
  path: string;
  /** JSON text, or the multipart form of an upload. */
  body: string | FormData;
  idempotencyKey: string;
}

/**
 * Sends a queued write and answers its status and JSON body, whatever they are: the outbox decides what
 * a refusal means. A 401 is only an answer here (the outbox asks for the password again and keeps the
 * screen), not the signal to sign out that it is for call(). A network failure rejects.
 */
export async function sendQueued(
  request: QueuedRequest,
  signal?: AbortSignal,
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { 'idempotency-key': request.idempotencyKey };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof request.body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(`/api${request.path}`, { method: request.method, headers, body: request.body, signal }).catch(
    (err: unknown) => {
      reportNoAnswer();
      throw err;
    },
  );
  reportAnswer();
  // Refused for a token the user has replaced meanwhile (signed in again while it was on its way): sent
  // again with the new one, under the same key.
  if (res.status === 401 && token !== readToken()) return sendQueued(request, signal);
  return { status: res.status, data: await res.json().catch(() => null) };
}

/** The file name of a Content-Disposition: the UTF-8 `filename*` when given, else the plain one. */
function fileNameOf(disposition: string): string | undefined {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** Downloads a file answer and saves it under the server's file name (or the fallback). */
export async function download<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<void> {
  const res = await send(endpoint, input as { body?: unknown; query?: unknown });
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = fileNameOf(disposition) ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
