// The inventory assets area's public entry: `@fieldbook/contract/inventory-assets` and index.ts export
// what it exports, so importers never name a part. Its parts live in the folder inventory-assets/, one
// file per sub-resource, rather than beside it as inventory-assets-*.ts: src/ keeps one file per area
// (docs/contributing.md "One name per area"), so a part is never taken for an area of its own, and
// internal.ts, which the parts share, stays out of this entry.
//
// Serialized assets (spec 4 §2 "Assets", §3 "Asset", "Repair payloads", "Asset failure form", §4, §5,
// §7 "Assets"): the list, profile, editor, creation, repair, decommissioning, failure reports with
// photos, and (designed here) QR label sheets with a lookup by the label's payload. The meter type
// list is in inventory.ts; technicians come from /User/UserList (users.ts).

import {
  assetAtJob,
  assetList,
  assetListExport,
  assetProfileCall,
  assetTypeList,
  createAsset,
  getAsset,
  outForRepairList,
  saveAsset,
} from './inventory-assets/assets.ts';
import { calibrationDueList } from './inventory-assets/calibration.ts';
import {
  deleteFailurePhoto,
  failureFormList,
  failureFormListExport,
  failureJobHistory,
  getFailureForm,
  getFailurePhoto,
  saveFailureForm,
  uploadFailurePhoto,
} from './inventory-assets/failures.ts';
import { assetByLabel, assetLabels } from './inventory-assets/labels.ts';
import { checkInRepairedAsset, decommissionAsset, repairAsset } from './inventory-assets/state-changes.ts';

export * from './inventory-assets/assets.ts';
export * from './inventory-assets/calibration.ts';
export * from './inventory-assets/failures.ts';
export * from './inventory-assets/labels.ts';
export * from './inventory-assets/state-changes.ts';

/** Every endpoint of the area: the server binds them from here (domains/inventory/assets.routes.ts). */
export const inventoryAssetEndpoints = {
  assetList,
  assetListExport,
  outForRepairList,
  assetProfileCall,
  getAsset,
  saveAsset,
  createAsset,
  assetTypeList,
  decommissionAsset,
  repairAsset,
  checkInRepairedAsset,
  assetAtJob,
  failureJobHistory,
  saveFailureForm,
  getFailureForm,
  failureFormList,
  failureFormListExport,
  uploadFailurePhoto,
  getFailurePhoto,
  deleteFailurePhoto,
  assetLabels,
  assetByLabel,
  calibrationDueList,
};
