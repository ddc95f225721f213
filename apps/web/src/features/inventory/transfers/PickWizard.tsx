import type { AvailableInventory } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { amountOf, canPick, pickedLines, pickQuantity } from './quantities.ts';
import { useAvailable, useCreatePickOrder, useTransferJobs, useTransferYards } from './transfers.queries.ts';

type LocationType = 0 | 1;
interface End {
  type: LocationType;
  id: string | null;
}

/** An item line being picked: what is available and the typed amounts. */
export interface Pick {
  id: number;
  name: string;
  available: number;
  amount: string;
  damagedAmount: string;
  message: string | null;
}

/**
 * The pick ticket wizard (spec 4 §2, §4, §5): step 0 origin and destination (a yard or a job each,
 * both chosen and different), step 1 items from the origin's available stock, step 2 'Pick Order
 * Submitted' with New Pick Order. A request key is made when the wizard starts (and again on New Pick
 * Order) so a repeated submit makes one ticket. `job` fixes the origin to a job and the destination
 * to a yard: the job stage's return.
 */
export function PickWizard(props: {
  job?: { jobId: number; name: string };
  /** The new ticket's screen. */
  ticketPath: (id: number) => string;
}) {
  const fixed = props.job;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState(0);
  const [from, setFrom] = useState<End>(fixed ? { type: 1, id: String(fixed.jobId) } : { type: 0, id: null });
  const [to, setTo] = useState<End>(fixed ? { type: 0, id: null } : { type: 1, id: null });
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const [items, setItems] = useState<Pick[]>([]);
  const [bulk, setBulk] = useState<Pick[]>([]);
  const [assets, setAssets] = useState<AvailableInventory['assetsAvailable']>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const create = useCreatePickOrder();
  const damagedAllowed = from.type === 1 && to.type === 0;

  function startOver() {
    setKey(crypto.randomUUID());
    setStep(0);
    setFrom(fixed ? { type: 1, id: String(fixed.jobId) } : { type: 0, id: null });
    setTo(fixed ? { type: 0, id: null } : { type: 1, id: null });
    setItems([]);
    setBulk([]);
    setAssets([]);
    setFailure(null);
    setEndFailure(null);
    setCreated(null);
  }

  function next() {
    if (!from.id) return setEndFailure(messages.transferOriginRequired);
    if (!to.id) return setEndFailure(messages.transferDestinationRequired);
    if (from.type === to.type && from.id === to.id) return setEndFailure(messages.transferSameLocation);
    setEndFailure(null);
    setStep(1);
  }

  /** Changing an end clears the picked items (they came from the old origin). */
  function changeFrom(end: End) {
    setFrom(end);
    setItems([]);
    setBulk([]);
    setAssets([]);
  }

  async function submit() {
    const jobReadyItems = pickedLines(items, damagedAllowed).map(({ id, ...l }) => ({ jobReadyItemId: id, ...l }));
    const bulkItems = pickedLines(bulk, false).map(({ id, ...l }) => ({ bulkItemId: id, ...l }));
    // Nothing chosen: the submission is ignored.
    if (jobReadyItems.length + bulkItems.length + assets.length === 0) return;
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        requestKey: key,
        fromType: from.type,
        fromLocationId: Number(from.id),
        toType: to.type,
        toLocationId: Number(to.id),
        assets: assets.map((a) => ({ serializedItemId: a.serializedItemId })),
        jobReadyItems,
        bulkItems,
      });
      setCreated(answer.transferRequestId);
      setStep(2);
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(s) => s < step && step < 2 && setStep(s)}
      >
        <Stepper.Step label="Origin and destination">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fixed ? (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Origin
                  </Text>
                  <Text>{fixed.name}</Text>
                </Stack>
              ) : (
                <EndPicker label="Origin" end={from} onChange={changeFrom} origin />
              )}
              <EndPicker label="Destination" end={to} onChange={setTo} yardOnly={!!fixed} />
            </SimpleGrid>
            {endFailure && (
              <Text c="red" size="sm" role="alert">
                {endFailure}
              </Text>
            )}
            <Group>
              <Button onClick={next}>Next</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Items">
          {step === 1 && from.id && (
            <ItemsStep
              origin={{ type: from.type, id: Number(from.id) }}
              damagedAllowed={damagedAllowed}
              items={items}
              setItems={setItems}
              bulk={bulk}
              setBulk={setBulk}
              assets={assets}
              setAssets={setAssets}
            />
          )}
          <Stack mt="md">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={() => setStep(0)} disabled={create.isPending}>
                Back
              </Button>
              <Button onClick={submit} loading={create.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack align="flex-start">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
              <Title order={2} size="h4" role="status">
                {messages.pickOrderSubmitted}
              </Title>
            </Group>
            <Group>
              {created !== null && (
                <Button component={Link} to={props.ticketPath(created)} variant="default">
                  Open Pick Ticket
                </Button>
              )}
              <Button onClick={startOver}>New Pick Order</Button>
            </Group>
          </Stack>
        </Stepper.Completed>
      </Stepper>
    </Paper>
  );
}

/** An origin or destination: Yard or Job, then which (origins of a job: the jobs holding stock). */
function EndPicker(props: {
  label: string;
  end: End;
  onChange: (end: End) => void;
  origin?: boolean;
  yardOnly?: boolean;
}) {
  const yards = useTransferYards();
  const jobs = useTransferJobs(!!props.origin);
  const { end } = props;
  const options =
    end.type === 0
      ? (yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))
      : (jobs.data ?? []).map((j) => ({ value: String(j.jobId), label: `${j.jobNumber} ${j.jobName}`.trim() }));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={`${props.label}-type`}>
        {props.label}
      </Text>
      {!props.yardOnly && (
        <SegmentedControl
          aria-labelledby={`${props.label}-type`}
          w="fit-content"
          value={String(end.type)}
          onChange={(v) => props.onChange({ type: Number(v) as LocationType, id: null })}
          data={[
            { value: '0', label: 'Yard' },
            { value: '1', label: 'Job' },
          ]}
        />
      )}
      <Select
        label={`${props.label} ${end.type === 0 ? 'yard' : 'job'}`}
        placeholder={end.type === 0 ? 'Choose a yard' : 'Choose a job'}
        searchable
        data={options}
        value={end.id}
        onChange={(id) => props.onChange({ type: end.type, id })}
        nothingFoundMessage="Nothing found"
      />
    </Stack>
  );
}

/** Step 1: add job-ready items, bulk items and assets from what the origin can send, with their amounts. */
function ItemsStep(props: {
  origin: { type: LocationType; id: number };
  damagedAllowed: boolean;
  items: Pick[];
  setItems: (f: (p: Pick[]) => Pick[]) => void;
  bulk: Pick[];
  setBulk: (f: (p: Pick[]) => Pick[]) => void;
  assets: AvailableInventory['assetsAvailable'];
  setAssets: (f: (a: AvailableInventory['assetsAvailable']) => AvailableInventory['assetsAvailable']) => void;
}) {
  const available = useAvailable(props.origin.type, props.origin.id);
  if (available.error) {
    return (
      <Alert color="red" role="alert">
        {available.error.message}
      </Alert>
    );
  }
  if (!available.data) return <PageLoader label={messages.loading} />;
  const data = available.data;
  return (
    <Stack>
      <PickSection
        title="Job-ready items"
        options={data.jobReadyAvailable.map((i) => ({ id: i.jobReadyItemId, name: i.name, available: i.available }))}
        picks={props.items}
        setPicks={props.setItems}
        damaged={props.damagedAllowed}
      />
      <PickSection
        title="Bulk items"
        options={data.bulkAvailable.map((i) => ({ id: i.bulkItemId, name: i.name, available: i.available }))}
        picks={props.bulk}
        setPicks={props.setBulk}
        damaged={false}
      />
      <AssetSection available={data.assetsAvailable} picked={props.assets} setPicked={props.setAssets} />
    </Stack>
  );
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
