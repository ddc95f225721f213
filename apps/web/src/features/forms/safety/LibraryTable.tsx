import { ActionIcon, Group, Paper, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';

export interface LibraryRow {
  id: number;
  name: string;
  count: number;
  /** The row's own page, when it has one. */
  to?: string;
}

/**
 * A safety library's list (sequence actions, potential risks): a filter, then each entry with its
 * count, an edit icon and a delete that asks first.
 */
export function LibraryTable({
  label,
  nameHeader,
  countHeader,
  filterLabel,
  empty,
  rows,
  confirmDelete,
  onEdit,
  remove,
}: {
  label: string;
  nameHeader: string;
  countHeader: string;
  filterLabel: string;
  empty: string;
  rows: LibraryRow[];
  confirmDelete: string;
  onEdit: (row: LibraryRow) => void;
  remove: (id: number) => Promise<{ message: string }>;
}) {
  const [filter, setFilter] = useState('');

  async function onDelete(row: LibraryRow) {
    const ok = await confirmAction({ title: `Delete ${row.name}`, message: confirmDelete, confirmLabel: 'Delete' });
    if (!ok) return;
    // Failures of library calls are not shown (spec 3 §8): the list reloads as it is.
    const answer = await remove(row.id).catch(() => null);
    if (answer) notifications.show({ color: 'green', message: answer.message });
  }

  const shown = rows.filter((r) => r.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Paper withBorder p="md">
      <TextInput
        label={filterLabel}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        mb="sm"
        maw={360}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{nameHeader}</Table.Th>
                <Table.Th>{countHeader}</Table.Th>
                <Table.Th w={96} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {r.to ? (
                      <Text component={Link} to={r.to} c="blue" size="sm">
                        {r.name}
                      </Text>
                    ) : (
                      r.name
                    )}
                  </Table.Td>
                  <Table.Td>{r.count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={() => onEdit(r)}>
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <DeleteButton label={r.name} onClick={() => onDelete(r)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
