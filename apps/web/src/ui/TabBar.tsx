import type { NavigationItem } from '@fieldbook/contract/routes';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/**
 * A tab bar whose tabs come from the server (admin, inventory, job forms, opportunity lists). The
 * active tab is the one whose section holds the current path, unless the caller names it.
 */
export function TabBar({ items, label, activeUrl }: { items: NavigationItem[]; label: string; activeUrl?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lower = pathname.toLowerCase();
  // A tab may link to a sub-page ('/Admin/RoleList/new'); it stays active across its section.
  const base = (url: string) => url.toLowerCase().replace(/\/new$/, '');
  const active = activeUrl ?? items.find((i) => lower === base(i.url) || lower.startsWith(`${base(i.url)}/`))?.url;
  return (
    <Tabs value={active ?? null} onChange={(url) => url && navigate(url)} aria-label={label}>
      <Tabs.List className="fb-tab-list">
        {items.map((i) => (
          <Tabs.Tab key={i.url} value={i.url}>
            {i.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
