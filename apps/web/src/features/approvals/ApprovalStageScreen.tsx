import {
  type ApprovalsAnswer,
  accountingApproval,
  accountingSkip,
  clientApproval,
  clientRejection,
  corporateApproval,
  corporateRejection,
  operationsApproval,
  operationsRejection,
  reviewSales,
  salesNoteFields,
  salesRejection,
} from '@fieldbook/contract/approvals';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ComponentType, useState } from 'react';
import { useJobIds } from '../../entities/job/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { ApprovalSection } from './ApprovalSection.tsx';
import { type ApprovalDecision, useApprovalDecision, useApprovals } from './approvals.queries.ts';

/** Client approval attachments are kept under job step 7 (spec 2 §9). */
const CLIENT_APPROVAL_STEP = 7;

/** A job step's attachments panel: the job page hands in the job attachments' (hand-off) one. */
export type AttachmentsPanel = ComponentType<{ jobId: number; stepId: number; title: string; editable: boolean }>;

/**
 * Asks first, then sends one decision and reports the answer. The buttons stay disabled from the
 * click until the job has reloaded, when the decided section no longer offers them (one click only).
 */
function useDecide(jobId: number) {
  const mutation = useApprovalDecision(jobId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function decide(d: ApprovalDecision, question: string, label: string) {
    if (!(await confirmAction({ title: label, message: question, confirmLabel: label, danger: false }))) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await mutation.mutateAsync(d);
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { decide, failure, busy };
}

function Decision(props: { onApprove: () => void; onReject: () => void; rejectLabel: string; busy: boolean }) {
  return (
    <Group wrap="wrap">
      <Button onClick={props.onApprove} disabled={props.busy}>
        Approve
      </Button>
      <Button color="red" variant="outline" onClick={props.onReject} disabled={props.busy}>
        {props.rejectLabel}
      </Button>
    </Group>
  );
}

/** The sales decision carries a title and a description (also saved as a job note). */
function SalesDecision({ decide, busy }: { decide: ReturnType<typeof useDecide>['decide']; busy: boolean }) {
  // The decision reports its own failure (above the sections), so the form needs no banner.
  const { form, onSubmit } = useContractForm(salesNoteFields, { initialValues: { title: '', description: '' } });
  const approve = onSubmit((note) =>
    decide({ endpoint: reviewSales, note }, 'Log the sales approval with this note?', 'Approve'),
  );
  const reject = onSubmit((note) =>
    decide({ endpoint: salesRejection, note }, 'Reject for sales and send the job back to Budgeting?', 'Reject'),
  );
  return (
    <Stack gap="sm">
      <TextInput label="Title" {...form.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Decision onApprove={() => approve()} onReject={() => reject()} rejectLabel="Reject" busy={busy} />
    </Stack>
  );
}

function Sections({ jobId, a, Attachments }: { jobId: number; a: ApprovalsAnswer; Attachments: AttachmentsPanel }) {
  const { decide, failure, busy } = useDecide(jobId);
  const backToBudgeting = (who: string) => `Reject for ${who} and send the job back to Budgeting?`;
  return (
    <Stack>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ApprovalSection title="Client Approval" approval={a.clientApproval}>
        {a.clientApproval.edit && (
          <Decision
            busy={busy}
            rejectLabel="Reject"
            onApprove={() => decide({ endpoint: clientApproval }, 'Log the client approval?', 'Approve')}
            onReject={() =>
              decide(
                { endpoint: clientRejection },
                'Log that the client denied approval? The job stays here.',
                'Reject',
              )
            }
          />
        )}
        <Attachments
          jobId={jobId}
          stepId={CLIENT_APPROVAL_STEP}
          title="Client Approval Attachments"
          editable={a.clientAttachmentsEditable}
        />
      </ApprovalSection>
      <ApprovalSection title="Corporate Approval" approval={a.corporateApproval}>
        {a.corporateApproval.edit && (
          <Decision
            busy={busy}
            rejectLabel="Reject"
            onApprove={() => decide({ endpoint: corporateApproval }, 'Log the corporate approval?', 'Approve')}
            onReject={() => decide({ endpoint: corporateRejection }, backToBudgeting('corporate'), 'Reject')}
          />
        )}
      </ApprovalSection>
      <ApprovalSection title="Operations Approval" approval={a.operationsApproval}>
        {a.operationsApproval.edit && (
          <Decision
            busy={busy}
            rejectLabel="Reject"
            onApprove={() => decide({ endpoint: operationsApproval }, 'Log the operations approval?', 'Approve')}
            onReject={() => decide({ endpoint: operationsRejection }, backToBudgeting('operations'), 'Reject')}
          />
        )}
      </ApprovalSection>
      <ApprovalSection title="Sales Approval" approval={a.salesApproval}>
        {a.salesApproval.edit && <SalesDecision decide={decide} busy={busy} />}
      </ApprovalSection>
      <ApprovalSection title="Accounting Approval" approval={a.accountingApproval} skipped={a.accountingSkipped}>
        {a.accountingApproval.edit && (
          <Decision
            busy={busy}
            rejectLabel="Skip"
            onApprove={() => decide({ endpoint: accountingApproval }, 'Log the accounting approval?', 'Approve')}
            onReject={() => decide({ endpoint: accountingSkip }, 'Skip the accounting approval?', 'Skip')}
          />
        )}
      </ApprovalSection>
    </Stack>
  );
}

/** /Opportunities/{oppId}/{jobId}/Approval: the five approvals stacked (spec 2 §2). */
export default function ApprovalStageScreen({ Attachments }: { Attachments: AttachmentsPanel }) {
  const { jobId } = useJobIds();
  const approvals = useApprovals(jobId);
  return (
    <QueryGate queries={[approvals]}>
      {() => approvals.data && <Sections jobId={jobId} a={approvals.data} Attachments={Attachments} />}
    </QueryGate>
  );
}
