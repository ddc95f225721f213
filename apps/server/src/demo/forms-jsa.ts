import { type JsaFieldsInput, type JsaProductOption, saveJsaBody } from '@fieldbook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { jobs, jsaEdits, jsaSignatures, jsas } from '../db/schema/index.ts';
import { jsaForm, saveJsa, signJsa } from '../domains/forms/jsa.service.ts';
import type { Ctx } from '../platform/context.ts';
import { signature } from './signature.ts';
import { addDays, type DemoStep, tally } from './step.ts';

/** The crew who sign each morning's JSA, in signing order. */
const CREW = ['Rosa Jimenez', 'Tomas Reyes', 'Luis Ortega'];

/**
 * A morning's JSA on a job of each field stage (installation, on rent, tear down), days before the
 * demo's today. On the installation job the supervisor changed the worksheet after two of the crew
 * had signed, and the third signed the new version: the read view, the PDF and the edit log show it.
 */
const JSAS = [
  { stepId: 10, daysAgo: 1, signers: 2, editedAfterSigning: true, hospital: 'Midland Memorial Hospital' },
  { stepId: 11, daysAgo: 2, signers: 2, editedAfterSigning: false, hospital: 'Medical Center Hospital' },
  { stepId: 12, daysAgo: 1, signers: 3, editedAfterSigning: false, hospital: 'Midland Memorial Hospital' },
] as const;

/** Up to two rows of the risk management table from the job's scope, with each action's library risks. */
function riskRows(products: JsaProductOption[]): JsaFieldsInput['riskManagements'] {
  const rows = products
    .filter((p) => p.actions.length > 0)
    .slice(0, 2)
    .map((p) => {
      const action = p.actions[0];
      return {
        productName: p.productName,
        scopeBuilderId: p.scopeBuilderId,
        sequenceActionId: action.sequenceActionId,
        actionOther: false,
        actionTextOther: '',
        productRisks: action.risks.slice(0, 3).map((r) => ({ potentialRiskId: r.potentialRiskId })),
        riskOther: action.risks.length === 0,
        riskTextOther: action.risks.length === 0 ? 'Pinch points while handling panels' : '',
        siteRisk: 'Soft ground along the east fence line after rain',
        riskMitigation: 'Spotter for the telehandler; mats under the outriggers',
      };
    });
  if (rows.length > 0) return rows;
  // A job whose scope has no library products: one row written out by hand.
  return [
    {
      productName: 'Sound wall panels',
      scopeBuilderId: null,
      sequenceActionId: null,
      actionOther: true,
      actionTextOther: 'Set panels on the base rail',
      productRisks: [],
      riskOther: true,
      riskTextOther: 'Pinch points while handling panels',
      siteRisk: 'Soft ground along the east fence line after rain',
      riskMitigation: 'Spotter for the telehandler; mats under the outriggers',
    },
  ];
}

function worksheet(
  day: string,
  hospital: string,
  products: JsaProductOption[],
  form: Awaited<ReturnType<typeof jsaForm>>['data'],
): JsaFieldsInput {
  const checked = new Set(['Hard Hat', 'Safety Glasses', 'Steel Toe Boots', 'Hearing Protection', 'Gloves']);
  return {
    // 7:00 in the morning, Denver time in November (UTC−7), on the worksheet's 15-minute step.
    date: `${day}T14:00:00.000Z`,
    supervisor: 'Dale Whitaker',
    supervisorContact: '(432) 555-0142',
    cprCertifiedEmployee: 'Rosa Jimenez',
    nameOfNearestHospital: hospital,
    nearestHospitalAddress: '400 Rosalind Redfern Grover Pkwy, Midland, TX',
    emergencyAddress: 'Pad site gate, CR 1250, Midland, TX',
    checkBoxCategories: form.checkBoxCategories.map((c) => ({
      category: c.category,
      boxes: c.boxes.map((b) => ({ ...b, checked: checked.has(b.jsaItemName) })),
    })),
    emergency: form.emergencyTypes.slice(0, 2).map((t, i) => ({
      emergencyTypeID: t.jsaEmergencyID,
      emergencyTypeLocation: i === 0 ? 'NE gate' : 'Office trailer',
    })),
    riskManagements: riskRows(products),
  };
}

/** Demo: signed JSAs on the demo jobs in installation, on rent and tear down. */
export const jsaStep: DemoStep = {
  name: 'job safety analyses',
  async run(tx, ctx) {
    const t = tally();
    const supervisorId = ctx.refs.users.get('demo.supervisor');
    if (supervisorId === undefined) return t.counts;
    // The services run as the demo's field supervisor, inside this step's transaction.
    const as = {
      db: tx,
      storage: ctx.storage,
      log: { info: () => {} },
      user: { id: supervisorId, permissions: new Set(['jobs.view', 'forms.jsaEdit']), jobClassLimits: new Map() },
    } as unknown as Ctx;
    const candidates = await tx
      .select({ id: jobs.id, jobStepId: jobs.jobStepId })
      .from(jobs)
      .where(and(inArray(jobs.jobStepId, [10, 11, 12]), eq(jobs.canceled, false)))
      // The first demo jobs, whatever the bulk step of --scale adds later.
      .orderBy(asc(jobs.id));
    for (const spec of JSAS) {
      const job = candidates.find((j) => j.jobStepId === spec.stepId);
      if (!job) continue;
      const [existing] = await tx
        .select({ id: jsas.id })
        .from(jsas)
        .where(and(eq(jsas.jobId, job.id), eq(jsas.stepId, spec.stepId)));
      if (existing) {
        t.existing('JSAs');
        continue;
      }
      const { data: form } = await jsaForm(as, job.id);
      const fields = worksheet(addDays(ctx.today, -spec.daysAgo), spec.hospital, form.products, form);
      const { id } = await saveJsa(as, saveJsaBody.parse({ ...fields, jsaId: 0, jobId: job.id, stepId: spec.stepId }));
      const sign = async (k: number) =>
        signJsa(as, {
          jsaId: id,
          name: CREW[k],
          signature: `data:image/png;base64,${(await signature(10 + 7 * k)).toString('base64')}`,
        });
      for (let k = 0; k < spec.signers; k++) await sign(k);
      t.created('JSAs');
      t.created('JSA signatures', spec.signers);
      if (spec.editedAfterSigning) {
        await saveJsa(
          as,
          saveJsaBody.parse({
            ...fields,
            supervisorContact: '(432) 555-0199',
            emergency: [
              ...fields.emergency,
              { emergencyTypeID: fields.emergency[0].emergencyTypeID, emergencyTypeLocation: 'West laydown' },
            ],
            jsaId: id,
            jobId: job.id,
            stepId: spec.stepId,
          }),
        );
        await sign(2);
        t.created('JSA edits');
        t.created('JSA signatures');
      }
      // The crew signed that morning, a few minutes apart (the change came between the second and
      // the third), not when the demo was loaded.
      const start = new Date(fields.date as string);
      await tx
        .update(jsaSignatures)
        .set({
          signedAt: sql`${start.toISOString()}::timestamptz + (${jsaSignatures.id} - (select min(id) from jsa_signatures where jsa_id = ${id})) * interval '7 minutes'`,
        })
        .where(eq(jsaSignatures.jsaId, id));
      await tx
        .update(jsaEdits)
        .set({ editedAt: new Date(start.getTime() + 10 * 60_000) })
        .where(eq(jsaEdits.jsaId, id));
    }
    return t.counts;
  },
};
