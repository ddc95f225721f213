import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/api.ts';

/**
 * Opens a PDF of the API (`load`, a fetchFile) in a new tab, in the browser's own viewer or the
 * phone's. The tab is opened before the fetch, while the click still counts as the user's; a failure
 * closes it and shows the server's message (`notFound` when there is no file).
 */
export async function openPdf(load: () => Promise<Blob | null>, notFound: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    if (!blob) throw new ApiError(404, notFound);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    notifications.show({ color: 'red', message: (err as Error).message });
  }
}
