import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LazyArea } from '../../ui/LazyArea.tsx';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { jobPageOfPath } from '../jobs/job-page.queries.ts';

const OpportunityListScreen = lazyScreen(() => import('./OpportunityListScreen.tsx'));
const OpportunityFormScreen = lazyScreen(() => import('./OpportunityFormScreen.tsx'));
const OpportunityLayout = lazyScreen(() => import('./OpportunityLayout.tsx'));
const CallListScreen = lazyScreen(() => import('../calls/CallListScreen.tsx'));
const CallScreen = lazyScreen(() => import('../calls/CallScreen.tsx'));
const OpportunityJobsScreen = lazyScreen(() => import('../jobs/OpportunityJobsScreen.tsx'));
const JobFormScreen = lazyScreen(() => import('../jobs/JobFormScreen.tsx'));
/** The job page's screens by stage (navUrl), so that opening a job page can fetch its code at once. */
const JobProfileLayout = lazyScreen(() => import('../jobs/JobProfileLayout.tsx'));
const ScopeStageScreen = lazyScreen(() => import('../hand-off/scope/ScopeStageScreen.tsx'));
const ApprovalStageScreen = lazyScreen(() => import('../approvals/ApprovalStageScreen.tsx'));
const BudgetScreen = lazyScreen(() => import('../budgets/BudgetScreen.tsx'));
const FieldStageScreen = lazyScreen(() => import('../approvals/stages/FieldStageScreen.tsx'));
const JobCompleteScreen = lazyScreen(() => import('../approvals/stages/JobCompleteScreen.tsx'));
const stageScreens = {
  Scope: ScopeStageScreen,
  Approval: ApprovalStageScreen,
  Budgeting: BudgetScreen,
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
const CloneJobScreen = lazyScreen(() => import('../clone/CloneJobScreen.tsx'));
const ProposalBuilderScreen = lazyScreen(() => import('../proposals/ProposalBuilderScreen.tsx'));

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
            <Route path="Scope/*" element={<ScopeStageScreen />} />
            <Route path="Approval/*" element={<ApprovalStageScreen />} />
            <Route path="Budgeting/Proposal" element={<ProposalBuilderScreen />} />
            <Route path="Budgeting/*" element={<BudgetScreen />} />
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
