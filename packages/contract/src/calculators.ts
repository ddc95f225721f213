import { z } from 'zod';
import {
  BEAM_RATIO_MAX,
  CALCULATOR_COUNT_MAX,
  DEFAULT_TRUCK_PANELS,
  hasRatioPrecision,
  isWallLength,
  WALL_LENGTH_MAX,
} from './calculator-formula.ts';
import { INT_MAX, id, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

export * from './calculator-formula.ts';

/** Wall calculators and their saved results on a job (spec 3 §2.2, §3 'Calculator', §5, §7, §9). */

export const calculator = z.object({
  calculatorId: int(),
  calculatorName: z.string(),
  beamName: z.string(),
  /** Beams per 20 ft section, at most 4 decimals. */
  beamRatio: z.number(),
  /** Panels per 20 ft section. */
  panelsPerSection: int(),
  /** Beams one truck carries. */
  truckBeams: int(),
  /** Panels one truck carries (72 unless set). */
  truckPanels: int(),
});
export type Calculator = z.infer<typeof calculator>;

/** Digits with an optional decimal part, as a typed number box may hold them ('12', '1.25'). */
const NUMBER_TEXT = /^\s*\d{1,12}(\.\d{1,12})?\s*$/;

/**
 * A number field of a form: a number, or its text as typed (spec 3 §5: "numeric fields parsed as
 * integer or decimal"); empty is `required`, anything else that is not a number is `invalid`.
 */
export const numberField = (required: string, invalid: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      if (v.trim() === '') ctx.addIssue({ code: 'custom', message: required });
      else if (!NUMBER_TEXT.test(v)) ctx.addIssue({ code: 'custom', message: invalid });
      else return Number(v);
      return z.NEVER;
    })
    .pipe(z.number({ error: invalid }));

/** A whole number 0..CALCULATOR_COUNT_MAX. */
const count = (label: string) => {
  const invalid = messages.calculatorCountInvalid(label);
  return numberField(messages.required(label), invalid).pipe(
    z.number().int(invalid).min(0, invalid).max(CALCULATOR_COUNT_MAX, invalid),
  );
};

/** The calculator form's values (all required): the client validates with the same schema as the server. */
export const calculatorFields = z.object({
  calculatorName: requiredText(messages.required('Calculator name'), 100),
  beamName: requiredText(messages.required('Beam name'), 100),
  beamRatio: numberField(messages.required('Beam ratio'), messages.calculatorRatioInvalid).pipe(
    z
      .number()
      .min(0, messages.calculatorRatioInvalid)
      .max(BEAM_RATIO_MAX, messages.calculatorRatioInvalid)
      .refine(hasRatioPrecision, messages.calculatorRatioInvalid),
  ),
  panelsPerSection: count('Panels per section'),
  truckBeams: count('Beams per truck'),
  truckPanels: count('Panels per truck'),
});
export type CalculatorValues = z.input<typeof calculatorFields>;

/** A new calculator's form: empty, and the default 72 panels per truck (spec 3 §3, §9). */
export const EMPTY_CALCULATOR: CalculatorValues = {
  calculatorName: '',
  beamName: '',
  beamRatio: '',
  panelsPerSection: '',
  truckBeams: '',
  truckPanels: DEFAULT_TRUCK_PANELS,
};

export const getCalculator = endpoint({
  method: 'GET',
  path: '/Calculator/Calculator',
  access: 'admin.calculators',
  summary: 'One calculator, for the Calculator Creation form.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: calculator }),
});

export const calculatorList = endpoint({
  method: 'GET',
  path: '/Calculator/CalculatorList',
  access: ['calculator.use', 'admin.calculators'],
  summary: 'Every calculator, by name (the wall calculator picks from it; the admin list shows it).',
  response: z.object({ success: z.literal(true), data: z.array(calculator) }),
});

export const saveCalculatorBody = calculatorFields.extend({
  /** 0 creates a new calculator. */
  calculatorId: z
    .number({ error: 'calculatorId must be a whole number (0 creates).' })
    .int()
    .min(0)
    .max(INT_MAX, 'calculatorId must be a whole number (0 creates).'),
});
export type SaveCalculatorBody = z.input<typeof saveCalculatorBody>;

export const saveCalculator = endpoint({
  method: 'POST',
  path: '/Calculator/Calculator',
  access: 'admin.calculators',
  summary: 'Creates (calculatorId 0) or updates a calculator; names are unique (409).',
  body: saveCalculatorBody,
  response: z.object({ success: z.literal(true), message: z.string(), calculatorId: int() }),
});

export const deleteCalculator = endpoint({
  method: 'GET',
  path: '/Calculator/DeleteCalculator',
  access: 'admin.calculators',
  summary: 'Deletes a calculator for good; results saved with it keep their figures and its name.',
  query: z.object({ id }),
  response: okMessage,
});

// --- a calculation and its saved results -----------------------------------------------------------

/** Wall length in feet: required, a positive multiple of 20 (spec 3 §5). */
export const wallLength = numberField(messages.wallLengthRequired, messages.wallLengthIncrement).pipe(
  z
    .number()
    .max(WALL_LENGTH_MAX, `At most ${WALL_LENGTH_MAX} ft.`)
    .refine((v) => v > WALL_LENGTH_MAX || isWallLength(v), messages.wallLengthIncrement),
);

/** The calculator chosen (its id; a Select's text value is read as a number). */
const calculatorChoice = z.coerce
  .number({ error: messages.calculatorChoose })
  .int(messages.calculatorChoose)
  .positive(messages.calculatorChoose)
  .max(INT_MAX, messages.calculatorChoose);

/** The Calculate form: a calculator and a wall length. */
export const calculationInput = z.object({ calculator: calculatorChoice, length: wallLength });
export type CalculationInput = z.input<typeof calculationInput>;

const figure = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const saveCalculatorResultBody = calculationInput.extend({
  jobId: id,
  beams: figure,
  panels: figure,
  trucks: figure,
});
export type SaveCalculatorResultBody = z.input<typeof saveCalculatorResultBody>;

export const saveCalculatorResult = endpoint({
  method: 'POST',
  path: '/Calculator/CalculatorResult',
  access: 'calculator.use',
  summary:
    "Saves a calculation on a job: {calculator (the calculator's id), jobId, length, beams, panels, trucks}. The server works the figures out again from the calculator and refuses (409) figures that differ.",
  body: saveCalculatorResultBody,
  response: z.object({ success: z.literal(true), message: z.string(), calculatorResultId: int() }),
});

export const calculatorResult = z.object({
  calculatorResultId: int(),
  jobId: int(),
  /** The calculator's id; null once the calculator is deleted. */
  calculatorId: int().nullable(),
  /** The calculator's name when the result was saved. */
  calculator: z.string(),
  beamName: z.string(),
  length: int(),
  beams: z.number().int(),
  panels: z.number().int(),
  trucks: z.number().int(),
  /** UTC ISO 8601. */
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type CalculatorResult = z.infer<typeof calculatorResult>;

export const calculatorResultList = endpoint({
  method: 'GET',
  path: '/Calculator/CalculatorResultList',
  access: ['calculator.use', 'budgets.view'],
  summary: "A job's saved calculations, newest first.",
  query: z.object({ JobId: id }),
  response: z.object({ success: z.literal(true), data: z.array(calculatorResult) }),
});

export const calculatorsEndpoints = {
  getCalculator,
  calculatorList,
  saveCalculator,
  deleteCalculator,
  saveCalculatorResult,
  calculatorResultList,
};
