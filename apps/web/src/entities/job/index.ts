export { type JobColumn, JobTable } from './JobTable.tsx';
export { jobProfileKey, useJobIds, useJobProfile, useReloadJob } from './job-profile.queries.ts';
