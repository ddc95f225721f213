import { equipmentFormList } from '@fieldbook/contract/forms-equipment';
import { jsaList } from '@fieldbook/contract/forms-jsa';
import type { APIRequestContext } from '@playwright/test';
import { api, jobs } from './support.ts';

/** The supervisor's installation job holding the demo's equipment forms (one submitted, one not) and a JSA. */
export async function installationJob(request: APIRequestContext, token: string) {
  for (const job of (await jobs(request, token)).filter((j) => j.jobStepId === 10)) {
    const forms = (await api(request, token, equipmentFormList, { query: { jobId: job.jobId, stepId: 10 } })).data;
    const open = forms.find((f) => !f.completed);
    const done = forms.find((f) => f.completed);
    const jsa = (await api(request, token, jsaList, { query: { id: job.jobId, stepId: 10 } })).data[0];
    if (open && done && jsa) return { job, open, done, jsa };
  }
  throw new Error('no installation job with the demo equipment forms and a JSA');
}
