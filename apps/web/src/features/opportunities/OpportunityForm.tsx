import type { CallRecord } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { saveOpportunityBody } from '@fieldbook/contract/opportunities';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useAccountNames } from '../accounts/accounts.queries.ts';
import { CloseOpenButton } from './CloseOpenButton.tsx';
import {
  AddressFields,
  CallDetails,
  contactOptions,
  locationOptions,
  RecordPicker,
  Section,
} from './form-sections.tsx';
import {
  billingFrom,
  changedRecords,
  contactFrom,
  emptyBilling,
  emptyContact,
  emptyShipping,
  type FormState,
  shippingFrom,
  shippingOf,
  toBody,
} from './form-state.ts';
import { useAccountRecords, useDrillingRole, useOffices, useSaveOpportunity } from './opportunities.queries.ts';

export interface OpportunityFormProps {
  initial: FormState;
  /** The opportunity being edited (its id and closed state), or null for a new one. */
  existing: { opportunityId: number; closed: boolean } | null;
  call: CallRecord | null;
  back: string;
}

/** Per-field messages of a failed parse, keyed by path ('contact.firstName'). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}

/** Errors of one section, without its prefix ('contact.email' → 'email'). */
const within = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k.slice(prefix.length + 1), v]),
  );

/** The account picker: enabled accounts by name (the server narrows as the user types). */
function AccountPicker(props: {
  state: FormState;
  error?: string;
  /** Resolves false when the user kept the current account. */
  onPick: (id: number | null, name: string) => Promise<boolean>;
}) {
  const [search, setSearch] = useState(props.state.accountName);
  const [debounced] = useDebouncedValue(search === props.state.accountName ? '' : search, 300);
  const names = useAccountNames(debounced);
  const data = (names.data ?? []).map((a) => ({ value: String(a.accountId), label: a.accountName }));
  const { accountId, accountName } = props.state;
  if (accountId && !data.some((d) => d.value === String(accountId)))
    data.unshift({ value: String(accountId), label: accountName });
  return (
    <Select
      label="Account Name"
      withAsterisk
      placeholder="Type to search accounts"
      searchable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={accountId ? String(accountId) : null}
      onChange={async (v, option) => {
        if (!(await props.onPick(v ? Number(v) : null, option?.label ?? ''))) setSearch(accountName);
      }}
      nothingFoundMessage={names.isFetching ? 'Searching…' : 'No accounts found'}
      error={props.error}
    />
  );
}

/** The opportunity form (spec 2 §2 section order, §5 rules); the server checks the same schema. */
export function OpportunityForm({ initial, existing, call, back }: OpportunityFormProps) {
  const navigate = useNavigate();
  const save = useSaveOpportunity();
  const offices = useOffices();
  const drilling = useDrillingRole();
  const [s, setS] = useState<FormState>(initial);
  const [sameAddress, setSameAddress] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const records = useAccountRecords(s.accountId);
  const locations = records.data?.accountLocations ?? [];
  const contacts = records.data?.accountContacts ?? [];
  const locked = drilling === messages.drillingManager;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setS((v) => ({ ...v, [key]: value }));
  const setIn = (section: 'billing' | 'shipping' | 'contact', name: string, value: string) =>
    setS((v) => ({ ...v, [section]: { ...v[section], [name]: value } }));

  async function pickAccount(id: number | null, name: string) {
    if (id === s.accountId) return true;
    const preloaded = s.billing.locationName || s.shipping.locationName || s.contact.firstName || s.contact.email;
    if (s.accountId && preloaded) {
      const ok = await confirmAction({
        title: 'Change Account',
        message: messages.oppAccountChangeConfirm,
        confirmLabel: 'Change Account',
        danger: false,
      });
      if (!ok) return false;
    }
    setS((v) => ({
      ...v,
      accountId: id,
      accountName: name,
      billing: emptyBilling(),
      shipping: emptyShipping(),
      contact: emptyContact(),
    }));
    return true;
  }

  const pickLocation = (section: 'billing' | 'shipping', id: number | null) => {
    const l = locations.find((x) => x.accountLocationId === id);
    if (section === 'billing') set('billing', l ? billingFrom(l) : emptyBilling());
    else set('shipping', l ? shippingFrom(l) : emptyShipping());
  };
  const pickContact = (id: number | null) => {
    const c = contacts.find((x) => x.accountContactId === id);
    set('contact', c ? contactFrom(c) : emptyContact());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = toBody(
      { ...s, isDrilling: locked || s.isDrilling },
      existing?.opportunityId ?? 0,
      call?.callId ?? null,
      sameAddress,
    );
    const parsed = saveOpportunityBody.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    const changed = changedRecords(s, locations, contacts, sameAddress);
    if (changed.length) {
      const ok = await confirmAction({
        title: 'Save as New Records',
        message: messages.oppNewRecordConfirm(changed.join(', ')),
        confirmLabel: 'Save',
        danger: false,
      });
      if (!ok) return;
    }
    try {
      const answer = await save.mutateAsync(body);
      navigate(`/Opportunities/${answer.id}`);
    } catch (err) {
      setFailure((err as Error).message);
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
    }
  }

  const text = (key: 'opportunityName' | 'typeOfSite' | 'lsd' | 'gpsLatitude' | 'gpsLongitude', label: string) => (
    <TextInput
      label={label}
      value={s[key]}
      maxLength={key === 'opportunityName' ? 200 : 100}
      withAsterisk={key === 'opportunityName'}
      error={errors[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const noAccount = s.accountId === null;
  const shipping = shippingOf(s, sameAddress);

  return (
    <form onSubmit={submit} noValidate aria-label="Opportunity">
      <Stack>
        {call && <CallDetails call={call} />}
        <Section legend="Account">
          <AccountPicker state={s} error={errors.accountId} onPick={pickAccount} />
        </Section>
        <Section legend="Opportunity">{text('opportunityName', 'Opportunity Name')}</Section>
        <Section legend="Billing Location">
          <RecordPicker
            label="Billing Location"
            newLabel="New Location"
            options={locationOptions(locations)}
            value={s.billing.accountLocationId}
            onPick={(id) => pickLocation('billing', id)}
            disabled={noAccount}
          />
          <TextInput
            label="Billing Location Name"
            withAsterisk
            maxLength={200}
            value={s.billing.locationName}
            error={errors['billingLocation.locationName']}
            onChange={(e) => setIn('billing', 'locationName', e.currentTarget.value)}
          />
          <AddressFields
            kind="billing"
            values={s.billing}
            errors={within(errors, 'billingLocation')}
            onChange={(name, value) => setIn('billing', name, value)}
          />
        </Section>
        <Section legend="Contact">
          <RecordPicker
            label="Contact"
            newLabel="New Contact"
            options={contactOptions(contacts)}
            value={s.contact.accountContactId}
            onPick={pickContact}
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
                value={s.contact[name]}
                error={errors[`contact.${name}`]}
                onChange={(e) => setIn('contact', name, e.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section legend="Shipping Location">
          <RecordPicker
            label="Shipping Location"
            newLabel="New Location"
            options={locationOptions(locations)}
            value={s.shipping.accountLocationId}
            onPick={(id) => pickLocation('shipping', id)}
            disabled={noAccount}
          />
          <TextInput
            label="Shipping Location Name"
            withAsterisk
            maxLength={200}
            value={s.shipping.locationName}
            error={errors['shippingLocation.locationName']}
            onChange={(e) => setIn('shipping', 'locationName', e.currentTarget.value)}
          />
        </Section>
        <Section legend="Job Shipping Address">
          <Checkbox
            label={messages.oppSameAddress}
            checked={sameAddress}
            onChange={(e) => setSameAddress(e.currentTarget.checked)}
          />
          <AddressFields
            kind="shipping"
            values={shipping}
            errors={within(errors, 'shippingLocation')}
            onChange={(name, value) => setIn('shipping', name, value)}
            disabled={sameAddress}
          />
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
            checked={locked || s.isDrilling}
            disabled={locked}
            description={locked ? 'Opportunities of a Drilling Manager are drilling sites.' : undefined}
            onChange={(e) => set('isDrilling', e.currentTarget.checked)}
          />
        </Section>
        <Select
          label="Regional Office"
          withAsterisk
          placeholder={offices.isPending ? 'Loading offices…' : 'Select an office'}
          data={(offices.data ?? []).map((o) => ({ value: String(o.officeLocationId), label: o.name }))}
          value={s.officeId ? String(s.officeId) : null}
          onChange={(v) => set('officeId', v ? Number(v) : null)}
          error={errors.officeId ?? offices.error?.message}
          searchable
        />
        <Textarea
          label="Additional Details"
          autosize
          minRows={3}
          maxLength={5000}
          value={s.description}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button component={Link} to={back} variant="default">
              Back
            </Button>
          </Group>
          {existing && <CloseOpenButton opportunityId={existing.opportunityId} closed={existing.closed} />}
        </Group>
      </Stack>
    </form>
  );
}
