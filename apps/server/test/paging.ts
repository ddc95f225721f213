import { messages } from '@fieldbook/contract';
import type { Endpoint } from '@fieldbook/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './api.ts';

// Checks of a list read a page at a time (packages/contract/src/paging.ts), for every paged list.

type Input = { query?: Record<string, unknown>; body?: Record<string, unknown> };
/** The request of one page: the list's own input plus the page size and the cursor. */
type PageInput = (page: { limit: number; after?: string }) => Input;

interface Page {
  data: Record<string, unknown>[];
  more: boolean;
  next: string | null;
}

async function pageOf(app: FastifyInstance, endpoint: Endpoint, input: Input, token: string): Promise<Page> {
  // biome-ignore lint/suspicious/noExplicitAny: the input of any paged list
  const res = await call(app, endpoint, { ...(input as any), token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json as Page;
}

/**
 * Reads the list `pageSize` rows at a time, following `next`, and requires the pages to hold every row
 * of the list exactly once, in the order of the list read as one page of `whole` rows (which must be
 * all of them): so no row is repeated or skipped at a page boundary, ties on the sort key included.
 * Answers the ids in order.
 */
export async function expectPagesCoverList(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: PageInput,
  token: string,
  opts: { id: string; pageSize?: number; whole?: number },
): Promise<unknown[]> {
  const one = await pageOf(app, endpoint, input({ limit: opts.whole ?? 200 }), token);
  expect(one.more, 'the whole list fits one page').toBe(false);
  expect(one.next).toBeNull();
  const ids: unknown[] = [];
  let after: string | undefined;
  for (let i = 0; i <= one.data.length; i++) {
    const page = await pageOf(app, endpoint, input({ limit: opts.pageSize ?? 2, after }), token);
    ids.push(...page.data.map((r) => r[opts.id]));
    expect(page.more).toBe(page.next !== null);
    if (!page.next) break;
    after = page.next;
  }
  expect(ids).toEqual(one.data.map((r) => r[opts.id]));
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

/** A cursor that is not one of ours, or one made for another sort, answers 400 with the message. */
export async function expectBadCursorRefused(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: PageInput,
  token: string,
  otherSort: Input,
) {
  for (const after of ['not-a-cursor', Buffer.from('["x"]').toString('base64url'), 'a b']) {
    // biome-ignore lint/suspicious/noExplicitAny: the input of any paged list
    const res = await call(app, endpoint, { ...(input({ limit: 1, after }) as any), token });
    expect(res.statusCode, after).toBe(400);
    expect(res.json.message).toBe(messages.listCursorInvalid);
  }
  const first = await pageOf(app, endpoint, input({ limit: 1 }), token);
  expect(first.next, 'the list needs two rows').not.toBeNull();
  const mixed = input({ limit: 1, after: first.next ?? '' });
  const res = await call(app, endpoint, {
    // biome-ignore lint/suspicious/noExplicitAny: the input of any paged list
    ...(mixed as any),
    query: mixed.query && { ...mixed.query, ...otherSort.query },
    body: mixed.body && { ...mixed.body, ...otherSort.body },
    token,
  });
  expect(res.statusCode, 'a cursor of another sort').toBe(400);
  expect(res.json.message).toBe(messages.listCursorInvalid);
}
