import { z } from 'zod';
import { INT_MAX, id, int, mailAnswer, optionalText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { baseVersion } from './offline.ts';
import { pdfMailFields } from './pdf-mail.ts';
import { timezoneOffset } from './reader-offset.ts';

// The job safety analysis (JSA) of document 3 §2.8, §2.11, §3, §4, §5, §7.

/** Emergency location text: at most 16 characters (spec §5, §9). */
export const EMERGENCY_LOCATION_MAX = 16;
/** The JSA time is chosen in 15-minute steps (spec §9). */
export const JSA_TIME_STEP_MINUTES = 15;
/** The stages a JSA is written under: installation, on rent, tear down. */
export const JSA_STEPS = [10, 11, 12] as const;

/** The considerations of a JSA, by category; each category ends with 'Other' and its text. */
export const JSA_CHECKBOX_CATEGORIES: readonly { category: string; boxes: readonly string[] }[] = [
  {
    category: 'Personal Protective Equipment',
    boxes: [
      'Hard Hat',
      'Safety Glasses',
      'Hearing Protection',
      'High-Visibility Vest',
      'Gloves',
      'Steel-Toe Boots',
      'Fall Protection Harness',
      'Other',
    ],
  },
  {
    category: 'Site Hazards',
    boxes: [
      'Overhead Power Lines',
      'Underground Utilities',
      'H2S Present',
      'Heavy Equipment Traffic',
      'Uneven Ground',
      'Weather Exposure',
      'Other',
    ],
  },
  {
    category: 'Permits and Meetings',
    boxes: ['Site Orientation Completed', 'Tailgate Safety Meeting', 'Lift Plan Reviewed', 'Hot Work Permit', 'Other'],
  },
];
export const JSA_OTHER = 'Other';

/** Where the crew finds help on site; the icons are served with the client (`/jsa-icons/`). */
export const JSA_EMERGENCY_TYPES = [
  { jsaEmergencyID: 1, emergencyName: 'Muster Point', iconUrl: '/jsa-icons/muster-point.svg' },
  { jsaEmergencyID: 2, emergencyName: 'First Aid Kit', iconUrl: '/jsa-icons/first-aid.svg' },
  { jsaEmergencyID: 3, emergencyName: 'Fire Extinguisher', iconUrl: '/jsa-icons/fire-extinguisher.svg' },
  { jsaEmergencyID: 4, emergencyName: 'Eye Wash Station', iconUrl: '/jsa-icons/eye-wash.svg' },
  { jsaEmergencyID: 5, emergencyName: 'AED', iconUrl: '/jsa-icons/aed.svg' },
  { jsaEmergencyID: 6, emergencyName: 'Wind Sock', iconUrl: '/jsa-icons/wind-sock.svg' },
] as const;

// --- the JSA body ---------------------------------------------------------------------------------

const checkBox = z.object({
  jsaItemName: z.string().max(100),
  checked: z.boolean(),
  other: z.boolean().optional(),
  otherText: optionalText(200),
});

export const emergencyRow = z.object({
  emergencyTypeID: z.number({ error: messages.jsaUnknownEmergency }).int().min(0).max(INT_MAX),
  emergencyTypeLocation: z.string().trim().max(EMERGENCY_LOCATION_MAX, messages.inputLimited16),
});

export const riskRow = z.object({
  productName: optionalText(300),
  scopeBuilderId: id.nullable(),
  /** The chosen action from the library; null with actionOther for a free-text action. */
  sequenceActionId: id.nullable(),
  actionOther: z.boolean(),
  actionTextOther: optionalText(300),
  productRisks: z
    .array(z.object({ potentialRiskId: id }))
    .max(100)
    .refine((r) => new Set(r.map((x) => x.potentialRiskId)).size === r.length, messages.riskListedTwice),
  riskOther: z.boolean(),
  riskTextOther: optionalText(300),
  siteRisk: optionalText(1000),
  riskMitigation: optionalText(1000),
});
export type RiskRowInput = z.input<typeof riskRow>;

/** The worksheet's fields: the editor's values and (with jsaId and jobId) the save body. */
export const jsaFields = z.object({
  /** The date and time the work starts, ISO with offset, on a 15-minute step; required (see jsaMissingFields). */
  date: z
    .string()
    .nullable()
    .refine((v) => v === null || v === '' || !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time.')
    .refine((v) => {
      if (!v) return true;
      const d = new Date(v);
      return d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0 && d.getUTCMinutes() % JSA_TIME_STEP_MINUTES === 0;
    }, messages.jsaTimeStep),
  supervisor: optionalText(200),
  supervisorContact: optionalText(200),
  cprCertifiedEmployee: optionalText(200),
  nameOfNearestHospital: optionalText(200),
  nearestHospitalAddress: optionalText(300),
  emergencyAddress: optionalText(300),
  checkBoxCategories: z.array(z.object({ category: z.string().max(100), boxes: z.array(checkBox).max(50) })).max(20),
  emergency: z.array(emergencyRow).max(30),
  riskManagements: z.array(riskRow).max(100),
});
export type JsaFieldsInput = z.input<typeof jsaFields>;

/** A key the device generates once per new JSA (letters, digits, '-', '_'; a UUID serves). */
export const clientKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, messages.jsaClientKeyInvalid);

export const saveJsaBody = jsaFields.extend({
  /** 0 creates a new JSA. */
  jsaId: z.number().int().min(0).max(INT_MAX),
  /**
   * Sent with a create: a repeat of the same submission (a retry on a bad connection) answers the
   * JSA the first one created instead of writing a second. Ignored on a save of an existing JSA.
   */
  clientKey: clientKey.nullish(),
  /** On a save of an existing JSA: the version the device last saw (offline.ts). */
  baseVersion,
  jobId: id,
  /** The stage it is written under (10, 11, 12), or null. */
  stepId: z
    .number()
    .int()
    .refine((s) => (JSA_STEPS as readonly number[]).includes(s), messages.jsaWrongStep)
    .nullable(),
});

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * The required-field rule of spec §5, one function for the editor and the server: every missing
 * field as its form path and the label the message lists.
 */
export function jsaMissingFields(v: JsaFieldsInput): { path: string; label: string }[] {
  const out: { path: string; label: string }[] = [];
  const need = (ok: boolean, path: string, label: string) => {
    if (!ok) out.push({ path, label });
  };
  need(!blank(v.date), 'date', 'Date');
  need(!blank(v.supervisor), 'supervisor', 'Supervisor');
  need(!blank(v.supervisorContact), 'supervisorContact', 'Supervisor Contact');
  need(!blank(v.cprCertifiedEmployee), 'cprCertifiedEmployee', 'CPR Certified Employee');
  need(!blank(v.nameOfNearestHospital), 'nameOfNearestHospital', 'Nearest Hospital');
  need(!blank(v.nearestHospitalAddress), 'nearestHospitalAddress', 'Nearest Hospital Address');
  need(!blank(v.emergencyAddress), 'emergencyAddress', 'Emergency Address');
  v.checkBoxCategories.forEach((c, ci) => {
    c.boxes.forEach((b, bi) => {
      if (b.checked && b.jsaItemName === JSA_OTHER)
        need(!blank(b.otherText), `checkBoxCategories.${ci}.boxes.${bi}.otherText`, `${c.category} Other`);
    });
  });
  v.emergency.forEach((e, i) => {
    need(e.emergencyTypeID > 0, `emergency.${i}.emergencyTypeID`, `Emergency ${i + 1} Type`);
    need(!blank(e.emergencyTypeLocation), `emergency.${i}.emergencyTypeLocation`, `Emergency ${i + 1} Location`);
  });
  v.riskManagements.forEach((r, i) => {
    const n = i + 1;
    need(!blank(r.productName), `riskManagements.${i}.productName`, `Product ${n}`);
    need(
      r.actionOther || r.sequenceActionId !== null,
      `riskManagements.${i}.sequenceActionId`,
      `Product ${n} Sequence of Actions`,
    );
    if (r.actionOther)
      need(!blank(r.actionTextOther), `riskManagements.${i}.actionTextOther`, `Product ${n} Action Description`);
    need(r.riskOther || r.productRisks.length > 0, `riskManagements.${i}.productRisks`, `Product ${n} Potential Risks`);
    if (r.riskOther)
      need(!blank(r.riskTextOther), `riskManagements.${i}.riskTextOther`, `Product ${n} Risk Description`);
    need(!blank(r.siteRisk), `riskManagements.${i}.siteRisk`, `Product ${n} Site Specific Risk`);
    need(!blank(r.riskMitigation), `riskManagements.${i}.riskMitigation`, `Product ${n} Site Specific Risk Mitigation`);
  });
  return out;
}

// --- answers --------------------------------------------------------------------------------------

export const jsaCheckBoxCategory = z.object({
  category: z.string(),
  boxes: z.array(
    z.object({ jsaItemName: z.string(), checked: z.boolean(), other: z.boolean(), otherText: z.string() }),
  ),
});

export const emergencyType = z.object({ jsaEmergencyID: int(), emergencyName: z.string(), iconUrl: z.string() });

export const jsaRiskManagement = z.object({
  jsaRiskManagementId: int(),
  productName: z.string(),
  scopeBuilderId: int().nullable(),
  productActionId: int().nullable(),
  action: z.string(),
  sequenceActionId: int().nullable(),
  actionOther: z.boolean(),
  actionTextOther: z.string(),
  productRisks: z.array(
    z.object({
      productRiskId: int(),
      potentialRiskId: int().nullable(),
      risk: z.string(),
      jsaRiskManagementId: int(),
    }),
  ),
  riskOther: z.boolean(),
  riskTextOther: z.string(),
  siteRisk: z.string(),
  riskMitigation: z.string(),
});
export type JsaRiskManagement = z.infer<typeof jsaRiskManagement>;

export const jsa = z.object({
  jsaId: int(),
  date: z.string(),
  jobId: int(),
  stepId: int().nullable(),
  supervisor: z.string(),
  supervisorContact: z.string(),
  cprCertifiedEmployee: z.string(),
  nameOfNearestHospital: z.string(),
  nearestHospitalAddress: z.string(),
  emergencyAddress: z.string(),
  createdBy: z.string(),
  /** 1 when created; every save adds one. */
  version: int(),
  checkBoxCategories: z.array(jsaCheckBoxCategory),
  emergency: z.array(
    z.object({
      emergencyTypeID: int(),
      emergencyName: z.string(),
      iconUrl: z.string(),
      emergencyTypeLocation: z.string(),
    }),
  ),
  riskManagements: z.array(jsaRiskManagement),
});
export type Jsa = z.infer<typeof jsa>;

export const jsaProductOption = z.object({
  productName: z.string(),
  scopeBuilderId: int(),
  actions: z.array(
    z.object({
      productActionId: int(),
      sequenceActionId: int(),
      action: z.string(),
      risks: z.array(z.object({ potentialRiskId: int(), risk: z.string() })),
    }),
  ),
});
export type JsaProductOption = z.infer<typeof jsaProductOption>;

export const jsaListItem = z.object({
  jsaId: int(),
  date: z.string(),
  createdBy: z.string(),
  stepId: int().nullable(),
});

// --- endpoints ------------------------------------------------------------------------------------

export const getJsaForm = endpoint({
  method: 'GET',
  path: '/JSA/JSAForm',
  access: 'forms.jsaEdit',
  summary:
    "The editor's option lists: checkbox categories, emergency types with icons and, with jobId, the products of the job's scope with their actions and each action's risks.",
  query: z.object({ jobId: id.optional() }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      checkBoxCategories: z.array(jsaCheckBoxCategory),
      emergencyTypes: z.array(emergencyType),
      products: z.array(jsaProductOption),
    }),
  }),
});

export const getJsa = endpoint({
  method: 'GET',
  path: '/JSA/JSA',
  access: 'forms.view',
  summary: 'One JSA with its considerations, emergency locations and risk management rows.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: jsa }),
});

export const saveJsa = endpoint({
  method: 'POST',
  path: '/JSA/JSA',
  once: true,
  access: 'forms.jsaEdit',
  summary:
    "Creates (jsaId 0) or replaces a JSA; every save of an existing one adds a row to its edit log. 400 'The following fields are required: …' lists what is missing. With a baseVersion other than the JSA's version: 409 editConflictAnswer(jsa), nothing saved.",
  body: saveJsaBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int(), version: int() }),
});

export const checkJsaEdit = endpoint({
  method: 'GET',
  path: '/JSA/CheckJSAEdit',
  access: 'forms.view',
  summary: 'Whether the caller may edit (and take signatures on) this JSA: success true or false.',
  query: z.object({ id }),
  response: z.object({ success: z.boolean() }),
});

export const jsaListAll = endpoint({
  method: 'GET',
  path: '/JSA/JSAListAll',
  access: 'forms.view',
  summary: 'Every JSA of a job (id = jobId), newest first.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(jsaListItem) }),
});

export const jsaList = endpoint({
  method: 'GET',
  path: '/JSA/JSAList',
  access: 'forms.view',
  summary: "The JSAs of a job's stage (id = jobId, stepId 10–12), newest first, and whether the caller may create one.",
  query: z.object({ id, stepId: z.coerce.number().int() }),
  response: z.object({ success: z.literal(true), data: z.array(jsaListItem), allowCreate: z.boolean() }),
});

export const jsaSignature = z.object({
  jsaSignatureId: int(),
  name: z.string(),
  /** The signature as a PNG data URL. */
  dataURL: z.string(),
  signedAt: z.string(),
  /** The version of the worksheet signed; lower than the JSA's version when it was edited after signing. */
  version: int(),
});
export type JsaSignature = z.infer<typeof jsaSignature>;

export const jsaListSignatures = endpoint({
  method: 'GET',
  path: '/JSA/JSAListSignatures',
  access: 'forms.view',
  summary: 'The sign-in sheet of a JSA (id = jsaId), in signing order.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), signatures: z.array(jsaSignature) }),
});

/** A drawn signature: a PNG data URL of at most 512 KB. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const signJsaBody = z.object({
  name: z.string({ error: messages.signatureNameRequired }).trim().min(1, messages.signatureNameRequired).max(200),
  jsaId: id,
  signature: z
    .string({ error: messages.signatureRequired })
    .min(1, messages.signatureRequired)
    .max(700_000, messages.signatureNotPng)
    .regex(PNG_DATA_URL, messages.signatureNotPng),
});

export const signJsa = endpoint({
  method: 'POST',
  path: '/JSA/SignJSA',
  once: true,
  access: 'forms.jsaEdit',
  summary: "Adds a printed name and drawn signature (PNG data URL, checked by its bytes) to a JSA's sign-in sheet.",
  body: signJsaBody,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const jsaListEdits = endpoint({
  method: 'GET',
  path: '/JSA/JSAListEdits',
  access: 'forms.view',
  summary: 'The edit log of a JSA: who saved it again and when, oldest first.',
  query: z.object({ JSAId: id }),
  response: z.object({
    success: z.literal(true),
    jsaEditsList: z.array(
      z.object({
        editorName: z.string(),
        editedTime: z.string(),
        /** The version the save produced. */
        version: int(),
        /** What changed, in the worksheet's words. */
        changes: z.array(z.string()),
      }),
    ),
  }),
});

export const getJsaPdf = endpoint({
  method: 'GET',
  path: '/Pdf/GetJSAPDF',
  access: 'forms.view',
  summary:
    "The JSA as a PDF on the firm's letterhead: the worksheet, risk management, emergency locations, the sign-in sheet with its signatures (each with the version it signed) and the edit log; times in timezoneOffset (hours).",
  query: z.object({ JSAId: id, timezoneOffset }),
  file: 'pdf',
});

export const emailJsaPdfQuery = pdfMailFields.extend({ JSAId: id, timezoneOffset });

export const emailJsaPdf = endpoint({
  method: 'GET',
  path: '/Pdf/EmailJSAPdf',
  access: 'forms.view',
  summary:
    'E-mails the JSA PDF as an attachment to toAddress with the message; kept in the outbox whatever SMTP answers.',
  query: emailJsaPdfQuery,
  response: mailAnswer,
});

export const jsaEndpoints = {
  getJsaForm,
  getJsa,
  saveJsa,
  checkJsaEdit,
  jsaListAll,
  jsaList,
  jsaListSignatures,
  signJsa,
  jsaListEdits,
  getJsaPdf,
  emailJsaPdf,
};
