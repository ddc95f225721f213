import { messages } from '@fieldbook/contract/messages';
import { sendReportBox, sendReportBoxBody } from '@fieldbook/contract/self';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBug } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../shared/api/api.ts';
import { useContractForm } from '../../shared/ui/contract-form.tsx';

/** The Bug Report button and dialog (SendReportBox): the page and browser are captured with it. */
export function BugReport() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconBug size={16} />}
        onClick={open}
        aria-label="Bug Report"
        className="fb-bug-button"
      >
        <span className="fb-hide-on-phone">Bug Report</span>
      </Button>
      {/* The dialog's content exists only while it is open: each opening starts an empty report. */}
      <Modal opened={opened} onClose={close} title="Bug Report" centered>
        <BugReportForm onDone={close} />
      </Modal>
    </>
  );
}

function BugReportForm({ onDone }: { onDone: () => void }) {
  const { pathname, search } = useLocation();
  const { form, onSubmit } = useContractForm(sendReportBoxBody, {
    initialValues: { description: '', locationPath: '', browser: '' },
  });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // The page and the browser are captured when the report is sent.
  const submit = onSubmit(async ({ description }) => {
    try {
      const body = { description, locationPath: pathname + search, browser: navigator.userAgent };
      setResult({ ok: true, text: (await call(sendReportBox, { body })).message });
    } catch {
      // Spec 1 §8: a failed report shows its own text, whatever the reason.
      setResult({ ok: false, text: messages.bugReportFailed });
    }
  });

  if (result?.ok) {
    return (
      <Stack>
        <Text role="status">{result.text}</Text>
        <Button onClick={onDone}>Close</Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label="Description"
          description="What happened, and what did you expect?"
          autosize
          minRows={4}
          {...form.getInputProps('description')}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          The page you are on ({pathname}) and your browser are sent with the report.
        </Text>
        {result && !result.ok && (
          <Alert color="red" role="alert">
            {result.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Send Report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
