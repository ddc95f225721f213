/** Job reminders (spec 3 §2.13, §5; server and screen texts). */
export const remindersMessages = {
  reminderDateRequired: 'Please select a reminder date.',
  reminderDatePast: 'The reminder date cannot be in the past.',
  reminderTextRequired: 'Please enter the reminder text.',
  reminderOthersForbidden: 'You may add reminders only for yourself.',
  reminderUserInvalid: 'Please select an active user.',
  reminderNotFound: 'Reminder not found.',
  reminderNotOwn: 'You can delete only your own reminders.',
  reminderAdded: 'Reminder added.',
  reminderDeleted: 'Reminder deleted.',
  reminderDeleteConfirm: 'Delete this reminder?',
  noReminders: 'No Reminders to Display',
} as const;
