import { accountFields, type PossibleMatch, type SaveAccountRefusal } from '@fieldbook/contract/accounts';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, get, post } from '../../app/api.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { fieldErrors, useAccount, useAccountNames } from './accounts.queries.ts';
import { Crumbs } from './Crumbs.tsx';

interface Values {
  accountName: string;
  accountNumber: string;
  parentAccount: string | null;
  industryTypeId: string | null;
  territoryId: string | null;
  taxExempt: boolean;
  enabled: boolean;
}

type Failure = { message: string; accountId?: number; matches?: PossibleMatch[] };

const useNamed = (path: string) =>
  useQuery({
    queryKey: ['accounts', path],
    queryFn: () => get<{ data: { id: number; name: string }[] }>(path).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** SaveAccount with its 409 body (matches or the existing account's id) kept for the screen. */
async function sendSave(body: object): Promise<{ id: number } | Failure> {
  try {
    const saved = await post<{ id: number }>('/Account/SaveAccount', body);
    return { id: saved.id };
  } catch (err) {
    const data = (err instanceof ApiError ? err.body : undefined) as SaveAccountRefusal | undefined;
    return {
      message: data?.message || messages.accountSaveFailed,
      accountId: data?.accountId,
      matches: data?.matches,
    };
  }
}

/** /Accounts/New and /Accounts/{id}/Edit. */
export default function AccountFormScreen() {
  const params = useParams();
  const accountId = params.accountId ? Number(params.accountId) : null;
  const existing = useAccount(accountId);
  if (accountId !== null && existing.isLoading) return <PageLoader />;
  if (existing.error) {
    return (
      <Alert color="red" role="alert">
        {existing.error.message}
      </Alert>
    );
  }
  const a = existing.data;
  return (
    <AccountForm
      key={a?.accountId ?? 0}
      accountId={accountId ?? 0}
      parentName={a?.parentAccountName ?? null}
      initial={{
        accountName: a?.accountName ?? '',
        accountNumber: a?.accountNumber ?? '',
        parentAccount: a?.parentAccount ? String(a.parentAccount) : null,
        industryTypeId: a?.industryTypeId ? String(a.industryTypeId) : null,
        territoryId: a?.territoryId ? String(a.territoryId) : null,
        taxExempt: a?.taxExempt ?? false,
        enabled: a?.enabled ?? true,
      }}
    />
  );
}

function AccountForm({
  accountId,
  initial,
  parentName,
}: {
  accountId: number;
  initial: Values;
  parentName: string | null;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [parentSearch, setParentSearch] = useState(parentName ?? '');
  const [debounced] = useDebouncedValue(parentSearch, 300);
  const names = useAccountNames(debounced);
  const industries = useNamed('/Account/IndustryList');
  const territories = useNamed('/Account/TerritoryList');
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((s) => ({ ...s, [k]: v }));

  const parentOptions = (names.data ?? [])
    .filter((n) => n.accountId !== accountId)
    .map((n) => ({ value: String(n.accountId), label: n.accountName }));
  if (values.parentAccount && parentName && !parentOptions.some((o) => o.value === values.parentAccount)) {
    parentOptions.unshift({ value: values.parentAccount, label: parentName });
  }

  async function save(override: boolean, enabled = values.enabled) {
    const body = {
      accountId,
      override,
      accountName: values.accountName,
      accountNumber: values.accountNumber,
      parentAccount: values.parentAccount ? Number(values.parentAccount) : null,
      industryTypeId: values.industryTypeId ? Number(values.industryTypeId) : null,
      territoryId: values.territoryId ? Number(values.territoryId) : null,
      taxExempt: values.taxExempt,
      enabled,
    };
    const parsed = accountFields.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await sendSave(body);
      if ('id' in result) {
        await qc.invalidateQueries({ queryKey: ['accounts'] });
        navigate(`/Accounts/${result.id}`);
      } else setFailure(result);
    } catch {
      setFailure({ message: messages.accountSaveFailed });
    } finally {
      setBusy(false);
    }
  }

  async function toggleEnabled() {
    const disabling = values.enabled;
    if (
      disabling &&
      !(await confirmAction({
        title: 'Disable Account',
        message: 'Disable this account? It will only be listed under View Disabled Accounts.',
        confirmLabel: 'Disable Account',
      }))
    )
      return;
    await save(false, !disabling);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(false);
  }

  const title = accountId ? 'Edit Account' : 'New Account';
  return (
    <Stack maw={720}>
      <Crumbs
        items={[
          { label: 'Accounts List', to: '/Accounts' },
          ...(accountId ? [{ label: 'Account', to: `/Accounts/${accountId}` }] : []),
          { label: accountId ? 'Edit' : 'New Account' },
        ]}
      />
      <Title order={1} size="h3">
        {title}
      </Title>
      {failure && (
        <Alert color={failure.matches ? 'yellow' : 'red'} role="alert">
          <Text>{failure.message}</Text>
          {failure.accountId && (
            <Anchor component={Link} to={`/Accounts/${failure.accountId}`}>
              {messages.accountGoToExisting}
            </Anchor>
          )}
        </Alert>
      )}
      {failure?.matches && (
        <Paper withBorder p="md">
          <List aria-label="Possible matches">
            {failure.matches.map((m) => (
              <List.Item key={m.accountid}>
                <Anchor component={Link} to={`/Accounts/${m.accountid}`}>
                  {m.accountName}
                </Anchor>
                {m.accountNumber ? ` (${m.accountNumber})` : ''}
              </List.Item>
            ))}
          </List>
          <Text c="red" size="sm" mt="md">
            {messages.accountConfirmCreationWarning}
          </Text>
          <Button mt="sm" color="orange" loading={busy} onClick={() => void save(true)}>
            Confirm Creation
          </Button>
        </Paper>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Account Name"
            required
            maxLength={200}
            value={values.accountName}
            error={errors.accountName}
            onChange={(e) => set('accountName', e.currentTarget.value)}
          />
          <TextInput
            label="Account Number"
            maxLength={50}
            value={values.accountNumber}
            error={errors.accountNumber}
            onChange={(e) => set('accountNumber', e.currentTarget.value)}
          />
          <Select
            label="Parent Account"
            searchable
            clearable
            data={parentOptions}
            value={values.parentAccount}
            searchValue={parentSearch}
            onSearchChange={setParentSearch}
            onChange={(v) => set('parentAccount', v)}
            nothingFoundMessage="No accounts found"
            error={errors.parentAccount}
            filter={({ options }) => options}
          />
          <Group grow align="flex-start">
            <Select
              label="Industry"
              clearable
              data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
              value={values.industryTypeId}
              onChange={(v) => set('industryTypeId', v)}
            />
            <Select
              label="Territory"
              clearable
              data={(territories.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
              value={values.territoryId}
              onChange={(v) => set('territoryId', v)}
            />
          </Group>
          <Checkbox
            label="Tax Exempt"
            checked={values.taxExempt}
            onChange={(e) => set('taxExempt', e.currentTarget.checked)}
          />
          <Group justify="space-between">
            {accountId ? (
              <Button
                variant="outline"
                color={values.enabled ? 'red' : 'green'}
                onClick={() => void toggleEnabled()}
                disabled={busy}
              >
                {values.enabled ? 'Disable Account' : 'Enable Account'}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" component={Link} to={accountId ? `/Accounts/${accountId}` : '/Accounts'}>
                Back
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
