import type { AccountContact, AccountLocation } from '@fieldbook/contract/accounts';
import type { CallRecord } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { Button, Collapse, Fieldset, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { formatDateTime, stateOptions } from '../../shared/ui/format.ts';

const NEW = 'new';

/** 'Pick existing or type new': the select of the account's records plus a 'New …' choice. */
export function RecordPicker({
  label,
  newLabel,
  options,
  value,
  onPick,
  disabled,
}: {
  label: string;
  newLabel: string;
  options: { value: string; label: string }[];
  value: number | null;
  onPick: (id: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      label={label}
      data={[{ value: NEW, label: newLabel }, ...options]}
      value={value === null ? NEW : String(value)}
      onChange={(v) => onPick(!v || v === NEW ? null : Number(v))}
      allowDeselect={false}
      searchable
      disabled={disabled}
      nothingFoundMessage="Nothing found"
    />
  );
}

export type AddressPart = 'Address1' | 'Address2' | 'City' | 'State' | 'Zip';

/** What a text input of the form takes: its value, change handler and error. */
export interface FieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: ReactNode;
}

/** Address Line 1, Line 2, City, State (dropdown), Zip of a billing or shipping address. */
export function AddressFields({ field, disabled }: { field: (part: AddressPart) => FieldProps; disabled?: boolean }) {
  const text = (part: AddressPart) => {
    const { value, ...rest } = field(part);
    return { ...rest, value: String(value ?? ''), disabled };
  };
  const state = text('State');
  const stateData =
    state.value && !stateOptions.some((s) => s.value === state.value)
      ? [...stateOptions, { value: state.value, label: state.value }]
      : stateOptions;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Address Line 1" maxLength={200} {...text('Address1')} />
      <TextInput label="Address Line 2" maxLength={200} {...text('Address2')} />
      <TextInput label="City" maxLength={100} {...text('City')} />
      <SimpleGrid cols={2}>
        <Select
          label="State"
          data={stateData}
          {...state}
          value={state.value || null}
          onChange={(v) => state.onChange(v ?? '')}
          searchable
          clearable
        />
        <TextInput label="Zip" maxLength={20} {...text('Zip')} />
      </SimpleGrid>
    </SimpleGrid>
  );
}

export const locationOptions = (locations: AccountLocation[]) =>
  locations.map((l) => ({
    value: String(l.accountLocationId),
    label: l.jobLocation ? `${l.locationName} (job site)` : l.locationName,
  }));

export const contactOptions = (contacts: AccountContact[]) =>
  contacts.map((c) => ({ value: String(c.accountContactId), label: `${c.fullName}${c.email ? ` – ${c.email}` : ''}` }));

/** Call Details: the call the opportunity is created from, read-only and collapsible. */
export function CallDetails({ call }: { call: CallRecord }) {
  const [open, setOpen] = useState(true);
  const row = (label: string, value: string) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value || messages.notApplicable}
    </Text>
  );
  return (
    <Paper withBorder p="sm">
      <Button variant="subtle" px={0} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        Call Details
      </Button>
      <Collapse expanded={open}>
        <Stack gap={2} aria-label="Call Details">
          {row('Call Time', formatDateTime(call.callTime))}
          {row('Company', call.companyName)}
          {row('Caller', call.callerName)}
          {row('Phone', call.contactPhone)}
          {row('E-mail', call.contactEmail)}
          {row('Job Location', call.jobLocation)}
          {row('Office', call.officeLocationName ?? '')}
          {row('Description', call.description)}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** A titled group of fields. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
