// Working without a signal (the installable shell of apps/web/src/shared/pwa/; its texts: messages/offline.ts).

/**
 * Below this much storage left to Fieldbook on a device (the browser's quota less what it uses), the
 * field screens warn before more work is kept there: 50 MB, about ten photos from a phone's camera.
 */
export const STORAGE_LOW_BYTES = 50 * 1024 * 1024;
