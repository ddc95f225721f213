/**
 * The budget's arithmetic (spec 3 §5, §9), shared by the server (which answers the totals) and the
 * screen (which shows them while lines are typed), so both give the same figures. Amounts are decimal
 * strings; every step runs on scaled BigInt integers, never on floating point.
 */

/** 'Per unit' calculation meaning none: the rate is not multiplied by the quantity. */
export const BUDGET_CALCULATION_NONE = 1;

/** A decimal string ('12', '12.5', '.', '') as an integer scaled by 10^scale; '' and '.' are 0. */
export function toScaled(value: string | number | null | undefined, scale: number): bigint {
  const text = String(value ?? '').trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return 0n;
  const [, minus, whole = '', fraction = ''] = match;
  const digits = (whole || '0') + fraction.padEnd(scale, '0').slice(0, scale);
  const n = BigInt(digits);
  return minus ? -n : n;
}

/** Rounds an integer scaled by 10^from to 10^to (to < from), half away from zero. */
export function rescale(n: bigint, from: number, to: number): bigint {
  if (from <= to) return n * 10n ** BigInt(to - from);
  const d = 10n ** BigInt(from - to);
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** An integer scaled by 10^scale as a decimal string with exactly `scale` places ('-12.50'). */
export function fromScaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Cents of a money string. */
export const cents = (value: string | number | null | undefined) => toScaled(value, 2);
/** A money string with two places ('12.50') of cents. */
export const money = (c: bigint) => fromScaled(c, 2);
/** An amount typed in a box, as the two-place string saved ('' and '.' are '0.00'). */
export const normalizeMoney = (value: string | number | null | undefined) => money(cents(value));
/** Hours with five places. */
export const normalizeHours = (value: string | number | null | undefined) => fromScaled(toScaled(value, 5), 5);

export interface RevenueFigures {
  /** Lump sum. */
  revenue: string;
  /** Rate. */
  revenuePer: string;
  budgetCalculation: number;
  quantity: string;
  minCycles: number | string;
}

/**
 * Revenue of a line in cents: lump sum + rate × (quantity, only with a per-unit calculation other
 * than none) × minimum cycles, rounded to cents.
 */
export function revenueOf(line: RevenueFigures): bigint {
  const lump = cents(line.revenue); // scale 2
  const rate = cents(line.revenuePer); // scale 2
  const cycles = toScaled(line.minCycles, 0);
  const perUnit = line.budgetCalculation !== BUDGET_CALCULATION_NONE && line.budgetCalculation > 0;
  const quantity = perUnit ? toScaled(line.quantity, 2) : 100n; // scale 2
  // lump (2) + rate (2) × quantity (2) × cycles (0) = scale 4, then to cents
  return rescale(lump * 100n + rate * quantity * cycles, 4, 2);
}

export interface HourFigures {
  price: string;
  hours: string;
}

/** The cost of a line's hours in cents: the sum of hours × price, rounded to cents. */
export function hoursCostOf(hours: readonly HourFigures[]): bigint {
  let sum = 0n; // price (2) × hours (5) = scale 7
  for (const h of hours) sum += cents(h.price) * toScaled(h.hours, 5);
  return rescale(sum, 7, 2);
}

/** A cost line's cost in cents: from its hours when it has any (then it is not typed), else as typed. */
export function costOf(line: { cost: string; hours?: readonly HourFigures[] }): bigint {
  return line.hours && line.hours.length > 0 ? hoursCostOf(line.hours) : cents(line.cost);
}

export interface BudgetFigures {
  budgetRevenue: readonly RevenueFigures[];
  budgetCost: {
    budgetCostLabor: readonly { cost: string; hours?: readonly HourFigures[] }[];
    budgetCostNonLabor: readonly { cost: string; hours?: readonly HourFigures[] }[];
  };
}

export interface BudgetTotals {
  totalCost: string;
  totalRevenue: string;
  totalProfit: string;
  /** Profit / revenue in percent with two places ('23.08'); '0.00' when revenue is zero. */
  totalProfitPercentage: string;
}

/** Profit as a percentage of revenue, in hundredths of a percent; zero when revenue is zero. */
function percentOf(profit: bigint, revenue: bigint): bigint {
  if (revenue === 0n) return 0n;
  // profit / revenue × 100 with two places: profit × 10^4 / revenue, rounded half away from zero
  const num = profit * 10000n * 2n;
  const q = num / revenue;
  // q is twice the value; round half away from zero
  return q >= 0n ? (q + 1n) / 2n : (q - 1n) / 2n;
}

/**
 * Totals of one or more budget items: total cost = labor + non-labor; profit = revenue - cost;
 * profit % = profit / revenue (zero when revenue is zero). Tax and additional (optional) lines are
 * shown with their item and are not part of these totals.
 */
export function budgetTotals(items: readonly BudgetFigures[]): BudgetTotals {
  let revenue = 0n;
  let cost = 0n;
  for (const item of items) {
    for (const r of item.budgetRevenue) revenue += revenueOf(r);
    for (const c of item.budgetCost.budgetCostLabor) cost += costOf(c);
    for (const c of item.budgetCost.budgetCostNonLabor) cost += costOf(c);
  }
  const profit = revenue - cost;
  return {
    totalCost: money(cost),
    totalRevenue: money(revenue),
    totalProfit: money(profit),
    totalProfitPercentage: fromScaled(percentOf(profit, revenue), 2),
  };
}

/** The profit percentage rounded to a whole percent ('23'), as the read-only view shows it. */
export const wholePercent = (percentage: string) => fromScaled(rescale(toScaled(percentage, 2), 2, 0), 0);

/**
 * Order numbers renumbered from 1: lines with a positive order first (by order, ties kept as they
 * are), then lines with order zero (new ones) in their current sequence.
 */
export function renumber<T extends { order: number }>(lines: readonly T[]): T[] {
  const positive = lines
    .map((line, index) => ({ line, index }))
    .filter((x) => x.line.order > 0)
    .sort((a, b) => a.line.order - b.line.order || a.index - b.index)
    .map((x) => x.line);
  const rest = lines.filter((line) => !(line.order > 0));
  return [...positive, ...rest].map((line, i) => ({ ...line, order: i + 1 }));
}

/** Whether a line has both a positive lump sum and a positive rate (the 'lump sum OR rate' warning). */
export const lumpAndRate = (line: Pick<RevenueFigures, 'revenue' | 'revenuePer'>) =>
  cents(line.revenue) > 0n && cents(line.revenuePer) > 0n;
