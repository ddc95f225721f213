import {
  remainingComponents,
  remainingRepairs,
  remainingUnits,
  type ShopTicket,
  type ShopTicketComponent,
  type ShopTicketItem,
} from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { formatLongDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useIdParam } from '../params.ts';
import { useInventoryPaths } from '../paths.ts';
import { StockTable } from '../StockTables.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { useAdjustShopTicket, useCloseShopTicket, useShopTicket, useUpdateAndCloseShopTicket } from './shop.queries.ts';
import { manageErrors, selectAll, type Typed } from './shop-rules.ts';

/**
 * {base}/ShopTicket/{id}: one shop ticket (spec 4 §2, §4). Shop administrators enter manage mode to
 * record the work done (units built or dismantled, damaged units repaired, components retired or
 * salvaged), with Select All; 'Close Ticket' shows while the ticket is open and the user may close it;
 * a closed ticket shows 'Ticket Closed'.
 */
export default function ShopTicketScreen() {
  const id = useIdParam('id');
  const { base } = useInventoryPaths();
  const query = useShopTicket(id);
  const adjust = useAdjustShopTicket();
  const updateAndClose = useUpdateAndCloseShopTicket();
  const close = useCloseShopTicket();
  const [managing, setManaging] = useState(false);
  const [typed, setTyped] = useState<Typed>({});
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const ticket = query.data;
  const failure = id === null ? messages.shopTicketNotFound : query.error?.message;
  const busy = adjust.isPending || updateAndClose.isPending || close.isPending;
  const errors = ticket && managing ? manageErrors(ticket, typed) : {};
  const set = (key: string) => (value: string) => setTyped((t) => ({ ...t, [key]: value }));

  function body(t: ShopTicket) {
    return {
      requestKey,
      shopTicketId: t.shopTicketId,
      ticketItems: t.ticketItems.map((i) => ({
        shopTicketItemId: i.shopTicketItemId,
        adjustment: typed[`u${i.shopTicketItemId}`] ?? '',
        damagedAdjustment: typed[`d${i.shopTicketItemId}`] ?? '',
        components: t.dismantleTicket
          ? i.components.map((c) => ({
              shopTicketComponentId: c.shopTicketComponentId,
              amountRetiredAdjustment: typed[`r${c.shopTicketComponentId}`] ?? '',
              amountTransferedAdjustment: typed[`s${c.shopTicketComponentId}`] ?? '',
            }))
          : [],
      })),
    };
  }

  async function save(andClose: boolean) {
    if (!ticket || Object.keys(errors).length) return;
    setOutcome(null);
    try {
      const answer = await (andClose ? updateAndClose : adjust).mutateAsync(body(ticket));
      setTyped({});
      setRequestKey(crypto.randomUUID());
      if (answer.data.completed || !answer.data.shopAdmin) setManaging(false);
      setOutcome({ ok: true, message: answer.message });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      // A refusal moved nothing: the same key may be sent again once corrected.
      setOutcome({ ok: false, message: (err as Error).message });
      if (err instanceof ApiError && err.status === 409) setRequestKey(crypto.randomUUID());
    }
  }

  async function onClose() {
    if (!ticket) return;
    const ok = await confirmAction({
      title: 'Close Ticket',
      message: `Close ${ticket.title}? Work not recorded by now will not be done on this ticket.`,
      confirmLabel: 'Close Ticket',
      danger: false,
    });
    if (!ok) return;
    setOutcome(null);
    try {
      const answer = await close.mutateAsync(ticket.shopTicketId);
      setManaging(false);
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setOutcome({ ok: false, message: (err as Error).message });
    }
  }

  return (
    <TitledPage
      title={ticket?.title ?? 'Shop Ticket'}
      crumbs={[
        { label: 'Shop Tickets', to: ticket ? `${base}/ShopTicket?yardId=${ticket.yardId}` : `${base}/ShopTicket` },
        { label: ticket?.title ?? 'Shop Ticket' },
      ]}
      action={
        ticket &&
        !ticket.completed && (
          <Group>
            {ticket.shopAdmin && !managing && (
              <Button variant="light" onClick={() => setManaging(true)}>
                Manage Ticket
              </Button>
            )}
            {ticket.allowClose && !managing && (
              <Button color="red" variant="light" onClick={onClose} loading={close.isPending}>
                Close Ticket
              </Button>
            )}
          </Group>
        )
      }
    >
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!failure && !ticket && <PageLoader label="Loading..." />}
      {ticket && (
        <Stack>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Fact label="Type">{ticket.shopAction}</Fact>
              <Fact label="Yard">{ticket.yardName}</Fact>
              <Fact label="Created">
                {formatLongDateTime(ticket.date)}
                {ticket.createdBy ? ` by ${ticket.createdBy}` : ''}
              </Fact>
              <Fact label="Status">
                {ticket.completed ? (
                  <Stack gap={2}>
                    <Badge color="gray" variant="filled" tt="none">
                      {messages.ticketClosed}
                    </Badge>
                    {ticket.closedDate && (
                      <Text size="xs" c="dimmed">
                        {formatLongDateTime(ticket.closedDate)}
                        {ticket.closedBy ? ` by ${ticket.closedBy}` : ''}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Badge color="blue" tt="none">
                    Open
                  </Badge>
                )}
              </Fact>
            </SimpleGrid>
          </Paper>
          {managing && (
            <Group>
              <Button variant="default" onClick={() => setTyped(selectAll(ticket))}>
                Select All
              </Button>
              <Text size="sm" c="dimmed">
                {ticket.dismantleTicket
                  ? 'Record the units dismantled and the components retired or salvaged.'
                  : 'Record the units built and the damaged units repaired.'}
              </Text>
            </Group>
          )}
          {ticket.ticketItems.map((item) => (
            <ItemSection
              key={item.shopTicketItemId}
              ticket={ticket}
              item={item}
              managing={managing}
              typed={typed}
              set={set}
              errors={errors}
            />
          ))}
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
          {managing && (
            <Group>
              <Button onClick={() => save(false)} loading={adjust.isPending} disabled={busy && !adjust.isPending}>
                Save
              </Button>
              {ticket.allowClose && (
                <Button
                  color="red"
                  onClick={() => save(true)}
                  loading={updateAndClose.isPending}
                  disabled={busy && !updateAndClose.isPending}
                >
                  Save and Close
                </Button>
              )}
              <Button
                variant="default"
                disabled={busy}
                onClick={() => {
                  setTyped({});
                  setManaging(false);
                }}
              >
                Cancel
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </TitledPage>
  );
}

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </div>
  );
}

function ItemSection(props: {
  ticket: ShopTicket;
  item: ShopTicketItem;
  managing: boolean;
  typed: Typed;
  set: (key: string) => (value: string) => void;
  errors: Record<string, string>;
}) {
  const { ticket, item, managing, typed, set, errors } = props;
  const build = !ticket.dismantleTicket;
  const uKey = `u${item.shopTicketItemId}`;
  const dKey = `d${item.shopTicketItemId}`;
  const unitHeaders = ['Item', 'Amount', build ? 'Built' : 'Dismantled'];
  const unitCells: ReactNode[] = [item.baseItem, item.amount, item.amountCompleted];
  if (managing) {
    unitHeaders.push(build ? 'Build Now' : 'Dismantle Now');
    unitCells.push(
      <QuantityInput
        key="u"
        label={`${build ? 'Units built' : 'Units dismantled'} of ${item.baseItem}`}
        value={typed[uKey] ?? ''}
        onChange={set(uKey)}
        error={errors[uKey]}
        disabled={remainingUnits(item) === 0}
      />,
    );
  }
  if (build && item.damagedAmount > 0) {
    unitHeaders.push('Damaged', 'Repaired');
    unitCells.push(item.damagedAmount, item.damagedCompleted);
    if (managing) {
      unitHeaders.push('Repair Now');
      unitCells.push(
        <QuantityInput
          key="d"
          label={`Damaged units repaired of ${item.baseItem}`}
          value={typed[dKey] ?? ''}
          onChange={set(dKey)}
          error={errors[dKey]}
          disabled={remainingRepairs(item) === 0}
        />,
      );
    }
  }
  const componentRow = (c: ShopTicketComponent) => {
    const cells: ReactNode[] = [c.bulkItem, c.perUnit, c.amount];
    if (build) cells.push(c.amountTransfered);
    else {
      cells.push(c.amountRetired, c.amountTransfered);
      if (managing) {
        const rKey = `r${c.shopTicketComponentId}`;
        const sKey = `s${c.shopTicketComponentId}`;
        const done = remainingComponents(c) === 0;
        cells.push(
          <QuantityInput
            key="r"
            label={`Retired ${c.bulkItem} of ${item.baseItem}`}
            value={typed[rKey] ?? ''}
            onChange={set(rKey)}
            error={errors[rKey]}
            disabled={done}
          />,
          <QuantityInput
            key="s"
            label={`Salvaged ${c.bulkItem} of ${item.baseItem}`}
            value={typed[sKey] ?? ''}
            onChange={set(sKey)}
            disabled={done}
          />,
        );
      }
    }
    return { key: c.shopTicketComponentId, cells };
  };
  const componentHeaders = build
    ? ['Bulk Item', 'Per Unit', 'Amount', 'Used']
    : ['Bulk Item', 'Per Unit', 'Amount', 'Retired', 'Salvaged', ...(managing ? ['Retire Now', 'Salvage Now'] : [])];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`item-${item.shopTicketItemId}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`item-${item.shopTicketItemId}`}>
          {item.baseItem}
        </Title>
        <StockTable
          label={`${item.baseItem} units`}
          headers={unitHeaders}
          rows={[{ key: 'units', cells: unitCells }]}
        />
        <Text size="sm" fw={600}>
          Components
        </Text>
        <StockTable
          label={`${item.baseItem} components`}
          headers={componentHeaders}
          rows={item.components.map(componentRow)}
        />
      </Stack>
    </Paper>
  );
}
