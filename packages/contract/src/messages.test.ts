import { describe, expect, it } from 'vitest';
import { messages, messagesByArea } from './messages.ts';

describe('messages', () => {
  it('defines each key in one area only (a second would silently replace the first)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, texts] of Object.entries(messagesByArea)) {
      for (const key of Object.keys(texts)) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(seen.size);
  });
});
