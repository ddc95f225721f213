import { type DemoStep, tally } from './step.ts';

/** Demo: at --scale N, N × 2,000 accounts and N × 10,000 jobs for benchmarks. */
export const bulkStep: DemoStep = {
  name: 'bulk',
  async run() {
    return tally().counts;
  },
};
