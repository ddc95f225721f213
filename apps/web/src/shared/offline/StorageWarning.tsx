import { messages } from '@fieldbook/contract/messages';
import { Alert } from '@mantine/core';
import { useStorageEstimate } from '../pwa/storage.ts';

/** At the top of a field form: says before the form is filled in when the device is short of storage. */
export function StorageWarning() {
  const estimate = useStorageEstimate();
  if (!estimate?.low) return null;
  const left = Math.max(0, Math.floor((estimate.quota - estimate.usage) / (1024 * 1024)));
  return (
    <Alert color="orange" role="alert">
      {messages.storageLow(left)}
    </Alert>
  );
}
