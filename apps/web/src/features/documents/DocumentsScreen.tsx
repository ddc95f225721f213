import { documentUploadFields } from '@fieldbook/contract/documents';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  FileInput,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { downloadDocument, useDocuments } from '../../entities/document/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useDeleteDocument, useUploadDocument } from './documents.queries.ts';

/** The file types the server accepts (checked there by content): PDF, Word, Excel, text, CSV, JPEG, PNG. */
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.txt,.csv,.jpg,.jpeg,.png';

/** /Admin/DocumentsandPolicies: the name first, then one file (uploaded when chosen); the list below. */
export default function DocumentsScreen() {
  const list = useDocuments();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const { form, failure, onSubmit } = useContractForm(documentUploadFields, { initialValues: { documentName: '' } });
  /** The file being uploaded, shown in the file field meanwhile. */
  const [file, setFile] = useState<File | null>(null);
  const resetFileInput = useRef<() => void>(null);

  /** Choosing the file sends the form: the name is checked first (spec 1 §5: the name comes first). */
  function choose(chosen: File | null) {
    // Emptied at once, so that choosing the same file again (say after adding the missing name) uploads it.
    resetFileInput.current?.();
    if (!chosen) return;
    onSubmit(async ({ documentName }) => {
      setFile(chosen);
      try {
        const answer = await upload.mutateAsync({ name: documentName, file: chosen });
        notifications.show({ color: 'green', message: answer.message });
        form.reset();
      } finally {
        setFile(null);
      }
    })();
  }

  async function onDelete(documentId: number, documentName: string) {
    const ok = await confirmAction({
      title: 'Delete document',
      message: `Delete "${documentName}"? Its file is removed too. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(documentId);
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      notifications.show({ color: 'red', title: 'Delete failed', message: (err as Error).message });
    }
  }

  return (
    <Stack>
      <Title order={1} size="h3">
        Documents and Policies
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="upload-document">
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h4" id="upload-document">
            Upload a document
          </Title>
          <TextInput
            label="Document name"
            description="Enter the name first, then choose the file."
            maxLength={200}
            {...form.getInputProps('documentName')}
            disabled={upload.isPending}
          />
          <FileInput
            label="File"
            accept={ACCEPT}
            value={file}
            onChange={choose}
            resetRef={resetFileInput}
            clearable={false}
            leftSection={upload.isPending ? <Loader size={14} /> : <IconUpload size={16} />}
            disabled={upload.isPending}
            description="PDF, Word, Excel, text, CSV, JPEG or PNG; the upload starts when you choose the file."
          />
          {upload.isPending && (
            <Text size="sm" role="status">
              Uploading…
            </Text>
          )}
          <FailureAlert failure={failure} />
        </Stack>
      </Paper>

      <Stack gap="xs" component="section" aria-labelledby="document-list">
        <Title order={2} size="h4" id="document-list">
          Documents
        </Title>
        {list.isPending && <PageLoader label="Loading documents…" />}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        {list.data?.length === 0 && <Text c="dimmed">{messages.noDocuments}</Text>}
        {list.data && list.data.length > 0 && (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((d) => (
              <Paper component="li" key={d.documentId} withBorder px="md" py="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {d.filename}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Download">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Download ${d.name}`}
                        onClick={() => downloadDocument(d.documentId, d.filename)}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <DeleteButton label={d.name} size="lg" onClick={() => onDelete(d.documentId, d.name)} />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
