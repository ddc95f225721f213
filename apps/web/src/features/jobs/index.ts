import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

export { JobHistoryPanel } from './history/JobHistoryPanel.tsx';
export { jobNotesKey, useCanEditJobs } from './jobs.queries.ts';
export { JobNoteForm } from './notes/JobNoteForm.tsx';
export { JobNotesList } from './notes/JobNotesList.tsx';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const OpportunityJobsScreen = /* @__PURE__ */ lazyScreen(() => import('./OpportunityJobsScreen.tsx'));
export const JobFormScreen = /* @__PURE__ */ lazyScreen(() => import('./JobFormScreen.tsx'));
export { FIELD_JOBS_AHEAD, fieldJobsAhead } from './search/job-list.ahead.ts';
