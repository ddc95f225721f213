/**
 * The attachments of a job at one step (1 hand-off, 7 client approval, 10–12 field stages): list,
 * upload one file at a time or capture with the webcam, favourite, open, delete.
 */
export function JobAttachmentsPanel(_props: { jobId: number; stepId: number; title: string; editable: boolean }) {
  return null;
}
