import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export default function Screen() {
  return <NotAvailableYet title="Calls" />;
}
