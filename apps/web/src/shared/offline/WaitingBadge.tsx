import { messages } from '@fieldbook/contract/messages';
import { Badge, type MantineSpacing } from '@mantine/core';
import { useWaitingRecords } from './outbox/index.ts';

/** "Waiting to send" beside a record (a list row, a read view, an editor) while the device still holds work of it. */
export function WaitingBadge({ record, ml }: { record: string; ml?: MantineSpacing }) {
  if (!useWaitingRecords().has(record)) return null;
  return (
    <Badge color="orange" variant="light" ml={ml} style={{ flexShrink: 0 }}>
      {messages.waitingToSend}
    </Badge>
  );
}
