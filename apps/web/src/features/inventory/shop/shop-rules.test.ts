import type { ShopTicket } from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';
import { describe, expect, it } from 'vitest';
import { manageErrors, selectAll } from './shop-rules.ts';

const component = (id: number, over: Partial<ShopTicket['ticketItems'][0]['components'][0]> = {}) => ({
  shopTicketComponentId: id,
  bulkItemId: id,
  bulkItem: `Bulk ${id}`,
  perUnit: 4,
  amount: 8,
  amountRetired: 0,
  amountTransfered: 0,
  amountRetiredAdjustment: 0,
  amountTransferedAdjustment: 0,
  ...over,
});

const ticket = (dismantle: boolean, over: Partial<ShopTicket['ticketItems'][0]> = {}): ShopTicket => ({
  shopTicketId: 1,
  ticketName: '',
  title: 'Unnamed Shop Ticket - 1',
  yardId: 1,
  yardName: 'Yard',
  shopActionId: dismantle ? 2 : 1,
  shopAction: dismantle ? 'Dismantle' : 'Build',
  date: '2026-11-26T10:00:00Z',
  createdBy: 'A B',
  completed: false,
  closedDate: null,
  closedBy: null,
  allowClose: true,
  shopAdmin: true,
  dismantleTicket: dismantle,
  ticketItems: [
    {
      shopTicketItemId: 10,
      jobReadyItemId: 5,
      baseItem: 'Panel',
      amount: 2,
      amountCompleted: 1,
      damagedAmount: dismantle ? 0 : 3,
      damagedCompleted: 0,
      adjustment: 0,
      damagedAdjustment: 0,
      components: [component(20, { amountRetired: 1, amountTransfered: 3 })],
      ...over,
    },
  ],
});

describe('manage mode rules (spec 4 §5)', () => {
  it('an adjustment cannot exceed the ticket total minus the completed amount', () => {
    expect(manageErrors(ticket(false), { u10: '1' })).toEqual({});
    expect(manageErrors(ticket(false), { u10: '2' })).toEqual({ u10: messages.shopAdjustmentTooMuch });
    expect(manageErrors(ticket(false), { d10: '4' })).toEqual({ d10: messages.shopAdjustmentTooMuch });
  });

  it('dismantle: retired plus salvaged cannot exceed amount minus already retired and transferred', () => {
    expect(manageErrors(ticket(true), { u10: '1', r20: '2', s20: '2' })).toEqual({});
    expect(manageErrors(ticket(true), { u10: '1', r20: '3', s20: '2' })).toEqual({
      r20: messages.shopDismantleTooMuch,
    });
  });

  it('dismantle: components come only from units dismantled', () => {
    expect(manageErrors(ticket(true), { r20: '1' })).toEqual({ r20: messages.shopDismantleBeyondUnits });
  });

  it('Select All fills what is left: units, repairs, and the components of a dismantle as salvaged', () => {
    expect(selectAll(ticket(false))).toEqual({ u10: '1', d10: '3' });
    expect(selectAll(ticket(true))).toEqual({ u10: '1', s20: '4' });
    expect(manageErrors(ticket(true), selectAll(ticket(true)))).toEqual({});
  });
});
