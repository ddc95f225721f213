import { locationFields } from '@fieldbook/contract/accounts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { post } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { fieldErrors, type LocationDetail, useAccountProfile, useLocation } from './accounts.queries.ts';
import { Crumbs } from './Crumbs.tsx';

const ADDRESS = ['Address1', 'Address2', 'City', 'State', 'Zip'] as const;
const ADDRESS_LABEL: Record<(typeof ADDRESS)[number], string> = {
  Address1: 'Address Line 1',
  Address2: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip',
};

/** /Accounts/{id}/Location/New and /Accounts/{id}/Location/{loc}/Edit. */
export default function LocationFormScreen() {
  const params = useParams();
  const accountId = Number(params.accountId);
  const locationId = params.locationId ? Number(params.locationId) : null;
  const location = useLocation(locationId);
  const profile = useAccountProfile(accountId);
  return (
    <QueryGate queries={[profile, location]}>
      {() => (
        <LocationForm
          accountId={accountId}
          initial={location.data ?? null}
          contactOptions={(profile.data?.accountContacts ?? []).map((c) => ({
            value: String(c.accountContactId),
            label: c.fullName,
          }))}
        />
      )}
    </QueryGate>
  );
}

function LocationForm({
  accountId,
  initial,
  contactOptions,
}: {
  accountId: number;
  initial: LocationDetail | null;
  contactOptions: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [text, setText] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = { locationName: initial?.locationName ?? '' };
    for (const kind of ['billing', 'shipping'])
      for (const f of ADDRESS) {
        const k = `${kind}${f}`;
        out[k] = initial ? String(initial[k as keyof LocationDetail] ?? '') : '';
      }
    return out;
  });
  const [jobLocation, setJobLocation] = useState(initial?.jobLocation ?? false);
  const initialContacts = (initial?.contacts ?? []).map((c) => String(c.accountContactId));
  const [contacts, setContacts] = useState<string[]>(initialContacts);
  const [primary, setPrimary] = useState<string | null>(initial?.pocId ? String(initial.pocId) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const back = initial
    ? `/Accounts/${accountId}/Location/${initial.accountLocationId}`
    : `/Accounts/${accountId}/Location`;

  const save = useMutation({
    mutationFn: (enabled: boolean) => {
      const body = {
        ...text,
        jobLocation,
        enabled,
        accountLocationId: initial?.accountLocationId ?? 0,
        accountId,
        contactIdList: contacts.map(Number),
        removedContacts: initialContacts.filter((c) => !contacts.includes(c)).map(Number),
        primaryPOC: primary && contacts.includes(primary) ? Number(primary) : null,
      };
      return post<{ id: number }>('/Account/SaveLocation', body);
    },
    onSuccess: async (r, enabled) => {
      await qc.invalidateQueries({ queryKey: ['accounts'] });
      navigate(enabled ? `/Accounts/${accountId}/Location/${r.id}` : `/Accounts/${accountId}/Location`);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = locationFields.safeParse({ ...text, jobLocation });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(true);
  }

  async function remove() {
    if (
      await confirmAction({
        title: 'Delete Location',
        message: `Delete the location "${initial?.locationName}"? It will no longer be listed on the account.`,
        confirmLabel: 'Delete',
      })
    )
      save.mutate(false);
  }

  const field = (key: string, label: string, required = false) => (
    <TextInput
      key={key}
      label={label}
      required={required}
      maxLength={200}
      value={text[key]}
      error={errors[key]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText((s) => ({ ...s, [key]: v }));
      }}
    />
  );

  return (
    <Stack maw={900}>
      <Crumbs
        items={[
          { label: 'Accounts List', to: '/Accounts' },
          { label: 'Account', to: `/Accounts/${accountId}/Location` },
          ...(initial ? [{ label: 'Location Profile', to: back }] : []),
          { label: initial ? 'Edit' : 'New Location' },
        ]}
      />
      <Title order={1} size="h3">
        {initial ? 'Edit Location' : 'New Location'}
      </Title>
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          {field('locationName', 'Location Name', true)}
          <Checkbox
            label="Job Location"
            checked={jobLocation}
            onChange={(e) => setJobLocation(e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Title order={2} size="h5">
                  Billing Address
                </Title>
              </legend>
              <Stack gap="xs">{ADDRESS.map((f) => field(`billing${f}`, `Billing ${ADDRESS_LABEL[f]}`))}</Stack>
            </fieldset>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Title order={2} size="h5">
                  Shipping Address
                </Title>
              </legend>
              <Stack gap="xs">{ADDRESS.map((f) => field(`shipping${f}`, `Shipping ${ADDRESS_LABEL[f]}`))}</Stack>
            </fieldset>
          </SimpleGrid>
          <MultiSelect label="Contacts" data={contactOptions} value={contacts} onChange={setContacts} searchable />
          <Select
            label="Primary Contact"
            clearable
            data={contactOptions.filter((o) => contacts.includes(o.value))}
            value={primary && contacts.includes(primary) ? primary : null}
            onChange={setPrimary}
          />
          <Group justify="space-between">
            {initial ? (
              <Button color="red" variant="outline" onClick={() => void remove()} disabled={save.isPending}>
                Delete Location
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
