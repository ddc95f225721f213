import { describe, expect, it } from 'vitest';
import { estimateText, isAdjustmentText } from './adjustment.ts';

describe('inventory adjustments', () => {
  it('takes whole numbers with an optional minus sign and up to 10 digits', () => {
    for (const ok of ['', '-', '0', '7', '-7', '1234567890', '-1234567890']) expect(isAdjustmentText(ok)).toBe(true);
    for (const bad of ['1.5', '+3', '12345678901', '--1', '1-', 'a', ' 1', '1e3']) {
      expect(isAdjustmentText(bad)).toBe(false);
    }
  });

  it('estimates the new stock as the current amount plus the adjustment, an empty value or a lone minus as 0', () => {
    expect(estimateText(10, '')).toBe('10');
    expect(estimateText(10, '-')).toBe('10');
    expect(estimateText(10, '5')).toBe('15');
    expect(estimateText(10, '-12')).toBe('-2');
  });
});
