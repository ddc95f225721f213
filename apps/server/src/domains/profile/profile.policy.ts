/**
 * Who may change whose profile data, and which phone or e-mail is the primary one: pure rules,
 * unit-tested in profile.policy.test.ts.
 */

export interface Actor {
  id: number;
  permissions: ReadonlySet<string>;
}

/**
 * Phones and e-mails (spec 1 §6 "separate permission checks decide whether a user may edit their
 * own phones or e-mails"): one's own need 'admin.phoneEmail'; another user's need 'admin.users'.
 */
export function mayEditContactsOf(actor: Actor, userId: number): boolean {
  return actor.id === userId ? actor.permissions.has('admin.phoneEmail') : actor.permissions.has('admin.users');
}

/** The signature: anyone may see and replace their own; another user's needs 'admin.users'. */
export function mayManageSignatureOf(actor: Actor, userId: number): boolean {
  return actor.id === userId || actor.permissions.has('admin.users');
}

export type ContactKind = 'email' | 'phone';

export interface ContactEntry {
  kind: ContactKind;
  id: number;
  primary: boolean;
}

/**
 * Across a user's phones and e-mails together exactly one entry is primary (spec 1 §5). Given every
 * entry (e-mails and phones, each in the order they were added), answers the one that must be
 * primary, or null when the user has none:
 * - the single primary entry stays primary;
 * - with none, the first e-mail becomes primary (the address mail goes to), else the first phone;
 * - with several (data from before the rule), the first primary e-mail wins, else the first primary phone.
 */
export function solePrimary(entries: readonly ContactEntry[]): ContactEntry | null {
  const byOrder = [...entries.filter((e) => e.kind === 'email'), ...entries.filter((e) => e.kind === 'phone')];
  return byOrder.find((e) => e.primary) ?? byOrder[0] ?? null;
}
