import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

export function TodayAnnouncements() {
  return <NotAvailableYet title="Announcements" />;
}
