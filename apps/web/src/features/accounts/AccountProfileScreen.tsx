import { type AccountContact, type AccountLocation, accountJobsExport } from '@fieldbook/contract/accounts';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccountProfile, useCanEditAccounts } from '../../entities/account/index.ts';
import { JobTable } from '../../entities/job/index.ts';
import { useCanEditOpportunities } from '../../entities/opportunity/index.ts';
import { Crumbs } from '../../shared/ui/Crumbs.tsx';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useAccountJobs } from './accounts.queries.ts';

type Tab = 'locations' | 'contacts' | 'jobs';

/** /Accounts/{id} (and /Location, /Contact): the account profile with its three tabs. */
export default function AccountProfileScreen({ tab = 'locations' }: { tab?: Tab }) {
  const accountId = Number(useParams().accountId);
  const navigate = useNavigate();
  const [active, setActive] = useState<Tab>(tab);
  const profile = useAccountProfile(accountId);
  const canEdit = useCanEditAccounts();
  if (profile.isLoading) return <PageLoader />;
  if (profile.error || !profile.data) {
    return (
      <Alert color="red" role="alert">
        {profile.error?.message}
      </Alert>
    );
  }
  const { accountInfo: a, accountLocations, accountContacts } = profile.data;
  return (
    <Stack>
      <Crumbs items={[{ label: 'Accounts List', to: '/Accounts' }, { label: 'Account' }]} />
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {a.accountName}
          {!a.enabled && (
            <Text span c="red" ml="sm">
              (Disabled)
            </Text>
          )}
        </Title>
        {canEdit && (
          <ActionIcon
            component={Link}
            to={`/Accounts/${a.accountId}/Edit`}
            variant="subtle"
            aria-label="Edit Account"
            size="lg"
          >
            <IconPencil />
          </ActionIcon>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {[
          a.accountNumber && `Account Number: ${a.accountNumber}`,
          a.parentAccountName && `Parent: ${a.parentAccountName}`,
          a.industryName && `Industry: ${a.industryName}`,
          a.territoryName && `Territory: ${a.territoryName}`,
          a.taxExempt && 'Tax Exempt',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Tabs
        value={active}
        onChange={(v) => {
          const next = (v ?? 'locations') as Tab;
          setActive(next);
          if (next !== 'jobs')
            navigate(`/Accounts/${accountId}/${next === 'locations' ? 'Location' : 'Contact'}`, { replace: true });
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="locations">Account Locations</Tabs.Tab>
          <Tabs.Tab value="contacts">Account Contacts</Tabs.Tab>
          <Tabs.Tab value="jobs">Account Jobs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="locations" pt="md">
          <Locations accountId={accountId} locations={accountLocations} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <Contacts accountId={accountId} contacts={accountContacts} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          {active === 'jobs' && <Jobs accountId={accountId} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Address({ label, lines }: { label: string; lines: string[] }) {
  const text = lines.filter(Boolean);
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm">{text.length ? text.join(', ') : 'N/A'}</Text>
    </div>
  );
}

function LocationCard({ l, accountId }: { l: AccountLocation; accountId: number }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={l.locationName}>
      <Anchor component={Link} to={`/Accounts/${accountId}/Location/${l.accountLocationId}`} fw={600}>
        {l.locationName}
      </Anchor>
      <Stack gap={4} mt="xs">
        <Address
          label="Billing Address"
          lines={[l.billingAddress1, l.billingAddress2, l.billingCity, `${l.billingState} ${l.billingZip}`.trim()]}
        />
        <Address
          label="Shipping Address"
          lines={[l.shippingAddress1, l.shippingAddress2, l.shippingCity, `${l.shippingState} ${l.shippingZip}`.trim()]}
        />
        {l.pocId && (
          <div>
            <Text size="xs" fw={600} c="dimmed">
              Primary Contact
            </Text>
            <Text size="sm">{l.pocName}</Text>
            {l.pocPhoneNumber && (
              <Anchor href={`tel:${l.pocPhoneNumber}`} size="sm" display="block">
                {l.pocPhoneNumber}
              </Anchor>
            )}
            {l.pocEmail && (
              <Anchor href={`mailto:${l.pocEmail}`} size="sm" display="block">
                {l.pocEmail}
              </Anchor>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function Locations({
  accountId,
  locations,
  canEdit,
}: {
  accountId: number;
  locations: AccountLocation[];
  canEdit: boolean;
}) {
  const offices = locations.filter((l) => !l.jobLocation);
  const sites = locations.filter((l) => l.jobLocation);
  return (
    <Stack>
      {canEdit && (
        <Group>
          <Button component={Link} to={`/Accounts/${accountId}/Location/New`}>
            New Location
          </Button>
        </Group>
      )}
      {locations.length === 0 && <Text>{messages.noLocationsToDisplay}</Text>}
      {offices.length > 0 && (
        <section aria-label="Account Location - Offices">
          <Title order={2} size="h5" mb="xs">
            Account Location - Offices
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {offices.map((l) => (
              <LocationCard key={l.accountLocationId} l={l} accountId={accountId} />
            ))}
          </SimpleGrid>
        </section>
      )}
      {sites.length > 0 && (
        <section aria-label="Account Location - Jobs">
          <Title order={2} size="h5" mb="xs">
            Account Location - Jobs
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {sites.map((l) => (
              <LocationCard key={l.accountLocationId} l={l} accountId={accountId} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

export function ContactLines({ c }: { c: AccountContact }) {
  const phones: [string, string][] = [
    ['Phone', c.phoneNumber],
    ['Mobile', c.mobileNumber],
    ['Office', c.officeNumber],
    ['Other', c.otherNumber],
  ];
  return (
    <Stack gap={2}>
      {phones
        .filter(([, n]) => n)
        .map(([label, n]) => (
          <Text size="sm" key={label}>
            {label}: <Anchor href={`tel:${n}`}>{n}</Anchor>
          </Text>
        ))}
      {c.email && (
        <Text size="sm">
          E-mail: <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

function Contacts({
  accountId,
  contacts,
  canEdit,
}: {
  accountId: number;
  contacts: AccountContact[];
  canEdit: boolean;
}) {
  return (
    <Stack>
      {canEdit && (
        <Group>
          <Button component={Link} to={`/Accounts/${accountId}/Contact/New`}>
            New Contact
          </Button>
        </Group>
      )}
      {contacts.length === 0 && <Text>{messages.noContactsToDisplay}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {contacts.map((c) => (
          <Paper key={c.accountContactId} withBorder p="md" component="article" aria-label={c.fullName}>
            <Anchor component={Link} to={`/Accounts/${accountId}/Contact/${c.accountContactId}`} fw={600}>
              {c.fullName}
            </Anchor>
            <ContactLines c={c} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Jobs({ accountId }: { accountId: number }) {
  const [cancelled, setCancelled] = useState(false);
  const [filter, setFilter] = useState('');
  const jobs = useAccountJobs(accountId, cancelled);
  const canCreate = useCanEditOpportunities();
  const rows = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (jobs.data ?? []).filter(
      (j) => !f || j.jobName.toLowerCase().includes(f) || j.opportunityName.toLowerCase().includes(f),
    );
  }, [jobs.data, filter]);
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput
          label="Job & Opportunity Name Filter"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Switch
          label="Show Canceled Jobs"
          checked={cancelled}
          onChange={(e) => setCancelled(e.currentTarget.checked)}
        />
        <ExportButton endpoint={accountJobsExport} input={{ query: { accountId, cancelled } }} fileName="Jobs.xlsx" />
        {canCreate && (
          <Button component={Link} to={`/Opportunities/NewOpportunity?accountId=${accountId}`}>
            New Opportunity
          </Button>
        )}
      </Group>
      {jobs.isLoading && <PageLoader />}
      {jobs.error && (
        <Alert color="red" role="alert">
          {jobs.error.message}
        </Alert>
      )}
      {jobs.data && (
        <JobTable
          rows={rows}
          label="Account Jobs"
          columns={['opportunityName', 'jobName', 'jobClassification', 'jobNumber', 'jobStep', 'lastUpdated']}
          labels={{ jobStep: 'Stage' }}
          emptyText={messages.noAccountJobsToDisplay}
        />
      )}
    </Stack>
  );
}
