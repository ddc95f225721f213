import { type LocationDetail, saveLocationBody } from '@fieldbook/contract/accounts';
import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../ui/contract-form.tsx';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { useAccountProfile, useLocation, useSaveLocation } from './accounts.queries.ts';
import { DeleteRecordButton, FormButtons } from './FormButtons.tsx';

const ADDRESS = ['Address1', 'Address2', 'City', 'State', 'Zip'] as const;
const ADDRESS_LABEL: Record<(typeof ADDRESS)[number], string> = {
  Address1: 'Address Line 1',
  Address2: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip',
};
type AddressKey = `${'billing' | 'shipping'}${(typeof ADDRESS)[number]}`;

/** The form's values: the location, its contacts and primary contact (the server works out the removed ones). */
const locationForm = saveLocationBody.omit({ accountLocationId: true, accountId: true, removedContacts: true });

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

const addressOf = (l: LocationDetail | null) =>
  Object.fromEntries(
    (['billing', 'shipping'] as const).flatMap((kind) =>
      ADDRESS.map((f) => [`${kind}${f}`, l ? l[`${kind}${f}`] : ''] as const),
    ),
  ) as Record<AddressKey, string>;

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
  const save = useSaveLocation();
  const initialContacts = (initial?.contacts ?? []).map((c) => c.accountContactId);
  const { form, failure, onSubmit } = useContractForm(locationForm, {
    initialValues: {
      locationName: initial?.locationName ?? '',
      ...addressOf(initial),
      jobLocation: initial?.jobLocation ?? false,
      enabled: true,
      contactIdList: initialContacts,
      primaryPOC: initial?.pocId ?? null,
    },
  });
  const contacts = form.values.contactIdList ?? [];
  const primary = form.values.primaryPOC && contacts.includes(form.values.primaryPOC) ? form.values.primaryPOC : null;
  const back = initial
    ? `/Accounts/${accountId}/Location/${initial.accountLocationId}`
    : `/Accounts/${accountId}/Location`;

  /** Saves the location; enabled false deletes it (a soft delete, spec 2 §5). */
  const send = (enabled: boolean) =>
    onSubmit(async (values) => {
      const answer = await save.mutateAsync({
        ...values,
        enabled,
        accountLocationId: initial?.accountLocationId ?? 0,
        accountId,
        removedContacts: initialContacts.filter((c) => !values.contactIdList.includes(c)),
        primaryPOC: primary,
      });
      navigate(enabled ? `/Accounts/${accountId}/Location/${answer.id}` : `/Accounts/${accountId}/Location`);
    });

  async function remove() {
    if (
      await confirmAction({
        title: 'Delete Location',
        message: `Delete the location "${initial?.locationName}"? It will no longer be listed on the account.`,
        confirmLabel: 'Delete',
      })
    )
      send(false)();
  }

  const field = (key: 'locationName' | AddressKey, label: string, required = false) => (
    <TextInput key={key} label={label} required={required} maxLength={200} {...form.getInputProps(key)} />
  );
  const address = (kind: 'billing' | 'shipping', title: string) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Title order={2} size="h5">
          {title} Address
        </Title>
      </legend>
      <Stack gap="xs">{ADDRESS.map((f) => field(`${kind}${f}`, `${title} ${ADDRESS_LABEL[f]}`))}</Stack>
    </fieldset>
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
      <form onSubmit={send(true)} noValidate>
        <Stack>
          {field('locationName', 'Location Name', true)}
          <Checkbox label="Job Location" {...form.getInputProps('jobLocation', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {address('billing', 'Billing')}
            {address('shipping', 'Shipping')}
          </SimpleGrid>
          <MultiSelect
            label="Contacts"
            data={contactOptions}
            value={contacts.map(String)}
            onChange={(v) => form.setFieldValue('contactIdList', v.map(Number))}
            searchable
          />
          <Select
            label="Primary Contact"
            clearable
            data={contactOptions.filter((o) => contacts.includes(Number(o.value)))}
            value={primary ? String(primary) : null}
            onChange={(v) => form.setFieldValue('primaryPOC', v ? Number(v) : null)}
          />
          <FailureAlert failure={failure} />
          <FormButtons
            aside={
              initial && (
                <DeleteRecordButton label="Delete Location" onClick={() => void remove()} busy={save.isPending} />
              )
            }
            back={{ to: back }}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
