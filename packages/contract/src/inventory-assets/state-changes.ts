import { z } from 'zod';
import { id, okMessage, optionalText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { EDIT, positiveId } from './internal.ts';

// Decommissioning, and sending an asset to repair and checking it in again.

export const decommissionAsset = endpoint({
  method: 'GET',
  path: '/AssetInventory/DecommissionItem',
  access: EDIT,
  summary: 'Decommissions an asset (id = serializedItemId) permanently; 409 when already decommissioned.',
  query: z.object({ id }),
  response: okMessage,
});

export const repairAssetBody = z.object({
  assetId: id,
  repairNote: optionalText(2000),
});
export const repairAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/RepairAsset',
  access: EDIT,
  summary: 'Sends an active asset to repair (assetId, repairNote); 409 when on repair or decommissioned.',
  body: repairAssetBody,
  response: okMessage,
});

export const checkInRepairBody = z.object({
  assetId: id,
  repairNote: optionalText(2000),
  yardId: positiveId(messages.selectYardToCheckInto),
});
export const checkInRepairedAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/CheckInRepairedAsset',
  access: EDIT,
  summary: "Checks a repaired asset in at a yard (assetId, repairNote, yardId: 'Please select a yard to check into.').",
  body: checkInRepairBody,
  response: okMessage,
});
