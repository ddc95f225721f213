import { z } from 'zod';
import { id, int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { EDIT, VIEW } from './internal.ts';

// QR label sheets and the lookup by a label's payload (designed here).

/** The prefix of an asset label's QR payload: `FB-ASSET:{labelCode}`. */
export const ASSET_LABEL_PREFIX = 'FB-ASSET:';

export const assetLabelsBody = z.object({
  assetIds: z.array(id).max(1000).optional(),
  yardId: id.optional(),
});
export const assetLabels = endpoint({
  method: 'POST',
  path: '/AssetInventory/AssetLabels',
  access: EDIT,
  summary:
    'A PDF sheet of QR labels (name, serial number, QR of the label code) for the listed assets, or every active asset of a yard, or every active asset; 404 when there is none.',
  body: assetLabelsBody,
  file: 'pdf',
});
export const assetByLabel = endpoint({
  method: 'GET',
  path: '/AssetInventory/AssetByLabel',
  access: VIEW,
  summary: "The asset a scanned QR label names (code = the label's payload, or a URL ending in it).",
  query: z.object({ code: z.string().trim().min(1).max(500) }),
  response: z.object({ success: z.literal(true), data: z.object({ serializedItemId: int() }) }),
});
