import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSelf } from '../../shared/session/session.queries.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { EntriesTable, SummaryCard } from './TimesheetSummary.tsx';
import { useDeleteTimesheet, useTimesheet, useTimesheetEntries } from './timesheets.queries.ts';

/** /Timesheets/EditTimesheet/{tsId}: the summary with its entries, Delete and Cancel. */
export default function TimesheetScreen() {
  const { tsId = '' } = useParams();
  const id = /^\d+$/.test(tsId) ? Number(tsId) : null;
  const sheet = useTimesheet(id);
  const entries = useTimesheetEntries(id);
  const remove = useDeleteTimesheet();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const canEdit = (useSelf().data?.permissions ?? []).includes('timesheets.edit');
  const back = sheet.data ? `/Timesheets?date=${sheet.data.date}` : '/Timesheets';

  async function onDelete() {
    if (!sheet.data) return;
    const ok = await confirmAction({
      title: 'Delete timesheet',
      message: messages.timesheetDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(sheet.data.timesheetId);
      notifications.show({ color: 'green', message: answer.message });
      navigate(back);
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  const error = id === null ? messages.timesheetNotFound : (sheet.error ?? entries.error)?.message;
  return (
    <Stack maw={900}>
      <Title order={1} size="h3">
        Timesheet
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!error && (sheet.isPending || entries.isPending) && <PageLoader label="Loading timesheet…" />}
      {sheet.data && entries.data && (
        <>
          <SummaryCard sheet={sheet.data} />
          <EntriesTable entries={entries.data} linked={canEdit && !sheet.data.verified} />
        </>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button component={Link} to={back} variant="default">
          Cancel
        </Button>
        {canEdit && sheet.data && !sheet.data.verified && (
          <Button color="red" variant="outline" onClick={onDelete} loading={remove.isPending}>
            Delete
          </Button>
        )}
      </Group>
    </Stack>
  );
}
