import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatLongDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useFailureReport } from './assets.queries.ts';
import { FailurePhotos } from './FailurePhotos.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** /FailureLog/{id}: one failure report, read only, with its photos. */
export default function FailureReportScreen() {
  const { id = '' } = useParams();
  const failureId = /^\d+$/.test(id) ? Number(id) : null;
  const report = useFailureReport(failureId);
  const paths = useAssetPaths();
  const r = report.data;
  return (
    <Stack maw={960}>
      <Title order={1} size="h3">
        Failure Report
      </Title>
      {(failureId === null || report.error) && (
        <>
          <Alert color="red" role="alert">
            {report.error?.message ?? messages.failureNotFound}
          </Alert>
          <Button component={Link} to={paths.failureLogList} variant="default" w="fit-content">
            Back to Failure Log
          </Button>
        </>
      )}
      {failureId !== null && report.isPending && <PageLoader label="Loading failure report…" />}
      {r && (
        <>
          <Paper withBorder p="md" component="section" aria-label="Failure">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
              <Field label="Asset">
                <Anchor component={Link} to={paths.asset(r.assetId)}>
                  {r.assetName}
                </Anchor>
              </Field>
              <Field label="Serial Number">{r.serialNumber}</Field>
              <Field label="Office">{r.officeName}</Field>
              <Field label="Job">{r.jobFailure}</Field>
              <Field label="Technician">{r.technicianName}</Field>
              <Field label="Meter in Circulation">{r.meterInCirculation ? 'Yes' : 'No'}</Field>
              <Field label="Last Operation">{formatLongDateTime(r.lastOperation)}</Field>
              <Field label="Failure Date">{formatLongDateTime(r.failureDate)}</Field>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" mt="md" mb={0}>
              <Field label="Nature of Failure">{r.natureOfFailure}</Field>
              <Field label="Corrective Actions">{r.correctiveActions}</Field>
            </SimpleGrid>
          </Paper>
          <FailurePhotos report={r} editable={false} />
          <Button component={Link} to={paths.failureLogList} variant="default" w="fit-content">
            Back to Failure Log
          </Button>
        </>
      )}
    </Stack>
  );
}
