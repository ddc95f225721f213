import { type ContactDetail, saveContactBody } from '@fieldbook/contract/accounts';
import { MultiSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../ui/contract-form.tsx';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { useAccountProfile, useContact, useSaveContact } from './accounts.queries.ts';
import { DeleteRecordButton, FormButtons } from './FormButtons.tsx';

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
  const save = useSaveContact();
  const initialLocations = (initial?.locations ?? []).map((l) => l.accountLocationId);
  const { form, failure, onSubmit } = useContractForm(contactForm, {
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
  const back = initial
    ? `/Accounts/${accountId}/Contact/${initial.accountContactId}`
    : `/Accounts/${accountId}/Contact`;

  /** Saves the contact; enabled false deletes it (a soft delete, spec 2 §5). */
  const send = (enabled: boolean) =>
    onSubmit(async (values) => {
      const answer = await save.mutateAsync({
        ...values,
        enabled,
        accountContactId: initial?.accountContactId ?? 0,
        accountId,
        removedLocations: initialLocations.filter((l) => !values.locationList.includes(l)),
      });
      navigate(enabled ? `/Accounts/${accountId}/Contact/${answer.id}` : `/Accounts/${accountId}/Contact`);
    });

  async function remove() {
    if (
      await confirmAction({
        title: 'Delete Contact',
        message: `Delete the contact "${initial?.fullName}"? It will no longer be listed on the account.`,
        confirmLabel: 'Delete',
      })
    )
      send(false)();
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
      <form onSubmit={send(true)} noValidate>
        <Stack>
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
          <FailureAlert failure={failure} />
          <FormButtons
            aside={
              initial && (
                <DeleteRecordButton label="Delete Contact" onClick={() => void remove()} busy={save.isPending} />
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
