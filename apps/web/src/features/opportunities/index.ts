import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

export { formatAddress } from './address.ts';
export { CloseOpenButton } from './CloseOpenButton.tsx';
export { type OpportunityProfile, opportunityProfileQuery, useOpportunityProfile } from './opportunities.queries.ts';

// Screens the pages route to, each loaded on first use as a chunk of its own. Marked pure, so a chunk that
// imports something else from here leaves them out.
export const OpportunityListScreen = /* @__PURE__ */ lazyScreen(() => import('./OpportunityListScreen.tsx'));
export const OpportunityFormScreen = /* @__PURE__ */ lazyScreen(() => import('./OpportunityFormScreen.tsx'));
