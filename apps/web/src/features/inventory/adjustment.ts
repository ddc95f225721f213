import { estimatedNewStock } from '@fieldbook/contract/inventory-stock';

/**
 * Yard and job inventory adjustments (spec 4 §5, §9): a whole number with an optional minus sign and
 * at most 10 digits. What the field may hold while typing ('', '-', '-12'); a keystroke that would
 * leave anything else is not taken.
 */
export const isAdjustmentText = (text: string) => /^-?\d{0,10}$/.test(text);

/** The estimated new stock as shown: the current amount plus the adjustment (empty counts as 0). */
export function estimateText(current: number, typed: string): string {
  const n = estimatedNewStock(current, typed);
  return n === null ? '' : String(n);
}
