import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

/** Installation (10), On Rent (11), Tear Down (12): one screen, told which step it shows. */
export default function FieldStageScreen({ stepId }: { stepId: 10 | 11 | 12 }) {
  return <NotAvailableYet title={`Step ${stepId}`} />;
}
