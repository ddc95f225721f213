import { messages } from '@fieldbook/contract/messages';
import { Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/format.ts';
import { QueryGate } from '../../../ui/QueryGate.tsx';
import { CompletedIcon, EquipmentReadView } from './EquipmentArea.tsx';
import { useEquipmentForm, useEquipmentFormList } from './equipment.queries.ts';

/**
 * A job's equipment forms for the /Admin/Forms/EquipmentForms tab (spec 3 §2.7): date, name and
 * completed flag, each linking to `{base}/{id}`; 'No Forms Available' when the job has none.
 */
export default function AdminEquipmentFormList({
  jobId,
  base = '/Admin/Forms/EquipmentForms',
}: {
  jobId: number;
  base?: string;
}) {
  const list = useEquipmentFormList(jobId);
  return (
    <QueryGate queries={[list]}>
      {() =>
        list.data?.data.length ? (
          <Table.ScrollContainer minWidth={300}>
            <Table striped aria-label="Equipment forms">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Completed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((f) => (
                  <Table.Tr key={f.equipmentFormId}>
                    <Table.Td>
                      <Text component={Link} to={`${base}/${f.equipmentFormId}`} c="blue" size="sm">
                        {formatDate(f.date)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {f.name} · {f.unitNumber}
                    </Table.Td>
                    <Table.Td>
                      <CompletedIcon completed={f.completed} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{messages.noFormsAvailable}</Text>
        )
      }
    </QueryGate>
  );
}

/** /Admin/Forms/EquipmentForms/{id}: an equipment form's read view, by its id. */
export function AdminEquipmentFormDetail({ equipmentFormId }: { equipmentFormId: number }) {
  const form = useEquipmentForm(0, equipmentFormId);
  return <QueryGate queries={[form]}>{() => form.data && <EquipmentReadView form={form.data} jobId={0} />}</QueryGate>;
}
