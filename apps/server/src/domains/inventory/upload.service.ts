import { readFile } from 'node:fs/promises';
import {
  BILLING_STEP,
  INVENTORY_TEMPLATE_NAME,
  messages,
  UPLOAD_PROBLEMS_SHOWN,
  uploadColumns,
  uploadFields,
  uploadMoreProblems,
  uploadProblems,
  uploadRowProblem,
} from '@fieldbook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bulkItems, inventoryUploads, jobReadyItems, jobs, userOffices, yards } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Upload } from '../../platform/upload.ts';
import { requireJob } from '../jobs/job-access.ts';
import { once } from './request-once.ts';
import { balancesAt, type Movement, moveMany } from './stock-ledger.ts';
import { allowedYards } from './stock-yards.service.ts';
import { activeJobs } from './transfers.service.ts';
import {
  buildTemplate,
  openWorkbook,
  type RowProblem,
  readRows,
  rowsRefused,
  type SheetRow,
} from './upload-workbook.ts';

// Inventory Excel upload (spec 4 §2 "/Inventory/Excel", §5, §7, §8; docs/decisions/inventory.md): the template,
// the form's choices, and the upload that moves a sheet's stock from a yard to a job through the stock
// ledger in one transaction, exactly once per request key.

// --- the form's choices ---------------------------------------------------------------------------

/** The form's choices: the user's yards, and the jobs a pick ticket may go to (not canceled, before Billing). */
export async function uploadOptions(ctx: Ctx) {
  const [yardsAnswer, jobsAnswer] = await Promise.all([allowedYards(ctx), activeJobs(ctx, false)]);
  return { success: true as const, yards: yardsAnswer.data, jobs: jobsAnswer.data };
}

// --- the template ---------------------------------------------------------------------------------

export async function template(ctx: Ctx) {
  const [jobReady, bulk] = await Promise.all([
    ctx.db
      .select({ name: jobReadyItems.name })
      .from(jobReadyItems)
      .orderBy(asc(sql`lower(${jobReadyItems.name})`)),
    ctx.db
      .select({ name: bulkItems.name })
      .from(bulkItems)
      .orderBy(asc(sql`lower(${bulkItems.name})`)),
  ]);
  const bytes = await buildTemplate({ jobReady: jobReady.map((r) => r.name), bulk: bulk.map((r) => r.name) });
  return { bytes, name: INVENTORY_TEMPLATE_NAME };
}

// --- the upload -----------------------------------------------------------------------------------

interface Resolved {
  kind: 'jobReady' | 'bulk';
  id: number;
  name: string;
}

/** The catalogue items the rows name, by lower-cased name per kind. */
async function catalogueByName(tx: Tx, names: string[]) {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  if (lower.length === 0) return { jobReady: new Map<string, Resolved>(), bulk: new Map<string, Resolved>() };
  const [jr, bk] = await Promise.all([
    tx
      .select({ id: jobReadyItems.id, name: jobReadyItems.name })
      .from(jobReadyItems)
      .where(inArray(sql`lower(${jobReadyItems.name})`, lower)),
    tx
      .select({ id: bulkItems.id, name: bulkItems.name })
      .from(bulkItems)
      .where(inArray(sql`lower(${bulkItems.name})`, lower)),
  ]);
  const map = (rows: { id: number; name: string }[], kind: Resolved['kind']) =>
    new Map(rows.map((r) => [r.name.toLowerCase(), { kind, id: r.id, name: r.name }]));
  return { jobReady: map(jr, 'jobReady'), bulk: map(bk, 'bulk') };
}

/** The problems of rows whose item is unknown or ambiguous; the rows' items otherwise. */
function resolveRows(rows: SheetRow[], catalogue: Awaited<ReturnType<typeof catalogueByName>>) {
  const problems: RowProblem[] = [];
  const resolved = new Map<number, Resolved>();
  for (const r of rows) {
    if (r.name === '') continue;
    const key = r.name.toLowerCase();
    const jr = catalogue.jobReady.get(key);
    const bk = catalogue.bulk.get(key);
    const item = r.type === 'jobReady' ? jr : r.type === 'bulk' ? bk : jr && bk ? 'both' : (jr ?? bk);
    const other = r.type === 'jobReady' ? bk : r.type === 'bulk' ? jr : undefined;
    if (item === 'both') problems.push({ row: r.row, column: 'Item type', problem: uploadProblems.ambiguous(r.name) });
    else if (!item && other)
      problems.push({ row: r.row, column: 'Item type', problem: uploadProblems.wrongType(other.name, other.kind) });
    else if (!item)
      problems.push({ row: r.row, column: 'Item name', problem: uploadProblems.unknownItem(r.name, r.type) });
    else resolved.set(r.row, item);
  }
  return { problems, resolved };
}

/** The lines of a refusal, in row order, at most UPLOAD_PROBLEMS_SHOWN of them and a count of the rest. */
function refusalLines(problems: { rows: number[]; column: RowProblem['column']; problem: string }[]) {
  const column = (c: RowProblem['column']) => uploadColumns.indexOf(c);
  const sorted = [...problems].sort((a, b) => a.rows[0] - b.rows[0] || column(a.column) - column(b.column));
  const lines = sorted.slice(0, UPLOAD_PROBLEMS_SHOWN).map((p) => uploadRowProblem(p.rows, p.column, p.problem));
  if (sorted.length > UPLOAD_PROBLEMS_SHOWN) lines.push(uploadMoreProblems(sorted.length - UPLOAD_PROBLEMS_SHOWN));
  return lines;
}

/** Whether the user may move stock out of the yard (the AllowedYards rule); 400 when it does not exist. */
async function requireAllowedYard(user: Uploader, tx: Tx, yardId: number) {
  const [yard] = await tx
    .select({ id: yards.id, name: yards.name, officeId: yards.officeLocationId })
    .from(yards)
    .where(eq(yards.id, yardId));
  if (!yard) throw badRequest(messages.selectYard, { YardId: messages.selectYard });
  if (user.permissions.has('inventory.adjust')) return yard;
  const [member] = await tx
    .select({ one: sql`1` })
    .from(userOffices)
    .where(and(eq(userOffices.userId, user.id), eq(userOffices.officeId, yard.officeId)));
  if (!member) throw forbidden(messages.uploadYardNotAllowed);
  return yard;
}

export async function uploadInventory(ctx: Ctx, upload: Upload) {
  const parsed = uploadFields.safeParse(upload.fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    throw badRequest(Object.values(errors)[0], errors);
  }
  const { YardId, JobId, requestKey } = parsed.data;
  // The file on its own first (no database work for a hostile file): a real workbook, the headings,
  // every row's own problems.
  const bytes = await readFile(upload.path);
  const workbook = await openWorkbook(bytes);
  const sheet = readRows(workbook);

  return ctx.db.transaction((tx) =>
    once(tx, { key: requestKey, kind: 'upload', userId: ctx.user.id }, () =>
      applySheet(tx, ctx.user, { yardId: YardId, jobId: JobId, fileName: upload.filename, sheet }),
    ),
  );
}

/** Who uploads: the session's user (or the demo's shop lead). */
type Uploader = Pick<SessionUser, 'id' | 'permissions' | 'jobClassLimits'>;

/**
 * Moves a read sheet's stock from the yard to the job in the caller's transaction: the job gate, the
 * yard rule, the catalogue, availability (repeated rows summed), then the upload record and one
 * ledger movement per item. Any problem refuses the whole sheet with every row and column named.
 */
export async function applySheet(
  tx: Tx,
  user: Uploader,
  input: { yardId: number; jobId: number; fileName: string; sheet: { rows: SheetRow[]; problems: RowProblem[] } },
) {
  const { sheet } = input;
  const job = await requireJob({ db: tx, user }, input.jobId, { lock: tx });
  const [state] = await tx
    .select({ canceled: jobs.canceled, step: jobs.jobStepId })
    .from(jobs)
    .where(eq(jobs.id, job.id));
  if (state.canceled || state.step >= BILLING_STEP) throw new AppError(409, messages.uploadJobClosed);
  const yard = await requireAllowedYard(user, tx, input.yardId);

  const catalogue = await catalogueByName(
    tx,
    sheet.rows.map((r) => r.name).filter((n) => n !== ''),
  );
  const { problems: itemProblems, resolved } = resolveRows(sheet.rows, catalogue);
  const problems = [...sheet.problems, ...itemProblems].map((p) => ({ ...p, rows: [p.row] }));

  // Amounts per item (repeated rows summed), only over rows without a problem of their own.
  const bad = new Set(problems.map((p) => p.rows[0]));
  const totals = new Map<string, { item: Resolved; amount: number; rows: number[] }>();
  for (const r of sheet.rows) {
    const item = resolved.get(r.row);
    if (!item || bad.has(r.row)) continue;
    const key = `${item.kind}:${item.id}`;
    const t = totals.get(key) ?? { item, amount: 0, rows: [] };
    t.amount += r.amount;
    t.rows.push(r.row);
    totals.set(key, t);
  }
  // What the yard holds, read under the ledger's own locks below; here for the message only.
  const location = { kind: 'yard' as const, id: yard.id };
  const held = new Map<string, number>();
  for (const kind of ['jobReady', 'bulk'] as const) {
    const ids = [...totals.values()].filter((t) => t.item.kind === kind).map((t) => t.item.id);
    if (ids.length === 0) continue;
    for (const b of await balancesAt(tx, location, kind, ids)) held.set(`${kind}:${b.itemId}`, b.amount);
  }
  for (const [key, t] of totals) {
    const available = held.get(key) ?? 0;
    if (t.amount > available)
      problems.push({
        row: t.rows[0],
        rows: t.rows,
        column: 'Amount',
        problem: uploadProblems.notEnough(t.amount, t.item.name, available, yard.name),
      });
  }
  if (problems.length > 0) throw rowsRefused(refusalLines(problems));

  const [record] = await tx
    .insert(inventoryUploads)
    .values({
      userId: user.id,
      fileName: input.fileName.slice(0, 255),
      yardId: yard.id,
      jobId: job.id,
      rowCount: sheet.rows.length,
      itemCount: totals.size,
    })
    .returning({ id: inventoryUploads.id });
  const movements: Movement[] = [...totals.values()].map((t) => ({
    item: { kind: t.item.kind, id: t.item.id },
    from: location,
    to: { kind: 'job', id: job.id },
    amount: t.amount,
    reason: 'upload',
    reference: { kind: 'upload', id: record.id },
    userId: user.id,
  }));
  // The ledger locks the balances and refuses (409) if a concurrent request took the stock meanwhile.
  await moveMany(tx, movements);
  await audit(tx, user.id, 'inventoryUpload', record.id, 'upload', {
    fileName: input.fileName,
    yardId: yard.id,
    jobId: job.id,
    rows: sheet.rows.length,
    items: [...totals.values()].map((t) => ({ kind: t.item.kind, id: t.item.id, amount: t.amount })),
  });
  return {
    success: true as const,
    message: messages.excelUploaded,
    uploadId: record.id,
    rows: sheet.rows.length,
    items: totals.size,
  };
}
