import { eq } from 'drizzle-orm';
import { dashboardWidgets } from '../db/schema/index.ts';
import { copySuffix, type DemoStep, tally } from './step.ts';

/** Job-list widgets (type 0) on the home pages of a few demo users; stage null lists every step. */
const DEMO_WIDGETS: Record<string, { widgetName: string; stage: number | null }[]> = {
  'demo.admin': [
    { widgetName: 'Waiting on Corporate Approval', stage: 6 },
    { widgetName: 'All Jobs', stage: null },
  ],
  'demo.operations': [
    { widgetName: 'Installations', stage: 10 },
    { widgetName: 'On Rent', stage: 11 },
    { widgetName: 'Tear Downs', stage: 12 },
  ],
};

/** Natural key: (user, widget name). A user's missing widgets are added after the ones they have. */
export const dashboardStep: DemoStep = {
  name: 'dashboard',
  async run(tx, ctx) {
    const t = tally();
    for (let k = 1; k <= ctx.scale; k++) {
      for (const [username, widgets] of Object.entries(DEMO_WIDGETS)) {
        const userId = ctx.refs.users.get(`${username}${copySuffix(k)}`);
        if (userId === undefined) throw new Error(`The demo user "${username}" is missing; the users step runs first.`);
        const have = await tx
          .select({ name: dashboardWidgets.widgetName, sortOrder: dashboardWidgets.sortOrder })
          .from(dashboardWidgets)
          .where(eq(dashboardWidgets.userId, userId));
        const names = new Set(have.map((w) => w.name));
        let next = have.reduce((max, w) => Math.max(max, w.sortOrder + 1), 0);
        const missing = widgets.filter((w) => !names.has(w.widgetName));
        t.existing('widgets', widgets.length - missing.length);
        if (missing.length === 0) continue;
        await tx
          .insert(dashboardWidgets)
          .values(missing.map((w) => ({ userId, widgetType: 0, sortOrder: next++, ...w })));
        t.created('widgets', missing.length);
      }
    }
    return t.counts;
  },
};
