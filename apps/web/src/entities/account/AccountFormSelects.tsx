import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type industriesQuery, useAccountNames } from './account.queries.ts';

// The account form's pickers, each asking for its own choices: when a list arrives only its picker
// renders again, not the whole form (on a phone each arrival re-rendered every field).

const idText = (v: number | null | undefined) => (v ? String(v) : null);
const idOf = (v: string | null) => (v ? Number(v) : null);

interface IdPickerProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
}

/** A choice of one of the form's short lists (industries, territories). */
export function ListSelect({
  label,
  list,
  value,
  onChange,
}: IdPickerProps & { label: string; list: typeof industriesQuery }) {
  const choices = useQuery(list);
  return (
    <Select
      label={label}
      clearable
      data={(choices.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
      value={idText(value)}
      onChange={(v) => onChange(idOf(v))}
    />
  );
}

/** The parent account, searched by name as it is typed; the saved parent is offered even when not found. */
export function ParentAccountSelect({
  value,
  onChange,
  error,
  accountId,
  savedName,
}: IdPickerProps & { error: React.ReactNode; accountId: number; savedName: string | null | undefined }) {
  const [search, setSearch] = useState(savedName ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const names = useAccountNames(debounced);
  const options = (names.data ?? [])
    .filter((n) => n.accountId !== accountId)
    .map((n) => ({ value: String(n.accountId), label: n.accountName }));
  const parent = idText(value);
  if (parent && savedName && !options.some((o) => o.value === parent)) {
    options.unshift({ value: parent, label: savedName });
  }
  return (
    <Select
      label="Parent Account"
      searchable
      clearable
      data={options}
      value={parent}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v) => onChange(idOf(v))}
      nothingFoundMessage="No accounts found"
      error={error}
      filter={({ options }) => options}
    />
  );
}
