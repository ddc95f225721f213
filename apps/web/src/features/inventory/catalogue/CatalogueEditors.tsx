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
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { EditorScreen, RecordForm, useRecordEditor } from '../../../shared/ui/RecordPage.tsx';
import { useInventoryPaths } from '../paths.ts';
import { CatalogueTabs } from './CatalogueList.tsx';
import {
  useBulkItem,
  useCategories,
  useCategory,
  useJobReadyItem,
  useSaveBulkItem,
  useSaveCategory,
  useSaveJobReadyItem,
} from './catalogue.queries.ts';
import { bulkItemKind, type CatalogueKind, categoryKind, jobReadyItemKind } from './catalogue-kinds.ts';

type Answer = { message: string };
type BodySchema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * What sets one catalogue editor apart beyond its kind (whose names give every text of the screen);
 * the screen, its form, the save and the deletion are the same for all three (CatalogueEditor).
 */
interface CatalogueEditorSpec<T, S extends BodySchema> {
  kind: CatalogueKind<T>;
  notFoundMessage: string;
  body: S;
  initialValues: (saved: T | null) => z.input<S>;
  fields: (form: UseFormReturnType<z.input<S>>) => ReactNode;
  useRecord: (id: number | null) => { data?: T; isPending: boolean; error: Error | null };
  useSave: () => { mutateAsync: (body: z.output<S>) => Promise<Answer>; isPending: boolean };
}

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

/** An item's fields: its name (up to 200 characters) and its category. */
const itemFields =
  <V extends { inventoryCategoryId?: number }>(label: string, name: keyof V & string) =>
  (form: UseFormReturnType<V>) => (
    <>
      <TextInput label={label} withAsterisk maxLength={200} {...form.getInputProps(name)} />
      <CategorySelect form={form} />
    </>
  );

/** A catalogue record's editor under the catalogue's tabs ({base}/{list}/{id}; 'new' creates). */
function CatalogueEditor<T, S extends BodySchema>({ spec }: { spec: CatalogueEditorSpec<T, S> }) {
  const paths = useInventoryPaths();
  const { kind } = spec;
  return (
    <Stack>
      <CatalogueTabs />
      <EditorScreen
        useRecord={spec.useRecord}
        titles={{ new: `Create ${kind.title}`, edit: `Edit ${kind.title}` }}
        notFoundMessage={spec.notFoundMessage}
        loadingLabel={`Loading ${kind.what}…`}
        back={{ to: paths[kind.list], label: `Back to ${kind.plural}` }}
        form={(saved) => <CatalogueForm spec={spec} saved={saved} listTo={paths[kind.list]} />}
      />
    </Stack>
  );
}

/**
 * A catalogue record's form: its fields over the contract's request schema, Save, Cancel and, for a
 * saved record, Delete, which asks 'Delete the {what} "{name}"?' first.
 */
function CatalogueForm<T, S extends BodySchema>(props: {
  spec: CatalogueEditorSpec<T, S>;
  saved: T | null;
  listTo: string;
}) {
  const { spec, saved, listTo } = props;
  const { kind } = spec;
  const save = spec.useSave();
  const remove = kind.useDelete();
  const contractForm = useContractForm(spec.body, { initialValues: spec.initialValues(saved) });
  const name = saved && kind.name(saved);
  const lower = kind.title.toLowerCase();
  const editor = useRecordEditor({
    listTo,
    setFailure: contractForm.setFailure,
    deletion: saved && {
      title: `Delete ${name}`,
      message: `Delete the ${kind.what} "${name}"? This cannot be undone.`,
      run: () => remove.mutateAsync(kind.id(saved)),
    },
    deleting: remove.isPending,
  });
  return (
    <RecordForm
      label={saved ? `${kind.title[0]}${lower.slice(1)} ${name}` : `New ${lower}`}
      onSubmit={contractForm.onSubmit(async (body) => editor.done(await save.mutateAsync(body)))}
      failure={contractForm.failure}
      saving={save.isPending}
      actions={editor.actions}
    >
      {spec.fields(contractForm.form)}
    </RecordForm>
  );
}

const jobReadyItem: CatalogueEditorSpec<JobReadyItem, typeof saveJobReadyItemBody> = {
  kind: jobReadyItemKind,
  notFoundMessage: messages.jobReadyItemNotFound,
  body: saveJobReadyItemBody,
  initialValues: (saved) => ({
    inventoryJobReadyItemId: saved?.jobReadyItemId ?? 0,
    itemName: saved?.itemName ?? '',
    inventoryCategoryId: saved?.inventoryCategoryId ?? 0,
  }),
  fields: itemFields('Item Name', 'itemName'),
  useRecord: useJobReadyItem,
  useSave: useSaveJobReadyItem,
};

const bulkItem: CatalogueEditorSpec<BulkItem, typeof saveBulkItemBody> = {
  kind: bulkItemKind,
  notFoundMessage: messages.bulkItemNotFound,
  body: saveBulkItemBody,
  initialValues: (saved) => ({
    inventoryBulkItemId: saved?.inventoryBulkItemId ?? 0,
    bulkItemName: saved?.bulkItemName ?? '',
    inventoryCategoryId: saved?.inventoryCategoryId ?? 0,
  }),
  fields: itemFields('Bulk Item Name', 'bulkItemName'),
  useRecord: useBulkItem,
  useSave: useSaveBulkItem,
};

const category: CatalogueEditorSpec<InventoryCategory, typeof saveInventoryCategoryBody> = {
  kind: categoryKind,
  notFoundMessage: messages.categoryNotFound,
  body: saveInventoryCategoryBody,
  initialValues: (saved) => ({ inventoryCategoryId: saved?.inventoryCategoryId ?? 0, name: saved?.name ?? '' }),
  fields: (form) => <TextInput label="Category Name" withAsterisk maxLength={100} {...form.getInputProps('name')} />,
  useRecord: useCategory,
  useSave: useSaveCategory,
};

/** {base}/JobReadyInventoryItems/{id}; 'new' creates. */
export const JobReadyItemScreen = () => <CatalogueEditor spec={jobReadyItem} />;

/** {base}/BulkItems/{id}; 'new' creates. */
export const BulkItemScreen = () => <CatalogueEditor spec={bulkItem} />;

/** {base}/InventoryCategory/{id}; 'new' creates. */
export const CategoryScreen = () => <CatalogueEditor spec={category} />;
