import { accessAllows, findClientRoute } from '@fieldbook/contract/routes';
import { useMemo } from 'react';
import { queryClient } from '../api/query-client.ts';
import { selfQuery, useSelf } from '../session/session.queries.ts';

/** Whether a user holding `permissions` may open `path`: the rule of the server's route check. */
const mayOpen = (permissions: readonly string[], path: string) => {
  const route = findClientRoute(path);
  return route !== undefined && accessAllows(route.access, new Set(permissions));
};

/**
 * Answers "may this user open that page?": the route table's access against the signed-in user's
 * permissions, the rule the server's route check (CheckURLNavAuth) applies, worked out here without
 * a request. Screens use it to leave out links and buttons to pages the user's role cannot open.
 * False while the user is still loading. (use-allowed.ts answers a different question: what a
 * server check endpoint says, for rules that only the server knows.)
 */
export function useCanOpen(): (path: string) => boolean {
  const permissions = useSelf().data?.permissions;
  return useMemo(() => (path: string) => permissions !== undefined && mayOpen(permissions, path), [permissions]);
}

/**
 * `useCanOpen` as a promise, for what runs before a screen renders (the router's prefetch): waits for
 * the signed-in user (the frame asks for it anyway); false when the user cannot be had.
 */
export const routeAllowed = (path: string) =>
  queryClient.fetchQuery(selfQuery).then(
    (self) => mayOpen(self.permissions, path),
    () => false,
  );

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
