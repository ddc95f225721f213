import { saveScopeNodeBody } from '@fieldbook/contract/hand-off';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FailureAlert, useContractForm } from '../../../ui/contract-form.tsx';
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
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Item Name" withAsterisk data-autofocus {...form.getInputProps('itemName')} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
