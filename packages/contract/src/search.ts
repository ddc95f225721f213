import { z } from 'zod';
import { getAccount, getContact, getLocation } from './accounts.ts';
import { getCall } from './calls.ts';
import { int } from './common.ts';
import { getEmployee } from './employees.ts';
import { type Access, type Endpoint, endpoint } from './endpoint.ts';
import { getAsset } from './inventory-assets.ts';
import { getBulkItem, getJobReadyItem } from './inventory-catalogue.ts';
import { getShopTicket } from './inventory-shop.ts';
import { getTransferRequest } from './inventory-transfers.ts';
import { getJobProfile } from './job-profile.ts';
import { messages } from './messages.ts';
import { getOpportunityProfile } from './opportunities.ts';
import type { Permission } from './permissions.ts';
import { accessAllows, findClientRoute } from './routes.ts';
import { getUser } from './users.ts';

/** The kinds of record the header's search finds, in the order their groups show. */
export const searchKinds = [
  'account',
  'opportunity',
  'job',
  'contact',
  'location',
  'call',
  'asset',
  'catalogueItem',
  'employee',
  'pickTicket',
  'shopTicket',
  'user',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * What a kind's results open: a page of the client (its route's access) and the call that page loads
 * the record with (its endpoint's access). A user searches a kind only when both allow, so a result
 * never opens onto a refusal; the rows' own gates (the drilling rule, a pick ticket's yards) are the
 * server's.
 */
const kindGates: Record<SearchKind, { page: string; loads: readonly Endpoint[] }> = {
  account: { page: '/Accounts/1', loads: [getAccount] },
  opportunity: { page: '/Opportunities/1', loads: [getOpportunityProfile] },
  job: { page: '/Opportunities/1/1/Scope', loads: [getJobProfile] },
  contact: { page: '/Accounts/1/Contact/1', loads: [getContact] },
  location: { page: '/Accounts/1/Location/1', loads: [getLocation] },
  call: { page: '/Opportunities/Call/1', loads: [getCall] },
  asset: { page: '/Inventory/Asset/1', loads: [getAsset] },
  catalogueItem: { page: '/Inventory/JobReadyInventoryItems/1', loads: [getJobReadyItem, getBulkItem] },
  employee: { page: '/Employees/1', loads: [getEmployee] },
  pickTicket: { page: '/Inventory/PickTicket/1', loads: [getTransferRequest] },
  shopTicket: { page: '/Inventory/ShopTicket/1', loads: [getShopTicket] },
  user: { page: '/Admin/User/1', loads: [getUser] },
};

const pageAccess = (kind: SearchKind): Access => findClientRoute(kindGates[kind].page)?.access ?? 'public';

/** The kinds a user holding `held` may search: those whose page and whose record call both allow it. */
export const searchableKinds = (held: ReadonlySet<string>): SearchKind[] =>
  searchKinds.filter(
    (kind) => accessAllows(pageAccess(kind), held) && kindGates[kind].loads.every((e) => accessAllows(e.access, held)),
  );

/** Every permission that opens at least one kind: the endpoint's access (403 for a role without any). */
const searchAccess = [
  ...new Set(
    searchKinds
      .flatMap((kind) => [pageAccess(kind), ...kindGates[kind].loads.map((e) => e.access)])
      .flatMap((a) => (a === 'public' || a === 'signed-in' ? [] : typeof a === 'string' ? [a] : [...a])),
  ),
] as Permission[];

/** The most results of one kind an answer holds. */
export const SEARCH_PER_KIND = 5;
/** Text is searched from this many characters on (a trigram index needs three); ticket numbers from one digit. */
export const SEARCH_MIN_TEXT = 3;

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  id: int(),
  /** The record's name or number, as its page heads it. */
  title: z.string(),
  /** What tells two alike titles apart: the account, a number, a phone. */
  detail: z.string(),
  /** The page it opens. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchEverything = endpoint({
  method: 'GET',
  path: '/Search/Everything',
  access: searchAccess,
  summary: `Records of every kind the user may open whose name, number, phone or e-mail contains q (text from ${SEARCH_MIN_TEXT} characters on; a ticket by its number), at most ${SEARCH_PER_KIND} a kind, grouped by kind in the order of searchKinds. Drilling Users find drilling opportunities and jobs only; users only with admin.users.`,
  query: z.object({
    q: z
      .string({ error: messages.searchTextRequired })
      .trim()
      .min(1, messages.searchTextRequired)
      .max(100, messages.searchTextTooLong),
  }),
  response: z.object({ success: z.literal(true), data: z.array(searchResult) }),
});
