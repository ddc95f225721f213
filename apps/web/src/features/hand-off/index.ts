export { attachmentsKey, jobAttachmentsQuery } from './attachments/attachments.queries.ts';
export { JobAttachmentsPanel } from './attachments/JobAttachmentsPanel.tsx';
export { default as ScopeStageScreen } from './scope/ScopeStageScreen.tsx';
