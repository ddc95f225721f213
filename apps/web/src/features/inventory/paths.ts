import { useLocation } from 'react-router';

/**
 * Where the inventory screens sit: /Inventory, or /Admin/Inventory where administrators adjust stock
 * (spec 4 §2: the same screens under /Admin/Inventory/...). Links stay under the base the user came
 * through.
 */
export function useInventoryPaths() {
  const { pathname } = useLocation();
  const admin = /^\/Admin\/Inventory(\/|$)/i.test(pathname);
  const base = admin ? '/Admin/Inventory' : '/Inventory';
  return {
    admin,
    base,
    yards: `${base}/Yard`,
    yard: (yardId: number) => `${base}/Yard/${yardId}`,
    jobs: `${base}/Job`,
    job: (jobId: number) => `${base}/Job/${jobId}`,
    asset: (id: number) => `${base}/Asset/${id}`,
    jobReadyItems: `${base}/JobReadyInventoryItems`,
    bulkItems: `${base}/BulkItems`,
    categories: `${base}/InventoryCategory`,
    audit: `${base}/Audit`,
  };
}

/** The administrative screens: a yard's and a job's adjustment. */
export const adminYard = (yardId: number) => `/Admin/Inventory/Yard/${yardId}`;
export const adminJob = (jobId: number) => `/Admin/Inventory/Job/${jobId}`;
