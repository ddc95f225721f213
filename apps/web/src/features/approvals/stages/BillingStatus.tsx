import { messages } from '@fieldbook/contract/messages';
import { Badge } from '@mantine/core';
import { useBillingState } from './stages.queries.ts';

/** The job header's billing badge: 'Billing In Progress' at step 13, 'Billing Complete' at 14, else nothing. */
export function BillingStatus({ jobId }: { jobId: number }) {
  const billing = useBillingState(jobId);
  if (billing.data?.billingStage) {
    return (
      <Badge color="blue.9" variant="filled">
        {messages.billingInProgress}
      </Badge>
    );
  }
  if (billing.data?.billingComplete) {
    return (
      <Badge color="teal.9" variant="filled">
        {messages.billingComplete}
      </Badge>
    );
  }
  return null;
}
