import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Endpoint, FileKind } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { type Schemas, tidyComponents } from './openapi-components.ts';
import { nameSchemas, operationId, type SchemaNames } from './openapi-names.ts';
import { idempotencyKeyHeaders } from './request-keys.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES } from './upload.ts';

/** What each kind of download may send; a stored document whose bytes name no type is sent as octet-stream. */
const FILE_TYPES: Record<FileKind, readonly string[]> = {
  pdf: ['application/pdf'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  image: IMAGE_TYPES,
  document: [...DOCUMENT_TYPES, 'application/octet-stream'],
};

const binary = { type: 'string', format: 'binary' } as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The multipart body of every upload. */
const FILE_UPLOAD: OpenAPIV3.SchemaObject = {
  type: 'object',
  description: 'One file in the field `file`; the other fields the summary names, as text.',
  required: ['file'],
  properties: { file: binary },
  additionalProperties: { type: 'string' },
};

/**
 * The failures every operation may answer, each with the error envelope (platform/error-handler.ts):
 * a client generator gets one typed error for all of them. 413 only where a body is sent.
 */
const FAILURES: Record<string, [name: string, description: string]> = {
  400: [
    'BadRequest',
    'The request is not valid: `errors` maps each field to its message; `message` repeats the first.',
  ],
  401: ['Unauthorized', 'Not signed in, or the session has ended (Authenticate: the user name or password is wrong).'],
  403: [
    'Forbidden',
    "The user's role does not allow the call, the account is disabled, or the password must be changed first.",
  ],
  404: ['NotFound', 'The record does not exist, or is not the caller’s to see.'],
  409: ['Conflict', 'The record already exists, or its state does not allow the change.'],
  413: ['PayloadTooLarge', 'The JSON body is over 1 MiB (16 KiB for public calls) or the upload over 25 MiB.'],
  429: ['TooManyRequests', 'Too many requests, or too many failed sign-ins: try again later.'],
  default: [
    'ServerError',
    '500 (unexpected: `message` carries the request id of the log), 502 (the wiki cannot be reached), 503 (the database cannot be reached).',
  ],
};

/** The file an operation answers: its media types, as bytes. */
const fileAnswer = (kind: FileKind) => ({
  description: 'The file, with its name in Content-Disposition.',
  content: Object.fromEntries(FILE_TYPES[kind].map((type) => [type, { schema: binary }])),
});

/** What the contract says of an operation beyond its schemas. */
function operationParts(endpoint: Endpoint) {
  return {
    operationId: operationId(endpoint),
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(endpoint.once ? { headers: idempotencyKeyHeaders } : {}),
    ...(endpoint.multipart ? { body: { content: { 'multipart/form-data': { schema: ref('FileUpload') } } } } : {}),
    ...(endpoint.file ? { response: { 200: fileAnswer(endpoint.file) } } : {}),
  };
}

/** Adds the failures to every operation, by reference to the shared responses. */
function withFailures(paths: OpenAPIV3.PathsObject): void {
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      for (const [status, [name]] of Object.entries(FAILURES)) {
        if (status !== '413' || op.requestBody) op.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
}

const failureResponses = (): Record<string, OpenAPIV3.ResponseObject> =>
  Object.fromEntries(
    Object.values(FAILURES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } },
    ]),
  );

/**
 * The options of @fastify/swagger: the document of every route bound by defineRoute, with named
 * components (openapi-names.ts), an operationId and a tag per operation, the failures, the media types
 * of downloads and uploads, and the bearer scheme (none on the public calls). Names are given once the
 * routes are known, when the document is first asked for.
 */
export function openApiOptions(app: FastifyInstance): FastifyDynamicSwaggerOptions {
  const registry: SchemaNames = z.registry<{ id?: string }>();
  let known: { endpoints: Map<string, Endpoint>; names: Set<string> } | undefined;
  const routes = () => {
    known ??= {
      endpoints: new Map(app.fieldbookRoutes.map((e) => [`${e.method} /api${e.path}`, e])),
      names: nameSchemas(app.fieldbookRoutes, registry),
    };
    return known;
  };
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });
  return {
    openapi: {
      info: {
        title: 'Fieldbook API',
        version: '1.0.0',
        description: 'How to call it and generate a client: docs/api.md.',
      },
      // Relative: the server that serves the document (paths start with /api).
      servers: [{ url: '/', description: 'This Fieldbook server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/Authentication/Authenticate answers.',
          },
        },
      },
    },
    transform: (input) => {
      const endpoint = routes().endpoints.get(`${input.route.method} ${input.url}`);
      const out = zodTransform(input);
      return endpoint ? { ...out, schema: { ...out.schema, ...operationParts(endpoint) } } : out;
    },
    transformObject: (input) => {
      const { names } = routes();
      const doc = zodTransformObject(input) as OpenAPIV3.Document;
      withFailures(doc.paths);
      doc.components = {
        ...doc.components,
        schemas: { ...doc.components?.schemas, FileUpload: FILE_UPLOAD },
        responses: failureResponses(),
      };
      return tidyComponents(doc as { paths: unknown; components: { schemas: Schemas } }, names) as OpenAPIV3.Document;
    },
  };
}
