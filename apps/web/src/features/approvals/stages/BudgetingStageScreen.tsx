import { messages } from '@fieldbook/contract/messages';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useJobIds, useJobProfile } from '../../jobs/job-profile.queries.ts';
import { ReviewPanel } from '../review/ReviewPanel.tsx';

/** Budgeting and Proposal (steps 3 and 4) are reviewed here until document 3's budget screens exist. */
const BUDGETING_REVIEW_STEPS = [3, 4];

/** /Budgeting: document 3 builds the budget and proposal; until then a note and the review form. */
export default function BudgetingStageScreen() {
  const { jobId } = useJobIds();
  const profile = useJobProfile(jobId);
  const step = profile.data?.jobInfo.jobStepId;
  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="budgeting-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="budgeting-title">
            Budgeting
          </Title>
          <Text c="dimmed">{messages.budgetingPurpose}</Text>
        </Stack>
      </Paper>
      {step !== undefined && BUDGETING_REVIEW_STEPS.includes(step) && <ReviewPanel jobId={jobId} />}
    </Stack>
  );
}
