import type { BudgetLineOption } from '@fieldbook/contract/budgets';
import { ActionIcon, Button, Group, NativeSelect, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isEmptyOrZero } from './budget-state.ts';

/**
 * A text box that refuses keystrokes breaking its pattern (2 decimals, 5 for hours, digits only). Its
 * content is selected on focus, so typing replaces a prefilled '0.00' instead of being refused after it.
 */
export function TypedInput({
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
      onFocus={(e) => e.currentTarget.select()}
      error={redWhenEmpty && isEmptyOrZero(value)}
      onChange={(e) => {
        const next = e.currentTarget.value.trim();
        if (pattern.test(next)) onChange(next);
      }}
    />
  );
}

/** A drop-down of named choices by id; a line keeps both id and name (the read-only budget shows the name). */
export function NamedChoice({
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

export function LineCard({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
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
export function AddLinePicker({
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

export function SectionBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
