import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { JobCompleteScreen } from '../../features/approvals/index.ts';
import { CallListScreen, CallScreen } from '../../features/calls/index.ts';
import { CloneJobScreen } from '../../features/clone/index.ts';
import { JobFormScreen, OpportunityJobsScreen } from '../../features/jobs/index.ts';
import { OpportunityFormScreen, OpportunityListScreen } from '../../features/opportunities/index.ts';
import { ProposalBuilderScreen } from '../../features/proposals/index.ts';
import { LazyArea } from '../../shared/ui/LazyArea.tsx';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';
import { jobPageOfPath } from './job/job-page.queries.ts';

// The feature screens come lazily from each feature's public entry; this page's own parts load here.
const OpportunityLayout = lazyScreen(() => import('./OpportunityLayout.tsx'));
/** The job page's screens by stage (navUrl), so that opening a job page can fetch its code at once. */
const JobProfileLayout = lazyScreen(() => import('./job/JobProfileLayout.tsx'));
const ScopeStage = lazyScreen(() => import('./stages/ScopeStage.tsx'));
const ApprovalStage = lazyScreen(() => import('./stages/ApprovalStage.tsx'));
const BudgetStage = lazyScreen(() => import('./stages/BudgetStage.tsx'));
const FieldStageScreen = lazyScreen(() => import('./stages/FieldStageScreen.tsx'));
const stageScreens = {
  Scope: ScopeStage,
  Approval: ApprovalStage,
  Budgeting: BudgetStage,
  Installation: FieldStageScreen,
  OnRent: FieldStageScreen,
  TearDown: FieldStageScreen,
  closed: JobCompleteScreen,
};

/** The code of a job page (the opportunity header, the page, its stage's screen) when `pathname` is one. */
function preloadJobScreens(pathname: string) {
  const target = jobPageOfPath(pathname);
  if (!target) return;
  void OpportunityLayout.preload();
  void JobProfileLayout.preload();
  if (target.stage) void stageScreens[target.stage as keyof typeof stageScreens]?.preload();
}

/**
 * Opened at a job page: its code is asked for with the area's (router.tsx), while the opportunity and
 * the job page's data load, so each level renders at once instead of waiting for the one above it.
 */
export function prefetch() {
  preloadJobScreens(window.location.pathname);
}

/** The same when the user goes to a job page (or another stage) from within the area. */
function usePreloadJobScreens() {
  const { pathname } = useLocation();
  useEffect(() => preloadJobScreens(pathname), [pathname]);
}

/**
 * /Opportunities/*: the opportunity list and form, calls, and under /{oppId} the opportunity header
 * with the job routes (spec 2 §2). Each stage route ends in '/*' because the job profile layout reads
 * the note routes ({stage url}/NewNote, {stage url}/EditNote/{noteId}) from the rest of the path.
 */
export default function OpportunitiesArea() {
  usePreloadJobScreens();
  return (
    <LazyArea>
      <Routes>
        <Route index element={<OpportunityListScreen />} />
        <Route path="NewOpportunity" element={<OpportunityFormScreen />} />
        <Route path="Call" element={<CallListScreen />} />
        <Route path="Call/:callId" element={<CallScreen />} />
        <Route path="ClosedCall/:callId" element={<CallScreen />} />
        <Route path=":oppId/Edit" element={<OpportunityFormScreen />} />
        <Route path=":oppId" element={<OpportunityLayout />}>
          <Route index element={<OpportunityJobsScreen />} />
          <Route path="NewJob" element={<JobFormScreen />} />
          <Route path=":jobId/Edit" element={<JobFormScreen />} />
          <Route path=":jobId" element={<JobProfileLayout />}>
            <Route path="Scope/*" element={<ScopeStage />} />
            <Route path="Approval/*" element={<ApprovalStage />} />
            <Route path="Budgeting/Proposal" element={<ProposalBuilderScreen />} />
            <Route path="Budgeting/*" element={<BudgetStage />} />
            <Route path="Installation/*" element={<FieldStageScreen stepId={10} />} />
            <Route path="OnRent/*" element={<FieldStageScreen stepId={11} />} />
            <Route path="TearDown/*" element={<FieldStageScreen stepId={12} />} />
            <Route path="closed/*" element={<JobCompleteScreen />} />
            <Route path="Clone" element={<CloneJobScreen />} />
            <Route path="*" element={null} />
          </Route>
        </Route>
      </Routes>
    </LazyArea>
  );
}
