import { notifications } from '@mantine/notifications';
import { download } from '../app/api.ts';

/** Downloads a file; a failure shows a notification with the server's message. */
export async function downloadOrNotify(path: string, fallbackName: string): Promise<void> {
  try {
    await download(path, fallbackName);
  } catch (err) {
    notifications.show({ color: 'red', title: 'Download failed', message: (err as Error).message });
  }
}
