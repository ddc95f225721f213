import { messages } from '@fieldbook/contract/messages';
import { changePassword, changePasswordBody } from '@fieldbook/contract/self';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { call } from '../../shared/api/api.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';

/** Current, new and confirm, all required and trimmed; 'Passwords must match' live (spec 1 §5). */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { form, failure, onSubmit } = useContractForm(changePasswordBody, {
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { newPassword, confirmPassword } = form.values;
  const mismatch = confirmPassword.trim() !== '' && newPassword.trim() !== confirmPassword.trim();
  // The match is judged live from both fields, so the schema's copy of that rule (set on submit) is not
  // shown: it would stay after the user fixed the new password, the other field.
  const confirmError =
    (mismatch && messages.passwordsMustMatch) ||
    (form.errors.confirmPassword !== messages.passwordsMustMatch && form.errors.confirmPassword) ||
    undefined;

  const submit = onSubmit(async (body) => {
    const answer = await call(changePassword, { body });
    form.reset();
    onChanged(answer.message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          error={confirmError}
        />
        <Text size="sm" c="dimmed">
          At least 8 characters; common passwords are refused.
        </Text>
        <FailureAlert failure={failure} />
        <Button type="submit" loading={form.submitting}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
