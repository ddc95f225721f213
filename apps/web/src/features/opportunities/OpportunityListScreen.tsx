import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export default function OpportunityListScreen() {
  return <NotAvailableYet title="Opportunities" />;
}
