import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { messages } from '@fieldbook/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';
import { assertAcceptableText } from './text-guard.ts';

/** The largest file one upload may hold (the multipart plugin stops reading the file there). */
export const UPLOAD_LIMIT = 25 * 1024 * 1024;

export interface Upload {
  /**
   * Where the file's bytes wait, under DATA_DIR (the folder store's filesystem, so keeping them is a
   * rename; a bucket is sent a stream of them). The file is removed when the request ends, unless it
   * was moved into the folder before.
   */
  path: string;
  size: number;
  filename: string;
  /** The form field the file came in, named by refusals of the file. */
  field: string;
  /** The other form fields, as text. */
  fields: Record<string, string>;
}

/** Common allowed content types, checked against the bytes by Storage.put. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.ms-excel',
  'text/plain',
  'text/csv',
] as const;

/** The temporary files of each request, removed when it ends (see discardUploads). */
const pending = new WeakMap<FastifyRequest, string[]>();

/**
 * Reads a multipart/form-data request holding one file (spec: uploads are single-file) and its
 * fields. Fields sent before or after the file are both read. The file is streamed to a temporary
 * file, never held in memory; a file over UPLOAD_LIMIT is refused (413) and nothing is kept.
 */
export async function readUpload(req: FastifyRequest, fileField = 'file', limit = UPLOAD_LIMIT): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('Please send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { path: string; size: number; filename: string } | undefined;
  try {
    // A route may accept less than UPLOAD_LIMIT (a spreadsheet of item rows is small).
    const parts =
      limit === UPLOAD_LIMIT ? req.parts() : req.parts({ limits: { fileSize: Math.min(limit, UPLOAD_LIMIT) } });
    for await (const part of parts) {
      if (part.type !== 'file') fields[part.fieldname] = String(part.value ?? '');
      else if (part.fieldname !== fileField || file) part.file.resume();
      else file = await saveTemporarily(req, part.file, part.filename || 'file', fileField, limit);
    }
  } catch (err) {
    await discardUploads(req);
    throw malformed(err, fileField);
  }
  assertAcceptableText(fields);
  if (file) assertAcceptableText(file.filename, fileField);
  if (!file || file.size === 0) throw badRequest('Please choose a file.', { [fileField]: 'Please choose a file.' });
  return { ...file, field: fileField, fields };
}

/** Removes the temporary files a request's upload left (a stored upload was moved away already). */
export async function discardUploads(req: FastifyRequest): Promise<void> {
  const paths = pending.get(req) ?? [];
  pending.delete(req);
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/** discardUploads as a hook: done at once for the requests that uploaded nothing, nearly all of them. */
export function discardUploadsThen(req: FastifyRequest, done: (err?: Error) => void): void {
  if (pending.has(req)) discardUploads(req).then(() => done(), done);
  else done();
}

async function saveTemporarily(
  req: FastifyRequest,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  filename: string,
  field: string,
  limit: number,
) {
  const dir = resolve(req.server.services.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  pending.set(req, [...(pending.get(req) ?? []), path]);
  const out = createWriteStream(path, { flags: 'wx' });
  await pipeline(stream, out);
  if (stream.truncated) {
    const tooLarge = messages.uploadTooLarge(Math.min(limit, UPLOAD_LIMIT) / 1024 / 1024);
    throw new AppError(413, tooLarge, { [field]: tooLarge });
  }
  return { path, size: out.bytesWritten, filename };
}

/**
 * A cut-off or malformed multipart body is the client's fault: 400 naming the file field. Size
 * limits keep their own status (413).
 */
function malformed(err: unknown, fileField: string): unknown {
  const e = err as { statusCode?: number; code?: string };
  if (err instanceof AppError || e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') return err;
  return badRequest(messages.uploadMalformed, { [fileField]: messages.uploadMalformed });
}
