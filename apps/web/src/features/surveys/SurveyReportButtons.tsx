import { messages } from '@fieldbook/contract/messages';
import { emailSurveyFormPdf, getSurveyFormPdf } from '@fieldbook/contract/surveys';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, fetchFile } from '../../shared/api/api.ts';
import { openPdf } from '../../shared/lib/open-pdf.ts';
import { readerOffsetHours } from '../../shared/lib/reader-offset.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';

/** The survey report's PDF (a new tab) and its e-mail, as the field ticket has them. */
export function SurveyReportButtons({ surveyFormId, size }: { surveyFormId: number; size: 'xs' | 'sm' }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const download = () =>
    openPdf(
      () => fetchFile(getSurveyFormPdf, { query: { surveyFormId, timezoneOffset: readerOffsetHours() } }),
      messages.surveyFormNotFound,
    );
  return (
    <>
      <Button variant="default" size={size} leftSection={<IconFileTypePdf size={16} />} onClick={download}>
        PDF
      </Button>
      <Button variant="default" size={size} leftSection={<IconMail size={16} />} onClick={() => setEmailOpen(true)}>
        Email
      </Button>
      <EmailModal surveyFormId={surveyFormId} opened={emailOpen} onClose={() => setEmailOpen(false)} />
    </>
  );
}

const emailFields = (emailSurveyFormPdf.query as NonNullable<typeof emailSurveyFormPdf.query>).omit({
  surveyFormId: true,
  timezoneOffset: true,
});

function EmailModal({ surveyFormId, opened, onClose }: { surveyFormId: number; opened: boolean; onClose: () => void }) {
  const send = useMutation({
    mutationFn: (values: { toAddress: string; toName: string; message: string; fromName: string }) =>
      call(emailSurveyFormPdf, { query: { surveyFormId, ...values, timezoneOffset: readerOffsetHours() } }),
  });
  const { form, failure, onSubmit } = useContractForm(emailFields, {
    initialValues: { toAddress: '', toName: '', message: '', fromName: '' },
  });
  const submit = onSubmit(async (values) => {
    const answer = await send.mutateAsync(values);
    notifications.show({ color: answer.queued ? 'yellow' : 'green', message: answer.message });
    form.reset();
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Email Survey Report">
      <form onSubmit={submit} noValidate aria-label="Email survey report">
        <Stack gap="sm">
          <TextInput label="To Email" type="email" withAsterisk {...form.getInputProps('toAddress')} />
          <TextInput label="To Name" {...form.getInputProps('toName')} />
          <TextInput label="From Name" {...form.getInputProps('fromName')} />
          <Textarea label="Message" autosize minRows={3} {...form.getInputProps('message')} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
