import type { AccountContact, AccountLocation } from '@fieldbook/contract/accounts';
import { messages } from '@fieldbook/contract/messages';
import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { stateOptions } from '../../shared/ui/format.ts';
import {
  blankContact,
  blankLocation,
  type ContactValue,
  fromAccountContact,
  fromAccountLocation,
  type LocationValue,
} from './clone-values.ts';

/**
 * Applies a change to a field. The first change to an existing record asks first: the clone then uses
 * a new record with the changed details (spec 2 §5). A new record changes at once (no await, so the
 * caret stays where the user types).
 */
function changeRecord<T extends object>(
  value: T,
  idKey: keyof T,
  patch: Partial<T>,
  message: string,
  onChange: (next: T) => void,
) {
  if (!(Number(value[idKey] ?? 0) > 0)) return onChange({ ...value, ...patch });
  void confirmAction({ title: 'New record', message, confirmLabel: 'Continue', danger: false }).then((ok) => {
    if (ok) onChange({ ...value, ...patch, [idKey]: 0 });
  });
}

export function LocationSection(props: {
  title: string;
  kind: 'billingLocation' | 'shippingLocation';
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  locations: AccountLocation[];
  errors: FormErrors;
}) {
  const { value, kind } = props;
  const side = kind === 'billingLocation' ? 'billing' : 'shipping';
  const err = (k: string) => props.errors[`${kind}.${k}`];
  const set = (patch: Partial<LocationValue>) =>
    changeRecord(value, 'accountLocationId', patch, messages.cloneLocationChangeConfirm, props.onChange);
  const text = (k: keyof LocationValue, label: string, required = true) => (
    <TextInput
      label={label}
      withAsterisk={required}
      maxLength={200}
      value={value[k] ?? ''}
      error={err(k)}
      onChange={(e) => set({ [k]: e.currentTarget.value })}
    />
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {props.title}
        </Title>
        <Select
          label={`${props.title}: existing or new`}
          data={[
            { value: '0', label: 'New location' },
            ...props.locations.map((l) => ({ value: String(l.accountLocationId), label: l.locationName })),
          ]}
          value={String(value.accountLocationId ?? 0)}
          allowDeselect={false}
          error={props.errors[kind]}
          onChange={(v) => {
            const picked = props.locations.find((l) => String(l.accountLocationId) === v);
            props.onChange(picked ? fromAccountLocation(picked, side) : blankLocation());
          }}
        />
        {text('locationName', 'Location Name')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('address1', 'Address 1')}
          {text('address2', 'Address 2', false)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('city', 'City')}
          <Select
            label="State"
            withAsterisk
            searchable
            data={stateOptions}
            value={value.state || null}
            error={err('state')}
            onChange={(v) => set({ state: v ?? '' })}
          />
          {text('zip', 'Zip')}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const CONTACT_FIELDS = [
  ['firstName', 'First Name', 'text'],
  ['lastName', 'Last Name', 'text'],
  ['phoneNumber', 'Phone', 'tel'],
  ['email', 'E-mail', 'email'],
] as const;

export function ContactSection(props: {
  value: ContactValue;
  onChange: (next: ContactValue) => void;
  contacts: AccountContact[];
  errors: FormErrors;
}) {
  const { value } = props;
  return (
    <Paper withBorder p="md" component="section" aria-label="Contact">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Contact
        </Title>
        <Select
          label="Contact: existing or new"
          data={[
            { value: '0', label: 'New contact' },
            ...props.contacts.map((c) => ({ value: String(c.accountContactId), label: c.fullName })),
          ]}
          value={String(value.accountContactId ?? 0)}
          allowDeselect={false}
          error={props.errors.contact}
          onChange={(v) => {
            const picked = props.contacts.find((c) => String(c.accountContactId) === v);
            props.onChange(picked ? fromAccountContact(picked) : blankContact());
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {CONTACT_FIELDS.map(([k, label, type]) => (
            <TextInput
              key={k}
              label={label}
              type={type}
              withAsterisk
              maxLength={k === 'email' ? 200 : 100}
              value={value[k]}
              error={props.errors[`contact.${k}`]}
              onChange={(e) =>
                changeRecord(
                  value,
                  'accountContactId',
                  { [k]: e.currentTarget.value },
                  messages.cloneContactChangeConfirm,
                  props.onChange,
                )
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
