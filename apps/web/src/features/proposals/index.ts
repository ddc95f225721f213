import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const ProposalBuilderScreen = /* @__PURE__ */ lazyScreen(() => import('./ProposalBuilderScreen.tsx'));
