import { describe, expect, it } from 'vitest';
import { drillingRole, mayEditOpportunities, savedAsDrilling } from './opportunities.policy.ts';

const held = (...p: string[]) => new Set(p);

describe('opportunity policy', () => {
  it('answers the drilling role, the manager winning over the user', () => {
    expect(drillingRole(held())).toBe('');
    expect(drillingRole(held('drilling.user'))).toBe('Drilling User');
    expect(drillingRole(held('drilling.manager'))).toBe('Drilling Manager');
    expect(drillingRole(held('drilling.user', 'drilling.manager'))).toBe('Drilling Manager');
  });

  it('lets editors edit, except restricted Drilling Users', () => {
    expect(mayEditOpportunities(held('opportunities.edit'))).toBe(true);
    expect(mayEditOpportunities(held())).toBe(false);
    expect(mayEditOpportunities(held('opportunities.edit', 'drilling.user'))).toBe(false);
    expect(mayEditOpportunities(held('opportunities.edit', 'drilling.user', 'drilling.manager'))).toBe(true);
  });

  it("forces a Drilling Manager's opportunities to be drilling sites", () => {
    expect(savedAsDrilling(held('drilling.manager'), false)).toBe(true);
    expect(savedAsDrilling(held(), false)).toBe(false);
    expect(savedAsDrilling(held(), true)).toBe(true);
  });
});
