import type { DashboardWidget } from '@fieldbook/contract/dashboard';
import type { JobListRow } from '@fieldbook/contract/jobs';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Badge, Box, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { useWidgetJobs } from './dashboard.queries.ts';

/** Where a job opens: /Opportunities/{opportunityId}/{jobId}/{jobStage} (spec 1 §2). */
export const jobUrl = (j: Pick<JobListRow, 'opportunityId' | 'jobId' | 'jobStage'>) =>
  `/Opportunities/${j.opportunityId}/${j.jobId}/${j.jobStage}`;

/** A job-list widget in view mode: its jobs, newest update first. */
export function JobListWidget({ widget }: { widget: DashboardWidget }) {
  const answer = useWidgetJobs(widget.dashboardWidgetId);
  const navigate = useNavigate();
  const titleId = `widget-${widget.dashboardWidgetId}`;
  const jobs = answer.data?.jobs;
  // A phone gets one card per job instead of a table wider than the screen.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {widget.widgetName}
          </Title>
          {answer.isFetching && <Loader size="xs" role="status" aria-label={`Loading ${widget.widgetName}`} />}
        </Group>
        {answer.error && (
          <Alert color="red" role="alert">
            {answer.error.message}
          </Alert>
        )}
        {jobs?.length === 0 && <Text c="dimmed">{messages.noJobsToDisplay}</Text>}
        {jobs && jobs.length > 0 && !wide && <JobCards jobs={jobs} />}
        {jobs && jobs.length > 0 && wide && (
          <Table.ScrollContainer minWidth={680} maxHeight={420}>
            <Table striped highlightOnHover stickyHeader aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job Name</Table.Th>
                  <Table.Th>Classification</Table.Th>
                  <Table.Th>Job Number</Table.Th>
                  <Table.Th>Stage</Table.Th>
                  <Table.Th>Last Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((j) => (
                  <Table.Tr key={j.jobId} onClick={() => navigate(jobUrl(j))} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      {/* The link is the keyboard's way in; a click anywhere on the row does the same. */}
                      <Anchor component={Link} to={jobUrl(j)} onClick={(e) => e.stopPropagation()} fw={500}>
                        {j.jobName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{j.jobClassification ?? '—'}</Table.Td>
                    <Table.Td className="fb-nowrap">{j.jobNumber}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <span className="fb-nowrap">{j.jobStep}</span>
                        {j.canceled && <CancelledBadge />}
                      </Group>
                    </Table.Td>
                    <Table.Td className="fb-nowrap">{formatDateTime(j.lastUpdated)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function CancelledBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      {messages.cancelled}
    </Badge>
  );
}

/** The jobs of a widget on a phone: name (the link), classification and number, step, Last Updated. */
function JobCards({ jobs }: { jobs: JobListRow[] }) {
  return (
    <Box mah="60vh" style={{ overflowY: 'auto' }}>
      <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {jobs.map((j) => (
          <Box component="li" key={j.jobId} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Anchor component={Link} to={jobUrl(j)} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {j.jobName}
            </Anchor>
            <Text size="sm">{[j.jobClassification, j.jobNumber].filter(Boolean).join(' · ')}</Text>
            <Group gap={6}>
              <Text size="sm">{j.jobStep}</Text>
              {j.canceled && <CancelledBadge />}
            </Group>
            <Text size="sm" c="dimmed">
              Last Updated: {formatDateTime(j.lastUpdated)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
