import { describe, expect, it } from 'vitest';
import { historySentence } from './job-history.ts';

describe('historySentence', () => {
  it("tells the job area's own events", () => {
    expect(historySentence('job.create', { jobNumber: 'FB-2001' })).toBe('Created job FB-2001');
    expect(historySentence('job.update', { jobName: ['a', 'b'], shippingLocationId: [1, 2] })).toBe(
      'Edited Job Name, Shipping Location',
    );
    expect(historySentence('job.cancel', null)).toBe('Canceled');
    expect(historySentence('note.create', { title: 'Gate code' })).toBe("Added note 'Gate code'");
  });

  it("tells other areas' step changes with where from and to, and other events by their action", () => {
    expect(historySentence('handOff.complete', { fromStep: 1, toStep: 2 })).toBe(
      'Moved from Hand-Off to Review (hand off complete)',
    );
    expect(historySentence('approval.clientRejection', {})).toBe('Approval client rejection');
  });
});
