import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import {
  CloseOpenButton,
  formatAddress,
  type OpportunityProfile,
  useOpportunityProfile,
} from '../../features/opportunities/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { Crumbs } from '../../shared/ui/Crumbs.tsx';
import { useCanChange } from '../../shared/ui/can-open.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { RecordLink } from '../../shared/ui/RecordLink.tsx';
import { useCompactFieldLayout } from './job/field-layout.ts';
import { usePrefetchJobPage } from './job/job-page.queries.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Stack>
    </Paper>
  );
}

const line = (label: string, value: string | null | undefined) =>
  value ? (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  ) : null;

function Details({ p }: { p: OpportunityProfile }) {
  const o = p.opportunity;
  const gps = o.gpsLatitude || o.gpsLongitude ? `${o.gpsLatitude}, ${o.gpsLongitude}` : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Section title="Account">
        <RecordLink to={`/Accounts/${p.account.accountId}`} size="sm">
          {p.account.accountName}
        </RecordLink>
        {line('Account Number', p.account.accountNumber)}
        {p.call && (
          <RecordLink to={`/Opportunities/ClosedCall/${p.call.callId}`} size="sm">
            Created from the call of {p.call.callerName}
          </RecordLink>
        )}
      </Section>
      <Section title="Billing Information">
        {p.billingLocation ? (
          <>
            <Text size="sm">{p.billingLocation.locationName}</Text>
            <Text size="sm">{formatAddress(p.billingLocation, 'billing') || messages.notApplicable}</Text>
          </>
        ) : (
          <Text size="sm">{messages.notApplicable}</Text>
        )}
      </Section>
      <Section title="Opportunity Information">
        {line('Office', o.officeName)}
        {line('Job Site', p.shippingLocation?.locationName)}
        {line('Job Shipping Address', p.shippingLocation && formatAddress(p.shippingLocation, 'shipping'))}
        {line('Site Type', o.typeOfSite)}
        {line('LSD', o.lsd)}
        {line('GPS', gps)}
        {line('Drilling Site', o.isDrilling ? 'Yes' : 'No')}
        {line('Details', o.description)}
      </Section>
      <Section title="Contact Information">
        {p.contact ? (
          <>
            <Text size="sm">{p.contact.fullName}</Text>
            {p.contact.phoneNumber && (
              <Anchor href={`tel:${p.contact.phoneNumber}`} size="sm">
                {p.contact.phoneNumber}
              </Anchor>
            )}
            {p.contact.email && (
              <Anchor href={`mailto:${p.contact.email}`} size="sm">
                {p.contact.email}
              </Anchor>
            )}
          </>
        ) : (
          <Text size="sm">{messages.notApplicable}</Text>
        )}
      </Section>
    </SimpleGrid>
  );
}

function Header({ p, onJobRoute }: { p: OpportunityProfile; onJobRoute: boolean }) {
  const o = p.opportunity;
  const mayEdit = useCanChange()(`/Opportunities/${o.opportunityId}/Edit`);
  // Under a job the details fold away so the job screens stay in view; the opportunity page shows them.
  const [open, setOpen] = useState(!onJobRoute);
  return (
    <Stack gap="sm">
      <Crumbs items={[{ label: 'Opportunities', to: '/Opportunities' }, { label: o.opportunityName }]} />
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {/* Under a job the job screen holds the page's main heading. */}
          <Title order={onJobRoute ? 2 : 1} size="h3">
            <RecordLink to={`/Opportunities/${o.opportunityId}`} inherit c="inherit">
              {o.opportunityName}
            </RecordLink>
          </Title>
          {o.closed && <Badge color="gray">Closed</Badge>}
          {o.isDrilling && <Badge variant="light">Drilling</Badge>}
          {mayEdit && (
            <ActionIcon
              component={Link}
              to={`/Opportunities/${o.opportunityId}/Edit`}
              variant="subtle"
              aria-label="Edit Opportunity"
              size="lg"
            >
              <IconPencil />
            </ActionIcon>
          )}
        </Group>
        <Group gap="xs">
          {onJobRoute && (
            <Button variant="subtle" size="compact-sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
              {open ? 'Hide Opportunity Details' : 'Show Opportunity Details'}
            </Button>
          )}
          {mayEdit && <CloseOpenButton opportunityId={o.opportunityId} closed={o.closed} />}
        </Group>
      </Group>
      <Collapse expanded={open} keepMounted={false}>
        <Details p={p} />
      </Collapse>
    </Stack>
  );
}

/** /Opportunities/{oppId}: the opportunity header (account, billing, opportunity, contact) above the job routes. */
export default function OpportunityLayout() {
  const { oppId = '' } = useParams();
  const { pathname } = useLocation();
  const id = /^\d+$/.test(oppId) ? Number(oppId) : null;
  const profile = useOpportunityProfile(id);
  // Under a job, its page loads beside the opportunity rather than after it.
  usePrefetchJobPage(pathname);
  const onJobRoute = pathname.replace(/\/+$/, '').split('/').length > 3;
  // A field stage on a phone opens at its form: the job's one-line header names the opportunity.
  const compact = useCompactFieldLayout(pathname);

  const notFound = id === null || (profile.error instanceof ApiError && profile.error.status === 404);
  if (notFound || profile.error) {
    return (
      <Stack>
        <Anchor component={Link} to="/Opportunities">
          Back to Opportunities
        </Anchor>
        <Alert color="red" role="alert">
          {notFound ? messages.oppNotFound : profile.error?.message}
        </Alert>
      </Stack>
    );
  }
  if (profile.isPending) return <PageLoader label="Loading opportunity…" />;
  return (
    <Stack>
      {!compact && <Header p={profile.data} onJobRoute={onJobRoute} />}
      <Outlet />
    </Stack>
  );
}
