import { actionNameFields, riskNameFields } from '@fieldbook/contract/forms-safety';
import { TextInput } from '@mantine/core';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { closeWith, FormModal } from '../../../shared/ui/FormModal.tsx';
import {
  useAddPotentialRisk,
  useAddSequenceAction,
  useEditPotentialRisk,
  useEditSequenceAction,
} from './safety.queries.ts';

/** What the dialog does: add a new action or risk, or rename one. */
export type LibraryEdit = { kind: 'action' | 'risk'; id: number | null; name: string };

/** Add or rename a sequence action. */
export function ActionNameModal({ edit, onClose }: { edit: LibraryEdit; onClose: () => void }) {
  const add = useAddSequenceAction();
  const rename = useEditSequenceAction();
  const { form, failure, onSubmit } = useContractForm(actionNameFields, { initialValues: { action: edit.name } });
  const submit = onSubmit(async ({ action }) =>
    closeWith(onClose)(
      edit.id === null
        ? await add.mutateAsync({ action })
        : await rename.mutateAsync({ sequenceActionId: edit.id, action }),
    ),
  );
  return (
    <FormModal
      title={edit.id === null ? 'Add Action' : 'Edit Action'}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      saving={add.isPending || rename.isPending}
      gap="sm"
    >
      <TextInput label="Action" withAsterisk data-autofocus {...form.getInputProps('action')} />
    </FormModal>
  );
}

/** Add or rename a potential risk. */
export function RiskNameModal({ edit, onClose }: { edit: LibraryEdit; onClose: () => void }) {
  const add = useAddPotentialRisk();
  const rename = useEditPotentialRisk();
  const { form, failure, onSubmit } = useContractForm(riskNameFields, { initialValues: { risk: edit.name } });
  const submit = onSubmit(async ({ risk }) =>
    closeWith(onClose)(
      edit.id === null ? await add.mutateAsync({ risk }) : await rename.mutateAsync({ potentialRiskId: edit.id, risk }),
    ),
  );
  return (
    <FormModal
      title={edit.id === null ? 'Add Risk' : 'Edit Risk'}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      saving={add.isPending || rename.isPending}
      gap="sm"
    >
      <TextInput label="Risk" withAsterisk data-autofocus {...form.getInputProps('risk')} />
    </FormModal>
  );
}
