import { accessAllows, findClientRoute } from '@fieldbook/contract/routes';
import { useMemo } from 'react';
import { useSelf } from '../session/session.queries.ts';

/**
 * Answers "may this user open that page?": the route table's access against the signed-in user's
 * permissions, the rule the server's route check (CheckURLNavAuth) applies, worked out here without
 * a request. Screens use it to leave out links and buttons to pages the user's role cannot open.
 * False while the user is still loading. (use-allowed.ts answers a different question: what a
 * server check endpoint says, for rules that only the server knows.)
 */
export function useCanOpen(): (path: string) => boolean {
  const permissions = useSelf().data?.permissions;
  return useMemo(() => {
    const held = new Set(permissions ?? []);
    return (path: string) => {
      const route = findClientRoute(path);
      return permissions !== undefined && route !== undefined && accessAllows(route.access, held);
    };
  }, [permissions]);
}

/**
 * Answers "may this user open that page and change jobs or opportunities there?": `useCanOpen`, and
 * not a Drilling User ('drilling.user' without 'drilling.manager'), who views drilling work but never
 * changes it whatever else the role holds (the server's `mayChangeJobs`). The edit buttons and the
 * New Opportunity / New Job buttons ask it with the path of the form they open; the server refuses
 * the writes either way.
 */
export function useCanChange(): (path: string) => boolean {
  const canOpen = useCanOpen();
  const permissions = useSelf().data?.permissions;
  const drillingOnly = !!permissions?.includes('drilling.user') && !permissions.includes('drilling.manager');
  return (path: string) => canOpen(path) && !drillingOnly;
}
