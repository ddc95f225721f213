import { type DemoStep, tally } from './step.ts';

/** Demo: job reminders. */
export const remindersStep: DemoStep = {
  name: 'reminders',
  async run() {
    return tally().counts;
  },
};
