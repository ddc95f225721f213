import type { NavigationItem } from '@fieldbook/contract/routes';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** A tab bar whose tabs come from the server (admin, inventory, job forms). */
export function TabBar({ items, label }: { items: NavigationItem[]; label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lower = pathname.toLowerCase();
  // A tab may link to a sub-page ('/Admin/RoleList/new'); it stays active across its section.
  const base = (url: string) => url.toLowerCase().replace(/\/new$/, '');
  const active = items.find((i) => lower === base(i.url) || lower.startsWith(`${base(i.url)}/`));
  return (
    <Tabs value={active?.url ?? null} onChange={(url) => url && navigate(url)} aria-label={label}>
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
