import type { Endpoint } from '@fieldbook/contract';
import * as contract from '@fieldbook/contract';
import { z } from 'zod';

type Schema = z.core.$ZodType;
export type SchemaNames = z.core.$ZodRegistry<{ id?: string }>;

/** One endpoint's operation: `GET /Job/JobList` → `getJobJobList`, unique since method and path are. */
export function operationId(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path.split('/').filter(Boolean);
  return endpoint.method.toLowerCase() + words.map(pascal).join('');
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/**
 * The name of an exported schema. fastify-type-provider-zod names the accepted form of `X` `XInput`,
 * so the contract's own `…Input` schemas (what a user enters: `budgetCostLineInput`, beside the
 * answered `budgetCostLine`) are named `…Request` instead.
 */
const exportedName = (name: string) => pascal(name).replace(/Input$/, 'Request');

/** The kinds of schema worth a component of their own: records, lists of them, choices, recursion. */
const STRUCTURAL = new Set(['object', 'array', 'union', 'intersection', 'lazy', 'record']);

const kind = (schema: Schema) => schema._zod.def.type;

/** A structure, or one wrapped (optional, nullable, a pipe from it). */
function isStructural(schema: Schema): boolean {
  if (STRUCTURAL.has(kind(schema))) return true;
  const def = schema._zod.def as { in?: Schema; innerType?: Schema };
  const inner = kind(schema) === 'pipe' ? def.in : def.innerType;
  return inner !== undefined && isStructural(inner);
}

/** The schemas a schema is made of, each with the field it fills ('' for items, options, wrappers). */
function parts(schema: Schema): [string, Schema][] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  // A lazy schema's getter builds its schema anew at each call: the one zod keeps is the one used.
  if (kind(schema) === 'lazy') return [['', (schema as z.core.$ZodLazy)._zod.innerType]];
  const found: [string, Schema][] =
    kind(schema) === 'object' ? Object.entries(def.shape as Record<string, Schema>) : [];
  for (const value of Object.values(def)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v instanceof z.core.$ZodType) found.push(['', v]);
  }
  return found;
}

/** Visits every schema under `roots` once, parents first, with the field it was first reached by. */
function walk(roots: Schema[], visit: (schema: Schema, parent: Schema | null, field: string) => void): void {
  const seen = new Set<Schema>();
  const go = (schema: Schema, parent: Schema | null, field: string) => {
    visit(schema, parent, field);
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const [f, part] of parts(schema)) go(part, schema, f);
  };
  for (const root of roots) go(root, null, '');
}

/**
 * Names the document's schemas as components, in a registry of their own (the global one would
 * change every other z.toJSONSchema of the project), and answers the names given:
 * - a schema the contract exports keeps its name (`scopeNode` → `ScopeNode`), the recursive ones
 *   included (a recursion has no other way to refer to itself);
 * - a body or answer declared inside its endpoint is named from it (`PostJobFormEquipmentFormBody`,
 *   `GetJobJobListResponse`);
 * - a structure found in several places under no name of its own (`availableInventory.shape.
 *   bulkAvailable` used again by a transfer) is named by where it is first found
 *   (`AvailableInventoryBulkAvailable`), so it is referred to rather than copied.
 * Query schemas get no name: a query is described by its parameters, one per field, which a
 * component reference cannot stand for.
 */
export function nameSchemas(endpoints: readonly Endpoint[], registry: SchemaNames): Set<string> {
  const names = new Set<string>();
  const queries = new Set<Schema | undefined>(endpoints.map((e) => e.query));
  const name = (schema: Schema, id: string) => {
    if (registry.has(schema) || queries.has(schema)) return;
    if (names.has(id)) throw new Error(`OpenAPI: two schemas named ${id}`);
    registry.add(schema, { id });
    names.add(id);
  };
  for (const [exported, value] of Object.entries(contract)) {
    if (value instanceof z.core.$ZodType && isStructural(value)) name(value, exportedName(exported));
  }
  const roots: Schema[] = [];
  for (const endpoint of endpoints) {
    const op = pascal(operationId(endpoint));
    for (const [part, schema] of [
      ['Body', endpoint.body],
      ['Response', endpoint.response],
    ] as const) {
      if (!schema) continue;
      name(schema, op + part);
      roots.push(schema);
    }
  }
  nameReused(roots, name, (schema) => registry.get(schema)?.id);
  return names;
}

/** Names each unnamed structure reached from two places: its first owner's name and the fields between. */
function nameReused(roots: Schema[], name: (s: Schema, id: string) => void, nameOf: (s: Schema) => string | undefined) {
  // Each schema's parts are walked once, so each visit from a parent is another place it is used in.
  const uses = new Map<Schema, number>();
  walk(roots, (schema, parent) => {
    if (parent) uses.set(schema, (uses.get(schema) ?? 0) + 1);
  });
  const paths = new Map<Schema, string>();
  walk(roots, (schema, parent, field) => {
    if (paths.has(schema)) return;
    const path = nameOf(schema) ?? (parent ? (paths.get(parent) ?? '') + (field && pascal(field)) : '');
    paths.set(schema, path);
    const reused = (uses.get(schema) ?? 0) > 1;
    if (reused && path && STRUCTURAL.has(kind(schema)) && !nameOf(schema)) name(schema, path);
  });
}
