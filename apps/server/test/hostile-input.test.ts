/**
 * The inputs an attacker probed with, each answered with a 400 naming the field instead of a 500:
 * ids past PostgreSQL `integer`, NUL and lone surrogates in text, a cut-off upload, and references to
 * records that do not exist.
 */
import { messages } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import { TEXT_NOT_ALLOWED } from '../src/platform/text-guard.ts';
import { raw, signIn } from './api.ts';
import { createTestApp } from './app.ts';
import { bearer, createUser } from './factories/users.ts';

const t = await createTestApp();
const admin = await createUser(t.database.db, { role: 'Administrator' });
const token = await signIn(t.app, admin.username, admin.password);

const post = (url: string, payload: unknown, auth = true) =>
  raw(t.app, {
    method: 'POST',
    url: `/api${url}`,
    headers: { ...(auth ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const fieldsOf = (body: string) => JSON.parse(body).errors as Record<string, string>;

describe('numbers past what their column holds', () => {
  it.each([2147483648, 2 ** 53 - 1])('GetOffice {id: %d} answers 400 naming id', async (id) => {
    const res = await post('/Office/GetOffice', { id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toHaveProperty('id');
  });

  it('an id in a query string answers 400 too', async () => {
    const res = await raw(t.app, {
      method: 'GET',
      url: '/api/Account/Jobs?accountId=2147483648',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toHaveProperty('accountId');
  });
});

describe('text no column can store', () => {
  it('NUL in the anonymous sign-in answers 400 naming the field', async () => {
    const res = await post('/Authentication/Authenticate', { username: 'ad\u0000min', password: 'x' }, false);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ username: TEXT_NOT_ALLOWED });
  });

  it('a lone surrogate in an audited field answers 400 naming it', async () => {
    const res = await post('/Account/SaveAccount', { accountId: 0, accountName: 'Acme \ud800' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ accountName: TEXT_NOT_ALLOWED });
  });

  it('a well-formed pair (an emoji) is accepted', async () => {
    const res = await post('/Account/SaveAccount', { accountId: 0, accountName: 'Acme \ud83d\ude00 Drilling' });
    expect(res.statusCode).toBe(200);
  });

  it('a deeply nested body answers 400', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 500; i++) deep = { a: deep };
    const res = await post('/Office/GetOffice', { id: deep });
    expect(res.statusCode).toBe(400);
  });
});

describe('uploads', () => {
  const boundary = 'cut';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nPolicy\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\n';
  const upload = (payload: string) =>
    raw(t.app, {
      method: 'POST',
      url: '/api/DocumentAndPolicy/SaveDocumentAndPolicy',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });

  it('a cut-off multipart body answers 400 naming the file', async () => {
    const res = await upload(body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ file: messages.uploadMalformed });
  });

  it('NUL in the file name answers 400 naming the file', async () => {
    const res = await upload(`${body.replace('p.pdf', 'p\u0000.pdf')}%%EOF\r\n--${boundary}--\r\n`);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ file: TEXT_NOT_ALLOWED });
  });
});

describe('references to records that do not exist', () => {
  it.each(['territoryId', 'industryTypeId'])('SaveAccount with an unknown %s answers 400 naming it', async (field) => {
    const res = await post('/Account/SaveAccount', {
      accountId: 0,
      accountName: `Zyx ${field}`,
      override: true,
      [field]: 999999,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ [field]: messages.noSuchRecord });
  });
});

describe('anonymous calls and caching', () => {
  it('a megabyte of nested JSON to the anonymous sign-in is refused before it is parsed', async () => {
    const nested = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const started = performance.now();
    const res = await raw(t.app, {
      method: 'POST',
      url: '/api/Authentication/Authenticate',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nested},"password":"x"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    ['a signed-in answer', bearer(token)],
    ['a refusal', {}],
  ])('%s says Cache-Control: no-store', async (_name, headers) => {
    const res = await raw(t.app, { method: 'GET', url: '/api/Authentication/CheckAuth', headers });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
