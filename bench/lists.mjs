// The list and search calls of accounts, opportunities, jobs and calls, for `bench/run.mjs --suite lists`
// (see bench/README.md): what to call, as whom, and the rows of the summary page.

/**
 * The endpoints, called by demo.admin (every row) and by the Drilling User (drilling jobs only).
 * `optional`: answered 404 while the endpoint is not built yet, which is recorded as 'not available'.
 *
 * @param {{ base: string, admin: object, drillingUser: object, accountId: number }} p
 *   bearer headers of both users, and an account with jobs (for the account's Jobs tab)
 */
export function listsPlan({ base, admin, drillingUser, accountId }) {
  const get = (name, path, headers) => ({ name, opts: { url: `${base}/api${path}`, headers } });
  const post = (name, path, headers, body) => ({
    name,
    opts: {
      url: `${base}/api${path}`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  });
  return [
    get('GET /Account/AccountList', '/Account/AccountList', admin),
    get('GET /Account/AccountList?search=ridge', '/Account/AccountList?search=ridge', admin),
    get('GET /Job/JobList (all steps)', '/Job/JobList', admin),
    get('GET /Job/JobList?JobStep=10', '/Job/JobList?JobStep=10', admin),
    get('GET /Job/JobList?JobStep=10 (Drilling User)', '/Job/JobList?JobStep=10', drillingUser),
    get('GET /Account/Jobs?accountId=…', `/Account/Jobs?accountId=${accountId}`, admin),
    get('GET /Call/CallList', '/Call/CallList', admin),
    {
      ...get('GET /Opportunity/GetOpportunityList?Closed=false', '/Opportunity/GetOpportunityList?Closed=false', admin),
      optional: true,
    },
    {
      ...post('POST /Job/SearchJobs {jobName: "ridge"}', '/Job/SearchJobs', admin, { jobName: 'ridge' }),
      optional: true,
    },
    {
      ...post('POST /Job/SearchJobs {jobName: "ridge"} (Drilling User)', '/Job/SearchJobs', drillingUser, {
        jobName: 'ridge',
      }),
      optional: true,
    },
  ];
}

/** The account with the most jobs: the heaviest Jobs tab. */
export const BUSIEST_ACCOUNT_SQL = `
  SELECT o.account_id AS id FROM jobs j JOIN opportunities o ON o.id = j.opportunity_id
   GROUP BY o.account_id ORDER BY count(*) DESC, o.account_id LIMIT 1`;

/** What the lists suite loaded, for the result file. */
export const ROW_COUNTS_SQL = `
  SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM opportunities)::int AS opportunities,
         (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM calls)::int AS calls`;
