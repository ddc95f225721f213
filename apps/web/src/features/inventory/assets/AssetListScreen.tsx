import { ASSET_TYPE_METER } from '@fieldbook/contract/inventory';
import type { AssetListRow } from '@fieldbook/contract/inventory-assets';
import { assetByLabel, assetLabels, assetListExport } from '@fieldbook/contract/inventory-assets';
import type { AssetSortColumn } from '@fieldbook/contract/inventory-paging';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGauge, IconPlus, IconPrinter, IconScan, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, call } from '../../../shared/api/api.ts';
import { useSelf } from '../../../shared/session/session.queries.ts';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { formatLongDateTime } from '../../../shared/ui/format.ts';
import { LoadMore, rowsOf } from '../../../shared/ui/LoadMore.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { type Dir, SortHeader } from '../../../shared/ui/SortHeader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useAssetPages, useYards } from './assets.queries.ts';
import { CalibrationNote } from './calibration.tsx';

// The camera and the QR decoder load only when Scan is pressed.
const ScanModal = lazy(() => import('./ScanModal.tsx').then((m) => ({ default: m.ScanModal })));

type Column = AssetSortColumn;
const columns: { column: Column; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'serialNumber', label: 'Serial Number' },
  { column: 'status', label: 'Status' },
  { column: 'location', label: 'Location' },
  { column: 'lastActivity', label: 'Last Activity' },
];

/**
 * /Inventory/Asset: the assets a page at a time (sorted and searched by the server, 'Load More' for
 * the next page), with a switch to those out for repair, scanning and labels.
 */
export default function AssetListScreen() {
  const paths = useAssetPaths();
  const navigate = useNavigate();
  const canEdit = !!useSelf().data?.permissions.includes('inventory.assets');
  const [repairOnly, setRepairOnly] = useState(false);
  const [sort, setSort] = useState<{ column: Column; dir: Dir }>({ column: 'name', dir: 'asc' });
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 400);
  const list = useAssetPages({ sort: sort.column, dir: sort.dir, search, outForRepair: repairOnly });
  const rows = useMemo(() => rowsOf(list.data), [list.data]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState('');
  const [looking, setLooking] = useState(false);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const printable = rows.filter((r) => !r.decommissioned);
  const allSelected = printable.length > 0 && printable.every((r) => selected.has(r.serializedItemId));

  async function lookUp(code: string) {
    setScanProblem('');
    setLooking(true);
    try {
      const found = await call(assetByLabel, { query: { code } });
      setScanning(false);
      navigate(paths.asset(found.data.serializedItemId));
    } catch (err) {
      setScanProblem(err instanceof ApiError ? err.message : (err as Error).message);
    } finally {
      setLooking(false);
    }
  }

  const onSort = (column: Column, dir: Dir) => setSort({ column, dir });
  const link = (r: AssetListRow) => (
    <Anchor component={Link} to={paths.asset(r.serializedItemId)} fw={600}>
      {r.name || r.serialNumber}
    </Anchor>
  );
  const meter = (r: AssetListRow) =>
    r.assetType === ASSET_TYPE_METER && !r.decommissioned ? (
      <CalibrationNote due={r.calibrationDue} overdue={r.calibrationOverdue} />
    ) : null;
  const status = (r: AssetListRow) => (
    <Badge variant="light" color={r.decommissioned ? 'gray' : r.onRepair ? 'orange' : 'blue'}>
      {r.status}
    </Badge>
  );

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          Assets
        </Title>
        <Group gap="xs" wrap="wrap">
          {rows.length > 0 && (
            <ExportButton
              endpoint={assetListExport}
              input={{ query: { sort: sort.column, dir: sort.dir, search, outForRepair: repairOnly } }}
              fileName="Assets.xlsx"
            />
          )}
          <Button
            variant="default"
            leftSection={<IconScan size={16} />}
            onClick={() => {
              setScanProblem('');
              setScanning(true);
            }}
          >
            Scan
          </Button>
          {canEdit && (
            <Button
              component={Link}
              to={`${paths.list}/MeterTypes`}
              variant="default"
              leftSection={<IconGauge size={16} />}
            >
              Meter Types
            </Button>
          )}
          {canEdit && (
            <Button component={Link} to={`${paths.list}/CreateAsset`} leftSection={<IconPlus size={16} />}>
              Create Asset
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Switch
          label="Out for repair only"
          checked={repairOnly}
          onChange={(e) => {
            setRepairOnly(e.currentTarget.checked);
            setSelected(new Set());
          }}
        />
        {canEdit && <PrintLabels selected={[...selected]} onPrinted={() => setSelected(new Set())} />}
      </Group>
      <TextInput
        label="Search assets"
        placeholder="Name or serial number"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={360}
      />
      {list.isPending && <PageLoader label="Loading assets…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && rows.length === 0 && (
        <Text c="dimmed">
          {search
            ? 'No assets match the search.'
            : repairOnly
              ? 'No assets are out for repair.'
              : 'There are no assets yet.'}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <Table striped highlightOnHover aria-label="Assets" visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                {canEdit && (
                  <Table.Th w={36}>
                    <Checkbox
                      aria-label="Select all assets"
                      checked={allSelected}
                      indeterminate={!allSelected && selected.size > 0}
                      onChange={() =>
                        setSelected(allSelected ? new Set() : new Set(printable.map((r) => r.serializedItemId)))
                      }
                    />
                  </Table.Th>
                )}
                {columns.map((c) => (
                  <SortHeader key={c.column} {...c} sort={sort.column} dir={sort.dir} onSort={onSort} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.serializedItemId}>
                  {canEdit && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${r.serialNumber}`}
                        checked={selected.has(r.serializedItemId)}
                        disabled={r.decommissioned}
                        onChange={() => toggle(r.serializedItemId)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    {link(r)}
                    {meter(r)}
                  </Table.Td>
                  <Table.Td>{r.serialNumber}</Table.Td>
                  <Table.Td>{status(r)}</Table.Td>
                  <Table.Td>{r.location}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLongDateTime(r.lastActivity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack
            gap="xs"
            hiddenFrom="sm"
            component="ul"
            aria-label="Assets"
            m={0}
            style={{ listStyle: 'none', padding: 0 }}
          >
            <Select
              label="Sort by"
              value={`${sort.column} ${sort.dir}`}
              allowDeselect={false}
              data={columns.flatMap((c) => [
                { value: `${c.column} asc`, label: `${c.label} (A–Z)` },
                { value: `${c.column} desc`, label: `${c.label} (Z–A)` },
              ])}
              onChange={(v) => {
                const [column, dir] = (v ?? 'name asc').split(' ') as [Column, Dir];
                setSort({ column, dir });
              }}
            />
            {rows.map((r) => (
              <Card key={r.serializedItemId} withBorder padding="sm" component="li">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text style={{ overflowWrap: 'anywhere' }}>{link(r)}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      Serial {r.serialNumber}
                    </Text>
                  </Stack>
                  {canEdit && (
                    <Checkbox
                      aria-label={`Select ${r.serialNumber}`}
                      checked={selected.has(r.serializedItemId)}
                      disabled={r.decommissioned}
                      onChange={() => toggle(r.serializedItemId)}
                    />
                  )}
                </Group>
                <Group gap="xs" mt={6} wrap="wrap">
                  {status(r)}
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.location}
                  </Text>
                </Group>
                {meter(r)}
                <Text size="xs" c="dimmed" mt={4}>
                  Last activity {formatLongDateTime(r.lastActivity)}
                </Text>
              </Card>
            ))}
          </Stack>
          <LoadMore list={list} />
        </>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <ScanModal onClose={() => setScanning(false)} onCode={lookUp} problem={scanProblem} looking={looking} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Label sheets: the selected assets, or every active asset of a yard. */
function PrintLabels({ selected, onPrinted }: { selected: number[]; onPrinted: () => void }) {
  const yards = useYards();
  const [yardId, setYardId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const print = async (body: { assetIds?: number[]; yardId?: number }) => {
    setBusy(true);
    await downloadOrNotify(assetLabels, { body }, 'asset-labels.pdf');
    setBusy(false);
    onPrinted();
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        disabled={selected.length === 0}
        loading={busy && selected.length > 0}
        onClick={() => print({ assetIds: selected })}
      >
        {selected.length ? `Print ${selected.length} Label${selected.length === 1 ? '' : 's'}` : 'Print Labels'}
      </Button>
      <Select
        aria-label="Yard to label"
        placeholder="or a whole yard…"
        w={180}
        clearable
        value={yardId}
        onChange={setYardId}
        data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
      />
      {yardId && (
        <Button variant="default" loading={busy} onClick={() => print({ yardId: Number(yardId) })}>
          Print Yard Labels
        </Button>
      )}
    </Group>
  );
}
