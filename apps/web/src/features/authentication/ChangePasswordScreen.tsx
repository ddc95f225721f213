import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** /User/ChangePassword */
export default function ChangePasswordScreen() {
  const [done, setDone] = useState('');
  return (
    <Paper withBorder p="lg" maw={460}>
      <Stack>
        <Title order={1} size="h3">
          Change Password
        </Title>
        {done && (
          <Alert color="green" role="status" withCloseButton onClose={() => setDone('')}>
            {done}
          </Alert>
        )}
        <ChangePasswordForm onChanged={setDone} />
      </Stack>
    </Paper>
  );
}
