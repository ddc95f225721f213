import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { AssetSection, type Pick, PickSection } from './PickSections.tsx';
import { ShippingDetails } from './ShippingDetails.tsx';
import { TicketAssets } from './TicketAssets.tsx';
import { TicketHeader } from './TicketHeader.tsx';
import { TicketLineTable } from './TicketLineTable.tsx';
import { firstAction, type TicketAction } from './ticket-state.ts';
import { adjustmentBody, blank, keyOf, type LineKind, linesOf, selectionBody, type Typed } from './ticket-values.ts';
import { useCancelTransfer, useCheckIn, useCloseTransfer, useEditTransfer, useShipItems } from './transfers.queries.ts';

export type { TicketAction } from './ticket-state.ts';

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

  async function onSelectSubmit() {
    // Shipping is refused while a job of the ticket is not approved (the red text says so).
    if (action === 'ship' && !ticket.jobsApproved) return;
    const body = selectionBody(ticket, get, assets, key);
    // Nothing selected: nothing to send.
    if (body) await run(() => (action === 'ship' ? ship.mutateAsync(body) : checkIn.mutateAsync(body)));
  }

  async function onSaveAdjustment() {
    const body = adjustmentBody(ticket, get, { addItems, addBulk, addAssets, removeAssets }, damaged, key);
    // Nothing typed or chosen: nothing to save.
    if (body) await run(() => save.mutateAsync(body));
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

  const lineTable = (kind: LineKind, title: string) => (
    <TicketLineTable
      kind={kind}
      title={title}
      rows={linesOf(ticket, kind)}
      typedOf={get}
      set={set}
      action={action}
      adjusting={edit && open}
      canSelect={canSelect}
      busy={busy}
      selectDisabled={selectDisabled}
      damaged={damaged}
    />
  );

  return (
    <Stack>
      <TicketHeader ticket={ticket} extra={props.extra} />

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
          <TicketAssets
            ticket={ticket}
            action={action}
            canSelect={canSelect}
            removing={edit && open && ticket.allowEdit}
            busy={busy}
            selectDisabled={selectDisabled}
            assets={assets}
            setAssets={setAssets}
            removeAssets={removeAssets}
            setRemoveAssets={setRemoveAssets}
          />
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
