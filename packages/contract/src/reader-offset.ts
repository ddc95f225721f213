import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Hours east of UTC in which the reader reads a document's times (the client's offset; -6 in Midland
 * in winter): every form PDF and its e-mail take it, and print the zone beside the times.
 */
export const timezoneOffset = z.coerce
  .number({ error: messages.jsaTimezoneOffset })
  .min(-14, messages.jsaTimezoneOffset)
  .max(14, messages.jsaTimezoneOffset)
  .default(0);
