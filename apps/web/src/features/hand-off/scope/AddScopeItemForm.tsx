import { addScopeItemBody, type ScopeNode } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { useAddScopeItem, useScopeTree } from './hand-off.queries.ts';

/** Keeps digits only: the quantity field strips anything else as it is typed (spec 2 §5). */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** The nodes offered at each tier: the roots, then the children of each chosen node while it has any. */
function tiersOf(tree: ScopeNode[], selections: number[]): ScopeNode[][] {
  const tiers: ScopeNode[][] = [tree];
  let level = tree;
  for (const id of selections) {
    const chosen = level.find((n) => n.scopeBuilderId === id);
    if (!chosen || chosen.children.length === 0) break;
    level = chosen.children;
    tiers.push(level);
  }
  return tiers;
}

/** Adds a scope item: tier dropdowns appear one by one until a leaf is chosen. */
export function AddScopeItemForm({ jobId, handOffId }: { jobId: number; handOffId: number }) {
  const tree = useScopeTree();
  const add = useAddScopeItem(jobId);
  // The contract wants at least one node; the form wants the whole path down to a leaf.
  const schema = useMemo(
    () =>
      addScopeItemBody.omit({ handOffId: true }).extend({
        selections: addScopeItemBody.shape.selections.refine(
          (chosen) => tiersOf(tree.data ?? [], chosen).length === chosen.length,
          messages.scopeSelectAll,
        ),
      }),
    [tree.data],
  );
  const { form, failure, onSubmit } = useContractForm(schema, {
    initialValues: { selections: [], quantity: '', description: '', optional: false },
  });
  const selections = form.getValues().selections.map(Number);
  const tiers = tiersOf(tree.data ?? [], selections);

  const choose = (tier: number, value: string | null) =>
    form.setFieldValue('selections', [...selections.slice(0, tier), ...(value ? [Number(value)] : [])]);

  const submit = onSubmit(async (item) => {
    const res = await add.mutateAsync({ ...item, handOffId });
    notifications.show({ color: 'green', message: res.message });
    form.reset();
  });

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Title order={5}>Add Scope Item</Title>
        {tree.error && <Alert color="red">{tree.error.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {tiers.map((options, tier) => (
            <Select
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
              key={tier}
              label={`Tier ${tier + 1}`}
              placeholder="Select…"
              data={options.map((n) => ({ value: String(n.scopeBuilderId), label: n.itemName }))}
              value={selections[tier] === undefined ? null : String(selections[tier])}
              onChange={(v) => choose(tier, v)}
              searchable
              clearable
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        {form.errors.selections && (
          <Alert color="red" role="alert">
            {form.errors.selections}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Quantity"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('quantity')}
            onChange={(e) => form.setFieldValue('quantity', digitsOnly(e.currentTarget.value))}
          />
          <Checkbox
            label="Optional"
            {...form.getInputProps('optional', { type: 'checkbox' })}
            mt={{ base: 0, sm: 30 }}
          />
        </SimpleGrid>
        <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps('description')} />
        <FailureAlert failure={failure} />
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => submit()} loading={add.isPending}>
            Add Scope Item
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
