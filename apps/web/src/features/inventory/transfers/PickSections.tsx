import type { AvailableInventory } from '@fieldbook/contract/inventory-transfers';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { amountOf, canPick, pickQuantity } from './quantities.ts';

/** An item line being picked: what is available and the typed amounts. */
export interface Pick {
  id: number;
  name: string;
  available: number;
  amount: string;
  damagedAmount: string;
  message: string | null;
}

/** One kind of counted item: a pick list of what is not yet added, and the added lines with amounts. */
export function PickSection(props: {
  title: string;
  /** The pick list's label; 'Add {title}' by default. */
  selectLabel?: string;
  options: { id: number; name: string; available: number }[];
  picks: Pick[];
  setPicks: (f: (p: Pick[]) => Pick[]) => void;
  damaged: boolean;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const added = new Set(props.picks.map((p) => p.id));
  const left = props.options.filter((o) => !added.has(o.id));
  function add() {
    const option = props.options.find((o) => String(o.id) === choice);
    // An add is ignored when nothing is available or the item is already on the ticket.
    if (!option || !canPick(option.available) || added.has(option.id)) return;
    props.setPicks((p) => [...p, { ...option, amount: '', damagedAmount: '', message: null }]);
    setChoice(null);
  }
  function type(id: number, field: 'amount' | 'damagedAmount', text: string) {
    props.setPicks((list) =>
      list.map((p) => {
        if (p.id !== id) return p;
        const other = amountOf(field === 'amount' ? p.damagedAmount : p.amount);
        const next = pickQuantity(text, p.available, props.damaged ? other : 0);
        return { ...p, ...(next.value === null ? {} : { [field]: next.value }), message: next.message };
      }),
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Title order={3} size="h5">
        {props.title}
      </Title>
      {props.options.length === 0 ? (
        <Text c="dimmed" size="sm">
          The origin has none.
        </Text>
      ) : (
        <Group align="flex-end" wrap="wrap">
          <Select
            label={props.selectLabel ?? `Add ${props.title.toLowerCase()}`}
            placeholder={left.length ? 'Choose an item' : 'All are added'}
            searchable
            data={left.map((o) => ({ value: String(o.id), label: `${o.name} (${o.available} available)` }))}
            value={choice}
            onChange={setChoice}
            w={{ base: '100%', sm: 360 }}
          />
          <Button variant="default" onClick={add} disabled={!choice}>
            Add
          </Button>
        </Group>
      )}
      {props.picks.length > 0 && (
        <Table.ScrollContainer minWidth={320} className="fb-cards">
          <Table aria-label={`Picked ${props.title.toLowerCase()}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Available</Table.Th>
                <Table.Th>Amount</Table.Th>
                {props.damaged && <Table.Th>Damaged</Table.Th>}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.picks.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {p.name}
                    {p.message && (
                      <Text c="red" size="xs" role="alert">
                        {p.message}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Available">{p.available}</Table.Td>
                  <Table.Td data-label="Amount">
                    <TextInput
                      aria-label={`Amount of ${p.name}`}
                      size="xs"
                      w={90}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="0"
                      value={p.amount}
                      onChange={(e) => type(p.id, 'amount', e.currentTarget.value)}
                    />
                  </Table.Td>
                  {props.damaged && (
                    <Table.Td data-label="Damaged">
                      <TextInput
                        aria-label={`Damaged amount of ${p.name}`}
                        size="xs"
                        w={90}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="0"
                        value={p.damagedAmount}
                        onChange={(e) => type(p.id, 'damagedAmount', e.currentTarget.value)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${p.name}`}
                      onClick={() => props.setPicks((list) => list.filter((x) => x.id !== p.id))}
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
    </Stack>
  );
}

/** Assets: each once; those added leave the pick list. */
export function AssetSection(props: {
  title?: string;
  available: AvailableInventory['assetsAvailable'];
  picked: AvailableInventory['assetsAvailable'];
  setPicked: (f: (a: AvailableInventory['assetsAvailable']) => AvailableInventory['assetsAvailable']) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const added = new Set(props.picked.map((a) => a.serializedItemId));
  const left = props.available.filter((a) => !added.has(a.serializedItemId));
  function add() {
    const asset = left.find((a) => String(a.serializedItemId) === choice);
    if (!asset) return;
    props.setPicked((list) =>
      list.some((a) => a.serializedItemId === asset.serializedItemId) ? list : [...list, asset],
    );
    setChoice(null);
  }
  return (
    <Stack gap="xs" component="section" aria-label={props.title ?? 'Assets'}>
      <Title order={3} size="h5">
        {props.title ?? 'Assets'}
      </Title>
      {props.available.length === 0 ? (
        <Text c="dimmed" size="sm">
          The origin has none.
        </Text>
      ) : (
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Add assets"
            placeholder={left.length ? 'Choose an asset' : 'All are added'}
            searchable
            data={left.map((a) => ({ value: String(a.serializedItemId), label: `${a.name} – ${a.serialNumber}` }))}
            value={choice}
            onChange={setChoice}
            w={{ base: '100%', sm: 360 }}
          />
          <Button variant="default" onClick={add} disabled={!choice}>
            Add
          </Button>
        </Group>
      )}
      {props.picked.length > 0 && (
        <Table.ScrollContainer minWidth={320} className="fb-cards">
          <Table aria-label="Picked assets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asset</Table.Th>
                <Table.Th>Serial Number</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.picked.map((a) => (
                <Table.Tr key={a.serializedItemId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.name}</Table.Td>
                  <Table.Td data-label="Serial Number">{a.serialNumber}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${a.name} ${a.serialNumber}`}
                      onClick={() =>
                        props.setPicked((list) => list.filter((x) => x.serializedItemId !== a.serializedItemId))
                      }
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
    </Stack>
  );
}
