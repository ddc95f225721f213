import { describe, expect, it } from 'vitest';
import { fitted, PHOTO_LONG_SIDE } from './resize.ts';

describe('the size a photo is kept at', () => {
  it('brings the long side down to 2,048 px, keeping the shape', () => {
    expect(fitted(4032, 3024)).toEqual({ width: PHOTO_LONG_SIDE, height: 1536 });
    expect(fitted(3024, 4032)).toEqual({ width: 1536, height: PHOTO_LONG_SIDE });
  });

  it('never enlarges a smaller photo', () => {
    expect(fitted(1280, 720)).toEqual({ width: 1280, height: 720 });
  });
});
