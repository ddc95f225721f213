import { MultiSelect } from '@mantine/core';
import { usePrefillList } from '../proposals.queries.ts';

/** A scope leaf of the configuration as a choice: its id (as text) and its scope name. */
export interface ScopeLeafOption {
  value: string;
  label: string;
}

/** Every scope leaf of the configuration as a choice. */
export function useScopeLeafOptions(): ScopeLeafOption[] {
  const leaves = usePrefillList();
  return (leaves.data ?? []).map((l) => ({ value: String(l.leafId), label: l.scopeName }));
}

/** Linked Scope Items: the scope leaves a note or attachment of the library is linked to, by leaf id. */
export function LinkedScopeItems({
  placeholder,
  options,
  value,
  onChange,
}: {
  placeholder: string;
  options: ScopeLeafOption[];
  /** The leaf ids as the form holds them (the contract's input type: ids are coerced when parsed). */
  value: readonly unknown[];
  onChange: (leafIds: number[]) => void;
}) {
  return (
    <MultiSelect
      label="Linked Scope Items"
      placeholder={placeholder}
      searchable
      data={options}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}
