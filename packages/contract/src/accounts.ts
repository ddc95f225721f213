import { z } from 'zod';
import { INT_MAX, id, int, queryBool, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { JOB_LIST_LIMIT, jobListRow, jobPaging } from './jobs.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT, LIST_PAGE_SIZE, listCursor, pageFields, pageLimit, sortColumn, sortDir } from './paging.ts';

/** Spec 2 §3 "Account". */
export const account = z.object({
  accountId: int(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  enabled: z.boolean(),
  /** The parent account's id, or null. */
  parentAccount: int().nullable(),
  /** The parent's name, for the edit form's dropdown label. */
  parentAccountName: z.string().nullable(),
  industryTypeId: int().nullable(),
  territoryId: int().nullable(),
  taxExempt: z.boolean(),
  territoryName: z.string().nullable(),
  industryName: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

/** The list row: accountId renamed accountid; no enabled, no parentAccount (spec 2 §3). */
/** A row of the accounts list: what the screen shows (number, name) and the id it links to. */
export const accountListRow = z.object({
  accountid: int(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
});
export type AccountListRow = z.infer<typeof accountListRow>;

/** Spec 2 §3 "Account location", with the primary contact's poc* fields. */
export const accountLocation = z.object({
  accountLocationId: int(),
  accountId: int(),
  locationName: z.string(),
  billingAddress1: z.string(),
  billingAddress2: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZip: z.string(),
  shippingAddress1: z.string(),
  shippingAddress2: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
  enabled: z.boolean(),
  jobLocation: z.boolean(),
  pocId: int().nullable(),
  pocFirstName: z.string().nullable(),
  pocLastName: z.string().nullable(),
  pocName: z.string().nullable(),
  pocPhoneNumber: z.string().nullable(),
  pocMobileNumber: z.string().nullable(),
  pocOfficeNumber: z.string().nullable(),
  pocOtherNumber: z.string().nullable(),
  pocEmail: z.string().nullable(),
});
export type AccountLocation = z.infer<typeof accountLocation>;

/** Spec 2 §3 "Account contact". */
export const accountContact = z.object({
  accountContactId: int(),
  accountId: int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string(),
  officeNumber: z.string(),
  otherNumber: z.string(),
  email: z.string(),
  enabled: z.boolean(),
});
export type AccountContact = z.infer<typeof accountContact>;

/** The most rows one account-list page carries (`limit`; LIST_PAGE_SIZE when not given). */
export const ACCOUNT_LIST_LIMIT = 200;
/** The most rows the parent-account dropdown receives per search. */
export const ACCOUNT_NAME_LIST_LIMIT = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

const idList = z.array(int().positive()).max(500).default([]);

export const accountListQuery = z.object({
  search: z.string().trim().max(200).default(''),
  /** 'View Disabled Accounts': true lists the disabled accounts instead of the enabled ones. */
  disabled: queryBool.default(false),
  /** By name or by number (accounts without a number last in both directions); ties by id. */
  sort: sortColumn(['accountNumber', 'accountName'], 'accountName'),
  dir: sortDir('asc'),
  after: listCursor.optional(),
  limit: pageLimit(ACCOUNT_LIST_LIMIT, LIST_PAGE_SIZE),
});
export type AccountListQuery = z.input<typeof accountListQuery>;

export const accountList = endpoint({
  method: 'GET',
  path: '/Account/AccountList',
  access: 'accounts.view',
  summary: `Accounts whose name contains the search, sorted, a page at a time (${LIST_PAGE_SIZE} rows unless limit says, at most ${ACCOUNT_LIST_LIMIT}; truncated, like more, tells more exist).`,
  query: accountListQuery,
  response: z.object({
    success: z.literal(true),
    data: z.array(accountListRow),
    truncated: z.boolean(),
    ...pageFields,
  }),
});

export const accountNameList = endpoint({
  method: 'GET',
  path: '/Account/AccountNameList',
  access: 'accounts.view',
  summary: `Enabled account names containing the search, by name, at most ${ACCOUNT_NAME_LIST_LIMIT} (parent dropdown).`,
  query: z.object({ search: z.string().trim().max(200).default('') }),
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ accountId: int(), accountName: z.string() })),
  }),
});

const namedItem = z.object({ id: int(), name: z.string() });

export const industryList = endpoint({
  method: 'GET',
  path: '/Account/IndustryList',
  access: 'accounts.view',
  summary: 'The industry types an account can have.',
  response: z.object({ success: z.literal(true), data: z.array(namedItem) }),
});

export const territoryList = endpoint({
  method: 'GET',
  path: '/Account/TerritoryList',
  access: 'accounts.view',
  summary: 'The sales territories an account can belong to.',
  response: z.object({ success: z.literal(true), data: z.array(namedItem) }),
});

export const checkEditAccount = endpoint({
  method: 'GET',
  path: '/Account/CheckEditAccount',
  access: 'accounts.edit',
  summary: 'Succeeds when the user may create and edit accounts, locations and contacts (403 otherwise).',
  response: z.object({ success: z.literal(true) }),
});

export const getAccount = endpoint({
  method: 'POST',
  path: '/Account/GetAccount',
  access: 'accounts.view',
  summary: 'One account, for the edit form.',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: account }),
});

export const getAccountProfile = endpoint({
  method: 'POST',
  path: '/Account/GetAccountProfile',
  access: 'accounts.view',
  summary: "The account with its enabled contacts and locations (the profile's tabs).",
  body: z.object({ id }),
  response: z.object({
    success: z.literal(true),
    accountInfo: account,
    accountContacts: z.array(accountContact),
    accountLocations: z.array(accountLocation),
  }),
});

export const accountJobsQuery = z.object({ accountId: id, cancelled: queryBool.default(false), ...jobPaging });

export const accountJobs = endpoint({
  method: 'GET',
  path: '/Account/Jobs',
  access: 'accounts.view',
  summary: `The jobs of the account's opportunities, a page at a time like JobList (at most ${JOB_LIST_LIMIT} rows).`,
  query: accountJobsQuery,
  response: z.object({ success: z.literal(true), data: z.array(jobListRow), ...pageFields }),
});

export const accountListExport = endpoint({
  method: 'GET',
  path: '/Account/AccountList/Export',
  access: 'accounts.view',
  summary: `AccountList's accounts, ${LIST_EXPORT}.`,
  query: accountListQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});

export const accountJobsExport = endpoint({
  method: 'GET',
  path: '/Account/Jobs/Export',
  access: 'accounts.view',
  summary: `The account's jobs, ${LIST_EXPORT}; Drilling Users see drilling jobs only.`,
  query: accountJobsQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});

/** The account form's values: the client validates with the same schema. */
export const accountFields = z.object({
  accountName: requiredText(messages.required('Account Name'), 200),
  accountNumber: z
    .string()
    .trim()
    .max(50, 'At most 50 characters.')
    .nullish()
    .transform((v) => v || null),
  parentAccount: int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  industryTypeId: int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  territoryId: int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  taxExempt: z.boolean().default(false),
  enabled: z.boolean().default(true),
});

export const possibleMatch = z.object({
  accountid: int(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
});
export type PossibleMatch = z.infer<typeof possibleMatch>;

/**
 * The 409 answer of SaveAccount: `matches` when similar names exist (re-send with override: true to
 * create anyway), `accountId` when the name or number belongs to another account.
 */
export const saveAccountRefusal = z.object({
  success: z.literal(false),
  message: z.string(),
  accountId: int().optional(),
  matches: z.array(possibleMatch).optional(),
});
export type SaveAccountRefusal = z.infer<typeof saveAccountRefusal>;

export const saveAccount = endpoint({
  method: 'POST',
  path: '/Account/SaveAccount',
  access: 'accounts.edit',
  summary:
    'Creates (accountId 0) or updates an account. 409 with matches for similar names unless override, 409 with accountId on a duplicate.',
  body: accountFields.extend({
    accountId: z
      .number({ error: 'accountId must be a whole number (0 creates).' })
      .int()
      .min(0)
      .max(INT_MAX, 'accountId must be a whole number (0 creates).'),
    override: z.boolean().default(false),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

/** A location with its linked enabled contacts (profile and form). */
export const locationDetail = accountLocation.extend({ contacts: z.array(accountContact) });
export type LocationDetail = z.infer<typeof locationDetail>;

export const getLocation = endpoint({
  method: 'POST',
  path: '/Account/GetLocation',
  access: 'accounts.view',
  summary: 'One location with its linked enabled contacts (profile and form).',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: locationDetail }),
});

export const locationFields = z.object({
  locationName: requiredText(messages.required('Location Name'), 200),
  billingAddress1: optionalText(200),
  billingAddress2: optionalText(200),
  billingCity: optionalText(100),
  billingState: optionalText(50),
  billingZip: optionalText(20),
  shippingAddress1: optionalText(200),
  shippingAddress2: optionalText(200),
  shippingCity: optionalText(100),
  shippingState: optionalText(50),
  shippingZip: optionalText(20),
  jobLocation: z.boolean().default(false),
  enabled: z.boolean().default(true),
});

export const saveLocationBody = locationFields.extend({
  accountLocationId: int().min(0),
  accountId: id,
  contactIdList: idList,
  removedContacts: idList,
  primaryPOC: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});

export const saveLocation = endpoint({
  method: 'POST',
  path: '/Account/SaveLocation',
  access: 'accounts.edit',
  summary:
    'Creates (accountLocationId 0) or updates a location; links contactIdList, unlinks removedContacts, sets primaryPOC. enabled false soft-deletes.',
  body: saveLocationBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

/** A contact with the enabled locations it is linked to (profile and form). */
export const contactDetail = accountContact.extend({
  locations: z.array(z.object({ accountLocationId: int(), locationName: z.string(), jobLocation: z.boolean() })),
});
export type ContactDetail = z.infer<typeof contactDetail>;

export const getContact = endpoint({
  method: 'POST',
  path: '/Account/GetContact',
  access: 'accounts.view',
  summary: 'One contact with the enabled locations it is linked to (profile and form).',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: contactDetail }),
});

export const contactFields = z.object({
  firstName: requiredText(messages.required('First Name'), 100),
  lastName: requiredText(messages.required('Last Name'), 100),
  phoneNumber: optionalText(40),
  mobileNumber: optionalText(40),
  officeNumber: optionalText(40),
  otherNumber: optionalText(40),
  email: z
    .string()
    .trim()
    .max(200, 'At most 200 characters.')
    .refine((v) => v === '' || z.email().safeParse(v).success, messages.accountEmailInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  enabled: z.boolean().default(true),
});

export const saveContactBody = contactFields.extend({
  accountContactId: int().min(0),
  accountId: id,
  locationList: idList,
  removedLocations: idList,
});

export const saveContact = endpoint({
  method: 'POST',
  path: '/Account/SaveContact',
  access: 'accounts.edit',
  summary:
    'Creates (accountContactId 0) or updates a contact; links locationList, unlinks removedLocations. enabled false soft-deletes.',
  body: saveContactBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

export const accountEndpoints = {
  accountList,
  accountNameList,
  industryList,
  territoryList,
  checkEditAccount,
  getAccount,
  getAccountProfile,
  accountJobs,
  accountListExport,
  accountJobsExport,
  saveAccount,
  getLocation,
  saveLocation,
  getContact,
  saveContact,
};
