/** The job's billing state ('Billing In Progress' / 'Billing Complete') and the Complete Billing button. */
export function BillingStatus(_props: { jobId: number }) {
  return null;
}
