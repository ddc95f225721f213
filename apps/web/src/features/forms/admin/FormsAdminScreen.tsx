import { adminJobList } from '@fieldbook/contract/forms-admin';
import { jsaListAll } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { jobFormsAdminNav } from '@fieldbook/contract/navigation';
import { Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { call } from '../../../shared/api/api.ts';
import { useNavigation } from '../../../shared/session/session.queries.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TabBar } from '../../../shared/ui/TabBar.tsx';
import AdminEquipmentFormList, { AdminEquipmentFormDetail } from '../equipment/AdminEquipmentFormList.tsx';
import { AdminFieldTicketDetail, AdminFieldTicketList } from '../field-tickets/AdminFieldTicketList.tsx';
import { JsaReadView } from '../jsa/JsaReadView.tsx';
import { useJsa } from '../jsa/jsa.queries.ts';

const BASE = '/Admin/Forms';

const adminFieldTicketList = (jobId: number): ReactNode => <AdminFieldTicketList jobId={jobId} />;
const adminFieldTicketDetail = (id: string): ReactNode => <AdminFieldTicketDetail fieldTicketId={Number(id)} />;
const adminEquipmentFormList = (jobId: number): ReactNode => <AdminEquipmentFormList jobId={jobId} />;
const adminEquipmentFormDetail = (id: string): ReactNode => <AdminEquipmentFormDetail equipmentFormId={Number(id)} />;

/** /Admin/Forms (spec 3 §2.7): the server's tabs, a job picker, and the picked job's forms. */
export default function FormsAdminScreen() {
  const nav = useNavigation(jobFormsAdminNav);
  const [search, setSearch] = useSearchParams();
  const jobId = Number(search.get('jobId')) || 0;
  const jobs = useQuery({
    queryKey: ['forms-admin', 'jobs'],
    queryFn: () => call(adminJobList).then((r) => r.data),
  });
  const first = nav.data?.[0]?.url;
  const withJob = (url: string) => (jobId ? `${url}?jobId=${jobId}` : url);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={1} size="h3">
            Job Forms
          </Title>
          <TabBar items={(nav.data ?? []).map((i) => ({ label: i.label, url: withJob(i.url) }))} label="Job forms" />
          <Select
            label="Job"
            placeholder={messages.selectAJob}
            searchable
            maw={480}
            data={(jobs.data ?? []).map((j) => ({
              value: String(j.jobId),
              label: `${j.jobNumber} – ${j.jobName} (${j.accountName})`,
            }))}
            value={jobId ? String(jobId) : null}
            onChange={(v) => setSearch(v ? { jobId: v } : {}, { replace: true })}
            nothingFoundMessage="No jobs match"
          />
        </Stack>
      </Paper>
      <Routes>
        <Route index element={first ? <Navigate to={withJob(first)} replace /> : null} />
        <Route path="FieldTickets" element={<PickedJob jobId={jobId}>{adminFieldTicketList(jobId)}</PickedJob>} />
        <Route path="FieldTickets/:id" element={<ById render={adminFieldTicketDetail} />} />
        <Route path="EquipmentForms" element={<PickedJob jobId={jobId}>{adminEquipmentFormList(jobId)}</PickedJob>} />
        <Route path="EquipmentForms/:id" element={<ById render={adminEquipmentFormDetail} />} />
        <Route path="JSA" element={<PickedJob jobId={jobId}>{<AdminJsaList jobId={jobId} />}</PickedJob>} />
        <Route path="JSA/:id" element={<AdminJsa jobId={jobId} />} />
      </Routes>
    </Stack>
  );
}

function ById({ render }: { render: (id: string) => ReactNode }) {
  return <>{render(useParams().id ?? '')}</>;
}

/** A list needs a job: until one is picked, the list says so. */
function PickedJob({ jobId, children }: { jobId: number; children: ReactNode }) {
  if (!jobId) return <Text c="dimmed">{messages.selectAJob}</Text>;
  return <>{children}</>;
}

function AdminJsaList({ jobId }: { jobId: number }) {
  const list = useQuery({
    queryKey: ['jsa', jobId, 'all'],
    queryFn: () => call(jsaListAll, { query: { id: jobId } }).then((r) => r.data),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="admin-jsa-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-jsa-title">
          Job Safety Analysis
        </Title>
        <QueryGate queries={[list]}>
          {() =>
            list.data?.length ? (
              <Table.ScrollContainer minWidth={300}>
                <Table striped aria-label="JSAs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Created By</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.map((j) => (
                      <Table.Tr key={j.jsaId}>
                        <Table.Td>
                          <Text component={Link} to={`${BASE}/JSA/${j.jsaId}?jobId=${jobId}`} c="blue" size="sm">
                            {formatDateTime(j.date)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{j.createdBy}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{messages.noFormsAvailable}</Text>
            )
          }
        </QueryGate>
      </Stack>
    </Paper>
  );
}

function AdminJsa({ jobId }: { jobId: number }) {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const jsa = useJsa(jobId, id);
  if (id === null) return <Text c="red">{messages.jsaNotFound}</Text>;
  return (
    <QueryGate queries={[jsa]}>
      {() =>
        jsa.data ? (
          <JsaReadView
            jsa={jsa.data}
            editable={false}
            base={`${BASE}/JSA`}
            listUrl={`${BASE}/JSA?jobId=${jsa.data.jobId}`}
          />
        ) : null
      }
    </QueryGate>
  );
}
