import { accountsStep } from '../src/demo/accounts.ts';
import { jobsStep } from '../src/demo/jobs.ts';
import { loadDemo } from '../src/demo/load.ts';
import { officesStep } from '../src/demo/offices.ts';
import { opportunitiesStep } from '../src/demo/opportunities.ts';
import type { DemoStep } from '../src/demo/step.ts';
import { usersStep } from '../src/demo/users.ts';
import { signInAs } from './api.ts';
import { createTestApp, type TestApp } from './app.ts';

/** The demo steps up to the jobs (their offices, users, accounts and opportunities), which inventory stands on. */
export const jobDemoSteps: DemoStep[] = [officesStep, usersStep, jobsStep, accountsStep, opportunitiesStep];

/** A test app holding the records of these demo steps, and a token of its administrator. */
export async function createDemoApp(steps: DemoStep[]): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp();
  await loadDemo(t.database.db, t.config, { steps });
  return { t, token: await signInAs(t, 'Administrator') };
}
