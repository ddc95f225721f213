import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export default function JobFormScreen() {
  return <NotAvailableYet title="Job" />;
}
