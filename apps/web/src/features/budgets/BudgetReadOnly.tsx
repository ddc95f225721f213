import { money, revenueOf } from '@fieldbook/contract/budget-math';
import type { BudgetCostEntry, BudgetItem } from '@fieldbook/contract/budgets';
import { messages } from '@fieldbook/contract/messages';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { showMoney } from './budget-state.ts';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {messages.budgetNoLines}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function Line({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" data-testid="budget-line">
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children === '' ? '—' : children}</Text>
    </div>
  );
}

function CostLine({ line }: { line: BudgetCostEntry }) {
  return (
    <Line title={`${line.number} ${line.name}`}>
      <Value label="Category">{line.categoryName}</Value>
      <Value label="Cost">{showMoney(line.cost)}</Value>
      <Value label="Notes">{line.notes}</Value>
      {line.hours.map((h) => (
        <Value key={h.budgetCostHourId} label={`${h.name} hours`}>
          {`${Number(h.hours)} h × ${showMoney(h.price)}`}
        </Value>
      ))}
    </Line>
  );
}

/** One scope item's sections as read-only text, 'No Lines Found' where a section is empty. */
export function BudgetReadOnlyItem({ item }: { item: BudgetItem }) {
  const { budgetCostLabor, budgetCostNonLabor } = item.budgetCost;
  return (
    <Stack gap="md">
      <Section title="Revenue" empty={item.budgetRevenue.length === 0}>
        {item.budgetRevenue.map((r) => (
          <Line key={r.budgetRevenueId} title={`${r.number} ${r.name}`}>
            <Value label="Lump sum">{showMoney(r.revenue)}</Value>
            <Value label="Rate">{`${showMoney(r.revenuePer)} ${r.budgetTimeStr}`}</Value>
            <Value label="Per unit">{r.budgetCalculationStr}</Value>
            <Value label="Quantity">{r.quantity}</Value>
            <Value label="Minimum cycles">{String(r.minCycles)}</Value>
            <Value label="Line revenue">{showMoney(money(revenueOf(r)))}</Value>
            <Value label="Notes">{r.notes}</Value>
            {r.revAltInput && <Value label="Revenue text">{r.revenueText}</Value>}
          </Line>
        ))}
      </Section>
      <Section title="Non-Labor" empty={budgetCostNonLabor.length === 0}>
        {budgetCostNonLabor.map((c) => (
          <CostLine key={c.budgetCostId} line={c} />
        ))}
      </Section>
      <Section title="Labor" empty={budgetCostLabor.length === 0}>
        {budgetCostLabor.map((c) => (
          <CostLine key={c.budgetCostId} line={c} />
        ))}
      </Section>
      <Section title="Tax" empty={item.budgetTax.length === 0}>
        {item.budgetTax.map((t, i) => (
          <Line key={t.budgetTaxId} title={`Tax ${i + 1}`}>
            <Value label="Tax cost">{showMoney(t.cost)}</Value>
            <Value label="Description">{t.description}</Value>
            <Value label="Notes">{t.notes}</Value>
          </Line>
        ))}
      </Section>
      <Section title="Additional Lines" empty={item.budgetAdditionalLines.length === 0}>
        {item.budgetAdditionalLines.map((a, i) => (
          <Line key={a.budgetAdditionalLineId} title={`Additional line ${i + 1}`}>
            <Value label="Additional text">{a.additionalText}</Value>
            <Value label="Optional cost">{showMoney(a.optionalCost)}</Value>
          </Line>
        ))}
      </Section>
    </Stack>
  );
}
