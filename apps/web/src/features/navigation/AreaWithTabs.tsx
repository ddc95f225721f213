import { getAdminNavigation, getInventoryNavigation } from '@fieldbook/contract/navigation';
import { Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useNavigation } from '../../app/queries.ts';
import { TabBar } from '../../ui/TabBar.tsx';

const tabsOf = { admin: getAdminNavigation, inventory: getInventoryNavigation };
export type TabbedArea = keyof typeof tabsOf;

/** An area whose tab bar comes from the server: /Admin, /Inventory. */
export function AreaWithTabs({ area, label }: { area: TabbedArea; label: string }) {
  const nav = useNavigation(tabsOf[area]);
  const { pathname } = useLocation();
  const first = nav.data?.[0]?.url;
  // The area's own address (/Admin) opens its first tab.
  if (first && pathname.split('/').filter(Boolean).length === 1) return <Navigate to={first} replace />;
  return (
    <Stack>
      <TabBar items={nav.data ?? []} label={label} />
      <Outlet />
    </Stack>
  );
}
