import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Back as a link (a screen) or as a button with its own label (a dialog's Cancel). */
export type BackAction = { to: string } | { onClick: () => void; label: string };

/**
 * The buttons under an account, location or contact form: the record's own action (delete,
 * disable) at the left, Back and Save at the right. Back is a link on a screen, a button in a dialog.
 */
export function FormButtons(props: { aside?: ReactNode; back: BackAction; saving: boolean }) {
  const { back } = props;
  return (
    <Group justify="space-between">
      {props.aside ?? <span />}
      <Group>
        {'to' in back ? (
          <Button variant="default" component={Link} to={back.to}>
            Back
          </Button>
        ) : (
          <Button variant="default" onClick={back.onClick}>
            {back.label}
          </Button>
        )}
        <Button type="submit" loading={props.saving}>
          Save
        </Button>
      </Group>
    </Group>
  );
}

/** 'Delete Location' / 'Delete Contact' of an existing record (it asks first). */
export function DeleteRecordButton(props: { label: string; onClick: () => void; busy: boolean }) {
  return (
    <Button color="red" variant="outline" onClick={props.onClick} disabled={props.busy}>
      {props.label}
    </Button>
  );
}
