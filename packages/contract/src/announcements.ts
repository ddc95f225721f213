import { z } from 'zod';
import { INT_MAX, id, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

/** A calendar date 'YYYY-MM-DD' (no time zone), required with its own message. */
export const calendarDate = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .pipe(z.iso.date({ error: messages.dateInvalid(label.toLowerCase()) }));

export const announcement = z.object({
  announcementId: int(),
  title: z.string(),
  details: z.string(),
  /** 'YYYY-MM-DD'; the announcement shows from this day … */
  startDate: z.string(),
  /** … through this day, both included. */
  endDate: z.string(),
  enabled: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

/**
 * Either `{ today }` (the home page: enabled announcements valid that day, any signed-in user) or
 * `{ upcoming, showDisabled }` (the administration list, 'admin.announcements' only).
 */
export const announcementListBody = z
  .object({
    today: calendarDate('Today').optional(),
    /** true: only those not yet ended; false: all. */
    upcoming: z.boolean().optional(),
    /** true: disabled ones too. */
    showDisabled: z.boolean().optional(),
  })
  .refine((b) => (b.today === undefined) !== (b.upcoming === undefined && b.showDisabled === undefined), {
    message: messages.announcementListOptions,
    path: ['today'],
  });

export const getAnnouncementsList = endpoint({
  method: 'POST',
  path: '/Announcement/GetAnnouncmentsList',
  access: 'signed-in',
  summary:
    'With today: the enabled announcements valid that day (home page). With upcoming and showDisabled: the administration list (needs Manage Announcements).',
  body: announcementListBody,
  response: z.object({ success: z.literal(true), data: z.array(announcement) }),
});

export const getAnnouncement = endpoint({
  method: 'POST',
  path: '/Announcement/GetAnnouncement',
  access: 'admin.announcements',
  summary: 'One announcement, for the edit form.',
  body: z.object({ announcementId: id }),
  response: z.object({ success: z.literal(true), data: announcement }),
});

const announcementShape = z.object({
  title: requiredText(messages.required('Title'), 200),
  details: requiredText(messages.required('Details'), 5000),
  startDate: calendarDate('Start date'),
  endDate: calendarDate('End date'),
  enabled: z.boolean().default(true),
});
const endNotBeforeStart = (a: { startDate: string; endDate: string }) => a.endDate >= a.startDate;
const endNotBeforeStartIssue = { message: messages.endDateBeforeStartDate, path: ['endDate'] };

/** The edit form's values: the client validates with the same schema the server does. */
export const announcementFields = announcementShape.refine(endNotBeforeStart, endNotBeforeStartIssue);

export const saveAnnouncementBody = announcementShape
  .extend({
    /** 0 creates a new announcement. */
    announcementId: z
      .number({ error: 'announcementId must be a whole number (0 creates).' })
      .int()
      .min(0)
      .max(INT_MAX, 'announcementId must be a whole number (0 creates).'),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);

export const saveAnnouncement = endpoint({
  method: 'POST',
  path: '/Announcement/SaveAnnouncement',
  access: 'admin.announcements',
  summary:
    'Creates (announcementId 0) or updates an announcement. The start date cannot be before today when new or changed; the end date cannot be before the start date.',
  body: saveAnnouncementBody,
  response: z.object({ success: z.literal(true), message: z.string(), announcementId: int() }),
});

export const deleteAnnouncement = endpoint({
  method: 'POST',
  path: '/Announcement/DeleteAnnouncement',
  access: 'admin.announcements',
  summary: 'Deletes an announcement (the body is the announcement; only announcementId is read).',
  body: z.object({ announcementId: id }),
  response: okMessage,
});

export const announcementEndpoints = { getAnnouncementsList, getAnnouncement, saveAnnouncement, deleteAnnouncement };
