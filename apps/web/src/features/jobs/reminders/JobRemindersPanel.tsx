/** The collapsible 'Job Reminders' panel of a job: list, add, delete (spec 3 §2.13). */
export function JobRemindersPanel(_props: { jobId: number }) {
  return null;
}
