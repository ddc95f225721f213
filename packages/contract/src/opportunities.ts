import { z } from 'zod';
import { accountContact, accountLocation } from './accounts.ts';
import { callRecord } from './calls.ts';
import { INT_MAX, id, int, okMessage, optionalText, queryBool, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT, LIST_PAGE_SIZE, listCursor, pageFields, pageLimit, sortColumn, sortDir } from './paging.ts';
import type { Permission } from './permissions.ts';

export { usStates } from './us-states.ts';

/** Opportunities (spec 2 §2 "Opportunities and calls", §3, §4, §5, §7). */

/** Who may read an opportunity: its own area, and the job screens nested under it. */
const viewAccess: readonly Permission[] = ['opportunities.view', 'jobs.view'];

/** Spec 2 §3 "Opportunity", with the names of its account and office. */
export const opportunity = z.object({
  opportunityId: int(),
  opportunityName: z.string(),
  accountId: int(),
  accountName: z.string(),
  description: z.string(),
  duration: z.string(),
  gpsLatitude: z.string(),
  gpsLongitude: z.string(),
  lsd: z.string(),
  typeOfSite: z.string(),
  closed: z.boolean(),
  isDrilling: z.boolean(),
  officeId: int().nullable(),
  officeName: z.string().nullable(),
  /** 'YYYY-MM-DD' or null. */
  estimatedStart: z.string().nullable(),
  /** The shipping (job site) location. */
  locationId: int().nullable(),
  billingLocationId: int().nullable(),
  pointOfContactId: int().nullable(),
  /** The call it was created from, or null. */
  callId: int().nullable(),
  /** ISO 8601, UTC. */
  lastUpdated: z.string(),
});
export type Opportunity = z.infer<typeof opportunity>;

/** A row of the opportunity list: what the screen shows. */
export const opportunityListRow = z.object({
  opportunityId: int(),
  opportunityName: z.string(),
  description: z.string(),
  accountName: z.string(),
  isDrilling: z.boolean(),
  officeName: z.string().nullable(),
  jobCount: int(),
  /** ISO 8601, UTC: the latest change of the opportunity or one of its jobs. */
  lastUpdated: z.string(),
});
export type OpportunityListRow = z.infer<typeof opportunityListRow>;

/** The most rows one opportunity-list page carries (`limit`; LIST_PAGE_SIZE when not given). */
export const OPPORTUNITY_LIST_LIMIT = 200;

/** The opportunity list's sorts: `created` is newest first (desc); ties by id. */
export const opportunitySortColumns = ['created', 'opportunityName', 'description', 'accountName'] as const;
export type OpportunitySortColumn = (typeof opportunitySortColumns)[number];

export const opportunityListQuery = z.object({
  Closed: queryBool.default(false),
  search: z.string().trim().max(200, 'At most 200 characters.').default(''),
  fromCall: queryBool.default(false),
  sort: sortColumn(opportunitySortColumns, 'created'),
  dir: sortDir('desc'),
  after: listCursor.optional(),
  limit: pageLimit(OPPORTUNITY_LIST_LIMIT, LIST_PAGE_SIZE),
});

export const checkDrillingAuth = endpoint({
  method: 'GET',
  path: '/Opportunity/CheckDrillingAuth',
  access: viewAccess,
  summary: "message 'Drilling Manager' (drilling.manager, which wins), 'Drilling User' (drilling.user) or ''.",
  response: z.object({ success: z.literal(true), message: z.enum(['Drilling Manager', 'Drilling User', '']) }),
});

export const checkEditOpportunity = endpoint({
  method: 'GET',
  path: '/Opportunity/CheckEditOpportunity',
  access: 'opportunities.edit',
  summary: 'Succeeds when the user may create and edit opportunities (403 otherwise, also for a Drilling User).',
  response: z.object({ success: z.literal(true) }),
});

export const getOpportunityList = endpoint({
  method: 'GET',
  path: '/Opportunity/GetOpportunityList',
  access: 'opportunities.view',
  summary: `Open (Closed=false) or closed opportunities, newest first unless sort says, a page at a time (${LIST_PAGE_SIZE} rows unless limit says, at most ${OPPORTUNITY_LIST_LIMIT}; truncated, like more, tells more exist); search narrows by opportunity or account name, fromCall to those created from a call. Drilling Users see drilling opportunities only.`,
  query: opportunityListQuery,
  response: z.object({
    success: z.literal(true),
    data: z.array(opportunityListRow),
    truncated: z.boolean(),
    ...pageFields,
  }),
});

export const opportunityListExport = endpoint({
  method: 'GET',
  path: '/Opportunity/GetOpportunityList/Export',
  access: 'opportunities.view',
  summary: `GetOpportunityList's opportunities, ${LIST_EXPORT}; Drilling Users see drilling opportunities only.`,
  query: opportunityListQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});

/** The opportunity with its account, billing and shipping locations, contact, and the call it came from. */
export const opportunityProfile = z.object({
  success: z.literal(true),
  opportunity,
  account: z.object({ accountId: int(), accountName: z.string(), accountNumber: z.string().nullable() }),
  billingLocation: accountLocation.nullable(),
  shippingLocation: accountLocation.nullable(),
  contact: accountContact.nullable(),
  call: callRecord.nullable(),
});
export type OpportunityProfile = z.infer<typeof opportunityProfile>;

export const getOpportunityProfile = endpoint({
  method: 'POST',
  path: '/Opportunity/GetOpportunityProfile',
  access: viewAccess,
  summary: 'The opportunity with its account, billing and shipping locations, contact, and the call it came from.',
  body: z.object({ id }),
  response: opportunityProfile,
});

export const opportunityLocationList = endpoint({
  method: 'GET',
  path: '/Opportunity/OpportunityLocationList',
  access: viewAccess,
  summary:
    "The opportunity's shipping location and its account's enabled locations (the job form's shipping location).",
  query: z.object({ opportunityId: id }),
  response: z.object({
    success: z.literal(true),
    opportunityLocation: accountLocation.nullable(),
    locations: z.array(accountLocation),
  }),
});

/** 0 or null: a new record; a positive id: an existing one (reused when unchanged). */
const recordId = z
  .number()
  .int()
  .max(INT_MAX)
  .min(0)
  .nullish()
  .transform((v) => v || null);

/** The Billing Location section: an existing location's billing address, or a new location. */
export const billingLocationFields = z.object({
  accountLocationId: recordId,
  locationName: requiredText(messages.required('Billing Location Name'), 200),
  billingAddress1: optionalText(200),
  billingAddress2: optionalText(200),
  billingCity: optionalText(100),
  billingState: optionalText(50),
  billingZip: optionalText(20),
});
export type BillingLocationFields = z.input<typeof billingLocationFields>;

/** The Shipping Location and Job Shipping Address sections. */
export const shippingLocationFields = z.object({
  accountLocationId: recordId,
  locationName: requiredText(messages.required('Shipping Location Name'), 200),
  shippingAddress1: optionalText(200),
  shippingAddress2: optionalText(200),
  shippingCity: optionalText(100),
  shippingState: optionalText(50),
  shippingZip: optionalText(20),
});
export type ShippingLocationFields = z.input<typeof shippingLocationFields>;

/** The Contact section (spec 2 §5: first name, last name, phone, e-mail required). */
export const opportunityContactFields = z.object({
  accountContactId: recordId,
  firstName: requiredText(messages.required('First Name'), 100),
  lastName: requiredText(messages.required('Last Name'), 100),
  phoneNumber: requiredText(messages.required('Phone'), 40),
  email: z
    .string({ error: messages.required('E-mail') })
    .trim()
    .min(1, messages.required('E-mail'))
    .max(200, 'At most 200 characters.')
    .pipe(z.email(messages.accountEmailInvalid)),
});
export type OpportunityContactFields = z.input<typeof opportunityContactFields>;

/** The opportunity's own fields on the form; the client validates with the same schemas. */
export const opportunityFields = z.object({
  accountId: z
    .number({ error: messages.required('Account Name') })
    .int()
    .max(INT_MAX, messages.required('Account Name'))
    .positive(messages.required('Account Name')),
  opportunityName: requiredText(messages.required('Opportunity Name'), 200),
  description: optionalText(5000),
  duration: optionalText(100),
  gpsLatitude: optionalText(40),
  gpsLongitude: optionalText(40),
  lsd: optionalText(100),
  typeOfSite: optionalText(100),
  isDrilling: z.boolean().default(false),
  officeId: z
    .number({ error: messages.oppSelectOffice })
    .int()
    .positive(messages.oppSelectOffice)
    .max(INT_MAX, messages.oppSelectOffice),
  estimatedStart: z.iso
    .date('Please enter a valid date.')
    .nullish()
    .transform((v) => v ?? null),
});

export const saveOpportunityBody = opportunityFields.extend({
  opportunityId: z
    .number({ error: 'opportunityId must be a whole number (0 creates).' })
    .int()
    .min(0)
    .max(INT_MAX, 'opportunityId must be a whole number (0 creates).'),
  /** New opportunities only: the open call it is created from (the call is closed with it). */
  callId: z
    .number()
    .int()
    .max(INT_MAX)
    .min(0)
    .nullish()
    .transform((v) => v || null),
  contact: opportunityContactFields,
  billingLocation: billingLocationFields,
  shippingLocation: shippingLocationFields,
});
export type SaveOpportunityBody = z.input<typeof saveOpportunityBody>;

export const saveOpportunity = endpoint({
  method: 'POST',
  path: '/Opportunity/SaveOpportunity',
  access: 'opportunities.edit',
  summary:
    'Creates (opportunityId 0) or updates an opportunity. Locations and contact: an unchanged existing id is reused, changed fields or no id make a new account record. From a call: links and closes the call. Drilling Managers always save drilling opportunities; Drilling Users are refused (403).',
  body: saveOpportunityBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

export const closeOpportunity = endpoint({
  method: 'GET',
  path: '/Opportunity/CloseOpportunity',
  access: 'opportunities.edit',
  summary: 'Closes the opportunity (audited; closing a closed one changes nothing).',
  query: z.object({ opportunityId: id }),
  response: okMessage,
});

export const openOpportunity = endpoint({
  method: 'GET',
  path: '/Opportunity/OpenOpportunity',
  access: 'opportunities.edit',
  summary: 'Opens the opportunity again (audited).',
  query: z.object({ opportunityId: id }),
  response: okMessage,
});

export const opportunitiesEndpoints = {
  checkDrillingAuth,
  checkEditOpportunity,
  getOpportunityList,
  opportunityListExport,
  getOpportunityProfile,
  opportunityLocationList,
  saveOpportunity,
  closeOpportunity,
  openOpportunity,
};
