import { messages, type Permission } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import type { JobHead } from '../jobs/job-access.ts';
import { assertMayActAtStep, fieldStagePermission, mayActAtStep, mayEditAttachments } from './approvals.policy.ts';

const SOUND_WALL = 1;
const DRILLING = 5;
const job = (over: Partial<JobHead> = {}): JobHead => ({
  id: 1,
  opportunityId: 1,
  jobName: 'Job',
  jobNumber: 'T-1',
  jobStepId: 7,
  jobClassificationId: SOUND_WALL,
  canceled: false,
  isDrilling: false,
  accountId: 1,
  ...over,
});
const user = (permissions: Permission[], limits: [Permission, number[]][] = []) => ({
  permissions: new Set<string>(permissions),
  jobClassLimits: new Map<string, number[]>(limits),
});

describe('mayActAtStep', () => {
  const client = user(['stage.clientApproval']);
  it('needs the permission, the step and a job that is not canceled', () => {
    expect(mayActAtStep(client, job(), 'stage.clientApproval', 7)).toBe(true);
    expect(mayActAtStep(client, job({ jobStepId: 8 }), 'stage.clientApproval', 7)).toBe(false);
    expect(mayActAtStep(client, job({ canceled: true }), 'stage.clientApproval', 7)).toBe(false);
    expect(mayActAtStep(user([]), job(), 'stage.clientApproval', 7)).toBe(false);
  });
  it('applies class limits and refuses Drilling Users', () => {
    const limited = user(['stage.clientApproval'], [['stage.clientApproval', [DRILLING]]]);
    expect(mayActAtStep(limited, job(), 'stage.clientApproval', 7)).toBe(false);
    expect(mayActAtStep(limited, job({ jobClassificationId: DRILLING }), 'stage.clientApproval', 7)).toBe(true);
    const drillUser = user(['stage.clientApproval', 'drilling.user']);
    expect(mayActAtStep(drillUser, job(), 'stage.clientApproval', 7)).toBe(false);
    const manager = user(['stage.clientApproval', 'drilling.user', 'drilling.manager']);
    expect(mayActAtStep(manager, job(), 'stage.clientApproval', 7)).toBe(true);
  });
});

describe('assertMayActAtStep', () => {
  const status = (f: () => void) => {
    try {
      f();
      return 200;
    } catch (err) {
      return [(err as { statusCode: number }).statusCode, (err as Error).message];
    }
  };
  it('answers 403 for the permission, 409 for the job’s state', () => {
    const u = user(['stage.review']);
    expect(status(() => assertMayActAtStep(u, job({ jobStepId: 3 }), 'stage.review', [2, 3, 4]))).toBe(200);
    expect(status(() => assertMayActAtStep(user([]), job(), 'stage.review', [2]))).toEqual([403, messages.forbidden]);
    const limited = user(['stage.review'], [['stage.review', [DRILLING]]]);
    expect(status(() => assertMayActAtStep(limited, job({ jobStepId: 2 }), 'stage.review', [2]))).toEqual([
      403,
      messages.jobClassForbidden,
    ]);
    expect(status(() => assertMayActAtStep(u, job({ jobStepId: 2, canceled: true }), 'stage.review', [2]))).toEqual([
      409,
      messages.jobIsCanceled,
    ]);
    expect(status(() => assertMayActAtStep(u, job({ jobStepId: 5 }), 'stage.review', [2, 3, 4]))).toEqual([
      409,
      messages.reviewNotOpen,
    ]);
    expect(status(() => assertMayActAtStep(u, job({ jobStepId: 5 }), 'stage.review', [2]))).toEqual([
      409,
      'The job is not at the Review step.',
    ]);
  });
});

describe('field stages and attachments', () => {
  it('uses the stage permission of each field step', () => {
    expect([10, 11, 12].map((s) => fieldStagePermission(s as 10 | 11 | 12))).toEqual([
      'stage.installation',
      'stage.onRent',
      'stage.tearDown',
    ]);
  });
  it('lets the stage permission edit attachments at any step, never a Drilling User', () => {
    expect(mayEditAttachments(user(['stage.onRent']), job({ jobStepId: 3 }), 11)).toBe(true);
    expect(mayEditAttachments(user(['stage.onRent']), job(), 10)).toBe(false);
    expect(mayEditAttachments(user(['stage.onRent', 'drilling.user']), job(), 11)).toBe(false);
    expect(mayEditAttachments(user(['stage.onRent']), job(), 9)).toBe(false);
  });
});
