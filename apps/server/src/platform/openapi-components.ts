/**
 * Tidies the schema components fastify-type-provider-zod emits: it writes every named schema twice,
 * `X` as answered and `XInput` as accepted (defaults make fields optional in a request), whether used
 * or not. Kept: what an operation reaches; an accepted form alone, or one equal to the answered form,
 * takes the plain name, so `XInput` remains only where the two really differ.
 */

type Json = unknown;
export type Schemas = Record<string, Json>;

const PREFIX = '#/components/schemas/';
const INPUT = 'Input';

/** Every component name `value` refers to. */
function refsIn(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(PREFIX)) found.push(v.slice(PREFIX.length));
      else refsIn(v, found);
    }
  }
  return found;
}

/** `value` with its references renamed. */
function renamed<T extends Json>(value: T, names: ReadonlyMap<string, string>): T {
  return JSON.parse(JSON.stringify(value), (key, v) =>
    key === '$ref' && typeof v === 'string' && v.startsWith(PREFIX)
      ? PREFIX + (names.get(v.slice(PREFIX.length)) ?? v.slice(PREFIX.length))
      : v,
  );
}

/** The components `roots` reach, directly or through other components. */
function reachable(roots: Json, schemas: Schemas): Set<string> {
  const seen = new Set<string>();
  const queue = refsIn(roots);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name) || !(name in schemas)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return seen;
}

/**
 * The accepted forms that take their answered form's name. Equality is decided for all pairs at once
 * (a form refers to other forms, recursively): assume every pair equal, drop each pair that differs
 * under the renaming of those still assumed, until none is dropped.
 */
function mergedInputs(used: Set<string>, schemas: Schemas, named: ReadonlySet<string>): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const name of used) {
    const base = name.slice(0, -INPUT.length);
    if (name.endsWith(INPUT) && named.has(base)) pairs.set(name, base);
  }
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const [input, base] of pairs) {
      if (!used.has(base)) continue;
      const same = JSON.stringify(renamed(schemas[input], pairs)) === JSON.stringify(renamed(schemas[base], pairs));
      if (!same) {
        pairs.delete(input);
        dropped = true;
      }
    }
  }
  return pairs;
}

/** OpenAPI 3.0's only schema that accepts null and nothing else. */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * A nullable reference (`x: scopeNode.nullable()`) is written `{ nullable: true, allOf: [ref] }`, but
 * OpenAPI 3.0 lets `nullable` act only beside a `type`: it becomes "the reference, or null".
 */
function nullableReferences<T extends Json>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v) => {
    if (!v || typeof v !== 'object' || v.nullable !== true || 'type' in v || v.allOf?.length !== 1) return v;
    const { nullable: _n, allOf, ...rest } = v;
    return { ...rest, anyOf: [allOf[0], NULL_ONLY] };
  });
}

/**
 * The document with only the components its operations reach, each under its final name, in name
 * order. `named` holds the names the schemas were registered under (see openapi-names.ts).
 */
export function tidyComponents<D extends { paths?: Json; components?: { schemas?: Schemas } }>(
  doc: D,
  named: ReadonlySet<string>,
): D {
  const schemas = doc.components?.schemas ?? {};
  const { schemas: _all, ...otherComponents } = doc.components ?? {};
  const used = reachable([doc.paths, otherComponents], schemas);
  const names = mergedInputs(used, schemas, named);
  const kept: Schemas = {};
  for (const name of used) {
    const final = names.get(name) ?? name;
    if (!(final in kept) || names.has(name)) kept[final] = schemas[name];
  }
  const sorted = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
  return nullableReferences(renamed({ ...doc, components: { ...otherComponents, schemas: sorted } }, names));
}
