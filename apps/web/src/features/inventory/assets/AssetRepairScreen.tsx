import { checkInRepairBody, repairAssetBody } from '@fieldbook/contract/inventory-assets';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useAssetProfile, useCheckInAsset, useRepairAsset, useYards } from './assets.queries.ts';

/** /Asset/{id}/AssetRepair sends the asset to repair; /Asset/{id}/CheckInRepair checks it in at a yard. */
export default function AssetRepairScreen({ checkIn }: { checkIn: boolean }) {
  const { id = '' } = useParams();
  const assetId = /^\d+$/.test(id) ? Number(id) : null;
  const profile = useAssetProfile(assetId);
  const paths = useAssetPaths();
  const title = checkIn ? 'Check In Repair' : 'Asset Repair';
  let body = null;
  if (assetId === null || profile.error)
    body = (
      <Alert color="red" role="alert">
        {profile.error?.message ?? messages.assetNotFound}
      </Alert>
    );
  else if (!profile.data) body = <PageLoader label="Loading asset…" />;
  else body = <RepairForm key={`${checkIn}`} assetId={assetId} checkIn={checkIn} />;
  return (
    <Stack maw={640}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {profile.data && (
        <Text c="dimmed">
          {profile.data.name} · Serial {profile.data.serialNumber}
        </Text>
      )}
      {body}
      {!profile.data && (
        <Button component={Link} to={paths.list} variant="default" w="fit-content">
          Back to Assets
        </Button>
      )}
    </Stack>
  );
}

function RepairForm({ assetId, checkIn }: { assetId: number; checkIn: boolean }) {
  const paths = useAssetPaths();
  const navigate = useNavigate();
  const yards = useYards();
  const repair = useRepairAsset();
  const checkInCall = useCheckInAsset();
  // The check-in adds the yard to the same note (spec 4 §3 "Repair payloads").
  const { form, failure, onSubmit } = useContractForm(checkIn ? checkInRepairBody : repairAssetBody, {
    initialValues: { assetId, repairNote: '' } as { assetId: number; repairNote: string; yardId: number },
    failureTitle: checkIn ? 'The asset was not checked in' : 'The asset was not sent to repair',
  });
  const yard = form.getInputProps('yardId');
  const submit = onSubmit(async (body) => {
    const answer =
      'yardId' in body && checkIn
        ? await checkInCall.mutateAsync(body as { assetId: number; repairNote: string; yardId: number })
        : await repair.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    navigate(paths.asset(assetId));
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={checkIn ? 'Check in repair' : 'Asset repair'}>
        <Stack>
          {checkIn && (
            <Select
              label="Yard"
              withAsterisk
              searchable
              data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
              {...yard}
              value={yard.value === undefined ? null : String(yard.value)}
              onChange={(v) => form.setFieldValue('yardId', v === null ? (undefined as never) : Number(v))}
            />
          )}
          <Textarea
            label="Repair Note"
            autosize
            minRows={3}
            placeholder={checkIn ? 'What was repaired' : 'What is wrong, where it is going'}
            {...form.getInputProps('repairNote')}
          />
          <FailureAlert failure={failure} />
          <Group>
            <Button type="submit" loading={repair.isPending || checkInCall.isPending}>
              {checkIn ? 'Check In' : 'Send to Repair'}
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
