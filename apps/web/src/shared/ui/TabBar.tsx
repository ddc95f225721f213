import type { NavigationItem } from '@fieldbook/contract/routes';
import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Scrolls a tab strip sideways to centre its active tab when it is out of sight (a phone shows only the first few). */
function showActiveTab(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab) return;
  const strip = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left >= strip.left && right <= strip.right) return;
  list.scrollLeft += (left + right) / 2 - (strip.left + strip.right) / 2;
}

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
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the strip scrolls when the active tab or the tabs change
  useEffect(() => {
    if (list.current) showActiveTab(list.current);
  }, [active, items]);
  return (
    <Tabs value={active ?? null} onChange={(url) => url && navigate(url)} aria-label={label}>
      <Tabs.List className="fb-tab-list" ref={list}>
        {items.map((i) => (
          <Tabs.Tab key={i.url} value={i.url}>
            {i.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
