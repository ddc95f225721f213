import { saveScopeNodeBody } from '@fieldbook/contract/hand-off';
import { TextInput } from '@mantine/core';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { closeWith, FormModal } from '../../../shared/ui/FormModal.tsx';
import { useSaveScopeNode } from './scope-builder.queries.ts';

/** What the name dialog does: add an item under a parent (null: top level), or rename one. */
export type NameEdit =
  | { kind: 'add'; parentId: number | null; parentName: string | null }
  | { kind: 'rename'; scopeBuilderId: number; itemName: string };

export function NodeNameModal({ edit, onClose }: { edit: NameEdit; onClose: () => void }) {
  const save = useSaveScopeNode();
  const { form, failure, onSubmit } = useContractForm(saveScopeNodeBody, {
    initialValues:
      edit.kind === 'rename'
        ? { scopeBuilderId: edit.scopeBuilderId, itemName: edit.itemName }
        : { parentId: edit.parentId, itemName: '' },
  });
  const title =
    edit.kind === 'rename'
      ? `Rename ${edit.itemName}`
      : edit.parentName
        ? `Add under ${edit.parentName}`
        : 'Add Top-Level Item';
  const submit = onSubmit((body) => save.mutateAsync(body).then(closeWith(onClose)));
  return (
    <FormModal title={title} onClose={onClose} onSubmit={submit} failure={failure} saving={save.isPending} gap="sm">
      <TextInput label="Item Name" withAsterisk data-autofocus {...form.getInputProps('itemName')} />
    </FormModal>
  );
}
