import type { BulkItem, InventoryCategory, JobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import type { useInventoryPaths } from '../paths.ts';
import { useDeleteBulkItem, useDeleteCategory, useDeleteJobReadyItem } from './catalogue.queries.ts';

/**
 * One kind of catalogue record as its list screen and its editor both name and reach it, so the two
 * say the same words: 'Job Ready Items' and 'Create Job Ready Item' on the list, 'Edit Job Ready Item'
 * and 'Back to Job Ready Items' on the editor, 'Delete the job-ready item "…"?' on both.
 */
export interface CatalogueKind<T> {
  /** One record in title case: 'Bulk Item'. */
  title: string;
  /** The list's title: 'Bulk Items'. */
  plural: string;
  /** One record in running text: 'bulk item'. */
  what: string;
  /** The list's address among the inventory paths; its editor is {list}/{id}. */
  list: keyof Pick<ReturnType<typeof useInventoryPaths>, 'jobReadyItems' | 'bulkItems' | 'categories'>;
  name: (record: T) => string;
  id: (record: T) => number;
  useDelete: () => { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };
}

export const jobReadyItemKind: CatalogueKind<JobReadyItem> = {
  title: 'Job Ready Item',
  plural: 'Job Ready Items',
  what: 'job-ready item',
  list: 'jobReadyItems',
  name: (item) => item.itemName,
  id: (item) => item.jobReadyItemId,
  useDelete: useDeleteJobReadyItem,
};

export const bulkItemKind: CatalogueKind<BulkItem> = {
  title: 'Bulk Item',
  plural: 'Bulk Items',
  what: 'bulk item',
  list: 'bulkItems',
  name: (item) => item.bulkItemName,
  id: (item) => item.inventoryBulkItemId,
  useDelete: useDeleteBulkItem,
};

export const categoryKind: CatalogueKind<InventoryCategory> = {
  title: 'Category',
  plural: 'Categories',
  what: 'category',
  list: 'categories',
  name: (category) => category.name,
  id: (category) => category.inventoryCategoryId,
  useDelete: useDeleteCategory,
};
