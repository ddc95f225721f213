import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

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
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && !file) file = { bytes, filename: part.filename || 'file' };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  if (!file || file.bytes.length === 0)
    throw badRequest('Please choose a file.', { [fileField]: 'Please choose a file.' });
  return { ...file, fields };
}
