import { messages } from '@fieldbook/contract/messages';
import { useInventoryPaths } from '../paths.ts';
import { CatalogueList, type CatalogueRow } from './CatalogueList.tsx';
import {
  useBulkItems,
  useCategories,
  useDeleteBulkItem,
  useDeleteCategory,
  useDeleteJobReadyItem,
  useJobReadyItems,
} from './catalogue.queries.ts';

/** What sets one catalogue's list screen apart: its words, its address, its calls and how a row reads. */
interface CatalogueScreen<T> {
  title: string;
  label: string;
  path: (paths: ReturnType<typeof useInventoryPaths>) => string;
  createLabel: string;
  empty: string;
  withCategory: boolean;
  /** What the confirmation calls an entry: 'the job-ready item'. */
  kind: string;
  useList: () => { isPending: boolean; error: Error | null; data?: T[] };
  useDelete: () => { mutateAsync: (id: number) => Promise<{ message: string }> };
  row: (item: T) => CatalogueRow;
}

function catalogueScreen<T>({ path, useList, useDelete, row, ...words }: CatalogueScreen<T>) {
  return function CatalogueScreen() {
    const paths = useInventoryPaths();
    const list = useList();
    const remove = useDelete();
    return (
      <CatalogueList
        {...words}
        to={path(paths)}
        query={{ ...list, data: list.data?.map(row) }}
        remove={remove.mutateAsync}
      />
    );
  };
}

/** {base}/JobReadyInventoryItems: the job-ready items with their category. */
export const JobReadyItemsScreen = catalogueScreen({
  title: 'Job Ready Items',
  label: 'Job-ready items',
  path: (p) => p.jobReadyItems,
  createLabel: 'Create Job Ready Item',
  empty: 'No job-ready items yet.',
  withCategory: true,
  kind: 'the job-ready item',
  useList: useJobReadyItems,
  useDelete: useDeleteJobReadyItem,
  row: (i) => ({ id: i.jobReadyItemId, name: i.itemName, category: i.category }),
});

/** {base}/BulkItems: the bulk items with their category. */
export const BulkItemsScreen = catalogueScreen({
  title: 'Bulk Items',
  label: 'Bulk items',
  path: (p) => p.bulkItems,
  createLabel: 'Create Bulk Item',
  empty: 'No bulk items yet.',
  withCategory: true,
  kind: 'the bulk item',
  useList: useBulkItems,
  useDelete: useDeleteBulkItem,
  row: (i) => ({ id: i.inventoryBulkItemId, name: i.bulkItemName, category: i.category }),
});

/** {base}/InventoryCategory: the categories; 'No Categories Exist' when there are none. */
export const CategoriesScreen = catalogueScreen({
  title: 'Categories',
  label: 'Categories',
  path: (p) => p.categories,
  createLabel: 'Create Category',
  empty: messages.noCategoriesExist,
  withCategory: false,
  kind: 'the category',
  useList: useCategories,
  useDelete: useDeleteCategory,
  row: (c) => ({ id: c.inventoryCategoryId, name: c.name }),
});
