import { type BudgetItem, type BudgetTotals, messages } from '@fieldbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { accounts, jobClassifications, jobs, opportunities, scopeItems } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { addDetails, addTable, type Column, type Detail, workbookBytes } from '../../platform/xlsx/index.ts';
import { loadBudget } from '../budgets/budgets.service.ts';
import { requireJob } from '../jobs/job-access.ts';
import { findHandOff, selectMobilization } from './hand-off.queries.ts';

interface SummaryLine {
  name: string;
  description: string;
  quantity: number;
  optional: string;
  totals: BudgetTotals;
}

const scopeColumns: Column<SummaryLine>[] = [
  { header: 'Item', kind: 'text', value: (l) => l.name },
  { header: 'Description', kind: 'text', value: (l) => l.description },
  { header: 'Quantity', kind: 'number', value: (l) => l.quantity },
  { header: 'Optional', kind: 'text', value: (l) => l.optional },
];
/** Shown to whoever may see budgets (budgets.view). */
const budgetColumns: Column<SummaryLine>[] = [
  { header: 'Revenue', kind: 'money', value: (l) => l.totals.totalRevenue },
  { header: 'Cost', kind: 'money', value: (l) => l.totals.totalCost },
  { header: 'Profit', kind: 'money', value: (l) => l.totals.totalProfit },
  { header: 'Profit %', kind: 'percent', value: (l) => l.totals.totalProfitPercentage },
];

async function summaryHead(ctx: Ctx, jobId: number) {
  const [head] = await ctx.db
    .select({
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      opportunityName: opportunities.opportunityName,
      accountName: accounts.accountName,
      classification: jobClassifications.name,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
    .where(eq(jobs.id, jobId));
  return head;
}

/**
 * The budget summary of a hand-off (GET /JobScope/GetJobScopeBudgetSummary). Its first sheet is the
 * budget of the scope items marked 'include in summary' (revenue, cost, profit and profit % of each,
 * as the budget screen computes them) and the job's totals over all its scope items, for whoever may
 * see budgets; the second holds the job header and the mobilization.
 */
export async function budgetSummary(ctx: Ctx, handOffId: number): Promise<{ filename: string; bytes: Buffer }> {
  const handOff = await findHandOff(ctx.db, handOffId);
  if (!handOff) throw notFound(messages.handOffNotFound);
  const job = await requireJob(ctx, handOff.jobId); // 404 for a Drilling User on a non-drilling job
  const [head, included, m, budget] = await Promise.all([
    summaryHead(ctx, handOff.jobId),
    ctx.db
      .select({ id: scopeItems.id })
      .from(scopeItems)
      .where(and(eq(scopeItems.handOffId, handOffId), eq(scopeItems.summary, true)))
      .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id)),
    selectMobilization(ctx.db, handOffId),
    loadBudget(ctx.db, job, false, true),
  ]);
  const itemOf = new Map<number, BudgetItem>(budget.budgetItems.map((i) => [i.scopeItemId, i]));
  const lines: SummaryLine[] = included.flatMap(({ id }) => {
    const item = itemOf.get(id);
    if (!item) return [];
    return [{ ...item, optional: item.optional ? 'Yes' : 'No' }];
  });
  const t = budget.totals;
  const details: Detail[] = [
    { label: 'Job Name', kind: 'text', value: head.jobName },
    { label: 'Job Number', kind: 'text', value: head.jobNumber },
    { label: 'Opportunity', kind: 'text', value: head.opportunityName },
    { label: 'Account', kind: 'text', value: head.accountName },
    { label: 'Classification', kind: 'text', value: head.classification },
    { label: 'Price', kind: 'money', value: handOff.price },
    { label: 'Prevailing Wage', kind: 'text', value: handOff.prevailingWage ? 'Yes' : 'No' },
    { label: 'Additional Info', kind: 'text', value: handOff.additionalInfo },
    { label: 'Install Type', kind: 'text', value: m.installType },
    { label: 'Removal Type', kind: 'text', value: m.removalType },
    { label: 'Lead Time', kind: 'text', value: m.leadTime },
    { label: 'Install Date', kind: 'date', value: m.installDate },
    { label: 'Removal Date', kind: 'date', value: m.removalDate },
    { label: 'Total Loads', kind: 'integer', value: m.totalLoads },
    { label: 'Install Cost', kind: 'money', value: m.installCost },
    { label: 'Removal Cost', kind: 'money', value: m.removalCost },
  ];
  const seesBudget = ctx.user.permissions.has('budgets.view');
  const columns = seesBudget ? [...scopeColumns, ...budgetColumns] : scopeColumns;
  const jobTotal = {
    Item: messages.budgetSummaryJobTotal,
    Revenue: t.totalRevenue,
    Cost: t.totalCost,
    Profit: t.totalProfit,
    'Profit %': t.totalProfitPercentage,
  };
  const bytes = await workbookBytes(async (workbook) => {
    await addTable(workbook, 'Budget Summary', columns, lines, {
      total: seesBudget ? jobTotal : lines.length ? undefined : { Item: messages.noScopeItems },
    });
    await addDetails(workbook, 'Job and Mobilization', details);
  });
  return { filename: `BudgetSummary-${handOff.jobId}.xlsx`, bytes };
}
