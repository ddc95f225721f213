import { contactFields } from '@fieldbook/contract/accounts';
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { post } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { type ContactDetail, fieldErrors, useAccountProfile, useContact } from './accounts.queries.ts';
import { Crumbs } from './Crumbs.tsx';

const FIELDS = [
  ['firstName', 'First Name', true],
  ['lastName', 'Last Name', true],
  ['phoneNumber', 'Phone Number', false],
  ['mobileNumber', 'Mobile Number', false],
  ['officeNumber', 'Office Number', false],
  ['otherNumber', 'Other Number', false],
  ['email', 'E-mail', false],
] as const;
type Key = (typeof FIELDS)[number][0];

/** /Accounts/{id}/Contact/New and /Accounts/{id}/Contact/{cid}/Edit. */
export default function ContactFormScreen() {
  const params = useParams();
  const accountId = Number(params.accountId);
  const contactId = params.contactId ? Number(params.contactId) : null;
  const contact = useContact(contactId);
  const profile = useAccountProfile(accountId);
  return (
    <QueryGate queries={[profile, contact]}>
      {() => (
        <ContactForm
          accountId={accountId}
          initial={contact.data ?? null}
          locationOptions={(profile.data?.accountLocations ?? []).map((l) => ({
            value: String(l.accountLocationId),
            label: l.locationName,
          }))}
        />
      )}
    </QueryGate>
  );
}

function ContactForm({
  accountId,
  initial,
  locationOptions,
}: {
  accountId: number;
  initial: ContactDetail | null;
  locationOptions: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, initial?.[k] ?? ''])) as Record<Key, string>,
  );
  const initialLocations = (initial?.locations ?? []).map((l) => String(l.accountLocationId));
  const [locations, setLocations] = useState<string[]>(initialLocations);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const back = initial
    ? `/Accounts/${accountId}/Contact/${initial.accountContactId}`
    : `/Accounts/${accountId}/Contact`;

  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      post<{ id: number }>('/Account/SaveContact', {
        ...values,
        enabled,
        accountContactId: initial?.accountContactId ?? 0,
        accountId,
        locationList: locations.map(Number),
        removedLocations: initialLocations.filter((l) => !locations.includes(l)).map(Number),
      }),
    onSuccess: async (r, enabled) => {
      await qc.invalidateQueries({ queryKey: ['accounts'] });
      navigate(enabled ? `/Accounts/${accountId}/Contact/${r.id}` : `/Accounts/${accountId}/Contact`);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = contactFields.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(true);
  }

  async function remove() {
    if (
      await confirmAction({
        title: 'Delete Contact',
        message: `Delete the contact "${initial?.fullName}"? It will no longer be listed on the account.`,
        confirmLabel: 'Delete',
      })
    )
      save.mutate(false);
  }

  return (
    <Stack maw={720}>
      <Crumbs
        items={[
          { label: 'Accounts List', to: '/Accounts' },
          { label: 'Account', to: `/Accounts/${accountId}/Contact` },
          ...(initial ? [{ label: 'Contact Profile', to: back }] : []),
          { label: initial ? 'Edit' : 'New Contact' },
        ]}
      />
      <Title order={1} size="h3">
        {initial ? 'Edit Contact' : 'New Contact'}
      </Title>
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map(([k, label, required]) => (
              <TextInput
                key={k}
                label={label}
                required={required}
                type={k === 'email' ? 'email' : k.endsWith('Number') ? 'tel' : 'text'}
                maxLength={k === 'email' ? 200 : 100}
                value={values[k]}
                error={errors[k]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((s) => ({ ...s, [k]: v }));
                }}
              />
            ))}
          </SimpleGrid>
          <MultiSelect label="Locations" data={locationOptions} value={locations} onChange={setLocations} searchable />
          <Group justify="space-between">
            {initial ? (
              <Button color="red" variant="outline" onClick={() => void remove()} disabled={save.isPending}>
                Delete Contact
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" component={Link} to={back}>
                Back
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
