// The common texts alone: the aggregate of every area's texts would land in the sign-in bundle.
import { commonMessages as messages } from '@fieldbook/contract/messages/common';
import {
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useAuth } from '../../shared/session/auth.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';

// The dialog (and Mantine's modal machinery) loads on first use: the sign-in screen stays small.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog.tsx'));

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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        Forgot your password?
      </Anchor>
      {opened && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog username={username} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
