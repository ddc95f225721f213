import { messages } from '@fieldbook/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';
import { assertAcceptableText } from './text-guard.ts';

export interface Upload {
  /** The file's bytes, whole (uploads are limited to UPLOAD_LIMIT by the multipart plugin). */
  bytes: Buffer;
  filename: string;
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

/**
 * Reads a multipart/form-data request holding one file (spec: uploads are single-file) and its
 * fields. Fields sent before or after the file are both read.
 */
export async function readUpload(req: FastifyRequest, fileField = 'file'): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('Please send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && !file) file = { bytes, filename: part.filename || 'file' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    throw malformed(err, fileField);
  }
  assertAcceptableText(fields);
  if (file) assertAcceptableText(file.filename, fileField);
  if (!file || file.bytes.length === 0)
    throw badRequest('Please choose a file.', { [fileField]: 'Please choose a file.' });
  return { ...file, fields };
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
