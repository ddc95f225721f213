import { messages } from '@fieldbook/contract';
import { getRouteHelpLink, searchWiki as searchWikiEndpoint } from '@fieldbook/contract/wiki';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type DokuWiki, startDokuWiki } from '../../../test/dokuwiki.ts';
import { createUser } from '../../../test/factories/users.ts';
import { freePort } from '../../db/embedded.ts';
import { createWikiClient, decodeResponse, encodeCall, WikiError } from '../../platform/wiki-client.ts';
import { helpPageId } from './wiki.service.ts';

/** A real DokuWiki (Debian's package under php -S), and apps wired to it, to nothing, and to a closed port. */
let wiki: DokuWiki;
let live: TestApp;
let token: string;

async function appWith(wikiUrl: string | null): Promise<{ t: TestApp; token: string }> {
  const cfg = wikiUrl ? { url: wikiUrl, user: wiki.user, password: wiki.password } : undefined;
  const t = await createTestApp({ wiki: cfg }, { wiki: cfg ? createWikiClient(cfg) : null });
  const u = await createUser(t.database.db);
  return { t, token: await signIn(t.app, u.username, u.password) };
}

beforeAll(async () => {
  wiki = await startDokuWiki();
  ({ t: live, token } = await appWith(wiki.url));
});
afterAll(async () => {
  await wiki?.stop();
});
const searchWiki = (query: unknown, t = live, auth = token) =>
  call(t.app, searchWikiEndpoint, { body: { query }, token: auth });
const helpLink = (route: string, t = live, auth = token) =>
  call(t.app, getRouteHelpLink, { body: { route }, token: auth });

describe('POST /Dokuwiki/SearchWiki', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await call(live.app, searchWikiEndpoint, { body: { query: 'STC' } });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers 400 for a query longer than 200 characters', async () => {
    const res = await searchWiki('x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ success: false, errors: { query: expect.any(String) } });
  });

  it('finds the page with its id, url and an HTML snippet', async () => {
    const res = await searchWiki('STC');
    expect(res.statusCode).toBe(200);
    const { data } = res.json;
    expect(data.configured).toBe(true);
    expect(data.result).toEqual([
      {
        id: 'fieldbook:walls:stc-ratings',
        url: `${wiki.url}/doku.php?id=fieldbook:walls:stc-ratings`,
        description: expect.stringContaining('Our <strong class="search_hit">STC</strong> 32 panels'),
      },
    ]);
  });

  it('searches the whole wiki: words of another page find that page only', async () => {
    const res = await searchWiki('calibrator');
    expect(res.json.data.result.map((r: { id: string }) => r.id)).toEqual(['fieldbook:monitoring:calibration']);
  });

  it('answers an empty list when nothing matches, and survives XML-special characters', async () => {
    expect((await searchWiki('zeppelin')).json.data).toEqual({ result: [], configured: true });
    const odd = await searchWiki('<zeppelin> & "hangar" \u0001');
    expect(odd.statusCode).toBe(200);
    expect(odd.json.data.result).toEqual([]);
  });

  it('answers an empty query (blank or absent) with no results and no error', async () => {
    for (const payload of [{ query: '' }, { query: '   ' }, {}]) {
      const res = await call(live.app, searchWikiEndpoint, { body: payload, token });
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({ success: true, data: { result: [], configured: true } });
    }
  });

  it('answers configured: false when no wiki is configured', async () => {
    const off = await appWith(null);
    const res = await searchWiki('STC', off.t, off.token);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: { result: [], configured: false } });
  });

  it('answers 502 with the message when the wiki cannot be reached', async () => {
    const down = await appWith(`http://127.0.0.1:${await freePort()}`);
    const res = await searchWiki('STC', down.t, down.token);
    expect(res.statusCode).toBe(502);
    expect(res.json).toEqual({ success: false, message: messages.wikiUnavailable });
  });
});

describe('POST /Dokuwiki/GetRouteHelpLink', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await call(live.app, getRouteHelpLink, { body: { route: '/Admin/UserList' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for a route longer than 2000 characters', async () => {
    const res = await helpLink(`/${'a'.repeat(2000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toHaveProperty('route');
  });

  it('answers the help page URL when the wiki has the page', async () => {
    const res = await helpLink('/Admin/UserList');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: { url: `${wiki.url}/doku.php?id=help:admin:userlist` } });
  });

  it('answers null when the page does not exist or the route is unknown', async () => {
    expect((await helpLink('/Accounts/5')).json.data).toEqual({ url: null });
    expect((await helpLink('/No/Such/Screen')).json.data).toEqual({ url: null });
  });

  it('keeps an answer for five minutes per page', async () => {
    expect((await helpLink('/Calculator')).json.data.url).toBeNull();
    await wiki.writePage('help:calculator', '====== Help: calculator ======\nConverts dB readings.\n');
    // The wiki has the page now, but the cached answer stands until it expires.
    expect(await createWikiClient(wiki).pageUrl('help:calculator')).toBe(`${wiki.url}/doku.php?id=help:calculator`);
    expect((await helpLink('/Calculator')).json.data.url).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      expect((await helpLink('/Calculator')).json.data.url).toBe(`${wiki.url}/doku.php?id=help:calculator`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers null, without an error, when the wiki is down or not configured', async () => {
    const down = await appWith(`http://127.0.0.1:${await freePort()}`);
    const res = await helpLink('/Admin/UserList', down.t, down.token);
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toEqual({ url: null });
    const off = await appWith(null);
    expect((await helpLink('/Admin/UserList', off.t, off.token)).json.data).toEqual({ url: null });
  });
});

describe('the DokuWiki client', () => {
  it('signs in with a password holding colons through dokuwiki.login', async () => {
    const client = createWikiClient({ url: wiki.url, ...wiki.colonUser });
    expect((await client.search('STC')).map((r) => r.id)).toEqual(['fieldbook:walls:stc-ratings']);
    expect(await client.pageUrl('help:admin:userlist')).toBe(`${wiki.url}/doku.php?id=help:admin:userlist`);
  });

  it('signs in again when the wiki has forgotten the session', async () => {
    const client = createWikiClient({ url: wiki.url, ...wiki.colonUser });
    expect(await client.search('calibrator')).toHaveLength(1);
    await wiki.forgetSessions();
    expect(await client.search('calibrator')).toHaveLength(1);
  });

  it('reports refused credentials clearly and never repeats the password', async () => {
    const secret = 'Wrong-password-42';
    const err = await createWikiClient({ url: wiki.url, user: wiki.user, password: secret })
      .search('STC')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WikiError);
    expect((err as WikiError).status).toBe(401);
    expect((err as WikiError).message).toMatch(/WIKI_USER and WIKI_PASSWORD/);
    expect(JSON.stringify(err) + (err as Error).message + (err as Error).stack).not.toContain(secret);
  });

  it('reports an address without a wiki clearly', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    await expect(createWikiClient({ url }).search('STC')).rejects.toThrow(`DokuWiki at ${url}/lib/exe/xmlrpc.php`);
    expect(() => createWikiClient({ url: 'http://user:pw@wiki.example.com' })).toThrow(/WIKI_USER/);
  });
});

describe('XML-RPC encoding', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(encodeCall('dokuwiki.search', ['a<b & "c"\u0000', 7, true, 2.5, ['x'], { k: 'v' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<methodCall><methodName>dokuwiki.search</methodName><params>' +
        '<param><value><string>a&lt;b &amp; "c"</string></value></param>' +
        '<param><value><int>7</int></value></param><param><value><boolean>1</boolean></value></param>' +
        '<param><value><double>2.5</double></value></param>' +
        '<param><value><array><data><value><string>x</string></value></data></array></value></param>' +
        '<param><value><struct><member><name>k</name><value><string>v</string></value></member></struct></value></param>' +
        '</params></methodCall>',
    );
  });

  it('decodes values exactly and turns a fault into a WikiError with its code', () => {
    const answer = (v: string) =>
      `<methodResponse><params><param><value>${v}</value></param></params></methodResponse>`;
    expect(decodeResponse(answer('<string>it&#039;s &amp;lt;b&amp;gt;\n</string>'))).toBe("it's &lt;b&gt;\n");
    expect(decodeResponse(answer(' bare '))).toBe(' bare ');
    expect(decodeResponse(answer('<array><data>\n</data></array>'))).toEqual([]);
    expect(
      decodeResponse(answer('<struct><member><name>n</name><value><i4>-3</i4></value></member></struct>')),
    ).toEqual({ n: -3 });
    const fault =
      '<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>121</int></value></member>' +
      '<member><name>faultString</name><value><string>The requested page does not exist</string></value></member>' +
      '</struct></value></fault></methodResponse>';
    expect(() => decodeResponse(fault)).toThrow(expect.objectContaining({ faultCode: 121 }));
  });
});

describe('help page ids', () => {
  it('takes the literal segments of the route pattern, lower-cased, under help', () => {
    expect(helpPageId('/')).toBe('help:home');
    expect(helpPageId('/Admin/UserList')).toBe('help:admin:userlist');
    expect(helpPageId('/admin/userlist?tab=2#top')).toBe('help:admin:userlist');
    expect(helpPageId('/Accounts/12')).toBe('help:accounts');
    expect(helpPageId('/Accounts/12/Edit')).toBe('help:accounts:edit');
    expect(helpPageId('/Opportunities/Call/7')).toBe('help:opportunities:call');
    expect(helpPageId('/VerifyTimesheet/42')).toBe('help:verifytimesheet');
    expect(helpPageId('/No/Such/Screen')).toBeNull();
  });
});
