import { budgetTotals, costOf, money, normalizeMoney, renumber } from '@fieldbook/contract/budget-math';
import {
  type BudgetCostEntry,
  type BudgetData,
  type BudgetHourLine,
  type BudgetItem,
  type BudgetLineOption,
  type BudgetRevenueEntry,
  budgetCalculationName,
  budgetTimeName,
  type SaveBudgetBody,
} from '@fieldbook/contract/budgets';

/**
 * The editor's copy of a budget: the answer of GetBudget, with minimum cycles kept as typed text.
 * New lines get negative temporary ids (spec 3 §5); orders are renumbered from 1 after each change.
 */
export type EditRevenue = Omit<BudgetRevenueEntry, 'minCycles'> & { minCycles: string };
export type EditItem = Omit<BudgetItem, 'budgetRevenue' | 'totals'> & { budgetRevenue: EditRevenue[] };

export const toEditItems = (data: BudgetData): EditItem[] =>
  data.budgetItems.map(({ totals: _totals, ...item }) => ({
    ...item,
    budgetRevenue: item.budgetRevenue.map((r) => ({ ...r, minCycles: String(r.minCycles) })),
  }));

/** The choices the editor offers: budget lines, hour prices, times and units of calculation. */
export interface BudgetOptions {
  lines: BudgetLineOption[];
  hours: { budgetCostHourPriceId: number; name: string; price: string; archived: boolean }[];
  times: { budgetTimeId: number; name: string }[];
  calculations: { budgetCalculationId: number; name: string }[];
}

let nextTemp = -1000;
/** A temporary id for a new line: negative, never the same twice in a page's life. */
export const tempId = () => --nextTemp;

export function newRevenue(line: BudgetLineOption, quantity: number): EditRevenue {
  return {
    budgetRevenueId: tempId(),
    budgetRevenueLineId: line.budgetItemId,
    number: line.number,
    name: line.budgetItemName,
    revenue: '',
    revenueText: '',
    revAltInput: false,
    revenuePer: '',
    budgetCalculation: 1,
    budgetCalculationStr: budgetCalculationName(1),
    budgetTime: 1,
    budgetTimeStr: budgetTimeName(1),
    minCycles: '1',
    quantity: String(quantity),
    notes: '',
    order: 0,
  };
}

export function newCost(line: BudgetLineOption): BudgetCostEntry {
  return {
    budgetCostId: tempId(),
    budgetCostLineId: line.budgetItemId,
    number: line.number,
    category: line.category,
    categoryName: line.categoryName,
    name: line.budgetItemName,
    labor: line.labor,
    cost: '',
    notes: '',
    order: 0,
    hours: [],
  };
}

export function newHour(
  price: { budgetCostHourPriceId: number; name: string; price: string },
  budgetCostId: number,
): BudgetHourLine {
  return { budgetCostHourId: tempId(), ...price, hours: '', budgetCostId };
}

/** Adds a line at the end and renumbers (new lines carry order 0 until then). */
export const appendLine = <T extends { order: number }>(lines: T[], line: T) => renumber([...lines, line]);
export const removeLine = <T extends { order: number }>(lines: T[], index: number) =>
  renumber(lines.filter((_, i) => i !== index));

/** The figures the shared arithmetic reads, from what is typed. */
const figures = (item: EditItem) => ({
  budgetRevenue: item.budgetRevenue,
  budgetCost: item.budgetCost,
});
export const itemTotals = (item: EditItem) => budgetTotals([figures(item)]);
export const allTotals = (items: EditItem[]) => budgetTotals(items.map(figures));
/** A cost line's cost as shown: computed from its hours when it has any. */
export const shownCost = (line: BudgetCostEntry) => (line.hours.length > 0 ? money(costOf(line)) : line.cost);

/** The save body: every scope item as typed ('' and '.' become 0 on the server as well). */
export function saveBody(jobId: number, version: number, submit: boolean, items: EditItem[]): SaveBudgetBody {
  return {
    jobId,
    submit,
    version,
    saveId: crypto.randomUUID(),
    budgetItems: items.map((item) => ({
      scopeItemId: item.scopeItemId,
      budgetRevenue: item.budgetRevenue.map((r) => ({
        budgetRevenueId: r.budgetRevenueId,
        budgetRevenueLineId: r.budgetRevenueLineId,
        revenue: normalizeMoney(r.revenue),
        revenueText: r.revenueText,
        revAltInput: r.revAltInput,
        revenuePer: normalizeMoney(r.revenuePer),
        budgetCalculation: r.budgetCalculation,
        budgetTime: r.budgetTime,
        minCycles: r.minCycles,
        quantity: normalizeMoney(r.quantity),
        notes: r.notes,
        order: r.order,
      })),
      budgetCost: {
        budgetCostLabor: item.budgetCost.budgetCostLabor.map(costBody),
        budgetCostNonLabor: item.budgetCost.budgetCostNonLabor.map(costBody),
      },
      budgetTax: item.budgetTax.map((t) => ({
        budgetTaxId: t.budgetTaxId,
        cost: normalizeMoney(t.cost),
        description: t.description,
        notes: t.notes,
      })),
      budgetAdditionalLines: item.budgetAdditionalLines.map((a) => ({
        budgetAdditionalLineId: a.budgetAdditionalLineId,
        additionalText: a.additionalText,
        optionalCost: normalizeMoney(a.optionalCost),
      })),
    })),
  };
}

function costBody(c: BudgetCostEntry) {
  return {
    budgetCostId: c.budgetCostId,
    budgetCostLineId: c.budgetCostLineId,
    cost: normalizeMoney(shownCost(c)),
    notes: c.notes,
    order: c.order,
    hours: c.hours.map((h) => ({
      budgetCostHourId: h.budgetCostHourId,
      budgetCostHourPriceId: h.budgetCostHourPriceId,
      hours: h.hours,
    })),
  };
}

/** Typing rules (spec 3 §5): money 2 decimals, hours 5, cycles digits only. */
export const MONEY_TYPING = /^\d{0,10}(\.\d{0,2})?$/;
export const HOURS_TYPING = /^\d{0,7}(\.\d{0,5})?$/;
export const CYCLES_TYPING = /^\d{0,6}$/;

/** Empty, '.' or zero: the box shows a red border. */
export const isEmptyOrZero = (v: string) => normalizeMoney(v) === '0.00';

/** '$1,234.50' from a money string, without passing the amount through arithmetic. */
export function showMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = '00'] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction.padEnd(2, '0')}`;
}
