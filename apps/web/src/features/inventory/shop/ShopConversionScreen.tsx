import { isShopDigits } from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useBulkItems } from '../catalogue/catalogue.queries.ts';
import { useIdParam } from '../params.ts';
import { useInventoryPaths } from '../paths.ts';
import { useSaveShopConversion, useShopConversion } from './shop.queries.ts';

interface Row {
  inventoryBulkItemId: number;
  bulkItemName: string;
  /** As typed: whole digits or empty (spec 4 §5). */
  amount: string;
}

/**
 * {base}/ShopFormConfig/{id}: the conversion of one job-ready item: its bulk components and how many
 * of each make one unit. A bulk item already added leaves the list to add from.
 */
export default function ShopConversionScreen() {
  const id = useIdParam('id');
  const { base } = useInventoryPaths();
  const conversion = useShopConversion(id);
  const bulk = useBulkItems();
  const save = useSaveShopConversion();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; errors?: Record<string, string> } | null>(
    null,
  );
  const data = conversion.data;

  useEffect(() => {
    if (data && rows === null) setRows(data.bulkComponents.map((c) => ({ ...c, amount: String(c.amount) })));
  }, [data, rows]);

  const taken = new Set((rows ?? []).map((r) => r.inventoryBulkItemId));
  const choices = (bulk.data ?? [])
    .filter((b) => !taken.has(b.inventoryBulkItemId))
    .map((b) => ({ value: String(b.inventoryBulkItemId), label: b.bulkItemName }));

  function add() {
    const item = bulk.data?.find((b) => String(b.inventoryBulkItemId) === adding);
    if (!item) return;
    setRows((r) => [
      ...(r ?? []),
      { inventoryBulkItemId: item.inventoryBulkItemId, bulkItemName: item.bulkItemName, amount: '' },
    ]);
    setAdding(null);
  }

  async function submit() {
    if (!data || !rows) return;
    setOutcome(null);
    try {
      const answer = await save.mutateAsync({
        jobReadyItemId: data.jobReadyItemId,
        bulkComponents: rows.map((r) => ({ inventoryBulkItemId: r.inventoryBulkItemId, amount: r.amount })),
      });
      setOutcome({ ok: true, message: answer.message });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setOutcome({
        ok: false,
        message: (err as Error).message,
        errors: err instanceof ApiError ? err.errors : undefined,
      });
    }
  }

  const failure = id === null ? messages.jobReadyItemNotFound : conversion.error?.message;
  const title = data ? `${data.jobReadyInventoryItemName} Conversion` : 'Shop Conversion';
  return (
    <TitledPage
      title={title}
      crumbs={[
        { label: 'Shop Form Config', to: `${base}/ShopFormConfig` },
        { label: data?.jobReadyInventoryItemName ?? 'Item' },
      ]}
    >
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!failure && (!data || !rows) && <PageLoader label="Loading..." />}
      {data && rows && (
        <form
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Paper withBorder p="md">
            <Stack>
              <Text c="dimmed" size="sm">
                The bulk components that make one {data.jobReadyInventoryItemName} ({data.category}).
              </Text>
              {rows.length === 0 ? (
                <Text c="dimmed">No components yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={300} className="fb-cards">
                  <Table striped aria-label="Bulk components" layout="fixed">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Bulk Item</Table.Th>
                        <Table.Th w={140} ta="right">
                          Amount per unit
                        </Table.Th>
                        <Table.Th w={56} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((r, i) => (
                        <Table.Tr key={r.inventoryBulkItemId}>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.bulkItemName}</Table.Td>
                          <Table.Td data-label="Amount per unit">
                            <TextInput
                              aria-label={`Amount of ${r.bulkItemName}`}
                              value={r.amount}
                              inputMode="numeric"
                              autoComplete="off"
                              size="xs"
                              w={110}
                              ml={{ base: 0, sm: 'auto' }}
                              styles={{ input: { textAlign: 'right' } }}
                              error={outcome?.errors?.[`bulkComponents.${i}.amount`]}
                              onChange={(e) => {
                                const text = e.currentTarget.value.trim();
                                if (isShopDigits(text))
                                  setRows((all) => (all ?? []).map((x) => (x === r ? { ...x, amount: text } : x)));
                              }}
                            />
                          </Table.Td>
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${r.bulkItemName}`}
                              onClick={() => setRows((all) => (all ?? []).filter((x) => x !== r))}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Group align="flex-end" wrap="wrap">
                <Select
                  label="Bulk item"
                  placeholder={choices.length ? 'Choose a bulk item' : 'Every bulk item is added'}
                  data={choices}
                  value={adding}
                  onChange={setAdding}
                  searchable
                  disabled={choices.length === 0}
                  style={{ flex: '1 1 200px' }}
                />
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={!adding}>
                  Add Component
                </Button>
              </Group>
              {outcome && (
                <Alert
                  color={outcome.ok ? 'green' : 'red'}
                  role={outcome.ok ? 'status' : 'alert'}
                  withCloseButton
                  onClose={() => setOutcome(null)}
                >
                  {outcome.message}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </Paper>
        </form>
      )}
    </TitledPage>
  );
}
