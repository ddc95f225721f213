import { type DemoStep, tally } from './step.ts';

/** Demo: job notes and job shipping locations. */
export const jobNotesStep: DemoStep = {
  name: 'job-notes',
  async run() {
    return tally().counts;
  },
};
