import { z } from 'zod';
import { optionalText } from './common.ts';
import { messages } from './messages.ts';

/**
 * Whom a document's PDF is e-mailed to and what the sender writes with it: the same four fields for the
 * field ticket, the JSA, the equipment form and the survey report (the screens share one dialog).
 */
export const pdfMailFields = z.object({
  toAddress: z
    .string({ error: messages.required('Email') })
    .trim()
    .min(1, messages.required('Email'))
    .max(254, messages.invalidEmail)
    .pipe(z.email({ error: messages.invalidEmail })),
  toName: optionalText(200),
  message: optionalText(4000),
  fromName: optionalText(200),
});
export type PdfMailTo = z.input<typeof pdfMailFields>;
