/** Proposals: builder, generated PDFs and the proposal configuration (spec 3 §2.3, §2.4, §5, §8). */
export const proposalsMessages = {
  // Spec 3 §8 and §5, verbatim.
  proposalGenerateFailed: 'Failed to generate a proposal. Please try again.',
  proposalSaved: 'Successfully Saved Proposal',
  noGeneratedProposals: 'No Generated Proposals Found',
  proposalSelectEncContact: 'Select a BAENC Contact',
  proposalSelectLocation: 'Select a Customer Office Location',
  proposalSelectCompanyContact: 'Select a Company Contact',
  proposalAttachmentNameFirst: 'Please add an attachment name before uploading file.',
  prefillSaved: 'Configuration Saved',
  prefillNoteSaved: 'Note Saved',
  prefillAttachmentSaved: 'Attachment Data Saved',
  prefillUploadComplete: 'Upload Complete',
  proposalRegenerateConfirm:
    'Regenerating the body will delete all body data (sections, notes and attachments). Continue?',
  // The server's own texts where the specification leaves them open.
  proposalFavoriteSaved: 'Favorite proposal saved.',
  proposalNotFound: 'Proposal not found.',
  proposalNotSaved: 'Save the proposal before generating it.',
  proposalNoteRequired: 'Note is required.',
  proposalAttachmentNameRequired: 'Attachment name is required.',
  proposalAttachmentNotFound: 'Attachment not found.',
  proposalAttachmentNoFile: 'This attachment has no document uploaded yet.',
  proposalAttachmentPdfOnly: 'Only PDF files can be attached to proposals.',
  proposalAttachmentReplaceOff: 'Switch on Replace Document to replace the uploaded document.',
  proposalAttachmentReplaceWarning: 'Uploading a file now instantly replaces the document of this attachment.',
  proposalNoteNotFound: 'Note not found.',
  proposalNoteLinked: 'Note linked.',
  proposalLeafNotFound: 'Scope item not found.',
  proposalNoteCreated: 'Note created.',
} as const;
