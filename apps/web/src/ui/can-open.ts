import { accessAllows, findClientRoute } from '@fieldbook/contract/routes';
import { useMemo } from 'react';
import { useSelf } from '../app/queries.ts';

/**
 * Whether the signed-in user may open a client route: the route table's access against the user's
 * permissions, the rule the server's route check (CheckURLNavAuth) applies. Screens use it to leave
 * out links to pages the user's role cannot open. False while the user is still loading.
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
