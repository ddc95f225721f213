import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LineCard, SectionBlock, TypedInput } from './BudgetLineParts.tsx';
import { type EditItem, MONEY_TYPING, tempId } from './budget-state.ts';

/** A scope item's additional lines: a text and an optional cost each, with Add Additional Line. */
export function AdditionalLines({ item, onChange }: { item: EditItem; onChange: (item: EditItem) => void }) {
  return (
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
  );
}
