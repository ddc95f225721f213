import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * The most statements one connection prepares. The application writes a bounded set of statement
 * texts (page sizes are literals from a short list); the cap only keeps a statement text built from
 * data, should one appear, from growing a connection's memory without end.
 */
export const MAX_NAMED_PER_CONNECTION = 1000;

/** Reads that may be planned once: a SELECT (or WITH … SELECT) that searches no text. */
const READ = /^\s*(select|with)\b/i;
/**
 * A "contains" search is planned for each term: whether a trigram index or the sort order's index is
 * cheaper depends on how rare the term is, which a plan made once for every term cannot know.
 */
const TEXT_SEARCH = /\b(i?like|similarity|word_similarity)\b|%>|<%/i;

type QueryConfig = { text: string; name?: string };

function isNameable(config: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as QueryConfig;
  return typeof c.text === 'string' && c.name === undefined && READ.test(c.text) && !TEXT_SEARCH.test(c.text);
}

/**
 * Sends the client's reads as named (prepared) statements, named by their text: PostgreSQL parses
 * each once per connection and, after five runs, keeps one generic plan when it costs what the
 * per-run plans cost, instead of planning every request again (planning was about half of an
 * inventory list's time in the database). Writes and text searches stay unnamed.
 */
export function nameReads(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let named = 0;
  const names = new Map<string, string>();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (!isNameable(config)) return query(config, ...rest);
    let name = names.get(config.text);
    if (name === undefined) {
      if (named >= MAX_NAMED_PER_CONNECTION) return query(config, ...rest);
      name = `fb_${createHash('sha1').update(config.text).digest('base64url')}`;
      names.set(config.text, name);
      named += 1;
    }
    return query({ ...config, name }, ...rest);
  };
}

/**
 * A page size written into the statement rather than sent as a parameter. A generic plan does not
 * know a parameter's value and assumes a LIMIT keeps a tenth of the table, so a paged read with
 * `limit $n` never looks as cheap as its per-run plan and PostgreSQL plans it again on every request.
 * Page sizes are integers from the code or a validated query, so the texts stay few.
 */
export function limitSql(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`A page size must be a whole number, not ${rows}`);
  return sql.raw(String(rows));
}

/** limitSql for Drizzle's select builder, which writes an SQL object given as its limit as it is. */
export const literalLimit = (rows: number): number => limitSql(rows) as unknown as number;

/**
 * A few-valued filter (a flag, a job step) written as a literal, for the reason of limitSql: the generic plan
 * of `enabled = $1` assumes half the rows match and costs more than the custom plans, so PostgreSQL
 * would keep planning each request. Each value is its own statement; there are only a few.
 */
export const literal = (value: boolean | number): SQL => {
  if (typeof value === 'number' && !Number.isInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
};
