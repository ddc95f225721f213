import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

export default function ApprovalStageScreen() {
  return <NotAvailableYet title="Approval" />;
}
