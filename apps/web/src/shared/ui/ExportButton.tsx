import type { Endpoint } from '@fieldbook/contract/endpoint';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { CallInput } from '../api/api.ts';
import { downloadOrNotify } from './download.ts';

/**
 * A list's 'Export': downloads the list as a spreadsheet with the filters and sort the screen shows
 * (`input`, the list's own query without its page), busy until the file has arrived.
 */
export function ExportButton<E extends Endpoint>({
  endpoint,
  input,
  fileName,
}: {
  endpoint: E;
  input: CallInput<E>;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await downloadOrNotify(endpoint, input, fileName);
    setBusy(false);
  };
  return (
    <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} loading={busy} onClick={run}>
      Export
    </Button>
  );
}
