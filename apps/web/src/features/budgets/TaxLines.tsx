import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LineCard, SectionBlock, TypedInput } from './BudgetLineParts.tsx';
import { type EditItem, MONEY_TYPING, tempId } from './budget-state.ts';

/** A scope item's tax lines: cost, description and notes each, with Add Tax. */
export function TaxLines({ item, onChange }: { item: EditItem; onChange: (item: EditItem) => void }) {
  return (
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
  );
}
