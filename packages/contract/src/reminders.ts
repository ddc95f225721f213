import { z } from 'zod';
import { id, int, okMessage } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

/** Job reminders (spec 3 §2.13, §3 'Reminder', §5 'Reminder', §7 Reminders). */

export const remindersUser = z.object({ userId: int(), name: z.string() });
export type RemindersUser = z.infer<typeof remindersUser>;

/** Spec 3 §3 "Reminder"; `deletable` tells the panel whether to offer Delete. */
export const jobReminder = z.object({
  jobReminderId: int(),
  /** A calendar date, 'YYYY-MM-DD'. */
  reminderDate: z.string(),
  reminderText: z.string(),
  remindersUser,
  jobId: int(),
  deletable: z.boolean(),
});
export type JobReminder = z.infer<typeof jobReminder>;

export const remindersUsers = endpoint({
  method: 'GET',
  path: '/Reminder/RemindersUsers',
  access: 'jobs.view',
  summary: "The active users a reminder can be for, by name, and allowUserAdd ('jobs.remindOthers').",
  response: z.object({ success: z.literal(true), users: z.array(remindersUser), allowUserAdd: z.boolean() }),
});

export const reminderList = endpoint({
  method: 'GET',
  path: '/Reminder/ReminderList',
  access: 'jobs.view',
  summary: "The job's reminders, soonest first.",
  query: z.object({ JobId: id }),
  response: z.object({ success: z.literal(true), data: z.array(jobReminder) }),
});

/** The longest reminder text. */
export const REMINDER_TEXT_MAX = 1000;

export const reminderBody = z.object({
  jobId: id,
  reminderDate: z.iso.date(messages.reminderDateRequired),
  reminderText: z
    .string({ error: messages.reminderTextRequired })
    .trim()
    .min(1, messages.reminderTextRequired)
    .max(REMINDER_TEXT_MAX, `At most ${REMINDER_TEXT_MAX} characters.`),
  /** Whom the reminder is for; omitted or null: the caller. Only the id is read. */
  remindersUser: z
    .object({ userId: id, name: z.string().optional() })
    .nullish()
    .transform((v) => v ?? null),
});
export type ReminderBody = z.input<typeof reminderBody>;

export const addReminder = endpoint({
  method: 'POST',
  path: '/Reminder/Reminder',
  access: 'jobs.view',
  summary:
    "Adds a reminder on a job for a date from today on (the server's calendar date); for another user only with allowUserAdd.",
  body: reminderBody,
  response: z.object({ success: z.literal(true), message: z.string(), jobReminderId: int() }),
});

export const deleteReminder = endpoint({
  method: 'GET',
  path: '/Reminder/DeleteReminder',
  access: 'jobs.view',
  summary: 'Deletes a reminder: one that is for or by the caller, or any with allowUserAdd.',
  query: z.object({ id }),
  response: okMessage,
});

export const remindersEndpoints = { remindersUsers, reminderList, addReminder, deleteReminder };
