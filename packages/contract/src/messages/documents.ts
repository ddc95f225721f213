/** Documents and policies (server and screen texts). */
export const documentsMessages = {
  documentUploaded: 'Document uploaded.',
  documentDeleted: 'Document deleted.',
  documentNotFound: 'Document not found.',
  noDocuments: 'No documents or policies have been added yet.',
} as const;
