/** The job header's Clone button: shown when viewPermission, clickable only with clickPermission. */
export function CloneButton(_props: { jobId: number }) {
  return null;
}
