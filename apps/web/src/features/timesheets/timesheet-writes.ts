import type { BodyOf } from '@fieldbook/contract/endpoint';
import { messages } from '@fieldbook/contract/messages';
import {
  activityById,
  createTimesheetEntries,
  deleteTimesheetEntry,
  entryHours,
  saveTimesheetEntry,
  type TimesheetEntry,
} from '@fieldbook/contract/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newDeviceId, outboxMutation, queueWrite, recordOf } from '../../shared/offline/outbox/index.ts';
import { formatLongDate } from '../../shared/ui/format.ts';

// Timesheet entries go through the device's outbox: sent at once when online, kept and shown as
// waiting on the timesheet day when not. A waiting new entry is not edited on the device (one create
// makes an entry per employee); it can be discarded from the waiting list and entered again.

export const entryRecord = (id: number) => recordOf('timesheetEntry', id);
const entryKey = (id: number) => ['timesheets', 'entry', id];
const entriesKey = (timesheetId: number) => ['timesheets', 'entries', timesheetId];

/** What a waiting item names besides the body: who, and the job as the form shows it. */
export interface EntryNames {
  who: string;
  job: { id: number; name: string };
}

/** Add Entries: one write for every employee chosen. */
export function useCreateEntries() {
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ body, names }: { body: BodyOf<typeof createTimesheetEntries>; names: EntryNames }) =>
      queueWrite({
        endpoint: createTimesheetEntries,
        body,
        // Its own record: nothing else waits on it.
        record: entryRecord(await newDeviceId()),
        label: messages.itemTimesheetEntries(names.who, formatLongDate(body.date)),
        job: names.job,
        openAt: `/Timesheets?date=${body.date}`,
        refresh: [['timesheets']],
      }),
  });
}

/** Save of an entry, based on the version the form was opened with; while it waits, the entry shows the change. */
export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({
      saved,
      body,
      names,
    }: {
      saved: TimesheetEntry;
      body: BodyOf<typeof saveTimesheetEntry>;
      names: EntryNames;
    }) => {
      const outcome = await queueWrite({
        endpoint: saveTimesheetEntry,
        body: { ...body, baseVersion: saved.version },
        record: entryRecord(saved.timesheetEntryId),
        label: messages.itemTimesheetEntry(saved.employeeName, formatLongDate(saved.date)),
        job: names.job,
        openAt: `/Timesheets/EditTimesheetEntry/${saved.timesheetEntryId}`,
        refresh: [['timesheets']],
        readKey: entryKey(saved.timesheetEntryId),
      });
      if (outcome.status === 'waiting') {
        const entry: TimesheetEntry = {
          ...saved,
          accountId: body.accountId,
          accountLocationId: body.accountLocationId,
          jobId: body.jobId,
          activityId: body.activityId,
          startTime: body.startTime,
          endTime: body.endTime,
          description: body.description ?? '',
          jobName: names.job.name,
          hours: entryHours(body.startTime, body.endTime),
          activityName: activityById(body.activityId)?.activityName ?? saved.activityName,
        };
        client.setQueryData(entryKey(saved.timesheetEntryId), entry);
        client.setQueryData<TimesheetEntry[]>(entriesKey(saved.timesheetId), (list) =>
          list?.map((e) => (e.timesheetEntryId === entry.timesheetEntryId ? { ...e, ...entry } : e)),
        );
      }
      return outcome;
    },
  });
}

/** Delete of an entry: while it waits, its timesheet no longer lists it. */
export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ saved, job }: { saved: TimesheetEntry; job: EntryNames['job'] }) => {
      const outcome = await queueWrite({
        endpoint: deleteTimesheetEntry,
        body: { id: saved.timesheetEntryId },
        record: entryRecord(saved.timesheetEntryId),
        label: messages.itemTimesheetEntryDelete(saved.employeeName, formatLongDate(saved.date)),
        job,
        openAt: `/Timesheets?date=${saved.date}`,
        refresh: [['timesheets']],
      });
      if (outcome.status !== 'sent')
        client.setQueryData<TimesheetEntry[]>(entriesKey(saved.timesheetId), (list) =>
          list?.filter((e) => e.timesheetEntryId !== saved.timesheetEntryId),
        );
      return outcome;
    },
  });
}
