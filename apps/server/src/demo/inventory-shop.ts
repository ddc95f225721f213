import { adjustShopTicketBody, SHOP_ACTION_BUILD, SHOP_ACTION_DISMANTLE } from '@fieldbook/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';
import {
  bulkItems,
  jobReadyItems,
  shopConversionComponents,
  shopConversions,
  shopTickets,
  yards,
} from '../db/schema/index.ts';
import { optionsAt } from '../domains/inventory/shop-tickets.service.ts';
import { insertTicket } from '../domains/inventory/shop-tickets-creation.service.ts';
import { closeLocked, recordWork } from '../domains/inventory/shop-tickets-work.service.ts';
import { type DemoStep, tally } from './step.ts';

// Demo shop: conversions for the demo's job-ready items (inventory-stock.ts) and shop tickets of both
// kinds, open and closed, with work recorded through the same code as manage mode, so the stock
// moves through the ledger and the audit names the shop's lead.

/** [job-ready item, [bulk item, per unit][]]. */
const CONVERSIONS: [string, [string, number][]][] = [
  [
    '20 ft STC 32 Panel Section',
    [
      ['3/4 in x 6 in Bolt', 8],
      ['3/4 in Nut', 8],
      ['Panel Bracket', 4],
    ],
  ],
  [
    '20 ft STC 25 Panel Section',
    [
      ['3/4 in x 6 in Bolt', 6],
      ['3/4 in Nut', 6],
      ['Panel Bracket', 4],
    ],
  ],
  [
    'Acoustic Blanket Panel 4 x 16 ft',
    [
      ['Acoustic Blanket Roll', 1],
      ['Ratchet Strap', 2],
    ],
  ],
  [
    '16 ft Beam',
    [
      ['Beam Base Plate', 1],
      ['3/4 in x 6 in Bolt', 4],
    ],
  ],
  [
    '24 ft Beam',
    [
      ['Beam Base Plate', 1],
      ['3/4 in x 6 in Bolt', 6],
    ],
  ],
];

interface DemoTicket {
  name: string;
  yard: string;
  action: number;
  item: string;
  amount: number;
  damaged?: number;
  /** Units done, repairs done, and per component [retired, salvaged] (dismantles). */
  done?: { units: number; repairs?: number; components?: [number, number][] };
  closed?: boolean;
}

const TICKETS: DemoTicket[] = [
  {
    name: 'Hawkins wall restock',
    yard: 'Denver Yard',
    action: SHOP_ACTION_BUILD,
    item: '20 ft STC 32 Panel Section',
    amount: 20,
    damaged: 6,
    done: { units: 8, repairs: 2 },
  },
  {
    name: 'Beams for Midland spring jobs',
    yard: 'Midland Yard',
    action: SHOP_ACTION_BUILD,
    item: '16 ft Beam',
    amount: 10,
    done: { units: 10 },
    closed: true,
  },
  {
    name: '',
    yard: 'Denver Yard',
    action: SHOP_ACTION_DISMANTLE,
    item: '20 ft STC 32 Panel Section',
    amount: 4,
    done: {
      units: 1,
      components: [
        [2, 6],
        [0, 8],
        [1, 3],
      ],
    },
  },
  {
    name: 'Worn blanket panels',
    yard: 'Midland Yard',
    action: SHOP_ACTION_DISMANTLE,
    item: 'Acoustic Blanket Panel 4 x 16 ft',
    amount: 5,
    done: {
      units: 5,
      components: [
        [2, 3],
        [0, 10],
      ],
    },
    closed: true,
  },
];

export const inventoryShopStep: DemoStep = {
  name: 'inventory shop',
  async run(tx: Tx, ctx) {
    const t = tally();
    const userId = ctx.refs.users.get('demo.shop') ?? null;
    const names = (table: typeof jobReadyItems | typeof bulkItems, list: string[]) =>
      tx
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.name, list))
        .then((rows) => new Map(rows.map((r) => [r.name, r.id])));
    const jobReady = await names(
      jobReadyItems,
      CONVERSIONS.map(([item]) => item),
    );
    const bulk = await names(
      bulkItems,
      CONVERSIONS.flatMap(([, parts]) => parts.map(([b]) => b)),
    );

    for (const [item, parts] of CONVERSIONS) {
      const jobReadyItemId = jobReady.get(item);
      if (!jobReadyItemId || parts.some(([b]) => !bulk.has(b))) continue;
      const [found] = await tx
        .select({ id: shopConversions.id })
        .from(shopConversions)
        .where(eq(shopConversions.jobReadyItemId, jobReadyItemId));
      if (found) {
        t.existing('shopConversions');
        continue;
      }
      const [row] = await tx.insert(shopConversions).values({ jobReadyItemId }).returning({ id: shopConversions.id });
      await tx
        .insert(shopConversionComponents)
        .values(parts.map(([b, amount]) => ({ conversionId: row.id, bulkItemId: bulk.get(b) as number, amount })));
      t.created('shopConversions');
    }

    // Tickets only once: a database that has shop tickets keeps what it has.
    const [any] = await tx.select({ id: shopTickets.id }).from(shopTickets).limit(1);
    if (any) {
      t.existing('shopTickets');
      return t.counts;
    }
    for (const demo of TICKETS) {
      const [yard] = await tx
        .select({ id: yards.id })
        .from(yards)
        .where(eq(sql`lower(${yards.name})`, demo.yard.toLowerCase()));
      const jobReadyItemId = jobReady.get(demo.item);
      if (!yard || !jobReadyItemId) continue;
      const option = (await optionsAt(tx, demo.action, yard.id)).find((o) => o.jobReadyItemId === jobReadyItemId);
      if (!option || option.amountAvailable < demo.amount || option.damagedAvailable < (demo.damaged ?? 0)) continue;
      const ticket = await insertTicket(
        tx,
        userId,
        { shopAction: demo.action, yardId: yard.id, ticketName: demo.name },
        [{ item: { jobReadyItemId, amount: demo.amount, damagedAmount: demo.damaged ?? 0 }, option }],
      );
      t.created('shopTickets');
      if (demo.done) {
        const [line] = await tx
          .execute<{ id: number }>(sql`select id from shop_ticket_items where ticket_id = ${ticket.id}`)
          .then((r) => r.rows);
        // The components in the conversion's order above, matched by bulk item.
        const order = (CONVERSIONS.find(([item]) => item === demo.item)?.[1] ?? []).map(([b]) => bulk.get(b));
        const byBulk = await tx
          .execute<{ id: number; bulk_item_id: number }>(
            sql`select id, bulk_item_id from shop_ticket_components where ticket_item_id = ${line.id}`,
          )
          .then((r) => new Map(r.rows.map((c) => [Number(c.bulk_item_id), Number(c.id)])));
        const body: z.output<typeof adjustShopTicketBody> = adjustShopTicketBody.parse({
          requestKey: crypto.randomUUID(),
          shopTicketId: ticket.id,
          ticketItems: [
            {
              shopTicketItemId: Number(line.id),
              adjustment: demo.done.units,
              damagedAdjustment: demo.done.repairs ?? 0,
              components: (demo.done.components ?? []).map(([retired, salvaged], i) => ({
                shopTicketComponentId: byBulk.get(order[i] as number) as number,
                amountRetiredAdjustment: retired,
                amountTransferedAdjustment: salvaged,
              })),
            },
          ],
        });
        await recordWork(tx, userId, { id: ticket.id, yardId: yard.id, shopActionId: demo.action }, body);
      }
      if (demo.closed) await closeLocked(tx, userId, ticket.id);
    }
    return t.counts;
  },
};
