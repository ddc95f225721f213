import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiError, call, setUnauthorizedHandler } from '../api/api.ts';
import { clearToken, readToken, storeToken } from '../api/token.ts';

// The descriptors are built with zod at import: loaded on first use, so zod and the contract's texts
// are not part of what the sign-in screen downloads before it appears.
const endpoints = () => import('@fieldbook/contract/authentication');

type Status = 'checking' | 'signedOut' | 'signedIn';

interface AuthValue {
  status: Status;
  passwordChange: boolean;
  signIn(username: string, password: string, keepLoggedIn: boolean): Promise<void>;
  /** Asks the server again (after a password change). */
  recheck(): Promise<void>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(readToken() ? 'checking' : 'signedOut');
  const [passwordChange, setPasswordChange] = useState(false);
  const queryClient = useQueryClient();

  const signOutLocally = useCallback(() => {
    clearToken();
    queryClient.clear();
    setStatus('signedOut');
  }, [queryClient]);

  const recheck = useCallback(async () => {
    if (!readToken()) return signOutLocally();
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await call((await endpoints()).checkAuth);
        // The frame and the first screen render as a transition: React yields to the browser every few
        // milliseconds instead of blocking a phone's main thread for the whole first render.
        startTransition(() => {
          setPasswordChange(answer.passwordChange);
          setStatus('signedIn');
        });
        return;
      } catch (err) {
        // A check the server refused clears the stored tokens (spec 1 §4). A check that never got an
        // answer (offline, or aborted because the page is reloading) is not a refusal: keep the token
        // and ask again, or a reload at the wrong moment would sign the user out.
        if (err instanceof ApiError) return signOutLocally();
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 10_000)));
      }
    }
  }, [signOutLocally]);

  useEffect(() => {
    setUnauthorizedHandler(signOutLocally);
    void recheck();
  }, [recheck, signOutLocally]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      passwordChange,
      recheck,
      async signIn(username, password, keepLoggedIn) {
        const answer = await call(
          (await endpoints()).authenticate,
          { body: { username, password, keepLoggedIn } },
          { anonymous: true },
        );
        storeToken(answer.token, keepLoggedIn);
        queryClient.clear();
        setPasswordChange(answer.passwordChange);
        setStatus('signedIn');
      },
      async logout() {
        await call((await endpoints()).logout).catch(() => {});
        signOutLocally();
        await recheck();
      },
    }),
    [status, passwordChange, recheck, signOutLocally, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
