import { Outlet } from 'react-router';

/** /Opportunities/{oppId}/{jobId}: the job header, the stage tabs, the stage (outlet), notes, reminders, history. */
export default function JobProfileLayout() {
  return <Outlet />;
}
