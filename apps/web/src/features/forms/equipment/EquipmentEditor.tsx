import {
  type EquipmentForm,
  equipmentFormFields,
  missingProblemDescriptions,
} from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIsMutating } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRecordItems } from '../../../shared/offline/outbox/index.ts';
import { StorageWarning } from '../../../shared/offline/StorageWarning.tsx';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { StickyActions } from '../../../shared/ui/StickyActions.tsx';
import { EquipmentPdfButtons } from './EquipmentPdfButtons.tsx';
import { EquipmentPhotos, waitingPhotos } from './EquipmentPhotos.tsx';
import { equipmentRecord, photoUploadKey, useSaveEquipmentForm } from './equipment-writes.ts';

/** Checklist rows grouped by category, in the form's order, with each row's index in the list. */
export function byCategory<T extends { categoryName: string }>(rows: T[]) {
  const out: { name: string; rows: { row: T; index: number }[] }[] = [];
  rows.forEach((row, index) => {
    let c = out.find((x) => x.name === row.categoryName);
    if (!c) {
      c = { name: row.categoryName, rows: [] };
      out.push(c);
    }
    c.rows.push({ row, index });
  });
  return out;
}

/**
 * The equipment form editor (spec 3 §2.10): unit number, the checklist by category (an unchecked
 * item needs a description of the problem), comments, the photo sections once the form is saved,
 * Save Form and Submit. Each save goes through the device's outbox: sent at once online (the screen
 * waits for the answer), kept on the device and shown as waiting offline.
 */
export function EquipmentEditor({
  saved,
  jobId,
  stepId,
  base,
}: {
  saved: EquipmentForm;
  jobId: number;
  stepId: number;
  base: string;
}) {
  const navigate = useNavigate();
  const save = useSaveEquipmentForm(jobId, base);
  // A photo on its way to the server is on neither the saved form nor the waiting list for a moment.
  const uploading = useIsMutating({ mutationKey: photoUploadKey(saved.equipmentFormId) }) > 0;
  const queued = useRecordItems(equipmentRecord(saved.equipmentFormId));
  const { form, failure, setFailure, onSubmit } = useContractForm(equipmentFormFields, {
    initialValues: {
      unitNumber: saved.unitNumber,
      comments: saved.comments,
      checkBoxes: saved.checkBoxes.map((c) => ({
        equipmentCheckBoxId: c.equipmentCheckBoxId,
        passed: c.passed,
        comment: c.comment,
      })),
    },
    failureTitle: 'The form was not saved',
  });
  const submitting = useRef(false);

  const send = onSubmit(async (values) => {
    const submit = submitting.current;
    if (submit) {
      const missing = missingProblemDescriptions(values.checkBoxes);
      if (missing.length) {
        form.setErrors(
          Object.fromEntries(missing.map((i) => [`checkBoxes.${i}.comment`, messages.problemDescriptionRequired])),
        );
        setFailure({ title: 'The form was not submitted', message: messages.problemDescriptionRequired });
        return;
      }
      if (
        saved.pictures.some(
          (p) => p.required && p.files.length === 0 && waitingPhotos(queued, p.equipmentPhotoTypeId).length === 0,
        )
      ) {
        setFailure({ title: 'The form was not submitted', message: messages.uploadAllRequiredPhotos });
        return;
      }
    }
    const { id, outcome } = await save.mutateAsync({
      saved,
      values: { ...values, stepId: saved.equipmentFormId ? saved.stepId : stepId, submit },
    });
    if (outcome.status === 'sent') notifications.show({ color: 'green', message: outcome.answer.message });
    else
      notifications.show({
        color: outcome.status === 'conflict' ? 'red' : 'orange',
        message: outcome.status === 'conflict' ? messages.editConflict : messages.savedOnDevice,
      });
    if (submit || saved.equipmentFormId === 0) navigate(`${base}/${id}`);
  });

  const values = form.getValues();
  return (
    <form onSubmit={send} noValidate aria-label="Equipment form">
      <Stack>
        <StorageWarning />
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4">
              {saved.equipmentFormName}
            </Title>
            <WaitingBadge record={equipmentRecord(saved.equipmentFormId)} />
          </Group>
          {saved.equipmentFormId > 0 && <EquipmentPdfButtons equipmentFormId={saved.equipmentFormId} />}
        </Group>
        <TextInput label="Unit Number" withAsterisk maw={320} {...form.getInputProps('unitNumber')} />
        {byCategory(saved.checkBoxes).map((c) => (
          <Paper withBorder p="sm" key={c.name} component="fieldset" aria-label={c.name}>
            <Stack gap="xs">
              <Text fw={600}>{c.name}</Text>
              {c.rows.map(({ row, index }) => (
                <Stack gap={4} key={row.equipmentCheckBoxId}>
                  <Checkbox
                    label={row.checkBoxName}
                    {...form.getInputProps(`checkBoxes.${index}.passed`, { type: 'checkbox' })}
                  />
                  {!values.checkBoxes[index]?.passed && (
                    <TextInput
                      label={`Problem: ${row.checkBoxName}`}
                      placeholder="Describe the problem"
                      size="xs"
                      ml="xl"
                      {...form.getInputProps(`checkBoxes.${index}.comment`)}
                    />
                  )}
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
        <Textarea label="Comments" autosize minRows={2} {...form.getInputProps('comments')} />
        {saved.equipmentFormId !== 0 ? (
          <EquipmentPhotos form={saved} jobId={jobId} base={base} editable />
        ) : (
          <Text c="dimmed" size="sm">
            {messages.saveFormBeforePhotos}
          </Text>
        )}
        <FailureAlert failure={failure} />
        <StickyActions>
          <Button
            type="submit"
            variant="default"
            loading={save.isPending && !submitting.current}
            onClick={() => {
              submitting.current = false;
            }}
          >
            Save Form
          </Button>
          <Button
            type="submit"
            loading={(save.isPending && submitting.current) || uploading}
            onClick={() => {
              submitting.current = true;
            }}
          >
            Submit
          </Button>
          <Button variant="subtle" onClick={() => navigate(base)}>
            Cancel
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
