import type { Endpoint } from '@fieldbook/contract/endpoint';
import { notifications } from '@mantine/notifications';
import { type CallInput, download } from '../api/api.ts';

/** Downloads a file; a failure shows a notification with the server's message. */
export async function downloadOrNotify<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<void> {
  try {
    await download(endpoint, input, fallbackName);
  } catch (err) {
    notifications.show({ color: 'red', title: 'Download failed', message: (err as Error).message });
  }
}
