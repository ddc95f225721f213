/** User profile, personal documents and signatures (server and client texts). */
export const profileMessages = {
  phoneNumberSaved: 'Phone number saved.',
  emailAddressSaved: 'Email saved.',
  phoneNumberNotFound: 'Phone number not found.',
  emailAddressNotFound: 'Email not found.',
  signatureNotSaved: 'No signature has been saved.',
  signatureImageType: 'The signature must be a JPG or PNG image.',
  userDocumentSaved: 'Document uploaded.',
  userDocumentDeleted: 'Document deleted.',
  userDocumentNotFound: 'Document not found.',
  userDocumentsQuotaFull: (mb: number) => `Your documents take up all of your ${mb} MB. Delete one to upload another.`,
  noPhoneNumbers: 'No phone numbers.',
  noEmailAddresses: 'No email addresses.',
  noUserDocuments: 'No documents uploaded yet.',
  drawSignatureFirst: 'Please draw your signature first.',
} as const;
