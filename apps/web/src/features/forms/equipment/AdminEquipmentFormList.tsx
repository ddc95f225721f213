import { messages } from '@fieldbook/contract/messages';
import { Text } from '@mantine/core';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { EquipmentFormTable, EquipmentReadView } from './EquipmentArea.tsx';
import { useEquipmentForm, useEquipmentFormList } from './equipment.queries.ts';

/**
 * A job's equipment forms for the /Admin/Forms/EquipmentForms tab (spec 3 §2.7): date, name and
 * completed flag, each linking to `{base}/{id}`; 'No Forms Available' when the job has none.
 */
export default function AdminEquipmentFormList({
  jobId,
  base = '/Admin/Forms/EquipmentForms',
}: {
  jobId: number;
  base?: string;
}) {
  const list = useEquipmentFormList(jobId);
  return (
    <QueryGate queries={[list]}>
      {() =>
        list.data?.data.length ? (
          <EquipmentFormTable forms={list.data.data} base={base} />
        ) : (
          <Text c="dimmed">{messages.noFormsAvailable}</Text>
        )
      }
    </QueryGate>
  );
}

/** /Admin/Forms/EquipmentForms/{id}: an equipment form's read view, by its id. */
export function AdminEquipmentFormDetail({ equipmentFormId }: { equipmentFormId: number }) {
  const form = useEquipmentForm(0, equipmentFormId);
  return <QueryGate queries={[form]}>{() => form.data && <EquipmentReadView form={form.data} jobId={0} />}</QueryGate>;
}
