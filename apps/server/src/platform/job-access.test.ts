import { messages, type Permission } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { assertJobPermission, hasJobPermission } from './job-access.ts';

const SOUND_WALL = 1;
const DRILLING = 5;

/** A user whose role holds `held`, with `limits` on some of them (as resolveSession builds it). */
const userWith = (held: Permission[], limits: Record<string, number[]> = {}) => ({
  permissions: new Set<string>(held),
  jobClassLimits: new Map(Object.entries(limits)),
});

describe('hasJobPermission', () => {
  it('refuses a permission the role does not hold, whatever the class', () => {
    const u = userWith(['stage.review']);
    expect(hasJobPermission(u, 'stage.handOff', SOUND_WALL)).toBe(false);
    expect(hasJobPermission(u, 'stage.handOff', null)).toBe(false);
  });

  it('lets an unlimited permission act on every class and on a job without a class', () => {
    const u = userWith(['stage.handOff']);
    expect(hasJobPermission(u, 'stage.handOff', SOUND_WALL)).toBe(true);
    expect(hasJobPermission(u, 'stage.handOff', DRILLING)).toBe(true);
    expect(hasJobPermission(u, 'stage.handOff', null)).toBe(true);
  });

  it('lets a limited permission act only on its classes, never on a job without a class', () => {
    const u = userWith(['stage.installation'], { 'stage.installation': [DRILLING] });
    expect(hasJobPermission(u, 'stage.installation', DRILLING)).toBe(true);
    expect(hasJobPermission(u, 'stage.installation', SOUND_WALL)).toBe(false);
    expect(hasJobPermission(u, 'stage.installation', null)).toBe(false);
  });

  it('keeps the limits of one permission to that permission', () => {
    const u = userWith(['stage.installation', 'stage.onRent'], { 'stage.installation': [DRILLING] });
    expect(hasJobPermission(u, 'stage.onRent', SOUND_WALL)).toBe(true);
  });

  it('lets an empty limit pass nothing', () => {
    const u = userWith(['stage.tearDown'], { 'stage.tearDown': [] });
    expect(hasJobPermission(u, 'stage.tearDown', SOUND_WALL)).toBe(false);
  });

  it('treats a permission that is not job-specific as held or not', () => {
    expect(hasJobPermission(userWith(['jobs.edit']), 'jobs.edit', SOUND_WALL)).toBe(true);
    expect(hasJobPermission(userWith(['jobs.edit']), 'jobs.edit', null)).toBe(true);
    expect(hasJobPermission(userWith([]), 'jobs.edit', null)).toBe(false);
  });
});

describe('assertJobPermission', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    throw new Error('expected a refusal');
  };

  it('passes silently when allowed', () => {
    const u = userWith(['stage.review'], { 'stage.review': [SOUND_WALL] });
    expect(() => assertJobPermission(u, 'stage.review', SOUND_WALL)).not.toThrow();
  });

  it('answers 403 with the general refusal when the role lacks the permission', () => {
    const err = refusal(() => assertJobPermission(userWith([]), 'stage.review', SOUND_WALL));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 403, message: messages.forbidden });
  });

  it('answers 403 naming the job class when the permission is limited to other classes', () => {
    const u = userWith(['stage.review'], { 'stage.review': [SOUND_WALL] });
    for (const jobClass of [DRILLING, null]) {
      const err = refusal(() => assertJobPermission(u, 'stage.review', jobClass));
      expect(err).toMatchObject({ statusCode: 403, message: messages.jobClassForbidden });
    }
  });
});
