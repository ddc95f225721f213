import { failureFormListExport } from '@fieldbook/contract/inventory-assets';
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { formatLongDateTime, todayIso } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useFailureLog } from './assets.queries.ts';

/** /Inventory/FailureLog: the failures reported between two days, the last 90 days at first (spec 4 §9). */
export default function FailureLogScreen() {
  const paths = useAssetPaths();
  const [start, setStart] = useState(() => dayjs().subtract(90, 'day').format('YYYY-MM-DD'));
  const [end, setEnd] = useState(todayIso);
  const log = useFailureLog(start, end);
  const yesNo = (v: boolean) => (
    <Badge variant="light" color={v ? 'orange' : 'gray'}>
      {v ? 'Yes' : 'No'}
    </Badge>
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Failure Log
        </Title>
        {!!log.data?.length && (
          <ExportButton
            endpoint={failureFormListExport}
            input={{ query: { startDate: start, endDate: end } }}
            fileName="FailureLog.xlsx"
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={720}>
        <DateField label="From" value={start} maxDate={end} onChange={(v) => v && setStart(v)} />
        <DateField label="To" value={end} minDate={start} onChange={(v) => v && setEnd(v)} />
      </SimpleGrid>
      {log.isPending && <PageLoader label="Loading failures…" />}
      {log.error && (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      )}
      {log.data?.length === 0 && <Text c="dimmed">No failures were reported in these dates.</Text>}
      {!!log.data?.length && (
        <>
          <Table striped highlightOnHover aria-label="Failure log" visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Serial Number</Table.Th>
                <Table.Th>Office</Table.Th>
                <Table.Th>Job</Table.Th>
                <Table.Th>In Circulation</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Response</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((r) => (
                <Table.Tr key={r.assetFailureId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={paths.failure(r.assetFailureId)}>
                      {formatLongDateTime(r.date)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.serialNumber}</Table.Td>
                  <Table.Td>{r.office}</Table.Td>
                  <Table.Td>{r.job}</Table.Td>
                  <Table.Td>{yesNo(r.inCirculation)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3}>
                      {r.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3}>
                      {r.response}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm">
            {log.data.map((r) => (
              <Card key={r.assetFailureId} withBorder padding="sm">
                <Group justify="space-between" wrap="wrap" gap={4}>
                  <Anchor component={Link} to={paths.failure(r.assetFailureId)} fw={600}>
                    Serial {r.serialNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatLongDateTime(r.date)}
                  </Text>
                </Group>
                <Text size="sm">
                  {r.office} · {r.job}
                </Text>
                <Group gap={6}>
                  <Text size="sm">In circulation</Text>
                  {yesNo(r.inCirculation)}
                </Group>
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {r.description}
                </Text>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
