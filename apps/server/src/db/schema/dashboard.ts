import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

// The home dashboard's widgets (spec 1).

/** A user's home-page widgets, in display order. widget_type 0 is a job list. */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetType: integer('widget_type').notNull(),
    widgetName: text('widget_name').notNull(),
    /** A job step id limiting a job list; null for every step. */
    stage: integer('stage'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('dashboard_widgets_user').on(t.userId, t.sortOrder)],
);
