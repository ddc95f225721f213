import { jobInventoryExport } from '@fieldbook/contract/inventory-stock';
import { messages } from '@fieldbook/contract/messages';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { useJobInventory } from '../inventory.queries.ts';
import { useIdParam } from '../params.ts';
import { adminJob, useInventoryPaths } from '../paths.ts';
import { StockPage } from '../StockPage.tsx';
import { JobStock } from './JobStock.tsx';

/** /Inventory/Job/{jobId}: the job's stock with a name filter. */
export default function JobInventoryScreen() {
  const jobId = useIdParam('jobId');
  const paths = useInventoryPaths();
  const inventory = useJobInventory(jobId);
  const job = inventory.data;
  const failure = jobId === null ? messages.jobNotFound : inventory.error?.message;
  return (
    <StockPage
      title={job ? `${job.jobName} Inventory` : 'Job Inventory'}
      crumbs={[{ label: 'Jobs', to: paths.jobs }, { label: job ? `${job.jobNumber} ${job.jobName}`.trim() : 'Job' }]}
      adjustTo={job ? adminJob(job.jobId) : null}
      exporter={
        // The name filter is the browser's, over the page: the export is the job's whole inventory.
        job &&
        job.jobReadyItems.length + job.bulkItems.length + job.assetCount > 0 && (
          <ExportButton
            endpoint={jobInventoryExport}
            input={{ query: { JobId: job.jobId } }}
            fileName="JobInventory.xlsx"
          />
        )
      }
      failure={failure}
      loading={job ? null : 'Loading job inventory…'}
    >
      {job && (
        <JobStock
          jobId={job.jobId}
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
          assets={job}
          assetPath={paths.asset}
        />
      )}
    </StockPage>
  );
}
