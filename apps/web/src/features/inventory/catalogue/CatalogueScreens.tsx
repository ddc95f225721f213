import { messages } from '@fieldbook/contract/messages';
import { useInventoryPaths } from '../paths.ts';
import { CatalogueList } from './CatalogueList.tsx';
import { useBulkItems, useCategories, useJobReadyItems } from './catalogue.queries.ts';
import { bulkItemKind, type CatalogueKind, categoryKind, jobReadyItemKind } from './catalogue-kinds.ts';

/** What sets one catalogue's list screen apart beyond its kind: its table's name, its empty text, its list. */
interface CatalogueScreen<T> {
  kind: CatalogueKind<T>;
  label: string;
  empty: string;
  /** The category column's text of an entry; none for the categories themselves. */
  category?: (item: T) => string;
  useList: () => { isPending: boolean; error: Error | null; data?: T[] };
}

function catalogueScreen<T>({ kind, label, empty, category, useList }: CatalogueScreen<T>) {
  return function CatalogueScreen() {
    const paths = useInventoryPaths();
    const list = useList();
    const remove = kind.useDelete();
    const row = (item: T) => ({ id: kind.id(item), name: kind.name(item), category: category?.(item) });
    return (
      <CatalogueList
        title={kind.plural}
        label={label}
        to={paths[kind.list]}
        createLabel={`Create ${kind.title}`}
        empty={empty}
        withCategory={category !== undefined}
        kind={`the ${kind.what}`}
        query={{ ...list, data: list.data?.map(row) }}
        remove={remove.mutateAsync}
      />
    );
  };
}

/** {base}/JobReadyInventoryItems: the job-ready items with their category. */
export const JobReadyItemsScreen = catalogueScreen({
  kind: jobReadyItemKind,
  label: 'Job-ready items',
  empty: 'No job-ready items yet.',
  category: (item) => item.category,
  useList: useJobReadyItems,
});

/** {base}/BulkItems: the bulk items with their category. */
export const BulkItemsScreen = catalogueScreen({
  kind: bulkItemKind,
  label: 'Bulk items',
  empty: 'No bulk items yet.',
  category: (item) => item.category,
  useList: useBulkItems,
});

/** {base}/InventoryCategory: the categories; 'No Categories Exist' when there are none. */
export const CategoriesScreen = catalogueScreen({
  kind: categoryKind,
  label: 'Categories',
  empty: messages.noCategoriesExist,
  useList: useCategories,
});
