import { describe, expect, it } from 'vitest';
import { calculateWall, ceilDiv, isWallLength, trucksFor } from './calculator-formula.ts';
import { calculationInput, calculatorFields } from './calculators.ts';
import { messages } from './messages.ts';

const wall8 = { beamRatio: 1.25, panelsPerSection: 10, truckBeams: 24, truckPanels: 72 };

describe('calculateWall (spec 3 §9)', () => {
  it('works out beams, panels and trucks per 20 ft section', () => {
    // 200 ft = 10 sections: panels 10 × 10 = 100, beams 10 × 1.25 = 12.5 → 13; trucks ⌈13/24⌉ + ⌈100/72⌉ = 1 + 2.
    expect(calculateWall(wall8, 200)).toEqual({ beams: 13, panels: 100, trucks: 3 });
    // One section: beams ⌈1.25⌉ = 2, panels 10, one truck each.
    expect(calculateWall(wall8, 20)).toEqual({ beams: 2, panels: 10, trucks: 2 });
  });

  it('rounds up only what is not whole, exactly (no floating-point near misses)', () => {
    // 10 sections × 0.7 is 7 beams: in floating point it is 7.000000000000001, which would round up to 8.
    expect(calculateWall({ ...wall8, beamRatio: 0.7 }, 200).beams).toBe(7);
    expect(calculateWall({ ...wall8, beamRatio: 0.1 }, 60).beams).toBe(1); // 0.3 → 1
    expect(calculateWall({ ...wall8, beamRatio: 0.0001 }, 20).beams).toBe(1);
    expect(calculateWall({ ...wall8, beamRatio: 2 }, 100).beams).toBe(10);
    // Panels and beams that fill trucks exactly need no extra truck.
    expect(calculateWall({ beamRatio: 2.4, panelsPerSection: 36, truckBeams: 24, truckPanels: 72 }, 200)).toEqual({
      beams: 24,
      panels: 360,
      trucks: 6,
    });
  });

  it('counts no trucks for a load whose capacity is zero', () => {
    expect(calculateWall({ ...wall8, truckBeams: 0 }, 200)).toEqual({ beams: 13, panels: 100, trucks: 2 });
    expect(calculateWall({ ...wall8, truckPanels: 0 }, 200)).toEqual({ beams: 13, panels: 100, trucks: 1 });
    expect(calculateWall({ ...wall8, truckBeams: 0, truckPanels: 0 }, 200).trucks).toBe(0);
    expect(trucksFor(5, 0)).toBe(0);
  });

  it('counts zero beams or panels for a zero ratio', () => {
    expect(calculateWall({ beamRatio: 0, panelsPerSection: 0, truckBeams: 10, truckPanels: 72 }, 400)).toEqual({
      beams: 0,
      panels: 0,
      trucks: 0,
    });
  });

  it('divides rounding up exactly', () => {
    expect(ceilDiv(0, 7)).toBe(0);
    expect(ceilDiv(14, 7)).toBe(2);
    expect(ceilDiv(15, 7)).toBe(3);
    expect(ceilDiv(2 ** 52 + 1, 2 ** 52)).toBe(2);
  });
});

describe('wall length (spec 3 §5)', () => {
  it('takes positive multiples of 20 only', () => {
    expect([20, 40, 1000].every(isWallLength)).toBe(true);
    expect([0, -20, 30, 20.5, 100_020].some(isWallLength)).toBe(false);
  });

  it('answers the specification text otherwise', () => {
    const issue = (length: unknown) => calculationInput.safeParse({ calculator: 1, length }).error?.issues[0]?.message;
    expect(issue(30)).toBe(messages.wallLengthIncrement);
    expect(issue('45')).toBe(messages.wallLengthIncrement);
    expect(issue(0)).toBe(messages.wallLengthIncrement);
    expect(issue('abc')).toBe(messages.wallLengthIncrement);
    expect(issue('')).toBe(messages.wallLengthRequired);
    expect(issue(40)).toBeUndefined();
    expect(calculationInput.parse({ calculator: '3', length: '120' })).toEqual({ calculator: 3, length: 120 });
    expect(calculationInput.safeParse({ calculator: null, length: 20 }).error?.issues[0]?.message).toBe(
      messages.calculatorChoose,
    );
  });
});

describe('calculator fields (spec 3 §3, §5)', () => {
  const valid = {
    calculatorName: '8 ft Wall',
    beamName: 'W8x18',
    beamRatio: '1.25',
    panelsPerSection: 10,
    truckBeams: '24',
    truckPanels: 72,
  };

  it('reads numbers typed as text, integer or decimal', () => {
    expect(calculatorFields.parse(valid)).toEqual({ ...valid, beamRatio: 1.25, truckBeams: 24 });
  });

  it('requires every field', () => {
    const errors = calculatorFields.safeParse({
      calculatorName: ' ',
      beamName: '',
      beamRatio: '',
      panelsPerSection: '',
      truckBeams: '',
      truckPanels: '',
    }).error?.issues;
    expect(Object.fromEntries((errors ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      calculatorName: messages.required('Calculator name'),
      beamName: messages.required('Beam name'),
      beamRatio: messages.required('Beam ratio'),
      panelsPerSection: messages.required('Panels per section'),
      truckBeams: messages.required('Beams per truck'),
      truckPanels: messages.required('Panels per truck'),
    });
  });

  it('takes whole counts and a ratio of at most 4 decimals', () => {
    const issue = (patch: Record<string, unknown>) =>
      calculatorFields.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;
    expect(issue({ panelsPerSection: 2.5 })).toBe(messages.calculatorCountInvalid('Panels per section'));
    expect(issue({ truckPanels: -1 })).toBe(messages.calculatorCountInvalid('Panels per truck'));
    expect(issue({ beamRatio: 1.23456 })).toBe(messages.calculatorRatioInvalid);
    expect(issue({ beamRatio: '1e3' })).toBe(messages.calculatorRatioInvalid);
    expect(issue({ beamRatio: 0.0001, truckBeams: 0 })).toBeUndefined();
  });
});
