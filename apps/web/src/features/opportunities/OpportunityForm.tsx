import type { CallRecord } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type AccountChoice,
  AccountForm,
  useAccountNames,
  useAccountProfile,
  useCanEditAccounts,
} from '../../entities/account/index.ts';
import { useOffices } from '../../entities/office/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { CloseOpenButton } from './CloseOpenButton.tsx';
import {
  AddressFields,
  type AddressPart,
  CallDetails,
  contactOptions,
  locationOptions,
  RecordPicker,
  Section,
} from './form-sections.tsx';
import {
  changedFrom,
  type OpportunityValues,
  opportunityForm,
  type SectionName,
  sectionOf,
  withSameAddress,
} from './form-values.ts';
import { useDrillingRole, useSaveOpportunity } from './opportunities.queries.ts';

export interface OpportunityFormProps {
  /** The form's first values (opportunityId 0 for a new one, callId when it comes from a call). */
  initial: OpportunityValues;
  /** The opportunity's closed state when it is being edited, or null for a new one. */
  closed: boolean | null;
  call: CallRecord | null;
  back: string;
}

/** The account picker: enabled accounts by name (the server narrows as the user types). */
function AccountPicker(props: {
  accountId: number;
  accountName: string;
  error?: ReactNode;
  /** Resolves false when the user kept the current account. */
  onPick: (account: AccountChoice) => Promise<boolean>;
}) {
  const { accountId, accountName } = props;
  const [search, setSearch] = useState(accountName);
  const [debounced] = useDebouncedValue(search === accountName ? '' : search, 300);
  const names = useAccountNames(debounced);
  const data = (names.data ?? []).map((a) => ({ value: String(a.accountId), label: a.accountName }));
  if (accountId && !data.some((d) => d.value === String(accountId)))
    data.unshift({ value: String(accountId), label: accountName });
  return (
    <Select
      label="Account Name"
      withAsterisk
      placeholder="Type to search accounts"
      searchable
      // Picking the chosen account again keeps it (and everything loaded from it).
      allowDeselect={false}
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={accountId ? String(accountId) : null}
      onChange={async (v, option) => {
        if (!v) return;
        if (!(await props.onPick({ accountId: Number(v), accountName: option.label }))) setSearch(accountName);
      }}
      nothingFoundMessage={names.isFetching ? 'Searching…' : 'No accounts found'}
      error={props.error}
      style={{ flex: 1 }}
    />
  );
}

/** The opportunity form (spec 2 §2 section order, §5 rules); the server checks the same schema. */
export function OpportunityForm({ initial, closed, call, back }: OpportunityFormProps) {
  const navigate = useNavigate();
  const save = useSaveOpportunity();
  const offices = useOffices();
  const drilling = useDrillingRole();
  const mayCreateAccounts = useCanEditAccounts();
  const { form, failure, onSubmit } = useContractForm(opportunityForm, { initialValues: initial });
  const [sameAddress, setSameAddress] = useState(false);
  const [creatingAccount, setCreatingAccount] = useState(false);
  const v = form.values;
  const records = useAccountProfile(v.accountId || null);
  const locations = records.data?.accountLocations ?? [];
  const contacts = records.data?.accountContacts ?? [];
  const locked = drilling === messages.drillingManager;

  async function pickAccount(account: AccountChoice) {
    if (account.accountId === v.accountId) return true;
    const preloaded =
      v.billingLocation.locationName || v.shippingLocation.locationName || v.contact.firstName || v.contact.email;
    if (v.accountId && preloaded) {
      const ok = await confirmAction({
        title: 'Change Account',
        message: messages.oppAccountChangeConfirm,
        confirmLabel: 'Change Account',
        danger: false,
      });
      if (!ok) return false;
    }
    form.setValues({
      ...account,
      billingLocation: sectionOf('billingLocation', null),
      shippingLocation: sectionOf('shippingLocation', null),
      contact: sectionOf('contact', null),
    });
    return true;
  }

  /**
   * The account made (or picked from the possible matches) in the 'New Account' dialog: it is
   * selected and everything typed stays; records picked from another account become new records.
   */
  function adoptAccount(account: AccountChoice) {
    setCreatingAccount(false);
    const current = form.getValues();
    form.setValues({
      ...account,
      billingLocation: { ...current.billingLocation, accountLocationId: null },
      shippingLocation: { ...current.shippingLocation, accountLocationId: null },
      contact: { ...current.contact, accountContactId: null },
    });
    form.clearFieldError('accountId');
  }

  const pickRecord = (section: SectionName, id: number | null) => {
    const record =
      section === 'contact'
        ? contacts.find((c) => c.accountContactId === id)
        : locations.find((l) => l.accountLocationId === id);
    form.setFieldValue(section, sectionOf(section, record));
  };

  /** The names of the picked records whose fields were changed: the server saves them as new records. */
  function changedRecords(values: OpportunityValues) {
    const location = (id: number | null | undefined) => locations.find((l) => l.accountLocationId === id);
    const contact = contacts.find((c) => c.accountContactId === values.contact.accountContactId);
    const billing = location(values.billingLocation.accountLocationId);
    const shipping = location(values.shippingLocation.accountLocationId);
    return [
      billing && changedFrom('billingLocation', values.billingLocation, billing) && 'billing location',
      shipping && changedFrom('shippingLocation', values.shippingLocation, shipping) && 'shipping location',
      contact && changedFrom('contact', values.contact, contact) && 'contact',
    ].filter((x): x is string => typeof x === 'string');
  }

  const submit = onSubmit(async () => {
    // Compared and sent as typed; the parsed values are checked, the server trims them alike.
    const typed = sameAddress ? withSameAddress(form.getValues()) : form.getValues();
    const changed = changedRecords(typed);
    if (changed.length) {
      const ok = await confirmAction({
        title: 'Save as New Records',
        message: messages.oppNewRecordConfirm(changed.join(', ')),
        confirmLabel: 'Save',
        danger: false,
      });
      if (!ok) return;
    }
    const { accountName: _name, ...body } = typed;
    const answer = await save.mutateAsync({ ...body, isDrilling: locked || body.isDrilling });
    navigate(`/Opportunities/${answer.id}`);
  });

  const text = (key: 'opportunityName' | 'typeOfSite' | 'lsd' | 'gpsLatitude' | 'gpsLongitude', label: string) => (
    <TextInput
      label={label}
      maxLength={key === 'opportunityName' ? 200 : 100}
      withAsterisk={key === 'opportunityName'}
      {...form.getInputProps(key)}
    />
  );
  const shown = sameAddress ? withSameAddress(v) : v;
  const address = (section: 'billingLocation' | 'shippingLocation') => (part: AddressPart) => {
    const kind = section === 'billingLocation' ? 'billing' : 'shipping';
    const props = form.getInputProps(`${section}.${kind}${part}`);
    return { ...props, value: (shown[section] as Record<string, unknown>)[`${kind}${part}`] };
  };
  const noAccount = !v.accountId;
  const locationPicker = (section: 'billingLocation' | 'shippingLocation', label: string) => (
    <>
      <RecordPicker
        label={label}
        newLabel="New Location"
        options={locationOptions(locations)}
        value={v[section].accountLocationId ?? null}
        onPick={(id) => pickRecord(section, id)}
        disabled={noAccount}
      />
      <TextInput
        label={`${label} Name`}
        withAsterisk
        maxLength={200}
        {...form.getInputProps(`${section}.locationName`)}
      />
    </>
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Opportunity">
        <Stack>
          {call && <CallDetails call={call} />}
          <Section legend="Account">
            <Group align="flex-end" wrap="nowrap">
              <AccountPicker
                key={v.accountId}
                accountId={v.accountId}
                accountName={v.accountName}
                error={form.errors.accountId}
                onPick={pickAccount}
              />
              {mayCreateAccounts && (
                <Button variant="light" onClick={() => setCreatingAccount(true)}>
                  New Account
                </Button>
              )}
            </Group>
          </Section>
          <Section legend="Opportunity">{text('opportunityName', 'Opportunity Name')}</Section>
          <Section legend="Billing Location">
            {locationPicker('billingLocation', 'Billing Location')}
            <AddressFields field={address('billingLocation')} />
          </Section>
          <Section legend="Contact">
            <RecordPicker
              label="Contact"
              newLabel="New Contact"
              options={contactOptions(contacts)}
              value={v.contact.accountContactId ?? null}
              onPick={(id) => pickRecord('contact', id)}
              disabled={noAccount}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(
                [
                  ['firstName', 'First Name', 100],
                  ['lastName', 'Last Name', 100],
                  ['phoneNumber', 'Phone', 40],
                  ['email', 'E-mail', 200],
                ] as const
              ).map(([name, label, max]) => (
                <TextInput
                  key={name}
                  label={label}
                  withAsterisk
                  maxLength={max}
                  type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
                  {...form.getInputProps(`contact.${name}`)}
                />
              ))}
            </SimpleGrid>
          </Section>
          <Section legend="Shipping Location">{locationPicker('shippingLocation', 'Shipping Location')}</Section>
          <Section legend="Job Shipping Address">
            <Checkbox
              label={messages.oppSameAddress}
              checked={sameAddress}
              onChange={(e) => setSameAddress(e.currentTarget.checked)}
            />
            <AddressFields field={address('shippingLocation')} disabled={sameAddress} />
          </Section>
          <Section legend="Site Information">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('typeOfSite', 'Site Type')}
              {text('lsd', 'LSD')}
              {text('gpsLatitude', 'GPS Latitude')}
              {text('gpsLongitude', 'GPS Longitude')}
            </SimpleGrid>
            <Checkbox
              label="Drilling Site"
              checked={locked || v.isDrilling === true}
              disabled={locked}
              description={locked ? 'Opportunities of a Drilling Manager are drilling sites.' : undefined}
              onChange={(e) => form.setFieldValue('isDrilling', e.currentTarget.checked)}
            />
          </Section>
          <Select
            label="Regional Office"
            withAsterisk
            placeholder={offices.isPending ? 'Loading offices…' : 'Select an office'}
            data={(offices.data ?? []).map((o) => ({ value: String(o.officeLocationId), label: o.name }))}
            value={v.officeId ? String(v.officeId) : null}
            onChange={(id) => form.setFieldValue('officeId', id ? Number(id) : 0)}
            error={form.errors.officeId ?? offices.error?.message}
            searchable
          />
          <Textarea
            label="Additional Details"
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('description')}
          />
          <FailureAlert failure={failure} />
          <Group justify="space-between">
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
              <Button component={Link} to={back} variant="default">
                Back
              </Button>
            </Group>
            {closed !== null && <CloseOpenButton opportunityId={v.opportunityId} closed={closed} />}
          </Group>
        </Stack>
      </form>
      {/* Outside the opportunity's <form>: the dialog's own form must not submit this one. */}
      <Modal opened={creatingAccount} onClose={() => setCreatingAccount(false)} title="New Account" size="lg">
        <AccountForm
          saved={null}
          initialName={call?.companyName ?? ''}
          onSaved={adoptAccount}
          onUseExisting={adoptAccount}
          back={{ onClick: () => setCreatingAccount(false), label: 'Cancel' }}
        />
      </Modal>
    </>
  );
}
