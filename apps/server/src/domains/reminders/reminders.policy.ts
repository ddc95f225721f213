/**
 * Who may do what with job reminders (spec 3 §5, §6). allowUserAdd ('jobs.remindOthers') adds
 * reminders for other users and deletes any; everyone else adds and deletes their own (a reminder is
 * one's own when it is for the user or was added by the user).
 */
export const allowUserAdd = (permissions: ReadonlySet<string>) => permissions.has('jobs.remindOthers');

export function mayDeleteReminder(
  user: { id: number; permissions: ReadonlySet<string> },
  reminder: { userId: number; createdBy: number | null },
): boolean {
  return allowUserAdd(user.permissions) || reminder.userId === user.id || reminder.createdBy === user.id;
}
