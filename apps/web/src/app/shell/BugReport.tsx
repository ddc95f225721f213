import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBug } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { post } from '../api.ts';

/** The Bug Report button and dialog (SendReportBox): the page and browser are captured with it. */
export function BugReport() {
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const dismiss = () => {
    close();
    setDescription('');
    setError('');
    setResult(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!description.trim()) return setError(messages.required('Description'));
    setError('');
    setBusy(true);
    try {
      const res = await post<{ message: string }>('/User/SendReportBox', {
        description: description.trim(),
        locationPath: pathname + search,
        browser: navigator.userAgent,
      });
      setResult({ ok: true, text: res.message });
    } catch {
      setResult({ ok: false, text: messages.bugReportFailed });
    } finally {
      setBusy(false);
    }
  }

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
      <Modal opened={opened} onClose={dismiss} title="Bug Report" centered>
        {result?.ok ? (
          <Stack>
            <Text role="status">{result.text}</Text>
            <Button onClick={dismiss}>Close</Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Textarea
                label="Description"
                description="What happened, and what did you expect?"
                autosize
                minRows={4}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={error}
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
                <Button variant="default" onClick={dismiss}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Send Report
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
