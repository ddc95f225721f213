import { getAdminNavigation, getInventoryNavigation } from '@fieldbook/contract/navigation';
import { Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useNavigation } from '../../shared/session/session.queries.ts';
import { TabBar } from '../../shared/ui/TabBar.tsx';

const tabsOf = { admin: getAdminNavigation, inventory: getInventoryNavigation };
export type TabbedArea = keyof typeof tabsOf;

/**
 * Screens with addresses of their own that belong under a tab (spec 4 §2): the check-in, transfer and
 * pick ticket wizard screens under Pick Tickets, the shop ticket wizard under Shop Tickets, the bulk
 * item and category catalogues under Inventory Items.
 */
const underTab: [prefix: string, tab: string][] = [
  ['/inventory/checkinticket', '/Inventory/PickTicket'],
  ['/inventory/edittransfer', '/Inventory/PickTicket'],
  ['/inventory/createpickticket', '/Inventory/PickTicket'],
  ['/inventory/createshopticket', '/Inventory/ShopTicket'],
  ['/inventory/bulkitems', '/Inventory/JobReadyInventoryItems'],
  ['/inventory/inventorycategory', '/Inventory/JobReadyInventoryItems'],
];
const tabUnder = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return underTab.find(([prefix]) => lower === prefix || lower.startsWith(`${prefix}/`))?.[1];
};

/** An area whose tab bar comes from the server: /Admin, /Inventory. */
export function AreaWithTabs({ area, label }: { area: TabbedArea; label: string }) {
  const nav = useNavigation(tabsOf[area]);
  const { pathname } = useLocation();
  const first = nav.data?.[0]?.url;
  // The area's own address (/Admin) opens its first tab.
  if (first && pathname.split('/').filter(Boolean).length === 1) return <Navigate to={first} replace />;
  return (
    <Stack>
      <nav aria-label={label} style={{ minWidth: 0 }}>
        <TabBar items={nav.data ?? []} label={label} activeUrl={tabUnder(pathname)} />
      </nav>
      <Outlet />
    </Stack>
  );
}
