import {
  type FieldTicket,
  type FieldTicketFieldsInput,
  fieldTicketFields,
  fieldTicketProblems,
  listedFormIds,
} from '@fieldbook/contract/forms-field-tickets';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router';
import type SignaturePad from 'signature_pad';
import { z } from 'zod';
import { StorageWarning } from '../../../shared/offline/StorageWarning.tsx';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { FormSections, refusedUnder } from '../../../shared/ui/FormSections.tsx';
import { todayIso } from '../../../shared/ui/format.ts';
import { SignatureCanvas } from '../../../shared/ui/SignatureCanvas.tsx';
import { StickyActions } from '../../../shared/ui/StickyActions.tsx';
import { SignatureImage } from './FieldTicketReadView.tsx';
import { ticketRecord, useSaveFieldTicket } from './field-ticket-writes.ts';
import { useCommentTypes } from './field-tickets.queries.ts';
import { TicketEquipmentForms } from './TicketEquipmentForms.tsx';

/**
 * The form's schema: the contract's fields and the submit rules of spec §5, as the server checks them;
 * an equipment form made on the device and not sent yet may be listed too.
 */
const editorSchema = fieldTicketFields
  .extend({ equipmentForms: listedFormIds(z.number().int()) })
  .superRefine((v, ctx) => {
    for (const p of fieldTicketProblems(v))
      ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message });
  });

const fromSaved = (t: FieldTicket | undefined): FieldTicketFieldsInput => ({
  date: t?.date ?? todayIso(),
  submit: false,
  equipmentForms: t?.equipmentForms ?? [],
  fieldTicketRoustabouts: t?.fieldTicketRoustabouts.map((r) => ({ name: r.name, hours: String(r.hours) })) ?? [],
  fieldTicketComments:
    t?.fieldTicketComments
      .filter((c) => !c.isDeleted)
      .map((c) => ({
        fieldTicketCommentId: c.fieldTicketCommentId,
        commentType: c.commentType,
        comment: c.comment,
        signee: c.signee,
        // A comment saved on this device and not sent yet (id 0) still carries its drawing.
        signature: c.fieldTicketCommentId === 0 ? c.signature : null,
      })) ?? [],
  clientSignaturePrint: t?.clientSignaturePrint ?? '',
  clientSignatureData: null,
  supervisorSignaturePrint: t?.supervisorSignaturePrint ?? '',
  supervisorSignatureData: null,
});

/** A drawn signature field: the pad, a Clear button, and the stored signature it would replace. */
function SignatureField({
  label,
  stored,
  value,
  error,
  onChange,
}: {
  label: string;
  stored?: string | null;
  value: string | null;
  error?: ReactNode;
  onChange: (dataUrl: string | null) => void;
}) {
  const padRef = useRef<SignaturePad | null>(null);
  return (
    <Stack gap={4}>
      {stored && !value && (
        <>
          <Text size="xs" c="dimmed">
            Signed
          </Text>
          <SignatureImage src={stored} alt={label} />
          <Text size="xs" c="dimmed">
            Draw below to sign again.
          </Text>
        </>
      )}
      <SignatureCanvas
        padRef={padRef}
        invalid={!!error}
        onEndStroke={(pad) => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'))}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          Clear
        </Button>
        {error && (
          <Text c="red" size="xs" role="alert">
            {error}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The signature fields, to mark their section when one is refused. */
const SIGNATURE_FIELDS = [
  'clientSignatureData',
  'clientSignaturePrint',
  'supervisorSignatureData',
  'supervisorSignaturePrint',
];

/** Creates (fieldTicketId 0) or edits a field ticket; Submit completes it (spec §4, §5). */
export function FieldTicketEditor({
  jobId,
  stepId,
  saved,
  base,
}: {
  jobId: number;
  stepId: number;
  saved?: FieldTicket;
  base: string;
}) {
  const types = useCommentTypes();
  const save = useSaveFieldTicket(jobId, base);
  const navigate = useNavigate();
  const { form, failure, onSubmit } = useContractForm(editorSchema, { initialValues: fromSaved(saved) });
  const values = form.getValues();
  const storedComments = new Map(saved?.fieldTicketComments.map((c) => [c.fieldTicketCommentId, c]));
  const typeOptions = (types.data ?? []).map((t) => ({
    value: String(t.fieldTicketCommentId),
    label: t.fieldTicketCommentName,
  }));

  // Each save is kept on the device with a key of its own and sent once (the outbox): online the screen
  // waits for the answer; offline it goes on at once, the ticket marked as waiting.
  const submit = onSubmit(async (body) => {
    const { id, outcome } = await save.mutateAsync({ saved, values: { ...body, stepId: saved?.stepId ?? stepId } });
    if (outcome.status === 'sent') notifications.show({ color: 'green', message: outcome.answer.message });
    else
      notifications.show({
        color: outcome.status === 'conflict' ? 'red' : 'orange',
        message: outcome.status === 'conflict' ? messages.editConflict : messages.savedOnDevice,
      });
    navigate(`${base}/${id}`);
  });

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="ticket-editor-title">
      <form onSubmit={submit} noValidate aria-label="Field ticket">
        <Stack gap="md">
          <StorageWarning />
          <Group gap="xs">
            <Title order={2} size="h4" id="ticket-editor-title">
              {saved ? 'Edit Field Ticket' : 'New Field Ticket'}
            </Title>
            {saved && <WaitingBadge record={ticketRecord(saved.fieldTicketId)} />}
          </Group>
          <FormSections
            sections={[
              {
                id: 'crew',
                title: 'Date and Roustabouts',
                invalid: refusedUnder(form.errors, ['date', 'fieldTicketRoustabouts']),
                content: (
                  <>
                    <DateField
                      label="Date"
                      withAsterisk
                      maw={260}
                      value={values.date}
                      onChange={(v) => form.setFieldValue('date', v)}
                      error={form.errors.date}
                    />

                    <Fieldset legend="Roustabouts">
                      <Stack gap="xs">
                        {values.fieldTicketRoustabouts.length === 0 && (
                          <Text c="dimmed">{messages.noRoustaboutHours}</Text>
                        )}
                        {values.fieldTicketRoustabouts.map((_r, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                            <TextInput
                              label={`Roustabout ${i + 1} Name`}
                              style={{ flex: 1 }}
                              {...form.getInputProps(`fieldTicketRoustabouts.${i}.name`)}
                            />
                            <TextInput
                              label={`Roustabout ${i + 1} Hours`}
                              inputMode="numeric"
                              w={90}
                              {...form.getInputProps(`fieldTicketRoustabouts.${i}.hours`)}
                            />
                            <ActionIcon
                              mt={26}
                              variant="subtle"
                              color="red"
                              aria-label={`Remove roustabout ${i + 1}`}
                              onClick={() => form.removeListItem('fieldTicketRoustabouts', i)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Group>
                        ))}
                        <Button
                          variant="light"
                          w="fit-content"
                          leftSection={<IconPlus size={16} />}
                          onClick={() => form.insertListItem('fieldTicketRoustabouts', { name: '', hours: '' })}
                        >
                          Add Roustabout
                        </Button>
                      </Stack>
                    </Fieldset>
                  </>
                ),
              },
              {
                id: 'equipment',
                title: 'Equipment Forms',
                invalid: refusedUnder(form.errors, ['equipmentForms']),
                content: (
                  <TicketEquipmentForms
                    jobId={jobId}
                    date={values.date}
                    selected={values.equipmentForms as number[]}
                    onChange={(ids) => form.setFieldValue('equipmentForms', ids)}
                  />
                ),
              },
              {
                id: 'comments',
                title: 'Daily Ticket Comments',
                invalid: refusedUnder(form.errors, ['fieldTicketComments']),
                content: (
                  <Fieldset legend="Daily Ticket Comments">
                    <Stack gap="sm">
                      {values.fieldTicketComments.map((c, i) => {
                        const stored = storedComments.get(c.fieldTicketCommentId);
                        const type = types.data?.find((t) => t.fieldTicketCommentId === c.commentType);
                        return (
                          // biome-ignore lint/suspicious/noArrayIndexKey: comments are edited in place by position
                          <Paper key={i} withBorder p="xs">
                            <Stack gap="xs">
                              <Group justify="space-between" wrap="nowrap">
                                <Text fw={600} size="sm">
                                  Comment {i + 1}
                                </Text>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={`Remove comment ${i + 1}`}
                                  onClick={() => form.removeListItem('fieldTicketComments', i)}
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </Group>
                              {stored ? (
                                <>
                                  <Text size="sm" fw={500}>
                                    {stored.commentTypeStr}
                                  </Text>
                                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                                    {stored.comment}
                                  </Text>
                                  {(stored.signee || stored.signatureRequired) && (
                                    <>
                                      <Text size="sm" c="dimmed">
                                        Signee: {stored.signee}
                                      </Text>
                                      <SignatureImage src={stored.signature} alt={`Signature of ${stored.signee}`} />
                                    </>
                                  )}
                                </>
                              ) : (
                                <>
                                  <Select
                                    label={`Comment ${i + 1} Type`}
                                    withAsterisk
                                    data={typeOptions}
                                    value={c.commentType ? String(c.commentType) : null}
                                    onChange={(v) =>
                                      form.setFieldValue(`fieldTicketComments.${i}.commentType`, Number(v ?? 0))
                                    }
                                    error={form.errors[`fieldTicketComments.${i}.commentType`]}
                                  />
                                  <Textarea
                                    label={`Comment ${i + 1}`}
                                    withAsterisk
                                    autosize
                                    minRows={2}
                                    {...form.getInputProps(`fieldTicketComments.${i}.comment`)}
                                  />
                                  {type?.signatureRequired && (
                                    <Fieldset legend={`Comment ${i + 1} Signature`}>
                                      <Stack gap="xs">
                                        <TextInput
                                          label={`Comment ${i + 1} Signee`}
                                          withAsterisk
                                          {...form.getInputProps(`fieldTicketComments.${i}.signee`)}
                                        />
                                        <SignatureField
                                          label={`Comment ${i + 1} signature`}
                                          value={c.signature ?? null}
                                          error={form.errors[`fieldTicketComments.${i}.signature`]}
                                          onChange={(v) => form.setFieldValue(`fieldTicketComments.${i}.signature`, v)}
                                        />
                                      </Stack>
                                    </Fieldset>
                                  )}
                                </>
                              )}
                            </Stack>
                          </Paper>
                        );
                      })}
                      <Button
                        variant="light"
                        w="fit-content"
                        leftSection={<IconPlus size={16} />}
                        onClick={() =>
                          form.insertListItem('fieldTicketComments', {
                            fieldTicketCommentId: 0,
                            commentType: 0,
                            comment: '',
                            signee: '',
                            signature: null,
                          })
                        }
                      >
                        Add Comment
                      </Button>
                    </Stack>
                  </Fieldset>
                ),
              },
              {
                id: 'signatures',
                title: 'Signatures',
                invalid: refusedUnder(form.errors, SIGNATURE_FIELDS),
                content: (
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    <Fieldset legend="Client Signature" px={{ base: 'xs', sm: 'lg' }}>
                      <Stack gap="xs">
                        <SignatureField
                          label="Client signature"
                          stored={saved?.clientSignatureData}
                          value={values.clientSignatureData ?? null}
                          error={form.errors.clientSignatureData}
                          onChange={(v) => form.setFieldValue('clientSignatureData', v)}
                        />
                        <TextInput label="Client Printed Name" {...form.getInputProps('clientSignaturePrint')} />
                      </Stack>
                    </Fieldset>
                    <Fieldset legend="Supervisor Signature" px={{ base: 'xs', sm: 'lg' }}>
                      <Stack gap="xs">
                        <SignatureField
                          label="Supervisor signature"
                          stored={saved?.supervisorSignatureData}
                          value={values.supervisorSignatureData ?? null}
                          error={form.errors.supervisorSignatureData}
                          onChange={(v) => form.setFieldValue('supervisorSignatureData', v)}
                        />
                        <TextInput label="Supervisor Name" {...form.getInputProps('supervisorSignaturePrint')} />
                      </Stack>
                    </Fieldset>
                  </SimpleGrid>
                ),
              },
            ]}
          />

          {form.errors.equipmentForms && (
            <Text c="red" size="sm" role="alert">
              {form.errors.equipmentForms}
            </Text>
          )}
          <FailureAlert failure={failure} />
          <StickyActions>
            <Button
              type="submit"
              variant="default"
              loading={save.isPending && !values.submit}
              onClick={() => form.setFieldValue('submit', false)}
            >
              Save Ticket
            </Button>
            <Button
              type="submit"
              loading={save.isPending && values.submit}
              onClick={() => form.setFieldValue('submit', true)}
            >
              Submit Ticket
            </Button>
          </StickyActions>
        </Stack>
      </form>
    </Paper>
  );
}
