import type { ScopeNode } from '@fieldbook/contract/hand-off';
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
import { useState } from 'react';
import { ApiError } from '../../../app/api.ts';
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

interface Errors {
  selections?: string;
  description?: string;
  quantity?: string;
}

/** Adds a scope item: tier dropdowns appear one by one until a leaf is chosen. */
export function AddScopeItemForm({ jobId, handOffId }: { jobId: number; handOffId: number }) {
  const tree = useScopeTree();
  const add = useAddScopeItem(jobId);
  const [selections, setSelections] = useState<number[]>([]);
  const [quantity, setQuantity] = useState('');
  const [description, setDescription] = useState('');
  const [optional, setOptional] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');

  const tiers = tiersOf(tree.data ?? [], selections);
  const atLeaf = selections.length === tiers.length && selections.length > 0;

  const choose = (tier: number, value: string | null) => {
    setSelections([...selections.slice(0, tier), ...(value ? [Number(value)] : [])]);
    setErrors((e) => ({ ...e, selections: undefined }));
  };

  const submit = () => {
    const found: Errors = {};
    if (!atLeaf) found.selections = messages.scopeSelectAll;
    if (!description.trim()) found.description = messages.scopeDescriptionRequired;
    if (!quantity) found.quantity = messages.scopeQuantityInvalid;
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    add.mutate(
      { selections, quantity, description, optional, handOffId },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'green', message: res.message });
          setSelections([]);
          setQuantity('');
          setDescription('');
          setOptional(false);
        },
        onError: (err) => setFailure(err instanceof ApiError ? err.message : messages.unknown),
      },
    );
  };

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
        {errors.selections && (
          <Alert color="red" role="alert">
            {errors.selections}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Quantity"
            inputMode="numeric"
            withAsterisk
            value={quantity}
            onChange={(e) => setQuantity(digitsOnly(e.currentTarget.value))}
            error={errors.quantity}
          />
          <Checkbox
            label="Optional"
            checked={optional}
            onChange={(e) => setOptional(e.currentTarget.checked)}
            mt={{ base: 0, sm: 30 }}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={submit} loading={add.isPending}>
            Add Scope Item
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
