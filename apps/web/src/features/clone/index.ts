import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

export { CloneButton } from './CloneButton.tsx';
export { clonePermissionKey } from './clone.queries.ts';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const CloneJobScreen = /* @__PURE__ */ lazyScreen(() => import('./CloneJobScreen.tsx'));
