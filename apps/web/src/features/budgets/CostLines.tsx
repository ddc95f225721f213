import type { BudgetCostEntry, BudgetLineOption } from '@fieldbook/contract/budgets';
import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AddLinePicker, LineCard, SectionBlock, TypedInput } from './BudgetLineParts.tsx';
import {
  appendLine,
  type BudgetOptions,
  HOURS_TYPING,
  MONEY_TYPING,
  newCost,
  newHour,
  removeLine,
  shownCost,
} from './budget-state.ts';

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

export function CostLines({
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
