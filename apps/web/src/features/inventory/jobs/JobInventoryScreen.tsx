import { messages } from '@fieldbook/contract/messages';
import { Alert, Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { TitledPage } from '../../../ui/TitledPage.tsx';
import { useJobInventory } from '../inventory.queries.ts';
import { useHolds } from '../list-state.tsx';
import { useIdParam } from '../params.ts';
import { adminJob, useInventoryPaths } from '../paths.ts';
import { JobStock } from './JobStock.tsx';

/** /Inventory/Job/{jobId}: the job's stock with a name filter. */
export default function JobInventoryScreen() {
  const jobId = useIdParam('jobId');
  const paths = useInventoryPaths();
  const inventory = useJobInventory(jobId);
  const mayAdjust = useHolds('inventory.adjust');
  const job = inventory.data;
  const failure = jobId === null ? messages.jobNotFound : inventory.error?.message;
  return (
    <TitledPage
      title={job ? `${job.jobName} Inventory` : 'Job Inventory'}
      crumbs={[{ label: 'Jobs', to: paths.jobs }, { label: job ? `${job.jobNumber} ${job.jobName}`.trim() : 'Job' }]}
      action={
        job &&
        mayAdjust && (
          <Button component={Link} to={adminJob(job.jobId)} leftSection={<IconAdjustments size={16} />}>
            Adjust Inventory
          </Button>
        )
      }
    >
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!failure && !job && <PageLoader label="Loading job inventory…" />}
      {job && (
        <JobStock
          jobReady={job.jobReadyItems.map((i) => ({
            key: i.itemId,
            name: i.name,
            totalAmount: i.totalAmount,
            currentAmount: i.currentAmount,
          }))}
          bulk={job.bulkItems.map((i) => ({
            key: i.itemId,
            name: i.bulkItemName,
            totalAmount: i.totalAmount,
            currentAmount: i.currentAmount,
          }))}
          assets={job.assets}
          assetPath={paths.asset}
        />
      )}
    </TitledPage>
  );
}
