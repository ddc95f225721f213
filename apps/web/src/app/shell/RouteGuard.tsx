import { checkUrlNavAuth } from '@fieldbook/contract/navigation';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../shared/api/api.ts';

/** On every route change the server decides whether the route is allowed; if not, go home (spec 1 §2). */
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
      .catch(() => {
        if (current) navigate('/', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [pathname, navigate]);
  return null;
}
