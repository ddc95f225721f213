import { Button, Group, type MantineSpacing, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert, type FormFailure } from './contract-form.tsx';

/** A form in a dialog: its fields, the refusal banner, then Cancel and Save. */
export function FormModal(props: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: FormFailure | null;
  saving: boolean;
  /** The space between the fields. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap={props.gap}>
          {props.children}
          <FailureAlert failure={props.failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A dialog's save that went through: the server's words as a notification, then the dialog closes. */
export const closeWith = (onClose: () => void) => (answer: { message: string }) => {
  notifications.show({ color: 'green', message: answer.message });
  onClose();
};
