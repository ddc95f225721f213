import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function BudgetingStageScreen() {
  return <NotAvailableYet title="Budgeting" />;
}
