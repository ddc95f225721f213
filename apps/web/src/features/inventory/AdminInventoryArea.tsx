import { Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSelf } from '../../shared/session/session.queries.ts';
import { useCanOpen } from '../../shared/ui/can-open.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { TabBar } from '../../shared/ui/TabBar.tsx';

/** The administrative inventory sections, each shown to those whose role opens it (the route table's rule). */
const sections = [
  { label: 'Yards', url: '/Admin/Inventory/Yard' },
  { label: 'Jobs', url: '/Admin/Inventory/Job' },
  { label: 'Assets', url: '/Admin/Inventory/Asset' },
  { label: 'Failure Log', url: '/Admin/Inventory/FailureLog' },
  { label: 'Inventory Items', url: '/Admin/Inventory/JobReadyInventoryItems' },
  { label: 'Shop Form Config', url: '/Admin/Inventory/ShopFormConfig' },
  { label: 'Audit', url: '/Admin/Inventory/Audit' },
  { label: 'Excel Upload', url: '/Admin/Inventory/Excel' },
];
const catalogue = ['/admin/inventory/bulkitems', '/admin/inventory/inventorycategory'];

/** /Admin/Inventory: the inventory screens where administrators adjust stock and keep the catalogues. */
export default function AdminInventoryArea() {
  const canOpen = useCanOpen();
  const self = useSelf();
  const { pathname } = useLocation();
  const tabs = sections.filter((s) => canOpen(s.url));
  const lower = pathname.toLowerCase().replace(/\/$/, '');
  if (lower === '/admin/inventory') {
    if (!self.data) return <PageLoader />;
    return tabs[0] ? <Navigate to={tabs[0].url} replace /> : null;
  }
  // The catalogue's other tabs stay under 'Inventory Items'.
  const active = catalogue.some((c) => lower.startsWith(c)) ? '/Admin/Inventory/JobReadyInventoryItems' : undefined;
  return (
    <Stack>
      <TabBar items={tabs} label="Inventory administration" activeUrl={active} />
      <Outlet />
    </Stack>
  );
}
