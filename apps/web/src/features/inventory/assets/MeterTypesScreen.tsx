import type { MeterType } from '@fieldbook/contract/inventory';
import { saveMeterTypeBody } from '@fieldbook/contract/inventory';
import { Button, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSelf } from '../../../shared/session/session.queries.ts';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { closeWith, FormModal } from '../../../shared/ui/FormModal.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useAssetPaths } from './asset-paths.ts';
import { useMeterTypes, useSaveMeterType } from './assets.queries.ts';

/** A new meter type's form: a year between calibrations until someone says otherwise. */
const NEW_TYPE: MeterType = { meterTypeId: 0, meterTypeName: '', calibrationIntervalDays: 365 };

/**
 * The meter types and how often a meter of each must be calibrated: a meter's calibration is due at
 * its last calibrated date plus its type's interval (asset list, survey forms).
 */
export default function MeterTypesScreen() {
  const types = useMeterTypes();
  const paths = useAssetPaths();
  const canEdit = !!useSelf().data?.permissions.includes('inventory.assets');
  const [editing, setEditing] = useState<MeterType | null>(null);
  return (
    <TitledPage
      title="Meter Types"
      crumbs={[{ label: 'Assets', to: paths.list }, { label: 'Meter Types' }]}
      action={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(NEW_TYPE)}>
            Add Meter Type
          </Button>
        )
      }
    >
      {types.isPending ? (
        <PageLoader label="Loading meter types" />
      ) : types.error ? (
        <Text c="red">{types.error.message}</Text>
      ) : types.data.length === 0 ? (
        <Text c="dimmed">No meter types yet.</Text>
      ) : (
        <Table aria-label="Meter types" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Calibration every</Table.Th>
              {canEdit && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.data.map((t) => (
              <Table.Tr key={t.meterTypeId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.meterTypeName}</Table.Td>
                <Table.Td>{t.calibrationIntervalDays} days</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Edit ${t.meterTypeName}`}
                      onClick={() => setEditing(t)}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <MeterTypeModal type={editing} onClose={() => setEditing(null)} />}
    </TitledPage>
  );
}

function MeterTypeModal({ type, onClose }: { type: MeterType; onClose: () => void }) {
  const save = useSaveMeterType();
  const { form, failure, onSubmit } = useContractForm(saveMeterTypeBody, { initialValues: type });
  const submit = onSubmit(async (values) => closeWith(onClose)(await save.mutateAsync(values)));
  return (
    <FormModal
      title={type.meterTypeId ? 'Edit Meter Type' : 'Add Meter Type'}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      gap="sm"
    >
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('meterTypeName')} />
      <NumberInput
        label="Calibration interval (days)"
        description="A meter's calibration is due this many days after its last calibration."
        withAsterisk
        allowDecimal={false}
        min={1}
        max={3650}
        {...form.getInputProps('calibrationIntervalDays')}
      />
    </FormModal>
  );
}
