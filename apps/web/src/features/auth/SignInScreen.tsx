import { messages } from '@fieldbook/contract/messages';
import {
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { post } from '../../app/api.ts';
import { useAuth } from '../../app/auth.tsx';
import { Logo } from '../../ui/Logo.tsx';

/** Sign-in (spec 1 §2): username, password, 'Keep me logged in' on by default, forgot-password dialog. */
export default function SignInScreen() {
  const auth = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [loginError, setLoginError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = password.trim();
    const errors = {
      username: username.trim() ? undefined : messages.required('Username'),
      password: trimmed ? undefined : messages.required('Password'),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setBusy(true);
    setLoginError('');
    try {
      await auth.signIn(username.trim(), trimmed, keep);
    } catch (err) {
      setLoginError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Logo />
            <Title order={1} size="h3">
              Sign in
            </Title>
            <TextInput
              label="Username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={fieldErrors.username}
              autoFocus
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Group justify="space-between">
              <Checkbox label="Keep me logged in" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
              <ForgotPassword username={username.trim()} />
            </Group>
            {loginError && (
              <Text c="red.8" role="alert">
                {loginError}
              </Text>
            )}
            <Button type="submit" loading={busy}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

/** 'Forgot your password?': a confirmation, then a new password is e-mailed (ResetPasswordByUsername). */
function ForgotPassword({ username }: { username: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const res = await post<{ message: string }>(
        '/User/ResetPasswordByUsername',
        { Username: username },
        { anonymous: true },
      );
      setAnswer({ ok: true, text: res.message });
    } catch (err) {
      setAnswer({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const dismiss = () => {
    close();
    setAnswer(null);
  };

  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        Forgot your password?
      </Anchor>
      <Modal opened={opened} onClose={dismiss} title="Reset password" centered>
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
    </>
  );
}
