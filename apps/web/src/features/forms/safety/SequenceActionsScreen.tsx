import { messages } from '@fieldbook/contract/messages';
import { Button, Group, MultiSelect, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { ActionNameModal, type LibraryEdit } from './LibraryNameModal.tsx';
import { LibraryTable } from './LibraryTable.tsx';
import { usePostBulkAction, usePotentialRisks, useRemoveSequenceAction, useSequenceActions } from './safety.queries.ts';

/** /Admin/SequenceActions: the actions products are built from; add, rename, delete, and risks in bulk. */
export default function SequenceActionsScreen() {
  const actions = useSequenceActions();
  const risks = usePotentialRisks();
  const remove = useRemoveSequenceAction();
  const [edit, setEdit] = useState<LibraryEdit | null>(null);
  return (
    <TitledPage
      title="Sequence Actions"
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEdit({ kind: 'action', id: null, name: '' })}>
          Add Action
        </Button>
      }
    >
      <QueryGate queries={[actions, risks]}>
        {() => (
          <>
            <BulkRisks
              actions={(actions.data ?? []).map((a) => ({ value: String(a.sequenceActionId), label: a.action }))}
              risks={(risks.data ?? []).map((r) => ({ value: String(r.potentialRiskId), label: r.risk }))}
            />
            <LibraryTable
              label="Sequence actions"
              nameHeader="Action"
              countHeader="Risks"
              filterLabel="Filter actions"
              empty={messages.noSequenceActions}
              rows={(actions.data ?? []).map((a) => ({
                id: a.sequenceActionId,
                name: a.action,
                count: a.riskCount,
                to: `/Admin/SequenceActions/${a.sequenceActionId}`,
              }))}
              confirmDelete={messages.confirmDeleteAction}
              onEdit={(a) => setEdit({ kind: 'action', id: a.id, name: a.name })}
              remove={remove.mutateAsync}
            />
          </>
        )}
      </QueryGate>
      {edit && <ActionNameModal edit={edit} onClose={() => setEdit(null)} />}
    </TitledPage>
  );
}

type Option = { value: string; label: string };

/** Links every chosen risk to every chosen action. */
function BulkRisks({ actions, risks }: { actions: Option[]; risks: Option[] }) {
  const bulk = usePostBulkAction();
  const [selectedActions, setActions] = useState<string[]>([]);
  const [selectedRisk, setRisks] = useState<string[]>([]);

  async function assign() {
    const answer = await bulk
      .mutateAsync({ selectedActions: selectedActions.map(Number), selectedRisk: selectedRisk.map(Number) })
      .catch(() => null);
    if (!answer) return;
    notifications.show({ color: 'green', title: messages.bulkRisksTitle, message: answer.message });
    setActions([]);
    setRisks([]);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-risks-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="bulk-risks-title">
          Assign Risks to Actions
        </Title>
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          <MultiSelect
            label="Actions"
            data={actions}
            value={selectedActions}
            onChange={setActions}
            searchable
            clearable
            miw={240}
          />
          <MultiSelect
            label="Risks"
            data={risks}
            value={selectedRisk}
            onChange={setRisks}
            searchable
            clearable
            miw={240}
          />
        </Group>
        <Group>
          <Button
            onClick={assign}
            loading={bulk.isPending}
            disabled={selectedActions.length === 0 || selectedRisk.length === 0}
          >
            Assign Risks
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
