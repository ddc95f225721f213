import { getAccountProfile } from '@fieldbook/contract/accounts';
import { type CloneFormData, cloneJobBody } from '@fieldbook/contract/clone';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useJobIds } from '../../entities/job/index.ts';
import { call } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { type AccountChoice, CloneAccountSelect } from './CloneAccountSelect.tsx';
import { ContactSection, LocationSection } from './CloneFields.tsx';
import { useCloneForm, useCloneJob } from './clone.queries.ts';
import { blankContact, blankLocation } from './clone-values.ts';

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

/** The new job's two addresses. */
const LOCATIONS = [
  ['billingLocation', 'Billing Location'],
  ['shippingLocation', 'Shipping Location'],
] as const;

function CloneForm({ source }: { source: CloneFormData }) {
  const navigate = useNavigate();
  const { opportunityId, jobId } = useJobIds();
  const clone = useCloneJob();
  const { form, failure, onSubmit } = useContractForm(cloneJobBody, {
    initialValues: {
      JobId: jobId,
      accountId: source.accountId,
      accountName: source.accountName,
      billingLocation: source.billingLocation ?? blankLocation(),
      shippingLocation: source.shippingLocation ?? blankLocation(),
      contact: source.contact ?? blankContact(),
    },
  });
  const values = form.getValues();
  const account: AccountChoice = { accountId: values.accountId ?? 0, accountName: values.accountName };
  const records = useAccountRecords(account.accountId);
  const locations = account.accountId > 0 ? (records.data?.accountLocations ?? []) : [];
  const contacts = account.accountId > 0 ? (records.data?.accountContacts ?? []) : [];

  async function changeAccount(next: AccountChoice) {
    if (next.accountId === account.accountId && next.accountName === account.accountName) return true;
    if (!(await confirmAction({ title: 'Change Account', message: messages.oppAccountChangeConfirm, danger: false }))) {
      return false;
    }
    form.setValues({
      ...next,
      billingLocation: blankLocation(),
      shippingLocation: blankLocation(),
      contact: blankContact(),
    });
    return true;
  }

  const submit = onSubmit(async (body) => {
    const r = await clone.mutateAsync(body);
    navigate(`/Opportunities/${r.opportunityId}/${r.jobId}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Clone job">
      <Stack>
        <Text c="dimmed" size="sm">
          A copy of {source.jobNumber} – {source.jobName} (hand-off, mobilization and scope) starts at Hand-Off under a
          new opportunity of the account below.
        </Text>
        <Paper withBorder p="md">
          <CloneAccountSelect value={account} onChange={changeAccount} error={form.errors.accountName} />
        </Paper>
        {LOCATIONS.map(([kind, title]) => (
          <LocationSection
            key={kind}
            title={title}
            kind={kind}
            value={values[kind]}
            onChange={(v) => form.setFieldValue(kind, v)}
            locations={locations}
            errors={form.errors}
          />
        ))}
        <ContactSection
          value={values.contact}
          onChange={(v) => form.setFieldValue('contact', v)}
          contacts={contacts}
          errors={form.errors}
        />
        <FailureAlert failure={failure} />
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
