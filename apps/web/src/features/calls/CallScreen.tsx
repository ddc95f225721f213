import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCall } from '../../entities/call/index.ts';
import { useCanEditOpportunities } from '../../entities/opportunity/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { useSelf } from '../../shared/session/session.queries.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useChangeCallStatus } from './calls.queries.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value || messages.notApplicable}
      </Text>
    </div>
  );
}

/** /Opportunities/Call/{id} (open: Close Call, Create Opportunity) and /Opportunities/ClosedCall/{id} (read-only). */
export default function CallScreen() {
  const params = useParams();
  const id = Number(params.callId);
  const valid = Number.isInteger(id) && id > 0;
  const loaded = useCall(valid ? id : null);
  const self = useSelf();
  const change = useChangeCallStatus();
  // Only users who may create opportunities (not Drilling Users) are offered 'Create Opportunity'.
  const mayCreate = useCanEditOpportunities();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const back = (
    <Anchor component={Link} to="/Opportunities/Call">
      Back to Calls
    </Anchor>
  );
  if (!valid || (loaded.error instanceof ApiError && loaded.error.status === 404)) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {messages.callNotFound}
        </Alert>
      </Stack>
    );
  }
  if (loaded.isPending) return <PageLoader label="Loading call…" />;
  if (loaded.error) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {loaded.error.message}
        </Alert>
      </Stack>
    );
  }
  const { data: c, account } = loaded.data;
  const mayClose = self.data?.permissions.includes('calls.close') ?? false;

  async function onClose() {
    const ok = await confirmAction({
      title: 'Close Call',
      message: messages.callCloseConfirm,
      confirmLabel: 'Close Call',
    });
    if (!ok) return;
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ callId: c.callId, active: false });
      notifications.show({ color: 'green', message: answer.message });
      navigate('/Opportunities/Call');
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Stack>
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {c.active ? 'Call' : 'Closed Call'}: {c.companyName}
        </Title>
        {c.active && (
          <Group>
            {mayCreate && (
              <Button component={Link} to={`/Opportunities/NewOpportunity?callId=${c.callId}`}>
                Create Opportunity
              </Button>
            )}
            {mayClose && (
              <Button color="red" variant="outline" onClick={onClose} loading={change.isPending}>
                Close Call
              </Button>
            )}
          </Group>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} aria-label="Call details">
          <Field label="Call Time" value={formatDateTime(c.callTime)} />
          <Field label="Status" value={c.active ? 'Open' : 'Closed'} />
          <Field label="Company Name" value={c.companyName} />
          <Field label="Account" value={account ? account.accountName : ''} />
          <Field label="Contact Name" value={c.callerName} />
          <Field label="Contact Email" value={c.contactEmail} />
          <Field label="Contact Phone" value={c.contactPhone} />
          <Field label="Office Location" value={c.officeLocationName ?? ''} />
          <Field label="Job Location" value={c.jobLocation} />
          <Field label="Description" value={c.description} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
