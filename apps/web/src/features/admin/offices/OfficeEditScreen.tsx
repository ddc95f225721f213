import { messages } from '@fieldbook/contract/messages';
import { type Office, officeFields } from '@fieldbook/contract/offices';
import { Alert, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { FormActions, RecordPage, useRecordId } from '../../../ui/RecordPage.tsx';
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

type Values = Omit<Office, 'officeLocationId' | 'phoneNumber' | 'faxNumber'> & {
  phoneNumber: string;
  faxNumber: string;
};

const empty: Values = { name: '', address: '', city: '', state: '', zipCode: '', phoneNumber: '', faxNumber: '' };

function OfficeForm({ saved }: { saved: Office | null }) {
  const navigate = useNavigate();
  const save = useSaveOffice();
  const remove = useDeleteOffice();
  const [failure, setFailure] = useState<{ title?: string; message: string } | null>(null);

  const form = useForm<Values>({
    initialValues: saved ? { ...saved, phoneNumber: saved.phoneNumber ?? '', faxNumber: saved.faxNumber ?? '' } : empty,
    validate: schemaResolver(officeFields, { sync: true }),
  });

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    const body = officeFields.parse(v);
    try {
      const answer = await save.mutateAsync({ officeLocationId: saved?.officeLocationId ?? 0, ...body });
      notifications.show({ color: 'green', message: answer.message });
      navigate('/Admin/OfficeLocations');
    } catch (err) {
      // Spec 1 §8: an office save failure shows 'Unable to save data.'; the server's reason goes with it.
      setFailure({ title: messages.officeSaveFailed, message: (err as Error).message });
      if (err instanceof ApiError && err.errors) form.setErrors(err.errors);
    }
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
          {failure && (
            <Alert color="red" role="alert" title={failure.title}>
              {failure.message}
            </Alert>
          )}
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
