import { ReviewPanel } from '../../../features/approvals/index.ts';
import { BudgetScreen } from '../../../features/budgets/index.ts';

/** /Opportunities/{oppId}/{jobId}/Budgeting: the job budget, with the review form for a reviewer beneath it. */
export default function BudgetStage() {
  return <BudgetScreen Review={ReviewPanel} />;
}
