import { editScopeItemBody, type ScopeItem } from '@fieldbook/contract/hand-off';
import { NumberInput, Textarea } from '@mantine/core';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { closeWith, FormModal } from '../../../shared/ui/FormModal.tsx';
import { useEditScopeItem } from './hand-off.queries.ts';

const scopeItemFields = editScopeItemBody.omit({ scopeItemID: true });

/** Edits a scope item's quantity (minimum 0) and description. */
export function EditScopeItemModal({ jobId, item, onClose }: { jobId: number; item: ScopeItem; onClose: () => void }) {
  const edit = useEditScopeItem(jobId);
  const { form, failure, onSubmit } = useContractForm(scopeItemFields, {
    initialValues: { quantity: item.quantity, description: item.description },
  });
  const save = onSubmit((fields) =>
    edit.mutateAsync({ ...fields, scopeItemID: item.scopeItemId }).then(closeWith(onClose)),
  );
  return (
    <FormModal
      title={`Edit ${item.name}`}
      onClose={onClose}
      onSubmit={save}
      failure={failure}
      saving={edit.isPending}
      gap="sm"
    >
      <NumberInput
        label="Quantity"
        min={0}
        allowNegative={false}
        allowDecimal={false}
        {...form.getInputProps('quantity')}
      />
      <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}
