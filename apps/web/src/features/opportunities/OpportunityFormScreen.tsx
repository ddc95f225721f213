import { messages } from '@fieldbook/contract/messages';
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAccountProfile } from '../../entities/account/index.ts';
import { useCall } from '../../entities/call/index.ts';
import { Crumbs } from '../../shared/ui/Crumbs.tsx';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { emptyValues, fromCall, fromProfile } from './form-values.ts';
import { OpportunityForm } from './OpportunityForm.tsx';
import { useJobOpportunity, useOpportunityProfile } from './opportunities.queries.ts';

/** A positive whole number from the URL, else null. */
const idFrom = (v: string | null | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

function Frame({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <Stack maw={900}>
      <Crumbs items={crumbs} />
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function EditOpportunity({ id }: { id: number | null }) {
  const profile = useOpportunityProfile(id);
  const p = profile.data;
  return (
    <Frame
      title="Edit Opportunity"
      crumbs={[
        { label: 'Opportunities', to: '/Opportunities' },
        { label: p?.opportunity.opportunityName ?? 'Opportunity', to: id ? `/Opportunities/${id}` : undefined },
        { label: 'Edit' },
      ]}
    >
      {id === null ? (
        <Alert color="red" role="alert">
          {messages.oppNotFound}
        </Alert>
      ) : (
        <QueryGate queries={[profile]}>
          {() =>
            p && (
              <OpportunityForm
                initial={fromProfile(p, false)}
                closed={p.opportunity.closed}
                call={null}
                back={`/Opportunities/${id}`}
              />
            )
          }
        </QueryGate>
      )}
    </Frame>
  );
}

/** /Opportunities/NewOpportunity[?callId=|?jobId=|?accountId=]. */
function NewOpportunity({
  callId,
  jobId,
  accountId,
}: {
  callId: number | null;
  jobId: number | null;
  accountId: number | null;
}) {
  const call = useCall(callId);
  const jobOpp = useJobOpportunity(jobId);
  const source = useOpportunityProfile(jobOpp.data ?? null);
  const account = useAccountProfile(call.data?.account?.accountId ?? accountId);
  const openCall = call.data?.data.active ? call.data.data : null;

  const initial = () => {
    if (call.data && openCall) return fromCall(openCall, call.data.account, account.data?.accountContacts ?? []);
    if (source.data) return fromProfile(source.data, true);
    if (account.data) {
      const a = account.data.accountInfo;
      return { ...emptyValues(), accountId: a.accountId, accountName: a.accountName };
    }
    return emptyValues();
  };
  const back = callId ? `/Opportunities/Call/${callId}` : '/Opportunities';
  return (
    <Frame
      title="New Opportunity"
      crumbs={[{ label: 'Opportunities', to: '/Opportunities' }, { label: 'New Opportunity' }]}
    >
      <QueryGate queries={[call, jobOpp, source, account]}>
        {() => (
          <>
            {call.data && !openCall && (
              <Alert color="yellow" role="alert">
                {messages.oppCallClosed}
              </Alert>
            )}
            <OpportunityForm initial={initial()} closed={null} call={openCall} back={back} />
          </>
        )}
      </QueryGate>
    </Frame>
  );
}

/** /Opportunities/NewOpportunity and /Opportunities/{oppId}/Edit. */
export default function OpportunityFormScreen() {
  const { oppId } = useParams();
  const [params] = useSearchParams();
  if (oppId !== undefined) return <EditOpportunity id={idFrom(oppId)} />;
  return (
    <NewOpportunity
      callId={idFrom(params.get('callId'))}
      jobId={idFrom(params.get('jobId'))}
      accountId={idFrom(params.get('accountId'))}
    />
  );
}
