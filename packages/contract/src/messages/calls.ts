/** Calls and call intake (document 2 §2, document 3 §2.14, §5, §8; server and screen texts). */
export const callsMessages = {
  callSaved: 'Sucessfully Saved Call',
  callSelectOffice: 'Please Select an office location.',
  callNoCalls: 'No Calls To Display',
  callNotFound: 'Call not found.',
  callClosed: 'Call closed.',
  callReopened: 'Call reopened.',
  callCloseConfirm: 'Close this call without creating an opportunity?',
  callAccountNotFound: 'Please select a valid account.',
  callTimeInvalid: 'Please enter a valid call time.',
} as const;
