import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../shared/session/auth.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** Shown instead of the application while the server says passwordChange (spec 1 §2, §4). */
export default function ForcedPasswordChange() {
  const auth = useAuth();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Logo />
          <Title order={1} size="h3">
            Change your password
          </Title>
          <Text size="sm">Your password must be changed before you can continue.</Text>
          <ChangePasswordForm onChanged={() => void auth.recheck()} />
          <Group justify="center">
            <Button variant="subtle" onClick={() => void auth.logout()}>
              Logout
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
