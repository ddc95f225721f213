import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function ScopeStageScreen() {
  return <NotAvailableYet title="Scope" />;
}
