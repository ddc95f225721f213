import { hoursCostOf, money } from '@fieldbook/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  budgetCostHours,
  budgetCostLines,
  budgetCosts,
  budgetHourPrices,
  budgetItems,
  budgetRevenueLines,
  budgetRevenues,
  budgets,
  budgetTemplateLines,
  handOffs,
  jobs,
  scopeBuilderNodes,
  scopeItems,
} from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/** The template of each branch of the scope tree: revenue line numbers, then cost line numbers. */
const TEMPLATE_OF_BRANCH: Record<string, { revenue: string[]; cost: string[] }> = {
  'Sound Wall': { revenue: ['100', '110', '120', '150'], cost: ['1000', '1010', '3000', '3010', '4000', '4010'] },
  'Acoustic Blankets': { revenue: ['140', '110', '150'], cost: ['1000', '4000'] },
  'Noise Monitoring': { revenue: ['130'], cost: ['1010', '6000'] },
  'Vibration Monitoring': { revenue: ['130'], cost: ['1010', '6000'] },
};
const OTHER_TEMPLATE = { revenue: ['110', '150'], cost: ['1000', '2000', '4000'] };

/** Demo figures of a revenue line by number: lump sum, rate, per-unit calculation, cycles. */
const REVENUE_FIGURES: Record<
  string,
  { revenue: string; revenuePer: string; calc: number; time: number; cycles: number }
> = {
  '100': { revenue: '0.00', revenuePer: '48.00', calc: 2, time: 3, cycles: 6 }, // per foot (calculation 2) per week
  '110': { revenue: '4800.00', revenuePer: '0.00', calc: 1, time: 1, cycles: 1 },
  '120': { revenue: '3200.00', revenuePer: '0.00', calc: 1, time: 1, cycles: 1 },
  '130': { revenue: '0.00', revenuePer: '1450.00', calc: 1, time: 3, cycles: 4 },
  '140': { revenue: '0.00', revenuePer: '18.00', calc: 4, time: 3, cycles: 4 },
  '150': { revenue: '1250.00', revenuePer: '0.00', calc: 1, time: 1, cycles: 1 },
};
const COST_FIGURES: Record<string, string> = {
  '2000': '1800.00',
  '2010': '950.00',
  '3000': '3100.00',
  '3010': '1200.00',
  '4000': '900.00',
  '4010': '900.00',
  '5000': '3500.00',
  '6000': '640.00',
  '9000': '250.00',
};
/** Labor lines by number: the hour price by name and the hours. */
const LABOR_HOURS: Record<string, [string, string][]> = {
  '1000': [
    ['Roustabout', '48'],
    ['Equipment Operator', '16'],
  ],
  '1010': [['Field Supervisor', '20']],
  '1020': [['Roustabout', '8']],
};

/**
 * Demo: a budget template for every scope combination that has none (by branch of the tree), and a
 * saved budget for each base demo job (FB-1001…) past review: a draft at Budgeting, submitted beyond.
 * Jobs that already have a budget and leaves that already have a template are left as they are.
 */
export const budgetsStep: DemoStep = {
  name: 'budgets',
  async run(tx) {
    const t = tally();
    const revenueByNumber = new Map(
      (await tx.select().from(budgetRevenueLines).where(isNull(budgetRevenueLines.deletedAt))).map((l) => [
        l.number,
        l,
      ]),
    );
    const costByNumber = new Map(
      (await tx.select().from(budgetCostLines).where(isNull(budgetCostLines.deletedAt))).map((l) => [l.number, l]),
    );
    const hourPrices = new Map(
      (await tx.select().from(budgetHourPrices).where(isNull(budgetHourPrices.deletedAt))).map((h) => [h.name, h]),
    );

    // templates: every enabled leaf, named by its branch (the root's name)
    const nodes = await tx
      .select()
      .from(scopeBuilderNodes)
      .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
    const withTemplate = new Set(
      (await tx.select({ id: budgetTemplateLines.scopeBuilderId }).from(budgetTemplateLines)).map((r) => r.id),
    );
    const rows: (typeof budgetTemplateLines.$inferInsert)[] = [];
    const branchOfLeaf = new Map<number, string>();
    const walk = (parentId: number | null, root: string | null) => {
      const kids = nodes.filter((n) => n.parentId === parentId && n.enabled);
      if (kids.length === 0 && parentId !== null && root) branchOfLeaf.set(parentId, root);
      for (const k of kids) walk(k.id, root ?? k.itemName);
    };
    walk(null, null);
    for (const [leafId, branch] of branchOfLeaf) {
      if (withTemplate.has(leafId)) {
        t.existing('budget templates');
        continue;
      }
      const template = TEMPLATE_OF_BRANCH[branch] ?? OTHER_TEMPLATE;
      let order = 0;
      for (const n of template.revenue) {
        const line = revenueByNumber.get(n);
        if (line) rows.push({ scopeBuilderId: leafId, budgetRevenueLineId: line.id, sortOrder: ++order });
      }
      for (const n of template.cost) {
        const line = costByNumber.get(n);
        if (line) rows.push({ scopeBuilderId: leafId, budgetCostLineId: line.id, sortOrder: ++order });
      }
      t.created('budget templates');
    }
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(budgetTemplateLines).values(rows.slice(i, i + 1000));

    // budgets of the base demo jobs past review (step 3 and on), not canceled
    const demoJobs = await tx
      .select({ id: jobs.id, stepId: jobs.jobStepId })
      .from(jobs)
      .where(and(sql`${jobs.jobNumber} ~ '^FB-1[0-9]{3}$'`, sql`${jobs.jobStepId} >= 3`, eq(jobs.canceled, false)))
      .orderBy(asc(jobs.jobNumber));
    const budgeted = new Set(
      demoJobs.length
        ? (
            await tx
              .select({ jobId: budgets.jobId })
              .from(budgets)
              .where(
                inArray(
                  budgets.jobId,
                  demoJobs.map((j) => j.id),
                ),
              )
          ).map((b) => b.jobId)
        : [],
    );
    const templateLines = await tx.select().from(budgetTemplateLines).orderBy(asc(budgetTemplateLines.sortOrder));
    for (const job of demoJobs) {
      if (budgeted.has(job.id)) {
        t.existing('budgets');
        continue;
      }
      const scope = await tx
        .select({ id: scopeItems.id, leafId: scopeItems.scopeBuilderId, quantity: scopeItems.quantity })
        .from(scopeItems)
        .innerJoin(handOffs, eq(handOffs.id, scopeItems.handOffId))
        .where(eq(handOffs.jobId, job.id))
        .orderBy(asc(scopeItems.id));
      const [budget] = await tx
        .insert(budgets)
        .values({ jobId: job.id, version: 1, submitted: job.stepId >= 4 })
        .returning({ id: budgets.id });
      for (const s of scope) {
        const [item] = await tx.insert(budgetItems).values({ budgetId: budget.id, scopeItemId: s.id }).returning();
        const lines = templateLines.filter((l) => l.scopeBuilderId === s.leafId);
        let order = 0;
        for (const l of lines.filter((x) => x.budgetRevenueLineId !== null)) {
          const number = [...revenueByNumber.values()].find((r) => r.id === l.budgetRevenueLineId)?.number ?? '';
          const f = REVENUE_FIGURES[number] ?? { revenue: '500.00', revenuePer: '0.00', calc: 1, time: 1, cycles: 1 };
          await tx.insert(budgetRevenues).values({
            budgetItemId: item.id,
            budgetRevenueLineId: l.budgetRevenueLineId as number,
            revenue: f.revenue,
            revenuePer: f.revenuePer,
            budgetCalculation: f.calc,
            budgetTime: f.time,
            minCycles: f.cycles,
            quantity: `${s.quantity}.00`,
            sortOrder: ++order,
          });
        }
        let laborOrder = 0;
        let otherOrder = 0;
        for (const l of lines.filter((x) => x.budgetCostLineId !== null)) {
          const line = [...costByNumber.values()].find((c) => c.id === l.budgetCostLineId);
          if (!line) continue;
          const hours = (LABOR_HOURS[line.number] ?? [])
            .map(([name, h]) => ({ price: hourPrices.get(name), hours: h }))
            .filter((h) => h.price !== undefined);
          const cost = line.labor
            ? money(hoursCostOf(hours.map((h) => ({ price: h.price?.price ?? '0', hours: h.hours }))))
            : (COST_FIGURES[line.number] ?? '500.00');
          const [c] = await tx
            .insert(budgetCosts)
            .values({
              budgetItemId: item.id,
              budgetCostLineId: line.id,
              cost,
              sortOrder: line.labor ? ++laborOrder : ++otherOrder,
            })
            .returning({ id: budgetCosts.id });
          if (line.labor && hours.length > 0) {
            await tx.insert(budgetCostHours).values(
              hours.map((h, i) => ({
                budgetCostId: c.id,
                budgetHourPriceId: h.price?.id as number,
                name: h.price?.name ?? '',
                price: h.price?.price ?? '0',
                hours: h.hours,
                sortOrder: i + 1,
              })),
            );
          }
        }
      }
      await audit(tx, null, 'budget', budget.id, job.stepId >= 4 ? 'submit' : 'save', { jobId: job.id, demo: true });
      t.created('budgets');
    }
    return t.counts;
  },
};
