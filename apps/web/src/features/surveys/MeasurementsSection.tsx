import { messages } from '@fieldbook/contract/messages';
import type { SurveyMeasurement } from '@fieldbook/contract/surveys';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconRotate, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCanOpen } from '../../shared/ui/can-open.ts';
import { DateField } from '../../shared/ui/DateField.tsx';
import { formatDateTime, formatLongDate } from '../../shared/ui/format.ts';
import { CalibrationBadge, calibrationState, calibrationText } from './calibration.tsx';
import { ReadField, type SurveyEditorForm, SurveySection } from './SurveySections.tsx';
import { type MeasurementValues, type MeterChoice, meterLabel } from './survey-values.ts';

/** Where a meter is created: an asset of the type Meter (spec 4 §2 "Assets"). */
const ADD_METER = '/Inventory/Asset/CreateAsset';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Section 3: the meters placed for the survey, each with its calibration state. */
export function MeasurementsSection({
  form,
  editable,
  pool,
  saved,
  onAdd,
}: {
  form: SurveyEditorForm;
  editable: boolean;
  /** Every meter the measurements may use (free ones and the ones saved measurements use). */
  pool: MeterChoice[];
  saved: SurveyMeasurement[];
  onAdd: () => void;
}) {
  const rows = form.values.measurements;
  return (
    <SurveySection
      number={3}
      title="Measurement Locations"
      actions={
        editable && (
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Add Meter
          </Button>
        )
      }
    >
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {messages.noSurveyMeasurements}
        </Text>
      )}
      {rows.map((row, i) => (
        <MeasurementCard
          key={row.rowKey}
          form={form}
          index={i}
          editable={editable}
          pool={pool}
          saved={saved.find((s) => s.surveyMeasurementId === row.surveyMeasurementId && row.surveyMeasurementId > 0)}
        />
      ))}
    </SurveySection>
  );
}

function MeasurementCard({
  form,
  index,
  editable,
  pool,
  saved,
}: {
  form: SurveyEditorForm;
  index: number;
  editable: boolean;
  pool: MeterChoice[];
  saved: SurveyMeasurement | undefined;
}) {
  const row = form.values.measurements[index] as MeasurementValues;
  const path = (key: keyof MeasurementValues) => `measurements.${index}.${key}` as const;
  const set = (key: keyof MeasurementValues, value: unknown) => form.setFieldValue(path(key), value as never);
  const meter = pool.find((m) => m.inventoryAssetId === row.inventoryAssetId);
  const retrieval = text(row.retrievalDate) || null;
  const state = meter ? calibrationState(meter.calibrationDue, retrieval) : null;
  const takenElsewhere = new Set(
    form.values.measurements.filter((_, j) => j !== index).map((m) => Number(m.inventoryAssetId)),
  );
  const choices = pool.filter((m) => !takenElsewhere.has(m.inventoryAssetId));
  const isNew = row.surveyMeasurementId === 0;
  const name = `Meter ${index + 1}`;
  const placed = Number(row.location_X) > 0 || Number(row.location_Y) > 0;

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={name}
      bg={row.unused ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{name}</Text>
            {meter && <Text size="sm">{meterLabel(meter)}</Text>}
            {isNew && (
              <Badge color="blue" variant="light">
                New
              </Badge>
            )}
            {row.unused && (
              <Badge color="gray" variant="filled">
                Unused
              </Badge>
            )}
          </Group>
          {editable && (
            <Group gap="xs">
              {isNew ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => form.removeListItem('measurements', index)}
                >
                  Remove
                </Button>
              ) : row.unused ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRotate size={14} />}
                  onClick={() => set('unused', false)}
                >
                  Re-enable
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="gray"
                  leftSection={<IconX size={14} />}
                  onClick={() => set('unused', true)}
                >
                  Mark Unused
                </Button>
              )}
            </Group>
          )}
        </Group>
        {state && <CalibrationBadge state={state} />}
        {saved?.calibrationConfirmedBy && saved.inventoryAssetId === row.inventoryAssetId && (
          <Text size="xs" c="dimmed">
            Use confirmed by {saved.calibrationConfirmedBy}
            {saved.calibrationConfirmedAt ? ` on ${formatDateTime(saved.calibrationConfirmedAt)}` : ''}
          </Text>
        )}
        {row.unused &&
          (editable ? (
            <Textarea
              label="Reason Not Used"
              withAsterisk
              autosize
              minRows={1}
              maxLength={1000}
              {...form.getInputProps(path('unusedReason'))}
            />
          ) : (
            <ReadField label="Reason Not Used" value={text(row.unusedReason)} />
          ))}
        {editable ? (
          <MeasurementInputs form={form} index={index} choices={choices} retrieval={retrieval} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <ReadField label="Height" value={text(row.height)} />
            <ReadField label="Mounting" value={text(row.mounting)} />
            <ReadField
              label="GPS"
              value={
                row.gpsLatitude !== '' || row.gpsLongitude !== ''
                  ? `${text(row.gpsLatitude)}, ${text(row.gpsLongitude)}`
                  : ''
              }
            />
            <ReadField
              label="Deployment Date"
              value={row.deploymentDate ? formatLongDate(text(row.deploymentDate)) : messages.deploymentDateNotSet}
            />
            <ReadField
              label="Retrieval Date"
              value={row.retrievalDate ? formatLongDate(text(row.retrievalDate)) : messages.retrievalDateNotSet}
            />
            <ReadField
              label="Calibration Check"
              value={`Pre: ${row.preCalibrated ? 'Yes' : 'No'} · Post: ${row.postCalibrated ? 'Yes' : 'No'}`}
            />
            <ReadField label="Map" value={placed ? 'Placed on the map' : 'Not placed on the map'} />
            <ReadField label="Notes" value={text(row.notes)} />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function MeasurementInputs({
  form,
  index,
  choices,
  retrieval,
}: {
  form: SurveyEditorForm;
  index: number;
  choices: MeterChoice[];
  retrieval: string | null;
}) {
  const row = form.values.measurements[index] as MeasurementValues;
  const path = (key: keyof MeasurementValues) => `measurements.${index}.${key}` as const;
  const set = (key: keyof MeasurementValues, value: unknown) => form.setFieldValue(path(key), value as never);
  const states = new Map(
    choices.map((m) => [String(m.inventoryAssetId), calibrationState(m.calibrationDue, retrieval)]),
  );
  const options = choices.map((m) => ({
    value: String(m.inventoryAssetId),
    label: `${meterLabel(m)} (${calibrationText(states.get(String(m.inventoryAssetId)) ?? { kind: 'unknown' })})`,
  }));
  return (
    <>
      <Select
        label="Meter"
        withAsterisk
        placeholder="Select a meter"
        searchable
        data={options}
        nothingFoundMessage="No free meters"
        description={choices.length === 0 && <NoFreeMeters />}
        value={Number(row.inventoryAssetId) > 0 ? String(row.inventoryAssetId) : null}
        onChange={(v) => set('inventoryAssetId', v ? Number(v) : 0)}
        error={form.errors[path('inventoryAssetId')]}
        renderOption={({ option }) => {
          const lapsed = states.get(option.value)?.kind !== 'ok';
          return (
            <Text size="sm" c={lapsed ? 'red.8' : undefined} fw={lapsed ? 600 : undefined}>
              {option.label}
            </Text>
          );
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <NumberInput
          label="Height"
          min={0}
          max={10000}
          decimalScale={2}
          allowNegative={false}
          value={row.height === null || row.height === undefined ? '' : (row.height as number | string)}
          onChange={(v) => set('height', v)}
          error={form.errors[path('height')]}
        />
        <TextInput label="Mounting" maxLength={200} {...form.getInputProps(path('mounting'))} />
        <TextInput
          label="GPS Latitude"
          inputMode="decimal"
          {...form.getInputProps(path('gpsLatitude'))}
          value={text(row.gpsLatitude)}
        />
        <TextInput
          label="GPS Longitude"
          inputMode="decimal"
          {...form.getInputProps(path('gpsLongitude'))}
          value={text(row.gpsLongitude)}
        />
        <DateField
          label="Deployment Date"
          clearable
          value={text(row.deploymentDate)}
          onChange={(d) => set('deploymentDate', d)}
          error={form.errors[path('deploymentDate')]}
        />
        <DateField
          label="Retrieval Date"
          clearable
          value={text(row.retrievalDate)}
          onChange={(d) => set('retrievalDate', d)}
          error={form.errors[path('retrievalDate')]}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox label="Pre-Calibrated" {...form.getInputProps(path('preCalibrated'), { type: 'checkbox' })} />
        <Checkbox label="Post-Calibrated" {...form.getInputProps(path('postCalibrated'), { type: 'checkbox' })} />
      </Group>
      <Textarea label="Notes" autosize minRows={1} maxLength={4000} {...form.getInputProps(path('notes'))} />
    </>
  );
}

/** With no meter to choose, how meters come to be, and a link to add one for those allowed to. */
function NoFreeMeters() {
  const canOpen = useCanOpen();
  return (
    <>
      {messages.surveyNoFreeMeters}{' '}
      {canOpen(ADD_METER) && (
        <Anchor component={Link} to={ADD_METER} size="xs">
          Add a meter
        </Anchor>
      )}
    </>
  );
}
