import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function JobSearchScreen() {
  return <NotAvailableYet title="Jobs" />;
}
