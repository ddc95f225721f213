/** Announcements (server and screen texts). */
export const announcementsMessages = {
  dateInvalid: (field: string) => `Please enter the ${field} as a date (YYYY-MM-DD).`,
  announcementListOptions: 'Please send either today’s date or the list options upcoming and showDisabled.',
  startDateBeforeToday: 'The start date cannot be before today.',
  endDateBeforeStartDate: 'The end date cannot be before the start date.',
  announcementSaved: 'Announcement saved.',
  announcementDeleted: 'Announcement deleted.',
  announcementNotFound: 'Announcement not found.',
  noAnnouncementsToday: 'There are no announcements today.',
  noAnnouncements: 'There are no announcements to show.',
} as const;
