import { editScopeItemBody, type ScopeItem } from '@fieldbook/contract/hand-off';
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FailureAlert, useContractForm } from '../../../ui/contract-form.tsx';
import { useEditScopeItem } from './hand-off.queries.ts';

const scopeItemFields = editScopeItemBody.omit({ scopeItemID: true });

/** Edits a scope item's quantity (minimum 0) and description. */
export function EditScopeItemModal({ jobId, item, onClose }: { jobId: number; item: ScopeItem; onClose: () => void }) {
  const edit = useEditScopeItem(jobId);
  const { form, failure, onSubmit } = useContractForm(scopeItemFields, {
    initialValues: { quantity: item.quantity, description: item.description },
  });
  const save = onSubmit(async (fields) => {
    const res = await edit.mutateAsync({ ...fields, scopeItemID: item.scopeItemId });
    notifications.show({ color: 'green', message: res.message });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={`Edit ${item.name}`} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <NumberInput
            label="Quantity"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps('description')} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
