import { formatCallLocation, saveCallBody } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { z } from 'zod';
import { useOffices } from '../../entities/office/index.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { TextFields } from '../../shared/ui/TextFields.tsx';
import { useAccountJobLocations, useAccountOptions, useSaveCall } from './calls.queries.ts';

/** The server's rules (document 3 §5); the call time is held as the local text of the datetime-local input. */
const intakeForm = saveCallBody.extend({
  callTime: z.string().refine((v) => v !== '' && dayjs(v).isValid(), messages.callTimeInvalid),
});

/** The caller's contact details (typed by hand: browsers must not fill in the office's own). */
const contactFields = [
  { field: 'callerName', label: 'Contact Name', required: true, maxLength: 200, autoComplete: 'off' },
  { field: 'contactEmail', label: 'Contact Email', type: 'email', required: true, maxLength: 200, autoComplete: 'off' },
  { field: 'contactPhone', label: 'Contact Phone', type: 'tel', required: true, maxLength: 50, autoComplete: 'off' },
] as const;

const fresh = () => ({
  callTime: dayjs().format('YYYY-MM-DDTHH:mm'),
  officeLocationId: 0,
  accountId: 0,
  companyName: '',
  callerName: '',
  contactEmail: '',
  contactPhone: '',
  jobLocation: '',
  description: '',
});

/** /CallIntake: records an incoming call; after a save the form resets and says so. */
export default function CallIntakeScreen() {
  const save = useSaveCall();
  const offices = useOffices();
  const [saved, setSaved] = useState(false);
  const [accountSearch, setAccountSearch] = useState('');
  const [accountLabel, setAccountLabel] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(accountSearch === accountLabel ? '' : accountSearch, 250);
  const options = useAccountOptions(debouncedSearch);

  const { form, failure, onSubmit } = useContractForm(intakeForm, { initialValues: fresh() });
  const accountId = form.values.accountId || null;
  const jobLocations = useAccountJobLocations(accountId);

  const accountData = (options.data?.data ?? []).map((a) => ({ value: String(a.accountId), label: a.accountName }));
  if (accountId !== null && accountLabel && !accountData.some((a) => a.value === String(accountId))) {
    accountData.unshift({ value: String(accountId), label: accountLabel });
  }

  function pickAccount(value: string | null, label: string | null) {
    setAccountLabel(label);
    form.setFieldValue('accountId', value ? Number(value) : 0);
    if (label) form.setFieldValue('companyName', label);
  }

  const submit = onSubmit(async (v) => {
    setSaved(false);
    await save.mutateAsync({ ...v, callTime: dayjs(v.callTime).format(), accountId: v.accountId || null });
    form.setValues(fresh());
    form.resetDirty(fresh());
    setAccountLabel(null);
    setAccountSearch('');
    setSaved(true);
  });

  return (
    <Stack maw={900}>
      <Title order={1} size="h3">
        Call Intake Form
      </Title>
      {saved && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setSaved(false)}>
          {messages.callSaved}
        </Alert>
      )}
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label="Call intake">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Call Time" type="datetime-local" withAsterisk {...form.getInputProps('callTime')} />
              <Select
                label="Office Location"
                withAsterisk
                placeholder={offices.isPending ? 'Loading offices…' : 'Select an office'}
                data={(offices.data ?? []).map((o) => ({ value: String(o.officeLocationId), label: o.name }))}
                value={form.values.officeLocationId ? String(form.values.officeLocationId) : null}
                onChange={(v) => form.setFieldValue('officeLocationId', v ? Number(v) : 0)}
                error={form.errors.officeLocationId ?? (offices.error ? offices.error.message : undefined)}
                searchable
                nothingFoundMessage="No offices found"
              />
            </SimpleGrid>
            <Select
              label="Account"
              description="Optional: pick an existing account to fill the company name."
              placeholder="Type to search accounts"
              searchable
              clearable
              data={accountData}
              filter={({ options: all }) => all}
              searchValue={accountSearch}
              onSearchChange={setAccountSearch}
              value={accountId ? String(accountId) : null}
              onChange={(value, option) => pickAccount(value, option?.label ?? null)}
              nothingFoundMessage={options.isFetching ? 'Searching…' : 'No accounts found'}
              error={form.errors.accountId}
            />
            <TextInput label="Company Name" withAsterisk maxLength={200} {...form.getInputProps('companyName')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextFields form={form} fields={contactFields} />
            </SimpleGrid>
            {accountId !== null && (jobLocations.data?.length ?? 0) > 0 && (
              <Select
                label="Account Job Location"
                description="Optional: fill the job location from one of the account's job sites."
                placeholder="Pick a job location"
                data={(jobLocations.data ?? []).map((l) => ({
                  value: String(l.accountLocationId),
                  label: formatCallLocation(l),
                }))}
                value={null}
                onChange={(_v, option) => option && form.setFieldValue('jobLocation', option.label)}
              />
            )}
            <TextInput label="Job Location" withAsterisk maxLength={500} {...form.getInputProps('jobLocation')} />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              maxLength={5000}
              {...form.getInputProps('description')}
            />
            <FailureAlert failure={failure} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
