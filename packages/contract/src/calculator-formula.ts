/**
 * The wall calculator's arithmetic (spec 3 §9), shared by the screen and the server so both give the
 * same beams, panels and trucks. Integer arithmetic only: the beam ratio (at most 4 decimals) is
 * scaled to a whole number, so 10 sections × 0.7 is exactly 7 beams, never 7.000000000000001 → 8.
 */

/** A wall is priced in sections of 20 ft; lengths are whole multiples of it. */
export const SECTION_FEET = 20;
/** Panels one truck carries unless the calculator says otherwise (spec 3 §9). */
export const DEFAULT_TRUCK_PANELS = 72;
/** Decimals a beam ratio may carry, and the scale that makes it whole. */
export const BEAM_RATIO_DECIMALS = 4;
export const BEAM_RATIO_SCALE = 10 ** BEAM_RATIO_DECIMALS;
/** The longest wall one calculation takes, in feet (about 19 miles). */
export const WALL_LENGTH_MAX = 100_000;
/** The largest count a calculator field takes (panels per section, truck capacities). */
export const CALCULATOR_COUNT_MAX = 100_000;
/** The largest beam ratio. */
export const BEAM_RATIO_MAX = 1000;

export interface WallCalculatorSpec {
  /** Beams per 20 ft section, at most 4 decimals. */
  beamRatio: number;
  /** Panels per 20 ft section. */
  panelsPerSection: number;
  /** Beams one truck carries; 0: beams need no trucks. */
  truckBeams: number;
  /** Panels one truck carries; 0: panels need no trucks. */
  truckPanels: number;
}

export interface WallCalculation {
  beams: number;
  panels: number;
  trucks: number;
}

/** ⌈a / b⌉ of whole numbers a ≥ 0, b > 0, exactly (no rounding of a quotient near a whole number). */
export function ceilDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  while (q * b < a) q++;
  while (q > 0 && (q - 1) * b >= a) q--;
  return q;
}

/** Trucks for an amount at a capacity: zero when the capacity is zero (spec 3 §9). */
export const trucksFor = (amount: number, capacity: number) => (capacity > 0 ? ceilDiv(amount, capacity) : 0);

/** The beam ratio as a whole number of ten-thousandths (1.25 → 12500). */
export const beamRatioUnits = (beamRatio: number) => Math.round(beamRatio * BEAM_RATIO_SCALE);

/** Whether a number has at most 4 decimals (the beam ratio's precision). */
export const hasRatioPrecision = (v: number) =>
  Number.isFinite(v) && Math.abs(v * BEAM_RATIO_SCALE - Math.round(v * BEAM_RATIO_SCALE)) < 1e-6;

/** A wall length the calculator takes: a whole positive multiple of 20 ft, at most WALL_LENGTH_MAX. */
export const isWallLength = (length: number) =>
  Number.isInteger(length) && length > 0 && length <= WALL_LENGTH_MAX && length % SECTION_FEET === 0;

/**
 * Spec 3 §9: panels = ⌈length/20 × panelsPerSection⌉; beams = ⌈length/20 × beamRatio⌉;
 * trucks = ⌈beams/truckBeams⌉ + ⌈panels/truckPanels⌉, each term zero when its capacity is zero.
 */
export function calculateWall(calculator: WallCalculatorSpec, length: number): WallCalculation {
  const panels = ceilDiv(length * calculator.panelsPerSection, SECTION_FEET);
  const beams = ceilDiv(length * beamRatioUnits(calculator.beamRatio), SECTION_FEET * BEAM_RATIO_SCALE);
  const trucks = trucksFor(beams, calculator.truckBeams) + trucksFor(panels, calculator.truckPanels);
  return { beams, panels, trucks };
}
