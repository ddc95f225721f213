import { messages } from '@fieldbook/contract/messages';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { useJobIds } from '../../entities/job/index.ts';
import { useWaitingRecords } from '../../shared/offline/outbox/index.ts';
import { formatDate } from '../../shared/ui/format.ts';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { SurveyFormPage } from './SurveyFormPage.tsx';
import { surveyRecord, useCreateSurveyForm } from './survey-writes.ts';
import { useSurveyFormList, useSurveyPermissions } from './surveys.queries.ts';

/**
 * {stage}/SurveyForms/*: the survey forms of the job (spec 3 §2.8, §2.12): the list, and a form at
 * its id in view or edit mode.
 */
export default function SurveyArea({ stageUrl }: { stepId?: number; stageUrl: string }) {
  const base = `${stageUrl}/SurveyForms`;
  return (
    <Routes>
      <Route index element={<SurveyList base={base} />} />
      <Route path=":surveyFormId" element={<SurveyFormPage base={base} />} />
    </Routes>
  );
}

function SurveyList({ base }: { base: string }) {
  const { jobId } = useJobIds();
  const list = useSurveyFormList(jobId);
  const permissions = useSurveyPermissions(jobId);
  const create = useCreateSurveyForm(jobId, base);
  const waiting = useWaitingRecords();
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');

  async function onCreate() {
    setFailure('');
    try {
      const { id, outcome } = await create.mutateAsync();
      notifications.show(
        outcome.status === 'sent'
          ? { color: 'green', message: outcome.answer.message }
          : { color: 'orange', message: messages.savedOnDevice },
      );
      navigate(`${base}/${id}`, { state: { edit: true } });
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-list-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="survey-list-title">
            Survey Forms
          </Title>
          {permissions.data?.editSurveyFormTop && (
            <Button onClick={onCreate} loading={create.isPending} leftSection={<IconPlus size={16} />}>
              Create Survey Form
            </Button>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <QueryGate queries={[list]}>
          {() =>
            list.data?.data.length ? (
              <Table.ScrollContainer minWidth={300}>
                <Table striped aria-label="Survey forms">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Company</Table.Th>
                      <Table.Th>Site</Table.Th>
                      <Table.Th>Submission Date</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((f) => (
                      <Table.Tr key={f.surveyFormId}>
                        <Table.Td>
                          <Text component={Link} to={`${base}/${f.surveyFormId}`} c="blue" size="sm">
                            {f.company ||
                              (f.surveyFormId > 0 ? `Survey Form ${f.surveyFormId}` : messages.newSurveyForm)}
                          </Text>
                          {waiting.has(surveyRecord(f.surveyFormId)) && (
                            <Badge color="orange" variant="light" ml="xs">
                              {messages.waitingToSend}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{f.site}</Table.Td>
                        <Table.Td className="fb-nowrap">{formatDate(f.submissionDate)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{messages.noSurveyForms}</Text>
            )
          }
        </QueryGate>
      </Stack>
    </Paper>
  );
}
