import { z } from 'zod';
import { INT_MAX, id, int, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { jobNewAddress, jobShippingDetail } from './job-profile.ts';
import { messages } from './messages.ts';
import { opportunityContactFields } from './opportunities.ts';

/** Job cloning (spec 2 §3 "Clone request", §5, §7 JobClone). */

/** Query ?JobId= of the JobClone calls, as the specification spells it. */
const jobIdQuery = z.object({ JobId: id });

export const checkClonePermission = endpoint({
  method: 'GET',
  path: '/JobClone/CheckClonePermission',
  access: 'jobs.view',
  summary:
    "Whether the job's Clone button shows (viewPermission: not a Drilling User) and is clickable (clickPermission: 'jobs.clone', 'opportunities.edit', 'accounts.view', job not canceled); reason says why not.",
  query: jobIdQuery,
  response: z.object({
    success: z.literal(true),
    viewPermission: z.boolean(),
    clickPermission: z.boolean(),
    /** Why the button is denied (its tooltip); null when clickable. */
    reason: z.string().nullable(),
  }),
});

/** A billing or shipping location of the clone: an existing one (id) or a new one (id 0), as the job's 'New Address'. */
export const cloneLocation = jobNewAddress.extend({ accountLocationId: int().min(0).default(0) });
export type CloneLocation = z.input<typeof cloneLocation>;

/** The clone's contact: an existing one (id, used unchanged) or a new one (id 0); the opportunity's rules. */
export const cloneContact = opportunityContactFields.extend({ accountContactId: int().min(0).default(0) });
export type CloneContact = z.input<typeof cloneContact>;

/** A contact as the clone form receives it. */
const formContact = z.object({
  accountContactId: int(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});

/** What the clone form starts with: the source job and its opportunity's account, locations, contact. */
export const cloneFormData = z.object({
  jobId: int(),
  jobName: z.string(),
  jobNumber: z.string(),
  accountId: int(),
  accountName: z.string(),
  billingLocation: jobShippingDetail.nullable(),
  shippingLocation: jobShippingDetail.nullable(),
  contact: formContact.nullable(),
});
export type CloneFormData = z.infer<typeof cloneFormData>;

export const cloneForm = endpoint({
  method: 'GET',
  path: '/JobClone/CloneForm',
  access: 'jobs.clone',
  summary: "The clone form's starting values: the source job and its opportunity's account, locations and contact.",
  query: jobIdQuery,
  response: z.object({ success: z.literal(true), data: cloneFormData }),
});

export const cloneJobBody = z.object({
  JobId: z
    .number({ error: messages.cloneJobRequired })
    .int()
    .positive(messages.cloneJobRequired)
    .max(INT_MAX, messages.cloneJobRequired),
  /** 0 creates a new account named accountName. */
  accountId: int().min(0).default(0),
  accountName: requiredText(messages.cloneAccountRequired, 200),
  contact: cloneContact,
  shippingLocation: cloneLocation,
  billingLocation: cloneLocation,
});
export type CloneJobBody = z.input<typeof cloneJobBody>;

export const cloneJob = endpoint({
  method: 'POST',
  path: '/JobClone/CloneJob',
  access: 'jobs.clone',
  summary:
    'Copies the job (hand-off, mobilization, scope items) under a new opportunity of the chosen or a new account, with the given locations and contact, in one transaction. A repeat of the same clone within minutes answers the first clone.',
  body: cloneJobBody,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    opportunityId: int(),
    jobId: int(),
  }),
});

export const cloneEndpoints = { checkClonePermission, cloneForm, cloneJob };
