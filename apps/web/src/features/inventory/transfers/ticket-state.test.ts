import type { AssetTransfer, TransferItem } from '@fieldbook/contract/inventory-transfers';
import { describe, expect, it } from 'vitest';
import { firstAction } from './ticket-state.ts';

const line = (over: Partial<TransferItem>): TransferItem => ({
  transferItemId: 1,
  jobReadyItemId: 1,
  itemName: 'Panel',
  totalAmount: 5,
  damagedTotal: 0,
  amountRemaining: 0,
  damagedAmount: 0,
  shipped: 0,
  shippedDamaged: 0,
  checkedIn: 0,
  checkedInDamaged: 0,
  inTransit: 0,
  inTransitDamaged: 0,
  availableAmount: 0,
  selected: 0,
  selectedDamaged: 0,
  adjustment: 0,
  damagedAdjustment: 0,
  weight: null,
  hazardous: false,
  code: '',
  rate: null,
  charges: null,
  ...over,
});
const asset = (over: Partial<AssetTransfer>): AssetTransfer => ({
  assetTransferId: 1,
  serializedStatusId: null,
  serializedItemId: 1,
  serialNumber: 'LT-1',
  itemName: 'Light tower',
  status: 'Available',
  inStock: true,
  shipped: false,
  checkedIn: false,
  inTransit: false,
  selected: false,
  ...over,
});
const ticket = (items: TransferItem[], assets: AssetTransfer[] = []) => ({
  transferItems: items,
  transferItemsBulk: [],
  assetTransfers: assets,
});

describe('where the selection starts', () => {
  it('is the one action a screen offers', () => {
    expect(firstAction(ticket([line({ inTransit: 5 })]), ['ship'])).toBe('ship');
    expect(firstAction(ticket([line({ amountRemaining: 5 })]), ['checkIn'])).toBe('checkIn');
  });

  it('is shipping while anything is left to ship', () => {
    expect(firstAction(ticket([line({ amountRemaining: 2, inTransit: 3 })]), ['ship', 'checkIn'])).toBe('ship');
    expect(firstAction(ticket([line({ inTransit: 3 })], [asset({})]), ['ship', 'checkIn'])).toBe('ship');
  });

  it('is checking in once everything left is on its way', () => {
    expect(firstAction(ticket([line({ inTransit: 3 })]), ['ship', 'checkIn'])).toBe('checkIn');
    expect(firstAction(ticket([], [asset({ shipped: true, inTransit: true })]), ['ship', 'checkIn'])).toBe('checkIn');
  });

  it('is shipping when nothing is left at all', () => {
    expect(firstAction(ticket([line({ checkedIn: 5 })]), ['ship', 'checkIn'])).toBe('ship');
  });
});
