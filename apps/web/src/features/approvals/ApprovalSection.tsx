import type { JobApproval } from '@fieldbook/contract/approvals';
import { messages } from '@fieldbook/contract/messages';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/ui/format.ts';

/**
 * The state a section shows (spec 2 §4): No Approval, Approval Logged, Client Denied Approval (or
 * skipped). Shade 7–9 fills keep white badge text above a 4.5:1 contrast.
 */
function stateOf(a: JobApproval, skipped: boolean): { label: string; color: string } {
  if (a.jobApprovalId === 0) return { label: messages.approvalNone, color: 'gray.7' };
  if (skipped) return { label: messages.approvalSkipped, color: 'blue.9' };
  if (a.approval === false) return { label: messages.clientDeniedApproval, color: 'red.9' };
  return { label: messages.approvalLogged, color: 'teal.9' };
}

/** One stacked section of the approvals screen: title, state, approver and date, then its actions. */
export function ApprovalSection(props: {
  title: string;
  approval: JobApproval;
  skipped?: boolean;
  children?: ReactNode;
}) {
  const { title, approval, skipped = false, children } = props;
  const state = stateOf(approval, skipped);
  const id = `approval-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Badge color={state.color} variant="filled">
            {state.label}
          </Badge>
        </Group>
        {approval.jobApprovalId !== 0 && (
          <Text size="sm" c="dimmed">
            {approval.approver ?? messages.unknown} · {formatDateTime(approval.approvalDate)}
          </Text>
        )}
        {approval.title && (
          <div>
            <Text fw={600}>{approval.title}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {approval.description}
            </Text>
          </div>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
