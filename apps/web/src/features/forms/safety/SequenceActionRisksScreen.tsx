import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { usePotentialRisks, useSaveRiskActions, useSequenceAction } from './safety.queries.ts';

/** /Admin/SequenceActions/{id}: which risks one action brings. */
export default function SequenceActionRisksScreen() {
  const id = Number(useParams().id);
  const action = useSequenceAction(id);
  const risks = usePotentialRisks();
  const save = useSaveRiskActions();
  const [chosen, setChosen] = useState<string[] | null>(null);

  useEffect(() => {
    if (action.data && chosen === null) setChosen(action.data.risks.map((r) => String(r.potentialRiskId)));
  }, [action.data, chosen]);

  async function onSave() {
    const answer = await save
      .mutateAsync({ sequenceActionId: id, riskActions: (chosen ?? []).map((r) => ({ potentialRiskId: Number(r) })) })
      .catch(() => null);
    if (answer) notifications.show({ color: 'green', message: answer.message });
  }

  const valid = Number.isInteger(id) && id > 0;
  return (
    <TitledPage
      title={action.data?.action ?? 'Sequence Action'}
      crumbs={[{ label: 'Sequence Actions', to: '/Admin/SequenceActions' }, { label: action.data?.action ?? 'Action' }]}
    >
      {!valid ? (
        <Alert color="red" role="alert">
          {messages.actionNotFound}
        </Alert>
      ) : (
        <QueryGate queries={[action, risks]}>
          {() => (
            <Paper withBorder p="md" component="section" aria-label="Risks of this action">
              <Stack>
                {(risks.data ?? []).length === 0 ? (
                  <Text c="dimmed">{messages.noPotentialRisks}</Text>
                ) : (
                  <Checkbox.Group label="Risks" value={chosen ?? []} onChange={setChosen}>
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
                      {(risks.data ?? []).map((r) => (
                        <Checkbox key={r.potentialRiskId} value={String(r.potentialRiskId)} label={r.risk} />
                      ))}
                    </SimpleGrid>
                  </Checkbox.Group>
                )}
                <Group>
                  <Button onClick={onSave} loading={save.isPending}>
                    Save Risks
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </QueryGate>
      )}
    </TitledPage>
  );
}
