import { type LocationDetail, saveLocationBody } from '@fieldbook/contract/accounts';
import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { useLocation, useSaveLocation } from './accounts.queries.ts';
import { SubRecordForm, SubRecordFormScreen } from './SubRecord.tsx';

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
  return (
    <SubRecordFormScreen param="locationId" useRecord={useLocation}>
      {({ accountId, initial, account }) => (
        <LocationForm
          accountId={accountId}
          initial={initial}
          contactOptions={(account?.accountContacts ?? []).map((c) => ({
            value: String(c.accountContactId),
            label: c.fullName,
          }))}
        />
      )}
    </SubRecordFormScreen>
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
  const save = useSaveLocation();
  const initialContacts = (initial?.contacts ?? []).map((c) => c.accountContactId);
  const contractForm = useContractForm(locationForm, {
    initialValues: {
      locationName: initial?.locationName ?? '',
      ...addressOf(initial),
      jobLocation: initial?.jobLocation ?? false,
      enabled: true,
      contactIdList: initialContacts,
      primaryPOC: initial?.pocId ?? null,
    },
  });
  const { form } = contractForm;
  const contacts = form.values.contactIdList ?? [];
  const primary = form.values.primaryPOC && contacts.includes(form.values.primaryPOC) ? form.values.primaryPOC : null;

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
    <SubRecordForm
      kind="Location"
      accountId={accountId}
      saved={initial && { id: initial.accountLocationId, name: initial.locationName }}
      form={contractForm}
      mutation={save}
      body={(values) => ({
        ...values,
        accountLocationId: initial?.accountLocationId ?? 0,
        removedContacts: initialContacts.filter((c) => !values.contactIdList.includes(c)),
        primaryPOC: primary,
      })}
      maw={900}
    >
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
    </SubRecordForm>
  );
}
