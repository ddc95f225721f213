import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { useNavigation } from '../../app/queries.ts';
import { TabBar } from '../../ui/TabBar.tsx';

/** An area whose tab bar comes from the server: /Admin, /Inventory. */
export function AreaWithTabs({ navPath, label }: { navPath: string; label: string }) {
  const nav = useNavigation(navPath);
  return (
    <Stack>
      <TabBar items={nav.data ?? []} label={label} />
      <Outlet />
    </Stack>
  );
}
