import { ActionIcon, Alert, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DeleteRecordButton,
  FormButtons,
  useAccountProfile,
  useCanEditAccounts,
} from '../../entities/account/index.ts';
import { Crumbs } from '../../shared/ui/Crumbs.tsx';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, type FormFailure } from '../../shared/ui/contract-form.tsx';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';

/**
 * The records an account holds besides itself: its contacts and its locations. Each has a profile
 * (/Accounts/{id}/{Kind}/{rid}) and a form (…/New, …/{rid}/Edit), and the same frame around both.
 */
export type SubRecordKind = 'Contact' | 'Location';

const listOf = (accountId: number, kind: SubRecordKind) => `/Accounts/${accountId}/${kind}`;

const accountCrumbs = (accountId: number, kind: SubRecordKind) => [
  { label: 'Accounts List', to: '/Accounts' },
  { label: 'Account', to: listOf(accountId, kind) },
];

/**
 * A contact's or a location's profile: a loader, the failure, or the crumbs, its name with the edit
 * button (for those who may edit, while it is not deleted), the deleted notice, then the body.
 */
export function SubRecordProfile<T extends { enabled: boolean }>(props: {
  kind: SubRecordKind;
  query: UseQueryResult<T>;
  /** The record's id and name. */
  id: (record: T) => number;
  name: (record: T) => string;
  children: (record: T, accountId: number) => ReactNode;
}) {
  const { kind, query } = props;
  const accountId = Number(useParams().accountId);
  const canEdit = useCanEditAccounts();
  return <QueryGate queries={[query]}>{() => query.data && frame(query.data)}</QueryGate>;

  function frame(record: T) {
    return (
      <Stack>
        <Crumbs items={[...accountCrumbs(accountId, kind), { label: `${kind} Profile` }]} />
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {props.name(record)}
          </Title>
          {canEdit && record.enabled && (
            <ActionIcon
              component={Link}
              to={`${listOf(accountId, kind)}/${props.id(record)}/Edit`}
              variant="subtle"
              size="lg"
              aria-label={`Edit ${kind}`}
            >
              <IconPencil />
            </ActionIcon>
          )}
        </Group>
        {!record.enabled && <Alert color="gray">This {kind.toLowerCase()} has been deleted.</Alert>}
        {props.children(record, accountId)}
      </Stack>
    );
  }
}

/**
 * The screen of a contact's or a location's form: the account (whose other list gives the form its
 * choices) and, when editing, the record, loaded before the form shows.
 */
export function SubRecordFormScreen<T>(props: {
  /** The route's parameter naming the record; absent on …/New. */
  param: 'contactId' | 'locationId';
  useRecord: (id: number | null) => UseQueryResult<T>;
  children: (props: {
    accountId: number;
    initial: T | null;
    account: ReturnType<typeof useAccountProfile>['data'];
  }) => ReactNode;
}) {
  const params = useParams();
  const accountId = Number(params.accountId);
  const rid = params[props.param];
  const record = props.useRecord(rid ? Number(rid) : null);
  const profile = useAccountProfile(accountId);
  return (
    <QueryGate queries={[profile, record]}>
      {() => props.children({ accountId, initial: record.data ?? null, account: profile.data })}
    </QueryGate>
  );
}

/**
 * A contact's or a location's form: crumbs, title, the fields, the refusal banner, Delete (of a
 * saved record, asked first), Back and Save. A save opens the record's profile; a delete (a save
 * with enabled false, a soft delete, spec 2 §5) goes back to the account's list.
 */
export function SubRecordForm<V, B extends object>(props: {
  kind: SubRecordKind;
  accountId: number;
  /** The saved record's id and name; null for a new one. */
  saved: { id: number; name: string } | null;
  /** The contract form of the fields: its submit (checks the values, then runs the handler) and refusal. */
  form: {
    onSubmit: (handler: (values: V) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => void;
    failure: FormFailure | null;
  };
  /** The save, and its body made from the form's values (the frame adds the account and enabled). */
  mutation: { isPending: boolean; mutateAsync: (body: B) => Promise<{ id: number }> };
  body: (values: V) => Omit<B, 'enabled' | 'accountId'>;
  maw: number;
  children: ReactNode;
}) {
  const { kind, accountId, saved } = props;
  const navigate = useNavigate();
  const list = listOf(accountId, kind);
  const back = saved ? `${list}/${saved.id}` : list;

  const send = (enabled: boolean) =>
    props.form.onSubmit(async (values) => {
      const answer = await props.mutation.mutateAsync({ ...props.body(values), enabled, accountId } as B);
      navigate(enabled ? `${list}/${answer.id}` : list);
    });

  async function remove() {
    if (
      await confirmAction({
        title: `Delete ${kind}`,
        message: `Delete the ${kind.toLowerCase()} "${saved?.name}"? It will no longer be listed on the account.`,
        confirmLabel: 'Delete',
      })
    )
      send(false)();
  }

  return (
    <Stack maw={props.maw}>
      <Crumbs
        items={[
          ...accountCrumbs(accountId, kind),
          ...(saved ? [{ label: `${kind} Profile`, to: back }] : []),
          { label: saved ? 'Edit' : `New ${kind}` },
        ]}
      />
      <Title order={1} size="h3">
        {saved ? `Edit ${kind}` : `New ${kind}`}
      </Title>
      <form onSubmit={send(true)} noValidate>
        <Stack>
          {props.children}
          <FailureAlert failure={props.form.failure} />
          <FormButtons
            aside={
              saved && (
                <DeleteRecordButton
                  label={`Delete ${kind}`}
                  onClick={() => void remove()}
                  busy={props.mutation.isPending}
                />
              )
            }
            back={{ to: back }}
            saving={props.mutation.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
