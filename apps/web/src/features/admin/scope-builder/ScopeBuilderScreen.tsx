import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function ScopeBuilderScreen() {
  return <NotAvailableYet title="Scope Builder" />;
}
