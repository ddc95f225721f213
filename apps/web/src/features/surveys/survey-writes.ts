import type { BodyOf } from '@fieldbook/contract/endpoint';
import { messages } from '@fieldbook/contract/messages';
import {
  createSurveyForm,
  deleteSurveyForm,
  type SurveyForm,
  type SurveyFormListItem,
  type SurveyMeasurement,
  saveSurveyForm,
  saveSurveyMeasurement,
} from '@fieldbook/contract/surveys';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useJobProfile } from '../../entities/job/index.ts';
import { newDeviceId, type Outcome, outboxMutation, queueWrite, recordOf } from '../../shared/offline/outbox/index.ts';
import { useSelf } from '../../shared/session/session.queries.ts';
import { todayIso } from '../../shared/ui/format.ts';
import { surveyKey } from './surveys.queries.ts';

// A survey form's writes go through the device's outbox: sent at once when online, kept and shown as
// waiting when not. A form made offline has a device id (negative) until its create is sent; its
// measurements, map and attachments wait behind it and then name the real form.

export const surveyRecord = (id: number) => recordOf('surveyForm', id);
const formKey = (id: number) => [...surveyKey(id), 'form'];
const measurementsKey = (id: number) => [...surveyKey(id), 'measurements'];
type List = { success: true; data: SurveyFormListItem[]; allowCreate: boolean };

/** The job as a waiting item names it. */
export function useJobRef(jobId: number) {
  const profile = useJobProfile(jobId).data;
  return { id: jobId, name: profile?.jobInfo.jobName ?? String(jobId) };
}

/** A form as people name it in the waiting list: its company and site. */
export const surveyName = (form: { company: string; site: string }) =>
  [form.company, form.site].filter(Boolean).join(' – ') || messages.newSurveyForm;

function upsertRow(client: QueryClient, jobId: number, form: SurveyForm) {
  const row: SurveyFormListItem = {
    surveyFormId: form.surveyFormId,
    company: form.company,
    site: form.site,
    submissionDate: form.submissionDate.slice(0, 10),
  };
  client.setQueryData<List>(
    ['surveys', jobId, 'list'],
    (list) => list && { ...list, data: [row, ...list.data.filter((f) => f.surveyFormId !== row.surveyFormId)] },
  );
}

/**
 * Create Survey Form: answers the form's id (a device id while its create waits). A form made on the
 * device starts as the server would make it: the job's company and name; the address is left to the crew.
 */
export function useCreateSurveyForm(jobId: number, base: string) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  const account = useJobProfile(jobId).data?.jobInfo.accountName ?? '';
  const by = useSelf().data?.fullName ?? '';
  return useMutation({
    ...outboxMutation,
    mutationFn: async () => {
      const id = await newDeviceId();
      const outcome = await queueWrite({
        endpoint: createSurveyForm,
        body: { id: jobId, clientKey: crypto.randomUUID() },
        record: surveyRecord(id),
        createsDeviceId: id,
        idAt: 'data.surveyFormId',
        label: messages.newSurveyForm,
        job,
        openAt: `${base}/${id}`,
        refresh: [['surveys', jobId]],
      });
      if (outcome.status === 'sent') return { id: outcome.answer.data.surveyFormId, outcome };
      const form = blankForm(id, jobId, account, job.name, by);
      client.setQueryData(formKey(id), form);
      client.setQueryData(measurementsKey(id), []);
      client.setQueryData([...surveyKey(id), 'attachments'], []);
      client.setQueryData([...surveyKey(id), 'map'], { success: true, hasMap: false, mapData: '', message: '' });
      upsertRow(client, jobId, form);
      return { id, outcome };
    },
  });
}

function blankForm(id: number, jobId: number, company: string, site: string, by: string): SurveyForm {
  const off = false;
  return {
    surveyFormId: id,
    jobId,
    company,
    site,
    submissionDate: todayIso(),
    ...{ clientName: '', clientPhone: '', clientEmail: '', salesperson: '', meterTech: '', engineer: '' },
    ...{ gpsLat: null, gpsLong: null, address: '', city: '', state: '' },
    ...{ duration: null, durationOther: '', surveyType: null, surveyTypeOther: '', siteType: '' },
    ...{ soundMeterCount: 0, vibrationMeterCount: 0, weatherStation: off, factoryCalMeters: off },
    ...{ dBA: off, dBC: off, ldn: off, cnel: off, fullOctave: off, thirdOctave: off, statsLn: off },
    ...{ lMinMax: off, fullAudio: off, triggeredAudio: off, noiseOrdinances: '' },
    ...{ notes: '', notes_SiteActivity: '', notes_Operations: '', notes_Sources: '', notes_Weather: '' },
    hasMap: false,
    createdBy: by,
    updatedAt: new Date().toISOString(),
    version: 1,
  };
}

export type FormFields = Omit<BodyOf<typeof saveSurveyForm>, 'surveyFormId' | 'baseVersion'>;
export type MeasurementBody = Omit<BodyOf<typeof saveSurveyMeasurement>, 'surveyFormId'>;
/** What the device knows of a meter beyond its id (for the measurement it shows while the save waits). */
export type MeterFacts = { serialNumber: string; meterType: string; calibrationDue: string | null };

/** Everything went: the screen reloads from the server; otherwise it shows what the device kept. */
export const allSent = (outcomes: { status: Outcome<never>['status'] }[]) => outcomes.every((o) => o.status === 'sent');

/**
 * Save of the survey editor: each measurement (with its place on the map), then the form, in that order,
 * each through the outbox. `saveMeasurement` answers the measurement's id (a device id while a new one waits).
 */
export function useSurveyWrites(jobId: number, base: string, saved: SurveyForm) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  const id = saved.surveyFormId;
  const common = { record: surveyRecord(id), job, openAt: `${base}/${id}` };
  const saveMeasurement = useMutation({
    ...outboxMutation,
    mutationFn: async ({ body, meter }: { body: MeasurementBody; meter: string }) => {
      const isNew = body.surveyMeasurementId === 0;
      const deviceId = isNew ? await newDeviceId() : undefined;
      const outcome = await queueWrite({
        ...common,
        endpoint: saveSurveyMeasurement,
        body: { ...body, surveyFormId: id },
        createsDeviceId: deviceId,
        idAt: 'surveyMeasurementId',
        idFields: ['surveyFormId', 'surveyMeasurementId'],
        label: messages.itemSurveyMeasurement(meter, surveyName(saved)),
        refresh: [measurementsKey(id)],
      });
      const measurementId =
        outcome.status === 'sent' ? outcome.answer.surveyMeasurementId : (deviceId ?? body.surveyMeasurementId);
      return { measurementId, outcome };
    },
  });
  const saveForm = useMutation({
    ...outboxMutation,
    mutationFn: (fields: FormFields) =>
      queueWrite({
        ...common,
        endpoint: saveSurveyForm,
        body: { ...fields, surveyFormId: id, baseVersion: saved.version },
        idFields: ['surveyFormId'],
        label: messages.itemSurveyForm(surveyName({ company: fields.company ?? '', site: fields.site ?? '' })),
        refresh: [[...surveyKey(id)], ['surveys', jobId]],
        readKey: formKey(id),
      }),
  });
  /** After a save that waits: the form and its measurements as the device now knows them. */
  const keepOnDevice = (fields: FormFields, rows?: (MeasurementBody & MeterFacts)[]) => {
    const form = { ...saved, ...(fields as Partial<SurveyForm>), updatedAt: new Date().toISOString() };
    client.setQueryData(formKey(id), form);
    if (rows)
      client.setQueryData(measurementsKey(id), (before: SurveyMeasurement[] | undefined) =>
        rows.map((r) =>
          measurementOnDevice(
            id,
            r,
            before?.find((b) => b.surveyMeasurementId === r.surveyMeasurementId),
          ),
        ),
      );
    upsertRow(client, jobId, form);
  };
  return { saveMeasurement, saveForm, keepOnDevice };
}

function measurementOnDevice(
  surveyFormId: number,
  r: MeasurementBody & MeterFacts,
  before: SurveyMeasurement | undefined,
): SurveyMeasurement {
  const day = (d: unknown) => (d ? String(d) : '0001-01-01');
  return {
    surveyMeasurementId: r.surveyMeasurementId,
    surveyFormId,
    inventoryAssetId: r.inventoryAssetId,
    serialNumber: r.serialNumber,
    meterType: r.meterType,
    height: Number(r.height) || 0,
    mounting: r.mounting ?? '',
    gpsLatitude: r.gpsLatitude === '' || r.gpsLatitude == null ? null : Number(r.gpsLatitude),
    gpsLongitude: r.gpsLongitude === '' || r.gpsLongitude == null ? null : Number(r.gpsLongitude),
    deploymentDate: day(r.deploymentDate),
    deploymentDateString: '',
    retrievalDate: day(r.retrievalDate),
    retrievalDateString: '',
    preCalibrated: r.preCalibrated ?? false,
    postCalibrated: r.postCalibrated ?? false,
    notes: r.notes ?? '',
    unused: r.unused ?? false,
    unusedReason: r.unusedReason ?? '',
    location_X: r.location_X ?? 0,
    location_Y: r.location_Y ?? 0,
    calibrationDue: r.calibrationDue,
    calibrationOverdue: before?.calibrationOverdue ?? false,
    calibrationLapses: before?.calibrationLapses ?? false,
    calibrationConfirmedBy: before?.calibrationConfirmedBy ?? null,
    calibrationConfirmedAt: before?.calibrationConfirmedAt ?? null,
  };
}

/** Delete of a survey form: while it waits, the list no longer shows the form. */
export function useDeleteSurveyForm(jobId: number, base: string, saved: SurveyForm) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  return useMutation({
    ...outboxMutation,
    mutationFn: async () => {
      const id = saved.surveyFormId;
      const outcome = await queueWrite({
        endpoint: deleteSurveyForm,
        body: { id },
        record: surveyRecord(id),
        idFields: ['id'],
        label: messages.itemSurveyFormDelete(surveyName(saved)),
        job,
        openAt: base,
        refresh: [['surveys', jobId]],
      });
      client.setQueryData<List>(
        ['surveys', jobId, 'list'],
        (list) => list && { ...list, data: list.data.filter((f) => f.surveyFormId !== id) },
      );
      client.removeQueries({ queryKey: surveyKey(id) });
      return outcome;
    },
  });
}
