import {
  ACCOUNT_NAME_LIST_LIMIT,
  type accountFields,
  type accountJobsQuery,
  type accountListQuery,
  type contactFields,
  type locationFields,
  messages,
  type SaveAccountRefusal,
} from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { nameKey } from '../../platform/name-key.ts';
import { jobRowsFor } from '../jobs/jobs.service.ts';
import * as q from './accounts.queries.ts';

/** SaveAccount refused with a 409 the client acts on (possible matches, or the existing account). */
export class SaveAccountRefused extends Error {
  constructor(readonly body: SaveAccountRefusal) {
    super(body.message);
  }
}

/** GET /Account/AccountList: one page; `truncated` repeats `more`, as the answer had it before pages. */
export async function accountList(ctx: Ctx, query: z.output<typeof accountListQuery>) {
  const statement = q.selectAccountList(ctx.db, { ...query, enabled: !query.disabled });
  // Each row's sortKey is not in the answer's schema: the serializer leaves it out.
  const { data, more, next } = statement.page(await selectRows(ctx.db, statement.query));
  return { success: true as const, data, truncated: more, more, next };
}

export async function accountNameList(ctx: Ctx, search: string) {
  return { success: true as const, data: await q.selectAccountNames(ctx.db, search, ACCOUNT_NAME_LIST_LIMIT) };
}

export const industryList = async (ctx: Ctx) => ({ success: true as const, data: await q.selectIndustries(ctx.db) });
export const territoryList = async (ctx: Ctx) => ({ success: true as const, data: await q.selectTerritories(ctx.db) });

export async function getAccount(ctx: Ctx, id: number) {
  const row = await q.findAccount(ctx.db, id);
  if (!row) throw notFound(messages.accountNotFound);
  return { success: true as const, data: row };
}

export async function getAccountProfile(ctx: Ctx, id: number) {
  const accountInfo = await q.findAccount(ctx.db, id);
  if (!accountInfo) throw notFound(messages.accountNotFound);
  const [accountContacts, accountLocations] = await Promise.all([
    q.selectContacts(ctx.db, id),
    q.selectLocations(ctx.db, id),
  ]);
  return { success: true as const, accountInfo, accountContacts, accountLocations };
}

export type AccountJobsFilters = Omit<z.output<typeof accountJobsQuery>, 'after' | 'limit'>;
export const accountJobsFilter = (q: AccountJobsFilters) => ({
  accountId: q.accountId,
  stepId: null,
  opportunityId: null,
  includeCanceled: q.cancelled,
  sort: q.sort,
  dir: q.dir,
});

/** GET /Account/Jobs: a page of the account's jobs, like the job list. */
export async function accountJobs(ctx: Ctx, q: z.output<typeof accountJobsQuery>) {
  const page = await jobRowsFor(ctx, { ...accountJobsFilter(q), after: q.after, limit: q.limit });
  return { success: true as const, ...page };
}

/** Words that say nothing about which company it is. */
const NOISE = new Set(['the', 'inc', 'llc', 'co', 'corp', 'corporation', 'company', 'ltd', 'lp', 'llp', 'and']);

/** The name's key without legal-form words, and its first distinctive word (4+ letters). */
export function similarityKeys(name: string) {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !NOISE.has(w));
  const core = words.join('');
  const first = words[0] && words[0].length >= 4 ? words[0] : null;
  return { core: core.length >= 3 ? core : nameKey(name), first };
}

const MATCH_LIMIT = 20;

type AccountInput = z.output<typeof accountFields> & { accountId: number; override: boolean };

export async function saveAccount(ctx: Ctx, input: AccountInput) {
  const { accountId, override, parentAccount, ...rest } = input;
  const values: q.AccountValues = { ...rest, parentAccountId: parentAccount };
  const key = nameKey(values.accountName);
  const id = await ctx.db.transaction(async (tx) => {
    // Two people creating the same account at once take turns on its name.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`account:${key}`}))`);
    const before = accountId === 0 ? null : await q.findAccount(tx, accountId, { lock: true });
    if (accountId !== 0 && !before) throw notFound(messages.accountNotFound);
    if (parentAccount !== null) await checkParent(tx, accountId, parentAccount);

    const duplicate = await q.findDuplicate(tx, key, values.accountNumber ?? null, accountId);
    if (duplicate) {
      const sameName = nameKey(duplicate.accountName) === key;
      throw new SaveAccountRefused({
        success: false,
        message: sameName
          ? messages.accountNameTaken(duplicate.accountName)
          : messages.accountNumberTaken(duplicate.accountNumber ?? ''),
        accountId: duplicate.id,
      });
    }
    if (!before && !override) {
      const { core, first } = similarityKeys(values.accountName);
      const matches = await q.selectSimilar(tx, core, first, MATCH_LIMIT);
      if (matches.length)
        throw new SaveAccountRefused({ success: false, message: messages.accountPossibleMatches, matches });
    }

    if (!before) {
      const created = await q.insertAccount(tx, values);
      await audit(tx, ctx.user.id, 'account', created, 'create', { ...values, override });
      return created;
    }
    await q.updateAccount(tx, accountId, values);
    const old = {
      accountName: before.accountName,
      accountNumber: before.accountNumber,
      parentAccountId: before.parentAccount,
      industryTypeId: before.industryTypeId,
      territoryId: before.territoryId,
      taxExempt: before.taxExempt,
      enabled: before.enabled,
    };
    await audit(tx, ctx.user.id, 'account', accountId, 'update', changedFields(old, { ...old, ...values }));
    return accountId;
  });
  ctx.log.info({ accountId: id, by: ctx.user.id }, 'account saved');
  return { success: true as const, message: messages.accountSaved, id };
}

async function checkParent(tx: Tx, accountId: number, parentId: number) {
  const chain = await q.ancestorIds(tx, parentId);
  if (!chain.length)
    throw badRequest(messages.accountParentNotFound, { parentAccount: messages.accountParentNotFound });
  if (accountId !== 0 && chain.includes(accountId)) {
    throw badRequest(messages.accountParentInvalid, { parentAccount: messages.accountParentInvalid });
  }
}

export async function getLocation(ctx: Ctx, id: number) {
  const row = await q.findLocation(ctx.db, id);
  if (!row) throw notFound(messages.accountLocationNotFound);
  return { success: true as const, data: { ...row, contacts: await q.selectLocationContacts(ctx.db, id) } };
}

export async function getContact(ctx: Ctx, id: number) {
  const row = await q.findContact(ctx.db, id);
  if (!row) throw notFound(messages.accountContactNotFound);
  return { success: true as const, data: { ...row, locations: await q.selectContactLocations(ctx.db, id) } };
}

const unique = (ids: number[]) => [...new Set(ids)];

type LocationInput = z.output<typeof locationFields> & {
  accountLocationId: number;
  accountId: number;
  contactIdList: number[];
  removedContacts: number[];
  primaryPOC: number | null;
};

export async function saveLocation(ctx: Ctx, input: LocationInput) {
  const { accountLocationId, accountId, contactIdList, removedContacts, primaryPOC, ...fields } = input;
  const added = unique(contactIdList);
  const removed = unique(removedContacts).filter((c) => !added.includes(c));
  const id = await ctx.db.transaction(async (tx) => {
    const acc = await q.findAccount(tx, accountId);
    if (!acc) throw notFound(messages.accountNotFound);
    const before = accountLocationId === 0 ? null : await q.lockLocation(tx, accountLocationId);
    if (accountLocationId !== 0 && !before) throw notFound(messages.accountLocationNotFound);
    if (before && before.accountId !== accountId) throw badRequest(messages.accountOtherAccount);
    const ids = unique([...added, ...removed, ...(primaryPOC ? [primaryPOC] : [])]);
    if ((await q.countContactsOf(tx, accountId, ids)) !== ids.length) throw badRequest(messages.accountOtherAccount);

    const values = { ...fields, accountId, primaryContactId: null as number | null };
    let locationId: number;
    if (before) {
      locationId = before.id;
      await q.updateLocation(tx, locationId, fields);
    } else {
      locationId = await q.insertLocation(tx, values);
    }
    await q.linkPairs(
      tx,
      added.map((contactId) => ({ locationId, contactId })),
    );
    await q.unlinkContactsFromLocation(tx, locationId, removed);
    if (primaryPOC !== null) {
      const linked = await q.selectLocationContacts(tx, locationId);
      if (!linked.some((c) => c.accountContactId === primaryPOC)) {
        throw badRequest(messages.accountPrimaryPocNotLinked, { primaryPOC: messages.accountPrimaryPocNotLinked });
      }
    }
    await q.updateLocation(tx, locationId, { primaryContactId: primaryPOC });
    const change = { contactsAdded: added, contactsRemoved: removed };
    if (before) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
      await audit(tx, ctx.user.id, 'accountLocation', locationId, fields.enabled ? 'update' : 'disable', {
        ...changedFields(old, { ...old, ...fields, primaryContactId: primaryPOC }),
        ...change,
      });
    } else {
      await audit(tx, ctx.user.id, 'accountLocation', locationId, 'create', {
        ...values,
        primaryContactId: primaryPOC,
        ...change,
      });
    }
    return locationId;
  });
  ctx.log.info({ accountLocationId: id, by: ctx.user.id }, 'account location saved');
  return { success: true as const, message: messages.accountLocationSaved, id };
}

type ContactInput = z.output<typeof contactFields> & {
  accountContactId: number;
  accountId: number;
  locationList: number[];
  removedLocations: number[];
};

export async function saveContact(ctx: Ctx, input: ContactInput) {
  const { accountContactId, accountId, locationList, removedLocations, ...fields } = input;
  const added = unique(locationList);
  const removed = unique(removedLocations).filter((l) => !added.includes(l));
  const id = await ctx.db.transaction(async (tx) => {
    const acc = await q.findAccount(tx, accountId);
    if (!acc) throw notFound(messages.accountNotFound);
    const before = accountContactId === 0 ? null : await q.lockContact(tx, accountContactId);
    if (accountContactId !== 0 && !before) throw notFound(messages.accountContactNotFound);
    if (before && before.accountId !== accountId) throw badRequest(messages.accountOtherAccount);
    const ids = unique([...added, ...removed]);
    if ((await q.countLocationsOf(tx, accountId, ids)) !== ids.length) throw badRequest(messages.accountOtherAccount);

    let contactId: number;
    if (before) {
      contactId = before.id;
      await q.updateContact(tx, contactId, fields);
    } else {
      contactId = await q.insertContact(tx, { ...fields, accountId });
    }
    await q.linkPairs(
      tx,
      added.map((locationId) => ({ locationId, contactId })),
    );
    await q.unlinkLocationsFromContact(tx, contactId, removed);
    // An unlinked or disabled contact is no longer anyone's primary contact.
    await q.clearPrimaryContact(tx, contactId, fields.enabled ? removed : undefined);
    const change = { locationsAdded: added, locationsRemoved: removed };
    if (before) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
      await audit(tx, ctx.user.id, 'accountContact', contactId, fields.enabled ? 'update' : 'disable', {
        ...changedFields(old, { ...old, ...fields }),
        ...change,
      });
    } else {
      await audit(tx, ctx.user.id, 'accountContact', contactId, 'create', { ...fields, accountId, ...change });
    }
    return contactId;
  });
  ctx.log.info({ accountContactId: id, by: ctx.user.id }, 'account contact saved');
  return { success: true as const, message: messages.accountContactSaved, id };
}
