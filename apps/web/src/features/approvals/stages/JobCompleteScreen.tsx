import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useJobIds, useJobProfile } from '../../../entities/job/index.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { useBillingState, useCompleteBilling } from './stages.queries.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** /closed: who completed the job's last step and when, the billing state, and Complete Billing. */
export default function JobCompleteScreen() {
  const { jobId } = useJobIds();
  const profile = useJobProfile(jobId);
  const billing = useBillingState(jobId);
  const complete = useCompleteBilling(jobId);
  const [failure, setFailure] = useState<string | null>(null);

  async function onComplete() {
    const ok = await confirmAction({
      title: messages.completeBilling,
      message: 'Mark billing complete for this job?',
      confirmLabel: messages.completeBilling,
      danger: false,
    });
    if (!ok) return;
    setFailure(null);
    try {
      notifications.show({ color: 'green', message: (await complete.mutateAsync()).message });
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <QueryGate queries={[profile, billing]}>
      {() => {
        const job = profile.data?.jobInfo;
        const state = billing.data;
        if (!job || !state) return null;
        const billingText = state.billingComplete
          ? messages.billingComplete
          : state.billingStage
            ? messages.billingInProgress
            : messages.notApplicable;
        return (
          <Paper withBorder p="md" component="section" aria-labelledby="job-complete-title">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4" id="job-complete-title">
                  Job Complete
                </Title>
                {state.allowClose && state.billingStage && (
                  <Button onClick={onComplete} loading={complete.isPending}>
                    {messages.completeBilling}
                  </Button>
                )}
              </Group>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0} aria-label="Job completion">
                <Field label="Step" value={job.jobStep} />
                <Field label="Completed By" value={job.completedBy ?? messages.notApplicable} />
                <Field label="Completed Date" value={formatDateTime(job.completedDate)} />
                <Field label="Billing" value={billingText} />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      }}
    </QueryGate>
  );
}
