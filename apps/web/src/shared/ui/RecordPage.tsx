import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, Fragment, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from './confirm.tsx';
import { FailureAlert, type FormFailure } from './contract-form.tsx';
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

/**
 * An editor screen (/…/{id}; 'new' creates): loads the record named by the route, then shows its
 * form (made anew for each record) in the record page.
 */
export function EditorScreen<T>({
  useRecord,
  titles,
  form,
  ...page
}: Omit<RecordPageProps, 'title' | 'record' | 'query' | 'children'> & {
  useRecord: (id: number | null) => { data?: T; isPending: boolean; error: Error | null };
  titles: { new: string; edit: string };
  /** The form of the saved record, or of a new one (null). */
  form: (saved: T | null) => ReactNode;
}) {
  const record = useRecordId();
  const loaded = useRecord(record.valid ? record.recordId : null);
  return (
    <RecordPage {...page} title={record.isNew ? titles.new : titles.edit} record={record} query={loaded}>
      <Fragment key={record.key}>{form(loaded.data ?? null)}</Fragment>
    </RecordPage>
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

type Answer = { message: string };

/**
 * An editor's way out: `done` shows the server's words of a save and goes back to the list; `actions`
 * (for `RecordForm`) hold Cancel and, for a saved record, Delete, which asks first, then does the
 * same as a save, or shows a refusal in the form's banner.
 */
export function useRecordEditor(options: {
  /** The list the editor returns to. */
  listTo: string;
  setFailure: (failure: FormFailure | null) => void;
  /** The saved record's deletion: its question, and the call; absent for a new record. */
  deletion: { title: string; message: string; run: () => Promise<Answer> } | null;
  deleting: boolean;
}) {
  const navigate = useNavigate();
  const { listTo, setFailure, deletion } = options;
  const done = (answer: Answer) => {
    notifications.show({ color: 'green', message: answer.message });
    navigate(listTo);
  };
  async function onDelete() {
    if (!deletion) return;
    const ok = await confirmAction({ title: deletion.title, message: deletion.message, confirmLabel: 'Delete' });
    if (!ok) return;
    setFailure(null);
    try {
      done(await deletion.run());
    } catch (err) {
      setFailure({ message: (err as Error).message });
    }
  }
  return { done, actions: { cancelTo: listTo, onDelete: deletion ? onDelete : undefined, deleting: options.deleting } };
}

/** An editor's form in its panel: the fields, the refusal banner, then Save, Cancel and Delete. */
export function RecordForm(props: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: FormFailure | null;
  saving: boolean;
  actions: ReturnType<typeof useRecordEditor>['actions'];
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
        <Stack>
          {props.children}
          <FailureAlert failure={props.failure} />
          <FormActions saving={props.saving} {...props.actions} />
        </Stack>
      </form>
    </Paper>
  );
}
