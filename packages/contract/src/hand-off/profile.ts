import { z } from 'zod';
import { INT_MAX, id, idBody, int, okMessage } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { scopeItem } from './scope-items.ts';

// A job's hand-off: its profile, whether it may be edited, the mobilization, the additional info and
// the step to review (spec 2).

/** An amount of money: at least 0, at most 2 decimals; null when left empty. */
const money = z
  .number({ error: messages.moneyInvalid })
  .min(0, messages.moneyInvalid)
  .max(9_999_999_999.99, messages.moneyInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.moneyInvalid)
  .nullable();

/** 'YYYY-MM-DD' or null. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date.')
  .nullable();

// --- hand-off -------------------------------------------------------------------------------------

export const handOff = z.object({
  handOffId: int(),
  /** The agreed price, as text with 2 decimals ('12500.00'), or null. */
  price: z.string().nullable(),
  additionalInfo: z.string(),
  prevailingWage: z.boolean(),
  completed: z.boolean(),
});
export type HandOff = z.infer<typeof handOff>;

export const mobilization = z.object({
  mobilizationId: int().nullable(),
  installType: z.string(),
  removalType: z.string(),
  leadTime: z.string(),
  installDate: z.string().nullable(),
  removalDate: z.string().nullable(),
  totalLoads: int().nullable(),
  installCost: z.string().nullable(),
  removalCost: z.string().nullable(),
});
export type Mobilization = z.infer<typeof mobilization>;

/** A job's whole hand-off, as the Scope stage shows it. */
export const handOffProfile = z.object({
  success: z.literal(true),
  handOff,
  mobilization,
  scopeItems: z.array(scopeItem),
  displayReview: z.boolean(),
});
export type HandOffProfile = z.infer<typeof handOffProfile>;

export const getHandOffProfile = endpoint({
  method: 'POST',
  path: '/HandOff/GetHandOffProfile',
  access: 'jobs.view',
  summary:
    "A job's hand-off: price, additional info, prevailing wage, completed, mobilization and scope items; displayReview when the job is at review (step 2) and the user may review its class.",
  body: idBody,
  response: handOffProfile,
});

export const checkHandOffEdit = endpoint({
  method: 'POST',
  path: '/HandOff/CheckEdit',
  access: 'jobs.view',
  summary:
    "success true when the user may edit the hand-off: 'stage.handOff' for the job's class, the job at step 1, not canceled, not a Drilling User.",
  body: idBody,
  response: z.object({ success: z.boolean() }),
});

export const MOBILIZATION_TYPES = ['Crane', 'Telehandler', 'Forklift', 'Hand Install', 'Rig-mounted'] as const;

export const saveMobilizationBody = z
  .object({
    handOffId: id,
    installType: z.string().trim().max(100),
    removalType: z.string().trim().max(100),
    leadTime: z.string().trim().max(100),
    installDate: isoDate,
    removalDate: isoDate,
    totalLoads: z
      .number({ error: 'Total loads must be a whole number of 0 or more.' })
      .int()
      .min(0)
      .max(INT_MAX, 'Total loads must be a whole number of 0 or more.')
      .nullable(),
    installCost: money,
    removalCost: money,
  })
  .refine((m) => !m.installDate || !m.removalDate || m.removalDate >= m.installDate, {
    message: messages.mobilizationRemovalBeforeInstall,
    path: ['removalDate'],
  });
export type SaveMobilizationBody = z.input<typeof saveMobilizationBody>;

export const saveMobilization = endpoint({
  method: 'POST',
  path: '/HandOff/SaveMobilization',
  access: 'stage.handOff',
  summary: 'Saves the mobilization of a hand-off (the removal date may not be before the install date).',
  body: saveMobilizationBody,
  response: okMessage,
});

export const saveHandOffInfoBody = z.object({
  handOffId: id,
  /** The additional info. */
  description: z.string().trim().max(4000),
  prevailingWage: z.boolean(),
  /** The agreed price; left unchanged when absent. */
  price: money.optional(),
});
export type SaveHandOffInfoBody = z.input<typeof saveHandOffInfoBody>;

export const saveHandOffInfo = endpoint({
  method: 'POST',
  path: '/HandOff/SaveHandOffInfo',
  access: 'stage.handOff',
  summary: 'Saves the additional info (description), the prevailing-wage flag and optionally the price.',
  body: saveHandOffInfoBody,
  response: okMessage,
});

export const completeStepOne = endpoint({
  method: 'POST',
  path: '/HandOff/CompleteStepOne',
  access: 'stage.handOff',
  summary:
    "'Completed - Flag for Review': marks the hand-off completed and moves the job {id} to review (step 2). Needs at least one scope item.",
  body: idBody,
  response: okMessage,
});
