import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { adjustmentCells } from '../AdjustmentInput.tsx';
import {
  useAdjustJobBulk,
  useAdjustJobReady,
  useBulkJobInventory,
  useJobInventory,
  useJobReadyJobInventory,
} from '../inventory.queries.ts';
import { PlaceAssets } from '../PlaceAssets.tsx';
import { useIdParam } from '../params.ts';
import { useInventoryPaths } from '../paths.ts';
import { StockPage } from '../StockPage.tsx';
import { StockSection, StockTable } from '../StockTables.tsx';

type Typed = Record<string, string>;

/**
 * /Admin/Inventory/Job/{jobId}: the job's adjustment: each job-ready and bulk item with its
 * historical total, current amount, an adjustment and the estimated new stock, and the assets at the
 * job. Save sends the job-ready and the bulk adjustments (each kind only when one was typed).
 */
export default function JobAdjustScreen() {
  const jobId = useIdParam('jobId');
  const paths = useInventoryPaths();
  const jobReady = useJobReadyJobInventory(jobId);
  const bulk = useBulkJobInventory(jobId);
  const stock = useJobInventory(jobId);
  const adjustJobReady = useAdjustJobReady();
  const adjustBulk = useAdjustJobBulk();
  const [typed, setTyped] = useState<Typed>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const job = jobReady.data;
  const failure = jobId === null ? messages.jobNotFound : (jobReady.error ?? bulk.error ?? stock.error)?.message;
  const set = (key: string) => (value: string) => setTyped((t) => ({ ...t, [key]: value }));
  const has = (key: string) => !!typed[key] && typed[key] !== '-';

  async function save() {
    if (!job || !bulk.data) return;
    setOutcome(null);
    const jobReadyData = job.items
      .filter((i) => has(`j${i.itemId}`))
      .map((i) => ({ itemId: i.itemId, adjustment: typed[`j${i.itemId}`] }));
    const bulkData = bulk.data.items
      .filter((i) => has(`b${i.itemId}`))
      .map((i) => ({ itemId: i.itemId, adjustment: typed[`b${i.itemId}`] }));
    if (jobReadyData.length === 0 && bulkData.length === 0) {
      setOutcome({ ok: false, message: messages.noAdjustments });
      return;
    }
    try {
      const said: string[] = [];
      if (jobReadyData.length > 0) {
        said.push((await adjustJobReady.mutateAsync({ jobId: job.jobId, data: jobReadyData })).message);
        setTyped((t) => Object.fromEntries(Object.entries(t).filter(([k]) => !k.startsWith('j'))));
      }
      if (bulkData.length > 0) said.push((await adjustBulk.mutateAsync({ jobId: job.jobId, data: bulkData })).message);
      setTyped({});
      const message = [...new Set(said)].join(' ');
      setOutcome({ ok: true, message });
    } catch (err) {
      setOutcome({ ok: false, message: (err as Error).message });
    }
  }

  const headers = ['Name', 'Historical', 'Current', 'Adjustment', 'Estimated New Stock'];
  const row = (key: string, i: { itemId: number; totalAmount: number; currentAmount: number }, name: string) => ({
    key: i.itemId,
    cells: [
      name,
      i.totalAmount,
      i.currentAmount,
      ...adjustmentCells({ name, current: i.currentAmount, value: typed[key] ?? '', onChange: set(key) }),
    ],
  });

  return (
    <StockPage
      title={job ? `Adjust ${job.jobName} Inventory` : 'Adjust Job Inventory'}
      crumbs={[{ label: 'Jobs', to: paths.jobs }, { label: job ? `${job.jobNumber} ${job.jobName}`.trim() : 'Job' }]}
      failure={failure}
      loading={job && bulk.data ? null : 'Loading job inventory…'}
    >
      {!failure && job && bulk.data && (
        <form
          aria-label={`Adjust ${job.jobName} inventory`}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          noValidate
        >
          <Stack>
            <StockSection
              title="Job Ready Items"
              id="adjust-job-ready"
              empty="No job-ready items."
              count={job.items.length}
            >
              <StockTable
                label="Job-ready items"
                headers={headers}
                rows={job.items.map((i) => row(`j${i.itemId}`, i, i.name))}
              />
            </StockSection>
            <StockSection title="Bulk Items" id="adjust-bulk" empty="No bulk items." count={bulk.data.items.length}>
              <StockTable
                label="Bulk items"
                headers={headers}
                rows={bulk.data.items.map((i) => row(`b${i.itemId}`, i, i.bulkItemName))}
              />
            </StockSection>
            {stock.data && (
              <PlaceAssets
                place={{ kind: 'job', id: stock.data.jobId }}
                first={stock.data}
                id="adjust-assets"
                empty="No assets at this job."
                assetPath={(id) => `/Admin/Inventory/Asset/${id}`}
              />
            )}
            {outcome && (
              <Alert
                color={outcome.ok ? 'green' : 'red'}
                role={outcome.ok ? 'status' : 'alert'}
                withCloseButton
                onClose={() => setOutcome(null)}
              >
                {outcome.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={adjustJobReady.isPending || adjustBulk.isPending}>
                Save
              </Button>
              <Button variant="default" onClick={() => setTyped({})} disabled={Object.keys(typed).length === 0}>
                Clear
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </StockPage>
  );
}
