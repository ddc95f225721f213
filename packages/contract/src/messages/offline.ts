/** The installable shell and work kept on the device (offline.ts). */
export const offlineMessages = {
  newVersionReady: 'A new version of Fieldbook is ready.',
  reloadForNewVersion: 'Reload',
  updateLater: 'Not now',
  /** Storage left below STORAGE_LOW_BYTES (offline.ts), in whole megabytes. */
  storageLow: (megabytesLeft: number) =>
    `This device is running out of storage (${megabytesLeft} MB left). Free up space before saving more work on it.`,
  /** An office screen opened without a signal, whose data is not on the device. */
  needsConnection: 'This screen needs a connection.',
  needsConnectionHint: 'Field forms and timesheets work without one.',
  /** The ways from such a screen to the field screens that work without a signal. */
  goToFieldJobs: 'Field jobs',
  goToTimesheets: 'Timesheets',
  /** A form's PDF and its e-mail are made by the server: without a signal they wait for one. */
  pdfNeedsConnection: 'The PDF is made by the office server: open it once the signal is back.',
  emailNeedsConnection: 'E-mailing needs a connection: send it once the signal is back.',
  /** A field screen opened without a signal before its data was ever on the device. */
  notOnDeviceYet: 'This was not saved on this device yet. Open it once with a connection.',
  /** A versioned save whose baseVersion is not the form's current version (409). */
  editConflict: 'Someone changed this form while you were away. Choose which version to keep.',
  /** An Idempotency-Key header that is not a uuid (400). */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID made by the device.',
  /** A repeat of a write still being saved, after waiting for it (503: send it again shortly). */
  requestStillRunning: 'This change is still being saved. Try again in a moment.',
  /** A repeat of a write that was saved, but whose answer the server lost (409: nothing to send again). */
  requestAnswerLost: 'This change was saved earlier, but its answer was lost. Reload to see it.',
} as const;
