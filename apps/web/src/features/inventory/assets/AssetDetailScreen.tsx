import type { AssetProfile } from '@fieldbook/contract/inventory-assets';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowBackUp, IconBan, IconPencil, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSelf } from '../../../shared/session/session.queries.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { formatDate, formatLongDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useAssetProfile, useDecommission } from './assets.queries.ts';
import { CalibrationNote, useCalibrationDue } from './calibration.tsx';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** /Asset/{Sid}: the asset's details, status history and what may be done with it. */
export default function AssetDetailScreen() {
  const { sid = '' } = useParams();
  const id = /^\d+$/.test(sid) ? Number(sid) : null;
  const profile = useAssetProfile(id);
  const paths = useAssetPaths();
  if (id === null || profile.error) {
    return (
      <Stack maw={720}>
        <Title order={1} size="h3">
          Asset
        </Title>
        <Alert color="red" role="alert">
          {profile.error?.message ?? messages.assetNotFound}
        </Alert>
        <Button component={Link} to={paths.list} variant="default" w="fit-content">
          Back to Assets
        </Button>
      </Stack>
    );
  }
  if (!profile.data) return <PageLoader label="Loading asset…" />;
  return <AssetDetail asset={profile.data} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function AssetDetail({ asset }: { asset: AssetProfile }) {
  const paths = useAssetPaths();
  const navigate = useNavigate();
  const canEdit = !!useSelf().data?.permissions.includes('inventory.assets');
  const decommission = useDecommission();
  const calibration = useCalibrationDue(asset.meterType, asset.lastCalibratedDate);
  const here = paths.asset(asset.serializedItemId);

  async function onDecommission() {
    const ok = await confirmAction({
      title: 'Decommission',
      message: messages.decommissionConfirm,
      confirmLabel: 'Decommission',
    });
    if (!ok) return;
    decommission.mutate(asset.serializedItemId, {
      onSuccess: (a) => {
        notifications.show({ color: 'green', message: a.message });
        navigate(paths.list);
      },
      onError: (err) => notifications.show({ color: 'red', message: err.message }),
    });
  }

  return (
    <Stack maw={960}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {asset.name || asset.serialNumber}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={asset.decommissioned ? 'gray' : asset.onRepair ? 'orange' : 'blue'}>
              {asset.status}
            </Badge>
            <Text size="sm" c="dimmed">
              {asset.location}
            </Text>
          </Group>
        </Stack>
        {canEdit && (
          <Group gap="xs" wrap="wrap">
            {!asset.decommissioned && (
              <Button
                component={Link}
                to={`${here}/EditAsset`}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit Asset
              </Button>
            )}
            {!asset.decommissioned &&
              (asset.onRepair ? (
                <Button component={Link} to={`${here}/CheckInRepair`} leftSection={<IconArrowBackUp size={16} />}>
                  Check In Repair
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={`${here}/AssetRepair`}
                  variant="default"
                  leftSection={<IconTool size={16} />}
                >
                  Asset Repair
                </Button>
              ))}
            <Button
              component={Link}
              to={`${here}/AssetFailure`}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              Report Failure
            </Button>
            {!asset.decommissioned && (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconBan size={16} />}
                onClick={onDecommission}
                loading={decommission.isPending}
              >
                Decommission
              </Button>
            )}
          </Group>
        )}
      </Group>

      <Paper withBorder p="md" component="section" aria-label="Details">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" component="dl" m={0}>
          <Field label="Manufacturer">{asset.manufacturer}</Field>
          <Field label="Model">{asset.model}</Field>
          <Field label="Serial Number">{asset.serialNumber}</Field>
          <Field label="Asset Type">{asset.assetTypeName}</Field>
          <Field label="Meter Type">{asset.meterTypeName}</Field>
          <Field label="Yard">{asset.yardName}</Field>
          <Field label="Purchase Date">{asset.purchaseDate && formatDate(asset.purchaseDate)}</Field>
          <Field label="Last Calibrated Date">
            {asset.lastCalibratedDate && formatDate(asset.lastCalibratedDate)}
            {calibration.known && <CalibrationNote due={calibration.due} size="sm" />}
          </Field>
          <Field label="Purchase Price">{asset.purchasePrice !== null && money.format(asset.purchasePrice)}</Field>
          <Field label="Label Code">{asset.labelCode}</Field>
        </SimpleGrid>
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Licenses
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{asset.licenses || '—'}</Text>
        </Stack>
      </Paper>

      <Stack gap="xs" component="section" aria-label="Status History">
        <Title order={2} size="h4">
          Status History
        </Title>
        {asset.statuses.length === 0 ? (
          <Text c="dimmed">No status changes yet.</Text>
        ) : (
          <>
            <Table striped aria-label="Status history" visibleFrom="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Status Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {asset.statuses.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history has no ids and never reorders
                  <Table.Tr key={i}>
                    <Table.Td>{s.status}</Table.Td>
                    <Table.Td>{s.location}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLongDateTime(s.date)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{s.statusNote}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap="xs" hiddenFrom="sm">
              {asset.statuses.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history has no ids and never reorders
                <Card key={i} withBorder padding="sm">
                  <Group justify="space-between" wrap="wrap" gap={4}>
                    <Text fw={600}>{s.status}</Text>
                    <Text size="xs" c="dimmed">
                      {formatLongDateTime(s.date)}
                    </Text>
                  </Group>
                  <Text size="sm">{s.location}</Text>
                  {s.statusNote && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {s.statusNote}
                    </Text>
                  )}
                </Card>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}
