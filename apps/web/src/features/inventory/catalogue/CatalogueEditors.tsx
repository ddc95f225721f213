import {
  type BulkItem,
  type InventoryCategory,
  type JobReadyItem,
  saveBulkItemBody,
  saveInventoryCategoryBody,
  saveJobReadyItemBody,
} from '@fieldbook/contract/inventory-catalogue';
import { messages } from '@fieldbook/contract/messages';
import { Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentProps, FormEvent } from 'react';
import { useContractForm } from '../../../ui/contract-form.tsx';
import { EditorScreen, RecordForm, useRecordEditor } from '../../../ui/RecordPage.tsx';
import { useInventoryPaths } from '../paths.ts';
import { CatalogueTabs } from './CatalogueList.tsx';
import {
  useBulkItem,
  useCategories,
  useCategory,
  useDeleteBulkItem,
  useDeleteCategory,
  useDeleteJobReadyItem,
  useJobReadyItem,
  useSaveBulkItem,
  useSaveCategory,
  useSaveJobReadyItem,
} from './catalogue.queries.ts';

/** The category choice of an item's editor ('Please select a category.' until one is chosen). */
function CategorySelect<V extends { inventoryCategoryId?: number }>({ form }: { form: UseFormReturnType<V> }) {
  const categories = useCategories();
  const value = form.values.inventoryCategoryId;
  return (
    <Select
      label="Category"
      withAsterisk
      placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
      data={(categories.data ?? []).map((c) => ({ value: String(c.inventoryCategoryId), label: c.name }))}
      value={value ? String(value) : null}
      onChange={(v) => form.setFieldValue('inventoryCategoryId' as never, (v ? Number(v) : 0) as never)}
      error={form.errors.inventoryCategoryId}
      nothingFoundMessage={messages.noCategoriesExist}
      searchable
    />
  );
}

/** A catalogue record's editor under the catalogue's tabs. */
function CatalogueEditorScreen<T>(props: ComponentProps<typeof EditorScreen<T>>) {
  return (
    <Stack>
      <CatalogueTabs />
      <EditorScreen {...props} />
    </Stack>
  );
}

/** A saved record's deletion: 'Delete {name}', the question naming what it is, and the call. */
const deletionOf = (what: string, name: string, run: () => Promise<{ message: string }>) => ({
  title: `Delete ${name}`,
  message: `Delete the ${what} "${name}"? This cannot be undone.`,
  run,
});

type Answer = { message: string };

/**
 * The save and delete of a catalogue record's form: the props of its RecordForm (submit, failure,
 * saving, Cancel/Delete) from the contract form, its calls and, for a saved record, what deleting it
 * asks.
 */
function useCatalogueRecord<B>(
  contractForm: Pick<ReturnType<typeof useContractForm>, 'failure' | 'setFailure'> & {
    onSubmit: (handler: (body: B) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  },
  options: {
    listTo: string;
    save: { mutateAsync: (body: B) => Promise<Answer>; isPending: boolean };
    remove: { isPending: boolean };
    deletion: ReturnType<typeof deletionOf> | null;
  },
) {
  const { listTo, save, remove, deletion } = options;
  const editor = useRecordEditor({ listTo, setFailure: contractForm.setFailure, deletion, deleting: remove.isPending });
  return {
    onSubmit: contractForm.onSubmit(async (body) => editor.done(await save.mutateAsync(body))),
    failure: contractForm.failure,
    saving: save.isPending,
    actions: editor.actions,
  };
}

/** {base}/JobReadyInventoryItems/{id}; 'new' creates. */
export function JobReadyItemScreen() {
  const paths = useInventoryPaths();
  return (
    <CatalogueEditorScreen
      useRecord={useJobReadyItem}
      titles={{ new: 'Create Job Ready Item', edit: 'Edit Job Ready Item' }}
      notFoundMessage={messages.jobReadyItemNotFound}
      loadingLabel="Loading job-ready item…"
      back={{ to: paths.jobReadyItems, label: 'Back to Job Ready Items' }}
      form={(saved) => <JobReadyItemForm saved={saved} />}
    />
  );
}

function JobReadyItemForm({ saved }: { saved: JobReadyItem | null }) {
  const remove = useDeleteJobReadyItem();
  const contractForm = useContractForm(saveJobReadyItemBody, {
    initialValues: {
      inventoryJobReadyItemId: saved?.jobReadyItemId ?? 0,
      itemName: saved?.itemName ?? '',
      inventoryCategoryId: saved?.inventoryCategoryId ?? 0,
    },
  });
  const record = useCatalogueRecord(contractForm, {
    listTo: useInventoryPaths().jobReadyItems,
    save: useSaveJobReadyItem(),
    remove,
    deletion: saved && deletionOf('job-ready item', saved.itemName, () => remove.mutateAsync(saved.jobReadyItemId)),
  });
  return (
    <RecordForm label={saved ? `Job ready item ${saved.itemName}` : 'New job ready item'} {...record}>
      <TextInput label="Item Name" withAsterisk maxLength={200} {...contractForm.form.getInputProps('itemName')} />
      <CategorySelect form={contractForm.form} />
    </RecordForm>
  );
}

/** {base}/BulkItems/{id}; 'new' creates. */
export function BulkItemScreen() {
  const paths = useInventoryPaths();
  return (
    <CatalogueEditorScreen
      useRecord={useBulkItem}
      titles={{ new: 'Create Bulk Item', edit: 'Edit Bulk Item' }}
      notFoundMessage={messages.bulkItemNotFound}
      loadingLabel="Loading bulk item…"
      back={{ to: paths.bulkItems, label: 'Back to Bulk Items' }}
      form={(saved) => <BulkItemForm saved={saved} />}
    />
  );
}

function BulkItemForm({ saved }: { saved: BulkItem | null }) {
  const remove = useDeleteBulkItem();
  const contractForm = useContractForm(saveBulkItemBody, {
    initialValues: {
      inventoryBulkItemId: saved?.inventoryBulkItemId ?? 0,
      bulkItemName: saved?.bulkItemName ?? '',
      inventoryCategoryId: saved?.inventoryCategoryId ?? 0,
    },
  });
  const record = useCatalogueRecord(contractForm, {
    listTo: useInventoryPaths().bulkItems,
    save: useSaveBulkItem(),
    remove,
    deletion: saved && deletionOf('bulk item', saved.bulkItemName, () => remove.mutateAsync(saved.inventoryBulkItemId)),
  });
  return (
    <RecordForm label={saved ? `Bulk item ${saved.bulkItemName}` : 'New bulk item'} {...record}>
      <TextInput
        label="Bulk Item Name"
        withAsterisk
        maxLength={200}
        {...contractForm.form.getInputProps('bulkItemName')}
      />
      <CategorySelect form={contractForm.form} />
    </RecordForm>
  );
}

/** {base}/InventoryCategory/{id}; 'new' creates. */
export function CategoryScreen() {
  const paths = useInventoryPaths();
  return (
    <CatalogueEditorScreen
      useRecord={useCategory}
      titles={{ new: 'Create Category', edit: 'Edit Category' }}
      notFoundMessage={messages.categoryNotFound}
      loadingLabel="Loading category…"
      back={{ to: paths.categories, label: 'Back to Categories' }}
      form={(saved) => <CategoryForm saved={saved} />}
    />
  );
}

function CategoryForm({ saved }: { saved: InventoryCategory | null }) {
  const remove = useDeleteCategory();
  const contractForm = useContractForm(saveInventoryCategoryBody, {
    initialValues: { inventoryCategoryId: saved?.inventoryCategoryId ?? 0, name: saved?.name ?? '' },
  });
  const record = useCatalogueRecord(contractForm, {
    listTo: useInventoryPaths().categories,
    save: useSaveCategory(),
    remove,
    deletion: saved && deletionOf('category', saved.name, () => remove.mutateAsync(saved.inventoryCategoryId)),
  });
  return (
    <RecordForm label={saved ? `Category ${saved.name}` : 'New category'} {...record}>
      <TextInput label="Category Name" withAsterisk maxLength={100} {...contractForm.form.getInputProps('name')} />
    </RecordForm>
  );
}
