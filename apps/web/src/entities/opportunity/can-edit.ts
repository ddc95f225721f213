import { useCanChange } from '../../shared/ui/can-open.ts';

/**
 * True when the user may create and edit opportunities: may open the opportunity form (the server's
 * CheckEditOpportunity gives the same answer: 'opportunities.edit', and not a Drilling User).
 */
export const useCanEditOpportunities = () => useCanChange()('/Opportunities/NewOpportunity');
