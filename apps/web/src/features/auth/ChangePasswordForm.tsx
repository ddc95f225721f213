import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { post } from '../../app/api.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const labels: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
};

/** Current, new and confirm, all required and trimmed; 'Passwords must match' live (spec 1 §5). */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = values.confirmPassword !== '' && values.newPassword.trim() !== values.confirmPassword.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Record<Field, string>;
    const missing = Object.fromEntries(
      (Object.keys(labels) as Field[]).filter((f) => !trimmed[f]).map((f) => [f, messages.required(labels[f])]),
    );
    setErrors(missing);
    if (Object.keys(missing).length || mismatch) return;
    setBusy(true);
    setServerError('');
    try {
      const res = await post<{ message: string }>('/User/ChangePassword', trimmed);
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      onChanged(res.message);
    } catch (err) {
      setServerError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const field = (f: Field, autoComplete: string, extraError?: string) => (
    <PasswordInput
      label={labels[f]}
      autoComplete={autoComplete}
      value={values[f]}
      onChange={(e) => {
        const value = e.currentTarget.value; // read now: the event is gone when the updater runs
        setValues((v) => ({ ...v, [f]: value }));
      }}
      error={errors[f] ?? extraError}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirmPassword', 'new-password', mismatch ? messages.passwordsMustMatch : undefined)}
        <Text size="sm" c="dimmed">
          At least 8 characters; common passwords are refused.
        </Text>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
