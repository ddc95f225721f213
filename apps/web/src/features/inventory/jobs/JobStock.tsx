import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type FirstAssets, PlaceAssets } from '../PlaceAssets.tsx';
import { StockSection, StockTable } from '../StockTables.tsx';

interface Row {
  key: number;
  name: string;
  totalAmount: number;
  currentAmount: number;
}

/**
 * A job's stock: a name filter, the job-ready and bulk items with their historical total and current
 * amount, and the assets at the job a page at a time (the job inventory page and the job stage's
 * Inventory tab).
 */
export function JobStock(props: {
  jobId: number;
  jobReady: Row[];
  bulk: Row[];
  assets: FirstAssets;
  assetPath: (id: number) => string;
}) {
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const match = (name: string) => name.toLowerCase().includes(words);
  const table = (label: string, rows: Row[]) => (
    <StockTable
      label={label}
      headers={['Name', 'Historical', 'Current']}
      rows={rows
        .filter((r) => match(r.name))
        .map((r) => ({ key: r.key, cells: [r.name, r.totalAmount, r.currentAmount] }))}
    />
  );
  const jobReady = props.jobReady.filter((r) => match(r.name));
  const bulk = props.bulk.filter((r) => match(r.name));
  return (
    <Stack>
      <TextInput
        label="Filter by name"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maxLength={200}
        maw={360}
      />
      <StockSection
        title="Job Ready Items"
        id="job-job-ready"
        empty={words ? 'No job-ready item matches.' : 'No job-ready items at this job.'}
        count={jobReady.length}
      >
        {table('Job-ready items', jobReady)}
      </StockSection>
      <StockSection
        title="Bulk Items"
        id="job-bulk"
        empty={words ? 'No bulk item matches.' : 'No bulk items at this job.'}
        count={bulk.length}
      >
        {table('Bulk items', bulk)}
      </StockSection>
      <PlaceAssets
        place={{ kind: 'job', id: props.jobId }}
        first={props.assets}
        id="job-assets"
        empty={words ? 'No asset matches.' : 'No assets at this job.'}
        assetPath={props.assetPath}
        shown={words ? (a) => match(a.name) || a.serialNumber.toLowerCase().includes(words) : undefined}
      />
    </Stack>
  );
}
