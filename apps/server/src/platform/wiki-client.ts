import type { WikiResult } from '@fieldbook/contract';
import { XMLParser } from 'fast-xml-parser';
import type { WikiClient } from './wiki.ts';

/** How long one call to the wiki may take: a slow wiki must not hold a request of ours open. */
const TIMEOUT_MS = 5000;
/** DokuWiki answers every hit, best first; beyond a hundred a result list helps nobody. */
const MAX_RESULTS = 100;

export interface WikiConfig {
  /** The wiki's base address, where doku.php lives (https://wiki.example.com). */
  url: string;
  user?: string;
  password?: string;
}

/** A failure talking to the wiki. Messages are for the server log and never carry the password. */
export class WikiError extends Error {
  readonly status?: number;
  readonly faultCode?: number;
  constructor(message: string, details: { status?: number; faultCode?: number; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.name = 'WikiError';
    this.status = details.status;
    this.faultCode = details.faultCode;
  }
}

// ---- XML-RPC encoding (http://xmlrpc.com/spec.md) ----

export type XmlRpcParam = string | number | boolean | XmlRpcParam[] | { [name: string]: XmlRpcParam };
export type XmlRpcValue = string | number | boolean | null | XmlRpcValue[] | { [name: string]: XmlRpcValue };

// XML 1.0 cannot carry most control characters or lone surrogates at all, so they are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (s: string) =>
  s.replace(NOT_XML, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function encodeNumber(n: number): string {
  if (!Number.isFinite(n)) throw new WikiError('XML-RPC cannot carry NaN or Infinity');
  // <int> is 32-bit by the specification, and <double> may not use exponent notation.
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 31) return `<int>${n}</int>`;
  return `<double>${n.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 17 })}</double>`;
}

function encodeValue(v: XmlRpcParam): string {
  if (typeof v === 'string') return `<string>${escapeXml(v)}</string>`;
  if (typeof v === 'boolean') return `<boolean>${v ? 1 : 0}</boolean>`;
  if (typeof v === 'number') return encodeNumber(v);
  if (Array.isArray(v)) {
    return `<array><data>${v.map((x) => `<value>${encodeValue(x)}</value>`).join('')}</data></array>`;
  }
  const members = Object.entries(v).map(
    ([k, x]) => `<member><name>${escapeXml(k)}</name><value>${encodeValue(x)}</value></member>`,
  );
  return `<struct>${members.join('')}</struct>`;
}

export function encodeCall(method: string, params: XmlRpcParam[]): string {
  const ps = params.map((p) => `<param><value>${encodeValue(p)}</value></param>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<methodCall><methodName>${escapeXml(method)}</methodName><params>${ps}</params></methodCall>`;
}

// ---- XML-RPC decoding ----

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false, // the XML-RPC type says what a value is; the parser must not guess
  trimValues: false, // strings, snippets included, arrive exactly as sent
  htmlEntities: true, // PHP's htmlspecialchars writes &#039;, a numeric character reference
  isArray: (_tag, path) => /(^|\.)(data\.value|struct\.member|params\.param)$/.test(String(path)),
});

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x);

function text(x: unknown): string {
  if (typeof x === 'string') return x;
  throw new WikiError('DokuWiki answered malformed XML-RPC (a value holds elements)');
}

function decodeValue(node: unknown): XmlRpcValue {
  if (!isNode(node)) return text(node ?? ''); // a <value> without a type element is a string
  const type = Object.keys(node).find((k) => k !== '#text');
  const inner = type === undefined ? '' : node[type];
  switch (type) {
    case undefined:
    case 'string':
      return text(inner);
    case 'int':
    case 'i4':
    case 'i8':
    case 'double':
      return Number(text(inner).trim());
    case 'boolean':
      return text(inner).trim() === '1';
    case 'dateTime.iso8601':
    case 'base64':
      return text(inner).trim();
    case 'nil':
      return null;
    case 'array':
      return ((isNode(inner) && isNode(inner.data) && (inner.data.value as unknown[])) || []).map(decodeValue);
    case 'struct':
      return decodeStruct(inner);
    default:
      throw new WikiError(`DokuWiki answered an unknown XML-RPC type <${type}>`);
  }
}

function decodeStruct(inner: unknown): XmlRpcValue {
  const members = (isNode(inner) && (inner.member as unknown[])) || [];
  // fromEntries defines own properties, so a member called __proto__ cannot reach the prototype.
  return Object.fromEntries(
    members.map((m) => {
      if (!isNode(m)) throw new WikiError('DokuWiki answered malformed XML-RPC (an empty struct member)');
      return [text(m.name), decodeValue(m.value)];
    }),
  );
}

export function decodeResponse(xml: string): XmlRpcValue {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (err) {
    throw new WikiError('DokuWiki answered something that is not XML', { cause: err });
  }
  const res = isNode(doc) && isNode(doc.methodResponse) ? doc.methodResponse : null;
  if (res && isNode(res.fault)) {
    const f = decodeValue(res.fault.value) as { faultCode?: number; faultString?: string };
    throw new WikiError(`DokuWiki remote API fault ${f.faultCode}: ${f.faultString}`, { faultCode: f.faultCode });
  }
  const param = res && isNode(res.params) && (res.params.param as unknown[])?.[0];
  if (!isNode(param)) throw new WikiError('DokuWiki did not answer an XML-RPC response: is WIKI_URL the wiki address?');
  return decodeValue(param.value);
}

// ---- HTTP ----

interface Answer {
  value: XmlRpcValue;
  headers: Headers;
}

function unreachable(endpoint: string, err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') {
    return `DokuWiki at ${endpoint} did not answer within ${TIMEOUT_MS / 1000} s`;
  }
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return `DokuWiki at ${endpoint} could not be reached${code ? ` (${code})` : ''}`;
}

function checkStatus(status: number, method: string, location: string | null): void {
  if (status >= 200 && status < 300) return;
  const fail = (why: string) => new WikiError(`DokuWiki ${method} failed: ${why}`, { status });
  // Redirects are not followed: they would turn the POST into a GET, or send credentials elsewhere.
  if (status >= 300 && status < 400) throw fail(`redirect to ${location}; set WIKI_URL to the final address`);
  if (status === 401) throw fail('not signed in (HTTP 401); check WIKI_USER and WIKI_PASSWORD');
  if (status === 403) throw fail("forbidden (HTTP 403); the user must be in 'remoteuser' and may read the page");
  throw fail(`HTTP ${status}`);
}

async function exchange(endpoint: string, method: string, params: XmlRpcParam[], auth: HeadersInit): Promise<Answer> {
  let res: Response;
  let body: string;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml', ...auth },
      body: encodeCall(method, params),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await res.text();
  } catch (err) {
    throw new WikiError(unreachable(endpoint, err), { cause: err });
  }
  checkStatus(res.status, method, res.headers.get('location'));
  return { value: decodeResponse(body), headers: res.headers };
}

// ---- Authentication ----

type Call = (method: string, params: XmlRpcParam[]) => Promise<XmlRpcValue>;

/**
 * Signs in with dokuwiki.login and sends its cookies. The PHP session behind them can expire on the
 * wiki, so a 401 signs in once more and repeats the call.
 */
function sessionCall(endpoint: string, user: string, password: string): Call {
  let cookie: Promise<string> | null = null;
  const signIn = () => {
    const p = exchange(endpoint, 'dokuwiki.login', [user, password], {}).then(({ value, headers }) => {
      if (value !== true && value !== 1) throw new WikiError('DokuWiki did not accept WIKI_USER and WIKI_PASSWORD');
      const jar = new Map<string, string>();
      for (const c of headers.getSetCookie()) {
        const pair = c.split(';')[0];
        const name = pair.slice(0, pair.indexOf('='));
        if (pair.endsWith('=deleted')) jar.delete(name);
        else jar.set(name, pair);
      }
      return [...jar.values()].join('; ');
    });
    cookie = p;
    p.catch(() => {
      if (cookie === p) cookie = null;
    });
    return p;
  };
  return async (method, params) => {
    const current = cookie ?? signIn();
    try {
      return (await exchange(endpoint, method, params, { cookie: await current })).value;
    } catch (err) {
      if (!(err instanceof WikiError && err.status === 401)) throw err;
      const again = cookie === current ? signIn() : (cookie ?? signIn());
      return (await exchange(endpoint, method, params, { cookie: await again })).value;
    }
  };
}

function authenticatedCall(endpoint: string, cfg: WikiConfig): Call {
  const { user, password } = cfg;
  if (!user || !password) return async (m, p) => (await exchange(endpoint, m, p, {})).value;
  // DokuWiki 2022-07-31 splits Basic credentials at every ':' (inc/auth.php), so such a password can
  // only sign in through dokuwiki.login. Any other uses Basic auth: stateless, one request a call.
  if (password.includes(':')) return sessionCall(endpoint, user, password);
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return async (m, p) => (await exchange(endpoint, m, p, { authorization })).value;
}

// ---- The client ----

function wikiBase(raw: string): string {
  const u = new URL(raw);
  if (u.username || u.password) throw new Error('WIKI_URL must not hold credentials: set WIKI_USER and WIKI_PASSWORD');
  u.search = '';
  u.hash = '';
  return u.href.replace(/\/doku\.php$/, '').replace(/\/+$/, '');
}

/** The address DokuWiki itself writes for a page: the id URL-encoded, its colons kept. */
const pageLink = (base: string, id: string) => `${base}/doku.php?id=${encodeURIComponent(id).replaceAll('%3A', ':')}`;

const isStruct = (v: XmlRpcValue): v is { [name: string]: XmlRpcValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toResult(base: string, hit: XmlRpcValue): WikiResult {
  if (!isStruct(hit) || typeof hit.id !== 'string') throw new WikiError('DokuWiki answered a search hit without id');
  // DokuWiki sends snippets for the first 15 hits only; later hits have an empty one.
  const snippet = typeof hit.snippet === 'string' ? hit.snippet.trim() : '';
  return { id: hit.id, url: pageLink(base, hit.id), description: snippet };
}

/** The firm's DokuWiki over XML-RPC (lib/exe/xmlrpc.php); `remote` must be enabled there. */
export function createWikiClient(cfg: WikiConfig): WikiClient {
  const base = wikiBase(cfg.url);
  const call = authenticatedCall(`${base}/lib/exe/xmlrpc.php`, cfg);
  return {
    async search(query) {
      const hits = await call('dokuwiki.search', [query]);
      // DokuWiki 2022-07-31 encodes a failure as an empty struct rather than a fault.
      if (!Array.isArray(hits)) throw new WikiError('DokuWiki reported an error for dokuwiki.search');
      return hits.slice(0, MAX_RESULTS).map((hit) => toResult(base, hit));
    },
    async pageUrl(pageId) {
      const info = await call('wiki.getPageInfo', [pageId]).catch((err: unknown) => {
        if (err instanceof WikiError && err.faultCode === 121) return null; // 121: no such page
        throw err;
      });
      if (info !== null && isStruct(info) && typeof info.name === 'string') return pageLink(base, info.name);
      // DokuWiki 2022-07-31 encodes fault 121 as an empty struct; later versions send the fault.
      if (info === null || (isStruct(info) && Object.keys(info).length === 0)) return null;
      throw new WikiError('DokuWiki answered wiki.getPageInfo with something unexpected');
    },
  };
}
