import { type DemoStep, tally } from './step.ts';

/** Demo: hand-offs with scope items and mobilization. */
export const handOffsStep: DemoStep = {
  name: 'hand-offs',
  async run() {
    return tally().counts;
  },
};
