import type { JobProfile } from '@fieldbook/contract/job-profile';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Badge, Divider, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useJobIds, useJobProfile } from '../../../entities/job/index.ts';
import { BillingStatus } from '../../../features/approvals/index.ts';
import { CloneButton } from '../../../features/clone/index.ts';
import { JobHistoryPanel, JobNoteForm, JobNotesList, useCanEditJobs } from '../../../features/jobs/index.ts';
import { JobRemindersPanel } from '../../../features/reminders/index.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { RecordLink } from '../../../shared/ui/RecordLink.tsx';
import { useCompactFieldLayout } from './field-layout.ts';
import { JobLine } from './JobLine.tsx';
import { jobPageOfPath, useJobPage } from './job-page.queries.ts';

/** The part of the path after the job: the stage segment, and a note route at its end (spec 2 §2). */
function parseRest(pathname: string, base: string) {
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  const edit = /(?:^|\/)EditNote\/(\d+)$/.exec(rest);
  const isNew = /(?:^|\/)NewNote$/.test(rest);
  const page = rest.replace(/(?:^|\/)(NewNote|EditNote\/\d+)$/, '');
  return {
    segment: page.split('/')[0] ?? '',
    /** The page the notes sit under; the note routes are this plus /NewNote or /EditNote/{id}. */
    notesBase: page ? `${base}/${page}` : base,
    note: isNew ? ('new' as const) : edit ? Number(edit[1]) : null,
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function JobHeader({ profile, canEdit }: { profile: JobProfile; canEdit: boolean }) {
  const j = profile.jobInfo;
  return (
    <Paper withBorder p="md" component="section" aria-label="Job details">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h3">
            {j.jobName}
          </Title>
          {j.canceled && (
            <Badge color="red" variant="filled">
              Canceled
            </Badge>
          )}
          {canEdit && (
            <ActionIcon
              component={Link}
              to={`/Opportunities/${j.opportunityId}/${j.jobId}/Edit`}
              variant="subtle"
              size="lg"
              aria-label="Edit Job"
            >
              <IconPencil />
            </ActionIcon>
          )}
        </Group>
        <Group gap="xs">
          <BillingStatus jobId={j.jobId} />
          <CloneButton jobId={j.jobId} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="sm" spacing="sm">
        <Field label="Job Number">{j.jobNumber}</Field>
        <Field label="Account">
          <RecordLink to={`/Accounts/${j.accountId}`}>{j.accountName}</RecordLink>
        </Field>
        <Field label="Opportunity">
          <RecordLink to={`/Opportunities/${j.opportunityId}`}>{j.opportunityName}</RecordLink>
        </Field>
        <Field label="Classification">{j.jobClassificationName ?? 'N/A'}</Field>
        <Field label="Stage / Step">
          {profile.navigation.find((t) => t.navUrl === j.jobStage)?.stageName ?? j.jobStage} / {j.jobStep}
        </Field>
        <Field label="Prevailing Wage">{profile.prevailingWage}</Field>
        <Field label="Shipping Location">{j.shippingAddress || 'N/A'}</Field>
        <Field label="Last Updated">{formatDateTime(j.lastUpdated)}</Field>
      </SimpleGrid>
      {j.jobDescription && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {j.jobDescription}
        </Text>
      )}
    </Paper>
  );
}

/**
 * /Opportunities/{oppId}/{jobId}: the job page. Its first paint comes in one request (the job page
 * call, started beside the opportunity's by the opportunity layout); the page shows once it is there,
 * each part then read through its own query.
 */
export default function JobProfileLayout() {
  const { jobId } = useJobIds();
  const page = useJobPage(jobId, jobPageOfPath(useLocation().pathname)?.stage);
  if (page.isPending) return <PageLoader />;
  if (page.error)
    return (
      <Alert color="red" role="alert">
        {page.error.message}
      </Alert>
    );
  return <JobProfileScreen />;
}

/**
 * The job header, the stage tabs, the stage (outlet), then the notes (list, or the note form of a
 * …/NewNote or …/EditNote/{id} route), reminders and history.
 */
function JobProfileScreen() {
  const { opportunityId, jobId } = useJobIds();
  const profile = useJobProfile(jobId);
  const canEdit = useCanEditJobs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = `/Opportunities/${opportunityId}/${jobId}`;
  const { segment, notesBase, note } = parseRest(pathname, base);
  // Typing in a stage's forms marks that stage dirty; 'Add Note' then warns first (spec 2 §5).
  const dirtyStage = useRef<string | null>(null);
  // A field stage on a phone: the stage screen shows the stage and form selector itself.
  const compact = useCompactFieldLayout(pathname);

  if (profile.isLoading) return <PageLoader />;
  if (profile.error || !profile.data)
    return (
      <Alert color="red" role="alert">
        {profile.error?.message ?? messages.unknown}
      </Alert>
    );
  const tabs = profile.data.navigation;
  const onStage = tabs.some((t) => t.navUrl === segment);
  const onClone = segment === 'Clone';

  async function addNote() {
    if (
      dirtyStage.current === segment &&
      !(await confirmAction({ title: 'Add Note', message: messages.jobNoteLeaveConfirm, danger: false }))
    )
      return;
    // The address bar, not this render's location: right after a tab click the next stage may still
    // be loading (the router keeps showing the old one meanwhile), and the note belongs under it.
    navigate(`${parseRest(window.location.pathname, base).notesBase}/NewNote`);
  }

  return (
    <Stack>
      {compact ? (
        <JobLine profile={profile.data}>
          <JobHeader profile={profile.data} canEdit={canEdit} />
        </JobLine>
      ) : (
        <>
          <JobHeader profile={profile.data} canEdit={canEdit} />
          <Tabs
            value={onStage ? segment : null}
            onChange={(v) => v && navigate(`${base}/${v}`)}
            aria-label="Job stages"
          >
            <Tabs.List className="fb-tab-list">
              {tabs.map((t) => (
                <Tabs.Tab key={t.navUrl} value={t.navUrl} disabled={t.disabled}>
                  {t.stageName}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </>
      )}
      {!onStage && !onClone && <Text>{messages.jobSelectStage}</Text>}
      <div
        onInput={() => {
          dirtyStage.current = segment;
        }}
      >
        <Outlet />
      </div>
      {!onClone && (
        <>
          <Divider />
          {note === null ? (
            <JobNotesList jobId={jobId} basePath={notesBase} canAdd={canEdit} onAdd={addNote} />
          ) : (
            <JobNoteForm jobId={jobId} noteId={note === 'new' ? null : note} basePath={notesBase} />
          )}
          <JobRemindersPanel jobId={jobId} />
          <JobHistoryPanel jobId={jobId} />
        </>
      )}
    </Stack>
  );
}
