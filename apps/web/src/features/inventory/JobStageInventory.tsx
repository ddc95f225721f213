import { Alert, Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useJobInventoryProfile } from './inventory.queries.ts';
import { JobStock } from './jobs/JobStock.tsx';

/** A job stage's Inventory tab: the job's stock (job-ready and bulk with Historical and Current, and the assets). */
export default function JobStageInventory({ jobId }: { jobId: number }) {
  const profile = useJobInventoryProfile(jobId);
  const data = profile.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="job-stock-title">
      <Stack>
        <Title order={2} size="h4" id="job-stock-title">
          Stock
        </Title>
        {profile.error && (
          <Alert color="red" role="alert">
            {profile.error.message}
          </Alert>
        )}
        {!profile.error && !data && <PageLoader label="Loading the job's inventory…" />}
        {data && (
          <JobStock
            jobReady={data.jobReadyInventory.map((i) => ({ key: i.itemId, ...i }))}
            bulk={data.bulkInventory.map((i) => ({ key: i.itemId, ...i }))}
            assets={data.assets.map((a) => ({ ...a, name: a.itemName }))}
            assetPath={(id) => `/Inventory/Asset/${id}`}
          />
        )}
      </Stack>
    </Paper>
  );
}
