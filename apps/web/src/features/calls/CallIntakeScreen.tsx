import { formatCallLocation, saveCallBody } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import type { Office } from '@fieldbook/contract/offices';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError, get } from '../../app/api.ts';
import { useAccountJobLocations, useAccountOptions, useSaveCall } from './calls.queries.ts';

interface Values {
  /** Local 'YYYY-MM-DDTHH:mm' of the datetime-local input. */
  callTime: string;
  officeLocationId: number;
  accountId: number;
  companyName: string;
  callerName: string;
  contactEmail: string;
  contactPhone: string;
  jobLocation: string;
  description: string;
}

const now = () => dayjs().format('YYYY-MM-DDTHH:mm');

const fresh = (): Values => ({
  callTime: now(),
  officeLocationId: 0,
  accountId: 0,
  companyName: '',
  callerName: '',
  contactEmail: '',
  contactPhone: '',
  jobLocation: '',
  description: '',
});

/** The server's rules (document 3 §5), the call time aside: the form holds it as local text. */
const checkFields = schemaResolver(saveCallBody.omit({ callTime: true }), { sync: true });

const useOfficeOptions = () =>
  useQuery({
    queryKey: ['offices'],
    queryFn: () => get<{ data: Office[] }>('/Office/GetOfficeList').then((r) => r.data),
  });

/** /CallIntake: records an incoming call; after a save the form resets and says so. */
export default function CallIntakeScreen() {
  const save = useSaveCall();
  const offices = useOfficeOptions();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accountSearch, setAccountSearch] = useState('');
  const [accountLabel, setAccountLabel] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(accountSearch === accountLabel ? '' : accountSearch, 250);
  const options = useAccountOptions(debouncedSearch);

  const form = useForm<Values>({
    initialValues: fresh(),
    validate: (values) => {
      const errors = checkFields(values);
      if (!values.callTime || !dayjs(values.callTime).isValid()) errors.callTime = messages.callTimeInvalid;
      return errors;
    },
  });
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

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync({
        ...v,
        callTime: dayjs(v.callTime).format(),
        accountId: v.accountId || null,
      });
      form.setValues(fresh());
      form.resetDirty(fresh());
      setAccountLabel(null);
      setAccountSearch('');
      setSaved(true);
    } catch (err) {
      setFailure((err as Error).message);
      if (err instanceof ApiError && err.errors) form.setErrors(err.errors);
    }
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
              <TextInput
                label="Contact Name"
                withAsterisk
                maxLength={200}
                autoComplete="off"
                {...form.getInputProps('callerName')}
              />
              <TextInput
                label="Contact Email"
                type="email"
                withAsterisk
                maxLength={200}
                autoComplete="off"
                {...form.getInputProps('contactEmail')}
              />
              <TextInput
                label="Contact Phone"
                type="tel"
                withAsterisk
                maxLength={50}
                autoComplete="off"
                {...form.getInputProps('contactPhone')}
              />
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
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
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
