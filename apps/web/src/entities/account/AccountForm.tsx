import { type Account, accountFields, type SaveAccountRefusal } from '@fieldbook/contract/accounts';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Checkbox, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { ListSelect, ParentAccountSelect } from './AccountFormSelects.tsx';
import { fetchAccount, industriesQuery, territoriesQuery, useSaveAccount } from './account.queries.ts';
import { type BackAction, FormButtons } from './FormButtons.tsx';

/** An account as the forms that pick one know it. */
export interface AccountChoice {
  accountId: number;
  accountName: string;
}

export interface AccountFormProps {
  /** The account being edited, or null to create one. */
  saved: Account | null;
  /** A new account's name to start from (the company name of a call). */
  initialName?: string;
  onSaved: (account: AccountChoice) => void;
  /**
   * Where the form is a step of another form (the opportunity's 'New Account'): the possible
   * matches and the existing account are offered for picking instead of as links away.
   */
  onUseExisting?: (account: AccountChoice) => void;
  /** 'Back' as a link (the account screens) or as a button (a dialog). */
  back: BackAction;
}

/** The account fields with SaveAccount's possible-match check (spec 2 §5): create, edit, disable. */
export function AccountForm({ saved, initialName = '', onSaved, onUseExisting, back }: AccountFormProps) {
  const accountId = saved?.accountId ?? 0;
  const save = useSaveAccount();
  const { form, failure, onSubmit } = useContractForm(accountFields, {
    initialValues: {
      accountName: saved?.accountName ?? initialName,
      accountNumber: saved?.accountNumber ?? '',
      parentAccount: saved?.parentAccount ?? null,
      industryTypeId: saved?.industryTypeId ?? null,
      territoryId: saved?.territoryId ?? null,
      taxExempt: saved?.taxExempt ?? false,
      enabled: saved?.enabled ?? true,
    },
  });
  // A 409 the user acts on: similar names to review, or the account that already has the name.
  const [refusal, setRefusal] = useState<SaveAccountRefusal | null>(null);
  const enabled = form.values.enabled !== false;

  /** Saves (override: create despite similar names; enabled: the Disable/Enable button's new state). */
  const send = (override: boolean, enable?: boolean) =>
    onSubmit(async (values) => {
      setRefusal(null);
      try {
        const answer = await save.mutateAsync({ ...values, accountId, override, enabled: enable ?? values.enabled });
        onSaved({ accountId: answer.id, accountName: values.accountName });
      } catch (err) {
        const body = err instanceof ApiError && err.status === 409 ? (err.body as SaveAccountRefusal) : undefined;
        if (!body?.matches && !body?.accountId) throw err;
        setRefusal(body);
      }
    });

  async function toggleEnabled() {
    if (
      enabled &&
      !(await confirmAction({
        title: 'Disable Account',
        message: 'Disable this account? It will only be listed under View Disabled Accounts.',
        confirmLabel: 'Disable Account',
      }))
    )
      return;
    send(false, !enabled)();
  }

  async function pickExisting(id: number) {
    onUseExisting?.({ accountId: id, accountName: (await fetchAccount(id)).accountName });
  }

  const existing = (id: number, label: string) =>
    onUseExisting ? (
      <Button variant="subtle" size="compact-sm" px={0} onClick={() => void pickExisting(id)}>
        {label}
      </Button>
    ) : (
      <Anchor component={Link} to={`/Accounts/${id}`}>
        {label}
      </Anchor>
    );

  return (
    <Stack>
      {refusal && (
        <Alert color={refusal.matches ? 'yellow' : 'red'} role="alert">
          <Text>{refusal.message}</Text>
          {refusal.accountId &&
            existing(refusal.accountId, onUseExisting ? 'Use This Account' : messages.accountGoToExisting)}
        </Alert>
      )}
      {refusal?.matches && (
        <Paper withBorder p="md">
          <List aria-label="Possible matches">
            {refusal.matches.map((m) => (
              <List.Item key={m.accountid}>
                {existing(m.accountid, m.accountName)}
                {m.accountNumber ? ` (${m.accountNumber})` : ''}
              </List.Item>
            ))}
          </List>
          <Text c="red" size="sm" mt="md">
            {messages.accountConfirmCreationWarning}
          </Text>
          <Button mt="sm" color="orange" loading={save.isPending} onClick={() => send(true)()}>
            Confirm Creation
          </Button>
        </Paper>
      )}
      <form onSubmit={send(false)} noValidate aria-label={saved ? `Account ${saved.accountName}` : 'New account'}>
        <Stack>
          <TextInput label="Account Name" required maxLength={200} {...form.getInputProps('accountName')} />
          <TextInput
            label="Account Number"
            maxLength={50}
            {...form.getInputProps('accountNumber')}
            value={form.values.accountNumber ?? ''}
          />
          <ParentAccountSelect
            value={form.values.parentAccount}
            onChange={(id) => form.setFieldValue('parentAccount', id)}
            error={form.errors.parentAccount}
            accountId={accountId}
            savedName={saved?.parentAccountName}
          />
          <Group grow align="flex-start">
            <ListSelect
              label="Industry"
              list={industriesQuery}
              value={form.values.industryTypeId}
              onChange={(id) => form.setFieldValue('industryTypeId', id)}
            />
            <ListSelect
              label="Territory"
              list={territoriesQuery}
              value={form.values.territoryId}
              onChange={(id) => form.setFieldValue('territoryId', id)}
            />
          </Group>
          <Checkbox label="Tax Exempt" {...form.getInputProps('taxExempt', { type: 'checkbox' })} />
          <FailureAlert failure={failure} />
          <FormButtons
            aside={
              saved && (
                <Button
                  variant="outline"
                  color={enabled ? 'red' : 'green'}
                  onClick={() => void toggleEnabled()}
                  disabled={save.isPending}
                >
                  {enabled ? 'Disable Account' : 'Enable Account'}
                </Button>
              )
            }
            back={back}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
