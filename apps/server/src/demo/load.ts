import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { storageFor } from '../platform/storage.ts';
import { accountsStep } from './accounts.ts';
import { approvalsStep } from './approvals.ts';
import { budgetLinesStep } from './budget-lines.ts';
import { budgetsStep } from './budgets.ts';
import { bulkStep } from './bulk.ts';
import { bulkInventoryStep } from './bulk-inventory.ts';
import { calculatorsStep } from './calculators.ts';
import { callsStep } from './calls.ts';
import { announcementsStep, documentsStep } from './content.ts';
import { dashboardStep } from './dashboard.ts';
import { formsStep } from './forms.ts';
import { equipmentFormsStep } from './forms-equipment.ts';
import { jsaStep } from './forms-jsa.ts';
import { fieldTicketsStep } from './forms-tickets.ts';
import { handOffsStep } from './hand-offs.ts';
import { inventoryAssetsStep } from './inventory-assets.ts';
import { inventoryShopStep } from './inventory-shop.ts';
import { inventoryStockStep } from './inventory-stock.ts';
import { inventoryTransfersStep } from './inventory-transfers.ts';
import { inventoryUploadStep } from './inventory-upload.ts';
import { jobNotesStep } from './job-notes.ts';
import { jobsStep } from './jobs.ts';
import { mailOutboxStep } from './mail-outbox.ts';
import { officesStep } from './offices.ts';
import { opportunitiesStep } from './opportunities.ts';
import { signaturesStep } from './profile.ts';
import { proposalDemoJobStep, proposalsStep } from './proposals.ts';
import { remindersStep } from './reminders.ts';
import { rolesStep } from './roles.ts';
import { type DemoContext, type DemoStep, localDate, type StepCounts } from './step.ts';
import { surveysStep } from './surveys.ts';
import { timesheetsStep } from './timesheets.ts';
import { usersStep } from './users.ts';
import { usersAdminStep } from './users-admin.ts';

/**
 * The demo data set, in order. Each area adds its step here (accounts, jobs, inventory…); a step may
 * use the ids earlier steps put in `ctx.refs`.
 */
export const demoSteps: DemoStep[] = [
  officesStep,
  rolesStep,
  usersStep,
  usersAdminStep,
  signaturesStep,
  announcementsStep,
  documentsStep,
  jobsStep,
  accountsStep,
  dashboardStep,
  budgetLinesStep,
  callsStep,
  opportunitiesStep,
  jobNotesStep,
  handOffsStep,
  approvalsStep,
  remindersStep,
  calculatorsStep,
  budgetsStep,
  proposalsStep,
  proposalDemoJobStep,
  formsStep,
  equipmentFormsStep,
  fieldTicketsStep,
  jsaStep,
  surveysStep,
  timesheetsStep,
  bulkStep,
  inventoryStockStep,
  inventoryAssetsStep,
  inventoryUploadStep,
  inventoryTransfersStep,
  inventoryShopStep,
  bulkInventoryStep,
  mailOutboxStep,
];

/** Any constant shared by every Fieldbook instance (see migrate.ts and bootstrap.ts for the others). */
const DEMO_LOCK = 727_003;

export interface DemoOptions {
  scale?: number;
  /**
   * The share of the benchmark sizes (bulk.ts, bulk-inventory.ts) to generate at a scale above 1; 1 by
   * default. Not a CLI option: benchmarks want the full sizes; a test loads a small share to prove the
   * scaling in seconds rather than a minute.
   */
  bulkShare?: number;
  /** The date the data is relative to (announcements valid today…); today's local date by default. */
  today?: string;
  steps?: DemoStep[];
  /** Called after each step. */
  onStep?: (name: string, counts: StepCounts, ms: number) => void;
}

export interface DemoSummary {
  scale: number;
  steps: { name: string; counts: StepCounts; ms: number }[];
}

/**
 * Loads the demo data into a migrated, bootstrapped database, idempotently: rows are matched by
 * natural key and only the missing ones are created. Each step runs in its own transaction under an
 * advisory lock, so two loaders started together take turns instead of creating duplicates.
 */
export async function loadDemo(db: Db, config: Config, options: DemoOptions = {}): Promise<DemoSummary> {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`The scale must be a whole number of at least 1.`);
  const bulkShare = options.bulkShare ?? 1;
  if (!(bulkShare > 0 && bulkShare <= 1)) throw new Error('The bulk share must be above 0 and at most 1.');
  const ctx: DemoContext = {
    db,
    storage: storageFor(db, config),
    scale,
    bulkShare,
    today: options.today ?? localDate(),
    refs: { offices: new Map(), users: new Map() },
  };
  const summary: DemoSummary = { scale, steps: [] };
  for (const step of options.steps ?? demoSteps) {
    const started = performance.now();
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
      return step.run(tx, ctx);
    });
    const ms = Math.round(performance.now() - started);
    summary.steps.push({ name: step.name, counts, ms });
    options.onStep?.(step.name, counts, ms);
  }
  return summary;
}
