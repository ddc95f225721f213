import { messages } from '@fieldbook/contract/messages';
import { type Office, officeFields } from '@fieldbook/contract/offices';
import { SimpleGrid } from '@mantine/core';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { EditorScreen, RecordForm, useRecordEditor } from '../../shared/ui/RecordPage.tsx';
import { TextFields } from '../../shared/ui/TextFields.tsx';
import { useDeleteOffice, useOffice, useSaveOffice } from './offices.queries.ts';

/** /Admin/OfficeLocations/{id}/Edit; 'new' creates an office. */
export default function OfficeEditScreen() {
  return (
    <EditorScreen
      useRecord={useOffice}
      titles={{ new: 'Create Office', edit: 'Edit Office' }}
      notFoundMessage={messages.officeNotFound}
      loadingLabel="Loading office…"
      back={{ to: '/Admin/OfficeLocations', label: 'Back to Office Locations' }}
      form={(saved) => <OfficeForm saved={saved} />}
    />
  );
}

const place = [
  { field: 'name', label: 'Name', required: true, maxLength: 200 },
  { field: 'address', label: 'Address', required: true, maxLength: 200, autoComplete: 'street-address' },
] as const;
const town = [
  { field: 'city', label: 'City', required: true, maxLength: 100, autoComplete: 'address-level2' },
  { field: 'state', label: 'State', required: true, maxLength: 50, autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'Zip Code', required: true, maxLength: 20, autoComplete: 'postal-code' },
] as const;
const lines = [
  { field: 'phoneNumber', label: 'Phone Number', type: 'tel', maxLength: 40 },
  { field: 'faxNumber', label: 'Fax Number', type: 'tel', maxLength: 40 },
] as const;

const empty = { name: '', address: '', city: '', state: '', zipCode: '', phoneNumber: '', faxNumber: '' };

function OfficeForm({ saved }: { saved: Office | null }) {
  const save = useSaveOffice();
  const remove = useDeleteOffice();
  // Spec 1 §8: an office save failure shows 'Unable to save data.'; the server's reason goes with it.
  const { form, failure, setFailure, onSubmit } = useContractForm(officeFields, {
    initialValues: saved ? { ...saved, phoneNumber: saved.phoneNumber ?? '', faxNumber: saved.faxNumber ?? '' } : empty,
    failureTitle: messages.officeSaveFailed,
  });

  const editor = useRecordEditor({
    listTo: '/Admin/OfficeLocations',
    setFailure,
    deletion: saved && {
      title: 'Delete office',
      message: `Delete the office "${saved.name}"? This cannot be undone.`,
      run: () => remove.mutateAsync(saved.officeLocationId),
    },
    deleting: remove.isPending,
  });
  const submit = onSubmit(async (body) =>
    editor.done(await save.mutateAsync({ officeLocationId: saved?.officeLocationId ?? 0, ...body })),
  );

  return (
    <RecordForm
      label={saved ? `Office ${saved.name}` : 'New office'}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      actions={editor.actions}
    >
      <TextFields form={form} fields={place} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextFields form={form} fields={town} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextFields form={form} fields={lines} />
      </SimpleGrid>
    </RecordForm>
  );
}
