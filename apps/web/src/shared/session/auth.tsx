import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, call, setUnauthorizedHandler } from '../api/api.ts';
import { clearToken, readToken, storeToken } from '../api/token.ts';
import { forgetSession, rememberSession, sessionOnDevice } from '../offline/device-session.ts';
import { setReachabilityProbe } from '../offline/network.ts';

// The descriptors are built with zod at import: loaded on first use, so zod and the contract's texts
// are not part of what the sign-in screen downloads before it appears.
const endpoints = () => import('@fieldbook/contract/authentication');
// The same for the self info and the device copy (idb), needed only once signed in.
const selfQuery = async () => (await import('./session.queries.ts')).selfQuery;
const deviceCache = () => import('../offline/device-cache.ts');

type Status = 'checking' | 'signedOut' | 'signedIn';

interface AuthValue {
  status: Status;
  passwordChange: boolean;
  /** The signed-in user's id once known (null signed out, and during a forced password change). */
  userId: number | null;
  signIn(username: string, password: string, keepLoggedIn: boolean): Promise<void>;
  /** Asks the server again (after a password change). */
  recheck(): Promise<void>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/**
 * The query cache's link to one user's device copy (shared/offline/device-cache.ts): `open` restores
 * that user's copy and keeps it written; `close` stops writing (taking the pending changes first), so
 * the cache can be cleared without touching the copy.
 */
function useDeviceCopy(client: QueryClient) {
  type Link = { userId: number; ready: Promise<unknown>; stop?: () => Promise<void> };
  const link = useRef<Link | null>(null);
  return useMemo(() => {
    const close = () => {
      const current = link.current;
      link.current = null;
      // Synchronously when writing has started, so the pending changes are taken before a clear.
      if (current?.stop) void current.stop();
      else void current?.ready.then(() => current.stop?.());
    };
    const open = (userId: number) => {
      if (link.current?.userId === userId) return link.current.ready;
      close();
      const next: Link = { userId, ready: Promise.resolve() };
      next.ready = deviceCache().then(async ({ restoreDeviceCache, keepOnDevice }) => {
        // A sign-out (or another user) while the copy was being read: it is not put into the cache.
        await restoreDeviceCache(client, userId, () => link.current === next);
        if (link.current === next) next.stop = keepOnDevice(client, userId);
      });
      link.current = next;
      return next.ready;
    };
    return { open, close };
  }, [client]);
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 10_000)));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(readToken() ? 'checking' : 'signedOut');
  const [passwordChange, setPasswordChange] = useState(false);
  const [userId, setUserId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const device = useDeviceCopy(queryClient);

  const signOutLocally = useCallback(() => {
    clearToken();
    forgetSession();
    device.close();
    queryClient.clear();
    setUserId(null);
    setStatus('signedOut');
  }, [queryClient, device]);

  /**
   * Signed in with `token`: a user who must change the password gets that screen; anyone else gets
   * their device copy restored before the first signed-in screen renders, and is remembered for a
   * start without a network. The self info is asked only when the token's user is not known yet.
   */
  const enter = useCallback(
    async (token: string, mustChange: boolean) => {
      let id: number | null = null;
      if (!mustChange) {
        id = sessionOnDevice(token)?.userId ?? (await queryClient.fetchQuery(await selfQuery())).userId;
        await device.open(id);
        rememberSession(token, { userId: id });
      } else forgetSession();
      // The frame and the first screen render as a transition: React yields to the browser every few
      // milliseconds instead of blocking a phone's main thread for the whole first render.
      startTransition(() => {
        setUserId(id);
        setPasswordChange(mustChange);
        setStatus('signedIn');
      });
    },
    [queryClient, device],
  );

  const recheck = useCallback(async () => {
    const token = readToken();
    if (!token) return signOutLocally();
    const known = sessionOnDevice(token);
    // A token this device knows: its user's copy is read while the server is asked, not after (at a
    // well pad the answer never comes, and the screen waits on the copy alone).
    if (known) void device.open(known.userId);
    let fromDevice = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await call((await endpoints()).checkAuth);
        return await enter(token, answer.passwordChange);
      } catch (err) {
        // A check the server refused clears the stored tokens (spec 1 §4). A check that never got an
        // answer (offline, or aborted because the page is reloading) is not a refusal: keep the token
        // and ask again, or a reload at the wrong moment would sign the user out.
        if (err instanceof ApiError) return signOutLocally();
        // Without a network, a token this device knows starts at once from its user's device copy;
        // the check goes on in the background, and a refusal later signs out as above.
        if (known && !fromDevice) {
          fromDevice = true;
          await enter(token, false);
        }
        await pause(attempt);
      }
    }
  }, [signOutLocally, enter, device]);

  useEffect(() => {
    setUnauthorizedHandler(signOutLocally);
    // While the server cannot be reached, the session check is what asks it again now and then.
    setReachabilityProbe(async () => call((await endpoints()).checkAuth));
    void recheck();
    return () => setReachabilityProbe(null);
  }, [recheck, signOutLocally]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      passwordChange,
      userId,
      recheck,
      async signIn(username, password, keepLoggedIn) {
        const answer = await call(
          (await endpoints()).authenticate,
          { body: { username, password, keepLoggedIn } },
          { anonymous: true },
        );
        storeToken(answer.token, keepLoggedIn);
        forgetSession();
        device.close();
        queryClient.clear();
        await enter(answer.token, answer.passwordChange);
      },
      async logout() {
        await call((await endpoints()).logout).catch(() => {});
        signOutLocally();
        await recheck();
      },
    }),
    [status, passwordChange, userId, recheck, signOutLocally, queryClient, device, enter],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
