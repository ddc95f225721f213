import { ApprovalStageScreen } from '../../../features/approvals/index.ts';
import { JobAttachmentsPanel } from '../../../features/hand-off/index.ts';

/** /Opportunities/{oppId}/{jobId}/Approval: the approvals, the client approval's with its attachments. */
export default function ApprovalStage() {
  return <ApprovalStageScreen Attachments={JobAttachmentsPanel} />;
}
