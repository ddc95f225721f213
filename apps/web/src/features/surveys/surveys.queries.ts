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
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

// The survey forms of a job: list keys start 'surveys' and the job; one form's keys start
// 'survey' and the form, so a save or a reload refreshes everything the form shows at once.
// The writes go through the device's outbox: survey-writes.ts, survey-file-writes.ts.

export const surveyKey = (surveyFormId: number) => ['survey', surveyFormId] as const;

export const surveyFormListQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['surveys', jobId, 'list'],
    queryFn: () => call(getSurveyFormList, { body: { id: jobId } }),
    enabled: jobId > 0,
  });

export const useSurveyFormList = (jobId: number) => useQuery(surveyFormListQuery(jobId));

/** editSurveyFormTop and editSurveyFormBottom of the caller on the job (spec 3 §6). */
export const surveyPermissionsQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['surveys', jobId, 'permissions'],
    queryFn: () => call(getSurveyFormPermissions, { query: { jobId } }),
    enabled: jobId > 0,
  });

export const useSurveyPermissions = (jobId: number) => useQuery(surveyPermissionsQuery(jobId));

export const surveyFormQuery = (id: number) =>
  queryOptions({
    queryKey: [...surveyKey(id), 'form'],
    queryFn: () => call(getSurveyForm, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
    retry: false,
  });

export const useSurveyForm = (id: number) => useQuery(surveyFormQuery(id));

export const surveyMeasurementsQuery = (id: number) =>
  queryOptions({
    queryKey: [...surveyKey(id), 'measurements'],
    queryFn: () => call(getSurveyMeasurementList, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
  });

export const useSurveyMeasurements = (id: number) => useQuery(surveyMeasurementsQuery(id));

/** The meters free for the form: those on none of its saved measurements, with their calibration due day. */
export const surveyMeterOptionsQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...surveyKey(id), 'meters'],
    queryFn: () => call(getSurveyMeterOptions, { body: { id } }).then((r) => r.data),
    enabled: enabled && id > 0,
  });

export const useSurveyMeterOptions = (id: number, enabled: boolean) => useQuery(surveyMeterOptionsQuery(id, enabled));

export const surveyAttachmentsQuery = (id: number) =>
  queryOptions({
    queryKey: [...surveyKey(id), 'attachments'],
    queryFn: () => call(getSurveyAttachmentList, { body: { id } }).then((r) => r.data),
    enabled: id > 0,
  });

export const useSurveyAttachments = (id: number) => useQuery(surveyAttachmentsQuery(id));

export const surveyMapQuery = (id: number) =>
  queryOptions({
    queryKey: [...surveyKey(id), 'map'],
    queryFn: () => call(getSurveyFormMap, { body: { id }, query: { FileId: id } }),
    enabled: id > 0,
    retry: false,
  });

export const useSurveyMap = (id: number) => useQuery(surveyMapQuery(id));

/** The option lists change only with a release: cached for the session. */
const optionList = (key: string, endpoint: typeof getSurveyDurationOptions) =>
  queryOptions({
    queryKey: ['surveyOptions', key],
    queryFn: () => call(endpoint).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const surveyOptionQueries = {
  durations: optionList('durations', getSurveyDurationOptions),
  types: optionList('types', getSurveyTypeOptions),
  categories: optionList('categories', getSurveyAttachmentCategoryOptions),
};
export const useSurveyDurations = () => useQuery(surveyOptionQueries.durations);
export const useSurveyTypes = () => useQuery(surveyOptionQueries.types);
export const useSurveyAttachmentCategories = () => useQuery(surveyOptionQueries.categories);
