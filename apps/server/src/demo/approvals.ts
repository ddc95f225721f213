import { type DemoStep, tally } from './step.ts';

/** Demo: approvals and reviews of jobs past those steps. */
export const approvalsStep: DemoStep = {
  name: 'approvals',
  async run() {
    return tally().counts;
  },
};
