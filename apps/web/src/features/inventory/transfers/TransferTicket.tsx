import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { formatClockTime, formatLongDate } from '../../../shared/ui/format.ts';
import { AssetSection, type Pick, PickSection } from './PickSections.tsx';
import { adjustedTotal, amountOf, pickedLines, selection, transferAdjustment } from './quantities.ts';
import { ShippingDetails } from './ShippingDetails.tsx';
import { useTicketPaths } from './ticket-paths.tsx';
import { firstAction, type TicketAction } from './ticket-state.ts';
import { useCancelTransfer, useCheckIn, useCloseTransfer, useEditTransfer, useShipItems } from './transfers.queries.ts';

export type { TicketAction } from './ticket-state.ts';

type Line = TransferRequest['transferItems'][number] | TransferRequest['transferItemsBulk'][number];
type LineKind = 'jobReady' | 'bulk';
const keyOf = (kind: LineKind, id: number) => `${kind}-${id}`;

/** A line's typed values: adjustments (Edit Transfer) and the selection, as text, with the last message. */
interface Typed {
  adjustment: string;
  damagedAdjustment: string;
  selected: string;
  selectedDamaged: string;
  message: string | null;
}
const blank: Typed = { adjustment: '', damagedAdjustment: '', selected: '', selectedDamaged: '', message: null };

/**
 * One pick ticket (spec 4 §2–§5 "Transfer request", "Transfer ticket"): what it moves, from where to
 * where, and what is left to ship and to check in. `actions` names what its selection inputs may do:
 * Ship Items (from the origin; refused while a job is not approved) and/or Check In (at the
 * destination), both disabled while the ticket can be closed. `edit` adds the adjustment inputs with
 * Save Adjustment and Cancel Transfer (Edit Transfer). Close Ticket shows when allowClose holds.
 */
export function TransferTicket(props: {
  ticket: TransferRequest;
  actions: TicketAction[];
  edit?: boolean;
  /** The ticket's other screen (its detail from Edit Transfer, Edit Transfer from a detail), if any. */
  extra?: ReactNode;
}) {
  const { ticket, edit = false } = props;
  const [action, setAction] = useState<TicketAction>(() => firstAction(ticket, props.actions));
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [assets, setAssets] = useState<Record<number, boolean>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  // Edit Transfer's additions and removals.
  const [addItems, setAddItems] = useState<Pick[]>([]);
  const [addBulk, setAddBulk] = useState<Pick[]>([]);
  const [addAssets, setAddAssets] = useState<TransferRequest['additionalAssets']>([]);
  const [removeAssets, setRemoveAssets] = useState<Record<number, boolean>>({});
  const ship = useShipItems();
  const checkIn = useCheckIn();
  const save = useEditTransfer();
  const cancel = useCancelTransfer();
  const close = useCloseTransfer();
  const busy = ship.isPending || checkIn.isPending || save.isPending || cancel.isPending || close.isPending;
  const open = !ticket.completed && !ticket.cancelled;
  const canSelect = props.actions.length > 0 && open;
  const selectDisabled = ticket.allowClose || busy;
  const damaged = ticket.damagedAllowed;

  const get = (kind: LineKind, id: number) => typed[keyOf(kind, id)] ?? blank;
  const set = (kind: LineKind, id: number, change: Partial<Typed>) =>
    setTyped((t) => ({ ...t, [keyOf(kind, id)]: { ...(t[keyOf(kind, id)] ?? blank), ...change } }));

  /** The maxima of a selection: what is left to ship, or what is in transit. */
  const maxOf = (line: Line) =>
    action === 'ship'
      ? { good: line.amountRemaining, damaged: line.damagedAmount }
      : { good: line.inTransit, damaged: line.inTransitDamaged };

  function reset() {
    setTyped({});
    setAssets({});
    setAddItems([]);
    setAddBulk([]);
    setAddAssets([]);
    setRemoveAssets({});
    setKey(crypto.randomUUID());
  }

  async function run<A extends { message: string }>(send: () => Promise<A>) {
    setFailure(null);
    try {
      const answer = await send();
      notifications.show({ color: 'green', message: answer.message });
      reset();
      return answer;
    } catch (err) {
      setFailure((err as Error).message);
      return null;
    }
  }

  const lines = (kind: LineKind) => (kind === 'jobReady' ? ticket.transferItems : ticket.transferItemsBulk);
  const idOf = (line: Line) => line.transferItemId;

  async function onSelectSubmit() {
    // Shipping is refused while a job of the ticket is not approved (the red text says so).
    if (action === 'ship' && !ticket.jobsApproved) return;
    const pick = (kind: LineKind) =>
      lines(kind)
        .map((l) => ({
          transferItemId: idOf(l),
          selected: amountOf(get(kind, idOf(l)).selected),
          selectedDamaged: kind === 'jobReady' ? amountOf(get(kind, idOf(l)).selectedDamaged) : 0,
        }))
        .filter((l) => l.selected + l.selectedDamaged > 0);
    const items = pick('jobReady');
    const bulk = pick('bulk').map(({ transferItemId, selected }) => ({ transferItemId, selected }));
    const chosenAssets = ticket.assetTransfers
      .filter((a) => assets[a.assetTransferId])
      .map((a) => ({ assetTransferId: a.assetTransferId, selected: true }));
    // Nothing selected: nothing to send.
    if (items.length + bulk.length + chosenAssets.length === 0) return;
    const body = {
      requestKey: key,
      transferRequestId: ticket.transferRequestId,
      transferItems: items,
      transferItemsBulk: bulk,
      assetTransfers: chosenAssets,
    };
    await run(() => (action === 'ship' ? ship.mutateAsync(body) : checkIn.mutateAsync(body)));
  }

  async function onSaveAdjustment() {
    const body = {
      requestKey: key,
      transferRequestId: ticket.transferRequestId,
      transferItems: ticket.transferItems
        .map((l) => ({
          transferItemId: l.transferItemId,
          adjustment: amountOf(get('jobReady', l.transferItemId).adjustment),
          damagedAdjustment: amountOf(get('jobReady', l.transferItemId).damagedAdjustment),
        }))
        .filter((l) => l.adjustment !== 0 || l.damagedAdjustment !== 0),
      transferItemsBulk: ticket.transferItemsBulk
        .map((l) => ({
          transferItemId: l.transferItemId,
          adjustment: amountOf(get('bulk', l.transferItemId).adjustment),
        }))
        .filter((l) => l.adjustment !== 0),
      addItems: pickedLines(addItems, damaged).map(({ id, ...l }) => ({ jobReadyItemId: id, ...l })),
      addItemsBulk: pickedLines(addBulk, false).map(({ id, amount }) => ({ bulkItemId: id, amount })),
      addAssets: addAssets.map((a) => ({ serializedItemId: a.serializedItemId })),
      removeAssets: ticket.assetTransfers
        .filter((a) => removeAssets[a.assetTransferId])
        .map((a) => ({ assetTransferId: a.assetTransferId })),
    };
    const changes =
      body.transferItems.length +
      body.transferItemsBulk.length +
      body.addItems.length +
      body.addItemsBulk.length +
      body.addAssets.length +
      body.removeAssets.length;
    // Nothing typed or chosen: nothing to save.
    if (changes === 0) return;
    await run(() => save.mutateAsync(body));
  }

  async function onCancel() {
    const ok = await confirmAction({
      title: 'Cancel Transfer',
      message: 'Cancel this pick ticket? Nothing of it has shipped; it will no longer be shipped.',
      confirmLabel: 'Cancel Transfer',
    });
    if (ok) await run(() => cancel.mutateAsync(ticket.transferRequestId));
  }

  const onClose = () => run(() => close.mutateAsync(ticket.transferRequestId));

  function onMax(kind: LineKind, line: Line) {
    const max = maxOf(line);
    set(kind, idOf(line), {
      selected: String(max.good),
      selectedDamaged: kind === 'jobReady' && damaged ? String(max.damaged) : '',
    });
  }

  const lineTable = (kind: LineKind, title: string) => {
    const rows = lines(kind);
    if (rows.length === 0) return null;
    const withDamaged = damaged && kind === 'jobReady';
    const headers = [
      'Item',
      'Ordered',
      'To Ship',
      'In Transit',
      'Checked In',
      ...(edit && open ? ['Available', 'Adjustment', 'Adjusted Total'] : []),
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
                const t = get(kind, idOf(line));
                const max = maxOf(line);
                return (
                  <Table.Tr key={idOf(line)}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.itemName}</Table.Td>
                    <Table.Td data-label="Ordered">{pair(line.totalAmount, line.damagedTotal)}</Table.Td>
                    <Table.Td data-label="To Ship">{pair(line.amountRemaining, line.damagedAmount)}</Table.Td>
                    <Table.Td data-label="In Transit">{pair(line.inTransit, line.inTransitDamaged)}</Table.Td>
                    <Table.Td data-label="Checked In">{pair(line.checkedIn, line.checkedInDamaged)}</Table.Td>
                    {edit && open && (
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
                                set(kind, idOf(line), {
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
                                  set(kind, idOf(line), {
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
                    )}
                    {canSelect && (
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
                              if (next.value !== null) set(kind, idOf(line), { selected: next.value });
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
                                if (next.value !== null) set(kind, idOf(line), { selectedDamaged: next.value });
                              }}
                            />
                          )}
                          <Button
                            size="compact-xs"
                            variant="default"
                            aria-label={`Max ${line.itemName}`}
                            disabled={selectDisabled}
                            onClick={() => onMax(kind, line)}
                          >
                            Max
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows
          .filter((l) => get(kind, idOf(l)).message)
          .map((l) => (
            <Text key={idOf(l)} c="red" size="sm" role="alert">
              {l.itemName}: {get(kind, idOf(l)).message}
            </Text>
          ))}
      </Stack>
    );
  };

  const assetSelectable = (a: TransferRequest['assetTransfers'][number]) =>
    action === 'ship' ? !a.shipped && a.inStock : a.inTransit;

  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-label="Ticket">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Title order={2} size="h4">
                {ticket.transferType} #{ticket.transferRequestId}
              </Title>
              <Badge variant="light" color={ticket.cancelled ? 'red' : ticket.completed ? 'gray' : 'blue'}>
                {ticket.status}
              </Badge>
            </Group>
            {props.extra}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label="Origin" value={ticket.origin} />
            <Field label="Destination" value={ticket.destination} />
            <Field label="Requested" value={`${formatLongDate(ticket.date)} ${formatClockTime(ticket.date)}`} />
            <Field label="Requested by" value={ticket.requestingUser} />
          </SimpleGrid>
          {ticket.billsOfLading.length > 0 && <BillLinks bills={ticket.billsOfLading} />}
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-label="Items" pos="relative">
        <Stack>
          {canSelect && props.actions.length > 1 && (
            <SegmentedControl
              aria-label="Selection for"
              w="fit-content"
              value={action}
              onChange={(v) => {
                setAction(v as TicketAction);
                setTyped((t) =>
                  Object.fromEntries(
                    Object.entries(t).map(([k, v]) => [k, { ...v, selected: '', selectedDamaged: '' }]),
                  ),
                );
                setAssets({});
              }}
              data={[
                { value: 'ship', label: 'Ship Items' },
                { value: 'checkIn', label: 'Check In' },
              ]}
            />
          )}
          {lineTable('jobReady', 'Job-ready items')}
          {lineTable('bulk', 'Bulk items')}
          {ticket.assetTransfers.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Assets
              </Title>
              <Table.ScrollContainer minWidth={320} className="fb-cards">
                <Table striped aria-label="Assets">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Asset</Table.Th>
                      <Table.Th>Serial Number</Table.Th>
                      <Table.Th>State</Table.Th>
                      {canSelect && <Table.Th>{action === 'ship' ? 'Ship' : 'Check In'}</Table.Th>}
                      {edit && open && ticket.allowEdit && <Table.Th>Remove</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ticket.assetTransfers.map((a) => (
                      <Table.Tr key={a.assetTransferId}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.itemName}</Table.Td>
                        <Table.Td data-label="Serial Number">{a.serialNumber}</Table.Td>
                        <Table.Td data-label="State">
                          {a.checkedIn ? 'Checked In' : a.inTransit ? 'In Transit' : a.inStock ? 'To Ship' : a.status}
                        </Table.Td>
                        {canSelect && (
                          <Table.Td data-label={action === 'ship' ? 'Ship' : 'Check In'}>
                            <Checkbox
                              aria-label={`Select ${a.itemName} ${a.serialNumber}`}
                              checked={!!assets[a.assetTransferId]}
                              disabled={selectDisabled || !assetSelectable(a)}
                              onChange={(e) => {
                                const checked = e.currentTarget.checked;
                                setAssets((s) => ({ ...s, [a.assetTransferId]: checked }));
                              }}
                            />
                          </Table.Td>
                        )}
                        {edit && open && ticket.allowEdit && (
                          <Table.Td data-label="Remove">
                            <Checkbox
                              aria-label={`Remove ${a.itemName} ${a.serialNumber}`}
                              checked={!!removeAssets[a.assetTransferId]}
                              disabled={busy || a.shipped}
                              onChange={(e) => {
                                const checked = e.currentTarget.checked;
                                setRemoveAssets((s) => ({ ...s, [a.assetTransferId]: checked }));
                              }}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
          {ticket.transferItems.length + ticket.transferItemsBulk.length + ticket.assetTransfers.length === 0 && (
            <Text c="dimmed">This ticket has no items.</Text>
          )}

          {edit && open && ticket.allowEdit && (
            <Paper withBorder p="sm" component="section" aria-label="Add to this ticket">
              <Stack>
                <Title order={3} size="h5">
                  Add to this ticket
                </Title>
                <PickSection
                  title="More job-ready items"
                  selectLabel="Add job-ready items"
                  options={ticket.additionalItems.map((i) => ({
                    id: i.jobReadyItemId,
                    name: i.name,
                    available: i.available,
                  }))}
                  picks={addItems}
                  setPicks={setAddItems}
                  damaged={damaged}
                />
                <PickSection
                  title="More bulk items"
                  selectLabel="Add bulk items"
                  options={ticket.additionalItemsBulk.map((i) => ({
                    id: i.bulkItemId,
                    name: i.name,
                    available: i.available,
                  }))}
                  picks={addBulk}
                  setPicks={setAddBulk}
                  damaged={false}
                />
                <AssetSection
                  title="More assets"
                  available={ticket.additionalAssets}
                  picked={addAssets}
                  setPicked={setAddAssets}
                />
              </Stack>
            </Paper>
          )}
          {edit && open && ticket.allowEdit && (
            <Paper withBorder p="sm">
              <ShippingDetails
                // Made anew when lines are added, so every line has its fields.
                key={[...ticket.transferItems, ...ticket.transferItemsBulk].map((l) => l.transferItemId).join(',')}
                ticket={ticket}
              />
            </Paper>
          )}
          {canSelect && action === 'ship' && !ticket.jobsApproved && (
            <Text c="red" fw={700} role="alert">
              {messages.jobsNotApproved}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {busy && (
            <Group gap="xs" role="status" aria-label={messages.processingRequest}>
              <Loader size="sm" />
              <Text size="sm">{messages.processingRequest}</Text>
            </Group>
          )}
          <Group wrap="wrap">
            {canSelect && props.actions.includes('ship') && action === 'ship' && (
              <Button onClick={onSelectSubmit} disabled={selectDisabled} loading={ship.isPending}>
                Ship Items
              </Button>
            )}
            {canSelect && props.actions.includes('checkIn') && action === 'checkIn' && (
              <Button onClick={onSelectSubmit} disabled={selectDisabled} loading={checkIn.isPending}>
                Check In
              </Button>
            )}
            {edit && open && ticket.allowEdit && (
              <Button variant="default" onClick={onSaveAdjustment} disabled={busy} loading={save.isPending}>
                Save Adjustment
              </Button>
            )}
            {ticket.allowClose && (
              <Button color="green" onClick={onClose} disabled={busy} loading={close.isPending}>
                Close Ticket
              </Button>
            )}
            {edit && ticket.allowCancel && (
              <Button color="red" variant="outline" onClick={onCancel} disabled={busy} loading={cancel.isPending}>
                Cancel Transfer
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </div>
  );
}

/** The ticket's shipments, each with its bill of lading. */
function BillLinks({ bills }: { bills: TransferRequest['billsOfLading'] }) {
  const paths = useTicketPaths();
  const canOpen = useCanOpen();
  return (
    <nav aria-labelledby="ticket-bills">
      <Text size="xs" c="dimmed" id="ticket-bills">
        Bills of lading
      </Text>
      <Group gap="sm" wrap="wrap">
        {bills.map((b) =>
          canOpen(paths.billOfLading(b.shipmentId)) ? (
            <Anchor key={b.shipmentId} size="sm" component={Link} to={paths.billOfLading(b.shipmentId)}>
              {b.identifier}
            </Anchor>
          ) : (
            <Text key={b.shipmentId} size="sm">
              {b.identifier}
            </Text>
          ),
        )}
      </Group>
    </nav>
  );
}
