import {
  getSurveyAttachmentCategoryOptions,
  getSurveyAttachmentList,
  getSurveyDurationOptions,
  getSurveyForm,
  getSurveyFormList,
  getSurveyFormMap,
  getSurveyFormPermissions,
  getSurveyMeasurementList,
  getSurveyMeterOptions,
  getSurveyTypeOptions,
} from '@fieldbook/contract/surveys';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

// The survey forms of a job: list keys start 'surveys' and the job; one form's keys start
// 'survey' and the form, so a save or a reload refreshes everything the form shows at once.
// The writes go through the device's outbox: survey-writes.ts, survey-file-writes.ts.

export const surveyKey = (surveyFormId: number) => ['survey', surveyFormId] as const;

export const useSurveyFormList = (jobId: number) =>
  useQuery({
    queryKey: ['surveys', jobId, 'list'],
    queryFn: () => call(getSurveyFormList, { body: { id: jobId } }),
    enabled: jobId > 0,
  });

/** editSurveyFormTop and editSurveyFormBottom of the caller on the job (spec 3 §6). */
export const useSurveyPermissions = (jobId: number) =>
  useQuery({
    queryKey: ['surveys', jobId, 'permissions'],
    queryFn: () => call(getSurveyFormPermissions, { query: { jobId } }),
    enabled: jobId > 0,
  });

export const useSurveyForm = (id: number) =>
  useQuery({
    queryKey: [...surveyKey(id), 'form'],
    queryFn: () => call(getSurveyForm, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
    retry: false,
  });

export const useSurveyMeasurements = (id: number) =>
  useQuery({
    queryKey: [...surveyKey(id), 'measurements'],
    queryFn: () => call(getSurveyMeasurementList, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
  });

/** The meters free for the form: those on none of its saved measurements, with their calibration due day. */
export const useSurveyMeterOptions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...surveyKey(id), 'meters'],
    queryFn: () => call(getSurveyMeterOptions, { body: { id } }).then((r) => r.data),
    enabled: enabled && id > 0,
  });

export const useSurveyAttachments = (id: number) =>
  useQuery({
    queryKey: [...surveyKey(id), 'attachments'],
    queryFn: () => call(getSurveyAttachmentList, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
  });

export const useSurveyMap = (id: number) =>
  useQuery({
    queryKey: [...surveyKey(id), 'map'],
    queryFn: () => call(getSurveyFormMap, { body: { id }, query: { FileId: id } }),
    enabled: id > 0,
    retry: false,
  });

/** The option lists change only with a release: cached for the session. */
const useOptionList = (key: string, endpoint: typeof getSurveyDurationOptions) =>
  useQuery({
    queryKey: ['surveyOptions', key],
    queryFn: () => call(endpoint).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useSurveyDurations = () => useOptionList('durations', getSurveyDurationOptions);
export const useSurveyTypes = () => useOptionList('types', getSurveyTypeOptions);
export const useSurveyAttachmentCategories = () => useOptionList('categories', getSurveyAttachmentCategoryOptions);
