import { messages } from '@fieldbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { accounts, jobClassifications, jobs, opportunities, scopeItems } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { requireJob } from '../jobs/job-access.ts';
import { findHandOff, selectMobilization } from './hand-off.queries.ts';

/**
 * The budget summary of a hand-off (GET /JobScope/GetJobScopeBudgetSummary): one sheet with the job
 * header, the scope items marked 'include in summary', and the mobilization.
 */
export async function budgetSummary(ctx: Ctx, handOffId: number): Promise<{ filename: string; bytes: Buffer }> {
  const handOff = await findHandOff(ctx.db, handOffId);
  if (!handOff) throw notFound(messages.handOffNotFound);
  await requireJob(ctx, handOff.jobId); // 404 for a Drilling User on a non-drilling job
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
    .where(eq(jobs.id, handOff.jobId));
  const items = await ctx.db
    .select()
    .from(scopeItems)
    .where(and(eq(scopeItems.handOffId, handOffId), eq(scopeItems.summary, true)))
    .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id));
  const m = await selectMobilization(ctx.db, handOffId);

  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldbook';
  const ws = wb.addWorksheet('Budget Summary');
  ws.columns = [{ width: 24 }, { width: 48 }, { width: 12 }, { width: 12 }];
  const title = ws.addRow(['Budget Summary']);
  title.font = { bold: true, size: 14 };
  const pairs: [string, string | number][] = [
    ['Job Name', head.jobName],
    ['Job Number', head.jobNumber],
    ['Opportunity', head.opportunityName],
    ['Account', head.accountName],
    ['Classification', head.classification ?? ''],
    ['Price', handOff.price === null ? '' : Number(handOff.price)],
    ['Prevailing Wage', handOff.prevailingWage ? 'Yes' : 'No'],
    ['Additional Info', handOff.additionalInfo],
  ];
  for (const [label, value] of pairs) ws.addRow([label, value]).getCell(1).font = { bold: true };

  ws.addRow([]);
  ws.addRow(['Job Scope']).font = { bold: true, size: 12 };
  ws.addRow(['Item', 'Description', 'Quantity', 'Optional']).font = { bold: true };
  for (const it of items) ws.addRow([it.name, it.description, it.quantity, it.optional ? 'Yes' : 'No']);
  if (items.length === 0) ws.addRow([messages.noScopeItems]);

  ws.addRow([]);
  ws.addRow(['Mobilization']).font = { bold: true, size: 12 };
  const mob: [string, string | number | null][] = [
    ['Install Type', m.installType],
    ['Removal Type', m.removalType],
    ['Lead Time', m.leadTime],
    ['Install Date', m.installDate],
    ['Removal Date', m.removalDate],
    ['Total Loads', m.totalLoads],
    ['Install Cost', m.installCost === null ? null : Number(m.installCost)],
    ['Removal Cost', m.removalCost === null ? null : Number(m.removalCost)],
  ];
  for (const [label, value] of mob) ws.addRow([label, value ?? '']).getCell(1).font = { bold: true };

  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename: `BudgetSummary-${handOff.jobId}.xlsx`, bytes };
}
