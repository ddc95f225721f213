import { getJobAttachment, type JobAttachment } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconStar, IconStarFilled, IconUpload } from '@tabler/icons-react';
import { ApiError, fetchFile } from '../../../shared/api/api.ts';
import { WebcamButton } from '../../../shared/photos/WebcamButton.tsx';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';
import {
  useDeleteAttachment,
  useFavoriteAttachment,
  useJobAttachments,
  useUploadAttachment,
} from './attachments.queries.ts';

const showFailure = (err: unknown) =>
  notifications.show({ color: 'red', message: err instanceof ApiError ? err.message : messages.unknown });

/** Opens an attachment in a new tab (the server sends images and PDF inline). */
async function openAttachment(a: JobAttachment) {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(getJobAttachment, { query: { FileId: a.jobAttachmentId } });
    if (!blob) throw new ApiError(404, messages.attachmentNotFound);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    showFailure(err);
  }
}

/**
 * The attachments of a job at one step (1 hand-off, 7 client approval, 10–12 field stages): list,
 * upload one file at a time or capture with the webcam, favourite, open, delete.
 */
export function JobAttachmentsPanel({
  jobId,
  stepId,
  title,
  editable,
}: {
  jobId: number;
  stepId: number;
  title: string;
  editable: boolean;
}) {
  const list = useJobAttachments(jobId, stepId);
  const upload = useUploadAttachment(jobId, stepId);
  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (res) => notifications.show({ color: 'green', message: res.message }),
      onError: showFailure,
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{title}</Title>
          {editable && (
            <Group gap="xs">
              <FileButton onChange={send}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} />}
                    loading={upload.isPending}
                  >
                    Upload File
                  </Button>
                )}
              </FileButton>
              <WebcamButton onCapture={send} disabled={upload.isPending} />
            </Group>
          )}
        </Group>
        {list.isLoading && <Text c="dimmed">Loading…</Text>}
        {list.error && <Alert color="red">{list.error.message}</Alert>}
        {list.data?.length === 0 && <Text c="dimmed">{messages.noAttachments}</Text>}
        {list.data?.map((a) => (
          <AttachmentRow key={a.jobAttachmentId} jobId={jobId} stepId={stepId} attachment={a} editable={editable} />
        ))}
      </Stack>
    </Paper>
  );
}

function AttachmentRow({
  jobId,
  stepId,
  attachment: a,
  editable,
}: {
  jobId: number;
  stepId: number;
  attachment: JobAttachment;
  editable: boolean;
}) {
  const favorite = useFavoriteAttachment(jobId, stepId);
  const remove = useDeleteAttachment(jobId, stepId);
  const onDelete = async () => {
    if (
      !(await confirmAction({
        title: 'Delete Attachment',
        message: messages.attachmentDeleteConfirm(a.name),
        confirmLabel: 'Delete',
      }))
    )
      return;
    remove.mutate(a.jobAttachmentId, {
      onSuccess: (res) => notifications.show({ color: 'green', message: res.message }),
      onError: showFailure,
    });
  };
  const star = a.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="attachment">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {editable ? (
          <Tooltip label={a.favorite ? 'Remove favourite' : 'Favourite'}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              aria-label={a.favorite ? `Unfavourite ${a.name}` : `Favourite ${a.name}`}
              aria-pressed={a.favorite}
              loading={favorite.isPending}
              onClick={() =>
                favorite.mutate({ id: a.jobAttachmentId, favorite: !a.favorite }, { onError: showFailure })
              }
            >
              {star}
            </ActionIcon>
          </Tooltip>
        ) : (
          a.favorite && <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-label="Favourite" />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            onClick={() => openAttachment(a)}
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {a.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(a.uploadedAt)}
            {a.uploadedBy ? ` · ${a.uploadedBy}` : ''}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Download">
          <ActionIcon
            variant="subtle"
            aria-label={`Download ${a.name}`}
            onClick={() =>
              downloadOrNotify(getJobAttachment, { query: { FileId: a.jobAttachmentId, download: true } }, a.name)
            }
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
        {editable && <DeleteButton label={a.name} onClick={onDelete} loading={remove.isPending} />}
      </Group>
    </Group>
  );
}
