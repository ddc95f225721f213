/** The installable shell and work kept on the device (offline.ts). */
export const offlineMessages = {
  newVersionReady: 'A new version of Fieldbook is ready.',
  reloadForNewVersion: 'Reload',
  updateLater: 'Not now',
  /** Storage left below STORAGE_LOW_BYTES (offline.ts), in whole megabytes. */
  storageLow: (megabytesLeft: number) =>
    `This device is running out of storage (${megabytesLeft} MB left). Free up space before saving more work on it.`,
  /** A screen that only works with the server (PIN verification, which the server checks). */
  needsConnection: 'This screen needs a connection.',
  /** A versioned save whose baseVersion is not the form's current version (409). */
  editConflict: 'Someone changed this form while you were away. Choose which version to keep.',
  /** An Idempotency-Key header that is not a uuid (400). */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID made by the device.',
  /** A repeat of a write still being saved, after waiting for it (503: send it again shortly). */
  requestStillRunning: 'This change is still being saved. Try again in a moment.',
} as const;
