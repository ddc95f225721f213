import { randomInt } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP: argon2id with at least 19 MiB of memory and 2 iterations. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | undefined;
export const dummyVerify = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-9f1c');
  await verifyPassword(await dummyHash, password);
  return false;
};

/** About 18,000 common passwords of 8 characters or more (zxcvbn's list of leaked passwords). */
const common = new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8));

/** The server's password policy; answers the message to show, or null when the password is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return messages.passwordTooShort;
  if (password.length > 128) return messages.passwordTooLong;
  if (common.has(password.toLowerCase())) return messages.passwordTooCommon;
  return null;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A random password of 16 characters from an alphabet without look-alikes (~93 bits). */
export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
