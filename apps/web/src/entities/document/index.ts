export { documentsQuery, downloadDocument, useDocuments } from './document.queries.ts';
