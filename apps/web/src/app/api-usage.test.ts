import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@fieldbook/contract';
import { findClientRoute } from '@fieldbook/contract/routes';
import { describe, expect, it } from 'vitest';

/**
 * The client's one recipe for calls and forms (ARCHITECTURE.md, "one recipe for each kind of thing"):
 * every call goes through call()/fetchFile()/download() with a contract descriptor, and every form
 * through useContractForm. This reads the client's sources and names each file and line that does
 * otherwise.
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => join(src, f))
  .filter((f) => f !== thisFile)
  .map((path) => ({ name: relative(src, path), lines: readFileSync(path, 'utf8').split('\n') }));

/** Every path of an endpoint descriptor of the contract. */
const apiPaths = new Set(
  (Object.values(contract) as unknown[])
    .filter((v): v is contract.Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v)
    .map((e) => e.path),
);

/** `file:line: text` for each line matching the rule. */
function offending(rule: (line: string, file: string) => boolean): string[] {
  return sources.flatMap(({ name, lines }) =>
    lines.flatMap((line, i) => (rule(line, name) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** The start of each string literal ('…', "…", `…`) up to a query string, a ${…} or its end. */
const literalStarts = (line: string) => [...line.matchAll(/(['"`])(\/[^'"`?$\s]*)/g)].map((m) => m[2]);

describe('the client calls the API only through the contract', () => {
  it('collects the paths of the contract', () => {
    expect(apiPaths.size).toBeGreaterThan(50);
  });

  it('writes no API path as a string (client routes that share one are links, not calls)', () => {
    expect(
      offending((line) => literalStarts(line).some((p) => apiPaths.has(p as `/${string}`) && !findClientRoute(p))),
    ).toEqual([]);
  });

  it('uses none of the old get<>, post<> and getBlob() calls', () => {
    expect(offending((line) => /(?<!function )\b(get|post)<|(?<!function )\bgetBlob\(/.test(line))).toEqual([]);
  });

  it('types no call with ResponseOf<> (the answer type is inferred from the descriptor)', () => {
    // api.ts is where call() derives that answer type; elsewhere only an exported type may name it.
    expect(
      offending(
        (line, file) => line.includes('ResponseOf<') && file !== 'shared/api/api.ts' && !/^export type /.test(line),
      ),
    ).toEqual([]);
  });
});

describe('the client has one form style', () => {
  it('validates forms only through useContractForm', () => {
    expect(
      offending(
        (line, file) =>
          /\b(schemaResolver|zod4Resolver|safeParse)\b/.test(line) && file !== 'shared/ui/contract-form.tsx',
      ),
    ).toEqual([]);
  });
});
