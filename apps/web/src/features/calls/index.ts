import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const CallListScreen = /* @__PURE__ */ lazyScreen(() => import('./CallListScreen.tsx'));
export const CallScreen = /* @__PURE__ */ lazyScreen(() => import('./CallScreen.tsx'));
