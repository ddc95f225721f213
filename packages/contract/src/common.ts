import { z } from 'zod';

/** The envelope of every answer that is not a plain success: see ARCHITECTURE.md. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const okMessage = z.object({ success: z.literal(true), message: z.string() });

/** Query-string booleans arrive as text: 'true'/'false' (any case), '1'/'0'. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === 'TRUE' || v === '1');

/** Identifiers are positive integers; query strings carry them as text. */
export const id = z.coerce.number().int().positive();

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
