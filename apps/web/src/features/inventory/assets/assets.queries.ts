import type { BodyOf } from '@fieldbook/contract/endpoint';
import { meterTypeList, saveMeterType } from '@fieldbook/contract/inventory';
import {
  assetList,
  assetProfileCall,
  assetTypeList,
  calibrationDueList,
  checkInRepairedAsset,
  createAsset,
  decommissionAsset,
  deleteFailurePhoto,
  failureFormList,
  failureJobHistory,
  getAsset,
  getFailureForm,
  outForRepairList,
  repairAsset,
  saveAsset,
  saveFailureForm,
  uploadFailurePhoto,
} from '@fieldbook/contract/inventory-assets';
import type { AssetSortColumn } from '@fieldbook/contract/inventory-paging';
import { yardList } from '@fieldbook/contract/inventory-stock';
import { userList } from '@fieldbook/contract/users';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

// Assets (keys start 'assets'), their failure reports ('assetFailures') and the option lists.

export interface AssetListFilter {
  sort: AssetSortColumn;
  dir: 'asc' | 'desc';
  search: string;
  outForRepair: boolean;
}

/**
 * The asset list a page at a time, sorted and searched by the server: `fetchNextPage` loads the page
 * after the last one (its `next` cursor) while `hasNextPage`.
 */
export const useAssetPages = (f: AssetListFilter) =>
  useInfiniteQuery({
    queryKey: ['assets', 'list', f],
    queryFn: ({ pageParam }) =>
      call(f.outForRepair ? outForRepairList : assetList, {
        query: {
          sort: f.sort,
          dir: f.dir,
          ...(f.search ? { search: f.search } : {}),
          ...(pageParam ? { after: pageParam } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export const useAssetProfile = (id: number | null) =>
  useQuery({
    queryKey: ['assets', 'profile', id],
    queryFn: () => call(assetProfileCall, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });

export const useAssetEditor = (id: number | null) =>
  useQuery({
    queryKey: ['assets', 'editor', id],
    queryFn: () => call(getAsset, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });

export const useAssetTypes = () =>
  useQuery({ queryKey: ['assetTypes'], queryFn: () => call(assetTypeList).then((r) => r.data), staleTime: 300_000 });

export const useMeterTypes = () =>
  useQuery({ queryKey: ['meterTypes'], queryFn: () => call(meterTypeList).then((r) => r.data), staleTime: 60_000 });

/** Saves a meter type; its assets' calibration due days change with its interval. */
export function useSaveMeterType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveMeterType>) => call(saveMeterType, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['meterTypes'] }),
        client.invalidateQueries({ queryKey: ['assets'] }),
      ]),
  });
}

export const useYards = () =>
  useQuery({ queryKey: ['yards'], queryFn: () => call(yardList).then((r) => r.data), staleTime: 60_000 });

export const useTechnicians = () =>
  useQuery({ queryKey: ['userList'], queryFn: () => call(userList).then((r) => r.data), staleTime: 60_000 });

export const useFailureJobs = (assetId: number) =>
  useQuery({
    queryKey: ['assets', 'failureJobs', assetId],
    queryFn: () => call(failureJobHistory, { query: { assetId } }).then((r) => r.data),
    enabled: assetId > 0,
  });

export const useFailureLog = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: ['assetFailures', 'list', startDate, endDate],
    queryFn: () => call(failureFormList, { query: { startDate, endDate } }).then((r) => r.data),
    enabled: !!startDate && !!endDate,
  });

export const useFailureReport = (id: number | null) =>
  useQuery({
    queryKey: ['assetFailures', 'one', id],
    queryFn: () => call(getFailureForm, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });

/** Every change to an asset refreshes the lists and its pages. */
function useAssetMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }),
  });
}

export const useCreateAsset = () => useAssetMutation((body: BodyOf<typeof createAsset>) => call(createAsset, { body }));
export const useSaveAsset = () => useAssetMutation((body: BodyOf<typeof saveAsset>) => call(saveAsset, { body }));
export const useRepairAsset = () => useAssetMutation((body: BodyOf<typeof repairAsset>) => call(repairAsset, { body }));
export const useCheckInAsset = () =>
  useAssetMutation((body: BodyOf<typeof checkInRepairedAsset>) => call(checkInRepairedAsset, { body }));
export const useDecommission = () => useAssetMutation((id: number) => call(decommissionAsset, { query: { id } }));

export function useSaveFailure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveFailureForm>) => call(saveFailureForm, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['assetFailures'] }),
  });
}

export function useUploadFailurePhoto(failureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('FailureId', String(failureId));
      body.append('file', file, file.name);
      return call(uploadFailurePhoto, { body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['assetFailures', 'one', failureId] }),
  });
}

export function useDeleteFailurePhoto(failureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (PhotoId: number) => call(deleteFailurePhoto, { query: { PhotoId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['assetFailures', 'one', failureId] }),
  });
}

/** Meters due for calibration within 30 days, overdue or never calibrated (Inventory → Calibration due). */
export const useCalibrationDueList = () =>
  useQuery({
    queryKey: ['calibrationDue'],
    queryFn: () => call(calibrationDueList).then((r) => r.data),
  });
