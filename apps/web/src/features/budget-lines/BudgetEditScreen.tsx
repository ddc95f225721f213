import {
  type BudgetCategory,
  type BudgetCostLine,
  type BudgetHourPrice,
  type BudgetRevenueLine,
  budgetCostLineInput,
  budgetHourLineInput,
  budgetRevenueLineInput,
  createBudgetCostLine,
  createBudgetHourLine,
  createBudgetRevenueLine,
  deleteBudgetCostLine,
  deleteBudgetHour,
  deleteBudgetRevenueLine,
  saveCostOrder,
  saveRevenueOrder,
} from '@fieldbook/contract/budget-lines';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { call } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../ui/contract-form.tsx';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { SortableList } from '../../ui/SortableList.tsx';
import { useBudgetChange, useBudgetLines, useSaveOrder } from './budget-lines.queries.ts';

/** /Admin/BudgetEdit: the budget line definitions, in three sections (spec 1 §2, §5). */
export default function BudgetEditScreen() {
  const lines = useBudgetLines();
  return (
    <Stack>
      <Title order={1} size="h3">
        Budget Lines
      </Title>
      {lines.isPending && <PageLoader label="Loading budget lines…" />}
      {lines.error && (
        <Alert color="red" role="alert">
          {lines.error.message}
        </Alert>
      )}
      {lines.data && (
        <>
          <CostLines lines={lines.data.budgetCosts} categories={lines.data.categories} />
          <RevenueLines lines={lines.data.budgetRevenue} />
          <HourLines lines={lines.data.budgetHours} />
        </>
      )}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** An add form checked with the contract's schema, then by the server (whose message it shows). */
function useAddForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
  send: (body: z.output<S>) => Promise<{ message: string }>,
) {
  const create = useBudgetChange();
  const { form, failure, onSubmit } = useContractForm(schema, { initialValues });
  const submit = onSubmit(async (body) => {
    const answer = await create.mutateAsync(() => send(body));
    notifications.show({ color: 'green', message: answer.message });
    form.reset();
  });
  return { form, failure, submit, pending: create.isPending };
}

/** Asks first, deletes, and reports the server's answer. */
function useDeleteLine(
  endpoint: typeof deleteBudgetCostLine | typeof deleteBudgetRevenueLine | typeof deleteBudgetHour,
  kind: string,
) {
  const remove = useBudgetChange();
  return async (id: number, label: string) => {
    const ok = await confirmAction({
      title: `Delete ${kind}`,
      message: `Delete ${kind} ${label}? Job budgets that already use it keep it.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(() => call(endpoint, { body: { id } }));
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    }
  };
}

/** Saves a new order at once; the list shows it while the server stores it. */
function useReorder(endpoint: typeof saveCostOrder | typeof saveRevenueOrder) {
  const order = useSaveOrder(endpoint);
  return (ids: number[], next: Parameters<typeof order.mutate>[0]['next']) =>
    order.mutate(
      { ids, next },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
}

const lineLabel = (l: { number: string; name: string }) => `${l.number} ${l.name}`;

function CostLines({ lines, categories }: { lines: BudgetCostLine[]; categories: BudgetCategory[] }) {
  // Category 0 is none chosen yet: the schema refuses it with its own message.
  const { form, failure, submit, pending } = useAddForm(
    budgetCostLineInput,
    { number: '', name: '', category: 0, labor: false },
    (body) => call(createBudgetCostLine, { body }),
  );
  const remove = useDeleteLine(deleteBudgetCostLine, 'cost line');
  const reorder = useReorder(saveCostOrder);
  return (
    <Section id="budget-cost-lines" title="Cost Lines">
      {lines.length === 0 && <Text c="dimmed">{messages.noBudgetCostLines}</Text>}
      <SortableList
        items={lines}
        itemKey={(l) => String(l.budgetCostLineId)}
        itemLabel={lineLabel}
        label="Cost lines"
        onReorder={(next) =>
          reorder(
            next.map((l) => l.budgetCostLineId),
            { budgetCosts: next },
          )
        }
      >
        {(l, handle) => (
          <LineRow
            handle={handle}
            number={l.number}
            name={l.name}
            details={
              <>
                <Text size="sm" c="dimmed">
                  {l.categoryName}
                </Text>
                {l.labor && (
                  <Badge variant="light" size="sm">
                    Labor
                  </Badge>
                )}
              </>
            }
          >
            <DeleteButton label={lineLabel(l)} onClick={() => remove(l.budgetCostLineId, lineLabel(l))} />
          </LineRow>
        )}
      </SortableList>
      <form onSubmit={submit} noValidate aria-label="Add a cost line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NumberField {...form.getInputProps('number')} />
            <NameField {...form.getInputProps('name')} />
            <NativeSelect
              label="Category"
              w={{ base: '100%', xs: 180 }}
              value={form.values.category ? String(form.values.category) : ''}
              onChange={(e) => form.setFieldValue('category', Number(e.currentTarget.value))}
              data={[
                { value: '', label: 'Select a category' },
                ...categories.map((c) => ({ value: String(c.budgetCategoryId), label: c.name })),
              ]}
              error={form.errors.category}
            />
            <Checkbox label="Labor" mt={{ base: 0, xs: 32 }} {...form.getInputProps('labor', { type: 'checkbox' })} />
            <AddButton label="Add Cost Line" loading={pending} />
          </Group>
          <FailureAlert failure={failure} />
        </Stack>
      </form>
    </Section>
  );
}

function RevenueLines({ lines }: { lines: BudgetRevenueLine[] }) {
  const { form, failure, submit, pending } = useAddForm(budgetRevenueLineInput, { number: '', name: '' }, (body) =>
    call(createBudgetRevenueLine, { body }),
  );
  const remove = useDeleteLine(deleteBudgetRevenueLine, 'revenue line');
  const reorder = useReorder(saveRevenueOrder);
  return (
    <Section id="budget-revenue-lines" title="Revenue Lines">
      {lines.length === 0 && <Text c="dimmed">{messages.noBudgetRevenueLines}</Text>}
      <SortableList
        items={lines}
        itemKey={(l) => String(l.budgetRevenueLineId)}
        itemLabel={lineLabel}
        label="Revenue lines"
        onReorder={(next) =>
          reorder(
            next.map((l) => l.budgetRevenueLineId),
            { budgetRevenue: next },
          )
        }
      >
        {(l, handle) => (
          <LineRow handle={handle} number={l.number} name={l.name}>
            <DeleteButton label={lineLabel(l)} onClick={() => remove(l.budgetRevenueLineId, lineLabel(l))} />
          </LineRow>
        )}
      </SortableList>
      <form onSubmit={submit} noValidate aria-label="Add a revenue line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NumberField {...form.getInputProps('number')} />
            <NameField {...form.getInputProps('name')} />
            <AddButton label="Add Revenue Line" loading={pending} />
          </Group>
          <FailureAlert failure={failure} />
        </Stack>
      </form>
    </Section>
  );
}

/** Dollars per hour as the server stores them ('65.00'), shown as '$65.00 / hour'. */
const perHour = (price: string) => `$${price} / hour`;

function HourLines({ lines }: { lines: BudgetHourPrice[] }) {
  const { form, failure, submit, pending } = useAddForm(budgetHourLineInput, { name: '', price: '' }, (body) =>
    call(createBudgetHourLine, { body }),
  );
  const remove = useDeleteLine(deleteBudgetHour, 'hour price line');
  return (
    <Section id="budget-hour-lines" title="Hour Price Lines">
      {lines.length === 0 && <Text c="dimmed">{messages.noBudgetHourLines}</Text>}
      {lines.length > 0 && (
        <ul aria-label="Hour price lines" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {lines.map((l) => (
            <li key={l.budgetCostHourPriceId}>
              <Paper withBorder p="xs" pl="sm">
                <Group gap="sm" wrap="nowrap">
                  <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {l.name}
                  </Text>
                  <Text className="fb-nowrap">{perHour(l.price)}</Text>
                  <DeleteButton label={l.name} onClick={() => remove(l.budgetCostHourPriceId, l.name)} />
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label="Add an hour price line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NameField {...form.getInputProps('name')} />
            <NumberInput
              label="Price per hour"
              w={{ base: '100%', xs: 160 }}
              min={0}
              step={0.01}
              decimalScale={2}
              prefix="$"
              allowNegative={false}
              {...form.getInputProps('price')}
            />
            <AddButton label="Add Hour Price" loading={pending} />
          </Group>
          <FailureAlert failure={failure} />
        </Stack>
      </form>
    </Section>
  );
}

/** One numbered line: handle, number and name (with details below), then its actions. */
function LineRow({
  handle,
  number,
  name,
  details,
  children,
}: {
  handle: ReactNode;
  number: string;
  name: string;
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="xs">
      <Group gap="sm" wrap="nowrap">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} mr="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {number}
            </Text>
            {name}
          </Text>
          {details && (
            <Group gap={8} wrap="wrap">
              {details}
            </Group>
          )}
        </Stack>
        {children}
      </Group>
    </Paper>
  );
}

/** Spec 1 §5: digits only, at most 5 (checked on Add, with the server's messages). */
function NumberField(props: TextInputProps) {
  return <TextInput label="Number" w={{ base: '100%', xs: 110 }} inputMode="numeric" {...props} />;
}

function NameField(props: TextInputProps) {
  return <TextInput label="Name" style={{ flex: 1 }} miw={200} maxLength={100} {...props} />;
}

function AddButton({ label, loading }: { label: string; loading: boolean }) {
  return (
    <Button type="submit" leftSection={<IconPlus size={16} />} loading={loading} mt={{ base: 0, xs: 25 }}>
      {label}
    </Button>
  );
}
