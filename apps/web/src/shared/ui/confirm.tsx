import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Red confirm button for destructive actions (delete, deactivate). */
  danger?: boolean;
}

/** Asks before an action (spec: deletions ask for confirmation first); resolves true on confirm. */
export function confirmAction({ title, message, confirmLabel = 'Confirm', danger = true }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
