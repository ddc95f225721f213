import { SEARCH_MIN_TEXT, SEARCH_PER_KIND, type SearchKind } from '@fieldbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { limitSql } from '../../db/named-statements.ts';
import type { SessionUser } from '../../platform/context.ts';
import { ticketVisibleSql } from '../inventory/transfers.queries.ts';
import { drillingJobsOnly } from '../jobs/job-access.ts';

// The header's search (docs/decisions/search.md): one statement, a UNION ALL of one branch per kind the
// user may search. Every text condition is written exactly as the GIN trigram index it runs on
// (db/schema: *_trgm), so each branch is a bitmap scan of those indexes; a ticket is found by its number
// through the primary key.

/** What a branch reads from the text typed: its LIKE pattern, its lower-case text, its digits. */
export interface Terms {
  /** `%text%`, lower-cased, wildcards escaped; null when too short for a trigram index. */
  contains: string | null;
  lower: string;
  /** The digits of a phone typed with any punctuation, `%digits%`; null below three digits. */
  digits: string | null;
  /** A ticket number: the text when it is a whole number (a leading # allowed). */
  number: number | null;
}

export function termsOf(text: string): Terms {
  const lower = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  return {
    contains: text.length >= SEARCH_MIN_TEXT ? containsPattern(text) : null,
    lower,
    digits: digits.length >= SEARCH_MIN_TEXT && /^[\d\s()+.#-]+$/.test(text) ? `%${digits}%` : null,
    number,
  };
}

/**
 * The matches of a branch are the first CANDIDATES rows the index finds, ranked by where the text
 * starts in the title (a name that starts with it first), then the shortest: a three-letter term can
 * match thousands of rows, and sorting them all would cost what the index saved.
 */
const CANDIDATES = 50;

type Branch = (t: Terms, user: SessionUser) => SQL | null;

/** A branch: its rows' columns (kind, id, title, detail, url, rank text), its source and its condition. */
const branch = (kind: SearchKind, select: SQL, from: SQL, where: SQL, rankOn: SQL, lower: string) => sql`(
  select ${kind}::text as kind, c.id, c.title, c.detail, c.url from (
    select ${select}, ${rankOn} as rank_on from ${from} where ${where} limit ${limitSql(CANDIDATES)}
  ) c
  order by strpos(c.rank_on, ${lower}) = 0, strpos(c.rank_on, ${lower}), length(c.title), c.id
  limit ${limitSql(SEARCH_PER_KIND)})`;

const drillingOnly = (user: SessionUser, isDrilling: SQL) =>
  drillingJobsOnly(user.permissions) ? sql` and ${isDrilling}` : sql``;

const branches: Record<SearchKind, Branch> = {
  account: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'account',
          sql`a.id, a.account_name as title, coalesce(a.account_number, '') as detail, '/Accounts/' || a.id as url`,
          sql`accounts a`,
          sql`(lower(a.account_name) like ${contains} or lower(a.account_number) like ${contains})`,
          sql`lower(a.account_name)`,
          lower,
        ),
  opportunity: ({ contains, lower }, user) =>
    contains === null
      ? null
      : branch(
          'opportunity',
          sql`o.id, o.opportunity_name as title, a.account_name as detail, '/Opportunities/' || o.id as url`,
          sql`opportunities o join accounts a on a.id = o.account_id`,
          sql`lower(o.opportunity_name) like ${contains}${drillingOnly(user, sql`o.is_drilling`)}`,
          sql`lower(o.opportunity_name)`,
          lower,
        ),
  job: ({ contains, lower }, user) =>
    contains === null
      ? null
      : branch(
          'job',
          sql`j.id, j.job_name as title, j.job_number || ' · ' || a.account_name as detail,
          '/Opportunities/' || j.opportunity_id || '/' || j.id || '/' || s.stage as url`,
          sql`jobs j join opportunities o on o.id = j.opportunity_id join accounts a on a.id = o.account_id
          join job_steps s on s.id = j.job_step_id`,
          sql`(lower(j.job_name) like ${contains} or lower(j.job_number) like ${contains})${drillingOnly(user, sql`o.is_drilling`)}`,
          sql`lower(j.job_number) || ' ' || lower(j.job_name)`,
          lower,
        ),
  contact: ({ contains, digits, lower }) => {
    const conditions = [
      contains && sql`lower(c.first_name || ' ' || c.last_name) like ${contains}`,
      contains && sql`lower(c.email) like ${contains}`,
      digits &&
        sql`regexp_replace(c.phone_number || '|' || c.mobile_number || '|' || c.office_number || '|' || c.other_number, '[^0-9|]', '', 'g') like ${digits}`,
    ].filter((c): c is SQL => Boolean(c));
    if (conditions.length === 0) return null;
    return branch(
      'contact',
      sql`c.id, c.first_name || ' ' || c.last_name as title,
          a.account_name || coalesce(nullif(' · ' || coalesce(nullif(c.phone_number, ''), nullif(c.mobile_number, ''), c.email), ' · '), '') as detail,
          '/Accounts/' || c.account_id || '/Contact/' || c.id as url`,
      sql`account_contacts c join accounts a on a.id = c.account_id`,
      sql`(${sql.join(conditions, sql` or `)})`,
      sql`lower(c.first_name || ' ' || c.last_name)`,
      lower,
    );
  },
  location: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'location',
          sql`l.id, l.location_name as title,
          a.account_name || coalesce(nullif(' · ' || l.shipping_city, ' · '), '') as detail,
          '/Accounts/' || l.account_id || '/Location/' || l.id as url`,
          sql`account_locations l join accounts a on a.id = l.account_id`,
          sql`lower(l.location_name) like ${contains}`,
          sql`lower(l.location_name)`,
          lower,
        ),
  call: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'call',
          sql`k.id, k.caller_name || ' · ' || k.company_name as title, to_char(k.call_time at time zone 'UTC', 'YYYY-MM-DD') as detail,
          case when k.active then '/Opportunities/Call/' else '/Opportunities/ClosedCall/' end || k.id as url`,
          sql`calls k`,
          sql`lower(k.caller_name || ' ' || k.company_name) like ${contains}`,
          sql`lower(k.caller_name || ' ' || k.company_name)`,
          lower,
        ),
  asset: ({ contains, lower }) =>
    branch(
      'asset',
      sql`s.id, s.serial_number as title, s.name as detail, '/Inventory/Asset/' || s.id as url`,
      sql`assets s`,
      contains
        ? sql`(lower(s.serial_number) like ${contains} or lower(s.name) like ${contains} or s.label_code = ${lower})`
        : sql`s.label_code = ${lower}`,
      sql`lower(s.serial_number)`,
      lower,
    ),
  catalogueItem: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'catalogueItem',
          sql`i.id, i.name as title, i.detail, i.url`,
          sql`(select r.id, r.name, 'Job-ready item' as detail, '/Inventory/JobReadyInventoryItems/' || r.id as url
             from job_ready_items r where lower(r.name) like ${contains}
           union all
           select b.id, b.name, 'Bulk item', '/Inventory/BulkItems/' || b.id
             from bulk_items b where lower(b.name) like ${contains}) i`,
          sql`true`,
          sql`lower(i.name)`,
          lower,
        ),
  employee: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'employee',
          sql`e.id, e.first_name || ' ' || e.last_name as title, e.phone_number as detail, '/Employees/' || e.id as url`,
          sql`employees e`,
          sql`lower(e.first_name || ' ' || e.last_name) like ${contains} and e.deleted_at is null`,
          sql`lower(e.first_name || ' ' || e.last_name)`,
          lower,
        ),
  pickTicket: ({ number, lower }, user) =>
    number === null
      ? null
      : branch(
          'pickTicket',
          sql`tr.id, '#' || tr.id as title,
          (case when tr.from_kind = 'yard' then (select name from yards where id = tr.from_id)
                else (select job_name from jobs where id = tr.from_id) end) || ' → ' ||
          (case when tr.to_kind = 'yard' then (select name from yards where id = tr.to_id)
                else (select job_name from jobs where id = tr.to_id) end) as detail,
          '/Inventory/PickTicket/' || tr.id as url`,
          sql`transfer_requests tr`,
          sql`tr.id = ${number} and ${ticketVisibleSql({ user })}`,
          sql`'#' || tr.id`,
          lower,
        ),
  shopTicket: ({ number, lower }) =>
    number === null
      ? null
      : branch(
          'shopTicket',
          sql`t.id, '#' || t.id as title, coalesce(nullif(t.name || ' · ', ' · '), '') || y.name as detail,
          '/Inventory/ShopTicket/' || t.id as url`,
          sql`shop_tickets t join yards y on y.id = t.yard_id`,
          sql`t.id = ${number}`,
          sql`'#' || t.id`,
          lower,
        ),
  user: ({ contains, lower }) =>
    contains === null
      ? null
      : branch(
          'user',
          sql`u.id, u.first_name || ' ' || u.last_name as title, u.username as detail, '/Admin/User/' || u.id as url`,
          sql`users u`,
          sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like ${contains}`,
          sql`lower(u.first_name || ' ' || u.last_name)`,
          lower,
        ),
};

/** The one statement of a search of `kinds` for `text` (trimmed), or null when no kind can match it. */
export function searchStatement(user: SessionUser, kinds: readonly SearchKind[], text: string): SQL | null {
  const terms = termsOf(text);
  const parts = kinds.map((kind) => branches[kind](terms, user)).filter((p): p is SQL => Boolean(p));
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}
