import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { adjustedTotal, amountOf, selection, transferAdjustment } from './quantities.ts';
import type { TicketAction } from './ticket-state.ts';
import type { Line, LineKind, Typed, TypedOf } from './ticket-values.ts';

type SetTyped = (kind: LineKind, id: number, change: Partial<Typed>) => void;

interface LineTableProps {
  kind: LineKind;
  title: string;
  rows: Line[];
  typedOf: TypedOf;
  set: SetTyped;
  action: TicketAction;
  /** Edit Transfer of an open ticket: the adjustment columns. */
  adjusting: boolean;
  /** The selection column: Ship or Check In. */
  canSelect: boolean;
  busy: boolean;
  selectDisabled: boolean;
  /** Whether the ticket moves damaged amounts beside good ones (job-ready items only). */
  damaged: boolean;
}

/**
 * A ticket's job-ready or bulk lines: ordered, to ship, in transit and checked in, with Edit Transfer's
 * adjustment of each and the selection of what to ship or check in.
 */
export function TicketLineTable(props: LineTableProps) {
  const { kind, title, rows, typedOf, action, adjusting, canSelect, damaged } = props;
  if (rows.length === 0) return null;
  const withDamaged = damaged && kind === 'jobReady';
  const headers = [
    'Item',
    'Ordered',
    'To Ship',
    'In Transit',
    'Checked In',
    ...(adjusting ? ['Available', 'Adjustment', 'Adjusted Total'] : []),
    ...(canSelect ? [action === 'ship' ? 'Ship' : 'Check In'] : []),
  ];
  const pair = (good: number, bad: number) => (withDamaged ? `${good} (${bad} damaged)` : String(good));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={320} className="fb-cards">
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((line) => {
              const t = typedOf(kind, line.transferItemId);
              return (
                <Table.Tr key={line.transferItemId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.itemName}</Table.Td>
                  <Table.Td data-label="Ordered">{pair(line.totalAmount, line.damagedTotal)}</Table.Td>
                  <Table.Td data-label="To Ship">{pair(line.amountRemaining, line.damagedAmount)}</Table.Td>
                  <Table.Td data-label="In Transit">{pair(line.inTransit, line.inTransitDamaged)}</Table.Td>
                  <Table.Td data-label="Checked In">{pair(line.checkedIn, line.checkedInDamaged)}</Table.Td>
                  {adjusting && <AdjustmentCells {...props} line={line} t={t} withDamaged={withDamaged} />}
                  {canSelect && <SelectionCell {...props} line={line} t={t} withDamaged={withDamaged} />}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows
        .filter((l) => typedOf(kind, l.transferItemId).message)
        .map((l) => (
          <Text key={l.transferItemId} c="red" size="sm" role="alert">
            {l.itemName}: {typedOf(kind, l.transferItemId).message}
          </Text>
        ))}
    </Stack>
  );
}

interface CellProps extends LineTableProps {
  line: Line;
  t: Typed;
  withDamaged: boolean;
}

/** Available, the adjustment (good and damaged) and the adjusted total of a line. */
function AdjustmentCells({ kind, line, t, withDamaged, set, busy }: CellProps) {
  return (
    <>
      <Table.Td data-label="Available">{line.availableAmount}</Table.Td>
      <Table.Td data-label="Adjustment">
        <Stack gap={4}>
          <TextInput
            aria-label={`Adjustment for ${line.itemName}`}
            size="xs"
            w={100}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={t.adjustment}
            disabled={busy}
            onChange={(e) => {
              const next = transferAdjustment(e.currentTarget.value, {
                available: line.availableAmount,
                remaining: line.amountRemaining,
              });
              set(kind, line.transferItemId, {
                ...(next.value === null ? {} : { adjustment: next.value }),
                message: next.message,
              });
            }}
          />
          {withDamaged && (
            <TextInput
              aria-label={`Damaged adjustment for ${line.itemName}`}
              size="xs"
              w={100}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0 damaged"
              value={t.damagedAdjustment}
              disabled={busy}
              onChange={(e) => {
                const next = transferAdjustment(e.currentTarget.value, {
                  available: Math.max(line.availableAmount - amountOf(t.adjustment), 0),
                  remaining: line.damagedAmount,
                });
                set(kind, line.transferItemId, {
                  ...(next.value === null ? {} : { damagedAdjustment: next.value }),
                  message: next.message,
                });
              }}
            />
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Adjusted Total">
        <output aria-label={`Adjusted total for ${line.itemName}`}>
          {adjustedTotal(line.amountRemaining, t.adjustment)}
        </output>
        {withDamaged && (
          <Text size="xs" c="dimmed">
            {adjustedTotal(line.damagedAmount, t.damagedAdjustment)} damaged
          </Text>
        )}
      </Table.Td>
    </>
  );
}

/** The amount to ship or check in of a line (good and damaged), with Max. */
function SelectionCell({ kind, line, t, withDamaged, set, action, selectDisabled, damaged }: CellProps) {
  // The most a selection may take: what is left to ship, or what is in transit.
  const max =
    action === 'ship'
      ? { good: line.amountRemaining, damaged: line.damagedAmount }
      : { good: line.inTransit, damaged: line.inTransitDamaged };
  const onMax = () =>
    set(kind, line.transferItemId, {
      selected: String(max.good),
      selectedDamaged: kind === 'jobReady' && damaged ? String(max.damaged) : '',
    });
  return (
    <Table.Td data-label={action === 'ship' ? 'Ship' : 'Check In'}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          aria-label={`Selected ${line.itemName}`}
          size="xs"
          w={80}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={t.selected}
          disabled={selectDisabled}
          onChange={(e) => {
            const next = selection(e.currentTarget.value, max.good);
            if (next.value !== null) set(kind, line.transferItemId, { selected: next.value });
          }}
        />
        {withDamaged && (
          <TextInput
            aria-label={`Selected damaged ${line.itemName}`}
            size="xs"
            w={80}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0 dmg"
            value={t.selectedDamaged}
            disabled={selectDisabled}
            onChange={(e) => {
              const next = selection(e.currentTarget.value, max.damaged);
              if (next.value !== null) set(kind, line.transferItemId, { selectedDamaged: next.value });
            }}
          />
        )}
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Max ${line.itemName}`}
          disabled={selectDisabled}
          onClick={onMax}
        >
          Max
        </Button>
      </Group>
    </Table.Td>
  );
}
