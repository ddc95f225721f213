import { messages } from '@fieldbook/contract/messages';
import {
  getSurveyAttachment,
  type SurveyAttachment,
  type SurveyForm,
  type SurveyOption,
} from '@fieldbook/contract/surveys';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { discard, type OutboxItem, useRecordItems } from '../../shared/offline/outbox/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { downloadOrNotify } from '../../shared/ui/download.ts';
import { formatDate } from '../../shared/ui/format.ts';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import {
  fileOf,
  partValue,
  useDeleteSurveyAttachment,
  useSurveyAttachmentCategory,
  useUploadSurveyAttachment,
  waitingAttachments,
} from './survey-file-writes.ts';
import { surveyRecord } from './survey-writes.ts';
import { useSurveyAttachmentCategories, useSurveyAttachments } from './surveys.queries.ts';

/** Where the writes of the section go: the form, its job and the address that shows it. */
interface Target {
  jobId: number;
  base: string;
  saved: SurveyForm;
}

/**
 * The form's attachments by category (spec 3 §2.12): download for everyone who sees the form; while
 * editing, upload (name, category, file), a category change and deletion (asked first). Uploads not
 * sent yet are listed from the device, marked waiting.
 */
export function AttachmentsSection({ editable, ...target }: Target & { editable: boolean }) {
  const surveyFormId = target.saved.surveyFormId;
  const list = useSurveyAttachments(surveyFormId);
  const categories = useSurveyAttachmentCategories();
  const kept = waitingAttachments(useRecordItems(surveyRecord(surveyFormId)));
  const [failure, setFailure] = useState('');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-attachments">
      <Stack gap="sm">
        <Title order={3} size="h5" id="survey-attachments">
          Attachments
        </Title>
        {surveyFormId > 0 && (
          <QueryGate queries={[list]}>
            {() =>
              list.data?.length ? (
                <AttachmentTable
                  rows={list.data}
                  categories={categories.data ?? []}
                  target={target}
                  editable={editable}
                  onFailure={setFailure}
                />
              ) : (
                kept.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {messages.noSurveyAttachments}
                  </Text>
                )
              )
            }
          </QueryGate>
        )}
        {kept.length > 0 && <WaitingUploads items={kept} categories={categories.data ?? []} editable={editable} />}
        {failure && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure('')}>
            {failure}
          </Alert>
        )}
        {editable && <UploadForm target={target} categories={categories.data ?? []} onFailure={setFailure} />}
      </Stack>
    </Paper>
  );
}

/** The uploads kept on the device: name, category and a badge; one can be dropped before it is sent. */
function WaitingUploads({
  items,
  categories,
  editable,
}: {
  items: OutboxItem[];
  categories: SurveyOption[];
  editable: boolean;
}) {
  return (
    <Stack gap={6} component="ul" aria-label="Attachments not sent yet" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const name = partValue(item, 'name') || fileOf(item)?.fileName || '';
        const category = categories.find((c) => String(c.id) === partValue(item, 'categoryId'))?.name ?? '';
        return (
          <Group key={item.key} component="li" gap="xs" wrap="wrap" aria-label={name}>
            <IconPaperclip size={14} />
            <Text size="sm">{name}</Text>
            <Text size="sm" c="dimmed">
              {category}
            </Text>
            <Badge color={item.state === 'refused' ? 'red' : 'orange'} variant="light" size="sm">
              {item.state === 'refused' ? messages.notSent : messages.waitingToSend}
            </Badge>
            {editable && item.state !== 'sending' && (
              <DeleteButton
                label={name}
                onClick={async () => {
                  const ok = await confirmAction({
                    title: 'Delete Attachment',
                    message: `Delete ${name}? The file is removed from the form.`,
                    confirmLabel: 'Delete',
                  });
                  if (ok) await discard(item);
                }}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

function AttachmentTable({
  rows,
  categories,
  target,
  editable,
  onFailure,
}: {
  rows: SurveyAttachment[];
  categories: SurveyOption[];
  target: Target;
  editable: boolean;
  onFailure: (message: string) => void;
}) {
  const category = useSurveyAttachmentCategory(target.jobId, target.base, target.saved);
  const remove = useDeleteSurveyAttachment(target.jobId, target.base, target.saved);
  const options = categories.map((c) => ({ value: String(c.id), label: c.name }));

  const changeCategory = (a: SurveyAttachment, value: string | null) => {
    if (!value || Number(value) === a.categoryId) return;
    onFailure('');
    category.mutate(
      { attachment: a, category: Number(value) },
      {
        onSuccess: (outcome) =>
          outcome.status === 'sent' && notifications.show({ color: 'green', message: outcome.answer.message }),
        onError: (err) => onFailure(err.message),
      },
    );
  };
  async function onDelete(a: SurveyAttachment) {
    const ok = await confirmAction({
      title: 'Delete Attachment',
      message: `Delete ${a.name}? The file is removed from the form.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    onFailure('');
    remove.mutate(a, {
      onSuccess: (outcome) =>
        outcome.status === 'sent' && notifications.show({ color: 'green', message: outcome.answer.message }),
      onError: (err) => onFailure(err.message),
    });
  }

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped aria-label="Attachments" className="fb-cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.surveyAttachmentId}>
              <Table.Td data-label="Name">
                <Group gap={6} wrap="nowrap">
                  <IconPaperclip size={14} style={{ flexShrink: 0 }} />
                  <Text size="sm">{a.name}</Text>
                </Group>
              </Table.Td>
              <Table.Td data-label="Category">
                {editable ? (
                  <Select
                    aria-label={`Category of ${a.name}`}
                    size="xs"
                    data={options}
                    value={String(a.categoryId)}
                    onChange={(v) => changeCategory(a, v)}
                    allowDeselect={false}
                    maw={220}
                  />
                ) : (
                  a.category
                )}
              </Table.Td>
              <Table.Td data-label="Uploaded">
                <Text size="sm">
                  {formatDate(a.uploadedAt)} · {a.uploadedBy}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label="Download">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download ${a.name}`}
                      onClick={() =>
                        downloadOrNotify(getSurveyAttachment, { query: { FileId: a.surveyAttachmentId } }, a.fileName)
                      }
                    >
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {editable && (
                    <DeleteButton
                      label={a.name}
                      onClick={() => onDelete(a)}
                      loading={remove.isPending && remove.variables?.surveyAttachmentId === a.surveyAttachmentId}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UploadForm({
  target,
  categories,
  onFailure,
}: {
  target: Target;
  categories: SurveyOption[];
  onFailure: (message: string) => void;
}) {
  const upload = useUploadSurveyAttachment(target.jobId, target.base, target.saved);
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ category?: string; file?: string }>({});

  function send() {
    const problems = {
      category: categoryId ? undefined : messages.surveyAttachmentCategoryUnknown,
      file: file ? undefined : 'Please choose a file.',
    };
    setMissing(problems);
    if (!categoryId || !file) return;
    onFailure('');
    upload.mutate(
      { name: name.trim(), categoryId: Number(categoryId), file },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'sent') notifications.show({ color: 'green', message: outcome.answer.message });
          setName('');
          setFile(null);
        },
        onError: (err) => onFailure(err.message),
      },
    );
  }

  return (
    <Stack gap="xs" role="group" aria-label="Upload an attachment">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Attachment Name"
          placeholder="The file's name when empty"
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label="Attachment Category"
          placeholder="Select a category"
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          error={missing.category}
        />
        <FileInput
          label="File"
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          clearable
          error={missing.file}
        />
      </SimpleGrid>
      <Button
        leftSection={<IconUpload size={16} />}
        onClick={send}
        loading={upload.isPending}
        w="fit-content"
        variant="light"
      >
        Upload Attachment
      </Button>
    </Stack>
  );
}
