import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  bulkItemList,
  deleteBulkItem,
  deleteInventoryCategory,
  deleteJobReadyItem,
  getBulkItem,
  getInventoryCategory,
  getJobReadyItem,
  inventoryCategoryList,
  jobReadyItemList,
  saveBulkItem,
  saveInventoryCategory,
  saveJobReadyItem,
} from '@fieldbook/contract/inventory-catalogue';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../../shared/ui/record-queries.ts';

const categoryKeys = { list: 'inventory-categories', record: 'inventory-category' };
const jobReadyKeys = { list: 'job-ready-items', record: 'job-ready-item' };
const bulkKeys = { list: 'bulk-items', record: 'bulk-item' };

// --- categories

export const useCategories = () =>
  useQuery({ queryKey: [categoryKeys.list], queryFn: () => call(inventoryCategoryList).then((r) => r.data) });

export const useCategory = (id: number | null) =>
  useRecordForEdit(categoryKeys, id, (id) => call(getInventoryCategory, { query: { id } }).then((r) => r.data));

export const useSaveCategory = () =>
  useSaveRecord(
    categoryKeys,
    (body: BodyOf<typeof saveInventoryCategory>) => call(saveInventoryCategory, { body }),
    (answer) => answer.inventoryCategoryId,
  );

export const useDeleteCategory = () =>
  useDeleteRecord(categoryKeys, (id) => call(deleteInventoryCategory, { query: { id } }));

// --- job-ready items

export const useJobReadyItems = () =>
  useQuery({ queryKey: [jobReadyKeys.list], queryFn: () => call(jobReadyItemList).then((r) => r.data) });

export const useJobReadyItem = (id: number | null) =>
  useRecordForEdit(jobReadyKeys, id, (id) => call(getJobReadyItem, { query: { id } }).then((r) => r.data));

export const useSaveJobReadyItem = () =>
  useSaveRecord(
    jobReadyKeys,
    (body: BodyOf<typeof saveJobReadyItem>) => call(saveJobReadyItem, { body }),
    (answer) => answer.inventoryJobReadyItemId,
  );

export const useDeleteJobReadyItem = () =>
  useDeleteRecord(jobReadyKeys, (id) => call(deleteJobReadyItem, { query: { id } }));

// --- bulk items

export const useBulkItems = () =>
  useQuery({ queryKey: [bulkKeys.list], queryFn: () => call(bulkItemList).then((r) => r.data) });

export const useBulkItem = (id: number | null) =>
  useRecordForEdit(bulkKeys, id, (id) => call(getBulkItem, { query: { id } }).then((r) => r.data));

export const useSaveBulkItem = () =>
  useSaveRecord(
    bulkKeys,
    (body: BodyOf<typeof saveBulkItem>) => call(saveBulkItem, { body }),
    (answer) => answer.inventoryBulkItemId,
  );

export const useDeleteBulkItem = () => useDeleteRecord(bulkKeys, (id) => call(deleteBulkItem, { query: { id } }));
