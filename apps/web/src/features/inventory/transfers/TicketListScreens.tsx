import { type TransferListType, transferListTitles } from '@fieldbook/contract/inventory-transfers';
import { Button, Group, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { Loaded } from '../list-state.tsx';
import { TransferGrid } from './TransferGrid.tsx';
import { TicketTabs, useTicketPaths } from './ticket-paths.tsx';
import { useTransferJobs, useTransferList, useTransferYards } from './transfers.queries.ts';

type Side = 'yard' | 'job';

/** The lists of a selector: the yard list and the job list of one kind of ticket. */
const lists: Record<'pick' | 'checkIn', Record<Side, TransferListType>> = {
  pick: { yard: 'Pick', job: 'JobPick' },
  checkIn: { yard: 'Return', job: 'JobReceiving' },
};

/**
 * A ticket selector (spec 4 §2): Yard or Job, then one yard or job (every one the user may see when
 * none is chosen); its open tickets in the sortable grid, each linking to the ticket.
 */
function TicketSelector({ kind }: { kind: 'pick' | 'checkIn' }) {
  const paths = useTicketPaths();
  const canOpen = useCanOpen();
  const [side, setSide] = useState<Side>('yard');
  const [yardId, setYardId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const yards = useTransferYards();
  const jobs = useTransferJobs(false);
  const chosen = side === 'yard' ? yardId : jobId;
  const type = lists[kind][side];
  const id = chosen ? Number(chosen) : undefined;
  const tickets = useTransferList(type, id ?? null);
  const to = kind === 'pick' ? paths.pickTicket : paths.checkInTicket;
  return (
    <TitledPage
      title={kind === 'pick' ? 'Pick Tickets' : 'Check In Tickets'}
      action={
        canOpen(paths.createPickTicket) && (
          <Button component={Link} to={paths.createPickTicket} leftSection={<IconPlus size={16} />}>
            Create Pick Ticket
          </Button>
        )
      }
    >
      <TicketTabs />
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Tickets of"
          w="fit-content"
          value={side}
          onChange={(v) => setSide(v as Side)}
          data={[
            { value: 'yard', label: transferListTitles[lists[kind].yard] },
            { value: 'job', label: transferListTitles[lists[kind].job] },
          ]}
        />
        <Group wrap="wrap">
          {side === 'yard' ? (
            <Select
              label="Yard"
              placeholder="All yards"
              searchable
              clearable
              w={{ base: '100%', sm: 320 }}
              data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
              value={yardId}
              onChange={setYardId}
            />
          ) : (
            <Select
              label="Job"
              placeholder="All jobs"
              searchable
              clearable
              w={{ base: '100%', sm: 420 }}
              data={(jobs.data ?? []).map((j) => ({
                value: String(j.jobId),
                label: `${j.jobNumber} ${j.jobName}`.trim(),
              }))}
              value={jobId}
              onChange={setJobId}
            />
          )}
        </Group>
        <Loaded query={tickets} label="Loading tickets…" empty="There are no open tickets here.">
          {(rows) => <TransferGrid label={transferListTitles[type]} rows={rows} to={to} list={{ type, id }} />}
        </Loaded>
      </Stack>
    </TitledPage>
  );
}

/** /Inventory/PickTicket: Yard Pick Tickets or Job Pick Tickets. */
export function PickTicketsScreen() {
  return <TicketSelector kind="pick" />;
}

/** /Inventory/CheckInTicket: Yard Check In or Job Check In. */
export function CheckInTicketsScreen() {
  return <TicketSelector kind="checkIn" />;
}

/** /Inventory/EditTransfer: every pick ticket the user may see, open ones first; closed ones on request. */
export function EditTransferListScreen() {
  const paths = useTicketPaths();
  const [closed, setClosed] = useState(false);
  const tickets = useTransferList('PickTickets', null, { closed });
  return (
    <TitledPage title="Edit Transfer">
      <TicketTabs />
      <Switch label="Show closed and cancelled" checked={closed} onChange={(e) => setClosed(e.currentTarget.checked)} />
      <Loaded query={tickets} label="Loading tickets…" empty="There are no pick tickets.">
        {(rows) => (
          <TransferGrid
            label="Pick tickets"
            rows={rows}
            to={paths.editTransfer}
            list={{ type: 'PickTickets', closed }}
          />
        )}
      </Loaded>
    </TitledPage>
  );
}
