import { calibrationLapsesBefore } from '@fieldbook/contract/inventory';
import { messages } from '@fieldbook/contract/messages';
import type { SurveyForm, SurveyMeasurement, SurveyOption } from '@fieldbook/contract/surveys';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useJobIds } from '../../entities/job/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { useMoveToRealId, useRecordItems } from '../../shared/offline/outbox/index.ts';
import { StorageWarning } from '../../shared/offline/StorageWarning.tsx';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { formatLongDate, todayIso } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { AttachmentsSection } from './AttachmentsSection.tsx';
import { MapSection } from './MapSection.tsx';
import { MeasurementsSection } from './MeasurementsSection.tsx';
import { SurveyReportButtons } from './SurveyReportButtons.tsx';
import { ClientSiteSection, SurveyInfoSection, SurveyNotesSection } from './SurveySections.tsx';
import {
  editorValues,
  type MeterChoice,
  meterLabel,
  meterPool,
  newMeasurement,
  surveyEditorFields,
} from './survey-values.ts';
import { allSent, surveyRecord, useDeleteSurveyForm, useSurveyWrites } from './survey-writes.ts';
import {
  surveyKey,
  useSurveyDurations,
  useSurveyForm,
  useSurveyMeasurements,
  useSurveyMeterOptions,
  useSurveyPermissions,
  useSurveyTypes,
} from './surveys.queries.ts';

/** A form's id in the address: positive, or negative for one made on this device and not sent yet; 0 when neither. */
const idOf = (text: string) => (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : 0);

/** Other survey calls that fail are logged (spec 3 §8); the form still shows what it has. */
function useLogged(name: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`Survey form: ${name} could not be loaded`, error);
  }, [name, error]);
}

/**
 * {stage}/SurveyForms/{id} (spec 3 §2.12): the form in view mode, or in edit mode after Edit (a new
 * form opens in edit mode). A failed load shows the server's message in place of the page.
 */
export function SurveyFormPage({ base }: { base: string }) {
  const { jobId } = useJobIds();
  const id = idOf(useParams().surveyFormId ?? '');
  useMoveToRealId(id);
  const location = useLocation();
  const client = useQueryClient();
  const form = useSurveyForm(id);
  const measurements = useSurveyMeasurements(id);
  const permissions = useSurveyPermissions(jobId);
  const durations = useSurveyDurations();
  const types = useSurveyTypes();
  const [editing, setEditing] = useState(() => (location.state as { edit?: boolean } | null)?.edit === true);
  const [revision, setRevision] = useState(0);
  useLogged('the permissions', permissions.error);
  useLogged('the durations', durations.error);
  useLogged('the survey types', types.error);

  /**
   * Leaves edit mode (Cancel, and after Save), showing the form from the server again; after a save
   * that waits on the device, the form as the device keeps it.
   */
  async function reload(fromServer = true) {
    if (fromServer && id > 0) await client.invalidateQueries({ queryKey: surveyKey(id) });
    setEditing(false);
    setRevision((r) => r + 1);
  }

  const failure = !id
    ? messages.surveyFormNotFound
    : id < 0 && !form.data
      ? messages.surveyFormOnDevice
      : (form.error ?? measurements.error)?.message;
  if (failure)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {failure}
        </Alert>
        <Button component={Link} to={base} variant="default" w="fit-content" leftSection={<IconArrowLeft size={16} />}>
          Return
        </Button>
      </Stack>
    );
  if (!form.data || !measurements.data || permissions.isPending) return <PageLoader label="Loading the survey form…" />;
  return (
    <SurveyEditor
      key={`${id}-${revision}`}
      base={base}
      jobId={jobId}
      saved={form.data}
      measurements={measurements.data}
      mayEditTop={permissions.data?.editSurveyFormTop === true}
      mayEditBottom={permissions.data?.editSurveyFormBottom === true}
      durations={durations.data ?? []}
      types={types.data ?? []}
      editing={editing}
      onEdit={() => setEditing(true)}
      reload={reload}
    />
  );
}

/** Saving stopped because the user did not confirm a meter's calibration. */
class NotConfirmed extends Error {}

function SurveyEditor({
  base,
  jobId,
  saved,
  measurements,
  mayEditTop,
  mayEditBottom,
  durations,
  types,
  editing,
  onEdit,
  reload,
}: {
  base: string;
  jobId: number;
  saved: SurveyForm;
  measurements: SurveyMeasurement[];
  mayEditTop: boolean;
  mayEditBottom: boolean;
  durations: SurveyOption[];
  types: SurveyOption[];
  editing: boolean;
  onEdit: () => void;
  reload: (fromServer?: boolean) => Promise<void>;
}) {
  const surveyFormId = saved.surveyFormId;
  const navigate = useNavigate();
  const meters = useSurveyMeterOptions(surveyFormId, editing && mayEditBottom);
  useLogged('the meters', meters.error);
  const pool = meterPool(meters.data ?? [], measurements);
  const { saveForm, saveMeasurement, keepOnDevice } = useSurveyWrites(jobId, base, saved);
  const remove = useDeleteSurveyForm(jobId, base, saved);
  const waiting = useRecordItems(surveyRecord(surveyFormId)).length > 0;
  const [busy, setBusy] = useState<'saving' | 'cancelling' | null>(null);
  const { form, failure, setFailure, onSubmit } = useContractForm(surveyEditorFields, {
    initialValues: editorValues(saved, measurements),
    failureTitle: 'The survey form was not saved',
  });
  const top = editing && mayEditTop;
  const bottom = editing && mayEditBottom;

  /** Saves one measurement, asking first when its meter's calibration lapses before retrieval. */
  async function saveOne(index: number, row: ReturnType<typeof surveyEditorFields.parse>['measurements'][number]) {
    const { rowKey: _key, ...body } = row;
    const meter: MeterChoice | undefined = pool.find((m) => m.inventoryAssetId === row.inventoryAssetId);
    const before = measurements.find((m) => m.surveyMeasurementId === row.surveyMeasurementId && m.surveyMeasurementId);
    const confirmedBefore = !!before?.calibrationConfirmedAt && before.inventoryAssetId === row.inventoryAssetId;
    const lapses =
      !row.unused && !!meter && calibrationLapsesBefore(meter.calibrationDue, row.retrievalDate ?? todayIso());
    const ask = async (message: string) => {
      const ok = await confirmAction({
        title: `Confirm the calibration of Meter ${index + 1}`,
        message,
        confirmLabel: 'Use This Meter',
        danger: false,
      });
      if (!ok)
        throw new NotConfirmed(
          `Meter ${index + 1}: the use of ${meter ? meterLabel(meter) : 'the meter'} was not confirmed.`,
        );
    };
    let confirmed = false;
    if (lapses && !confirmedBefore && meter) {
      await ask(
        meter.calibrationDue
          ? messages.surveyCalibrationLapses(meter.serialNumber, formatLongDate(meter.calibrationDue))
          : messages.surveyCalibrationUnknown(meter.serialNumber),
      );
      confirmed = true;
    }
    const send = () =>
      saveMeasurement.mutateAsync({
        body: { ...body, calibrationConfirmed: confirmed || undefined },
        meter: meter ? meterLabel(meter) : String(index + 1),
      });
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send();
    } catch (err) {
      // The server knows a calibration the screen did not (a due day changed meanwhile): ask, then send again.
      if (err instanceof ApiError && err.status === 409 && err.errors?.calibrationConfirmed && !confirmed) {
        await ask(err.message);
        confirmed = true;
        answer = await send();
      } else if (err instanceof ApiError) {
        const errors = Object.fromEntries(
          Object.entries(err.errors ?? {}).map(([k, v]) => [`measurements.${index}.${k}`, v]),
        );
        throw new ApiError(err.status, `Meter ${index + 1}: ${err.message}`, errors, err.body);
      } else throw err;
    }
    // A new measurement keeps its id (a device id while it waits), so that saving again does not add it twice.
    form.setFieldValue(`measurements.${index}.surveyMeasurementId`, answer.measurementId);
    return {
      ...body,
      surveyMeasurementId: answer.measurementId,
      serialNumber: meter?.serialNumber ?? '',
      meterType: meter?.meterType ?? '',
      calibrationDue: meter?.calibrationDue ?? null,
      status: answer.outcome.status,
    };
  }

  const submit = onSubmit(async (values) => {
    setBusy('saving');
    try {
      const { measurements: rows, ...fields } = values;
      const kept = [];
      if (mayEditBottom) for (const [i, row] of rows.entries()) kept.push(await saveOne(i, row));
      const outcome = await saveForm.mutateAsync(fields);
      if (outcome.status === 'sent' && allSent(kept)) {
        notifications.show({ color: 'green', message: outcome.answer.message });
        return await reload();
      }
      keepOnDevice(fields, mayEditBottom ? kept : undefined);
      notifications.show(
        outcome.status === 'conflict'
          ? { color: 'red', message: messages.editConflict }
          : { color: 'orange', message: messages.savedOnDevice },
      );
      await reload(false);
    } catch (err) {
      if (err instanceof NotConfirmed) setFailure({ title: 'The survey form was not saved', message: err.message });
      else throw err;
    } finally {
      setBusy(null);
    }
  });

  async function onCancel() {
    setBusy('cancelling');
    try {
      await reload();
    } finally {
      setBusy(null);
    }
  }

  async function onDelete() {
    const ok = await confirmAction({
      title: 'Delete Survey Form',
      message: messages.confirmDeleteSurveyForm,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setFailure(null);
    try {
      const outcome = await remove.mutateAsync();
      notifications.show(
        outcome.status === 'sent'
          ? { color: 'green', message: outcome.answer.message }
          : { color: 'orange', message: messages.savedOnDevice },
      );
      navigate(base);
    } catch (err) {
      setFailure({ title: 'The survey form was not deleted', message: (err as Error).message });
    }
  }

  const addMeter = () => form.insertListItem('measurements', newMeasurement());
  const working = busy !== null || remove.isPending;
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const size = phone ? 'xs' : 'sm';
  const subtitle = [saved.company, saved.site].filter(Boolean).join(' – ');

  return (
    <form onSubmit={submit} noValidate aria-label="Survey form">
      <Stack>
        {/* While editing, the buttons stay in view above the long form (a compact bar on a phone). */}
        <Paper
          withBorder
          p={phone ? 'xs' : 'md'}
          pos={editing ? 'sticky' : undefined}
          top="calc(var(--app-shell-header-offset, 0px) + 8px)"
          style={{ zIndex: 3 }}
          shadow={editing ? 'sm' : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap={phone ? 6 : 'sm'}>
            <Group gap="xs" align="baseline" wrap="wrap" style={{ minWidth: 0 }}>
              <Title order={2} size="h4">
                Survey Form
              </Title>
              {editing && (
                <Text size="sm" c="orange.8" fw={600}>
                  Editing
                </Text>
              )}
              {waiting && (
                <Badge color="orange" variant="light">
                  {messages.waitingToSend}
                </Badge>
              )}
              {subtitle && !(editing && phone) && (
                <Text size="sm" c="dimmed" w="100%">
                  {subtitle}
                </Text>
              )}
            </Group>
            <Group gap={phone ? 6 : 'xs'} wrap="wrap">
              <Button
                component={Link}
                to={base}
                variant="default"
                size={size}
                leftSection={phone ? undefined : <IconArrowLeft size={16} />}
                disabled={working}
              >
                Return
              </Button>
              {!editing && (mayEditTop || mayEditBottom) && (
                <Button onClick={onEdit} size={size} leftSection={<IconPencil size={16} />}>
                  Edit
                </Button>
              )}
              {!editing && surveyFormId > 0 && <SurveyReportButtons surveyFormId={surveyFormId} size={size} />}
              {editing && (
                <>
                  <Button
                    variant="default"
                    size={size}
                    onClick={onCancel}
                    loading={busy === 'cancelling'}
                    disabled={working}
                  >
                    Cancel
                  </Button>
                  <Button
                    type="submit"
                    size={size}
                    leftSection={phone ? undefined : <IconDeviceFloppy size={16} />}
                    loading={busy === 'saving'}
                    disabled={working && busy !== 'saving'}
                  >
                    Save
                  </Button>
                  {mayEditTop && (
                    <Button
                      color="red"
                      variant="outline"
                      size={size}
                      leftSection={phone ? undefined : <IconTrash size={16} />}
                      onClick={onDelete}
                      loading={remove.isPending}
                      disabled={working}
                    >
                      Delete
                    </Button>
                  )}
                </>
              )}
            </Group>
          </Group>
        </Paper>
        {editing && <StorageWarning />}
        <FailureAlert failure={failure} />
        <ClientSiteSection form={form} editable={top} />
        <SurveyInfoSection form={form} editable={top} durations={durations} types={types} />
        <MeasurementsSection form={form} editable={bottom} pool={pool} saved={measurements} onAdd={addMeter} />
        <SurveyNotesSection form={form} editable={bottom} />
        <MapSection jobId={jobId} base={base} saved={saved} form={form} editable={bottom} />
        <AttachmentsSection jobId={jobId} base={base} saved={saved} editable={bottom} />
      </Stack>
    </form>
  );
}
