import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { AccountForm } from '../../entities/account/index.ts';
import { Crumbs } from '../../shared/ui/Crumbs.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useAccount } from './accounts.queries.ts';

/** /Accounts/New and /Accounts/{id}/Edit. */
export default function AccountFormScreen() {
  const params = useParams();
  const navigate = useNavigate();
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
  const saved = existing.data ?? null;
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
        {accountId ? 'Edit Account' : 'New Account'}
      </Title>
      <AccountForm
        key={saved?.accountId ?? 0}
        saved={saved}
        onSaved={(a) => navigate(`/Accounts/${a.accountId}`)}
        back={{ to: accountId ? `/Accounts/${accountId}` : '/Accounts' }}
      />
    </Stack>
  );
}
