import { messages } from '@fieldbook/contract/messages';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { useSetClosed } from './opportunities.queries.ts';

/** 'Close Opportunity' or 'Open Opportunity', each after a confirmation (spec 2 §4). */
export function CloseOpenButton({ opportunityId, closed }: { opportunityId: number; closed: boolean }) {
  const change = useSetClosed(opportunityId);
  const label = closed ? 'Open Opportunity' : 'Close Opportunity';
  async function onClick() {
    const ok = await confirmAction({
      title: label,
      message: closed ? messages.oppOpenConfirm : messages.oppCloseConfirm,
      confirmLabel: label,
      danger: !closed,
    });
    if (!ok) return;
    try {
      const answer = await change.mutateAsync(!closed);
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    }
  }
  return (
    <Button variant="outline" color={closed ? 'blue' : 'red'} onClick={onClick} loading={change.isPending}>
      {label}
    </Button>
  );
}
