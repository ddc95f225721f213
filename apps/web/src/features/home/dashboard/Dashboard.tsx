import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export function Dashboard() {
  return <NotAvailableYet title="Dashboard" />;
}
