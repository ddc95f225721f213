import { checkUrlNavAuth } from '@fieldbook/contract/navigation';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, call } from '../../shared/api/api.ts';

/**
 * On every route change the server decides whether the route is allowed; if not, go home (spec 1 §2).
 * Without a signal the server cannot be asked: the screen stays, and its data calls are checked when sent.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
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
  return null;
}
