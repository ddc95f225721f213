import type { AvailableInventory } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type End, EndPicker } from './EndPicker.tsx';
import { ItemsStep } from './ItemsStep.tsx';
import type { Pick } from './PickSections.tsx';
import { pickedLines } from './quantities.ts';
import { useCreatePickOrder } from './transfers.queries.ts';

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
