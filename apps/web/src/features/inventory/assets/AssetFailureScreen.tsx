import { type FailureFormInput, failureFormBody } from '@fieldbook/contract/inventory-assets';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useAssetProfile, useFailureJobs, useFailureReport, useSaveFailure, useTechnicians } from './assets.queries.ts';
import { FailurePhotos } from './FailurePhotos.tsx';

/** /Asset/{id}/AssetFailure: the failure form, then its photos (spec 4 §4 "Failure reporting"). */
export default function AssetFailureScreen() {
  const { id = '' } = useParams();
  const assetId = /^\d+$/.test(id) ? Number(id) : null;
  const profile = useAssetProfile(assetId);
  const paths = useAssetPaths();
  const [failureId, setFailureId] = useState<number | null>(null);
  let body = null;
  if (assetId === null || profile.error)
    body = (
      <>
        <Alert color="red" role="alert">
          {profile.error?.message ?? messages.assetNotFound}
        </Alert>
        <Button component={Link} to={paths.list} variant="default" w="fit-content">
          Back to Assets
        </Button>
      </>
    );
  else if (!profile.data) body = <PageLoader label="Loading asset…" />;
  else
    body = (
      <Stepper active={failureId === null ? 0 : 1} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Failure" description="What happened">
          <FailureForm assetId={assetId} onSaved={setFailureId} />
        </Stepper.Step>
        <Stepper.Step label="Photos" description="Images of the failure">
          {failureId !== null && <PhotoStep failureId={failureId} assetId={assetId} />}
        </Stepper.Step>
      </Stepper>
    );
  return (
    <Stack maw={760}>
      <Title order={1} size="h3">
        Report Failure
      </Title>
      {profile.data && (
        <Text c="dimmed">
          {profile.data.name} · Serial {profile.data.serialNumber}
        </Text>
      )}
      {body}
    </Stack>
  );
}

/** A datetime-local value ('2026-11-24T14:30') as the form keeps it, from and to ISO. */
const localValue = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

function FailureForm({ assetId, onSaved }: { assetId: number; onSaved: (id: number) => void }) {
  const paths = useAssetPaths();
  const jobs = useFailureJobs(assetId);
  const technicians = useTechnicians();
  const save = useSaveFailure();
  const { form, failure, onSubmit } = useContractForm(failureFormBody, {
    initialValues: {
      assetFailureId: 0,
      assetId,
      lastOperation: '',
      failureDate: '',
      natureOfFailure: '',
      correctiveActions: '',
    } as unknown as FailureFormInput,
    failureTitle: 'The failure report was not saved',
  });
  const values = form.getValues();
  const now = dayjs().format('YYYY-MM-DDTHH:mm');
  const when = (field: 'lastOperation' | 'failureDate') => {
    const p = form.getInputProps(field);
    return {
      ...p,
      value: localValue(p.value as string),
      onChange: (e: { currentTarget: { value: string } }) =>
        form.setFieldValue(field, e.currentTarget.value ? dayjs(e.currentTarget.value).toISOString() : ''),
    };
  };
  const idSelect = (field: 'jobFailureId' | 'technicianId') => {
    const p = form.getInputProps(field);
    return {
      ...p,
      value: p.value === undefined || p.value === null ? null : String(p.value),
      onChange: (v: string | null) => form.setFieldValue(field, v === null ? (undefined as never) : Number(v)),
    };
  };
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    onSaved(answer.id);
  });
  const circulation = form.getInputProps('meterInCirculation');
  return (
    <Paper withBorder p="md" mt="sm">
      <form onSubmit={submit} noValidate aria-label="Failure form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label="Last Operation" withAsterisk max={now} {...when('lastOperation')} />
            <TextInput type="datetime-local" label="Failure Date" withAsterisk max={now} {...when('failureDate')} />
            <Select
              label="Job"
              withAsterisk
              searchable
              data={(jobs.data ?? []).map((j) => ({
                value: String(j.jobId),
                label: j.jobNumber ? `${j.jobNumber} – ${j.jobName}` : j.jobName,
              }))}
              nothingFoundMessage="No jobs on record for this asset"
              description={jobs.data?.length === 0 ? 'This asset has not been sent to a job.' : undefined}
              {...idSelect('jobFailureId')}
            />
            <Select
              label="Technician"
              withAsterisk
              searchable
              data={(technicians.data ?? []).map((u) => ({ value: String(u.userId), label: u.fullName }))}
              {...idSelect('technicianId')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="circulation-label">
              Meter in Circulation{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            <SegmentedControl
              aria-labelledby="circulation-label"
              w="fit-content"
              data={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              value={values.meterInCirculation === undefined ? '' : values.meterInCirculation ? 'yes' : 'no'}
              onChange={(v) => form.setFieldValue('meterInCirculation', v === 'yes')}
            />
            {circulation.error && (
              <Text size="xs" c="red">
                {circulation.error}
              </Text>
            )}
          </Stack>
          <Textarea
            label="Nature of Failure"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('natureOfFailure')}
          />
          <Textarea
            label="Corrective Actions"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('correctiveActions')}
          />
          <FailureAlert failure={failure} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save and Add Photos
            </Button>
            <Button component={Link} to={paths.asset(assetId)} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PhotoStep({ failureId, assetId }: { failureId: number; assetId: number }) {
  const paths = useAssetPaths();
  const report = useFailureReport(failureId);
  return (
    <Stack mt="sm">
      {report.data ? <FailurePhotos report={report.data} editable /> : <PageLoader label="Loading photos…" />}
      <Group>
        <Button component={Link} to={paths.failure(failureId)}>
          Done
        </Button>
        <Button component={Link} to={paths.asset(assetId)} variant="default">
          Back to Asset
        </Button>
      </Group>
    </Stack>
  );
}
