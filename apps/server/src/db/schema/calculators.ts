import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Wall calculators and the results saved on jobs (spec 3 §2.2, §3 'Calculator', §9).

/** A wall calculator: beams and panels per 20 ft section and what one truck carries. */
export const calculators = pgTable(
  'calculators',
  {
    id: serial('id').primaryKey(),
    calculatorName: text('calculator_name').notNull(),
    beamName: text('beam_name').notNull(),
    /** Beams per 20 ft section, exact to 4 decimals. */
    beamRatio: numeric('beam_ratio', { precision: 10, scale: 4 }).notNull(),
    panelsPerSection: integer('panels_per_section').notNull(),
    truckBeams: integer('truck_beams').notNull(),
    truckPanels: integer('truck_panels').notNull().default(72),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calculators_name_unique').on(sql`lower(${t.calculatorName})`),
    check(
      'calculators_not_negative',
      sql`${t.beamRatio} >= 0 and ${t.panelsPerSection} >= 0 and ${t.truckBeams} >= 0 and ${t.truckPanels} >= 0`,
    ),
  ],
);

/**
 * A calculation saved on a job. The calculator's name and beam name are kept as they were, so the
 * result still reads the same after the calculator is renamed or deleted (calculator_id then null).
 */
export const calculatorResults = pgTable(
  'calculator_results',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    calculatorId: integer('calculator_id').references(() => calculators.id, { onDelete: 'set null' }),
    calculatorName: text('calculator_name').notNull(),
    beamName: text('beam_name').notNull(),
    length: integer('length').notNull(),
    beams: integer('beams').notNull(),
    panels: integer('panels').notNull(),
    trucks: integer('trucks').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calculator_results_job').on(t.jobId, t.createdAt),
    check(
      'calculator_results_figures',
      sql`${t.length} > 0 and ${t.beams} >= 0 and ${t.panels} >= 0 and ${t.trucks} >= 0`,
    ),
  ],
);
