import { describe, expect, it } from 'vitest';
import { budgetTotals, hoursCostOf, normalizeMoney, renumber, revenueOf, wholePercent } from './budget-math.ts';

const rev = (revenue: string, revenuePer: string, budgetCalculation: number, quantity: string, minCycles: number) => ({
  revenue,
  revenuePer,
  budgetCalculation,
  quantity,
  minCycles,
});

describe('budget arithmetic (spec 3 §9)', () => {
  it('reads empty and "." as zero and keeps two places', () => {
    expect(normalizeMoney('')).toBe('0.00');
    expect(normalizeMoney('.')).toBe('0.00');
    expect(normalizeMoney('12.5')).toBe('12.50');
    expect(normalizeMoney('.5')).toBe('0.50');
  });

  it('prices a revenue line as lump sum + rate × (quantity with a per-unit calculation) × cycles', () => {
    expect(revenueOf(rev('1000', '12.50', 2, '400', 3))).toBe(1600000n);
    expect(revenueOf(rev('0', '100', 1, '400', 2))).toBe(20000n); // None: no quantity
    expect(revenueOf(rev('0', '0.33', 2, '0.50', 1))).toBe(17n); // 0.165 rounds half up to 0.17
    expect(revenueOf(rev('5', '9', 2, '3', 0))).toBe(500n); // zero cycles: the rate adds nothing
  });

  it('sums hours × price and rounds to cents once', () => {
    expect(hoursCostOf([{ price: '45.50', hours: '2.33333' }])).toBe(10617n);
    expect(
      hoursCostOf([
        { price: '0.10', hours: '0.05' },
        { price: '0.10', hours: '0.05' },
      ]),
    ).toBe(1n);
  });

  it('answers cost, revenue, profit and profit % (zero without revenue), with no float drift', () => {
    const item = (revenue: string, cost: string) => ({
      budgetRevenue: [rev(revenue, '0', 1, '0', 1)],
      budgetCost: { budgetCostLabor: [], budgetCostNonLabor: [{ cost }] },
    });
    expect(budgetTotals([item('0.10', '0'), item('0.20', '0')]).totalRevenue).toBe('0.30');
    expect(budgetTotals([item('300', '200')])).toEqual({
      totalCost: '200.00',
      totalRevenue: '300.00',
      totalProfit: '100.00',
      totalProfitPercentage: '33.33',
    });
    expect(budgetTotals([item('0', '50')]).totalProfitPercentage).toBe('0.00');
    expect(budgetTotals([item('100', '300')]).totalProfitPercentage).toBe('-200.00');
    expect(wholePercent('33.50')).toBe('34');
    expect(wholePercent('-12.49')).toBe('-12');
  });

  it('renumbers from 1, positive orders first, zero ones after in sequence', () => {
    const out = renumber([
      { order: 0, id: 'a' },
      { order: 7, id: 'b' },
      { order: 2, id: 'c' },
      { order: 0, id: 'd' },
    ]);
    expect(out.map((l) => [l.order, l.id])).toEqual([
      [1, 'c'],
      [2, 'b'],
      [3, 'a'],
      [4, 'd'],
    ]);
  });
});
