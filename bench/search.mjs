// The header's search at scale, for `bench/run.mjs --suite search` (see bench/README.md): one request at a
// time, as a user types, for the fragments a user types: an account word, part of a job number, part of a
// serial number, the digits of a phone, a ticket number; as demo.admin (every kind) and as the Drilling
// User (the drilling rule in the statement).

/** What the search suite loaded, for the result file. */
export const SEARCH_ROW_COUNTS_SQL = `
  SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM account_contacts)::int AS contacts,
         (SELECT count(*) FROM account_locations)::int AS locations, (SELECT count(*) FROM opportunities)::int AS opportunities,
         (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM calls)::int AS calls,
         (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM transfer_requests)::int AS "pickTickets"`;

/** The target of a search typed at one connection (issue 29): p95 at most this, and at least RATIO of the floor. */
export const SEARCH_P95_TARGET_MS = 30;
export const SEARCH_FLOOR_RATIO_TARGET = 0.8;

/** @param {{ base: string, admin: object, drillingUser: object }} p bearer headers of both users */
export function searchPlan({ base, admin, drillingUser }) {
  const get = (name, q, headers) => ({
    name: `GET /Search/Everything?q=${q}${name}`,
    opts: { url: `${base}/api/Search/Everything?q=${encodeURIComponent(q)}`, headers },
  });
  return [
    get('', 'ridge', admin),
    get(' (Drilling User)', 'ridge', drillingUser),
    get(' (a job number)', 'BK-00421', admin),
    get(' (a serial number)', 'BA-0012', admin),
    get(' (a phone)', '555-0142', admin),
    get(' (a ticket)', '12', admin),
  ];
}
