import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function JobCompleteScreen() {
  return <NotAvailableYet title="Job Complete" />;
}
