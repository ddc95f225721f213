// Working without a signal (the installable shell of apps/web/src/shared/pwa/; its texts: messages/offline.ts),
// and the protocol between the device's outbox and the server (docs/api.md, "Retrying writes safely").

import { z } from 'zod';
import { int } from './common.ts';
import { messages } from './messages.ts';

/**
 * Below this much storage left to Fieldbook on a device (the browser's quota less what it uses), the
 * field screens warn before more work is kept there: 50 MB, about ten photos from a phone's camera.
 */
export const STORAGE_LOW_BYTES = 50 * 1024 * 1024;

/** The request header of a `once` endpoint: a uuid the device made for one write, sent with every try. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The response header on an answer the server stored for that key and sends again: 'true'. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

/** A form's version: 1 when created, one more at every save that changes it. */
export const formVersion = int().min(1);
/**
 * The version the device last saw, in a versioned form's save. Absent: saved whatever changed since.
 * Equal to the current version: saved. Different: 409 with `editConflictAnswer`, nothing saved.
 */
export const baseVersion = z.number().int().min(1).max(2147483647).optional();

/**
 * The 409 a versioned save answers when `baseVersion` is not the current version: the record exactly
 * as its read call answers it, and who changed it last and when (ISO).
 */
export const editConflictAnswer = <S extends z.ZodType>(record: S) =>
  z.object({
    success: z.literal(false),
    message: z.literal(messages.editConflict),
    current: record,
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  });
