/**
 * The OpenAPI document as a client generator uses it: fetched from the listening server, validated
 * by a real validator, turned into TypeScript types by openapi-typescript, and a small client written
 * against those types compiled and run: it signs in and reads the job list.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';
import { createJob } from './factories/jobs.ts';
import { createUser } from './factories/users.ts';

const t = await createTestApp();
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  doc = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenAPIV3.Document;
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({
      label: `${method} ${path}`,
      op: op as OpenAPIV3.OperationObject,
    })),
  );
const endpointAt = (label: string) =>
  t.app.fieldbookRoutes.find((e) => label === `${e.method.toLowerCase()} /api${e.path}`);

describe('the OpenAPI document', () => {
  it('validates, every $ref resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const refs = JSON.stringify(doc).match(/"#\/components\/[^"]+"/g) ?? [];
    const dangling = refs.filter((r) => {
      const [, , kind, name] = r.slice(1, -1).split('/');
      return !(name in ((doc.components as Record<string, Record<string, unknown>>)[kind] ?? {}));
    });
    expect(dangling).toEqual([]);
  });

  it('describes every route once, each with a unique operationId and its area as tag', () => {
    const ops = operations();
    expect(ops.length).toBe(t.app.fieldbookRoutes.length);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    expect(doc.paths['/api/Job/JobList']?.get?.operationId).toBe('getJobJobList');
    for (const { label, op } of ops) expect(op.tags, label).toEqual([label.split('/')[2]]);
  });

  it('names bodies and answers as components, the recursive trees included', () => {
    for (const { label, op } of operations()) {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const answer = (op.responses[200] as OpenAPIV3.ResponseObject).content;
      const json = [body?.content['application/json'], answer?.['application/json']].filter(Boolean);
      for (const media of json) expect(media?.schema, label).toHaveProperty('$ref');
    }
    const tree = doc.components?.schemas?.ScopeNode as OpenAPIV3.SchemaObject;
    expect(tree.properties?.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ScopeNode' } });
  });

  it('describes the failures with the error envelope, bearer sign-in, and public calls without it', () => {
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const notFound = doc.components?.responses?.NotFound as OpenAPIV3.ResponseObject;
    expect(notFound.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    for (const { label, op } of operations()) {
      const failures = ['400', '401', '403', '404', '409', '429', 'default', ...(op.requestBody ? ['413'] : [])];
      expect(Object.keys(op.responses), label).toEqual(expect.arrayContaining(failures));
      const isPublic = endpointAt(label)?.access === 'public';
      expect(op.security, label).toEqual(isPublic ? [] : [{ bearer: [] }]);
    }
  });

  it('gives every download its media types as binary, and every upload multipart/form-data', () => {
    const pdf = doc.paths['/api/Pdf/GetJSAPDF']?.get?.responses[200] as OpenAPIV3.ResponseObject;
    expect(pdf.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    for (const { label, op } of operations()) {
      const endpoint = endpointAt(label);
      const types = Object.keys((op.responses[200] as OpenAPIV3.ResponseObject).content ?? {});
      if (endpoint?.file)
        expect(
          types.filter((m) => m.includes('json')),
          label,
        ).toEqual([]);
      if (endpoint?.file) expect(types.length, label).toBeGreaterThan(0);
      if (endpoint?.multipart) {
        expect(Object.keys((op.requestBody as OpenAPIV3.RequestBodyObject).content), label).toEqual([
          'multipart/form-data',
        ]);
      }
    }
    const sheet = doc.paths['/api/Timesheet/GetTimeSheetReport']?.post?.responses[200] as OpenAPIV3.ResponseObject;
    expect(Object.keys(sheet.content ?? {})).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});

/** A client a developer would write against the generated types: sign in, then read a page of jobs. */
const CLIENT = `
import type { paths } from './api.ts';

type SignIn = paths['/api/Authentication/Authenticate']['post'];
type JobList = paths['/api/Job/JobList']['get'];
type Jobs = JobList['responses'][200]['content']['application/json'];

export async function readJobs(base: string, username: string, password: string): Promise<Jobs['data']> {
  const body: SignIn['requestBody']['content']['application/json'] = { username, password };
  const signedIn = await fetch(base + '/api/Authentication/Authenticate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { token }: SignIn['responses'][200]['content']['application/json'] = await signedIn.json();
  const query: NonNullable<JobList['parameters']['query']> = { limit: 20, sort: 'jobName', dir: 'asc' };
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await fetch(base + '/api/Job/JobList?' + search, { headers: { authorization: 'Bearer ' + token } });
  const jobs: Jobs = await answer.json();
  // @ts-expect-error the types are the contract's, not any: a job's name is text
  const wrong: Jobs['data'][number]['jobName'] = 1;
  return jobs.data;
}
`;

describe('a client generated from the document', () => {
  // Generating the types and type-checking the client take about 8 s on a busy machine: a limit well above twice that.
  it('compiles and reads the job list from the server', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fieldbook-openapi-'));
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(doc as never)));
    await writeFile(join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const user = await createUser(t.database.db, { permissions: ['jobs.view'] });
    const job = await createJob(t.database.db, { jobName: 'Riverside sound wall' });
    const js = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(dir, 'client.mjs'), js.outputText);
    const client = await import(pathToFileURL(join(dir, 'client.mjs')).href);
    const jobs = await client.readJobs(base, user.username, user.password);
    expect(jobs.map((j: { jobId: number; jobName: string }) => [j.jobId, j.jobName])).toContainEqual([
      job.id,
      job.jobName,
    ]);
  });
});
