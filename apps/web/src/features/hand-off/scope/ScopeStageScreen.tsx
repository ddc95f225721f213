import type { HandOffProfile } from '@fieldbook/contract/hand-off';
import { budgetSummary } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFlag } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useJobIds, useReloadJob } from '../../../entities/job/index.ts';
import { ApiError } from '../../../shared/api/api.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { JobAttachmentsPanel } from '../attachments/JobAttachmentsPanel.tsx';
import { HandOffInfoSection } from './HandOffInfoSection.tsx';
import { useCanEditHandOff, useCompleteStepOne, useHandOffProfile } from './hand-off.queries.ts';
import { MobilizationSection } from './MobilizationSection.tsx';
import { ScopeItemsSection } from './ScopeItemsSection.tsx';

/**
 * /Opportunities/{oppId}/{jobId}/Scope: the job hand-off (step 1). The edit view when the hand-off
 * edit check succeeds, otherwise the same content read-only; a reviewer of a job at step 2 gets the
 * review form beneath it, which the job page hands in as `Review` (it belongs to approvals).
 */
export default function ScopeStageScreen({ Review }: { Review: ComponentType<{ jobId: number }> }) {
  const { jobId } = useJobIds();
  const profile = useHandOffProfile(jobId);
  const canEdit = useCanEditHandOff(jobId);
  return (
    <QueryGate queries={[profile, canEdit]}>
      {() => (
        <HandOffView
          jobId={jobId}
          profile={profile.data as HandOffProfile}
          editable={canEdit.data === true}
          Review={Review}
        />
      )}
    </QueryGate>
  );
}

function HandOffView(props: {
  jobId: number;
  profile: HandOffProfile;
  editable: boolean;
  Review: ComponentType<{ jobId: number }>;
}) {
  const { jobId, profile, editable, Review } = props;
  const { handOffId } = profile.handOff;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>Job Hand-Off</Title>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() =>
            downloadOrNotify(budgetSummary, { query: { HandOffId: handOffId } }, `BudgetSummary-${jobId}.xlsx`)
          }
        >
          Budget Summary
        </Button>
      </Group>
      <ScopeItemsSection jobId={jobId} handOffId={handOffId} items={profile.scopeItems} editable={editable} />
      <MobilizationSection
        jobId={jobId}
        handOffId={handOffId}
        mobilization={profile.mobilization}
        editable={editable}
      />
      <HandOffInfoSection jobId={jobId} handOff={profile.handOff} editable={editable} />
      <JobAttachmentsPanel jobId={jobId} stepId={1} title="Hand-Off Attachments" editable={editable} />
      {editable && <CompleteButton jobId={jobId} />}
      {profile.displayReview && <Review jobId={jobId} />}
    </Stack>
  );
}

/** 'Completed - Flag for Review': after a confirmation, completes step one and moves the job to review. */
function CompleteButton({ jobId }: { jobId: number }) {
  const complete = useCompleteStepOne(jobId);
  const reload = useReloadJob();
  const [failure, setFailure] = useState('');
  const run = async () => {
    const ok = await confirmAction({
      title: 'Completed - Flag for Review',
      message: messages.handOffCompleteConfirm,
      confirmLabel: 'Flag for Review',
      danger: false,
    });
    if (!ok) return;
    setFailure('');
    try {
      const res = await complete.mutateAsync();
      notifications.show({ color: 'green', message: res.message });
      await reload(jobId);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : messages.unknown);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button leftSection={<IconFlag size={16} />} onClick={run} loading={complete.isPending}>
        Completed - Flag for Review
      </Button>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
