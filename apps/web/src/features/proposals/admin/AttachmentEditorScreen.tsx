import { messages } from '@fieldbook/contract/messages';
import { attachmentFields, getUploadAttachment, type PrefillAttachment } from '@fieldbook/contract/proposals';
import { Alert, Button, Checkbox, FileInput, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fetchFile } from '../../../shared/api/api.ts';
import { openPdf } from '../../../shared/lib/open-pdf.ts';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { RecordForm } from '../../../shared/ui/RecordPage.tsx';
import { pages } from '../pages.ts';
import { useProposalAttachment, useSaveAttachment, useUploadAttachment } from '../proposals.queries.ts';
import { ExistingRecordPage, saveOrCancel } from './ExistingRecordPage.tsx';
import { LinkedScopeItems, useScopeLeafOptions } from './LinkedScopeItems.tsx';

const BACK = '/Admin/Proposal/Attachments';

/** /Admin/Proposal/Attachment/{id}: the Attachment Editor with a Preview and the replace toggle. */
export default function AttachmentEditorScreen() {
  return (
    <ExistingRecordPage
      title="Attachment Editor"
      useRecord={useProposalAttachment}
      notFoundMessage={messages.proposalAttachmentNotFound}
      loadingLabel="Loading attachment…"
      back={{ to: BACK, label: 'Back to Attachments' }}
    >
      {(saved) => (
        <Stack>
          <AttachmentForm saved={saved} />
          <ReplaceDocument attachment={saved} />
          {/* A replaced document (new updatedAt) is fetched and shown again. */}
          <Preview key={saved.updatedAt} attachment={saved} />
        </Stack>
      )}
    </ExistingRecordPage>
  );
}

function AttachmentForm({ saved }: { saved: PrefillAttachment }) {
  const save = useSaveAttachment();
  const options = useScopeLeafOptions();
  const { form, failure, onSubmit } = useContractForm(attachmentFields, {
    initialValues: {
      prefillAttachmentId: saved.prefillAttachmentId,
      attachmentName: saved.attachmentName,
      termAndCondition: saved.termAndCondition,
      scopes: saved.scopes.map((s) => s.leafId),
    },
  });
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
  });
  return (
    <RecordForm
      label="Attachment"
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      actions={saveOrCancel(BACK)}
    >
      <TextInput label="Attachment Name" withAsterisk maxLength={200} {...form.getInputProps('attachmentName')} />
      <Checkbox label="Terms and Conditions" {...form.getInputProps('termAndCondition', { type: 'checkbox' })} />
      <LinkedScopeItems
        placeholder="Scope combinations that include this attachment"
        options={options}
        value={form.getValues().scopes ?? []}
        onChange={(leafIds) => form.setFieldValue('scopes', leafIds)}
      />
    </RecordForm>
  );
}

/** Replacing the document needs the toggle on; the upload then replaces it at once. */
function ReplaceDocument({ attachment }: { attachment: PrefillAttachment }) {
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAttachment();
  const resetFileInput = useRef<() => void>(null);
  async function onFile(file: File | null) {
    // Emptied at once, so that the same file can be chosen again after a refusal.
    resetFileInput.current?.();
    setError(null);
    if (!file) return;
    try {
      const answer = await upload.mutateAsync({ file, prefillAttachmentId: attachment.prefillAttachmentId });
      notifications.show({ color: 'green', message: answer.message });
      setOn(false);
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="Replace document">
      <Stack>
        <Switch label="Replace Document" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        {on && (
          <>
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
              {messages.proposalAttachmentReplaceWarning}
            </Alert>
            <FileInput
              label="Replacement PDF"
              placeholder="Choose a PDF"
              accept="application/pdf,.pdf"
              leftSection={<IconFileTypePdf size={16} />}
              value={null}
              resetRef={resetFileInput}
              onChange={(f) => void onFile(f)}
              error={error}
              disabled={upload.isPending}
              description="PDF only, one file, at most 25 MB."
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Whether this browser shows a PDF in the page (not on phones whose browser hands PDFs to an app). */
const inlinePdf = typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;

/**
 * The document as it is stored: Open PDF shows it in a new tab in every browser; one with a PDF
 * viewer of its own also shows it in the page (docs/decisions/budgets-and-proposals.md, "Proposals").
 */
function Preview({ attachment }: { attachment: PrefillAttachment }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { prefillAttachmentId, hasFile } = attachment;
  const load = () => fetchFile(getUploadAttachment, { query: { id: prefillAttachmentId } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` only reads prefillAttachmentId
  useEffect(() => {
    if (!hasFile || !inlinePdf) return;
    let revoked = false;
    let made: string | null = null;
    load()
      .then((blob) => {
        if (revoked || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch((err: Error) => setError(err.message));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [prefillAttachmentId, hasFile]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="attachment-preview">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="attachment-preview">
            Preview
          </Title>
          {hasFile && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconExternalLink size={14} />}
              onClick={() => void openPdf(load, messages.proposalAttachmentNoFile)}
            >
              Open PDF
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {hasFile ? pages(attachment.pageCount) : messages.proposalAttachmentNoFile}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {url && (
          <iframe
            title={`Preview of ${attachment.attachmentName}`}
            src={url}
            style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-3)' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
