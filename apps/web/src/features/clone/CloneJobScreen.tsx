import { getAccountProfile } from '@fieldbook/contract/accounts';
import { type CloneFormData, type CloneJobBody, cloneJobBody } from '@fieldbook/contract/clone';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, call } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { useJobIds } from '../jobs/job-profile.queries.ts';
import { type AccountChoice, CloneAccountSelect } from './CloneAccountSelect.tsx';
import { ContactSection, LocationSection } from './CloneFields.tsx';
import { useCloneForm, useCloneJob } from './clone.queries.ts';
import { blankContact, blankLocation, type ContactValue, type LocationValue, pathErrors } from './clone-values.ts';

/** /Opportunities/{oppId}/{jobId}/Clone: copy the job for another (or the same) account. */
export default function CloneJobScreen() {
  const { jobId } = useJobIds();
  const form = useCloneForm(jobId);
  return (
    <Stack maw={900}>
      <Title order={2} size="h3">
        Clone Job
      </Title>
      <QueryGate queries={[form]}>{() => form.data && <CloneForm source={form.data} />}</QueryGate>
    </Stack>
  );
}

/** The chosen account's enabled locations and contacts, to pick existing ones (none for a new account). */
const useAccountRecords = (accountId: number) =>
  useQuery({
    queryKey: ['accounts', 'profile', accountId],
    queryFn: () => call(getAccountProfile, { body: { id: accountId } }),
    enabled: accountId > 0,
  });

function CloneForm({ source }: { source: CloneFormData }) {
  const navigate = useNavigate();
  const { opportunityId, jobId } = useJobIds();
  const clone = useCloneJob();
  const [account, setAccount] = useState<AccountChoice>({
    accountId: source.accountId,
    accountName: source.accountName,
  });
  const [billing, setBilling] = useState<LocationValue>(source.billingLocation ?? blankLocation());
  const [shipping, setShipping] = useState<LocationValue>(source.shippingLocation ?? blankLocation());
  const [contact, setContact] = useState<ContactValue>(source.contact ?? blankContact());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const records = useAccountRecords(account.accountId);
  const locations = account.accountId > 0 ? (records.data?.accountLocations ?? []) : [];
  const contacts = account.accountId > 0 ? (records.data?.accountContacts ?? []) : [];

  async function changeAccount(next: AccountChoice) {
    if (next.accountId === account.accountId && next.accountName === account.accountName) return true;
    if (!(await confirmAction({ title: 'Change Account', message: messages.oppAccountChangeConfirm, danger: false }))) {
      return false;
    }
    setAccount(next);
    setBilling(blankLocation());
    setShipping(blankLocation());
    setContact(blankContact());
    return true;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body: CloneJobBody = {
      JobId: jobId,
      accountId: account.accountId,
      accountName: account.accountName,
      billingLocation: billing,
      shippingLocation: shipping,
      contact,
    };
    const parsed = cloneJobBody.safeParse(body);
    if (!parsed.success) return setErrors(pathErrors(parsed.error));
    setErrors({});
    try {
      const r = await clone.mutateAsync(body);
      navigate(`/Opportunities/${r.opportunityId}/${r.jobId}`);
    } catch (err) {
      setFailure((err as Error).message);
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Clone job">
      <Stack>
        <Text c="dimmed" size="sm">
          A copy of {source.jobNumber} – {source.jobName} (hand-off, mobilization and scope) starts at Hand-Off under a
          new opportunity of the account below.
        </Text>
        <Paper withBorder p="md">
          <CloneAccountSelect value={account} onChange={changeAccount} error={errors.accountName} />
        </Paper>
        <LocationSection
          title="Billing Location"
          kind="billingLocation"
          value={billing}
          onChange={setBilling}
          locations={locations}
          errors={errors}
        />
        <LocationSection
          title="Shipping Location"
          kind="shippingLocation"
          value={shipping}
          onChange={setShipping}
          locations={locations}
          errors={errors}
        />
        <ContactSection value={contact} onChange={setContact} contacts={contacts} errors={errors} />
        {failure && (
          <Alert color="red" role="alert">
            <Text c="red" size="sm">
              {failure}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={`/Opportunities/${opportunityId}/${jobId}`}>
            Back
          </Button>
          <Button type="submit" loading={clone.isPending}>
            Clone Job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
