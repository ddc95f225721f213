import { messages } from '@fieldbook/contract/messages';
import { type Office, officeFields } from '@fieldbook/contract/offices';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../ui/contract-form.tsx';
import { FormActions, RecordPage, useRecordId } from '../../ui/RecordPage.tsx';
import { useDeleteOffice, useOffice, useSaveOffice } from './offices.queries.ts';

/** /Admin/OfficeLocations/{id}/Edit; 'new' creates an office. */
export default function OfficeEditScreen() {
  const record = useRecordId();
  const loaded = useOffice(record.valid ? record.recordId : null);
  return (
    <RecordPage
      title={record.isNew ? 'Create Office' : 'Edit Office'}
      record={record}
      query={loaded}
      notFoundMessage={messages.officeNotFound}
      loadingLabel="Loading office…"
      back={{ to: '/Admin/OfficeLocations', label: 'Back to Office Locations' }}
    >
      <OfficeForm key={record.key} saved={loaded.data ?? null} />
    </RecordPage>
  );
}

const empty = { name: '', address: '', city: '', state: '', zipCode: '', phoneNumber: '', faxNumber: '' };

function OfficeForm({ saved }: { saved: Office | null }) {
  const navigate = useNavigate();
  const save = useSaveOffice();
  const remove = useDeleteOffice();
  // Spec 1 §8: an office save failure shows 'Unable to save data.'; the server's reason goes with it.
  const { form, failure, setFailure, onSubmit } = useContractForm(officeFields, {
    initialValues: saved ? { ...saved, phoneNumber: saved.phoneNumber ?? '', faxNumber: saved.faxNumber ?? '' } : empty,
    failureTitle: messages.officeSaveFailed,
  });

  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync({ officeLocationId: saved?.officeLocationId ?? 0, ...body });
    notifications.show({ color: 'green', message: answer.message });
    navigate('/Admin/OfficeLocations');
  });

  async function onDelete() {
    if (!saved) return;
    const ok = await confirmAction({
      title: 'Delete office',
      message: `Delete the office "${saved.name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(saved.officeLocationId);
      notifications.show({ color: 'green', message: answer.message });
      navigate('/Admin/OfficeLocations');
    } catch (err) {
      setFailure({ message: (err as Error).message });
    }
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={saved ? `Office ${saved.name}` : 'New office'}>
        <Stack>
          <TextInput label="Name" withAsterisk maxLength={200} {...form.getInputProps('name')} />
          <TextInput
            label="Address"
            withAsterisk
            maxLength={200}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="City"
              withAsterisk
              maxLength={100}
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label="State"
              withAsterisk
              maxLength={50}
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <TextInput
              label="Zip Code"
              withAsterisk
              maxLength={20}
              autoComplete="postal-code"
              {...form.getInputProps('zipCode')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Phone Number" type="tel" maxLength={40} {...form.getInputProps('phoneNumber')} />
            <TextInput label="Fax Number" type="tel" maxLength={40} {...form.getInputProps('faxNumber')} />
          </SimpleGrid>
          <FailureAlert failure={failure} />
          <FormActions
            saving={save.isPending}
            cancelTo="/Admin/OfficeLocations"
            onDelete={saved ? onDelete : undefined}
            deleting={remove.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
