// Budget benchmark (see bench/README.md): the real server, on a scratch database, answering the load
// and the save of one large job budget: 40 scope items × 15 lines (5 revenue, 5 non-labor, 5 labor
// lines with 2 hour lines each). Targets: load p95 ≤ 50 ms, save p95 ≤ 150 ms.
//
//   node --import tsx bench/budget.mjs [--loads 200] [--saves 40]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createBudgetJob, createBudgetLines } from '../apps/server/test/factories/budgets.ts';
import { createUser } from '../apps/server/test/factories/users.ts';
import { apiSignIn, commit, machine, today, writeResult } from './common.mjs';
import { scratchApp } from './in-process-app.mjs';
import { latencies } from './timing.mjs';

const { values: args } = parseArgs({
  options: { loads: { type: 'string', default: '200' }, saves: { type: 'string', default: '40' } },
});
const ITEMS = 40;
const TARGETS = { loadP95Ms: 50, saveP95Ms: 150 };

const { database, address, close } = await scratchApp('budget');

try {
  const db = database.db;
  const lines = await createBudgetLines(db);
  const job = await createBudgetJob(db, { items: ITEMS });
  const user = await createUser(db, { role: 'Administrator' });
  const token = await apiSignIn(address, user.username, user.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const item = (scopeItemId, k) => ({
    scopeItemId,
    budgetRevenue: Array.from({ length: 5 }, (_, i) => ({
      budgetRevenueLineId: lines.revenueLine.id,
      revenue: `${1000 + i + k}.25`,
      revenuePer: '3.25',
      budgetCalculation: 2,
      budgetTime: 3,
      minCycles: 6,
      quantity: '400',
      notes: `Revenue ${i + 1}`,
      order: i + 1,
    })),
    budgetCost: {
      budgetCostNonLabor: Array.from({ length: 5 }, (_, i) => ({
        budgetCostLineId: lines.materialLine.id,
        cost: `${500 + i + k}.10`,
        notes: `Material ${i + 1}`,
        order: i + 1,
      })),
      budgetCostLabor: Array.from({ length: 5 }, (_, i) => ({
        budgetCostLineId: lines.laborLine.id,
        order: i + 1,
        hours: [
          { budgetCostHourPriceId: lines.hourPrice.id, hours: `${10 + i}.5` },
          { budgetCostHourPriceId: lines.hourPrice.id, hours: '2.33333' },
        ],
      })),
    },
  });

  let version = 0;
  const save = async (k) => {
    const body = {
      jobId: job.id,
      submit: false,
      version,
      saveId: randomUUID(),
      budgetItems: job.scopeItemIds.map((id) => item(id, k)),
    };
    const started = performance.now();
    const res = await fetch(`${address}/api/Budget/SaveBudget`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`save answered ${res.status}: ${text.slice(0, 300)}`);
    version = JSON.parse(text).data.version;
    return { ms, bytes: text.length };
  };
  const load = async () => {
    const started = performance.now();
    const res = await fetch(`${address}/api/Budget/GetBudget?jobId=${job.id}`, { headers });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`load answered ${res.status}: ${text.slice(0, 300)}`);
    return { ms, bytes: text.length };
  };

  // warm-up: the first save creates the budget, then a few of each
  await save(0);
  for (let i = 0; i < 10; i++) await load();
  for (let i = 1; i <= 5; i++) await save(i);

  const loadTimes = [];
  let loadBytes = 0;
  for (let i = 0; i < Number(args.loads); i++) {
    const r = await load();
    loadTimes.push(r.ms);
    loadBytes = r.bytes;
  }
  const saveTimes = [];
  for (let i = 0; i < Number(args.saves); i++) saveTimes.push((await save(i + 10)).ms);

  const result = {
    date: today(),
    commit: commit(),
    machine: machine(),
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    budget: { scopeItems: ITEMS, linesPerItem: 15, hourLinesPerItem: 10, answerBytes: loadBytes },
    targets: TARGETS,
    load: latencies(loadTimes),
    save: latencies(saveTimes),
  };
  result.met = { load: result.load.p95 <= TARGETS.loadP95Ms, save: result.save.p95 <= TARGETS.saveP95Ms };
  const file = writeResult('budget', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${file}`);
} finally {
  await close();
}
