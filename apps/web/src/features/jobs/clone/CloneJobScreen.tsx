import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function CloneJobScreen() {
  return <NotAvailableYet title="Clone Job" />;
}
