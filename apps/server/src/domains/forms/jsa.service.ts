import {
  JSA_CHECKBOX_CATEGORIES,
  JSA_EMERGENCY_TYPES,
  JSA_OTHER,
  JSA_STEPS,
  type Jsa,
  type JsaProductOption,
  type JsaRiskManagement,
  jsaMissingFields,
  messages,
  type saveJsaBody,
  type signJsaBody,
} from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  handOffs,
  jsaEdits,
  jsaEmergencies,
  jsaItems,
  jsaRiskManagementRisks,
  jsaRiskManagements,
  jsaSignatures,
  jsas,
  potentialRisks,
  productActions,
  riskActions,
  scopeItems,
  sequenceActions,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { storedDataUrl } from '../../platform/storage.ts';
import { checkBaseVersion } from '../../platform/versions.ts';
import { hasJobPermission, type JobHead, requireJob } from '../jobs/job-access.ts';

// The JSA (spec 3 §2.8, §2.11): the worksheet, its sign-in sheet and its edit log.

const userName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;

/** Who may write a JSA of a job (and take signatures on it): 'forms.jsaEdit' and a job that is not canceled. */
export const mayEditJsas = (ctx: Pick<Ctx, 'user'>, job: JobHead) =>
  hasJobPermission(ctx.user, 'forms.jsaEdit', job.jobClassificationId) && !job.canceled;

const emergencyType = (id: number) => JSA_EMERGENCY_TYPES.find((t) => t.jsaEmergencyID === id);

// --- the editor's options -------------------------------------------------------------------------

/** The actions of these products, in order, each with its risks. */
async function productOptions(db: Tx, products: { productName: string; scopeBuilderId: number }[]) {
  const leafIds = [...new Set(products.map((p) => p.scopeBuilderId))];
  const actions = leafIds.length
    ? await db
        .select({
          productActionId: productActions.id,
          scopeBuilderId: productActions.scopeBuilderId,
          sequenceActionId: productActions.sequenceActionId,
          action: sequenceActions.action,
        })
        .from(productActions)
        .innerJoin(sequenceActions, eq(sequenceActions.id, productActions.sequenceActionId))
        .where(inArray(productActions.scopeBuilderId, leafIds))
        .orderBy(asc(productActions.sortOrder), asc(productActions.id))
    : [];
  const actionIds = [...new Set(actions.map((a) => a.sequenceActionId))];
  const risks = actionIds.length
    ? await db
        .select({
          sequenceActionId: riskActions.sequenceActionId,
          potentialRiskId: potentialRisks.id,
          risk: potentialRisks.risk,
        })
        .from(riskActions)
        .innerJoin(potentialRisks, eq(potentialRisks.id, riskActions.potentialRiskId))
        .where(inArray(riskActions.sequenceActionId, actionIds))
        .orderBy(asc(sql`lower(${potentialRisks.risk})`))
    : [];
  return products.map(
    (p): JsaProductOption => ({
      ...p,
      actions: actions
        .filter((a) => a.scopeBuilderId === p.scopeBuilderId)
        .map((a) => ({
          productActionId: a.productActionId,
          sequenceActionId: a.sequenceActionId,
          action: a.action,
          risks: risks
            .filter((r) => r.sequenceActionId === a.sequenceActionId)
            .map(({ potentialRiskId, risk }) => ({ potentialRiskId, risk })),
        })),
    }),
  );
}

/** The products of a job: its scope lines that name a scope builder item, once each. */
async function jobProducts(db: Tx, jobId: number) {
  const rows = await db
    .selectDistinctOn([scopeItems.name, scopeItems.scopeBuilderId], {
      productName: scopeItems.name,
      scopeBuilderId: scopeItems.scopeBuilderId,
    })
    .from(scopeItems)
    .innerJoin(handOffs, eq(handOffs.id, scopeItems.handOffId))
    .where(and(eq(handOffs.jobId, jobId), isNotNull(scopeItems.scopeBuilderId)))
    .orderBy(asc(scopeItems.name), asc(scopeItems.scopeBuilderId));
  return rows.map((r) => ({ productName: r.productName, scopeBuilderId: r.scopeBuilderId as number }));
}

export async function jsaForm(ctx: Ctx, jobId: number | undefined) {
  let products: JsaProductOption[] = [];
  if (jobId !== undefined) {
    await requireJob(ctx, jobId);
    products = await productOptions(ctx.db, await jobProducts(ctx.db, jobId));
  }
  return {
    success: true as const,
    data: {
      checkBoxCategories: JSA_CHECKBOX_CATEGORIES.map((c) => ({
        category: c.category,
        boxes: c.boxes.map((b) => ({ jsaItemName: b, checked: false, other: b === JSA_OTHER, otherText: '' })),
      })),
      emergencyTypes: JSA_EMERGENCY_TYPES.map((t) => ({ ...t })),
      products,
    },
  };
}

// --- reading --------------------------------------------------------------------------------------

async function findJsa(db: Tx, id: number, lock = false) {
  const q = db.select().from(jsas).where(eq(jsas.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The JSA and its job, or 404 when either is out of the caller's sight. */
async function requireJsa(ctx: Ctx, id: number, gate: Parameters<typeof requireJob>[2] = {}) {
  const row = await findJsa(gate.lock ?? ctx.db, id);
  if (!row) throw notFound(messages.jsaNotFound);
  const job = await requireJob(ctx, row.jobId, gate);
  return { row, job };
}

async function readJsa(db: Tx, row: typeof jsas.$inferSelect): Promise<Jsa> {
  const [creator] = row.createdBy
    ? await db.select({ name: userName }).from(users).where(eq(users.id, row.createdBy))
    : [];
  const items = await db.select().from(jsaItems).where(eq(jsaItems.jsaId, row.id));
  const emergencies = await db
    .select()
    .from(jsaEmergencies)
    .where(eq(jsaEmergencies.jsaId, row.id))
    .orderBy(asc(jsaEmergencies.sortOrder));
  const rms = await db
    .select({
      rm: jsaRiskManagements,
      productActionId: productActions.id,
    })
    .from(jsaRiskManagements)
    .leftJoin(
      productActions,
      and(
        eq(productActions.scopeBuilderId, jsaRiskManagements.scopeBuilderId),
        eq(productActions.sequenceActionId, jsaRiskManagements.sequenceActionId),
      ),
    )
    .where(eq(jsaRiskManagements.jsaId, row.id))
    .orderBy(asc(jsaRiskManagements.sortOrder));
  const rmIds = rms.map((r) => r.rm.id);
  const risks = rmIds.length
    ? await db
        .select()
        .from(jsaRiskManagementRisks)
        .where(inArray(jsaRiskManagementRisks.jsaRiskManagementId, rmIds))
        .orderBy(asc(jsaRiskManagementRisks.id))
    : [];
  const checked = new Map(items.map((i) => [`${i.category}\u0000${i.itemName}`, i]));
  // The catalogue's boxes, then any saved box the catalogue no longer has (a JSA shows what was signed).
  const categories = JSA_CHECKBOX_CATEGORIES.map((c) => ({ category: c.category, names: [...c.boxes] }));
  for (const i of items) {
    let c = categories.find((x) => x.category === i.category);
    if (!c) {
      c = { category: i.category, names: [] };
      categories.push(c);
    }
    if (!c.names.includes(i.itemName)) c.names.push(i.itemName);
  }
  return {
    jsaId: row.id,
    date: row.date.toISOString(),
    jobId: row.jobId,
    stepId: row.stepId,
    supervisor: row.supervisor,
    supervisorContact: row.supervisorContact,
    cprCertifiedEmployee: row.cprCertifiedEmployee,
    nameOfNearestHospital: row.nameOfNearestHospital,
    nearestHospitalAddress: row.nearestHospitalAddress,
    emergencyAddress: row.emergencyAddress,
    createdBy: creator?.name ?? '',
    version: row.version,
    checkBoxCategories: categories.map((c) => ({
      category: c.category,
      boxes: c.names.map((name) => {
        const saved = checked.get(`${c.category}\u0000${name}`);
        return { jsaItemName: name, checked: !!saved, other: name === JSA_OTHER, otherText: saved?.otherText ?? '' };
      }),
    })),
    emergency: emergencies.map((e) => {
      const t = emergencyType(e.emergencyTypeId);
      return {
        emergencyTypeID: e.emergencyTypeId,
        emergencyName: t?.emergencyName ?? '',
        iconUrl: t?.iconUrl ?? '',
        emergencyTypeLocation: e.location,
      };
    }),
    riskManagements: rms.map(
      ({ rm, productActionId }): JsaRiskManagement => ({
        jsaRiskManagementId: rm.id,
        productName: rm.productName,
        scopeBuilderId: rm.scopeBuilderId,
        productActionId: productActionId ?? null,
        action: rm.action,
        sequenceActionId: rm.sequenceActionId,
        actionOther: rm.actionOther,
        actionTextOther: rm.actionTextOther,
        productRisks: risks
          .filter((r) => r.jsaRiskManagementId === rm.id)
          .map((r) => ({
            productRiskId: r.id,
            potentialRiskId: r.potentialRiskId,
            risk: r.risk,
            jsaRiskManagementId: rm.id,
          })),
        riskOther: rm.riskOther,
        riskTextOther: rm.riskTextOther,
        siteRisk: rm.siteRisk,
        riskMitigation: rm.riskMitigation,
      }),
    ),
  };
}

/** The JSA as saved, for the PDF: the row's job and the read shape. */
export async function loadJsa(ctx: Ctx, id: number) {
  const { row, job } = await requireJsa(ctx, id);
  return { job, jsa: await readJsa(ctx.db, row) };
}

export async function getJsa(ctx: Ctx, id: number) {
  const { row } = await requireJsa(ctx, id);
  return { success: true as const, data: await readJsa(ctx.db, row) };
}

export async function checkJsaEdit(ctx: Ctx, id: number) {
  const { job } = await requireJsa(ctx, id);
  return { success: mayEditJsas(ctx, job) };
}

const listColumns = {
  jsaId: jsas.id,
  date: sql<string>`to_char(${jsas.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  createdBy: userName,
  stepId: jsas.stepId,
};

export async function jsaListAll(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  const data = await ctx.db
    .select(listColumns)
    .from(jsas)
    .leftJoin(users, eq(users.id, jsas.createdBy))
    .where(eq(jsas.jobId, jobId))
    .orderBy(desc(jsas.date), desc(jsas.id));
  return { success: true as const, data };
}

export async function jsaList(ctx: Ctx, jobId: number, stepId: number) {
  if (!(JSA_STEPS as readonly number[]).includes(stepId))
    throw badRequest(messages.jsaWrongStep, { stepId: messages.jsaWrongStep });
  const job = await requireJob(ctx, jobId);
  const data = await ctx.db
    .select(listColumns)
    .from(jsas)
    .leftJoin(users, eq(users.id, jsas.createdBy))
    .where(and(eq(jsas.jobId, jobId), eq(jsas.stepId, stepId)))
    .orderBy(desc(jsas.date), desc(jsas.id));
  return { success: true as const, data, allowCreate: mayEditJsas(ctx, job) };
}

// --- saving ---------------------------------------------------------------------------------------

type SaveBody = z.output<typeof saveJsaBody>;

/** The body's rules beyond its shape: the required fields, and choices that exist. */
function checkBody(body: SaveBody) {
  const missing = jsaMissingFields(body);
  if (missing.length > 0)
    throw badRequest(
      messages.jsaFieldsRequired(missing.map((m) => m.label)),
      Object.fromEntries(missing.map((m) => [m.path, messages.required(m.label)])),
    );
  body.checkBoxCategories.forEach((c, ci) => {
    const known = JSA_CHECKBOX_CATEGORIES.find((k) => k.category === c.category);
    c.boxes.forEach((b, bi) => {
      if (b.checked && !known?.boxes.includes(b.jsaItemName))
        throw badRequest(messages.jsaUnknownItem, {
          [`checkBoxCategories.${ci}.boxes.${bi}.jsaItemName`]: messages.jsaUnknownItem,
        });
    });
  });
  body.emergency.forEach((e, i) => {
    if (!emergencyType(e.emergencyTypeID))
      throw badRequest(messages.jsaUnknownEmergency, {
        [`emergency.${i}.emergencyTypeID`]: messages.jsaUnknownEmergency,
      });
  });
}

async function writeChildren(tx: Tx, jsaId: number, body: SaveBody) {
  const checked = body.checkBoxCategories.flatMap((c) =>
    c.boxes
      .filter((b) => b.checked)
      .map((b) => ({
        jsaId,
        category: c.category,
        itemName: b.jsaItemName,
        otherText: b.jsaItemName === JSA_OTHER ? b.otherText : '',
      })),
  );
  const unique = [...new Map(checked.map((c) => [`${c.category}\u0000${c.itemName}`, c])).values()];
  if (unique.length) await tx.insert(jsaItems).values(unique);
  if (body.emergency.length)
    await tx.insert(jsaEmergencies).values(
      body.emergency.map((e, i) => ({
        jsaId,
        emergencyTypeId: e.emergencyTypeID,
        location: e.emergencyTypeLocation,
        sortOrder: i + 1,
      })),
    );
  const actionIds = [...new Set(body.riskManagements.flatMap((r) => (r.sequenceActionId ? [r.sequenceActionId] : [])))];
  const riskIds = [...new Set(body.riskManagements.flatMap((r) => r.productRisks.map((p) => p.potentialRiskId)))];
  const actionText = new Map(
    actionIds.length
      ? (
          await tx
            .select({ id: sequenceActions.id, action: sequenceActions.action })
            .from(sequenceActions)
            .where(inArray(sequenceActions.id, actionIds))
        ).map((a) => [a.id, a.action])
      : [],
  );
  const riskText = new Map(
    riskIds.length
      ? (
          await tx
            .select({ id: potentialRisks.id, risk: potentialRisks.risk })
            .from(potentialRisks)
            .where(inArray(potentialRisks.id, riskIds))
        ).map((r) => [r.id, r.risk])
      : [],
  );
  const rows = body.riskManagements.map((r, i) => {
    const sequenceActionId = r.actionOther ? null : r.sequenceActionId;
    if (sequenceActionId !== null && !actionText.has(sequenceActionId))
      throw badRequest(messages.actionNotFound, { [`riskManagements.${i}.sequenceActionId`]: messages.actionNotFound });
    if (r.productRisks.some((p) => !riskText.has(p.potentialRiskId)))
      throw badRequest(messages.riskNotFound, { [`riskManagements.${i}.productRisks`]: messages.riskNotFound });
    return {
      jsaId,
      sortOrder: i + 1,
      productName: r.productName,
      scopeBuilderId: r.scopeBuilderId,
      sequenceActionId,
      action: sequenceActionId === null ? '' : (actionText.get(sequenceActionId) ?? ''),
      actionOther: r.actionOther,
      actionTextOther: r.actionOther ? r.actionTextOther : '',
      riskOther: r.riskOther,
      riskTextOther: r.riskOther ? r.riskTextOther : '',
      siteRisk: r.siteRisk,
      riskMitigation: r.riskMitigation,
    };
  });
  if (rows.length === 0) return;
  // One insert for the rows and one for all their risks, whatever the worksheet's length.
  const inserted = await tx
    .insert(jsaRiskManagements)
    .values(rows)
    .returning({ id: jsaRiskManagements.id, sortOrder: jsaRiskManagements.sortOrder });
  const idAt = new Map(inserted.map((r) => [r.sortOrder, r.id]));
  const risks = body.riskManagements.flatMap((r, i) =>
    r.productRisks.map((p) => ({
      jsaRiskManagementId: idAt.get(i + 1) as number,
      potentialRiskId: p.potentialRiskId,
      risk: riskText.get(p.potentialRiskId) ?? '',
    })),
  );
  if (risks.length) await tx.insert(jsaRiskManagementRisks).values(risks);
}

export async function saveJsa(ctx: Ctx, body: SaveBody) {
  checkBody(body);
  const values = {
    stepId: body.stepId,
    date: new Date(body.date as string),
    supervisor: body.supervisor,
    supervisorContact: body.supervisorContact,
    cprCertifiedEmployee: body.cprCertifiedEmployee,
    nameOfNearestHospital: body.nameOfNearestHospital,
    nearestHospitalAddress: body.nearestHospitalAddress,
    emergencyAddress: body.emergencyAddress,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, body.jobId, { permission: 'forms.jsaEdit', lock: tx });
    if (job.canceled) throw conflict(messages.jsaJobCanceled);
    if (body.jsaId === 0) {
      const key = body.clientKey ?? null;
      if (key !== null) {
        // A retried submission: the job row is locked, so a concurrent twin waits here and then finds the first.
        const [first] = await tx
          .select({ id: jsas.id, jobId: jsas.jobId })
          .from(jsas)
          .where(and(eq(jsas.createdBy, ctx.user.id), eq(jsas.clientKey, key)));
        if (first && first.jobId !== body.jobId) throw conflict(messages.jsaClientKeyReused);
        if (first) return { id: first.id, version: await versionOf(tx, first.id), repeated: true };
      }
      const [row] = await tx
        .insert(jsas)
        .values({ ...values, jobId: body.jobId, createdBy: ctx.user.id, clientKey: key })
        .returning({ id: jsas.id });
      await writeChildren(tx, row.id, body);
      await audit(tx, ctx.user.id, 'jsa', row.id, 'create', {
        jobId: body.jobId,
        stepId: body.stepId,
        rows: body.riskManagements.length,
      });
      return { id: row.id, version: 1, repeated: false };
    }
    const before = await findJsa(tx, body.jsaId, true);
    if (!before || before.jobId !== body.jobId) throw notFound(messages.jsaNotFound);
    const old = await readJsa(tx, before);
    await checkBaseVersion(tx, before, body.baseVersion, async () => old);
    const version = before.version + 1;
    await tx
      .update(jsas)
      .set({ ...values, version, updatedAt: new Date(), updatedBy: ctx.user.id })
      .where(eq(jsas.id, before.id));
    await tx.delete(jsaItems).where(eq(jsaItems.jsaId, before.id));
    await tx.delete(jsaEmergencies).where(eq(jsaEmergencies.jsaId, before.id));
    await tx.delete(jsaRiskManagements).where(eq(jsaRiskManagements.jsaId, before.id));
    await writeChildren(tx, before.id, body);
    const [after] = await tx.select().from(jsas).where(eq(jsas.id, before.id));
    const changes = jsaChanges(old, await readJsa(tx, after));
    await tx.insert(jsaEdits).values({ jsaId: before.id, editorId: ctx.user.id, version, changes });
    await audit(tx, ctx.user.id, 'jsa', before.id, 'update', { version, changes });
    return { id: before.id, version, repeated: false };
  });
  ctx.log.info({ jsaId: id.id, by: ctx.user.id, repeated: id.repeated }, 'jsa saved');
  return { success: true as const, message: messages.jsaSaved, id: id.id, version: id.version };
}

const versionOf = async (tx: Tx, jsaId: number) =>
  (await tx.select({ version: jsas.version }).from(jsas).where(eq(jsas.id, jsaId)))[0].version;

/** What a save changed, line by line in the worksheet's words, for the edit log. */
export function jsaChanges(before: Jsa, after: Jsa): string[] {
  const out: string[] = [];
  const fields: [keyof Jsa, string][] = [
    ['date', 'Date'],
    ['supervisor', 'Supervisor'],
    ['supervisorContact', 'Supervisor Contact'],
    ['cprCertifiedEmployee', 'CPR Certified Employee'],
    ['nameOfNearestHospital', 'Nearest Hospital'],
    ['nearestHospitalAddress', 'Nearest Hospital Address'],
    ['emergencyAddress', 'Emergency Address'],
  ];
  for (const [key, label] of fields)
    if (before[key] !== after[key])
      out.push(
        key === 'date'
          ? `${label} changed`
          : `${label}: ${String(before[key]) || '(blank)'} → ${String(after[key]) || '(blank)'}`,
      );
  const boxes = (j: Jsa) =>
    new Map(
      j.checkBoxCategories.flatMap((c) =>
        c.boxes
          .filter((b) => b.checked)
          .map((b) => [`${c.category}: ${b.other ? `Other (${b.otherText})` : b.jsaItemName}`, true] as const),
      ),
    );
  const was = boxes(before);
  const now = boxes(after);
  for (const k of now.keys()) if (!was.has(k)) out.push(`Checked ${k}`);
  for (const k of was.keys()) if (!now.has(k)) out.push(`Unchecked ${k}`);
  const places = (j: Jsa) => j.emergency.map((e) => `${e.emergencyName} at ${e.emergencyTypeLocation}`);
  const placesWas = places(before);
  const placesNow = places(after);
  for (const p of placesNow) if (!placesWas.includes(p)) out.push(`Emergency location added: ${p}`);
  for (const p of placesWas) if (!placesNow.includes(p)) out.push(`Emergency location removed: ${p}`);
  const row = (r: JsaRiskManagement) => ({
    Product: r.productName,
    'Sequence of Actions': r.actionOther ? `Other: ${r.actionTextOther}` : r.action,
    'Potential Risks': [
      ...r.productRisks.map((p) => p.risk),
      ...(r.riskOther ? [`Other: ${r.riskTextOther}`] : []),
    ].join(', '),
    'Site Specific Risk': r.siteRisk,
    'Site Specific Risk Mitigation': r.riskMitigation,
  });
  const n = Math.max(before.riskManagements.length, after.riskManagements.length);
  for (let i = 0; i < n; i++) {
    const a = before.riskManagements[i];
    const b = after.riskManagements[i];
    if (!a) out.push(`Risk management row ${i + 1} added: ${b.productName}`);
    else if (!b) out.push(`Risk management row ${i + 1} removed: ${a.productName}`);
    else {
      const ra = row(a);
      const rb = row(b);
      for (const k of Object.keys(ra) as (keyof typeof ra)[])
        if (ra[k] !== rb[k]) out.push(`Row ${i + 1} ${k}: ${ra[k] || '(blank)'} → ${rb[k] || '(blank)'}`);
    }
  }
  return out.length ? out : ['Saved without changes'];
}

// --- the sign-in sheet and the edit log -----------------------------------------------------------

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function jsaSignatureList(ctx: Ctx, id: number) {
  await requireJsa(ctx, id);
  const rows = await ctx.db
    .select()
    .from(jsaSignatures)
    .where(eq(jsaSignatures.jsaId, id))
    .orderBy(asc(jsaSignatures.signedAt), asc(jsaSignatures.id));
  const signatures = [];
  for (const r of rows) {
    signatures.push({
      jsaSignatureId: r.id,
      name: r.name,
      dataURL: (await storedDataUrl(ctx.storage, r.fileId)) ?? '',
      signedAt: r.signedAt.toISOString(),
      version: r.version,
    });
  }
  return { success: true as const, signatures };
}

export async function signJsa(ctx: Ctx, body: z.output<typeof signJsaBody>) {
  const bytes = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
  if (bytes.length < 64 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw badRequest(messages.signatureNotPng, { signature: messages.signatureNotPng });
  const signatureId = await ctx.db.transaction(async (tx) => {
    const { row, job } = await requireJsa(ctx, body.jsaId, { permission: 'forms.jsaEdit', lock: tx });
    if (job.canceled) throw conflict(messages.jsaJobCanceled);
    const file = await ctx.storage.put(tx, bytes, `jsa-${row.id}-signature.png`, ['image/png'], ctx.user.id);
    const [sig] = await tx
      .insert(jsaSignatures)
      .values({ jsaId: row.id, name: body.name, fileId: file.id, signedBy: ctx.user.id, version: row.version })
      .returning({ id: jsaSignatures.id });
    await audit(tx, ctx.user.id, 'jsa', row.id, 'sign', { name: body.name, signatureId: sig.id, version: row.version });
    return sig.id;
  });
  ctx.log.info({ jsaId: body.jsaId, signatureId, by: ctx.user.id }, 'jsa signed');
  return { success: true as const, message: messages.signatureSaved };
}

export async function jsaEditList(db: Tx, jsaId: number) {
  return db
    .select({
      editorName: userName,
      editedTime: sql<string>`to_char(${jsaEdits.editedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      version: jsaEdits.version,
      changes: jsaEdits.changes,
    })
    .from(jsaEdits)
    .leftJoin(users, eq(users.id, jsaEdits.editorId))
    .where(eq(jsaEdits.jsaId, jsaId))
    .orderBy(asc(jsaEdits.editedAt), asc(jsaEdits.id));
}

export async function jsaEditLog(ctx: Ctx, jsaId: number) {
  await requireJsa(ctx, jsaId);
  return { success: true as const, jsaEditsList: await jsaEditList(ctx.db, jsaId) };
}
