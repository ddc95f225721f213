/** The review form (Add Feedback to an earlier step, or Next Stage) for a job flagged for review. */
export function ReviewPanel(_props: { jobId: number }) {
  return null;
}
