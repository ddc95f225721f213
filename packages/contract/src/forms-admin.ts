import { z } from 'zod';
import { int } from './common.ts';
import { endpoint } from './endpoint.ts';

// Job forms administration (document 3 §2.7): the job picker of /Admin/Forms.

export const adminJob = z.object({
  jobId: int(),
  jobNumber: z.string(),
  jobName: z.string(),
  accountName: z.string(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const adminJobList = endpoint({
  method: 'GET',
  path: '/JobForm/AdminJobList',
  access: 'admin.jobForms',
  summary:
    "The jobs of the forms administration's job picker: every job the caller may see, most recently changed first (a Drilling User's drilling jobs only).",
  response: z.object({ success: z.literal(true), data: z.array(adminJob) }),
});

export const formsAdminEndpoints = { adminJobList };
