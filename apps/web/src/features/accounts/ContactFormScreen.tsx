import { type ContactDetail, saveContactBody } from '@fieldbook/contract/accounts';
import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { useContact, useSaveContact } from './accounts.queries.ts';
import { SubRecordForm, SubRecordFormScreen } from './SubRecord.tsx';

const FIELDS = [
  ['firstName', 'First Name', true],
  ['lastName', 'Last Name', true],
  ['phoneNumber', 'Phone Number', false],
  ['mobileNumber', 'Mobile Number', false],
  ['officeNumber', 'Office Number', false],
  ['otherNumber', 'Other Number', false],
  ['email', 'E-mail', false],
] as const;

/** The form's values: the contact and the locations it is linked to (the server works out the removed ones). */
const contactForm = saveContactBody.omit({ accountContactId: true, accountId: true, removedLocations: true });

/** /Accounts/{id}/Contact/New and /Accounts/{id}/Contact/{cid}/Edit. */
export default function ContactFormScreen() {
  return (
    <SubRecordFormScreen param="contactId" useRecord={useContact}>
      {({ accountId, initial, account }) => (
        <ContactForm
          accountId={accountId}
          initial={initial}
          locationOptions={(account?.accountLocations ?? []).map((l) => ({
            value: String(l.accountLocationId),
            label: l.locationName,
          }))}
        />
      )}
    </SubRecordFormScreen>
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
  const save = useSaveContact();
  const initialLocations = (initial?.locations ?? []).map((l) => l.accountLocationId);
  const contractForm = useContractForm(contactForm, {
    initialValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      phoneNumber: initial?.phoneNumber ?? '',
      mobileNumber: initial?.mobileNumber ?? '',
      officeNumber: initial?.officeNumber ?? '',
      otherNumber: initial?.otherNumber ?? '',
      email: initial?.email ?? '',
      enabled: true,
      locationList: initialLocations,
    },
  });
  const { form } = contractForm;

  return (
    <SubRecordForm
      kind="Contact"
      accountId={accountId}
      saved={initial && { id: initial.accountContactId, name: initial.fullName }}
      form={contractForm}
      mutation={save}
      body={(values) => ({
        ...values,
        accountContactId: initial?.accountContactId ?? 0,
        removedLocations: initialLocations.filter((l) => !values.locationList.includes(l)),
      })}
      maw={720}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(([k, label, required]) => (
          <TextInput
            key={k}
            label={label}
            required={required}
            type={k === 'email' ? 'email' : k.endsWith('Number') ? 'tel' : 'text'}
            maxLength={k === 'email' ? 200 : 100}
            {...form.getInputProps(k)}
          />
        ))}
      </SimpleGrid>
      <MultiSelect
        label="Locations"
        data={locationOptions}
        value={(form.values.locationList ?? []).map(String)}
        onChange={(v) => form.setFieldValue('locationList', v.map(Number))}
        searchable
      />
    </SubRecordForm>
  );
}
