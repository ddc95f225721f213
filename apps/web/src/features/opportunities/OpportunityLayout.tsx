import { Outlet } from 'react-router';

/** /Opportunities/{oppId}: the opportunity header above the nested job routes. */
export default function OpportunityLayout() {
  return <Outlet />;
}
