import { Alert, Paper, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useJobProfile } from '../../entities/job/index.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useJobInventoryProfile } from './inventory.queries.ts';
import { JobStock } from './jobs/JobStock.tsx';
import { useHolds } from './list-state.tsx';
import { PickWizard } from './transfers/PickWizard.tsx';
import { TicketView } from './transfers/TicketScreens.tsx';
import { TransferGrid } from './transfers/TransferGrid.tsx';
import { useTransferList } from './transfers/transfers.queries.ts';

/**
 * A job stage's Inventory tab (spec 4 §2 "Job inventory"): its own tabs Stock (what the job holds
 * now), Transfer (the return wizard, /Inventory/Return), Check In (tickets arriving at the job,
 * /Inventory/CheckIn and /CheckIn/{id}) and Pick Ticket (tickets leaving the job, /Inventory/PickTicket
 * and /PickTicket/{id}). The tickets are the same components as the /Inventory screens.
 */
export default function JobStageInventory({ jobId }: { jobId: number }) {
  // The tab's own address: the stage's address and /Inventory (its sub-pages follow it).
  const { pathname } = useLocation();
  const base = /^(.*?\/Inventory)(?:\/|$)/i.exec(pathname)?.[1] ?? pathname;
  const mayTransfer = useHolds('inventory.transfer');
  const tabs = [
    { label: 'Stock', url: base },
    ...(mayTransfer
      ? [
          { label: 'Transfer', url: `${base}/Return` },
          { label: 'Check In', url: `${base}/CheckIn` },
          { label: 'Pick Ticket', url: `${base}/PickTicket` },
        ]
      : []),
  ];
  return (
    <Stack>
      {tabs.length > 1 && <StageTabs tabs={tabs} base={base} />}
      <Routes>
        <Route index element={<JobStockPanel jobId={jobId} />} />
        {mayTransfer && (
          <>
            <Route path="Return" element={<ReturnPanel jobId={jobId} base={base} />} />
            <Route
              path="CheckIn"
              element={
                <TicketListPanel
                  jobId={jobId}
                  type="JobReceiving"
                  title="Check In"
                  to={(id) => `${base}/CheckIn/${id}`}
                />
              }
            />
            <Route path="CheckIn/:id" element={<StageTicket actions={['checkIn']} />} />
            <Route
              path="PickTicket"
              element={
                <TicketListPanel
                  jobId={jobId}
                  type="JobPick"
                  title="Pick Tickets"
                  to={(id) => `${base}/PickTicket/${id}`}
                />
              }
            />
            <Route path="PickTicket/:id" element={<StageTicket actions={['ship']} />} />
          </>
        )}
        <Route path="*" element={<JobStockPanel jobId={jobId} />} />
      </Routes>
    </Stack>
  );
}

/** The stage's inventory tabs: the one whose section holds the current path is active. */
function StageTabs({ tabs, base }: { tabs: { label: string; url: string }[]; base: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lower = pathname.toLowerCase().replace(/\/$/, '');
  const active =
    tabs.slice(1).find((t) => lower === t.url.toLowerCase() || lower.startsWith(`${t.url.toLowerCase()}/`))?.url ??
    base;
  return (
    <nav aria-label="Job inventory" style={{ minWidth: 0 }}>
      <Tabs value={active} onChange={(url) => url && navigate(url)}>
        <Tabs.List className="fb-tab-list">
          {tabs.map((t) => (
            <Tabs.Tab key={t.url} value={t.url}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </nav>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Stock: the job's stock (job-ready and bulk with Historical and Current, and the assets). */
function JobStockPanel({ jobId }: { jobId: number }) {
  const profile = useJobInventoryProfile(jobId);
  const data = profile.data;
  return (
    <Panel title="Stock" id="job-stock-title">
      {profile.error && (
        <Alert color="red" role="alert">
          {profile.error.message}
        </Alert>
      )}
      {!profile.error && !data && <PageLoader label="Loading the job's inventory…" />}
      {data && (
        <JobStock
          jobId={jobId}
          jobReady={data.jobReadyInventory.map((i) => ({ key: i.itemId, ...i }))}
          bulk={data.bulkInventory.map((i) => ({ key: i.itemId, ...i }))}
          assets={{ ...data, assets: data.assets.map(({ itemName, ...a }) => ({ ...a, name: itemName })) }}
          assetPath={(id) => `/Inventory/Asset/${id}`}
        />
      )}
    </Panel>
  );
}

/** Transfer: the 3-step return of stock from this job to a yard, with damaged amounts. */
function ReturnPanel({ jobId, base }: { jobId: number; base: string }) {
  const job = useJobProfile(jobId);
  const info = job.data?.jobInfo;
  return (
    <Panel title="Return to a Yard" id="job-return-title">
      {!info ? (
        <PageLoader label="Loading the job…" />
      ) : (
        <PickWizard job={{ jobId, name: info.jobName }} ticketPath={(id) => `${base}/PickTicket/${id}`} />
      )}
    </Panel>
  );
}

/** Check In or Pick Ticket: the job's open tickets of one list in the sortable grid. */
function TicketListPanel(props: {
  jobId: number;
  type: 'JobReceiving' | 'JobPick';
  title: string;
  to: (id: number) => string;
}) {
  const tickets = useTransferList(props.type, props.jobId);
  return (
    <Panel title={props.title} id="job-tickets-title">
      {tickets.error && (
        <Alert color="red" role="alert">
          {tickets.error.message}
        </Alert>
      )}
      {!tickets.error && !tickets.data && <PageLoader label="Loading tickets…" />}
      {tickets.data && tickets.data.length === 0 && <Alert variant="light">There are no open tickets here.</Alert>}
      {tickets.data && tickets.data.length > 0 && (
        <TransferGrid
          label={props.title}
          rows={tickets.data}
          to={props.to}
          list={{ type: props.type, id: props.jobId }}
        />
      )}
    </Panel>
  );
}

/** One ticket of the job: shipped from the job (Pick Ticket) or checked in at it (Check In). */
function StageTicket({ actions }: { actions: ('ship' | 'checkIn')[] }) {
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return <TicketView id={id} actions={actions} />;
}
