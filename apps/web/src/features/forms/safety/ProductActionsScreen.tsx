import type { ProductAction } from '@fieldbook/contract/forms-safety';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useProductActions, useSaveProductActions, useSequenceActions } from './safety.queries.ts';

type Row = Pick<ProductAction, 'sequenceActionId' | 'action'>;

/** /Admin/ProductRisks/{id}: the ordered actions of one product; move up, move down, remove, add, Save. */
export default function ProductActionsScreen() {
  const id = Number(useParams().id);
  const product = useProductActions(id);
  const library = useSequenceActions();
  const save = useSaveProductActions();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    if (product.data && rows === null) setRows(product.data.actions);
  }, [product.data, rows]);

  const list = rows ?? [];
  const move = (from: number, to: number) => {
    const next = [...list];
    [next[from], next[to]] = [next[to], next[from]];
    setRows(next);
  };
  const add = () => {
    const a = library.data?.find((x) => String(x.sequenceActionId) === adding);
    if (!a) return;
    setRows([...list, { sequenceActionId: a.sequenceActionId, action: a.action }]);
    setAdding(null);
  };
  async function onSave() {
    const answer = await save
      .mutateAsync({ scopeLeafId: id, actions: list.map((r) => ({ sequenceActionId: r.sequenceActionId })) })
      .catch(() => null);
    if (answer) notifications.show({ color: 'green', message: answer.message });
  }

  const valid = Number.isInteger(id) && id > 0;
  const name = product.data?.fullName ?? 'Product';
  const offered = (library.data ?? [])
    .filter((a) => !list.some((r) => r.sequenceActionId === a.sequenceActionId))
    .map((a) => ({ value: String(a.sequenceActionId), label: a.action }));
  return (
    <TitledPage title={name} crumbs={[{ label: 'Product Risks', to: '/Admin/ProductRisks' }, { label: name }]}>
      {!valid ? (
        <Alert color="red" role="alert">
          {messages.productNotFound}
        </Alert>
      ) : (
        <QueryGate queries={[product, library]}>
          {() => (
            <Paper withBorder p="md" component="section" aria-label="Sequence of actions">
              <Stack>
                {list.length === 0 ? (
                  <Text c="dimmed">{messages.noProductActions}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={300}>
                    <Table striped aria-label="Actions of this product">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th w={60}>Order</Table.Th>
                          <Table.Th>Action</Table.Th>
                          <Table.Th w={120} />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {list.map((r, i) => (
                          <Table.Tr key={r.sequenceActionId}>
                            <Table.Td>
                              <Badge variant="light">{i + 1}</Badge>
                            </Table.Td>
                            <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.action}</Table.Td>
                            <Table.Td>
                              <Group gap={4} wrap="nowrap" justify="flex-end">
                                <Tooltip label="Move up">
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={`Move ${r.action} up`}
                                    disabled={i === 0}
                                    onClick={() => move(i, i - 1)}
                                  >
                                    <IconArrowUp size={18} />
                                  </ActionIcon>
                                </Tooltip>
                                <Tooltip label="Move down">
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={`Move ${r.action} down`}
                                    disabled={i === list.length - 1}
                                    onClick={() => move(i, i + 1)}
                                  >
                                    <IconArrowDown size={18} />
                                  </ActionIcon>
                                </Tooltip>
                                <DeleteButton
                                  label={r.action}
                                  onClick={() => setRows(list.filter((_, j) => j !== i))}
                                />
                              </Group>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <Group align="flex-end" wrap="wrap">
                  <Select
                    label="Add an action"
                    data={offered}
                    value={adding}
                    onChange={setAdding}
                    searchable
                    miw={260}
                    style={{ flex: 1 }}
                  />
                  <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={!adding}>
                    Add
                  </Button>
                </Group>
                <Group>
                  <Button onClick={onSave} loading={save.isPending}>
                    Save Product
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </QueryGate>
      )}
    </TitledPage>
  );
}
