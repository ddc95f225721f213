import type { AccountLocation } from '@fieldbook/contract/accounts';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { type JobDetail, type JobShippingDetail, jobFields } from '@fieldbook/contract/job-profile';
import { messages } from '@fieldbook/contract/messages';
import type { opportunityLocationList } from '@fieldbook/contract/opportunities';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { get, post } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { stateOptions } from '../../ui/format.ts';
import { QueryGate } from '../../ui/QueryGate.tsx';
import { useCanRevertScope, useClassifications, useJob, useReloadJob } from './job-profile.queries.ts';

type Locations = ResponseOf<typeof opportunityLocationList>;

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
  const locations = useQuery({
    queryKey: ['opportunities', 'locations', opportunityId],
    queryFn: () => get<Locations>(`/Opportunity/OpportunityLocationList?opportunityId=${opportunityId}`),
  });
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
          locations={locations.data as Locations}
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

/** Per-field messages of a failed parse, keyed by the path ('jobName', 'newAddress.city'). */
function pathErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
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
  locations: Locations;
}) {
  const navigate = useNavigate();
  const reload = useReloadJob();
  const canRevert = useCanRevertScope();
  const [jobName, setJobName] = useState(job?.jobName ?? '');
  const [jobDescription, setJobDescription] = useState(job?.jobDescription ?? '');
  const [classification, setClassification] = useState<string | null>(
    job?.jobClassification ? String(job.jobClassification) : null,
  );
  const initialLocation = job ? job.shippingLocation : (locations.opportunityLocation?.accountLocationId ?? null);
  const [location, setLocation] = useState<string | null>(initialLocation ? String(initialLocation) : null);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
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
    mutationFn: (body: object) => post<{ id: number }>('/Job/SaveJob', body),
    onSuccess: async (r) => {
      await reload(r.id);
      navigate(`/Opportunities/${opportunityId}/${r.id}`);
    },
  });
  const setCanceled = useMutation({
    mutationFn: (canceled: boolean) => post<{ message: string }>('/Job/CancelJob', { jobId: job?.jobId, canceled }),
    onSuccess: async (r) => {
      setNotice(r.message);
      if (job) await reload(job.jobId);
    },
  });
  const revert = useMutation({
    mutationFn: () => get<{ message: string }>(`/Job/RevertScope?jobId=${job?.jobId}`),
    onSuccess: async (r) => {
      setNotice(r.message);
      if (job) await reload(job.jobId);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = jobFields.safeParse({
      jobName,
      jobDescription,
      jobClassification: classification ? Number(classification) : null,
      shippingLocation: location && location !== NEW_ADDRESS ? Number(location) : null,
      newAddress: location === NEW_ADDRESS ? address : null,
    });
    if (!parsed.success) return setErrors(pathErrors(parsed.error.issues));
    setErrors({});
    save.mutate({ ...parsed.data, jobId: job?.jobId ?? 0, opportunityId });
  }

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

  const failure = save.error ?? setCanceled.error ?? revert.error;
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
        {failure && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <TextInput
          label="Job Name"
          required
          maxLength={200}
          value={jobName}
          error={errors.jobName}
          onChange={(e) => setJobName(e.currentTarget.value)}
        />
        <Textarea
          label="Job Description"
          autosize
          minRows={3}
          maxLength={4000}
          value={jobDescription}
          error={errors.jobDescription}
          onChange={(e) => setJobDescription(e.currentTarget.value)}
        />
        <Select
          label="Classification"
          data={classes}
          value={classification}
          onChange={setClassification}
          clearable
          error={errors.jobClassification}
        />
        <Select
          label="Shipping Location"
          data={locationOptions}
          value={location}
          onChange={(v) => setLocation(v)}
          clearable
          searchable
          error={errors.shippingLocation}
        />
        {location === NEW_ADDRESS ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESS_FIELDS.map(([key, label, required]) => (
              <TextInput
                key={key}
                label={label}
                required={required}
                maxLength={200}
                value={address[key]}
                error={errors[`newAddress.${key}`]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setAddress((a) => ({ ...a, [key]: v }));
                }}
              />
            ))}
            <Select
              label="State"
              required
              searchable
              data={stateOptions}
              value={address.state || null}
              onChange={(v) => setAddress((a) => ({ ...a, state: v ?? '' }))}
              error={errors['newAddress.state']}
            />
            <TextInput
              label="Zip"
              required
              maxLength={20}
              value={address.zip}
              error={errors['newAddress.zip']}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setAddress((a) => ({ ...a, zip: v }));
              }}
            />
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
            {job && canRevert && job.jobStepId > 1 && (
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
