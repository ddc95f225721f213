import { z } from 'zod';
import { INT_MAX, id, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

export const documentAndPolicy = z.object({
  documentId: int(),
  /** The display name given at upload. */
  name: z.string(),
  /** The uploaded file's own name, which the download keeps. */
  filename: z.string(),
});
export type DocumentAndPolicy = z.infer<typeof documentAndPolicy>;

export const getDocumentAndPolicyList = endpoint({
  method: 'GET',
  path: '/DocumentAndPolicy/GetDocumentAndPolicyList',
  access: 'signed-in',
  summary: 'The company documents and policies, by name.',
  response: z.object({ success: z.literal(true), data: z.array(documentAndPolicy) }),
});

export const getDocument = endpoint({
  method: 'GET',
  path: '/DocumentAndPolicy/Document',
  access: 'signed-in',
  summary: 'Downloads one document or policy under its file name.',
  query: z.object({
    DocumentId: z.coerce
      .number({ error: messages.required('DocumentId') })
      .int(messages.required('DocumentId'))
      .max(INT_MAX, messages.required('DocumentId'))
      .positive(messages.required('DocumentId')),
  }),
  file: 'document',
});

/** The text fields of the upload form (multipart); the file travels in the field `file`. */
export const documentUploadFields = z.object({
  documentName: requiredText(messages.addDocumentName, 200),
});

export const saveDocumentAndPolicy = endpoint({
  method: 'POST',
  path: '/DocumentAndPolicy/SaveDocumentAndPolicy',
  access: 'admin.documents',
  summary:
    'Uploads one document or policy: multipart/form-data with the display name in documentName and one file in file (PDF, Word, Excel, text, CSV, JPEG or PNG).',
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string(), documentId: int() }),
});

export const deleteDocumentAndPolicy = endpoint({
  method: 'POST',
  path: '/DocumentAndPolicy/DeleteDocumentAndPolicy',
  access: 'admin.documents',
  summary: 'Deletes a document or policy and its file.',
  body: z.object({ id }),
  response: okMessage,
});

export const documentEndpoints = {
  getDocumentAndPolicyList,
  getDocument,
  saveDocumentAndPolicy,
  deleteDocumentAndPolicy,
};
