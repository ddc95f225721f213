import { type BudgetItemValues, budgetTotals, hoursCostOf, messages, money, renumber } from '@fieldbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  budgetAdditionalLines,
  budgetCostHours,
  budgetCosts,
  budgetItems,
  budgetRevenues,
  budgets,
  budgetTaxes,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { assertMayActAtStep } from '../approvals/approvals.policy.ts';
import { requireJob } from '../jobs/job-access.ts';
import { moveJobToStep, recordJobEvent } from '../jobs/job-state.ts';
import { BUDGETING_STEP, PROPOSAL_STEP } from './budgets.policy.ts';
import {
  selectAllHourPrices,
  selectBudget,
  selectCostLinesById,
  selectHours,
  selectJobScopeItems,
  selectRevenueLinesById,
} from './budgets.queries.ts';
import { loadBudget } from './budgets.service.ts';

// Writing the job budget (spec 3 §4): Save and Submit (one transaction, guarded by the budget's
// version), and Submit for Review, which moves the job from Budgeting to Proposal.

// ——— save ———

/** 400 with the message under the field the client shows it at. */
const refused = (message: string, field: string) => badRequest(message, { [field]: message });

interface SaveInput {
  jobId: number;
  submit: boolean;
  version: number;
  saveId?: string;
  budgetItems: BudgetItemValues[];
  budgetItem?: BudgetItemValues;
}

/** Checks every scope item and line definition the save names before anything is written. */
async function checkReferences(db: Tx, jobId: number, items: BudgetItemValues[]) {
  const allCosts = items.flatMap((i) => [...i.budgetCost.budgetCostLabor, ...i.budgetCost.budgetCostNonLabor]);
  const costIds = [...new Set(allCosts.map((c) => c.budgetCostLineId))];
  const revenueIds = [...new Set(items.flatMap((i) => i.budgetRevenue.map((r) => r.budgetRevenueLineId)))];
  // side by side on the pool: scope items never change job, line definitions and hour prices are only soft-deleted
  const [scopeRows, costLines, revenueLines, hourPrices] = await Promise.all([
    selectJobScopeItems(db, jobId),
    selectCostLinesById(db, costIds),
    selectRevenueLinesById(db, revenueIds),
    selectAllHourPrices(db),
  ]);
  const scope = new Set(scopeRows.map((s) => s.scopeItemId));
  items.forEach((item, i) => {
    if (!scope.has(item.scopeItemId)) throw refused(messages.budgetScopeItemUnknown, `budgetItems.${i}.scopeItemId`);
  });
  if (costLines.length !== costIds.length) throw refused(messages.budgetLineUnknown, 'budgetCostLineId');
  if (revenueLines.length !== revenueIds.length) throw refused(messages.budgetLineUnknown, 'budgetRevenueLineId');
  const prices = new Map(hourPrices.map((h) => [h.budgetCostHourPriceId, h]));
  for (const c of allCosts) {
    for (const h of c.hours) {
      if (!prices.has(h.budgetCostHourPriceId)) throw refused(messages.budgetHourPriceUnknown, 'budgetCostHourPriceId');
    }
  }
  return { prices };
}

/**
 * Saves the scope items sent (spec 3 §4): one transaction for the whole budget. The save carries the
 * version it was loaded at; an older one answers 409 and changes nothing. The lines of each item sent
 * replace its stored lines (new ids), so a save is the budget as the screen showed it. A request
 * retried with the same saveId after it succeeded is answered again without writing twice.
 */
export async function saveBudget(ctx: Ctx, body: SaveInput) {
  const items = [...body.budgetItems, ...(body.budgetItem ? [body.budgetItem] : [])];
  const { prices } = await checkReferences(ctx.db, body.jobId, items);
  const job = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, body.jobId, { lock: tx });
    assertMayActAtStep(ctx.user, job, 'budgets.edit', [BUDGETING_STEP]);
    const budget = await selectBudget(tx, job.id);
    const current = budget?.version ?? 0;
    if (body.version !== current) {
      const replay = body.saveId !== undefined && budget?.lastSaveId === body.saveId && body.version === current - 1;
      if (replay) return job;
      throw conflict(messages.budgetSavedByOther);
    }

    // the budget row: created on the first save, then its version bumped
    const values = {
      version: current + 1,
      submitted: body.submit,
      lastSaveId: body.saveId ?? null,
      updatedBy: ctx.user.id,
      updatedAt: new Date(),
    };
    const budgetId = budget
      ? (await tx.update(budgets).set(values).where(eq(budgets.id, budget.id)).returning({ id: budgets.id }))[0].id
      : (
          await tx
            .insert(budgets)
            .values({ jobId: job.id, ...values })
            .returning({ id: budgets.id })
        )[0].id;

    // hour lines keep the name and price they were priced at; new ones take the hour price's
    const oldHours = budget
      ? new Map((await selectHours(tx, budget.id)).map((h) => [h.budgetCostHourId, h]))
      : new Map();

    let savedTotals = budgetTotals([]);
    if (items.length > 0) {
      const scopeItemIds = items.map((i) => i.scopeItemId);
      // the items' stored lines go (cascade), the lines sent come in
      await tx
        .delete(budgetItems)
        .where(and(eq(budgetItems.budgetId, budgetId), inArray(budgetItems.scopeItemId, scopeItemIds)));
      const itemRows = await tx
        .insert(budgetItems)
        .values(scopeItemIds.map((scopeItemId) => ({ budgetId, scopeItemId })))
        .returning({ id: budgetItems.id, scopeItemId: budgetItems.scopeItemId });
      const itemIdOf = new Map(itemRows.map((r) => [r.scopeItemId, r.id]));

      const revenueRows = items.flatMap((item) =>
        renumber(item.budgetRevenue).map((r) => ({
          budgetItemId: itemIdOf.get(item.scopeItemId) as number,
          budgetRevenueLineId: r.budgetRevenueLineId,
          revenue: r.revenue,
          revenueText: r.revenueText,
          revAltInput: r.revAltInput,
          revenuePer: r.revenuePer,
          budgetCalculation: r.budgetCalculation,
          budgetTime: r.budgetTime,
          minCycles: r.minCycles,
          quantity: r.quantity,
          notes: r.notes,
          sortOrder: r.order,
        })),
      );
      const costInputs = items.flatMap((item) =>
        [...renumber(item.budgetCost.budgetCostLabor), ...renumber(item.budgetCost.budgetCostNonLabor)].map((c) => ({
          itemId: itemIdOf.get(item.scopeItemId) as number,
          line: c,
        })),
      );
      const hourRowsOf = (line: (typeof costInputs)[number]['line']) =>
        line.hours.map((h, i) => {
          const old = h.budgetCostHourId > 0 ? oldHours.get(h.budgetCostHourId) : undefined;
          const kept = old && old.budgetCostHourPriceId === h.budgetCostHourPriceId;
          const price = prices.get(h.budgetCostHourPriceId);
          return {
            budgetHourPriceId: h.budgetCostHourPriceId,
            name: kept ? old.name : (price?.name ?? ''),
            price: kept ? old.price : (price?.price ?? '0.00'),
            hours: h.hours,
            sortOrder: i + 1,
          };
        });
      const costRows = costInputs.map(({ itemId, line }) => {
        const hours = hourRowsOf(line);
        // a cost line with hours costs the sum of hours × price, rounded to cents
        const cost = hours.length > 0 ? money(hoursCostOf(hours)) : line.cost;
        return {
          row: {
            budgetItemId: itemId,
            budgetCostLineId: line.budgetCostLineId,
            cost,
            notes: line.notes,
            sortOrder: line.order,
          },
          hours,
        };
      });
      savedTotals = budgetTotals([
        {
          budgetRevenue: items.flatMap((i) => i.budgetRevenue),
          budgetCost: { budgetCostLabor: [], budgetCostNonLabor: costRows.map((c) => ({ cost: c.row.cost })) },
        },
      ]);
      const taxRows = items.flatMap((item) =>
        item.budgetTax.map((t, i) => ({
          budgetItemId: itemIdOf.get(item.scopeItemId) as number,
          cost: t.cost,
          description: t.description,
          notes: t.notes,
          sortOrder: i + 1,
        })),
      );
      const additionalRows = items.flatMap((item) =>
        item.budgetAdditionalLines.map((a, i) => ({
          budgetItemId: itemIdOf.get(item.scopeItemId) as number,
          additionalText: a.additionalText,
          optionalCost: a.optionalCost,
          sortOrder: i + 1,
        })),
      );
      if (revenueRows.length > 0) await tx.insert(budgetRevenues).values(revenueRows);
      if (costRows.length > 0) {
        const inserted = await tx
          .insert(budgetCosts)
          .values(costRows.map((c) => c.row))
          .returning({ id: budgetCosts.id });
        const hourRows = costRows.flatMap((c, i) => c.hours.map((h) => ({ ...h, budgetCostId: inserted[i].id })));
        if (hourRows.length > 0) await tx.insert(budgetCostHours).values(hourRows);
      }
      if (taxRows.length > 0) await tx.insert(budgetTaxes).values(taxRows);
      if (additionalRows.length > 0) await tx.insert(budgetAdditionalLines).values(additionalRows);
    }

    await audit(tx, ctx.user.id, 'budget', budgetId, body.submit ? 'submit' : 'save', {
      jobId: job.id,
      version: current + 1,
      scopeItemIds: items.map((i) => i.scopeItemId),
      totals: savedTotals,
    });
    if (body.submit) await recordJobEvent(tx, ctx.user.id, job.id, 'budget.submit', { version: current + 1 });
    return job;
  });
  // the saved budget, read after the commit with its queries side by side
  const data = await loadBudget(ctx.db, job, true, true);
  return { success: true as const, message: body.submit ? messages.budgetSubmitted : messages.budgetSaved, data };
}

// ——— review ———

/** Submit for Review: a submitted budget goes to review; the job moves from Budgeting to Proposal. */
export async function flagForReview(ctx: Ctx, jobId: number) {
  return ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx });
    assertMayActAtStep(ctx.user, job, 'budgets.review', [BUDGETING_STEP]);
    const budget = await selectBudget(tx, job.id);
    if (!budget?.submitted) throw conflict(messages.budgetNotSubmitted);
    await moveJobToStep(tx, ctx.user.id, job, PROPOSAL_STEP, 'budget.flagForReview', { version: budget.version });
    return { success: true as const, message: messages.budgetFlaggedForReview };
  });
}
