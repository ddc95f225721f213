import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const schema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      note: z.string().nullable(),
      extra: z.string().optional(),
      kind: z.union([z.literal('yard'), z.literal('job')]),
      counts: z.record(z.string(), z.number()),
    }),
  ),
});

const row = { id: 7, name: 'Denver Yard – east "gate"', note: null, kind: 'yard', counts: { panels: 4 } };

function serializerOf(check: boolean) {
  return responseSerializer(check)({ schema, method: 'GET', url: '/api/Sample', httpStatus: '200' });
}

describe('the compiled response serializer', () => {
  it('writes what zod and JSON.stringify write, without the properties the contract does not name', () => {
    const data = {
      success: true,
      data: [
        { ...row, secret: 'hash' },
        { ...row, id: 8, extra: 'x' },
      ],
    };
    const written = serializerOf(false)(data);
    expect(JSON.parse(written)).toEqual({ success: true, data: [row, { ...row, id: 8, extra: 'x' }] });
    expect(JSON.parse(serializerOf(true)(data))).toEqual(JSON.parse(written));
    expect(written).not.toContain('secret');
  });

  it('refuses, when checking, an answer the contract does not allow', () => {
    const wrong = { success: true, data: [{ ...row, name: 12 }] };
    expect(() => serializerOf(true)(wrong)).toThrow();
  });
});
