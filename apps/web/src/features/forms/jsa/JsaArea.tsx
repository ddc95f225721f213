import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useJobIds } from '../../../entities/job/index.ts';
import { useMoveToRealId } from '../../../shared/offline/outbox/index.ts';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { JsaEditor } from './JsaEditor.tsx';
import { JsaReadView } from './JsaReadView.tsx';
import { useJsa, useJsaEditCheck, useJsaForm, useJsaList } from './jsa.queries.ts';
import { jsaRecord } from './jsa-writes.ts';

/**
 * {stage}/JSA/*: the JSAs written under a field stage (spec 3 §2.8): the list, 'new', a JSA's read
 * view (with its sign-in sheet and edit log) and its editor at {id}/Edit.
 */
export default function JsaArea({ stepId, stageUrl }: { stepId: number; stageUrl: string }) {
  const base = `${stageUrl}/JSA`;
  return (
    <Routes>
      <Route index element={<JsaList stepId={stepId} base={base} />} />
      <Route path="new" element={<JsaEdit stepId={stepId} base={base} />} />
      <Route path=":jsaId" element={<JsaRead base={base} />} />
      <Route path=":jsaId/Edit" element={<JsaEdit stepId={stepId} base={base} />} />
    </Routes>
  );
}

function JsaList({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const list = useJsaList(jobId, stepId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-list-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="jsa-list-title">
            Job Safety Analysis
          </Title>
          {list.data?.allowCreate && (
            <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
              New JSA
            </Button>
          )}
        </Group>
        <QueryGate queries={[list]}>
          {() =>
            list.data?.data.length ? (
              <Table.ScrollContainer minWidth={300}>
                <Table striped aria-label="JSAs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Created By</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((j) => (
                      <Table.Tr key={j.jsaId}>
                        <Table.Td>
                          <Text component={Link} to={`${base}/${j.jsaId}`} c="blue" size="sm">
                            {formatDateTime(j.date)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {j.createdBy}
                          <WaitingBadge record={jsaRecord(j.jsaId)} ml="xs" />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{messages.noJsas}</Text>
            )
          }
        </QueryGate>
      </Stack>
    </Paper>
  );
}

/** The `:jsaId` of the route, or NaN when it is not a positive whole number. */
const useJsaId = () => jsaIdOf(useParams().jsaId ?? '');

function JsaRead({ base }: { base: string }) {
  const { jobId } = useJobIds();
  const id = useJsaId();
  const jsa = useJsa(jobId, Number.isNaN(id) ? null : id);
  const editable = useJsaEditCheck(jobId, Number.isNaN(id) ? 0 : id);
  useMoveToRealId(Number.isNaN(id) ? 0 : id);
  if (Number.isNaN(id)) return <NotFound base={base} />;
  return (
    <QueryGate queries={[jsa]}>
      {() => (jsa.data ? <JsaReadView jsa={jsa.data} editable={editable.data === true} base={base} /> : null)}
    </QueryGate>
  );
}

function JsaEdit({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const { jsaId } = useParams();
  const id = jsaId === undefined ? 0 : jsaIdOf(jsaId);
  const options = useJsaForm(jobId);
  const saved = useJsa(jobId, id !== 0 && !Number.isNaN(id) ? id : null);
  useMoveToRealId(Number.isNaN(id) ? 0 : id);
  if (Number.isNaN(id)) return <NotFound base={base} />;
  if (options.isPending || (id !== 0 && saved.isPending)) return <PageLoader label="Loading the JSA…" />;
  const error = options.error ?? saved.error;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  if (!options.data) return null;
  return (
    <Stack>
      <Group gap="xs">
        <Title order={2} size="h4">
          {id ? 'Edit JSA' : 'New JSA'}
        </Title>
        <WaitingBadge record={jsaRecord(id)} />
      </Group>
      <JsaEditor
        key={id}
        jobId={jobId}
        stepId={saved.data?.stepId ?? stepId}
        jsaId={id}
        saved={saved.data}
        options={options.data}
        base={base}
      />
    </Stack>
  );
}

/** A JSA's id in the address: positive, or negative for one made on this device and not sent yet. */
const jsaIdOf = (text: string) =>
  /^-?\d+$/.test(text) && Number(text) !== 0 && Number.isSafeInteger(Number(text)) ? Number(text) : Number.NaN;

function NotFound({ base }: { base: string }) {
  return (
    <Stack>
      <Alert color="red" role="alert">
        {messages.jsaNotFound}
      </Alert>
      <Button component={Link} to={base} variant="default" w="fit-content">
        Back to the JSAs
      </Button>
    </Stack>
  );
}
