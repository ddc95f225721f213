import { opportunityNavigation } from '@fieldbook/contract/navigation';
import { useLocation } from 'react-router';
import { useNavigation } from '../session/session.queries.ts';
import { TabBar } from './TabBar.tsx';

/** The client's own tab: the opportunities created from a call (the list with ?view=call). */
const CALL_OPPORTUNITIES = { label: 'Call Opportunities', url: '/Opportunities?view=call' };

/**
 * The opportunity list's tabs: the server's (OpportunityNavigation, by permission) with
 * 'Call Opportunities' after 'Opportunities'. The most specific tab of the current path is active.
 */
export function OpportunityTabs() {
  const nav = useNavigation(opportunityNavigation);
  const { pathname, search } = useLocation();
  const items = (nav.data ?? []).flatMap((i) => (i.url === '/Opportunities' ? [i, CALL_OPPORTUNITIES] : [i]));
  if (!nav.data?.length) return null;
  const here = `${pathname}${new URLSearchParams(search).get('view') === 'call' ? '?view=call' : ''}`.toLowerCase();
  const active = items
    .filter((i) => here === i.url.toLowerCase() || here.startsWith(`${i.url.toLowerCase()}/`))
    .sort((a, b) => b.url.length - a.url.length)[0];
  return <TabBar items={items} label="Opportunity lists" activeUrl={active?.url} />;
}
