import {
  checkJsaEdit,
  getJsa,
  getJsaForm,
  jsaList,
  jsaListEdits,
  jsaListSignatures,
} from '@fieldbook/contract/forms-jsa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

// The JSAs of a job: every key starts with 'jsa' and the job, so a save refreshes the job's lists.

export const jsaListQuery = (jobId: number, stepId: number) =>
  queryOptions({
    queryKey: ['jsa', jobId, 'list', stepId],
    queryFn: () => call(jsaList, { query: { id: jobId, stepId } }),
  });

export const useJsaList = (jobId: number, stepId: number) => useQuery(jsaListQuery(jobId, stepId));

export const jsaFormQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['jsa', jobId, 'form'],
    queryFn: () => call(getJsaForm, { query: { jobId } }).then((r) => r.data),
  });

export const useJsaForm = (jobId: number) => useQuery(jsaFormQuery(jobId));

export const jsaQuery = (jobId: number, id: number | null) =>
  queryOptions({
    queryKey: ['jsa', jobId, 'one', id],
    queryFn: () => call(getJsa, { query: { id: id as number } }).then((r) => r.data),
    // A JSA made on this device (negative id) is read from the cache only.
    enabled: id !== null && id > 0,
  });

export const useJsa = (jobId: number, id: number | null) => useQuery(jsaQuery(jobId, id));

export const jsaEditCheckQuery = (jobId: number, id: number) =>
  queryOptions({
    queryKey: ['jsa', jobId, 'edit', id],
    queryFn: () => call(checkJsaEdit, { query: { id } }).then((r) => r.success),
    enabled: id > 0,
  });

export const useJsaEditCheck = (jobId: number, id: number) => useQuery(jsaEditCheckQuery(jobId, id));

export const jsaSignaturesQuery = (jobId: number, id: number) =>
  queryOptions({
    queryKey: ['jsa', jobId, 'signatures', id],
    queryFn: () => call(jsaListSignatures, { query: { id } }).then((r) => r.signatures),
    enabled: id > 0,
  });

export const useJsaSignatures = (jobId: number, id: number) => useQuery(jsaSignaturesQuery(jobId, id));

export const useJsaEdits = (jobId: number, id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['jsa', jobId, 'edits', id],
    queryFn: () => call(jsaListEdits, { query: { JSAId: id } }).then((r) => r.jsaEditsList),
    enabled: enabled && id > 0,
  });
