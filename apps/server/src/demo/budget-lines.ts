import { isNull } from 'drizzle-orm';
import { budgetCategories, budgetCostLines, budgetHourPrices, budgetRevenueLines } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/** Budget line definitions; fixed (not multiplied by --scale). Categories are seeded by the bootstrap. */
const DEMO_COST_LINES = [
  { number: '1000', name: 'Roustabout Labor', category: 'Labor', labor: true },
  { number: '1010', name: 'Field Supervisor Labor', category: 'Labor', labor: true },
  { number: '1020', name: 'Overtime Labor', category: 'Labor', labor: true },
  { number: '2000', name: 'Telehandler Rental', category: 'Equipment', labor: false },
  { number: '2010', name: 'Skid Steer Rental', category: 'Equipment', labor: false },
  { number: '3000', name: 'Acoustic Panels (STC 32)', category: 'Materials', labor: false },
  { number: '3010', name: 'Steel Beams and Hardware', category: 'Materials', labor: false },
  { number: '4000', name: 'Freight – Outbound', category: 'Freight', labor: false },
  { number: '4010', name: 'Freight – Return', category: 'Freight', labor: false },
  { number: '5000', name: 'Crane Service', category: 'Subcontract', labor: false },
  { number: '6000', name: 'Per Diem and Lodging', category: 'Travel', labor: false },
  { number: '9000', name: 'Permits and Fees', category: 'Other', labor: false },
];
const DEMO_REVENUE_LINES = [
  { number: '100', name: 'Sound Wall Rental' },
  { number: '110', name: 'Installation' },
  { number: '120', name: 'Tear Down' },
  { number: '130', name: 'Monitoring' },
  { number: '140', name: 'Acoustic Blanket Rental' },
  { number: '150', name: 'Freight' },
];
const DEMO_HOUR_PRICES = [
  { name: 'Roustabout', price: '45.00' },
  { name: 'Equipment Operator', price: '58.50' },
  { name: 'Field Supervisor', price: '65.00' },
  { name: 'Noise Technician', price: '72.00' },
  { name: 'Project Manager', price: '95.00' },
];

/** Natural keys among the current lines: the number of a cost or revenue line, the name of an hour price. */
export const budgetLinesStep: DemoStep = {
  name: 'budget lines',
  async run(tx) {
    const t = tally();
    const categories = new Map((await tx.select().from(budgetCategories)).map((c) => [c.name, c.id] as const));

    const costs = await tx
      .select({ number: budgetCostLines.number, sortOrder: budgetCostLines.sortOrder })
      .from(budgetCostLines)
      .where(isNull(budgetCostLines.deletedAt));
    let next = costs.reduce((max, l) => Math.max(max, l.sortOrder + 1), 0);
    const haveCost = new Set(costs.map((l) => l.number));
    for (const line of DEMO_COST_LINES) {
      if (haveCost.has(line.number)) {
        t.existing('cost lines');
        continue;
      }
      const categoryId = categories.get(line.category);
      if (categoryId === undefined) throw new Error(`The budget category "${line.category}" is not seeded.`);
      const [row] = await tx
        .insert(budgetCostLines)
        .values({ number: line.number, name: line.name, categoryId, labor: line.labor, sortOrder: next++ })
        .returning({ id: budgetCostLines.id });
      await audit(tx, null, 'budgetCostLine', row.id, 'create', { ...line, demo: true });
      t.created('cost lines');
    }

    const revenue = await tx
      .select({ number: budgetRevenueLines.number, sortOrder: budgetRevenueLines.sortOrder })
      .from(budgetRevenueLines)
      .where(isNull(budgetRevenueLines.deletedAt));
    next = revenue.reduce((max, l) => Math.max(max, l.sortOrder + 1), 0);
    const haveRevenue = new Set(revenue.map((l) => l.number));
    for (const line of DEMO_REVENUE_LINES) {
      if (haveRevenue.has(line.number)) {
        t.existing('revenue lines');
        continue;
      }
      const [row] = await tx
        .insert(budgetRevenueLines)
        .values({ ...line, sortOrder: next++ })
        .returning({ id: budgetRevenueLines.id });
      await audit(tx, null, 'budgetRevenueLine', row.id, 'create', { ...line, demo: true });
      t.created('revenue lines');
    }

    const hours = await tx
      .select({ name: budgetHourPrices.name })
      .from(budgetHourPrices)
      .where(isNull(budgetHourPrices.deletedAt));
    const haveHour = new Set(hours.map((h) => h.name));
    for (const line of DEMO_HOUR_PRICES) {
      if (haveHour.has(line.name)) {
        t.existing('hour prices');
        continue;
      }
      const [row] = await tx.insert(budgetHourPrices).values(line).returning({ id: budgetHourPrices.id });
      await audit(tx, null, 'budgetHourPrice', row.id, 'create', { ...line, demo: true });
      t.created('hour prices');
    }
    return t.counts;
  },
};
