import { messages } from '@fieldbook/contract/messages';

/**
 * The quantity rules of pick tickets and transfers (spec 4 §5, §9), as pure functions of what was
 * typed. Each answers the text the field holds next (`value`; null keeps the field as it was: the
 * keystroke is not taken) and the message to show beside it, if any.
 */
export interface Typed {
  value: string | null;
  message: string | null;
}

const taken = (value: string, message: string | null = null): Typed => ({ value, message });
const refused = (message: string | null = null): Typed => ({ value: null, message });

/** An amount as sent: empty (or a lone minus) counts as 0. */
export const amountOf = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : 0);

/**
 * A pick quantity (the pick ticket and return wizards, and the shop ticket wizard with 10 digits): up
 * to `digits` digits, never negative, and together with the other count of the same item (damaged
 * beside good, good beside damaged) at most what is available; more is clamped to what is left with
 * 'Cannot add more than is available'. A minus sign typed first stays in the field with 'Cannot add
 * negative values.' (refused outright, '-5' became '5' as the next key was typed, the message gone
 * with it); a lone minus counts as 0.
 */
export function pickQuantity(text: string, available: number, other = 0, digits = 5): Typed {
  const t = text.trim();
  if (t === '') return taken('');
  if (t === '-') return taken(t, messages.cannotAddNegative);
  if (t.startsWith('-')) return refused(messages.cannotAddNegative);
  if (!new RegExp(`^\\d{1,${digits}}$`).test(t)) return refused();
  const left = Math.max(available - other, 0);
  const n = Number(t);
  if (n > left) return taken(String(left), messages.cannotAddMoreThanIsAvailable);
  return taken(String(n));
}

/** Whether an item can be added to a pick at all: an add is ignored when nothing is available. */
export const canPick = (available: number) => available > 0;

/**
 * A transfer adjustment (Edit Transfer): up to 5 digits with an optional minus sign. A positive
 * number may not exceed what the origin has available ('Cannot add more than available.'), a negative
 * one may not take the remaining amount below 0 ('Cannot Remove more than available.'); both are
 * clamped. Anything else is 'Invalid Input.' and not taken.
 */
export function transferAdjustment(text: string, item: { available: number; remaining: number }): Typed {
  const t = text.trim();
  if (t === '' || t === '-') return taken(t);
  if (!/^-?\d{1,5}$/.test(t)) return refused(messages.invalidInput);
  const n = Number(t);
  if (n > 0 && n > item.available)
    return taken(String(Math.max(item.available, 0)), messages.cannotAddMoreThanAvailable);
  if (n < 0 && item.remaining + n < 0) {
    return taken(item.remaining > 0 ? String(-item.remaining) : '0', messages.cannotRemoveMoreThanAvailable);
  }
  return taken(t === '-0' ? '0' : String(n));
}

/** The adjusted total beside an adjustment: the remaining amount plus it, or 'Error' when it is not a number. */
export function adjustedTotal(remaining: number, typed: string): string {
  const n = typed.trim() === '' ? 0 : Number(typed);
  const total = remaining + n;
  return Number.isFinite(total) && /^-?\d*$/.test(typed.trim()) && typed.trim() !== '-'
    ? String(total)
    : messages.adjustedTotalError;
}

/**
 * A check-in or ship selection: digits only, up to 10, never more than `max` (what remains, or the
 * damaged amount for the damaged selection); more is clamped to `max`.
 */
export function selection(text: string, max: number): Typed {
  const t = text.trim();
  if (t === '') return taken('');
  if (!/^\d{1,10}$/.test(t)) return refused();
  const n = Number(t);
  return taken(String(Math.min(n, Math.max(max, 0))));
}

/**
 * Picked lines as a pick order or an addition sends them: empty amounts become 0, the damaged amount
 * only where damaged amounts apply (a return), and lines left at 0 are not sent.
 */
export function pickedLines(
  picks: readonly { id: number; amount: string; damagedAmount: string }[],
  damagedAllowed: boolean,
): { id: number; amount: number; damagedAmount: number }[] {
  return picks
    .map((p) => ({
      id: p.id,
      amount: amountOf(p.amount),
      damagedAmount: damagedAllowed ? amountOf(p.damagedAmount) : 0,
    }))
    .filter((p) => p.amount + p.damagedAmount > 0);
}
