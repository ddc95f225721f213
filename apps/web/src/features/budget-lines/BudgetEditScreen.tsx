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
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { call } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, type FormFailure, useContractForm } from '../../shared/ui/contract-form.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { SortableList } from '../../shared/ui/SortableList.tsx';
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

/** A sortable kind of line: cost lines and revenue lines. */
type LineKind<L> = {
  /** The section's id and title ('Cost Lines'); the list is named the same in sentence case. */
  id: string;
  title: string;
  empty: string;
  /** What one line is called in the delete question ('cost line'). */
  noun: string;
  lineId: (line: L) => number;
  remove: typeof deleteBudgetCostLine | typeof deleteBudgetRevenueLine;
  order: typeof saveCostOrder | typeof saveRevenueOrder;
  /** The lists as they stand once reordered, shown before the server has them. */
  reordered: (lines: L[]) => Parameters<ReturnType<typeof useSaveOrder>['mutate']>[0]['next'];
  /** What a row shows under its number and name. */
  details?: (line: L) => ReactNode;
};

const lineLabel = (l: { number: string; name: string }) => `${l.number} ${l.name}`;

/**
 * A section of numbered lines, reordered by dragging (a new order is saved at once, and shown while
 * the server stores it), each with its Delete, and the add form (`children`) below.
 */
function SortableLineSection<L extends { number: string; name: string }>({
  kind,
  lines,
  children,
}: {
  kind: LineKind<L>;
  lines: L[];
  children: ReactNode;
}) {
  const remove = useDeleteLine(kind.remove, kind.noun);
  const order = useSaveOrder(kind.order);
  const reorder = (next: L[]) =>
    order.mutate(
      { ids: next.map(kind.lineId), next: kind.reordered(next) },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
  return (
    <Section id={kind.id} title={kind.title}>
      {lines.length === 0 && <Text c="dimmed">{kind.empty}</Text>}
      <SortableList
        items={lines}
        itemKey={(l) => String(kind.lineId(l))}
        itemLabel={lineLabel}
        label={kind.title.charAt(0) + kind.title.slice(1).toLowerCase()}
        onReorder={reorder}
      >
        {(l, handle) => (
          <LineRow handle={handle} number={l.number} name={l.name} details={kind.details?.(l)}>
            <DeleteButton label={lineLabel(l)} onClick={() => remove(kind.lineId(l), lineLabel(l))} />
          </LineRow>
        )}
      </SortableList>
      {children}
    </Section>
  );
}

const costLines: LineKind<BudgetCostLine> = {
  id: 'budget-cost-lines',
  title: 'Cost Lines',
  empty: messages.noBudgetCostLines,
  noun: 'cost line',
  lineId: (l) => l.budgetCostLineId,
  remove: deleteBudgetCostLine,
  order: saveCostOrder,
  reordered: (budgetCosts) => ({ budgetCosts }),
  details: (l) => (
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
  ),
};

const revenueLines: LineKind<BudgetRevenueLine> = {
  id: 'budget-revenue-lines',
  title: 'Revenue Lines',
  empty: messages.noBudgetRevenueLines,
  noun: 'revenue line',
  lineId: (l) => l.budgetRevenueLineId,
  remove: deleteBudgetRevenueLine,
  order: saveRevenueOrder,
  reordered: (budgetRevenue) => ({ budgetRevenue }),
};

function CostLines({ lines, categories }: { lines: BudgetCostLine[]; categories: BudgetCategory[] }) {
  // Category 0 is none chosen yet: the schema refuses it with its own message.
  const add = useAddForm(budgetCostLineInput, { number: '', name: '', category: 0, labor: false }, (body) =>
    call(createBudgetCostLine, { body }),
  );
  const { form } = add;
  return (
    <SortableLineSection kind={costLines} lines={lines}>
      <AddForm label="Add a cost line" add={add} button="Add Cost Line">
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
      </AddForm>
    </SortableLineSection>
  );
}

function RevenueLines({ lines }: { lines: BudgetRevenueLine[] }) {
  const add = useAddForm(budgetRevenueLineInput, { number: '', name: '' }, (body) =>
    call(createBudgetRevenueLine, { body }),
  );
  return (
    <SortableLineSection kind={revenueLines} lines={lines}>
      <AddForm label="Add a revenue line" add={add} button="Add Revenue Line">
        <NumberField {...add.form.getInputProps('number')} />
        <NameField {...add.form.getInputProps('name')} />
      </AddForm>
    </SortableLineSection>
  );
}

/** Dollars per hour as the server stores them ('65.00'), shown as '$65.00 / hour'. */
const perHour = (price: string) => `$${price} / hour`;

function HourLines({ lines }: { lines: BudgetHourPrice[] }) {
  const add = useAddForm(budgetHourLineInput, { name: '', price: '' }, (body) => call(createBudgetHourLine, { body }));
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
      <AddForm label="Add an hour price line" add={add} button="Add Hour Price">
        <NameField {...add.form.getInputProps('name')} />
        <NumberInput
          label="Price per hour"
          w={{ base: '100%', xs: 160 }}
          min={0}
          step={0.01}
          decimalScale={2}
          prefix="$"
          allowNegative={false}
          {...add.form.getInputProps('price')}
        />
      </AddForm>
    </Section>
  );
}

/** An add form under a section: its fields and the Add button in a row, the refusal banner below. */
function AddForm(props: {
  label: string;
  add: { submit: (event?: FormEvent<HTMLFormElement>) => void; failure: FormFailure | null; pending: boolean };
  button: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.add.submit} noValidate aria-label={props.label}>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          {props.children}
          <AddButton label={props.button} loading={props.add.pending} />
        </Group>
        <FailureAlert failure={props.add.failure} />
      </Stack>
    </form>
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
