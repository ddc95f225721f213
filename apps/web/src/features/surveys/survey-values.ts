import {
  isSurveyDateSet,
  type SurveyForm,
  type SurveyMeasurement,
  type SurveyMeterOption,
  surveyFormFields,
  surveyMeasurementFields,
  surveyMeasurementIssues,
} from '@fieldbook/contract/surveys';
import { z } from 'zod';

/**
 * One measurement as the editor holds it: the contract's fields and rules, its id (0 for a new one)
 * and a key that stays while it is new.
 */
export const measurementRow = surveyMeasurementFields
  // The id: 0 for a new one, negative for one saved on this device and not sent yet.
  .extend({ surveyMeasurementId: z.number().int(), rowKey: z.string() })
  .superRefine((v, ctx) => {
    for (const issue of surveyMeasurementIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** What the survey editor edits: the form's fields (with their rules) and its measurements. */
export const surveyEditorFields = surveyFormFields.safeExtend({ measurements: z.array(measurementRow) });
export type SurveyEditorValues = z.input<typeof surveyEditorFields>;
export type MeasurementValues = z.input<typeof measurementRow>;

const day = (d: string) => (isSurveyDateSet(d) ? d.slice(0, 10) : '');

export const measurementValues = (m: SurveyMeasurement): MeasurementValues => ({
  rowKey: `m${m.surveyMeasurementId}`,
  surveyMeasurementId: m.surveyMeasurementId,
  inventoryAssetId: m.inventoryAssetId,
  height: m.height,
  mounting: m.mounting,
  gpsLatitude: m.gpsLatitude ?? '',
  gpsLongitude: m.gpsLongitude ?? '',
  deploymentDate: day(m.deploymentDate),
  retrievalDate: day(m.retrievalDate),
  preCalibrated: m.preCalibrated,
  postCalibrated: m.postCalibrated,
  notes: m.notes,
  unused: m.unused,
  unusedReason: m.unusedReason,
  location_X: m.location_X,
  location_Y: m.location_Y,
});

/** A meter added with Add Meter: id 0, no meter chosen yet, not on the map. */
export const newMeasurement = (): MeasurementValues => ({
  rowKey: `new-${crypto.randomUUID()}`,
  surveyMeasurementId: 0,
  inventoryAssetId: 0,
  height: '',
  mounting: '',
  gpsLatitude: '',
  gpsLongitude: '',
  deploymentDate: '',
  retrievalDate: '',
  preCalibrated: false,
  postCalibrated: false,
  notes: '',
  unused: false,
  unusedReason: '',
  location_X: 0,
  location_Y: 0,
});

export function editorValues(form: SurveyForm, measurements: SurveyMeasurement[]): SurveyEditorValues {
  return {
    company: form.company,
    site: form.site,
    submissionDate: form.submissionDate.slice(0, 10),
    clientName: form.clientName,
    clientPhone: form.clientPhone,
    clientEmail: form.clientEmail,
    salesperson: form.salesperson,
    meterTech: form.meterTech,
    engineer: form.engineer,
    gpsLat: form.gpsLat ?? '',
    gpsLong: form.gpsLong ?? '',
    address: form.address,
    city: form.city,
    state: form.state,
    duration: form.duration,
    durationOther: form.durationOther,
    surveyType: form.surveyType,
    surveyTypeOther: form.surveyTypeOther,
    soundMeterCount: form.soundMeterCount,
    vibrationMeterCount: form.vibrationMeterCount,
    siteType: form.siteType,
    weatherStation: form.weatherStation,
    factoryCalMeters: form.factoryCalMeters,
    dBA: form.dBA,
    dBC: form.dBC,
    ldn: form.ldn,
    cnel: form.cnel,
    fullOctave: form.fullOctave,
    thirdOctave: form.thirdOctave,
    statsLn: form.statsLn,
    lMinMax: form.lMinMax,
    fullAudio: form.fullAudio,
    triggeredAudio: form.triggeredAudio,
    noiseOrdinances: form.noiseOrdinances,
    notes: form.notes,
    notes_SiteActivity: form.notes_SiteActivity,
    notes_Operations: form.notes_Operations,
    notes_Sources: form.notes_Sources,
    notes_Weather: form.notes_Weather,
    measurements: measurements.map(measurementValues),
  };
}

/** A meter the editor may offer: from the options, or the meter a saved measurement already uses. */
export interface MeterChoice {
  inventoryAssetId: number;
  serialNumber: string;
  meterType: string;
  calibrationDue: string | null;
}

/**
 * Every meter the form's measurements may use: the free meters (GetSurveyMeterOptions leaves out
 * those on saved measurements) and the meters the saved measurements use, which the editor may swap.
 */
export function meterPool(options: SurveyMeterOption[], saved: SurveyMeasurement[]): MeterChoice[] {
  const pool = new Map<number, MeterChoice>();
  for (const o of options) pool.set(o.inventoryAssetId, o);
  for (const m of saved)
    if (!pool.has(m.inventoryAssetId))
      pool.set(m.inventoryAssetId, {
        inventoryAssetId: m.inventoryAssetId,
        serialNumber: m.serialNumber,
        meterType: m.meterType,
        calibrationDue: m.calibrationDue,
      });
  return [...pool.values()].sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
}

export const meterLabel = (m: { serialNumber: string; meterType: string }) =>
  m.meterType ? `${m.serialNumber} – ${m.meterType}` : m.serialNumber;
