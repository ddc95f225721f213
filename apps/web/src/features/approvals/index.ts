import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

export { default as ApprovalStageScreen } from './ApprovalStageScreen.tsx';
export { approvalsKey } from './approvals.queries.ts';
export { ReviewPanel } from './review/ReviewPanel.tsx';
export { BillingStatus } from './stages/BillingStatus.tsx';
export {
  billingKey,
  closeStepKey,
  closeStepPermissionQuery,
  useCloseStep,
  useCloseStepPermission,
} from './stages/stages.queries.ts';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const JobCompleteScreen = /* @__PURE__ */ lazyScreen(() => import('./stages/JobCompleteScreen.tsx'));
