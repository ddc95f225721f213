import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useAccountNames } from '../../entities/account/index.ts';

export interface AccountChoice {
  /** 0: a new account of this name. */
  accountId: number;
  accountName: string;
}

const NEW = 'new:';
const newLabel = (name: string) => `New account "${name}"`;

/**
 * The clone's account: search the enabled accounts by name (500 ms debounce, spec 2 §9), or type a
 * name that is not there and choose it as a new account.
 */
export function CloneAccountSelect(props: {
  value: AccountChoice;
  /** Answers whether the choice was taken (the user may refuse in a confirmation). */
  onChange: (next: AccountChoice) => Promise<boolean>;
  error?: ReactNode;
}) {
  const { value } = props;
  const selected =
    value.accountId > 0
      ? { value: String(value.accountId), label: value.accountName }
      : value.accountName
        ? { value: `${NEW}${value.accountName}`, label: newLabel(value.accountName) }
        : null;
  const [search, setSearch] = useState(selected?.label ?? '');
  // Show the chosen account again after a choice (or after a refused change of account).
  useEffect(() => setSearch(selected?.label ?? ''), [selected?.label]);
  const [debounced] = useDebouncedValue(search === selected?.label ? '' : search.trim(), 500);
  const names = useAccountNames(debounced);

  const data = (names.data ?? []).map((a) => ({ value: String(a.accountId), label: a.accountName }));
  const typed = search.trim();
  if (typed && typed !== selected?.label && !data.some((d) => d.label.toLowerCase() === typed.toLowerCase())) {
    data.push({ value: `${NEW}${typed}`, label: newLabel(typed) });
  }
  if (selected && !data.some((d) => d.value === selected.value)) data.unshift(selected);

  return (
    <Select
      label="Account"
      withAsterisk
      placeholder="Type to search accounts"
      searchable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={selected?.value ?? null}
      onChange={async (v, option) => {
        if (!v) return;
        const next = v.startsWith(NEW)
          ? { accountId: 0, accountName: v.slice(NEW.length) }
          : { accountId: Number(v), accountName: option.label };
        // A refused change shows the chosen account again.
        if (!(await props.onChange(next))) setSearch(selected?.label ?? '');
      }}
      nothingFoundMessage={names.isFetching ? 'Searching…' : 'No accounts found'}
      error={props.error}
    />
  );
}
