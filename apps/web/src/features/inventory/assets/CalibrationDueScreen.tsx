import { messages } from '@fieldbook/contract/messages';
import { Anchor, Paper, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/ui/format.ts';
import { ListState } from '../../../shared/ui/ListState.tsx';
import { useCalibrationDueList } from './assets.queries.ts';
import { CalibrationNote } from './calibration.tsx';

/** /Inventory/CalibrationDue: meters whose calibration lapses within 30 days, has lapsed or was never recorded. */
export default function CalibrationDueScreen() {
  const list = useCalibrationDueList();
  return (
    <Stack>
      <Title order={1} size="h3">
        {messages.calibrationDueTitle}
      </Title>
      <ListState
        query={list}
        rows={list.data?.length ?? 0}
        loading="Loading the meters due…"
        empty={messages.calibrationDueEmpty}
      />
      {list.data && list.data.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label="Meters due for calibration">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Meter</Table.Th>
                  <Table.Th>Serial number</Table.Th>
                  <Table.Th>Meter type</Table.Th>
                  <Table.Th>Last calibrated</Table.Th>
                  <Table.Th>Due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((m) => (
                  <Table.Tr key={m.assetId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/Inventory/Asset/${m.assetId}`}>
                        {m.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.serialNumber}</Table.Td>
                    <Table.Td>{m.meterTypeName}</Table.Td>
                    <Table.Td>
                      {m.lastCalibratedDate ? formatDate(m.lastCalibratedDate) : messages.neverCalibrated}
                    </Table.Td>
                    <Table.Td>
                      <CalibrationNote due={m.dueDate} overdue={m.overdue} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
