import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export default function OpportunityFormScreen() {
  return <NotAvailableYet title="Opportunity" />;
}
