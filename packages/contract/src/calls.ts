import { z } from 'zod';
import { INT_MAX, id, int, okMessage, queryBool } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT, LIST_PAGE_SIZE, listCursor, pageFields, pageLimit, sortColumn, sortDir } from './paging.ts';

/** An incoming phone call (document 2 §3, document 3 §3), with the account it was matched to. */
export const callRecord = z.object({
  callId: int(),
  /** ISO 8601, UTC. */
  callTime: z.string(),
  officeLocationId: int().nullable(),
  officeLocationName: z.string().nullable(),
  accountId: int().nullable(),
  accountName: z.string().nullable(),
  callerName: z.string(),
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  jobLocation: z.string(),
  description: z.string(),
  active: z.boolean(),
});
export type CallRecord = z.infer<typeof callRecord>;

/** The account a call matched: the one picked at intake, else an enabled account of the company's name. */
export const callAccount = z.object({
  accountId: int(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  enabled: z.boolean(),
});

/** A row of the call list: what the screen shows, and where it links. */
export const callListRow = callRecord.pick({
  callId: true,
  callTime: true,
  accountName: true,
  callerName: true,
  companyName: true,
  contactPhone: true,
  active: true,
});
export type CallListRow = z.infer<typeof callListRow>;

/** The most calls one list page carries (`limit`; LIST_PAGE_SIZE when not given). */
export const CALL_LIST_LIMIT = 200;

/** The call list's sorts (time newest first by default); ties by id. */
export const callSortColumns = ['callTime', 'companyName', 'callerName'] as const;
export type CallSortColumn = (typeof callSortColumns)[number];

export const callListQuery = z.object({
  active: queryBool.default(true),
  sort: sortColumn(callSortColumns, 'callTime'),
  dir: sortDir('desc'),
  after: listCursor.optional(),
  limit: pageLimit(CALL_LIST_LIMIT, LIST_PAGE_SIZE),
});

export const callList = endpoint({
  method: 'GET',
  path: '/Call/CallList',
  access: 'calls.view',
  summary: `Open (active=true) or closed (active=false) calls, newest first unless sort says, a page at a time (${LIST_PAGE_SIZE} rows unless limit says, at most ${CALL_LIST_LIMIT}; truncated, like more, tells more exist), each with its matched account name.`,
  query: callListQuery,
  response: z.object({
    success: z.literal(true),
    data: z.array(callListRow),
    truncated: z.boolean(),
    ...pageFields,
  }),
});

export const callListExport = endpoint({
  method: 'GET',
  path: '/Call/CallList/Export',
  access: 'calls.view',
  summary: `CallList's calls, ${LIST_EXPORT}.`,
  query: callListQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});

export const getCall = endpoint({
  method: 'POST',
  path: '/Call/GetCall',
  access: 'calls.view',
  summary: 'One call and the account it matched.',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: callRecord, account: callAccount.nullable() }),
});

export const changeCallStatus = endpoint({
  method: 'POST',
  path: '/Call/ChangeCallStatus',
  access: 'calls.close',
  summary: 'Closes (active=false) or reopens a call; closing creates no opportunity.',
  body: z.object({ callId: id, active: z.boolean({ error: 'active must be true or false.' }) }),
  response: okMessage,
});

const text = (label: string, max = 200) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, `At most ${max} characters.`);

/** The intake form's fields and rules (document 3 §5 'Call intake'); the screen validates with it too. */
export const saveCallBody = z.object({
  /** ISO 8601 with offset; the server's current time when left out. */
  callTime: z.iso.datetime({ offset: true, error: messages.callTimeInvalid }).nullish(),
  officeLocationId: z
    .number({ error: messages.callSelectOffice })
    .int(messages.callSelectOffice)
    .max(INT_MAX, messages.callSelectOffice)
    .positive(messages.callSelectOffice),
  /** The account picked from the options, or none (0 or null). */
  accountId: int().min(0).nullish(),
  companyName: text('Company name'),
  callerName: text('Contact name'),
  contactEmail: z
    .string({ error: messages.required('Contact email') })
    .trim()
    .min(1, messages.required('Contact email'))
    .max(200, 'At most 200 characters.')
    .pipe(z.email(messages.invalidEmail)),
  contactPhone: text('Contact phone', 50),
  jobLocation: text('Job location', 500),
  description: z.string().trim().max(5000, 'At most 5000 characters.').default(''),
});
export type SaveCallBody = z.input<typeof saveCallBody>;

export const saveCall = endpoint({
  method: 'POST',
  path: '/Call/SaveCall',
  access: 'calls.intake',
  summary: 'Records an incoming call (open).',
  body: saveCallBody,
  response: z.object({ success: z.literal(true), message: z.string(), callId: int() }),
});

/** At most this many account options answer one request; type to narrow. */
export const CALL_ACCOUNT_OPTIONS_LIMIT = 50;

export const callAccountOption = z.object({ accountId: int(), accountName: z.string() });
export type CallAccountOption = z.infer<typeof callAccountOption>;

export const getAccountOptions = endpoint({
  method: 'POST',
  path: '/Account/GetAccountOptions',
  // The timesheet entry form picks its account from the same list.
  access: ['calls.intake', 'timesheets.edit'],
  summary: `Enabled accounts by name for the call intake picker, at most ${CALL_ACCOUNT_OPTIONS_LIMIT}; "search" narrows by name.`,
  body: z.object({ search: z.string().trim().max(200, 'At most 200 characters.').default('') }),
  response: z.object({
    success: z.literal(true),
    data: z.array(callAccountOption),
    /** More accounts match than were sent. */
    more: z.boolean(),
  }),
});

export const callAccountLocation = z.object({
  accountLocationId: int(),
  locationName: z.string(),
  jobLocation: z.boolean(),
  shippingAddress1: z.string(),
  shippingAddress2: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
});
export type CallAccountLocation = z.infer<typeof callAccountLocation>;

export const getAccountLocations = endpoint({
  method: 'GET',
  path: '/Account/GetAccountLocations',
  access: 'calls.intake',
  summary: 'The enabled locations of an account, only job sites (jobLocation=true) or only offices (false) when given.',
  query: z.object({ id, jobLocation: queryBool.optional() }),
  response: z.object({ success: z.literal(true), data: z.array(callAccountLocation) }),
});

/** One line of a job location picked from an account's locations. */
export function formatCallLocation(l: CallAccountLocation): string {
  const street = [l.shippingAddress1, l.shippingAddress2].filter(Boolean).join(' ');
  const cityLine = [l.shippingCity, [l.shippingState, l.shippingZip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [street, cityLine].filter(Boolean).join(', ');
  return address ? `${l.locationName} - ${address}` : l.locationName;
}

export const callsEndpoints = {
  callList,
  callListExport,
  getCall,
  changeCallStatus,
  saveCall,
  getAccountOptions,
  getAccountLocations,
};
