import { messages } from '@fieldbook/contract/messages';
import { Accordion, Alert, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useJobHistory } from '../jobs.queries.ts';

function HistoryTable({ jobId }: { jobId: number }) {
  const history = useJobHistory(jobId);
  if (history.isLoading) return <PageLoader />;
  if (history.error)
    return (
      <Alert color="red" role="alert">
        {history.error.message}
      </Alert>
    );
  if (!history.data?.length) return <Text>{messages.noJobHistory}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Job History">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at)}</Table.Td>
              <Table.Td>{h.userName ?? 'System'}</Table.Td>
              <Table.Td>{h.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The collapsible job history: who moved, canceled or edited the job, and when (loaded when opened). */
export function JobHistoryPanel({ jobId }: { jobId: number }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion variant="separated" value={open} onChange={setOpen}>
      <Accordion.Item value="history">
        <Accordion.Control>Job History</Accordion.Control>
        <Accordion.Panel>{open && <HistoryTable jobId={jobId} />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
