import { checkUrlNavAuth } from '@fieldbook/contract/navigation';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, call } from '../../shared/api/api.ts';
import { useSelf } from '../../shared/session/session.queries.ts';
import { useCanOpen } from '../../shared/ui/can-open.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * The screen only for a route its user may open; any other goes home (spec 1 §2). The route table and
 * the user's permissions decide first, before the screen renders, so a refused screen never asks for
 * its data (no 403 answers), and without a request, so an allowed one does not wait. The server's
 * route check still runs on every route change and has the last word.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const self = useSelf();
  const canOpen = useCanOpen();
  useServerRouteCheck(pathname);
  if (pathname === '/' || self.isError) return children;
  if (!self.data) return <PageLoader />;
  return canOpen(pathname) ? children : <Navigate to="/" replace />;
}

/**
 * The server decides whether the route is allowed; if not, go home. Without a signal the server cannot
 * be asked: the screen stays, and its data calls are checked when sent.
 */
function useServerRouteCheck(pathname: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/') return;
    let current = true;
    call(checkUrlNavAuth, { body: { route: pathname } })
      .then((r) => {
        if (current && !r.success) navigate('/', { replace: true });
      })
      // Refused goes home; no answer (no signal) leaves the screen to work from the device's copy.
      .catch((err) => {
        if (current && err instanceof ApiError) navigate('/', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [pathname, navigate]);
}
