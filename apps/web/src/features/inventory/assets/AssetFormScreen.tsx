import { ASSET_TYPE_METER } from '@fieldbook/contract/inventory';
import { type AssetEditor, type AssetFieldsInput, assetFields } from '@fieldbook/contract/inventory-assets';
import { messages } from '@fieldbook/contract/messages';
import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { RecordPage } from '../../../shared/ui/RecordPage.tsx';
import { useAssetPaths } from './asset-paths.ts';
import {
  useAssetEditor,
  useAssetTypes,
  useCreateAsset,
  useMeterTypes,
  useSaveAsset,
  useYards,
} from './assets.queries.ts';

/** /Asset/CreateAsset and /Asset/{id}/EditAsset. */
export default function AssetFormScreen() {
  const { id } = useParams();
  const isNew = id === undefined;
  const recordId = isNew ? null : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const loaded = useAssetEditor(recordId);
  return (
    <RecordPage
      title={isNew ? 'Create Asset' : 'Edit Asset'}
      record={{ key: id ?? 'new', isNew, recordId, valid: recordId === null || recordId > 0 }}
      query={loaded}
      notFoundMessage={messages.assetNotFound}
      loadingLabel="Loading asset…"
      back={{ to: useAssetPaths().list, label: 'Back to Assets' }}
    >
      {(isNew || loaded.data) && <AssetForm key={id ?? 'new'} saved={loaded.data ?? null} />}
    </RecordPage>
  );
}

const blank = {
  name: '',
  serialNumber: '',
  manufacturer: '',
  model: '',
  licenses: '',
  purchaseDate: null,
  lastCalibratedDate: null,
  purchasePrice: null,
  meterType: null,
} as const;

function AssetForm({ saved }: { saved: AssetEditor | null }) {
  const paths = useAssetPaths();
  const navigate = useNavigate();
  const types = useAssetTypes();
  const meterTypes = useMeterTypes();
  const yards = useYards();
  const create = useCreateAsset();
  const save = useSaveAsset();
  const { form, failure, onSubmit } = useContractForm(assetFields, {
    // Asset type and yard start unchosen, so the form asks for them.
    initialValues: (saved ?? blank) as AssetFieldsInput,
    failureTitle: saved ? 'The asset was not saved' : 'The asset was not created',
  });
  const values = form.getValues();
  const isMeter = values.assetType === ASSET_TYPE_METER;
  const numberSelect = (field: 'assetType' | 'meterType' | 'yardId') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: props.value === null || props.value === undefined ? null : String(props.value),
      onChange: (v: string | null) => form.setFieldValue(field, v === null ? (undefined as never) : Number(v)),
    };
  };
  const dateProps = (field: 'purchaseDate' | 'lastCalibratedDate') => {
    const props = form.getInputProps(field);
    return { ...props, value: props.value ?? '', onChange: (v: string) => form.setFieldValue(field, v || null) };
  };

  const submit = onSubmit(async (body) => {
    const answer = saved
      ? await save.mutateAsync({ ...body, serializedItemId: saved.serializedItemId })
      : await create.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    navigate(paths.asset(answer.serializedItemId));
  });

  const cancelTo = saved ? paths.asset(saved.serializedItemId) : paths.list;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Asset">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Asset Type"
              withAsterisk
              allowDeselect={false}
              data={(types.data ?? []).map((t) => ({ value: String(t.assetTypeId), label: t.assetTypeName }))}
              {...numberSelect('assetType')}
            />
            <Select
              label="Meter Type"
              withAsterisk={isMeter}
              disabled={!isMeter}
              placeholder={isMeter ? undefined : 'Meters only'}
              data={(meterTypes.data ?? []).map((t) => ({ value: String(t.meterTypeId), label: t.meterTypeName }))}
              // A fresh installation has none: say where they are made, or a meter cannot be created.
              description={
                isMeter &&
                meterTypes.data?.length === 0 && (
                  <>
                    {messages.noMeterTypesYet}{' '}
                    <Anchor component={Link} to={`${paths.list}/MeterTypes`} size="xs">
                      Meter Types
                    </Anchor>
                  </>
                )
              }
              {...numberSelect('meterType')}
            />
            <TextInput label="Serial Number" withAsterisk {...form.getInputProps('serialNumber')} />
            <Select
              label="Yard"
              withAsterisk
              searchable
              data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
              {...numberSelect('yardId')}
            />
            <TextInput label="Manufacturer" withAsterisk {...form.getInputProps('manufacturer')} />
            <TextInput label="Model" withAsterisk {...form.getInputProps('model')} />
            <TextInput
              label="Name"
              description="Leave empty to use the manufacturer and model"
              {...form.getInputProps('name')}
            />
            <NumberInput
              label="Purchase Price"
              prefix="$"
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              min={0}
              hideControls
              {...form.getInputProps('purchasePrice')}
              value={values.purchasePrice ?? ''}
              // With a fixed two decimals the input hands over text ('3250.50'): the form keeps the number.
              onChange={(v) => form.setFieldValue('purchasePrice', v === '' ? null : Number(v))}
            />
            <DateField label="Purchase Date" clearable {...dateProps('purchaseDate')} />
            <DateField label="Last Calibrated Date" clearable {...dateProps('lastCalibratedDate')} />
          </SimpleGrid>
          <Textarea label="Licenses" autosize minRows={2} {...form.getInputProps('licenses')} />
          <FailureAlert failure={failure} />
          <Group>
            <Button type="submit" loading={create.isPending || save.isPending}>
              {saved ? 'Save' : 'Create Asset'}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
