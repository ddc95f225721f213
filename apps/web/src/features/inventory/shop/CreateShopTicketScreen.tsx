import {
  damagedApplies,
  quantityOf,
  type ShopTicketOption,
  shopActionName,
  ticketAmountError,
} from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useInventoryPaths } from '../paths.ts';
import { pickQuantity } from '../transfers/quantities.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { useAllowedYards, useCreateShopTicket, useShopActions, useShopTicketOptions } from './shop.queries.ts';

interface Line {
  option: ShopTicketOption;
  amount: string;
  damagedAmount: string;
  /** What the last keystroke in each amount was told (clamped to what is available), as on a pick ticket. */
  notes: { amount?: string | null; damagedAmount?: string | null };
}

/** An amount as typed, clamped to what is available with its message, by the pick tickets' rule. */
function typed(line: Line, field: 'amount' | 'damagedAmount', text: string, available: number): Partial<Line> {
  const next = pickQuantity(text, available, 0, 10);
  return { ...(next.value === null ? {} : { [field]: next.value }), notes: { ...line.notes, [field]: next.message } };
}

/**
 * /Inventory/CreateShopTicket (spec 4 §2, §4): step 0 the yard, the type and a name; step 1 the items
 * with their amounts (at most what is available; damaged amounts on build tickets only); step 2 'Shop
 * Ticket Created'. The request key is made when the wizard starts, so a repeated submit creates one ticket.
 */
export default function CreateShopTicketScreen() {
  const { base } = useInventoryPaths();
  const yards = useAllowedYards();
  const actions = useShopActions();
  const create = useCreateShopTicket();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState(0);
  const [yardId, setYardId] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [ticketName, setTicketName] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const [startErrors, setStartErrors] = useState<{ yard?: string; type?: string }>({});
  const [failure, setFailure] = useState<{ message: string; errors?: Record<string, string> } | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const options = useShopTicketOptions(
    step >= 1 && action ? Number(action) : null,
    step >= 1 && yardId ? Number(yardId) : null,
  );
  const actionId = action ? Number(action) : null;
  const withDamaged = damagedApplies(actionId);
  const yardName = yards.data?.find((y) => String(y.yardId) === yardId)?.yardName ?? '';

  function next() {
    const errors = {
      yard: yardId ? undefined : messages.selectYard,
      type: action ? undefined : messages.shopActionRequired,
    };
    setStartErrors(errors);
    if (errors.yard || errors.type) return;
    setStep(1);
  }

  function reset() {
    setRequestKey(crypto.randomUUID());
    setStep(0);
    setYardId(null);
    setAction(null);
    setTicketName('');
    setLines([]);
    setFailure(null);
    setCreated(null);
  }

  const taken = new Set(lines.map((l) => l.option.jobReadyItemId));
  const choices = (options.data ?? [])
    .filter((o) => !taken.has(o.jobReadyItemId))
    .map((o) => ({
      value: String(o.jobReadyItemId),
      label: `${o.jobReadyItemName} (${o.amountAvailable} available${withDamaged ? `, ${o.damagedAvailable} damaged` : ''})`,
      disabled: o.amountAvailable === 0 && (!withDamaged || o.damagedAvailable === 0),
    }));

  function add() {
    const option = options.data?.find((o) => String(o.jobReadyItemId) === adding);
    if (!option) return;
    setLines((all) => [...all, { option, amount: '', damagedAmount: '', notes: {} }]);
    setAdding(null);
    setFailure(null);
  }

  const amountError = (l: Line) => ticketAmountError(l.amount, l.option.amountAvailable);
  const damagedError = (l: Line) =>
    withDamaged ? ticketAmountError(l.damagedAmount, l.option.damagedAvailable) : null;
  const empty = (l: Line) => (quantityOf(l.amount) ?? 0) + (withDamaged ? (quantityOf(l.damagedAmount) ?? 0) : 0) === 0;

  async function submit() {
    setFailure(null);
    if (lines.length === 0) {
      setFailure({ message: messages.addItemsToShopTicket });
      return;
    }
    if (lines.some((l) => amountError(l) || damagedError(l))) return;
    if (lines.some(empty)) {
      setFailure({ message: messages.shopTicketAmountRequired });
      return;
    }
    try {
      const answer = await create.mutateAsync({
        requestKey,
        shopAction: Number(action),
        yardId: Number(yardId),
        ticketName,
        shopTicketItems: lines.map((l) => ({
          jobReadyItemId: l.option.jobReadyItemId,
          amount: l.amount,
          damagedAmount: withDamaged ? l.damagedAmount : '',
        })),
      });
      setCreated(answer.shopTicketId);
      setStep(2);
    } catch (err) {
      setFailure({ message: (err as Error).message, errors: err instanceof ApiError ? err.errors : undefined });
    }
  }

  return (
    <TitledPage
      title="Create Shop Ticket"
      crumbs={[{ label: 'Shop Tickets', to: `${base}/ShopTicket` }, { label: 'Create Shop Ticket' }]}
    >
      <Paper withBorder p="md">
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Yard and type">
            {yards.isPending || actions.isPending ? (
              <PageLoader label="Loading..." />
            ) : (
              <Stack maw={480}>
                <Select
                  label="Yard"
                  withAsterisk
                  placeholder={yards.data?.length ? 'Choose a yard' : 'You work from no yard'}
                  data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
                  value={yardId}
                  onChange={(v) => {
                    setYardId(v);
                    setLines([]);
                  }}
                  error={startErrors.yard}
                  searchable
                />
                <Select
                  label="Type"
                  withAsterisk
                  placeholder="Choose the type"
                  data={(actions.data ?? []).map((a) => ({ value: String(a.shopActionId), label: a.name }))}
                  value={action}
                  onChange={(v) => {
                    setAction(v);
                    setLines([]);
                  }}
                  error={startErrors.type}
                />
                <TextInput
                  label="Ticket Name"
                  value={ticketName}
                  maxLength={100}
                  onChange={(e) => setTicketName(e.currentTarget.value)}
                />
                <Group>
                  <Button onClick={next}>Next</Button>
                </Group>
              </Stack>
            )}
          </Stepper.Step>
          <Stepper.Step label="Items">
            <Stack>
              <Text size="sm">
                {shopActionName(actionId ?? 0)} at {yardName}
                {ticketName.trim() ? ` — ${ticketName.trim()}` : ''}
              </Text>
              {options.isPending && <PageLoader label="Loading..." />}
              {options.error && (
                <Alert color="red" role="alert">
                  {options.error.message}
                </Alert>
              )}
              {options.data && (
                <Group align="flex-end" wrap="wrap">
                  <Select
                    label="Job ready item"
                    placeholder={options.data.length ? 'Choose an item' : 'No item has a shop conversion'}
                    data={choices}
                    value={adding}
                    onChange={setAdding}
                    searchable
                    disabled={choices.length === 0}
                    style={{ flex: '1 1 240px' }}
                  />
                  <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={!adding}>
                    Add Item
                  </Button>
                </Group>
              )}
              {lines.length > 0 && (
                <Table.ScrollContainer minWidth={300} className="fb-cards">
                  <Table striped aria-label="Shop ticket items" layout="fixed">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Item</Table.Th>
                        <Table.Th ta="right">Available</Table.Th>
                        <Table.Th ta="right">Amount</Table.Th>
                        {withDamaged && <Table.Th ta="right">Damaged Available</Table.Th>}
                        {withDamaged && <Table.Th ta="right">Damaged</Table.Th>}
                        <Table.Th w={56} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {lines.map((l, i) => {
                        const name = l.option.jobReadyItemName;
                        const set = (patch: Partial<Line>) =>
                          setLines((all) => all.map((x) => (x === l ? { ...x, ...patch } : x)));
                        return (
                          <Table.Tr key={l.option.jobReadyItemId}>
                            <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
                            <Table.Td data-label="Available" ta={{ base: 'left', sm: 'right' }}>
                              {l.option.amountAvailable}
                            </Table.Td>
                            <Table.Td data-label="Amount">
                              <QuantityInput
                                label={`Amount of ${name}`}
                                value={l.amount}
                                raw
                                onChange={(text) => set(typed(l, 'amount', text, l.option.amountAvailable))}
                                error={
                                  l.notes.amount ?? amountError(l) ?? failure?.errors?.[`shopTicketItems.${i}.amount`]
                                }
                              />
                            </Table.Td>
                            {withDamaged && (
                              <Table.Td data-label="Damaged Available" ta={{ base: 'left', sm: 'right' }}>
                                {l.option.damagedAvailable}
                              </Table.Td>
                            )}
                            {withDamaged && (
                              <Table.Td data-label="Damaged">
                                <QuantityInput
                                  label={`Damaged amount of ${name}`}
                                  value={l.damagedAmount}
                                  raw
                                  onChange={(text) => set(typed(l, 'damagedAmount', text, l.option.damagedAvailable))}
                                  error={
                                    l.notes.damagedAmount ??
                                    damagedError(l) ??
                                    failure?.errors?.[`shopTicketItems.${i}.damagedAmount`]
                                  }
                                />
                              </Table.Td>
                            )}
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Remove ${name}`}
                                onClick={() => setLines((all) => all.filter((x) => x !== l))}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {failure && (
                <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
                  {failure.message}
                </Alert>
              )}
              <Group>
                <Button variant="default" onClick={() => setStep(0)} disabled={create.isPending}>
                  Back
                </Button>
                <Button onClick={submit} loading={create.isPending}>
                  Create Shop Ticket
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Completed>
            <Stack align="center" py="lg" role="status">
              <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
              <Title order={2} size="h3">
                {messages.shopTicketCreated}
              </Title>
              <Group>
                {created !== null && (
                  <Button component={Link} to={`${base}/ShopTicket/${created}`}>
                    Open Ticket
                  </Button>
                )}
                <Button variant="default" onClick={reset}>
                  New Shop Ticket
                </Button>
              </Group>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </TitledPage>
  );
}
