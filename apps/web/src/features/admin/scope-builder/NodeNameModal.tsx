import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../app/api.ts';
import { useSaveScopeNode } from './scope-builder.queries.ts';

/** What the name dialog does: add an item under a parent (null: top level), or rename one. */
export type NameEdit =
  | { kind: 'add'; parentId: number | null; parentName: string | null }
  | { kind: 'rename'; scopeBuilderId: number; itemName: string };

export function NodeNameModal({ edit, onClose }: { edit: NameEdit; onClose: () => void }) {
  const save = useSaveScopeNode();
  const [name, setName] = useState(edit.kind === 'rename' ? edit.itemName : '');
  const [failure, setFailure] = useState('');
  const title =
    edit.kind === 'rename'
      ? `Rename ${edit.itemName}`
      : edit.parentName
        ? `Add under ${edit.parentName}`
        : 'Add Top-Level Item';
  const submit = () => {
    if (!name.trim()) return setFailure(messages.scopeNodeNameRequired);
    const body =
      edit.kind === 'rename'
        ? { scopeBuilderId: edit.scopeBuilderId, itemName: name }
        : { parentId: edit.parentId, itemName: name };
    save.mutate(body, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message });
        onClose();
      },
      onError: (err) => setFailure(err instanceof ApiError ? err.message : messages.unknown),
    });
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Item Name"
            withAsterisk
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
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
