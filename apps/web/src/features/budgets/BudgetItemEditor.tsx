import { lumpAndRate } from '@fieldbook/contract/budget-math';
import type { BudgetCostEntry, BudgetLineOption } from '@fieldbook/contract/budgets';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type ReactNode, useState } from 'react';
import {
  appendLine,
  CYCLES_TYPING,
  type EditItem,
  type EditRevenue,
  HOURS_TYPING,
  isEmptyOrZero,
  MONEY_TYPING,
  newCost,
  newHour,
  newRevenue,
  removeLine,
  shownCost,
  tempId,
} from './budget-state.ts';

export interface BudgetOptions {
  lines: BudgetLineOption[];
  hours: { budgetCostHourPriceId: number; name: string; price: string; archived: boolean }[];
  times: { budgetTimeId: number; name: string }[];
  calculations: { budgetCalculationId: number; name: string }[];
}

/** A text box that refuses keystrokes breaking its pattern (2 decimals, 5 for hours, digits only). */
function TypedInput({
  value,
  onChange,
  pattern,
  redWhenEmpty = false,
  ...props
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  pattern: RegExp;
  redWhenEmpty?: boolean;
  readOnly?: boolean;
  leftSection?: ReactNode;
  description?: string;
}) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      error={redWhenEmpty && isEmptyOrZero(value)}
      onChange={(e) => {
        const next = e.currentTarget.value.trim();
        if (pattern.test(next)) onChange(next);
      }}
    />
  );
}

/** A drop-down of named choices by id; a line keeps both id and name (the read-only budget shows the name). */
function NamedChoice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  choices: { id: number; name: string }[];
  onChange: (id: number, name: string) => void;
}) {
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      data={choices.map((c) => ({ value: String(c.id), label: c.name }))}
      onChange={(e) => {
        const id = Number(e.currentTarget.value);
        onChange(id, choices.find((c) => c.id === id)?.name ?? '');
      }}
    />
  );
}

function LineCard({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" data-testid="budget-line" aria-label={title} component="fieldset" style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${title}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}

/** A section's picker: Add Line stays disabled until a line is picked. */
function AddLinePicker({
  label,
  options,
  onAdd,
}: {
  label: string;
  options: BudgetLineOption[];
  onAdd: (line: BudgetLineOption) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const line = options.find((o) => String(o.budgetItemId) === picked);
  return (
    <Group align="end" gap="xs">
      <Select
        label={label}
        placeholder="Select a line"
        searchable
        data={options.map((o) => ({ value: String(o.budgetItemId), label: `${o.number} – ${o.budgetItemName}` }))}
        value={picked}
        onChange={setPicked}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        leftSection={<IconPlus size={16} />}
        variant="light"
        disabled={!line}
        onClick={() => {
          if (!line) return;
          onAdd(line);
          setPicked(null);
        }}
      >
        Add Line
      </Button>
    </Group>
  );
}

function SectionBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The placeholder of the hour price picker: Add Hour Line ignores it. */
const HOUR_PLACEHOLDER = '-1';

function HoursEditor({
  line,
  options,
  onChange,
}: {
  line: BudgetCostEntry;
  options: BudgetOptions;
  onChange: (line: BudgetCostEntry) => void;
}) {
  const [priceId, setPriceId] = useState(HOUR_PLACEHOLDER);
  const prices = options.hours.filter((h) => !h.archived);
  return (
    <Stack gap={6}>
      {line.hours.map((h, i) => (
        <Group key={h.budgetCostHourId} gap="xs" align="end" wrap="nowrap">
          <Text size="sm" style={{ flex: '1 1 8rem' }}>
            {h.name} @ ${h.price}/h
          </Text>
          <TypedInput
            label="Hours"
            value={h.hours}
            pattern={HOURS_TYPING}
            redWhenEmpty
            onChange={(hours) =>
              onChange({ ...line, hours: line.hours.map((x, j) => (j === i ? { ...x, hours } : x)) })
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${h.name} hours`}
            mb={4}
            onClick={() => onChange({ ...line, hours: line.hours.filter((_, j) => j !== i) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="end">
        <NativeSelect
          label="Hour price"
          value={priceId}
          onChange={(e) => setPriceId(e.currentTarget.value)}
          data={[
            { value: HOUR_PLACEHOLDER, label: 'Select an hour price' },
            ...prices.map((p) => ({ value: String(p.budgetCostHourPriceId), label: `${p.name} ($${p.price}/h)` })),
          ]}
        />
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            const price = prices.find((p) => String(p.budgetCostHourPriceId) === priceId);
            if (!price) return; // the placeholder adds nothing
            onChange({ ...line, hours: [...line.hours, newHour(price, line.budgetCostId)] });
          }}
        >
          Add Hour Line
        </Button>
      </Group>
    </Stack>
  );
}

function CostLines({
  title,
  lines,
  options,
  picker,
  onChange,
}: {
  title: string;
  lines: BudgetCostEntry[];
  options: BudgetOptions;
  picker: BudgetLineOption[];
  onChange: (lines: BudgetCostEntry[]) => void;
}) {
  const set = (i: number, line: BudgetCostEntry) => onChange(lines.map((l, j) => (j === i ? line : l)));
  return (
    <SectionBlock title={title}>
      {lines.map((line, i) => {
        const computed = line.hours.length > 0;
        return (
          <LineCard
            key={line.budgetCostId}
            title={`${line.number} ${line.name}`}
            onRemove={() => onChange(removeLine(lines, i))}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <TypedInput
                label="Cost"
                leftSection="$"
                value={shownCost(line)}
                pattern={MONEY_TYPING}
                readOnly={computed}
                description={computed ? 'Hours × price' : undefined}
                redWhenEmpty
                onChange={(cost) => set(i, { ...line, cost })}
              />
              <TextInput
                label="Notes"
                value={line.notes}
                onChange={(e) => set(i, { ...line, notes: e.currentTarget.value })}
              />
            </SimpleGrid>
            {line.labor && <HoursEditor line={line} options={options} onChange={(l) => set(i, l)} />}
          </LineCard>
        );
      })}
      <AddLinePicker
        label={`${title} line`}
        options={picker}
        onAdd={(picked) => onChange(appendLine(lines, newCost(picked)))}
      />
    </SectionBlock>
  );
}

function RevenueLines({
  item,
  options,
  onChange,
}: {
  item: EditItem;
  options: BudgetOptions;
  onChange: (lines: EditRevenue[]) => void;
}) {
  const lines = item.budgetRevenue;
  const set = (i: number, line: EditRevenue) => onChange(lines.map((l, j) => (j === i ? line : l)));
  return (
    <SectionBlock title="Revenue">
      {lines.map((line, i) => (
        <LineCard
          key={line.budgetRevenueId}
          title={`${line.number} ${line.name}`}
          onRemove={() => onChange(removeLine(lines, i))}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
            <TypedInput
              label="Lump sum"
              leftSection="$"
              value={line.revenue}
              pattern={MONEY_TYPING}
              redWhenEmpty={isEmptyOrZero(line.revenuePer)}
              onChange={(revenue) => set(i, { ...line, revenue })}
            />
            <TypedInput
              label="Rate"
              leftSection="$"
              value={line.revenuePer}
              pattern={MONEY_TYPING}
              redWhenEmpty={isEmptyOrZero(line.revenue)}
              onChange={(revenuePer) => set(i, { ...line, revenuePer })}
            />
            <NamedChoice
              label="Per unit"
              value={line.budgetCalculation}
              choices={options.calculations.map((c) => ({ id: c.budgetCalculationId, name: c.name }))}
              onChange={(id, name) => set(i, { ...line, budgetCalculation: id, budgetCalculationStr: name })}
            />
            <TypedInput
              label="Quantity"
              value={line.quantity}
              pattern={MONEY_TYPING}
              onChange={(quantity) => set(i, { ...line, quantity })}
            />
            <NamedChoice
              label="Time"
              value={line.budgetTime}
              choices={options.times.map((t) => ({ id: t.budgetTimeId, name: t.name }))}
              onChange={(id, name) => set(i, { ...line, budgetTime: id, budgetTimeStr: name })}
            />
            <TypedInput
              label="Minimum cycles"
              value={line.minCycles}
              pattern={CYCLES_TYPING}
              onChange={(minCycles) => set(i, { ...line, minCycles })}
            />
          </SimpleGrid>
          {lumpAndRate(line) && (
            <Alert color="yellow" mt="xs" p="xs">
              {messages.budgetLumpOrRate}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            <TextInput
              label="Notes"
              value={line.notes}
              onChange={(e) => set(i, { ...line, notes: e.currentTarget.value })}
            />
            <Group align="end" gap="xs" wrap="nowrap">
              <Checkbox
                label="Text instead of amount"
                checked={line.revAltInput}
                onChange={(e) => set(i, { ...line, revAltInput: e.currentTarget.checked })}
                mb={8}
              />
              {line.revAltInput && (
                <TextInput
                  label="Revenue text"
                  value={line.revenueText}
                  onChange={(e) => set(i, { ...line, revenueText: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
              )}
            </Group>
          </SimpleGrid>
        </LineCard>
      ))}
      <AddLinePicker
        label="Revenue line"
        options={options.lines.filter((l) => l.type === 'revenue')}
        onAdd={(picked) => onChange(appendLine(lines, newRevenue(picked, item.quantity)))}
      />
    </SectionBlock>
  );
}

/** The editable sections of one scope item: revenue, non-labor, labor, tax and additional lines. */
export const BudgetItemEditor = memo(function BudgetItemEditor({
  item,
  index,
  options,
  onChange: onIndexChange,
}: {
  item: EditItem;
  index: number;
  options: BudgetOptions;
  onChange: (index: number, item: EditItem) => void;
}) {
  const onChange = (next: EditItem) => onIndexChange(index, next);
  const costs = options.lines.filter((l) => l.type === 'cost');
  const setCost = (key: 'budgetCostLabor' | 'budgetCostNonLabor', lines: BudgetCostEntry[]) =>
    onChange({ ...item, budgetCost: { ...item.budgetCost, [key]: lines } });
  return (
    <Stack gap="md">
      <RevenueLines item={item} options={options} onChange={(budgetRevenue) => onChange({ ...item, budgetRevenue })} />
      <CostLines
        title="Non-Labor"
        lines={item.budgetCost.budgetCostNonLabor}
        options={options}
        picker={costs.filter((c) => !c.labor)}
        onChange={(lines) => setCost('budgetCostNonLabor', lines)}
      />
      <CostLines
        title="Labor"
        lines={item.budgetCost.budgetCostLabor}
        options={options}
        picker={costs.filter((c) => c.labor)}
        onChange={(lines) => setCost('budgetCostLabor', lines)}
      />
      <SectionBlock title="Tax">
        {item.budgetTax.map((tax, i) => (
          <LineCard
            key={tax.budgetTaxId}
            title={`Tax ${i + 1}`}
            onRemove={() => onChange({ ...item, budgetTax: item.budgetTax.filter((_, j) => j !== i) })}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <TypedInput
                label="Tax cost"
                leftSection="$"
                value={tax.cost}
                pattern={MONEY_TYPING}
                redWhenEmpty
                onChange={(cost) =>
                  onChange({ ...item, budgetTax: item.budgetTax.map((t, j) => (j === i ? { ...t, cost } : t)) })
                }
              />
              <TextInput
                label="Description"
                value={tax.description}
                onChange={(e) => {
                  const description = e.currentTarget.value;
                  onChange({ ...item, budgetTax: item.budgetTax.map((t, j) => (j === i ? { ...t, description } : t)) });
                }}
              />
              <TextInput
                label="Notes"
                value={tax.notes}
                onChange={(e) => {
                  const notes = e.currentTarget.value;
                  onChange({ ...item, budgetTax: item.budgetTax.map((t, j) => (j === i ? { ...t, notes } : t)) });
                }}
              />
            </SimpleGrid>
          </LineCard>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              onChange({
                ...item,
                budgetTax: [
                  ...item.budgetTax,
                  { budgetTaxId: tempId(), scopeItemId: item.scopeItemId, cost: '', description: '', notes: '' },
                ],
              })
            }
          >
            Add Tax
          </Button>
        </Group>
      </SectionBlock>
      <SectionBlock title="Additional Lines">
        {item.budgetAdditionalLines.map((line, i) => (
          <LineCard
            key={line.budgetAdditionalLineId}
            title={`Additional line ${i + 1}`}
            onRemove={() =>
              onChange({ ...item, budgetAdditionalLines: item.budgetAdditionalLines.filter((_, j) => j !== i) })
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <TextInput
                label="Additional text"
                value={line.additionalText}
                onChange={(e) => {
                  const additionalText = e.currentTarget.value;
                  onChange({
                    ...item,
                    budgetAdditionalLines: item.budgetAdditionalLines.map((a, j) =>
                      j === i ? { ...a, additionalText } : a,
                    ),
                  });
                }}
              />
              <TypedInput
                label="Optional cost"
                leftSection="$"
                value={line.optionalCost}
                pattern={MONEY_TYPING}
                onChange={(optionalCost) =>
                  onChange({
                    ...item,
                    budgetAdditionalLines: item.budgetAdditionalLines.map((a, j) =>
                      j === i ? { ...a, optionalCost } : a,
                    ),
                  })
                }
              />
            </SimpleGrid>
          </LineCard>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              onChange({
                ...item,
                budgetAdditionalLines: [
                  ...item.budgetAdditionalLines,
                  { budgetAdditionalLineId: tempId(), additionalText: '', optionalCost: '' },
                ],
              })
            }
          >
            Add Additional Line
          </Button>
        </Group>
      </SectionBlock>
    </Stack>
  );
});
