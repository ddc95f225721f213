import {
  addReminder,
  deleteReminder,
  type ReminderBody,
  reminderList,
  remindersUsers,
} from '@fieldbook/contract/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';

export const remindersKey = (jobId: number) => ['job', jobId, 'reminders'] as const;

export const useReminderList = (jobId: number) =>
  useQuery({
    queryKey: remindersKey(jobId),
    queryFn: () => call(reminderList, { query: { JobId: jobId } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });

/** The users a reminder can be for, and whether the caller may pick another user (allowUserAdd). */
export const useRemindersUsers = () =>
  useQuery({
    queryKey: ['reminders', 'users'],
    queryFn: () => call(remindersUsers),
    staleTime: 5 * 60_000,
  });

export function useAddReminder(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderBody) => call(addReminder, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: remindersKey(jobId) }),
  });
}

export function useDeleteReminder(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteReminder, { query: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: remindersKey(jobId) }),
  });
}
