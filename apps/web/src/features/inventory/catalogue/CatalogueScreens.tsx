import { messages } from '@fieldbook/contract/messages';
import { useInventoryPaths } from '../paths.ts';
import { CatalogueList } from './CatalogueList.tsx';
import {
  useBulkItems,
  useCategories,
  useDeleteBulkItem,
  useDeleteCategory,
  useDeleteJobReadyItem,
  useJobReadyItems,
} from './catalogue.queries.ts';

/** {base}/JobReadyInventoryItems: the job-ready items with their category. */
export function JobReadyItemsScreen() {
  const paths = useInventoryPaths();
  const list = useJobReadyItems();
  const remove = useDeleteJobReadyItem();
  return (
    <CatalogueList
      title="Job Ready Items"
      label="Job-ready items"
      to={paths.jobReadyItems}
      createLabel="Create Job Ready Item"
      query={{
        ...list,
        data: list.data?.map((i) => ({ id: i.jobReadyItemId, name: i.itemName, category: i.category })),
      }}
      empty="No job-ready items yet."
      withCategory
      kind="the job-ready item"
      remove={remove.mutateAsync}
    />
  );
}

/** {base}/BulkItems: the bulk items with their category. */
export function BulkItemsScreen() {
  const paths = useInventoryPaths();
  const list = useBulkItems();
  const remove = useDeleteBulkItem();
  return (
    <CatalogueList
      title="Bulk Items"
      label="Bulk items"
      to={paths.bulkItems}
      createLabel="Create Bulk Item"
      query={{
        ...list,
        data: list.data?.map((i) => ({ id: i.inventoryBulkItemId, name: i.bulkItemName, category: i.category })),
      }}
      empty="No bulk items yet."
      withCategory
      kind="the bulk item"
      remove={remove.mutateAsync}
    />
  );
}

/** {base}/InventoryCategory: the categories; 'No Categories Exist' when there are none. */
export function CategoriesScreen() {
  const paths = useInventoryPaths();
  const list = useCategories();
  const remove = useDeleteCategory();
  return (
    <CatalogueList
      title="Categories"
      label="Categories"
      to={paths.categories}
      createLabel="Create Category"
      query={{ ...list, data: list.data?.map((c) => ({ id: c.inventoryCategoryId, name: c.name })) }}
      empty={messages.noCategoriesExist}
      withCategory={false}
      kind="the category"
      remove={remove.mutateAsync}
    />
  );
}
