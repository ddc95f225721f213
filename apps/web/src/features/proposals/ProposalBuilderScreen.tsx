import { messages } from '@fieldbook/contract/messages';
import { type ProposalData, proposalFields } from '@fieldbook/contract/proposals';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
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
import { IconArrowDown, IconArrowUp, IconFileTypePdf, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useJobIds } from '../../entities/job/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { GeneratedProposals } from './GeneratedProposals.tsx';
import { fetchRegeneratedBody, useBuildProposal, useGeneratePdf, useSaveProposal } from './proposals.queries.ts';

type BuildData = NonNullable<ReturnType<typeof useBuildProposal>['data']>;

/** {job}/Budgeting/Proposal: the proposal builder of a job (spec 3 §2.3) and its generated PDFs. */
export default function ProposalBuilderScreen() {
  const { jobId } = useJobIds();
  const loaded = useBuildProposal(jobId);
  return (
    <Stack>
      {loaded.isPending && <PageLoader label="Loading proposal…" />}
      {/* Someone who may only download proposals sees the generated ones, not the builder. */}
      {loaded.error && !(loaded.error instanceof ApiError && loaded.error.status === 403) && (
        <Alert color="red" role="alert">
          {loaded.error.message}
        </Alert>
      )}
      {loaded.data && <ProposalBuilder key={loaded.data.proposal.proposalId} jobId={jobId} data={loaded.data} />}
      <GeneratedProposals jobId={jobId} />
    </Stack>
  );
}

function initialValues(jobId: number, p: ProposalData) {
  return {
    jobId,
    title: p.title,
    encContact: p.encContact,
    companyLocation: p.companyLocation,
    companyContact: p.companyContact,
    companyContactPronoun: p.companyContactPronoun,
    reference: p.reference,
    subject: p.subject,
    introParagraph: p.introParagraph,
    proposalScope: p.proposalScope,
    notes: p.notes,
    attachments: p.attachments,
  };
}

function ProposalBuilder({ jobId, data }: { jobId: number; data: BuildData }) {
  const save = useSaveProposal(jobId);
  const generate = useGeneratePdf(jobId);
  const [regenerating, setRegenerating] = useState(false);
  const [addAttachment, setAddAttachment] = useState<string | null>(null);
  const { form, failure, setFailure, showError, onSubmit } = useContractForm(proposalFields, {
    initialValues: initialValues(jobId, data.proposal),
  });
  const values = form.getValues();

  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
  });

  /** Generate PDF: the proposal is saved as shown, then generated and downloaded. */
  async function onGenerate() {
    setFailure(null);
    if (form.validate().hasErrors) return;
    try {
      await save.mutateAsync(proposalFields.parse(form.getValues()));
    } catch (err) {
      showError(err);
      return;
    }
    try {
      await generate.mutateAsync();
    } catch (err) {
      notifications.show({
        color: 'red',
        title: messages.proposalGenerateFailed,
        message: err instanceof ApiError ? err.message : '',
      });
    }
  }

  async function onRegenerate() {
    const ok = await confirmAction({
      title: 'Regenerate Body',
      message: messages.proposalRegenerateConfirm,
      confirmLabel: 'Regenerate Body',
    });
    if (!ok) return;
    setRegenerating(true);
    try {
      const body = await fetchRegeneratedBody(jobId);
      form.setValues({
        proposalScope: body.proposalScope,
        notes: body.notes,
        attachments: body.attachments,
        subject: body.subject,
      });
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    } finally {
      setRegenerating(false);
    }
  }

  const move = (list: 'proposalScope' | 'notes', from: number, to: number) => form.reorderListItem(list, { from, to });

  const included = new Set(values.attachments.map((a) => a.prefillAttachmentId));
  const library = data.attachments.filter((a) => !included.has(a.prefillAttachmentId));
  /** A required choice of one id (0: none chosen, which the schema refuses with the field's message). */
  const pickOne = (
    field: 'encContact' | 'companyLocation' | 'companyContact',
    options: { value: number; label: string }[],
  ) => {
    const input = form.getInputProps(field);
    return {
      ...input,
      withAsterisk: true,
      searchable: true,
      data: options.map((o) => ({ value: String(o.value), label: o.label })),
      value: input.value ? String(input.value) : null,
      onChange: (v: string | null) => form.setFieldValue(field, v ? Number(v) : 0),
    };
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Proposal">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            Proposal
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={onRegenerate}
              loading={regenerating}
            >
              Regenerate Body
            </Button>
            <Button type="submit" loading={save.isPending && !generate.isPending}>
              Save
            </Button>
            <Button
              color="teal"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={onGenerate}
              loading={generate.isPending}
            >
              Generate PDF
            </Button>
          </Group>
        </Group>
        <FailureAlert failure={failure} />

        <Paper withBorder p="md" component="section" aria-labelledby="cover-letter">
          <Stack>
            <Title order={3} size="h4" id="cover-letter">
              Cover Letter
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="BAENC Contact"
                placeholder={messages.proposalSelectEncContact}
                {...pickOne('encContact', data.users)}
              />
              <Select
                label="Customer Office Location"
                placeholder={messages.proposalSelectLocation}
                {...pickOne('companyLocation', data.locations)}
              />
              <Select
                label="Company Contact"
                placeholder={messages.proposalSelectCompanyContact}
                {...pickOne('companyContact', data.contacts)}
              />
              <Select
                label="Pronoun"
                placeholder="None"
                clearable
                data={data.honorific}
                {...form.getInputProps('companyContactPronoun')}
                value={values.companyContactPronoun || null}
                onChange={(v) => form.setFieldValue('companyContactPronoun', v ?? '')}
              />
            </SimpleGrid>
            <TextInput label="Title" withAsterisk maxLength={300} {...form.getInputProps('title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Reference" withAsterisk maxLength={300} {...form.getInputProps('reference')} />
              <TextInput label="Subject" maxLength={500} {...form.getInputProps('subject')} />
            </SimpleGrid>
            <Textarea
              label="Intro Paragraph"
              withAsterisk
              autosize
              minRows={3}
              maxLength={10000}
              {...form.getInputProps('introParagraph')}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="proposal-body">
          <Stack>
            <Title order={3} size="h4" id="proposal-body">
              Body
            </Title>
            {values.proposalScope.length === 0 && <Text c="dimmed">No scope items.</Text>}
            {values.proposalScope.map((s, i) => (
              <Paper
                // biome-ignore lint/suspicious/noArrayIndexKey: a section is its position (inputs are controlled by the form)
                key={`${s.scopeItemId ?? 'new'}-${i}`}
                withBorder
                p="sm"
                component="fieldset"
                aria-label={`Section ${i + 1}`}
                style={{ border: undefined }}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {s.scopeName}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move section ${i + 1} up`}
                        disabled={i === 0}
                        onClick={() => move('proposalScope', i, i - 1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move section ${i + 1} down`}
                        disabled={i === values.proposalScope.length - 1}
                        onClick={() => move('proposalScope', i, i + 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <TextInput
                    label="Section Title"
                    withAsterisk
                    maxLength={300}
                    {...form.getInputProps(`proposalScope.${i}.title`)}
                  />
                  <Textarea
                    label="Section Description"
                    withAsterisk
                    autosize
                    minRows={2}
                    {...form.getInputProps(`proposalScope.${i}.description`)}
                  />
                  <Group gap="lg">
                    <Checkbox
                      label="Optional"
                      {...form.getInputProps(`proposalScope.${i}.optional`, { type: 'checkbox' })}
                    />
                    <Checkbox
                      label="Hide from PDF"
                      {...form.getInputProps(`proposalScope.${i}.hideService`, { type: 'checkbox' })}
                    />
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="proposal-notes">
          <Stack>
            <Group justify="space-between">
              <Title order={3} size="h4" id="proposal-notes">
                Notes
              </Title>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('notes', { note: '', custom: true, order: values.notes.length })}
              >
                Add Note
              </Button>
            </Group>
            {values.notes.length === 0 && <Text c="dimmed">No notes.</Text>}
            {values.notes.map((n, i) =>
              n.custom ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a note is its position (inputs are controlled by the form)
                <Group key={`note-${i}`} align="flex-start" wrap="nowrap">
                  <Textarea
                    style={{ flex: 1 }}
                    label={`Note ${i + 1}`}
                    autosize
                    minRows={1}
                    {...form.getInputProps(`notes.${i}.note`)}
                  />
                  <ActionIcon
                    mt={24}
                    color="red"
                    variant="subtle"
                    aria-label={`Remove note ${i + 1}`}
                    onClick={() => form.removeListItem('notes', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a note is its position
                <Group key={`note-${i}`} wrap="nowrap" align="flex-start">
                  <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                    Default
                  </Badge>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.note}
                  </Text>
                </Group>
              ),
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="proposal-attachments">
          <Stack>
            <Title order={3} size="h4" id="proposal-attachments">
              Attachments
            </Title>
            {values.attachments.length === 0 && <Text c="dimmed">No attachments.</Text>}
            {values.attachments.map((a, i) => (
              <Group key={String(a.prefillAttachmentId)} justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <IconFileTypePdf size={18} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.attachmentName}
                  </Text>
                  {a.default && (
                    <Badge variant="light" color="gray">
                      Default
                    </Badge>
                  )}
                </Group>
                {!a.default && (
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={`Remove attachment ${a.attachmentName}`}
                    onClick={() => form.removeListItem('attachments', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Attachment Library"
                placeholder="Choose an attachment"
                data={library.map((a) => ({ value: String(a.prefillAttachmentId), label: a.attachmentName }))}
                value={addAttachment}
                onChange={setAddAttachment}
                searchable
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button
                variant="light"
                disabled={!addAttachment}
                onClick={() => {
                  const a = data.attachments.find((x) => String(x.prefillAttachmentId) === addAttachment);
                  if (!a) return;
                  form.insertListItem('attachments', {
                    prefillAttachmentId: a.prefillAttachmentId,
                    attachmentName: a.attachmentName,
                    default: false,
                    order: values.attachments.length,
                  });
                  setAddAttachment(null);
                }}
              >
                Add Attachment
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
