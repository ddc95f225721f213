import { actionNameFields, riskNameFields } from '@fieldbook/contract/forms-safety';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FailureAlert, useContractForm } from '../../../ui/contract-form.tsx';
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
  const submit = onSubmit(async ({ action }) => {
    const answer =
      edit.id === null
        ? await add.mutateAsync({ action })
        : await rename.mutateAsync({ sequenceActionId: edit.id, action });
    notifications.show({ color: 'green', message: answer.message });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={edit.id === null ? 'Add Action' : 'Edit Action'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Action" withAsterisk data-autofocus {...form.getInputProps('action')} />
          <FailureAlert failure={failure} />
          <DialogButtons onClose={onClose} saving={add.isPending || rename.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Add or rename a potential risk. */
export function RiskNameModal({ edit, onClose }: { edit: LibraryEdit; onClose: () => void }) {
  const add = useAddPotentialRisk();
  const rename = useEditPotentialRisk();
  const { form, failure, onSubmit } = useContractForm(riskNameFields, { initialValues: { risk: edit.name } });
  const submit = onSubmit(async ({ risk }) => {
    const answer =
      edit.id === null ? await add.mutateAsync({ risk }) : await rename.mutateAsync({ potentialRiskId: edit.id, risk });
    notifications.show({ color: 'green', message: answer.message });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={edit.id === null ? 'Add Risk' : 'Edit Risk'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Risk" withAsterisk data-autofocus {...form.getInputProps('risk')} />
          <FailureAlert failure={failure} />
          <DialogButtons onClose={onClose} saving={add.isPending || rename.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function DialogButtons({ onClose, saving }: { onClose: () => void; saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
