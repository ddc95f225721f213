import { z } from 'zod';
import { INT_MAX, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

/** Budget line definitions (/Admin/BudgetEdit, spec 1 §2, §3, §5, §9). */

export const budgetCategory = z.object({ budgetCategoryId: int(), name: z.string() });
export const budgetCostLine = z.object({
  budgetCostLineId: int(),
  number: z.string(),
  name: z.string(),
  /** A budgetCategoryId. */
  category: int(),
  categoryName: z.string(),
  labor: z.boolean(),
});
export const budgetRevenueLine = z.object({
  budgetRevenueLineId: int(),
  number: z.string(),
  name: z.string(),
});
export const budgetHourPrice = z.object({
  budgetCostHourPriceId: int(),
  name: z.string(),
  /** Dollars per hour as a decimal string with two places ('65.00'): money never passes through a float. */
  price: z.string(),
});
export type BudgetCategory = z.infer<typeof budgetCategory>;
export type BudgetCostLine = z.infer<typeof budgetCostLine>;
export type BudgetRevenueLine = z.infer<typeof budgetRevenueLine>;
export type BudgetHourPrice = z.infer<typeof budgetHourPrice>;

/** Spec 1 §5, §9: a line number is required, digits only, at most 5 characters. */
export const BUDGET_NUMBER_MAX = 5;
const lineNumber = z
  .string({ error: messages.required('Number') })
  .trim()
  .min(1, messages.required('Number'))
  .regex(/^[0-9]*$/, messages.budgetNumberDigits)
  .max(BUDGET_NUMBER_MAX, messages.budgetNumberTooLong);
const lineName = requiredText(messages.required('Name'), 100);

/** Dollars per hour, at least 0, at most two decimals (the 0.01 step of spec 1 §9). */
const hourPrice = z
  .union([z.string(), z.number()], { error: messages.required('Price') })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, messages.required('Price'))
      .regex(/^[0-9]{1,10}(\.[0-9]{1,2})?$/, messages.budgetPriceInvalid),
  );

export const budgetCostLineInput = z.object({
  category: z
    .number({ error: messages.budgetCategoryRequired })
    .int()
    .positive(messages.budgetCategoryRequired)
    .max(INT_MAX, messages.budgetCategoryRequired),
  number: lineNumber,
  name: lineName,
  labor: z.boolean().default(false),
});
export const budgetRevenueLineInput = z.object({ number: lineNumber, name: lineName });
export const budgetHourLineInput = z.object({ price: hourPrice, name: lineName });

const lineId = z.object({
  id: z
    .number({ error: messages.required('Id') })
    .int(messages.required('Id'))
    .max(INT_MAX, messages.required('Id'))
    .positive(messages.required('Id')),
});
const lineOrder = z.object({
  /** Every current line's id, in the new order. */
  ids: z
    .array(int().positive(), { error: messages.required('Ids') })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, messages.budgetOrderDuplicate),
});

const created = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

export const getAdminBudgetEdit = endpoint({
  method: 'GET',
  path: '/Budget/GetAdminBudgetEdit',
  access: 'admin.budgetLines',
  summary: 'The current (not deleted) budget line definitions, in order, and the cost categories.',
  response: z.object({
    success: z.literal(true),
    budgetHours: z.array(budgetHourPrice),
    budgetRevenue: z.array(budgetRevenueLine),
    budgetCosts: z.array(budgetCostLine),
    categories: z.array(budgetCategory),
  }),
});

export const createBudgetCostLine = endpoint({
  method: 'POST',
  path: '/Budget/CreateBudgetCostLine',
  access: 'admin.budgetLines',
  summary: 'Adds a cost line at the end of the list.',
  body: budgetCostLineInput,
  response: created(budgetCostLine),
});

export const createBudgetRevenueLine = endpoint({
  method: 'POST',
  path: '/Budget/CreateBudgetRevenueLine',
  access: 'admin.budgetLines',
  summary: 'Adds a revenue line at the end of the list.',
  body: budgetRevenueLineInput,
  response: created(budgetRevenueLine),
});

export const createBudgetHourLine = endpoint({
  method: 'POST',
  path: '/Budget/CreateBudgetHourLine',
  access: 'admin.budgetLines',
  summary: 'Adds an hour price line.',
  body: budgetHourLineInput,
  response: created(budgetHourPrice),
});

export const deleteBudgetCostLine = endpoint({
  method: 'POST',
  path: '/Budget/DeleteBudgetCostLine',
  access: 'admin.budgetLines',
  summary: 'Deletes a cost line (job budgets built with it keep it).',
  body: lineId,
  response: okMessage,
});

export const deleteBudgetRevenueLine = endpoint({
  method: 'POST',
  path: '/Budget/DeleteBudgetRevenueLine',
  access: 'admin.budgetLines',
  summary: 'Deletes a revenue line (job budgets built with it keep it).',
  body: lineId,
  response: okMessage,
});

export const deleteBudgetHour = endpoint({
  method: 'POST',
  path: '/Budget/DeleteBudgetHour',
  access: 'admin.budgetLines',
  summary: 'Deletes an hour price line (job budgets built with it keep it).',
  body: lineId,
  response: okMessage,
});

export const saveRevenueOrder = endpoint({
  method: 'POST',
  path: '/Budget/SaveRevenueOrder',
  access: 'admin.budgetLines',
  summary: 'Orders the revenue lines: { ids } holds every current line’s id in the new order.',
  body: lineOrder,
  response: okMessage,
});

export const saveCostOrder = endpoint({
  method: 'POST',
  path: '/Budget/SaveCostOrder',
  access: 'admin.budgetLines',
  summary: 'Orders the cost lines: { ids } holds every current line’s id in the new order.',
  body: lineOrder,
  response: okMessage,
});

export const budgetLinesEndpoints = {
  getAdminBudgetEdit,
  createBudgetCostLine,
  createBudgetRevenueLine,
  createBudgetHourLine,
  deleteBudgetCostLine,
  deleteBudgetRevenueLine,
  deleteBudgetHour,
  saveRevenueOrder,
  saveCostOrder,
};
