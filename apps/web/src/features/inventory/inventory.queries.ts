import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  activeJobsWithInventoryWithAccount,
  adjustBulkJobInventory,
  adjustJobReadyJobInventory,
  adjustYardInventory,
  createYard,
  getBulkJobInventory,
  getJobInventory,
  getJobInventoryProfile,
  getJobReadyJobInventory,
  getYardInventory,
  inventoryAudit,
  jobAssets,
  type StockLocationKind,
  yardAssets,
  yardList,
} from '@fieldbook/contract/inventory-stock';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../shared/api/api.ts';

/** Everything that shows stock: refreshed after any adjustment. */
const STOCK = 'inventory-stock';

export const useYards = () =>
  useQuery({ queryKey: ['inventory-yards'], queryFn: () => call(yardList).then((r) => r.data) });

export function useCreateYard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createYard>) => call(createYard, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['inventory-yards'] }),
  });
}

export const useYardInventory = (yardId: number | null) =>
  useQuery({
    queryKey: [STOCK, 'yard', yardId],
    queryFn: () => call(getYardInventory, { query: { YardId: yardId as number } }).then((r) => r.data),
    enabled: yardId !== null,
  });

/**
 * The pages of a yard's or a job's assets after the first (the inventory's `assetsNext`): nothing is
 * asked until `refetch()` (the first 'Load More'), then `fetchNextPage` while `hasNextPage`.
 */
export const useAssetPages = (place: { kind: StockLocationKind; id: number }, firstNext: string | null) =>
  useInfiniteQuery({
    queryKey: [STOCK, place.kind, place.id, 'assets', firstNext],
    queryFn: ({ pageParam }) => {
      const after = pageParam as string;
      return place.kind === 'yard'
        ? call(yardAssets, { query: { YardId: place.id, after } })
        : call(jobAssets, { query: { JobId: place.id, after } });
    },
    initialPageParam: firstNext,
    getNextPageParam: (last) => last.next,
    enabled: false,
  });

export const useInventoryJobs = () =>
  useQuery({
    queryKey: [STOCK, 'jobs'],
    queryFn: () => call(activeJobsWithInventoryWithAccount).then((r) => r.data),
  });

export const useJobInventory = (jobId: number | null) =>
  useQuery({
    queryKey: [STOCK, 'job', jobId],
    queryFn: () => call(getJobInventory, { query: { JobId: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null,
  });

export const useJobInventoryProfile = (jobId: number) =>
  useQuery({
    queryKey: [STOCK, 'job-profile', jobId],
    queryFn: () => call(getJobInventoryProfile, { query: { id: jobId } }).then((r) => r.data),
  });

export const useJobReadyJobInventory = (jobId: number | null) =>
  useQuery({
    queryKey: [STOCK, 'job-ready-admin', jobId],
    queryFn: () => call(getJobReadyJobInventory, { query: { id: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null,
  });

export const useBulkJobInventory = (jobId: number | null) =>
  useQuery({
    queryKey: [STOCK, 'bulk-admin', jobId],
    queryFn: () => call(getBulkJobInventory, { query: { id: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null,
  });

/** An adjustment refreshes every stock view and the audit. */
function useAdjust<B, A>(send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [STOCK] }),
        client.invalidateQueries({ queryKey: ['inventory-audit'] }),
      ]),
  });
}

export const useAdjustYard = () =>
  useAdjust((body: BodyOf<typeof adjustYardInventory>) => call(adjustYardInventory, { body }));
export const useAdjustJobReady = () =>
  useAdjust((body: BodyOf<typeof adjustJobReadyJobInventory>) => call(adjustJobReadyJobInventory, { body }));
export const useAdjustJobBulk = () =>
  useAdjust((body: BodyOf<typeof adjustBulkJobInventory>) => call(adjustBulkJobInventory, { body }));

/**
 * The audit, newest first: the latest movements (amount 0), or once asked every movement (amount 1),
 * a page at a time: `fetchNextPage` loads the next page while `hasNextPage`. `data` is every row
 * loaded so far.
 */
export function useInventoryAudit(all: boolean) {
  const pages = useInfiniteQuery({
    queryKey: ['inventory-audit', all],
    queryFn: ({ pageParam }) =>
      call(inventoryAudit, { query: { amount: all ? '1' : '0', ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const data = useMemo(() => pages.data?.pages.flatMap((p) => p.data), [pages.data]);
  return { ...pages, data, more: pages.data?.pages.at(-1)?.more ?? false };
}
