import type { MailAnswer } from '@fieldbook/contract/common';
import { messages } from '@fieldbook/contract/messages';
import { type PdfMailTo, pdfMailFields } from '@fieldbook/contract/pdf-mail';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openPdf } from '../lib/open-pdf.ts';
import { useNetworkStatus } from '../offline/network.ts';
import { FailureAlert, useContractForm } from './contract-form.tsx';

interface PdfButtonsProps {
  /** What the document is called in the dialog's title: 'Field Ticket', 'JSA', 'Survey Report'. */
  document: string;
  /** Loads the PDF (a fetchFile); null when the document no longer exists. */
  loadPdf: () => Promise<Blob | null>;
  /** Shown when there is no PDF to open. */
  notFound: string;
  /** Sends the PDF by e-mail to whom the dialog names. */
  send: (to: PdfMailTo) => Promise<MailAnswer>;
  size?: 'xs' | 'sm';
}

/**
 * A saved document's PDF, opened in a new tab, and its e-mail with the PDF attached: the same pair of
 * buttons and the same dialog on the field ticket, the JSA, the equipment form and the survey report.
 */
export function PdfButtons({ document, loadPdf, notFound, send, size = 'sm' }: PdfButtonsProps) {
  const [emailOpen, setEmailOpen] = useState(false);
  // The crew may tap these at a well pad: without a signal they say so rather than fail or spin.
  const offline = useNetworkStatus() === 'offline';
  const pdf = () =>
    offline
      ? notifications.show({ color: 'orange', message: messages.pdfNeedsConnection })
      : openPdf(loadPdf, notFound);
  return (
    <>
      <Button variant="default" size={size} leftSection={<IconFileTypePdf size={16} />} onClick={pdf}>
        PDF
      </Button>
      <Button variant="default" size={size} leftSection={<IconMail size={16} />} onClick={() => setEmailOpen(true)}>
        Email
      </Button>
      <EmailPdfModal
        title={`Email ${document}`}
        opened={emailOpen}
        onClose={() => setEmailOpen(false)}
        send={send}
        offline={offline}
      />
    </>
  );
}

const blank: PdfMailTo = { toAddress: '', toName: '', message: '', fromName: '' };

/** The e-mail dialog: checked with the contract's fields; the answer (sent, or kept to retry) as a notice. */
function EmailPdfModal({
  title,
  opened,
  onClose,
  send,
  offline,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  send: PdfButtonsProps['send'];
  offline: boolean;
}) {
  const mail = useMutation({ mutationFn: send });
  const { form, failure, setFailure, onSubmit } = useContractForm(pdfMailFields, { initialValues: blank });
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = onSubmit(async (values) => {
    const answer = await mail.mutateAsync(values);
    notifications.show({ color: answer.queued ? 'yellow' : 'green', message: answer.message });
    form.reset();
    close();
  });
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <TextInput label="To Email" type="email" withAsterisk {...form.getInputProps('toAddress')} />
          <TextInput label="To Name" {...form.getInputProps('toName')} />
          <TextInput label="From Name" {...form.getInputProps('fromName')} />
          <Textarea label="Message" autosize minRows={3} {...form.getInputProps('message')} />
          {offline && (
            <Alert color="orange" role="status">
              {messages.emailNeedsConnection}
            </Alert>
          )}
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mail.isPending} disabled={offline}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
