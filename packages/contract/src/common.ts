import { z } from 'zod';

/** The envelope of every answer that is not a plain success: see ARCHITECTURE.md. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const okMessage = z.object({ success: z.literal(true), message: z.string() });

/** The answer of a call that sends an e-mail: sent at once, or queued in the outbox (the message then says so). */
export const mailAnswer = okMessage.extend({ queued: z.boolean() });
export type MailAnswer = z.infer<typeof mailAnswer>;

/** Query-string booleans arrive as text: 'true'/'false' (any case), '1'/'0'. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === 'TRUE' || v === '1');

/** PostgreSQL `integer` holds whole numbers in this range; every id and count column is one. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** A whole number that fits an `integer` column: larger ones are refused here, not by the database. */
export const int = () => z.number().int().min(INT_MIN, `At least ${INT_MIN}.`).max(INT_MAX, `At most ${INT_MAX}.`);

/** Identifiers are positive integers that fit an `integer` key; query strings carry them as text. */
export const id = z.coerce.number().int().positive().max(INT_MAX, 'No such record.');

/** The body {id} of the POST Get…/Delete… calls. */
export const idBody = z.object({ id });

/** Text the user types: trimmed, required with the given message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** Optional text: trimmed, at most `max` characters; absent or null becomes ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');
