import type { BulkScopeNode } from '@fieldbook/contract/forms-safety';
import { messages } from '@fieldbook/contract/messages';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { usePostBulkProduct, useProductCombinations, useSequenceActions } from './safety.queries.ts';

/** /Admin/ProductRisks: add actions to a product or a group in bulk, and the filterable list of products. */
export default function ProductRisksScreen() {
  const products = useProductCombinations();
  const actions = useSequenceActions();
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (products.data?.products ?? []).filter((p) => words.every((w) => p.fullName.toLowerCase().includes(w)));
  return (
    <TitledPage title="Product Risks">
      <QueryGate queries={[products, actions]}>
        {() => (
          <>
            <BulkBuilder
              tree={products.data?.tree ?? []}
              actions={(actions.data ?? []).map((a) => ({ value: String(a.sequenceActionId), label: a.action }))}
            />
            <Paper withBorder p="md" component="section" aria-labelledby="combinations-title">
              <Stack gap="sm">
                <Title order={2} size="h5" id="combinations-title">
                  Product Combinations
                </Title>
                <TextInput
                  label="Filter products"
                  placeholder="e.g. STC 40 24 ft"
                  value={filter}
                  onChange={(e) => setFilter(e.currentTarget.value)}
                  maw={360}
                />
                {shown.length === 0 ? (
                  <Text c="dimmed">{messages.noProductCombinations}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={320}>
                    <Table striped aria-label="Product combinations">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Product</Table.Th>
                          <Table.Th w={90}>Actions</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {shown.map((p) => (
                          <Table.Tr key={p.scopeLeafId}>
                            <Table.Td style={{ overflowWrap: 'anywhere' }}>
                              <Text component={Link} to={`/Admin/ProductRisks/${p.scopeLeafId}`} c="blue" size="sm">
                                {p.fullName}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={p.actionCount ? 'blue' : 'gray'}>
                                {p.actionCount}
                              </Badge>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Paper>
          </>
        )}
      </QueryGate>
    </TitledPage>
  );
}

type Option = { value: string; label: string };

/**
 * Tier by tier, as in the hand-off form: each choice offers the next tier. The deepest choice is the
 * product or group the actions go to (every product beneath a group).
 */
function BulkBuilder({ tree, actions }: { tree: BulkScopeNode[]; actions: Option[] }) {
  const bulk = usePostBulkProduct();
  const [path, setPath] = useState<number[]>([]);
  const [selected, setSelected] = useState<string[]>([]);

  const levels: BulkScopeNode[][] = [tree];
  for (const id of path) {
    const node = levels[levels.length - 1].find((n) => n.scopeBuilderId === id);
    if (!node || node.children.length === 0) break;
    levels.push(node.children);
  }
  const target = path.at(-1) ?? null;

  async function add() {
    if (target === null) return;
    const answer = await bulk
      .mutateAsync({ scopeBuilderId: target, selectedAction: selected.map(Number) })
      .catch(() => null);
    if (!answer) return;
    notifications.show({ color: 'green', title: messages.bulkActionsTitle, message: answer.message });
    setSelected([]);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="bulk-actions-title">
          Add Actions to Products
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {levels.map((options, i) => (
            <Select
              // biome-ignore lint/suspicious/noArrayIndexKey: one dropdown per tier, in tier order
              key={i}
              label={i === 0 ? 'Product' : `Tier ${i + 1}`}
              placeholder={i === 0 ? 'Select a product' : 'All'}
              data={options.map((n) => ({ value: String(n.scopeBuilderId), label: n.itemName }))}
              value={path[i] !== undefined ? String(path[i]) : null}
              onChange={(v) => setPath([...path.slice(0, i), ...(v ? [Number(v)] : [])])}
              clearable={i > 0}
              searchable
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          label="Actions (in order)"
          data={actions}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
        />
        <Group>
          <Button onClick={add} loading={bulk.isPending} disabled={target === null || selected.length === 0}>
            Add Actions
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
