import { messages } from '@fieldbook/contract/messages';
import { proposalFields } from '@fieldbook/contract/proposals';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useJobIds } from '../../entities/job/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { GeneratedProposals } from './GeneratedProposals.tsx';
import { ProposalAttachments } from './ProposalAttachments.tsx';
import { ProposalBodySections } from './ProposalBodySections.tsx';
import { ProposalCoverLetter } from './ProposalCoverLetter.tsx';
import { ProposalNotes } from './ProposalNotes.tsx';
import { type BuildData, initialValues } from './proposal-values.ts';
import { fetchRegeneratedBody, useBuildProposal, useGeneratePdf, useSaveProposal } from './proposals.queries.ts';

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

function ProposalBuilder({ jobId, data }: { jobId: number; data: BuildData }) {
  const save = useSaveProposal(jobId);
  const generate = useGeneratePdf(jobId);
  const [regenerating, setRegenerating] = useState(false);
  const { form, failure, setFailure, showError, onSubmit } = useContractForm(proposalFields, {
    initialValues: initialValues(jobId, data.proposal),
  });

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

        <ProposalCoverLetter form={form} data={data} />
        <ProposalBodySections form={form} />
        <ProposalNotes form={form} />
        <ProposalAttachments form={form} data={data} />
      </Stack>
    </form>
  );
}
