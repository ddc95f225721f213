import { type DemoStep, tally } from './step.ts';

/** Demo: opportunity details (locations, contact, office, site). */
export const opportunitiesStep: DemoStep = {
  name: 'opportunities',
  async run() {
    return tally().counts;
  },
};
