import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export default function OpportunityJobsScreen() {
  return <NotAvailableYet title="Jobs" />;
}
