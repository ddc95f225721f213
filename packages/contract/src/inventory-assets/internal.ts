import { z } from 'zod';
import { INT_MAX } from '../common.ts';

// What the asset files share and the area does not export (../inventory-assets.ts leaves this file out).

export const VIEW = ['inventory.view', 'inventory.assets'] as const;
export const EDIT = 'inventory.assets';

/** A chosen record's id, with the message shown when none is chosen. */
export const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);
