import { z } from 'zod';
import { BUDGET_CALCULATION_NONE, normalizeHours, normalizeMoney } from '../budget-math.ts';
import { id, int, okMessage, optionalText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { budgetCalculations, budgetTimes } from './lookups.ts';

// A job's budget: what is answered, what is sent, and the calls of the budget screen (spec 3 §2.1).

// ——— what is answered ———

export const budgetHourLine = z.object({
  /** Negative: a new line not saved yet. */
  budgetCostHourId: int(),
  budgetCostHourPriceId: int(),
  name: z.string(),
  price: z.string(),
  hours: z.string(),
  budgetCostId: int(),
});
export const budgetCostEntry = z.object({
  budgetCostId: int(),
  budgetCostLineId: int(),
  number: z.string(),
  category: int(),
  categoryName: z.string(),
  name: z.string(),
  labor: z.boolean(),
  cost: z.string(),
  notes: z.string(),
  order: int(),
  hours: z.array(budgetHourLine),
});
export const budgetRevenueEntry = z.object({
  budgetRevenueId: int(),
  budgetRevenueLineId: int(),
  number: z.string(),
  name: z.string(),
  /** Lump sum. */
  revenue: z.string(),
  revenueText: z.string(),
  /** Show revenueText instead of the amount on the proposal. */
  revAltInput: z.boolean(),
  /** Rate. */
  revenuePer: z.string(),
  budgetCalculation: int(),
  budgetCalculationStr: z.string(),
  budgetTime: int(),
  budgetTimeStr: z.string(),
  minCycles: int(),
  quantity: z.string(),
  notes: z.string(),
  order: int(),
});
export const budgetTaxEntry = z.object({
  budgetTaxId: int(),
  scopeItemId: int(),
  cost: z.string(),
  description: z.string(),
  notes: z.string(),
});
export const budgetAdditionalEntry = z.object({
  budgetAdditionalLineId: int(),
  additionalText: z.string(),
  optionalCost: z.string(),
});
export const budgetTotalsSchema = z.object({
  totalCost: z.string(),
  totalRevenue: z.string(),
  totalProfit: z.string(),
  totalProfitPercentage: z.string(),
});
export const budgetItem = z.object({
  scopeItemId: int(),
  name: z.string(),
  description: z.string(),
  quantity: int(),
  optional: z.boolean(),
  budgetRevenue: z.array(budgetRevenueEntry),
  budgetCost: z.object({ budgetCostLabor: z.array(budgetCostEntry), budgetCostNonLabor: z.array(budgetCostEntry) }),
  budgetTax: z.array(budgetTaxEntry),
  budgetAdditionalLines: z.array(budgetAdditionalEntry),
  totals: budgetTotalsSchema,
});
export const budgetData = z.object({
  jobId: int(),
  /** Bumped by every save; a save sends the version it was loaded at (0: never saved). */
  version: int(),
  submitted: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  budgetItems: z.array(budgetItem),
  totals: budgetTotalsSchema,
});
export type BudgetHourLine = z.infer<typeof budgetHourLine>;
export type BudgetCostEntry = z.infer<typeof budgetCostEntry>;
export type BudgetRevenueEntry = z.infer<typeof budgetRevenueEntry>;
export type BudgetTaxEntry = z.infer<typeof budgetTaxEntry>;
export type BudgetAdditionalEntry = z.infer<typeof budgetAdditionalEntry>;
export type BudgetItem = z.infer<typeof budgetItem>;
export type BudgetData = z.infer<typeof budgetData>;

// ——— what is sent ———

/** Money typed in a box: digits with an optional point and at most 2 decimals; '' and '.' are 0. */
export const budgetMoney = z
  .union([z.string(), z.number()], { error: messages.budgetMoneyInvalid })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{0,10}(\.\d{0,2})?$/, messages.budgetMoneyInvalid))
  .transform(normalizeMoney);
/** Labor hours: at most 5 decimals; '' and '.' are 0. */
export const budgetHours = z
  .union([z.string(), z.number()], { error: messages.budgetHoursInvalid })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{0,7}(\.\d{0,5})?$/, messages.budgetHoursInvalid))
  .transform(normalizeHours);
/** Minimum cycles: digits only; empty is 0. */
export const budgetCycles = z
  .union([z.string(), z.number()], { error: messages.budgetCyclesInvalid })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{0,6}$/, messages.budgetCyclesInvalid))
  .transform((v) => Number(v || '0'));

/** A line's id: positive when saved, zero or negative (a temporary id) when new. */
const lineId = int().default(0);
const order = int().min(0).default(0);
const positiveId = int().positive(messages.budgetLineUnknown);

export const budgetHourInput = z.object({
  budgetCostHourId: lineId,
  budgetCostHourPriceId: int().positive(messages.budgetHourPriceUnknown),
  hours: budgetHours,
});
export const budgetCostInput = z.object({
  budgetCostId: lineId,
  budgetCostLineId: positiveId,
  cost: budgetMoney.default('0.00'),
  notes: optionalText(2000),
  order,
  hours: z.array(budgetHourInput).max(50).default([]),
});
export const budgetRevenueInput = z.object({
  budgetRevenueId: lineId,
  budgetRevenueLineId: positiveId,
  revenue: budgetMoney.default('0.00'),
  revenueText: optionalText(200),
  revAltInput: z.boolean().default(false),
  revenuePer: budgetMoney.default('0.00'),
  budgetCalculation: int()
    .default(BUDGET_CALCULATION_NONE)
    .refine((v) => budgetCalculations.some((c) => c.budgetCalculationId === v), 'Please select a calculation.'),
  budgetTime: int()
    .default(1)
    .refine((v) => budgetTimes.some((t) => t.budgetTimeId === v), 'Please select a time.'),
  minCycles: budgetCycles.default(1),
  quantity: budgetMoney.default('0.00'),
  notes: optionalText(2000),
  order,
});
export const budgetTaxInput = z.object({
  budgetTaxId: lineId,
  cost: budgetMoney.default('0.00'),
  description: optionalText(200),
  notes: optionalText(2000),
});
export const budgetAdditionalInput = z.object({
  budgetAdditionalLineId: lineId,
  additionalText: optionalText(500),
  optionalCost: budgetMoney.default('0.00'),
});
export const budgetItemInput = z.object({
  scopeItemId: id,
  budgetRevenue: z.array(budgetRevenueInput).max(200).default([]),
  budgetCost: z
    .object({
      budgetCostLabor: z.array(budgetCostInput).max(200).default([]),
      budgetCostNonLabor: z.array(budgetCostInput).max(200).default([]),
    })
    .default({ budgetCostLabor: [], budgetCostNonLabor: [] }),
  budgetTax: z.array(budgetTaxInput).max(50).default([]),
  budgetAdditionalLines: z.array(budgetAdditionalInput).max(50).default([]),
});
export type BudgetItemInput = z.input<typeof budgetItemInput>;
export type BudgetItemValues = z.output<typeof budgetItemInput>;

export const saveBudgetBody = z
  .object({
    jobId: id,
    /** false: a draft (Save Budget); true: Submit Budget. */
    submit: z.boolean({ error: messages.required('submit') }),
    /** The version the budget was loaded at (0 when it had never been saved). */
    version: int().min(0),
    /** The client's id of this save: a retried request with the same id is answered once more, not repeated. */
    saveId: z.uuid().optional(),
    /** The scope items saved; the job's other scope items keep their lines. */
    budgetItems: z.array(budgetItemInput).max(500).default([]),
    /** One scope item (the spec allows either form). */
    budgetItem: budgetItemInput.optional(),
  })
  .refine(
    (b) => {
      const ids = [...b.budgetItems, ...(b.budgetItem ? [b.budgetItem] : [])].map((i) => i.scopeItemId);
      return new Set(ids).size === ids.length;
    },
    { message: 'Each scope item may be sent once.', path: ['budgetItems'] },
  );
export type SaveBudgetBody = z.input<typeof saveBudgetBody>;

// ——— the calls ———

const jobQuery = z.object({ jobId: id });

export const getActiveEdit = endpoint({
  method: 'GET',
  path: '/PB/GetActiveEdit',
  access: 'budgets.view',
  summary:
    'What the budget screen offers this user on this job now: the editable view, Submit for Review, proposal building and the review panel.',
  query: z.object({ JobId: id }),
  response: z.object({
    success: z.literal(true),
    displayEditBudget: z.boolean(),
    allowReview: z.boolean(),
    allowProposal: z.boolean(),
    displayReview: z.boolean(),
  }),
});

export const flagForReview = endpoint({
  method: 'GET',
  path: '/PB/FlagForReview',
  access: 'budgets.review',
  summary:
    'Flags a submitted budget for review: the job moves from Budgeting (3) to Proposal (4), where it is reviewed.',
  query: jobQuery,
  response: okMessage,
});

export const getBudget = endpoint({
  method: 'GET',
  path: '/Budget/GetBudget',
  access: 'budgets.view',
  summary:
    "A job's budget: one item per hand-off scope item with its lines and totals. For a user who may edit it, scope items never saved come prefilled from their scope leaf's template (negative ids).",
  query: jobQuery,
  response: z.object({ success: z.literal(true), data: budgetData }),
});

export const saveBudget = endpoint({
  method: 'POST',
  path: '/Budget/SaveBudget',
  access: 'budgets.edit',
  summary:
    'Saves the lines of the scope items sent, in one transaction; submit true submits the budget. A save on a copy older than the stored version answers 409.',
  body: saveBudgetBody,
  response: z.object({ success: z.literal(true), message: z.string(), data: budgetData }),
});
