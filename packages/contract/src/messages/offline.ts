/** The installable shell and work kept on the device (offline.ts). */
export const offlineMessages = {
  newVersionReady: 'A new version of Fieldbook is ready.',
  reloadForNewVersion: 'Reload',
  updateLater: 'Not now',
  /** Storage left below STORAGE_LOW_BYTES (offline.ts), in whole megabytes. */
  storageLow: (megabytesLeft: number) =>
    `This device is running out of storage (${megabytesLeft} MB left). Free up space before saving more work on it.`,
} as const;
