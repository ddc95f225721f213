import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LazyArea } from '../../ui/LazyArea.tsx';
import { jobPageOfPath } from '../jobs/job-page.queries.ts';

const OpportunityListScreen = lazy(() => import('./OpportunityListScreen.tsx'));
const OpportunityFormScreen = lazy(() => import('./OpportunityFormScreen.tsx'));
const OpportunityLayout = lazy(() => import('./OpportunityLayout.tsx'));
const CallListScreen = lazy(() => import('../calls/CallListScreen.tsx'));
const CallScreen = lazy(() => import('../calls/CallScreen.tsx'));
const OpportunityJobsScreen = lazy(() => import('../jobs/OpportunityJobsScreen.tsx'));
const JobFormScreen = lazy(() => import('../jobs/JobFormScreen.tsx'));
/** The job page's screens by stage (navUrl), so that opening a job page can fetch its code at once. */
const jobScreens = {
  page: () => import('../jobs/JobProfileLayout.tsx'),
  Scope: () => import('../hand-off/scope/ScopeStageScreen.tsx'),
  Approval: () => import('../approvals/ApprovalStageScreen.tsx'),
  Budgeting: () => import('../budgets/BudgetScreen.tsx'),
  Installation: () => import('../approvals/stages/FieldStageScreen.tsx'),
  OnRent: () => import('../approvals/stages/FieldStageScreen.tsx'),
  TearDown: () => import('../approvals/stages/FieldStageScreen.tsx'),
  closed: () => import('../approvals/stages/JobCompleteScreen.tsx'),
};
const JobProfileLayout = lazy(jobScreens.page);
const ScopeStageScreen = lazy(jobScreens.Scope);
const ApprovalStageScreen = lazy(jobScreens.Approval);
const BudgetScreen = lazy(jobScreens.Budgeting);
const FieldStageScreen = lazy(jobScreens.OnRent);
const JobCompleteScreen = lazy(jobScreens.closed);

/**
 * On a job page, fetches the code of the page and of its stage's screen together, while the
 * opportunity and the job page's data load, instead of one after the other once each renders.
 */
function usePreloadJobScreens() {
  const target = jobPageOfPath(useLocation().pathname);
  const onJob = target !== null;
  const stage = target?.stage;
  useEffect(() => {
    if (!onJob) return;
    void jobScreens.page();
    if (stage) void jobScreens[stage as keyof typeof jobScreens]?.();
  }, [onJob, stage]);
}
const CloneJobScreen = lazy(() => import('../clone/CloneJobScreen.tsx'));
const ProposalBuilderScreen = lazy(() => import('../proposals/ProposalBuilderScreen.tsx'));

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
