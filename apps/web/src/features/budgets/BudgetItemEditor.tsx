import type { BudgetCostEntry } from '@fieldbook/contract/budgets';
import { Stack } from '@mantine/core';
import { memo } from 'react';
import { AdditionalLines } from './AdditionalLines.tsx';
import type { BudgetOptions, EditItem } from './budget-state.ts';
import { CostLines } from './CostLines.tsx';
import { RevenueLines } from './RevenueLines.tsx';
import { TaxLines } from './TaxLines.tsx';

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
      <TaxLines item={item} onChange={onChange} />
      <AdditionalLines item={item} onChange={onChange} />
    </Stack>
  );
});
