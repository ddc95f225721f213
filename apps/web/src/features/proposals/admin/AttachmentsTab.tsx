import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Badge, FileInput, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api.ts';
import { formatDate } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { pages } from '../pages.ts';
import { useAttachmentList, useUploadAttachment } from '../proposals.queries.ts';

/** The attachment library: upload a PDF under a name, and the attachments, each opening its editor. */
export function AttachmentsTab() {
  const list = useAttachmentList();
  const upload = useUploadAttachment();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const resetFileInput = useRef<() => void>(null);

  async function onFile(file: File | null) {
    // Emptied at once, so that choosing the same file again (say after adding the missing name) uploads it.
    resetFileInput.current?.();
    setError(null);
    setFileError(null);
    if (!file) return;
    if (!name.trim()) {
      setError(messages.proposalAttachmentNameFirst);
      return;
    }
    try {
      const answer = await upload.mutateAsync({ file, attachmentName: name.trim() });
      notifications.show({ color: 'green', message: answer.message });
      setName('');
    } catch (err) {
      const e = err as ApiError;
      if (e instanceof ApiError && e.errors?.attachmentName) setError(e.errors.attachmentName);
      else setFileError(e.message);
    }
  }

  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-label="Upload attachment">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Attachment Name"
            withAsterisk
            maxLength={200}
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <FileInput
            label="PDF File"
            placeholder="Choose a PDF"
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={16} />}
            value={null}
            resetRef={resetFileInput}
            onChange={(f) => void onFile(f)}
            error={fileError}
            disabled={upload.isPending}
            description="PDF only, one file, at most 25 MB."
          />
        </SimpleGrid>
      </Paper>
      {list.isPending && <PageLoader label="Loading attachments…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">No attachments yet.</Text>}
      <Stack gap="xs" component="ul" aria-label="Attachments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data?.map((a) => (
          <Paper key={a.prefillAttachmentId} component="li" withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/Admin/Proposal/Attachment/${a.prefillAttachmentId}`}
                  fw={500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {a.attachmentName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {a.hasFile ? `${pages(a.pageCount)} · ${Math.max(1, Math.round(a.size / 1024))} KB` : 'No document'} ·
                  updated {formatDate(a.updatedAt)}
                </Text>
              </Stack>
              <Group gap={6}>
                {a.termAndCondition && (
                  <Badge variant="light" color="grape">
                    Terms and Conditions
                  </Badge>
                )}
                <Badge variant="light">{a.scopes.length} linked</Badge>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
