import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LazyArea } from '../../ui/LazyArea.tsx';

const OpportunityListScreen = lazy(() => import('./OpportunityListScreen.tsx'));
const OpportunityFormScreen = lazy(() => import('./OpportunityFormScreen.tsx'));
const OpportunityLayout = lazy(() => import('./OpportunityLayout.tsx'));
const CallListScreen = lazy(() => import('../calls/CallListScreen.tsx'));
const CallScreen = lazy(() => import('../calls/CallScreen.tsx'));
const OpportunityJobsScreen = lazy(() => import('../jobs/OpportunityJobsScreen.tsx'));
const JobFormScreen = lazy(() => import('../jobs/JobFormScreen.tsx'));
const JobProfileLayout = lazy(() => import('../jobs/JobProfileLayout.tsx'));
const ScopeStageScreen = lazy(() => import('../hand-off/scope/ScopeStageScreen.tsx'));
const ApprovalStageScreen = lazy(() => import('../approvals/ApprovalStageScreen.tsx'));
const BudgetScreen = lazy(() => import('../budgets/BudgetScreen.tsx'));
const FieldStageScreen = lazy(() => import('../approvals/stages/FieldStageScreen.tsx'));
const JobCompleteScreen = lazy(() => import('../approvals/stages/JobCompleteScreen.tsx'));
const CloneJobScreen = lazy(() => import('../clone/CloneJobScreen.tsx'));
const ProposalBuilderScreen = lazy(() => import('../proposals/ProposalBuilderScreen.tsx'));

/**
 * /Opportunities/*: the opportunity list and form, calls, and under /{oppId} the opportunity header
 * with the job routes (spec 2 §2). Each stage route ends in '/*' because the job profile layout reads
 * the note routes ({stage url}/NewNote, {stage url}/EditNote/{noteId}) from the rest of the path.
 */
export default function OpportunitiesArea() {
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
