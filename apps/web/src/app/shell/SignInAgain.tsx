import { authenticate, signInBody } from '@fieldbook/contract/authentication';
import { messages } from '@fieldbook/contract/messages';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { storeToken, tokenIsPersistent } from '../../shared/api/token.ts';
import { sendWaitingWork, setNeedsSignIn, useOutbox } from '../../shared/offline/outbox/index.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';

const passwordOnly = signInBody.pick({ password: true });

/**
 * The session ended while work waited on the device (a send answered 401): the same user gives the
 * password again here, over the screen they are on, and the waiting work is sent. Nothing else of the
 * screen is lost: the query cache stays and only reloads.
 */
export function SignInAgain({ username }: { username: string | undefined }) {
  const { needsSignIn } = useOutbox();
  const queryClient = useQueryClient();
  const { form, failure, onSubmit } = useContractForm(passwordOnly, { initialValues: { password: '' } });
  const submit = onSubmit(async ({ password }) => {
    const answer = await call(
      authenticate,
      { body: { username: username ?? '', password, keepLoggedIn: tokenIsPersistent() } },
      { anonymous: true },
    );
    storeToken(answer.token, tokenIsPersistent());
    form.reset();
    setNeedsSignIn(false);
    void queryClient.invalidateQueries();
    void sendWaitingWork();
  });
  return (
    <Modal
      opened={needsSignIn && username !== undefined}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={messages.signInAgainTitle}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{messages.signInAgain}</Text>
          <Text size="sm" fw={600}>
            {username}
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <FailureAlert failure={failure} />
          <Button type="submit" loading={form.submitting}>
            {messages.signInAndSend}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
