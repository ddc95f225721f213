import { listedEquipmentForms, orphanedForms } from '@fieldbook/contract/forms-equipment';
import {
  checkEditFieldTicket,
  fieldTicketCommentTypes,
  fieldTicketList,
  fieldTicketListAllByJobId,
  getFieldTicket,
} from '@fieldbook/contract/forms-field-tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

// The field tickets of a job: every key starts with 'fieldTicket' and the job, so a save refreshes them.

export const fieldTicketListQuery = (jobId: number, stepId: number) =>
  queryOptions({
    queryKey: ['fieldTicket', jobId, 'list', stepId],
    queryFn: () => call(fieldTicketList, { query: { jobId, stepId } }),
  });

export const useFieldTicketList = (jobId: number, stepId: number) => useQuery(fieldTicketListQuery(jobId, stepId));

export const useFieldTicketListAll = (jobId: number | null) =>
  useQuery({
    queryKey: ['fieldTicket', jobId, 'all'],
    queryFn: () => call(fieldTicketListAllByJobId, { query: { jobId: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null && jobId > 0,
  });

export const fieldTicketQuery = (jobId: number, id: number | null) =>
  queryOptions({
    queryKey: ['fieldTicket', jobId, 'one', id],
    queryFn: () => call(getFieldTicket, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });

export const useFieldTicket = (jobId: number, id: number | null) => useQuery(fieldTicketQuery(jobId, id));

export const fieldTicketEditCheckQuery = (jobId: number, id: number | null) =>
  queryOptions({
    queryKey: ['fieldTicket', jobId, 'edit', id],
    queryFn: () => call(checkEditFieldTicket, { query: { id: id as number } }).then((r) => r.success),
    enabled: id !== null && id > 0,
  });

export const useFieldTicketEditCheck = (jobId: number, id: number | null) =>
  useQuery(fieldTicketEditCheckQuery(jobId, id));

export const commentTypesQuery = () =>
  queryOptions({
    queryKey: ['fieldTicketCommentTypes'],
    queryFn: () => call(fieldTicketCommentTypes).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCommentTypes = () => useQuery(commentTypesQuery());

/** A day as the forms write it, YYYY-MM-DD. */
export const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** The equipment forms a ticket lists (none asked for when it lists none). */
export const listedEquipmentFormsQuery = (jobId: number, selected: readonly number[]) =>
  queryOptions({
    queryKey: ['equipmentForms', jobId, 'listed', [...selected].sort()],
    queryFn: () => call(listedEquipmentForms, { query: { EquipmentFormId: [...selected] } }).then((r) => r.data),
    enabled: selected.length > 0,
  });

/** The job's equipment forms of a day that no ticket lists yet: what a ticket being edited may add. */
export const formsOfTheDayQuery = (jobId: number, date: string) =>
  queryOptions({
    queryKey: ['equipmentForms', jobId, 'orphaned', date],
    queryFn: () => call(orphanedForms, { query: { jobId, date } }).then((r) => r.data),
  });
