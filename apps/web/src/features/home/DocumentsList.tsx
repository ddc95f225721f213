import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export function DocumentsList() {
  return <NotAvailableYet title="Documents and Policies" />;
}
