import { ReviewPanel } from '../../../features/approvals/index.ts';
import { ScopeStageScreen } from '../../../features/hand-off/index.ts';

/** /Opportunities/{oppId}/{jobId}/Scope: the job hand-off, with the review form for a reviewer beneath it. */
export default function ScopeStage() {
  return <ScopeStageScreen Review={ReviewPanel} />;
}
