import { createYardBody } from '@fieldbook/contract/inventory-stock';
import { messages } from '@fieldbook/contract/messages';
import { Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useOffices } from '../../../entities/office/index.ts';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { FormActions } from '../../../shared/ui/RecordPage.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useCreateYard } from '../inventory.queries.ts';
import { useInventoryPaths } from '../paths.ts';

/** {base}/Yard/CreateYard: a name and an office ('Please select an office'); the new yard's page opens. */
export default function CreateYardScreen() {
  const paths = useInventoryPaths();
  const offices = useOffices();
  const create = useCreateYard();
  const navigate = useNavigate();
  const { form, failure, onSubmit } = useContractForm(createYardBody, {
    initialValues: { name: '', officeLocationId: 0 },
  });
  const submit = onSubmit(async (body) => {
    const answer = await create.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    navigate(paths.yard(answer.yardId));
  });
  return (
    <TitledPage title="Create Yard" crumbs={[{ label: 'Yards', to: paths.yards }, { label: 'Create Yard' }]}>
      <Paper withBorder p="md" maw={720}>
        <form onSubmit={submit} noValidate aria-label="New yard">
          <Stack>
            <TextInput label="Yard Name" withAsterisk maxLength={100} {...form.getInputProps('name')} />
            <Select
              label="Office"
              withAsterisk
              placeholder={offices.isPending ? 'Loading offices…' : 'Select an office'}
              data={(offices.data ?? []).map((o) => ({ value: String(o.officeLocationId), label: o.name }))}
              value={form.values.officeLocationId ? String(form.values.officeLocationId) : null}
              onChange={(v) => form.setFieldValue('officeLocationId', v ? Number(v) : 0)}
              error={form.errors.officeLocationId}
              nothingFoundMessage={messages.noOffices}
              searchable
            />
            <FailureAlert failure={failure} />
            <FormActions saving={create.isPending} cancelTo={paths.yards} />
          </Stack>
        </form>
      </Paper>
    </TitledPage>
  );
}
