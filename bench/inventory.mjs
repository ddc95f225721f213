// The inventory reads at scale, for `bench/run.mjs --suite inventory` (see bench/README.md): the asset
// list's pages, the biggest yard's and the busiest job's inventory, and the audit.

/** The yard holding the most assets (its inventory lists every one) and the job with the most movements. */
export const INVENTORY_TARGETS_SQL = `
  SELECT (SELECT yard_id FROM assets WHERE job_id IS NULL AND NOT on_repair AND NOT decommissioned AND yard_id IS NOT NULL
           GROUP BY yard_id ORDER BY count(*) DESC, yard_id LIMIT 1) AS "yardId",
         (SELECT id FROM (SELECT to_id AS id FROM stock_movements WHERE to_kind = 'job'
                          UNION ALL SELECT from_id FROM stock_movements WHERE from_kind = 'job') m
           GROUP BY id ORDER BY count(*) DESC, id LIMIT 1) AS "jobId"`;

/** What the inventory suite loaded, for the result file. */
export const INVENTORY_ROW_COUNTS_SQL = `
  SELECT (SELECT count(*) FROM yards)::int AS yards,
         (SELECT count(*) FROM job_ready_items)::int + (SELECT count(*) FROM bulk_items)::int AS "catalogueItems",
         (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM asset_statuses)::int AS "assetStatuses",
         (SELECT count(*) FROM stock_movements)::int AS "stockMovements",
         (SELECT count(*) FROM stock_balances)::int AS "stockBalances", (SELECT count(*) FROM jobs)::int AS jobs`;

/**
 * Follows `next` cursors `pages` times from the first page of `path` and answers the cursor reached
 * (a page deep in the list), or null when the list ends first.
 */
export async function cursorAfter(base, headers, path, pages) {
  let after = null;
  for (let i = 0; i < pages; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await fetch(`${base}/api${path}${after ? `${sep}after=${encodeURIComponent(after)}` : ''}`, {
      headers,
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    if (!body.next) return null;
    after = body.next;
  }
  return after;
}

/**
 * The endpoints, called by demo.admin.
 *
 * @param {{ base: string, admin: object, yardId: number, jobId: number, assetCursor: string, auditCursor: string }} p
 *   the biggest yard, the busiest job, and cursors deep into the asset list (by name) and the audit
 */
export function inventoryPlan({ base, admin, yardId, jobId, assetCursor, auditCursor }) {
  const get = (name, path) => ({ name, opts: { url: `${base}/api${path}`, headers: admin } });
  const list = '/AssetInventory/GetSerializedItemAndStatusList';
  return [
    get('GET asset list (first page, by name)', list),
    get('GET asset list ?sort=location', `${list}?sort=location`),
    get('GET asset list ?sort=lastActivity&dir=desc', `${list}?sort=lastActivity&dir=desc`),
    get('GET asset list ?search=light', `${list}?search=light`),
    get('GET asset list ?search=ba-0123 (serial)', `${list}?search=ba-0123`),
    get('GET asset list, page 51 (by cursor)', `${list}?after=${encodeURIComponent(assetCursor)}`),
    get('GET /AssetInventory/OutForRepairList', '/AssetInventory/OutForRepairList'),
    get(`GET /Inventory/YardInventory (biggest yard)`, `/Inventory/YardInventory?YardId=${yardId}`),
    get(`GET /Inventory/JobInventory (busiest job)`, `/Inventory/JobInventory?JobId=${jobId}`),
    get('GET /Inventory/InventoryAudit?amount=0', '/Inventory/InventoryAudit?amount=0'),
    get('GET /Inventory/InventoryAudit?amount=1 (first page)', '/Inventory/InventoryAudit?amount=1'),
    get(
      'GET /Inventory/InventoryAudit?amount=1, page 51 (by cursor)',
      `/Inventory/InventoryAudit?amount=1&after=${encodeURIComponent(auditCursor)}`,
    ),
  ];
}
