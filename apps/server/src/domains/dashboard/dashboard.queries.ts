import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dashboardWidgets } from '../../db/schema/index.ts';

const widgetColumns = {
  dashboardWidgetId: dashboardWidgets.id,
  widgetType: dashboardWidgets.widgetType,
  widgetName: dashboardWidgets.widgetName,
  stage: dashboardWidgets.stage,
};

export interface WidgetValues {
  widgetType: number;
  widgetName: string;
  stage: number | null;
}

/** Changes to one user's dashboard run one at a time (the lock ends with the transaction). */
export async function lockDashboard(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727010, ${userId})`);
}

export function selectWidgets(db: Tx, userId: number) {
  return db
    .select(widgetColumns)
    .from(dashboardWidgets)
    .where(eq(dashboardWidgets.userId, userId))
    .orderBy(asc(dashboardWidgets.sortOrder), asc(dashboardWidgets.id));
}

export async function selectWidget(db: Tx, userId: number, widgetId: number) {
  const [row] = await db
    .select(widgetColumns)
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.userId, userId), eq(dashboardWidgets.id, widgetId)));
  return row;
}

export async function insertWidget(db: Tx, userId: number, sortOrder: number, values: WidgetValues) {
  const [row] = await db
    .insert(dashboardWidgets)
    .values({ userId, sortOrder, ...values })
    .returning(widgetColumns);
  return row;
}

export async function updateWidget(db: Tx, userId: number, widgetId: number, sortOrder: number, values: WidgetValues) {
  await db
    .update(dashboardWidgets)
    .set({ sortOrder, ...values })
    .where(and(eq(dashboardWidgets.userId, userId), eq(dashboardWidgets.id, widgetId)));
}

/** Removes the user's widgets other than `keep`. */
export async function deleteWidgetsExcept(db: Tx, userId: number, keep: number[]) {
  await db
    .delete(dashboardWidgets)
    .where(
      keep.length
        ? and(eq(dashboardWidgets.userId, userId), notInArray(dashboardWidgets.id, keep))
        : eq(dashboardWidgets.userId, userId),
    );
}
