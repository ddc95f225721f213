import { messages } from '@fieldbook/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  adjustedTotal,
  amountOf,
  canPick,
  pickedLines,
  pickQuantity,
  selection,
  transferAdjustment,
} from './quantities.ts';

describe('pick quantities', () => {
  it('takes up to 5 digits within what is available', () => {
    expect(pickQuantity('', 10)).toEqual({ value: '', message: null });
    expect(pickQuantity('7', 10)).toEqual({ value: '7', message: null });
    expect(pickQuantity('007', 10)).toEqual({ value: '7', message: null });
    expect(pickQuantity('123456', 999999)).toEqual({ value: null, message: null });
    expect(pickQuantity('1.5', 10)).toEqual({ value: null, message: null });
    expect(pickQuantity('a', 10)).toEqual({ value: null, message: null });
  });

  it('refuses negative values with their message, which stays while the minus does', () => {
    // Typed: the minus stays (counted as 0) with the message, so '-5' never silently becomes '5'.
    expect(pickQuantity('-', 10)).toEqual({ value: '-', message: messages.cannotAddNegative });
    expect(pickQuantity('-5', 10)).toEqual({ value: null, message: messages.cannotAddNegative });
    expect(amountOf('-')).toBe(0);
    // Pasted: refused whole.
    expect(pickQuantity('-3', 10)).toEqual({ value: null, message: messages.cannotAddNegative });
  });

  it('takes up to 10 digits for the shop ticket wizard, clamped alike', () => {
    expect(pickQuantity('1234567890', 9_999_999_999, 0, 10)).toEqual({ value: '1234567890', message: null });
    expect(pickQuantity('12345678901', 9_999_999_999, 0, 10)).toEqual({ value: null, message: null });
    expect(pickQuantity('12', 7, 0, 10)).toEqual({ value: '7', message: messages.cannotAddMoreThanIsAvailable });
  });

  it('clamps to what is available', () => {
    expect(pickQuantity('11', 10)).toEqual({ value: '10', message: messages.cannotAddMoreThanIsAvailable });
    expect(pickQuantity('1', 0)).toEqual({ value: '0', message: messages.cannotAddMoreThanIsAvailable });
  });

  it('keeps the amount and the damaged amount together within what is available', () => {
    expect(pickQuantity('4', 10, 6)).toEqual({ value: '4', message: null });
    expect(pickQuantity('5', 10, 6)).toEqual({ value: '4', message: messages.cannotAddMoreThanIsAvailable });
    expect(pickQuantity('5', 10, 12)).toEqual({ value: '0', message: messages.cannotAddMoreThanIsAvailable });
  });

  it('ignores an add when nothing is available, and counts empty amounts as 0', () => {
    expect(canPick(0)).toBe(false);
    expect(canPick(1)).toBe(true);
    expect(amountOf('')).toBe(0);
    expect(amountOf('-')).toBe(0);
    expect(amountOf('12')).toBe(12);
  });
});

describe('picked lines', () => {
  const picks = [
    { id: 1, amount: '3', damagedAmount: '2' },
    { id: 2, amount: '', damagedAmount: '4' },
    { id: 3, amount: '', damagedAmount: '' },
    { id: 4, amount: '0', damagedAmount: '0' },
  ];

  it('sends empty amounts as 0 and leaves out lines with nothing picked', () => {
    expect(pickedLines(picks, true)).toEqual([
      { id: 1, amount: 3, damagedAmount: 2 },
      { id: 2, amount: 0, damagedAmount: 4 },
    ]);
  });

  it('sends no damaged amount unless it is a return', () => {
    expect(pickedLines(picks, false)).toEqual([{ id: 1, amount: 3, damagedAmount: 0 }]);
  });

  it('leaves nothing to send when nothing is picked, so the submission is ignored', () => {
    expect(pickedLines([], true)).toEqual([]);
    expect(pickedLines([{ id: 9, amount: '', damagedAmount: '' }], true)).toEqual([]);
  });
});

describe('transfer adjustments', () => {
  const item = { available: 5, remaining: 3 };

  it('takes whole numbers with an optional minus sign and up to 5 digits', () => {
    expect(transferAdjustment('', item)).toEqual({ value: '', message: null });
    expect(transferAdjustment('-', item)).toEqual({ value: '-', message: null });
    expect(transferAdjustment('4', item)).toEqual({ value: '4', message: null });
    expect(transferAdjustment('-2', item)).toEqual({ value: '-2', message: null });
    expect(transferAdjustment('-0', item)).toEqual({ value: '0', message: null });
  });

  it('clamps an addition to what is available', () => {
    expect(transferAdjustment('6', item)).toEqual({ value: '5', message: messages.cannotAddMoreThanAvailable });
    expect(transferAdjustment('1', { available: 0, remaining: 3 })).toEqual({
      value: '0',
      message: messages.cannotAddMoreThanAvailable,
    });
  });

  it('clamps a removal to what remains', () => {
    expect(transferAdjustment('-3', item)).toEqual({ value: '-3', message: null });
    expect(transferAdjustment('-4', item)).toEqual({ value: '-3', message: messages.cannotRemoveMoreThanAvailable });
    expect(transferAdjustment('-1', { available: 5, remaining: 0 })).toEqual({
      value: '0',
      message: messages.cannotRemoveMoreThanAvailable,
    });
  });

  it('answers anything else with Invalid Input.', () => {
    for (const bad of ['1.5', '+3', '123456', '--1', '1-', 'a', '1e3']) {
      expect(transferAdjustment(bad, item)).toEqual({ value: null, message: messages.invalidInput });
    }
  });

  it('adds the adjustment to the remaining amount, or says Error', () => {
    expect(adjustedTotal(3, '')).toBe('3');
    expect(adjustedTotal(3, '2')).toBe('5');
    expect(adjustedTotal(3, '-3')).toBe('0');
    expect(adjustedTotal(3, '-')).toBe(messages.adjustedTotalError);
    expect(adjustedTotal(3, 'x')).toBe(messages.adjustedTotalError);
  });
});

describe('check-in and ship selections', () => {
  it('takes digits only, up to 10, and never more than the maximum', () => {
    expect(selection('', 4)).toEqual({ value: '', message: null });
    expect(selection('3', 4)).toEqual({ value: '3', message: null });
    expect(selection('9', 4)).toEqual({ value: '4', message: null });
    expect(selection('12345678901', 4)).toEqual({ value: null, message: null });
    expect(selection('-1', 4)).toEqual({ value: null, message: null });
    expect(selection('1.5', 4)).toEqual({ value: null, message: null });
    expect(selection('5', 0)).toEqual({ value: '0', message: null });
  });
});
