import { emailJsaPdf, getJsaPdf } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fetchFile } from '../../../shared/api/api.ts';
import { openPdf } from '../../../shared/lib/open-pdf.ts';
import { readerOffsetHours } from '../../../shared/lib/reader-offset.ts';

/** PDF and E-mail of a JSA (spec 3 §2.11): the PDF opens in a new tab; the e-mail is sent with it attached. */
export function JsaShare({ jsaId }: { jsaId: number }) {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState({ toAddress: '', toName: '', message: '' });
  const [result, setResult] = useState<{ color: 'green' | 'yellow' | 'red'; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () =>
      call(emailJsaPdf, { query: { JSAId: jsaId, ...to, fromName: '', timezoneOffset: readerOffsetHours() } }),
    onSuccess: (a) => setResult({ color: a.queued ? 'yellow' : 'green', text: a.message }),
    onError: (err) => setResult({ color: 'red', text: (err as Error).message }),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() =>
          void openPdf(
            () => fetchFile(getJsaPdf, { query: { JSAId: jsaId, timezoneOffset: readerOffsetHours() } }),
            messages.jsaNotFound,
          )
        }
      >
        PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconMail size={16} />}
        onClick={() => {
          setResult(null);
          setOpen(true);
        }}
      >
        E-mail
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="E-mail the JSA">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setResult(null);
            send.mutate();
          }}
        >
          <Stack>
            <TextInput
              label="To Address"
              type="email"
              withAsterisk
              value={to.toAddress}
              onChange={(e) => setTo({ ...to, toAddress: e.currentTarget.value })}
            />
            <TextInput
              label="To Name"
              value={to.toName}
              onChange={(e) => setTo({ ...to, toName: e.currentTarget.value })}
            />
            <Textarea
              label="Message"
              autosize
              minRows={3}
              value={to.message}
              onChange={(e) => setTo({ ...to, message: e.currentTarget.value })}
            />
            {result && (
              <Alert color={result.color} role={result.color === 'red' ? 'alert' : 'status'}>
                {result.text}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Close
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
