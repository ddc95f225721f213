import type { ScopeItem } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../app/api.ts';
import { useEditScopeItem } from './hand-off.queries.ts';

/** Edits a scope item's quantity (minimum 0) and description. */
export function EditScopeItemModal({ jobId, item, onClose }: { jobId: number; item: ScopeItem; onClose: () => void }) {
  const edit = useEditScopeItem(jobId);
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const [description, setDescription] = useState(item.description);
  const [failure, setFailure] = useState('');
  const save = () => {
    if (!description.trim()) return setFailure(messages.scopeDescriptionRequired);
    if (typeof quantity !== 'number' || quantity < 0) return setFailure(messages.scopeQuantityInvalid);
    setFailure('');
    edit.mutate(
      { scopeItemID: item.scopeItemId, quantity, description },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'green', message: res.message });
          onClose();
        },
        onError: (err) => setFailure(err instanceof ApiError ? err.message : messages.unknown),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Edit ${item.name}`} centered>
      <Stack gap="sm">
        <NumberInput
          label="Quantity"
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={quantity}
          onChange={setQuantity}
        />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
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
          <Button onClick={save} loading={edit.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
