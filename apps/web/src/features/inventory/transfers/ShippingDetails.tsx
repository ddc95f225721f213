import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import { Alert, Button, Checkbox, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveShippingDetails } from './transfers.queries.ts';

type Line = TransferRequest['transferItems'][number] | TransferRequest['transferItemsBulk'][number];
interface Details {
  weight: number | null;
  hazardous: boolean;
  code: string;
  rate: number | null;
  charges: number | null;
}
const detailsOf = (l: Line): Details => ({
  weight: l.weight,
  hazardous: l.hazardous,
  code: l.code,
  rate: l.rate,
  charges: l.charges,
});
const numberOf = (v: string | number) => (v === '' ? null : Number(v));

/**
 * Edit Transfer's shipping details per line (spec 4 §3 "Transfer request": weight in lbs, hazardous,
 * code, rate and charges in dollars): saved on the ticket, they fill in the bill of lading of each
 * later shipment. Moves nothing.
 */
export function ShippingDetails({ ticket }: { ticket: TransferRequest }) {
  const lines = [
    ...ticket.transferItems.map((l) => ({ kind: 'jobReady' as const, line: l })),
    ...ticket.transferItemsBulk.map((l) => ({ kind: 'bulk' as const, line: l })),
  ];
  const keyOf = (kind: string, id: number) => `${kind}-${id}`;
  const [values, setValues] = useState<Record<string, Details>>(() =>
    Object.fromEntries(lines.map(({ kind, line }) => [keyOf(kind, line.transferItemId), detailsOf(line)])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveShippingDetails();
  if (lines.length === 0) return null;
  const set = (key: string, change: Partial<Details>) => setValues((v) => ({ ...v, [key]: { ...v[key], ...change } }));

  async function onSave() {
    setFailure(null);
    const of = (kind: 'jobReady' | 'bulk') =>
      lines
        .filter((l) => l.kind === kind)
        .map(({ line }) => ({ transferItemId: line.transferItemId, ...values[keyOf(kind, line.transferItemId)] }));
    try {
      const answer = await save.mutateAsync({
        transferRequestId: ticket.transferRequestId,
        transferItems: of('jobReady'),
        transferItemsBulk: of('bulk'),
      });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-label="Shipping details">
      <Title order={3} size="h5">
        Shipping details
      </Title>
      <Text size="sm" c="dimmed">
        Filled in on the bill of lading of each next shipment.
      </Text>
      <Table.ScrollContainer minWidth={320} className="fb-cards">
        <Table striped aria-label="Shipping details">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Weight (lbs)</Table.Th>
              <Table.Th>Hazardous</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Charges</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ kind, line }) => {
              const key = keyOf(kind, line.transferItemId);
              const v = values[key] ?? detailsOf(line);
              return (
                <Table.Tr key={key}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.itemName}</Table.Td>
                  <Table.Td data-label="Weight (lbs)">
                    <NumberInput
                      aria-label={`Weight of ${line.itemName}`}
                      size="xs"
                      w={100}
                      hideControls
                      allowDecimal={false}
                      allowNegative={false}
                      value={v.weight ?? ''}
                      onChange={(x) => set(key, { weight: numberOf(x) })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Hazardous">
                    <Checkbox
                      aria-label={`Hazardous ${line.itemName}`}
                      checked={v.hazardous}
                      onChange={(e) => set(key, { hazardous: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Code">
                    <TextInput
                      aria-label={`Code of ${line.itemName}`}
                      size="xs"
                      w={90}
                      value={v.code}
                      onChange={(e) => set(key, { code: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Rate">
                    <NumberInput
                      aria-label={`Rate of ${line.itemName}`}
                      size="xs"
                      w={100}
                      hideControls
                      prefix="$"
                      decimalScale={2}
                      allowNegative={false}
                      value={v.rate ?? ''}
                      onChange={(x) => set(key, { rate: numberOf(x) })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Charges">
                    <NumberInput
                      aria-label={`Charges of ${line.itemName}`}
                      size="xs"
                      w={100}
                      hideControls
                      prefix="$"
                      decimalScale={2}
                      allowNegative={false}
                      value={v.charges ?? ''}
                      onChange={(x) => set(key, { charges: numberOf(x) })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Button variant="default" w="fit-content" onClick={onSave} loading={save.isPending}>
        Save Shipping Details
      </Button>
    </Stack>
  );
}
