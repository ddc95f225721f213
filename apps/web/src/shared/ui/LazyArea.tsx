import { type ReactNode, Suspense } from 'react';
import { PageLoader } from './PageLoader.tsx';

/**
 * The frame of an area's own routes (its `<Routes>` below /{Area}/*): the screens are lazy
 * components, and the page loader shows while a screen's code arrives.
 */
export function LazyArea({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}
