/**
 * A plausible request for an endpoint, built from its contract schema: a value of the right shape in
 * every field (the first choice of a union, the smallest allowed number, 1 at least), so the request
 * gets past validation to the rules behind it. The fuzz test swaps fields of it for hostile values;
 * the access test sends it as it is.
 */
import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: Json[];
  const?: Json;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
}

/** A plausible value for a JSON schema, so a request gets past validation. */
export function plausible(s: Schema | undefined, depth = 0): Json {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt?.length) return plausible(alt.find((a) => a.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    case 'array':
      return [plausible(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2026-01-02';
      if (s.format === 'date-time') return '2026-01-02T03:04:05Z';
      if (s.format === 'email') return 'fuzz@example.test';
      return 'Fuzz';
    default:
      return 'Fuzz';
  }
}

/** The JSON schema of a request schema, as a client fills it in. */
export function jsonSchema(s: z.ZodType | undefined): Schema | undefined {
  return s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Schema) : undefined;
}
