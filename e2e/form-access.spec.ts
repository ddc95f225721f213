import { expect } from '@playwright/test';
import { demo, demoJob, signedInAs, test } from './support.ts';

// A form opens only for those who may save it: users who may only view land on Home at once,
// instead of filling a whole form to hear 'You do not have permission to do this.'
for (const user of [demo.drillUser, 'demo.accounting']) {
  test(`${user} going to the create forms lands on Home`, async ({ page }) => {
    const job = await demoJob(page.request, 'Hawkins 14-22 Pad – sound wall');
    await signedInAs(page, user);
    for (const url of [
      '/Accounts/New',
      '/Opportunities/NewOpportunity',
      `/Opportunities/${job.opportunityId}/NewJob`,
    ]) {
      await page.goto(url);
      await expect(page, url).toHaveURL(/\/$/);
    }
  });
}
