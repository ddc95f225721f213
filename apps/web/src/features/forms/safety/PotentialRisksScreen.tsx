import { messages } from '@fieldbook/contract/messages';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { type LibraryEdit, RiskNameModal } from './LibraryNameModal.tsx';
import { LibraryTable } from './LibraryTable.tsx';
import { usePotentialRisks, useRemovePotentialRisk } from './safety.queries.ts';

/** /Admin/PotentialRisks: the risks the sequence actions choose from; add, rename, delete. */
export default function PotentialRisksScreen() {
  const risks = usePotentialRisks();
  const remove = useRemovePotentialRisk();
  const [edit, setEdit] = useState<LibraryEdit | null>(null);
  return (
    <TitledPage
      title="Potential Risks"
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEdit({ kind: 'risk', id: null, name: '' })}>
          Add Risk
        </Button>
      }
    >
      <QueryGate queries={[risks]}>
        {() => (
          <LibraryTable
            label="Potential risks"
            nameHeader="Risk"
            countHeader="Actions"
            filterLabel="Filter risks"
            empty={messages.noPotentialRisks}
            rows={(risks.data ?? []).map((r) => ({ id: r.potentialRiskId, name: r.risk, count: r.actionCount }))}
            confirmDelete={messages.confirmDeleteRisk}
            onEdit={(r) => setEdit({ kind: 'risk', id: r.id, name: r.name })}
            remove={remove.mutateAsync}
          />
        )}
      </QueryGate>
      {edit && <RiskNameModal edit={edit} onClose={() => setEdit(null)} />}
    </TitledPage>
  );
}
