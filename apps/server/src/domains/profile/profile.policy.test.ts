import { describe, expect, it } from 'vitest';
import { type ContactEntry, mayEditContactsOf, mayManageSignatureOf, solePrimary } from './profile.policy.ts';

const actor = (id: number, ...permissions: string[]) => ({ id, permissions: new Set(permissions) });

describe('mayEditContactsOf', () => {
  it("lets a user edit the own phones and e-mails only with 'admin.phoneEmail'", () => {
    expect(mayEditContactsOf(actor(1, 'admin.phoneEmail'), 1)).toBe(true);
    expect(mayEditContactsOf(actor(1), 1)).toBe(false);
    expect(mayEditContactsOf(actor(1, 'admin.users'), 1)).toBe(false);
  });

  it("lets a user edit another user's phones and e-mails only with 'admin.users'", () => {
    expect(mayEditContactsOf(actor(1, 'admin.users'), 2)).toBe(true);
    expect(mayEditContactsOf(actor(1, 'admin.phoneEmail'), 2)).toBe(false);
    expect(mayEditContactsOf(actor(1), 2)).toBe(false);
  });
});

describe('mayManageSignatureOf', () => {
  it('lets anyone manage the own signature', () => {
    expect(mayManageSignatureOf(actor(5), 5)).toBe(true);
  });

  it("needs 'admin.users' for another user's signature", () => {
    expect(mayManageSignatureOf(actor(5), 6)).toBe(false);
    expect(mayManageSignatureOf(actor(5, 'admin.phoneEmail'), 6)).toBe(false);
    expect(mayManageSignatureOf(actor(5, 'admin.users'), 6)).toBe(true);
  });
});

describe('solePrimary', () => {
  const email = (id: number, primary = false): ContactEntry => ({ kind: 'email', id, primary });
  const phone = (id: number, primary = false): ContactEntry => ({ kind: 'phone', id, primary });

  it('answers nothing for a user without phones or e-mails', () => {
    expect(solePrimary([])).toBeNull();
  });

  it('keeps the one primary entry, phone or e-mail', () => {
    expect(solePrimary([email(1), phone(7, true), email(2)])).toEqual(phone(7, true));
    expect(solePrimary([phone(7), email(2, true)])).toEqual(email(2, true));
  });

  it('makes the first e-mail primary when none is, even if phones were added first', () => {
    expect(solePrimary([phone(3), email(9), email(4)])).toEqual(email(9));
  });

  it('makes the first phone primary when the user has no e-mail', () => {
    expect(solePrimary([phone(3), phone(2)])).toEqual(phone(3));
  });

  it('settles several primaries on the first primary e-mail, else the first primary phone', () => {
    expect(solePrimary([phone(1, true), email(2), email(3, true), email(4, true)])).toEqual(email(3, true));
    expect(solePrimary([email(2), phone(5, true), phone(6, true)])).toEqual(phone(5, true));
  });
});
