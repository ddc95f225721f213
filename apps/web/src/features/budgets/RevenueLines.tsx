import { lumpAndRate } from '@fieldbook/contract/budget-math';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { AddLinePicker, LineCard, NamedChoice, SectionBlock, TypedInput } from './BudgetLineParts.tsx';
import {
  appendLine,
  type BudgetOptions,
  CYCLES_TYPING,
  type EditItem,
  type EditRevenue,
  isEmptyOrZero,
  MONEY_TYPING,
  newRevenue,
  removeLine,
} from './budget-state.ts';

export function RevenueLines({
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
