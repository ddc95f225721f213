/** Work saved on the device and sent when the network allows (apps/web/src/shared/offline/outbox/). */
export const outboxMessages = {
  online: 'Online',
  offline: 'Offline',
  /** The indicator's accessible name. */
  outboxStatus: (online: boolean, waiting: number) =>
    `${online ? 'Online' : 'Offline'}, ${waiting === 0 ? 'everything sent' : `${waiting} waiting to send`}`,
  waitingToSend: 'Waiting to send',
  sendingNow: 'Sending…',
  notSent: 'Not sent',
  changedMeanwhile: 'Changed by someone else',
  everythingSent: 'Everything you saved has been sent.',
  waitingListTitle: 'Waiting to send',
  waitingSince: 'Since',
  lastError: 'Last error',
  /** A save made without a network: the screen shows it at once. */
  savedOnDevice: 'Saved on this device. It will be sent when the network is back.',
  noConnectionYet: 'No connection. It will be sent when the network is back.',
  serverNotAnswering: 'The server did not answer. It will be sent again shortly.',
  stoppedBehind: 'Waits for an earlier change of this form that was not sent. Open it to fix that one.',
  refusedFixInForm: 'Open it, fix it and save again; or discard it.',
  openItem: 'Open',
  discardItem: 'Discard',
  discardTitle: 'Discard this change?',
  discardConfirm: (label: string) =>
    `${label} will be removed from this device and never sent. Fix it in the form and save again first if it should be kept.`,
  resolveConflict: 'Choose a version',
  /** The conflict dialog. */
  conflictTitle: 'Which version should be kept?',
  theirVersion: 'Their version',
  myVersion: 'My version',
  changedByAt: (who: string | null, when: string) => `Changed by ${who ?? 'someone'} on ${when}`,
  keepMine: 'Keep mine',
  keepTheirs: 'Keep theirs',
  mineQueuedAgain: 'Your version will be sent.',
  theirsKept: 'Their version was kept; yours was discarded.',
  /** Signing out with work not sent. */
  signOutWaitingTitle: 'Not everything is sent',
  signOutWaiting: (n: number) =>
    `${n === 1 ? 'One change' : `${n} changes`} saved on this device ${n === 1 ? 'has' : 'have'} not been sent. ${n === 1 ? 'It stays' : 'They stay'} on this device for you and will be sent when you sign in again.`,
  signOutAnyway: 'Sign out',
  /** A session that ended while the device was offline. */
  signInAgainTitle: 'Sign in again to send your work',
  signInAgain: 'Your session ended while you were away. Enter your password to send what is waiting on this device.',
  signInAndSend: 'Sign in and send',
  photoWaiting: 'Photo waiting to send',
  /** What a waiting item is, in the list. */
  itemEquipmentForm: (unit: string, submit: boolean) => `Equipment form '${unit}'${submit ? ' (submitted)' : ''}`,
  itemEquipmentPhoto: (unit: string, section: string) => `Photo for equipment form '${unit}' (${section})`,
  itemEquipmentPhotoDelete: (unit: string, file: string) => `Photo ${file} deleted from equipment form '${unit}'`,
  itemFieldTicket: (date: string, submit: boolean) => `Field ticket of ${date}${submit ? ' (submitted)' : ''}`,
  itemJsa: (date: string) => `JSA of ${date}`,
  itemJsaSignature: (name: string, date: string) => `Signature of ${name} on the JSA of ${date}`,
  /** Survey forms (features/surveys) and timesheet entries (features/timesheets). */
  newSurveyForm: 'New survey form',
  itemSurveyForm: (name: string) => `Survey form '${name}'`,
  itemSurveyFormDelete: (name: string) => `Survey form '${name}' deleted`,
  itemSurveyMeasurement: (meter: string, form: string) => `Meter ${meter} on survey form '${form}'`,
  itemSurveyMap: (form: string) => `Site map of survey form '${form}'`,
  itemSurveyMapDelete: (form: string) => `Site map removed from survey form '${form}'`,
  itemSurveyAttachment: (name: string, form: string) => `Attachment ${name} on survey form '${form}'`,
  itemSurveyAttachmentCategory: (name: string, category: string) => `Attachment ${name} moved to ${category}`,
  itemSurveyAttachmentDelete: (name: string, form: string) => `Attachment ${name} deleted from survey form '${form}'`,
  mapWaiting: 'Map waiting to send',
  /** A survey form made on this device, opened again after its screen's data was lost (a reload). */
  surveyFormOnDevice:
    'This survey form was made on this device and is waiting to be sent. It opens here once it has been sent.',
  itemTimesheetEntries: (who: string, date: string) => `Timesheet entry of ${who} on ${date}`,
  itemTimesheetEntry: (who: string, date: string) => `Timesheet entry of ${who} on ${date} (changed)`,
  itemTimesheetEntryDelete: (who: string, date: string) => `Timesheet entry of ${who} on ${date} deleted`,
  /** The timesheet day's entries saved on the device and not sent yet. */
  timesheetWaitingTitle: 'Entries waiting to send',
} as const;
