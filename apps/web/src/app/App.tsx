// Must stay the first import: see the module.
import '../shared/api/zod-config.ts';
import './mantine-global.css';
import './app.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { UpdateNotice } from '../shared/pwa/UpdateNotice.tsx';
import { AuthProvider } from '../shared/session/auth.tsx';
import { StartLoader } from './FrameLoader.tsx';
import { makeRouter } from './router.tsx';

// Shade 8 of blue keeps text and buttons above the 4.5:1 contrast of WCAG AA on white.
// A multi-select's list mounts when it opens, as a select's does: kept mounted (Mantine's default for a
// bare Combobox), every one on a screen rendered all its options and had its position measured before
// the screen first painted.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  components: { Combobox: { defaultProps: { keepMounted: false } } },
});

// Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 meets WCAG AA.
const cssVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});

/**
 * The application once its router is made. The router is made in a task after the first paint (the
 * frame's header, or the loader): made while the entry runs, it held a phone's main thread ~80 ms longer
 * in one piece, long enough to miss a tap.
 */
function Routed() {
  const [router, setRouter] = useState<ReturnType<typeof makeRouter> | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setRouter(makeRouter()));
    return () => clearTimeout(id);
  }, []);
  return router ? <RouterProvider router={router} /> : <StartLoader />;
}

/** Renders the application into `root`: Mantine's theme, the query cache, the session, then the router. */
export function mount(root: HTMLElement | null) {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Routed />
          </AuthProvider>
        </QueryClientProvider>
        <UpdateNotice />
      </MantineProvider>
    </StrictMode>,
  );
}
