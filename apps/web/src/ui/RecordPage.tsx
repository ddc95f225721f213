import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from './PageLoader.tsx';

/** The `:id` of an editor route: 'new' creates; anything but a positive whole number is invalid. */
export function useRecordId() {
  const { id = 'new' } = useParams();
  const isNew = id.toLowerCase() === 'new';
  const recordId = isNew ? null : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return { key: id, isNew, recordId, valid: recordId === null || recordId > 0 };
}

interface RecordPageProps {
  title: string;
  record: ReturnType<typeof useRecordId>;
  /** The load of an existing record. */
  query: { isPending: boolean; error: Error | null };
  notFoundMessage: string;
  loadingLabel: string;
  back: { to: string; label: string };
  /** The form, once there is something to edit. */
  children: ReactNode;
}

/** The frame of an editor screen: title, then loading, a failure with a way back, or the form. */
export function RecordPage({ title, record, query, notFoundMessage, loadingLabel, back, children }: RecordPageProps) {
  const failure = !record.valid ? notFoundMessage : query.error?.message;
  let body: ReactNode = children;
  if (failure) {
    body = (
      <>
        <Alert color="red" role="alert">
          {failure}
        </Alert>
        <Button component={Link} to={back.to} variant="default" w="fit-content">
          {back.label}
        </Button>
      </>
    );
  } else if (!record.isNew && query.isPending) body = <PageLoader label={loadingLabel} />;
  return (
    <Stack maw={720}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/** An editor's buttons: Save and Cancel, and Delete once the record exists. */
export function FormActions(props: { saving: boolean; cancelTo: string; onDelete?: () => void; deleting?: boolean }) {
  return (
    <Group justify="space-between">
      <Group>
        <Button type="submit" loading={props.saving}>
          Save
        </Button>
        <Button component={Link} to={props.cancelTo} variant="default">
          Cancel
        </Button>
      </Group>
      {props.onDelete && (
        <Button color="red" variant="outline" onClick={props.onDelete} loading={props.deleting}>
          Delete
        </Button>
      )}
    </Group>
  );
}
