import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNetworkStatus } from '../../shared/offline/network.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { PIN_LENGTH, PinKeypad } from './PinKeypad.tsx';
import { EntriesTable, SummaryCard } from './TimesheetSummary.tsx';
import { useTimesheet, useTimesheetEntries, useVerifyTimesheet } from './timesheets.queries.ts';

/**
 * /VerifyTimesheet/{tsId}: the employee checks the day and enters their own PIN. Success returns to
 * the day's list; a refusal clears the PIN and shows the server's message (spec 3 §4, §8).
 */
export default function VerifyTimesheetScreen() {
  const { tsId = '' } = useParams();
  const id = /^\d+$/.test(tsId) ? Number(tsId) : null;
  const sheet = useTimesheet(id);
  const entries = useTimesheetEntries(id);
  const verify = useVerifyTimesheet();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The server checks the PIN (and counts wrong ones): without a network there is nothing to verify against.
  const offline = useNetworkStatus() === 'offline';
  const back = sheet.data ? `/Timesheets?date=${sheet.data.date}` : '/Timesheets';

  async function onVerify() {
    if (!id) return;
    setFailure(null);
    try {
      const answer = await verify.mutateAsync({ timesheetId: id, employeePin: pin });
      notifications.show({ color: 'green', message: answer.message });
      navigate(back);
    } catch (err) {
      setPin('');
      setFailure((err as Error).message);
    }
  }

  const error = id === null ? messages.timesheetNotFound : (sheet.error ?? entries.error)?.message;
  return (
    <Stack maw={720}>
      <Title order={1} size="h3">
        Verify Timesheet
      </Title>
      {offline && (
        <Alert color="orange" role="status">
          {messages.needsConnection}
        </Alert>
      )}
      {error && !offline && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!error && (sheet.isPending || entries.isPending) && <PageLoader label="Loading timesheet…" />}
      {sheet.data && entries.data && (
        <>
          <SummaryCard sheet={sheet.data} />
          <EntriesTable entries={entries.data} linked={false} />
          {sheet.data.verified ? (
            <Alert color="green">{messages.timesheetAlreadyVerified}</Alert>
          ) : (
            <Stack align="center" gap="sm">
              <PinKeypad value={pin} onChange={setPin} disabled={verify.isPending || offline} />
              {failure && (
                <Alert color="red" role="alert" w="100%" maw={320}>
                  {failure}
                </Alert>
              )}
              <Group grow w="100%" maw={320}>
                <Button component={Link} to={back} variant="default" size="lg">
                  Cancel
                </Button>
                <Button
                  size="lg"
                  onClick={onVerify}
                  disabled={pin.length !== PIN_LENGTH || offline}
                  loading={verify.isPending}
                >
                  Verify
                </Button>
              </Group>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
