import { describe, expect, it } from 'vitest';
import {
  buildableUnits,
  createShopTicketBody,
  damagedApplies,
  isShopDigits,
  quantityOf,
  remainingComponents,
  remainingUnits,
  shopTicketTitle,
  ticketAmountError,
} from './inventory-shop.ts';
import { messages } from './messages.ts';

describe('shop ticket rules (spec 4 §5, §9)', () => {
  it('quantity fields take digits only, up to 10', () => {
    expect(isShopDigits('')).toBe(true);
    expect(isShopDigits('0123456789')).toBe(true);
    expect(isShopDigits('12345678901')).toBe(false);
    expect(isShopDigits('-1')).toBe(false);
    expect(isShopDigits('1.5')).toBe(false);
    expect(isShopDigits(' 1')).toBe(false);
  });

  it('reads a typed quantity: empty is 0, beyond an integer or not digits is unusable', () => {
    expect(quantityOf('')).toBe(0);
    expect(quantityOf('007')).toBe(7);
    expect(quantityOf(12)).toBe(12);
    expect(quantityOf('9999999999')).toBeNull();
    expect(quantityOf('1e3')).toBeNull();
    expect(quantityOf(-1)).toBeNull();
  });

  it('an amount may not exceed what is available', () => {
    expect(ticketAmountError('5', 5)).toBeNull();
    expect(ticketAmountError('6', 5)).toBe(messages.cannotAddMoreThanIsAvailable);
    expect(ticketAmountError('', 0)).toBeNull();
  });

  it('damaged amounts apply only to shop action 1', () => {
    expect(damagedApplies(1)).toBe(true);
    expect(damagedApplies(2)).toBe(false);
    expect(damagedApplies(null)).toBe(false);
  });

  it("an unnamed ticket is 'Unnamed Shop Ticket - {id}'", () => {
    expect(shopTicketTitle({ shopTicketId: 7, ticketName: '' })).toBe('Unnamed Shop Ticket - 7');
    expect(shopTicketTitle({ shopTicketId: 7, ticketName: '  ' })).toBe('Unnamed Shop Ticket - 7');
    expect(shopTicketTitle({ shopTicketId: 7, ticketName: 'Panels' })).toBe('Panels');
  });

  it('the bulk stock builds as many units as its scarcest component allows', () => {
    expect(
      buildableUnits([
        { perUnit: 4, available: 40 },
        { perUnit: 2, available: 9 },
      ]),
    ).toBe(4);
    expect(buildableUnits([])).toBe(0);
  });

  it('what is left to record: total minus completed; amount minus retired and transferred', () => {
    expect(remainingUnits({ amount: 5, amountCompleted: 2 })).toBe(3);
    expect(remainingComponents({ amount: 8, amountRetired: 1, amountTransfered: 3 })).toBe(4);
  });

  it("refuses a ticket without items with 'Please add items to shop ticket'", () => {
    const parsed = createShopTicketBody.safeParse({
      requestKey: crypto.randomUUID(),
      shopAction: 1,
      yardId: 1,
      shopTicketItems: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(messages.addItemsToShopTicket);
  });
});
