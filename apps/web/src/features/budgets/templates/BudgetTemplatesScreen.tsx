import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, MultiSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useBudgetOptions, useBudgetTemplates, useBulkTemplate } from '../budgets.queries.ts';

/** A template line's key in pickers: 'cost:12' or 'revenue:3'. */
export const lineKey = (l: { type: string; budgetItemId: number }) => `${l.type}:${l.budgetItemId}`;
export const lineOfKey = (key: string) => {
  const [type, id] = key.split(':');
  return { type: type as 'cost' | 'revenue', budgetItemId: Number(id) };
};

/** /Admin/BudgetTemplates: the bulk builder and the filterable list of scope combinations (spec 3 §2.5). */
export default function BudgetTemplatesScreen() {
  const templates = useBudgetTemplates();
  const { lines } = useBudgetOptions();
  const bulk = useBulkTemplate();
  const [leaves, setLeaves] = useState<string[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return (templates.data ?? []).filter((t) => words.every((w) => t.fullName.toLowerCase().includes(w)));
  }, [templates.data, filter]);

  async function addLines() {
    setFailure(null);
    try {
      const answer = await bulk.mutateAsync({ scopeBuilderId: leaves.map(Number), BudgetItem: picked.map(lineOfKey) });
      notifications.show({ color: 'green', message: answer.message });
      setLeaves([]);
      setPicked([]);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : messages.unknown);
    }
  }

  if (templates.isPending || lines.isPending) return <PageLoader />;
  const error = templates.error ?? lines.error;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );

  return (
    <Stack>
      <Title order={1} size="h3">
        Budget Templates
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="bulk-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="bulk-title">
            Bulk Builder
          </Title>
          <Text size="sm" c="dimmed">
            Pick scope combinations and budget lines; the lines are added to the end of each combination's template.
          </Text>
          <MultiSelect
            label="Scope combinations"
            searchable
            clearable
            data={(templates.data ?? []).map((t) => ({ value: String(t.scopeLeafId), label: t.fullName }))}
            value={leaves}
            onChange={setLeaves}
          />
          <MultiSelect
            label="Budget lines"
            searchable
            clearable
            data={[
              {
                group: 'Revenue',
                items: (lines.data ?? [])
                  .filter((l) => l.type === 'revenue')
                  .map((l) => ({ value: lineKey(l), label: `${l.number} – ${l.budgetItemName}` })),
              },
              {
                group: 'Cost',
                items: (lines.data ?? [])
                  .filter((l) => l.type === 'cost')
                  .map((l) => ({ value: lineKey(l), label: `${l.number} – ${l.budgetItemName}` })),
              },
            ]}
            value={picked}
            onChange={setPicked}
          />
          {failure && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button disabled={leaves.length === 0 || picked.length === 0} loading={bulk.isPending} onClick={addLines}>
              Add Budget Lines
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="combinations-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="combinations-title">
            Scope Combinations
          </Title>
          <TextInput
            label="Filter"
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <Table.ScrollContainer minWidth={320}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Scope combination</Table.Th>
                  <Table.Th>Budget lines</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((t) => (
                  <Table.Tr key={t.scopeLeafId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/Admin/BudgetTemplates/${t.scopeLeafId}`}>
                        {t.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.items.length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown.length === 0 && <Text c="dimmed">No scope combinations match the filter.</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}
