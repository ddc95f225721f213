import type { AccountLocation } from '@fieldbook/contract/accounts';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  cancelJob,
  type JobDetail,
  type JobShippingDetail,
  jobFields,
  revertScope,
  saveJob,
} from '@fieldbook/contract/job-profile';
import { COMPLETE_STEP } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useReloadJob } from '../../entities/job/index.ts';
import { call } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { stateOptions } from '../../shared/ui/format.ts';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { type JobLocations, useCanRevertScope, useJob, useJobLocations } from './jobs.queries.ts';
import { useClassifications } from './search/job-search.queries.ts';

/** The shipping-location choice that creates a job location from the address fields. */
const NEW_ADDRESS = 'new';
const ADDRESS_FIELDS = [
  ['locationName', 'Location Name', true],
  ['address1', 'Address Line 1', true],
  ['address2', 'Address Line 2', false],
  ['city', 'City', true],
] as const;
const EMPTY_ADDRESS = { locationName: '', address1: '', address2: '', city: '', state: '', zip: '' };

/** /Opportunities/{oppId}/NewJob and /Opportunities/{oppId}/{jobId}/Edit (spec 2 §2, §4, §5). */
export default function JobFormScreen() {
  const params = useParams();
  const opportunityId = Number(params.oppId);
  const jobId = params.jobId ? Number(params.jobId) : null;
  const job = useJob(jobId);
  const classes = useClassifications();
  const locations = useJobLocations(opportunityId);
  return (
    <QueryGate queries={[job, classes, locations]}>
      {() => (
        <JobForm
          opportunityId={opportunityId}
          job={job.data ?? null}
          classes={(classes.data ?? []).map((c) => ({
            value: String(c.classificationId),
            label: c.classificationName,
          }))}
          locations={locations.data as JobLocations}
        />
      )}
    </QueryGate>
  );
}

/** An existing location's shipping address on one line (read-only in the form). */
function addressLine(l: AccountLocation | JobShippingDetail): string {
  const parts =
    'shippingAddress1' in l
      ? [l.shippingAddress1, l.shippingAddress2, l.shippingCity, `${l.shippingState} ${l.shippingZip}`]
      : [l.address1, l.address2, l.city, `${l.state} ${l.zip}`];
  return (
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(', ') || 'No address'
  );
}

function JobForm({
  opportunityId,
  job,
  classes,
  locations,
}: {
  opportunityId: number;
  job: JobDetail | null;
  classes: { value: string; label: string }[];
  locations: JobLocations;
}) {
  const navigate = useNavigate();
  const reload = useReloadJob();
  const canRevert = useCanRevertScope();
  const { form, failure, showError, onSubmit } = useContractForm(jobFields, {
    initialValues: {
      jobName: job?.jobName ?? '',
      jobDescription: job?.jobDescription ?? '',
      jobClassification: job?.jobClassification ?? null,
      shippingLocation: job ? job.shippingLocation : (locations.opportunityLocation?.accountLocationId ?? null),
      newAddress: null,
    },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const { shippingLocation, newAddress } = form.getValues();
  // The Select's value: an existing location's id, 'New Address' while its fields show, or none.
  const location = newAddress ? NEW_ADDRESS : shippingLocation ? String(shippingLocation) : null;
  const chooseLocation = (v: string | null) =>
    form.setValues({
      shippingLocation: v && v !== NEW_ADDRESS ? Number(v) : null,
      newAddress: v === NEW_ADDRESS ? EMPTY_ADDRESS : null,
    });
  const profilePath = job ? `/Opportunities/${opportunityId}/${job.jobId}` : `/Opportunities/${opportunityId}`;

  // The job's current location may be one the list leaves out (disabled since): keep it choosable.
  const known = locations.locations.map((l) => ({ value: String(l.accountLocationId), label: l.locationName }));
  if (job?.shippingLocationDetail && !known.some((o) => o.value === String(job.shippingLocation)))
    known.push({ value: String(job.shippingLocation), label: job.shippingLocationDetail.locationName });
  const locationOptions = [...known, { value: NEW_ADDRESS, label: 'New Address' }];
  const chosen =
    locations.locations.find((l) => String(l.accountLocationId) === location) ??
    (job?.shippingLocationDetail && String(job.shippingLocation) === location ? job.shippingLocationDetail : null);

  const save = useMutation({
    mutationFn: (body: Omit<BodyOf<typeof saveJob>, 'jobId' | 'opportunityId'>) =>
      call(saveJob, { body: { ...body, jobId: job?.jobId ?? 0, opportunityId } }),
    onSuccess: async (r) => {
      await reload(r.id);
      navigate(`/Opportunities/${opportunityId}/${r.id}`);
    },
  });
  const setCanceled = useMutation({
    mutationFn: (canceled: boolean) => call(cancelJob, { body: { jobId: job?.jobId as number, canceled } }),
    onError: showError,
    onSuccess: async (r) => {
      setNotice(r.message);
      if (job) await reload(job.jobId);
    },
  });
  const revert = useMutation({
    mutationFn: () => call(revertScope, { query: { jobId: job?.jobId as number } }),
    onError: showError,
    onSuccess: async (r) => {
      setNotice(r.message);
      if (job) await reload(job.jobId);
    },
  });

  const submit = onSubmit((values) => save.mutateAsync(values));

  async function toggleCanceled() {
    if (!job) return;
    const canceled = !job.canceled;
    const ok = await confirmAction({
      title: canceled ? 'Cancel Job' : 'Un-Cancel Job',
      message: canceled ? messages.jobCancelConfirm : messages.jobUncancelConfirm,
      confirmLabel: canceled ? 'Cancel Job' : 'Un-Cancel Job',
      danger: canceled,
    });
    if (ok) setCanceled.mutate(canceled);
  }

  async function returnToScope() {
    const ok = await confirmAction({
      title: 'Return to Scope Phase',
      message: messages.jobRevertConfirm,
      confirmLabel: 'Return to Scope Phase',
    });
    if (ok) revert.mutate();
  }

  const busy = save.isPending || setCanceled.isPending || revert.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={820}>
        <Title order={2} size="h4">
          {job ? `Edit Job ${job.jobNumber}` : 'New Job'}
          {job?.canceled && (
            <Text span c="red" ml="sm">
              (Canceled)
            </Text>
          )}
        </Title>
        {notice && (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <FailureAlert failure={failure} />
        <TextInput label="Job Name" required maxLength={200} {...form.getInputProps('jobName')} />
        <Textarea
          label="Job Description"
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('jobDescription')}
        />
        <Select
          label="Classification"
          data={classes}
          clearable
          {...form.getInputProps('jobClassification')}
          value={form.getValues().jobClassification ? String(form.getValues().jobClassification) : null}
          onChange={(v) => form.setFieldValue('jobClassification', v ? Number(v) : null)}
        />
        <Select
          label="Shipping Location"
          data={locationOptions}
          value={location}
          onChange={chooseLocation}
          clearable
          searchable
          error={form.errors.shippingLocation}
        />
        {location === NEW_ADDRESS ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESS_FIELDS.map(([key, label, required]) => (
              <TextInput
                key={key}
                label={label}
                required={required}
                maxLength={200}
                {...form.getInputProps(`newAddress.${key}`)}
              />
            ))}
            <Select
              label="State"
              required
              searchable
              data={stateOptions}
              {...form.getInputProps('newAddress.state')}
              value={newAddress?.state || null}
              onChange={(v) => form.setFieldValue('newAddress.state', v ?? '')}
            />
            <TextInput label="Zip" required maxLength={20} {...form.getInputProps('newAddress.zip')} />
          </SimpleGrid>
        ) : (
          chosen && (
            <Text size="sm" c="dimmed" aria-label="Shipping address">
              {addressLine(chosen)}
            </Text>
          )
        )}
        <Group justify="space-between">
          <Group>
            {job && canRevert && job.jobStepId > 1 && job.jobStepId !== COMPLETE_STEP && (
              <Button variant="outline" onClick={returnToScope} loading={revert.isPending} disabled={busy}>
                Return to Scope Phase
              </Button>
            )}
            {job && (
              <Button
                variant="outline"
                color={job.canceled ? undefined : 'red'}
                onClick={toggleCanceled}
                loading={setCanceled.isPending}
                disabled={busy}
              >
                {job.canceled ? 'Un-Cancel Job' : 'Cancel Job'}
              </Button>
            )}
          </Group>
          <Group>
            <Button component={Link} to={profilePath} variant="default">
              Back
            </Button>
            <Button type="submit" loading={save.isPending} disabled={busy && !save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
