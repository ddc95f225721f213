import { resetPasswordByUsername } from '@fieldbook/contract/self';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api.ts';

/** 'Forgot your password?': a confirmation, then a new password is e-mailed (ResetPasswordByUsername). */
export default function ForgotPasswordDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const res = await call(resetPasswordByUsername, { body: { Username: username } }, { anonymous: true });
      setAnswer({ ok: true, text: res.message });
    } catch (err) {
      setAnswer({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const dismiss = onClose;

  return (
    <Modal opened onClose={dismiss} title="Reset password" centered>
      {!username ? (
        <Stack>
          <Text>Please enter your username first, then choose 'Forgot your password?' again.</Text>
          <Button onClick={dismiss}>OK</Button>
        </Stack>
      ) : answer ? (
        <Stack>
          <Text c={answer.ok ? undefined : 'red.8'} role={answer.ok ? 'status' : 'alert'}>
            {answer.text}
          </Text>
          <Button onClick={dismiss}>OK</Button>
        </Stack>
      ) : (
        <Stack>
          <Text>
            Reset the password of <b>{username}</b>? A new password will be e-mailed to the account's primary address,
            and you will be asked to change it when you sign in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={busy}>
              Reset Password
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
