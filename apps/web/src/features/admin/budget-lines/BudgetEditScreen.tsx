import {
  type BudgetCategory,
  type BudgetCostLine,
  type BudgetHourPrice,
  type BudgetRevenueLine,
  budgetCostLineInput,
  budgetHourLineInput,
  budgetRevenueLineInput,
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
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import type { ApiError } from '../../../app/api.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { DeleteButton } from '../../../ui/DeleteButton.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
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

/** An add form validated with the contract's schema, then by the server (whose message it shows). */
function useAddForm<V extends Record<string, unknown>, S extends z.ZodType>(
  path: string,
  schema: S,
  initial: V,
  toInput: (values: V) => unknown,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const create = useBudgetChange<z.output<S>>(path);

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors(({ [key as string]: _, ...rest }) => rest);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure('');
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      const answer = await create.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: answer.message });
      setValues(initial);
      setErrors({});
    } catch (err) {
      setErrors((err as ApiError).errors ?? {});
      setFailure((err as Error).message);
    }
  }
  return { values, set, errors, failure, submit, pending: create.isPending };
}

/** Asks first, deletes, and reports the server's answer. */
function useDeleteLine(path: string, kind: string) {
  const remove = useBudgetChange<{ id: number }>(path);
  return async (id: number, label: string) => {
    const ok = await confirmAction({
      title: `Delete ${kind}`,
      message: `Delete ${kind} ${label}? Job budgets that already use it keep it.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync({ id });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    }
  };
}

/** Saves a new order at once; the list shows it while the server stores it. */
function useReorder(path: 'SaveCostOrder' | 'SaveRevenueOrder') {
  const order = useSaveOrder(path);
  return (ids: number[], next: Parameters<typeof order.mutate>[0]['next']) =>
    order.mutate(
      { ids, next },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
}

function FormFailure({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" py="xs">
      {message}
    </Alert>
  );
}

const lineLabel = (l: { number: string; name: string }) => `${l.number} ${l.name}`;

function CostLines({ lines, categories }: { lines: BudgetCostLine[]; categories: BudgetCategory[] }) {
  const form = useAddForm(
    'CreateBudgetCostLine',
    budgetCostLineInput,
    { number: '', name: '', category: '', labor: false },
    (v) => ({ ...v, category: v.category ? Number(v.category) : undefined }),
  );
  const remove = useDeleteLine('DeleteBudgetCostLine', 'cost line');
  const reorder = useReorder('SaveCostOrder');
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
      <form onSubmit={form.submit} noValidate aria-label="Add a cost line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NumberField
              value={form.values.number}
              error={form.errors.number}
              onChange={(v) => form.set('number', v)}
            />
            <NameField value={form.values.name} error={form.errors.name} onChange={(v) => form.set('name', v)} />
            <NativeSelect
              label="Category"
              w={{ base: '100%', xs: 180 }}
              value={form.values.category}
              onChange={(e) => form.set('category', e.currentTarget.value)}
              data={[
                { value: '', label: 'Select a category' },
                ...categories.map((c) => ({ value: String(c.budgetCategoryId), label: c.name })),
              ]}
              error={form.errors.category}
            />
            <Checkbox
              label="Labor"
              mt={{ base: 0, xs: 32 }}
              checked={form.values.labor}
              onChange={(e) => form.set('labor', e.currentTarget.checked)}
            />
            <AddButton label="Add Cost Line" loading={form.pending} />
          </Group>
          <FormFailure message={form.failure} />
        </Stack>
      </form>
    </Section>
  );
}

function RevenueLines({ lines }: { lines: BudgetRevenueLine[] }) {
  const form = useAddForm('CreateBudgetRevenueLine', budgetRevenueLineInput, { number: '', name: '' }, (v) => v);
  const remove = useDeleteLine('DeleteBudgetRevenueLine', 'revenue line');
  const reorder = useReorder('SaveRevenueOrder');
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
      <form onSubmit={form.submit} noValidate aria-label="Add a revenue line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NumberField
              value={form.values.number}
              error={form.errors.number}
              onChange={(v) => form.set('number', v)}
            />
            <NameField value={form.values.name} error={form.errors.name} onChange={(v) => form.set('name', v)} />
            <AddButton label="Add Revenue Line" loading={form.pending} />
          </Group>
          <FormFailure message={form.failure} />
        </Stack>
      </form>
    </Section>
  );
}

/** Dollars per hour as the server stores them ('65.00'), shown as '$65.00 / hour'. */
const perHour = (price: string) => `$${price} / hour`;

function HourLines({ lines }: { lines: BudgetHourPrice[] }) {
  const form = useAddForm(
    'CreateBudgetHourLine',
    budgetHourLineInput,
    { name: '', price: '' as string | number },
    (v) => ({ name: v.name, price: String(v.price) }),
  );
  const remove = useDeleteLine('DeleteBudgetHour', 'hour price line');
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
      <form onSubmit={form.submit} noValidate aria-label="Add an hour price line">
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <NameField value={form.values.name} error={form.errors.name} onChange={(v) => form.set('name', v)} />
            <NumberInput
              label="Price per hour"
              w={{ base: '100%', xs: 160 }}
              min={0}
              step={0.01}
              decimalScale={2}
              prefix="$"
              allowNegative={false}
              value={form.values.price}
              onChange={(v) => form.set('price', v)}
              error={form.errors.price}
            />
            <AddButton label="Add Hour Price" loading={form.pending} />
          </Group>
          <FormFailure message={form.failure} />
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
function NumberField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      label="Number"
      w={{ base: '100%', xs: 110 }}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

function NameField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      label="Name"
      style={{ flex: 1 }}
      miw={200}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={100}
    />
  );
}

function AddButton({ label, loading }: { label: string; loading: boolean }) {
  return (
    <Button type="submit" leftSection={<IconPlus size={16} />} loading={loading} mt={{ base: 0, xs: 25 }}>
      {label}
    </Button>
  );
}
