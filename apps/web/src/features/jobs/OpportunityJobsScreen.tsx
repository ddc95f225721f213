import { Alert, Button, Group, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { JobTable } from '../../entities/job/index.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useCanEditJobs, useOpportunityJobs } from './jobs.queries.ts';

/** /Opportunities/{oppId}: the opportunity's jobs; 'New Job' for those who may edit jobs, never
 * Drilling Users (spec 2 §6). */
export default function OpportunityJobsScreen() {
  const opportunityId = Number(useParams().oppId);
  const [canceled, setCanceled] = useState(false);
  const jobs = useOpportunityJobs(opportunityId, canceled);
  const canEdit = useCanEditJobs();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Jobs
        </Title>
        <Group>
          <Switch
            label="Show Canceled Jobs"
            checked={canceled}
            onChange={(e) => setCanceled(e.currentTarget.checked)}
          />
          {canEdit && (
            <Button component={Link} to={`/Opportunities/${opportunityId}/NewJob`}>
              New Job
            </Button>
          )}
        </Group>
      </Group>
      {jobs.isLoading && <PageLoader />}
      {jobs.error && (
        <Alert color="red" role="alert">
          {jobs.error.message}
        </Alert>
      )}
      {jobs.data && (
        <JobTable
          rows={jobs.data}
          label="Opportunity Jobs"
          columns={['jobName', 'jobClassification', 'jobNumber', 'jobStep', 'lastUpdated']}
        />
      )}
    </Stack>
  );
}
