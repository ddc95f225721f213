import { type EmployeeRecord, employeeFields } from '@fieldbook/contract/employees';
import { messages } from '@fieldbook/contract/messages';
import { PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { EditorScreen, RecordForm, useRecordEditor } from '../../shared/ui/RecordPage.tsx';
import { TextFields } from '../../shared/ui/TextFields.tsx';
import { useDeleteEmployee, useEmployee, useSaveEmployee } from './employees.queries.ts';

/** /Employees/{id}; 'new' adds an employee. */
export default function EmployeeEditScreen() {
  return (
    <EditorScreen
      useRecord={useEmployee}
      titles={{ new: 'New Employee', edit: 'Edit Employee' }}
      notFoundMessage={messages.employeeNotFound}
      loadingLabel="Loading employee…"
      back={{ to: '/Employees', label: 'Back to Employees' }}
      form={(saved) => <EmployeeForm saved={saved} />}
    />
  );
}

const names = [
  { field: 'firstName', label: 'First Name', required: true, maxLength: 100, autoComplete: 'off' },
  { field: 'lastName', label: 'Last Name', required: true, maxLength: 100, autoComplete: 'off' },
] as const;
const reach = [
  { field: 'phoneNumber', label: 'Phone', required: true, type: 'tel', maxLength: 40, autoComplete: 'off' },
  { field: 'email', label: 'Email', required: true, type: 'email', maxLength: 200, autoComplete: 'off' },
] as const;

// A new employee must have a PIN; an existing one keeps theirs unless a new one is typed.
const newEmployeeFields = employeeFields.refine((v) => v.pin !== '', {
  path: ['pin'],
  message: messages.employeePinRequired,
});

function EmployeeForm({ saved }: { saved: EmployeeRecord | null }) {
  const save = useSaveEmployee();
  const remove = useDeleteEmployee();
  const { form, failure, setFailure, onSubmit } = useContractForm(saved ? employeeFields : newEmployeeFields, {
    initialValues: saved
      ? {
          firstName: saved.firstName,
          lastName: saved.lastName,
          phoneNumber: saved.phoneNumber,
          email: saved.email,
          pin: '',
        }
      : { firstName: '', lastName: '', phoneNumber: '', email: '', pin: '' },
  });
  const editor = useRecordEditor({
    listTo: '/Employees',
    setFailure,
    deletion: saved && {
      title: 'Delete employee',
      message: `${messages.employeeDeleteConfirm} (${saved.firstName} ${saved.lastName})`,
      run: () => remove.mutateAsync(saved.employeeId),
    },
    deleting: remove.isPending,
  });
  const submit = onSubmit(async (body) => {
    try {
      editor.done(await save.mutateAsync({ employeeId: saved?.employeeId ?? 0, ...body }));
    } catch (err) {
      // Spec 3 §8: a refused save clears the PIN and shows the server's message.
      form.setFieldValue('pin', '');
      throw err;
    }
  });

  return (
    <RecordForm
      label={saved ? `Employee ${saved.firstName} ${saved.lastName}` : 'New employee'}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      actions={editor.actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextFields form={form} fields={names} />
        <TextFields form={form} fields={reach} />
      </SimpleGrid>
      <PasswordInput
        label={saved ? 'New PIN' : 'PIN'}
        withAsterisk={!saved}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        description={saved?.pinSet ? messages.employeePinSet : 'Four digits the employee enters to verify a timesheet.'}
        {...form.getInputProps('pin')}
      />
      {saved?.pinSet && (
        <Text size="sm" c="dimmed">
          PIN: ••••
        </Text>
      )}
    </RecordForm>
  );
}
