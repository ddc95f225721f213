/**
 * User-facing texts of the specification, verbatim (spelling included), plus the server's own
 * texts where the specification leaves them to the server. Client and server import them from here.
 */
export const messages = {
  // Document 1 §5, §8
  passwordsMustMatch: 'Passwords must match',
  selectWidgetType: 'Please select widget type.',
  setUserEmail: 'Please set one or more Email(s) for user.',
  selectUserRole: 'Please Select Role for User.',
  invalidImageType: 'Invalid Image Type',
  addDocumentName: 'Please add a document name before uploading file.',
  bugReportFailed: 'An error has occurred',
  officeSaveFailed: 'Unable to save data.',
  resetUserPasswordDone: 'Successfully Reset Users Password.',
  signatureSaved: 'Successfully saved signature',
  noWikiResults: (query: string) => `No results for ${query}`,
  unauthorized: 'Unauthorized',
  badRequest: 'Bad Request',
  unknown: 'Unknown',
  notApplicable: 'N/A',
  cancelled: 'Cancelled',

  // Server texts (the specification leaves them to the server)
  required: (field: string) => `${field} is required.`,
  signInFailed: 'Incorrect username or password.',
  accountDisabled: 'This account is disabled. Please contact an administrator.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  notSignedIn: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  passwordChangeRequired: 'Please change your password before continuing.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. The error has been logged.',
  payloadTooLarge: 'The upload is too large.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordTooShort: 'The new password must be at least 8 characters.',
  passwordTooLong: 'The new password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose another.',
  passwordSameAsOld: 'The new password must differ from the current one.',
  passwordResetSent: 'If the account exists, a new password has been e-mailed to its primary address.',
  passwordResetLoggedIn: 'A new password has been e-mailed to your primary address.',
  bugReportSent: 'Thank you. Your report has been sent.',
  wikiNotConfigured: 'The wiki is not configured.',
  wikiUnavailable: 'The wiki could not be reached. Please try again later.',
} as const;
