import { messages } from '@fieldbook/contract/messages';
import { getSurveyAttachment, type SurveyAttachment, type SurveyOption } from '@fieldbook/contract/surveys';
import {
  ActionIcon,
  Alert,
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
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { downloadOrNotify } from '../../shared/ui/download.ts';
import { formatDate } from '../../shared/ui/format.ts';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import {
  useDeleteSurveyAttachment,
  useSurveyAttachmentCategories,
  useSurveyAttachmentCategory,
  useSurveyAttachments,
  useUploadSurveyAttachment,
} from './surveys.queries.ts';

/**
 * The form's attachments by category (spec 3 §2.12): download for everyone who sees the form; while
 * editing, upload (name, category, file), a category change and deletion (asked first).
 */
export function AttachmentsSection({ surveyFormId, editable }: { surveyFormId: number; editable: boolean }) {
  const list = useSurveyAttachments(surveyFormId);
  const categories = useSurveyAttachmentCategories();
  const [failure, setFailure] = useState('');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-attachments">
      <Stack gap="sm">
        <Title order={3} size="h5" id="survey-attachments">
          Attachments
        </Title>
        <QueryGate queries={[list]}>
          {() =>
            list.data?.length ? (
              <AttachmentTable
                rows={list.data}
                categories={categories.data ?? []}
                surveyFormId={surveyFormId}
                editable={editable}
                onFailure={setFailure}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {messages.noSurveyAttachments}
              </Text>
            )
          }
        </QueryGate>
        {failure && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure('')}>
            {failure}
          </Alert>
        )}
        {editable && (
          <UploadForm surveyFormId={surveyFormId} categories={categories.data ?? []} onFailure={setFailure} />
        )}
      </Stack>
    </Paper>
  );
}

function AttachmentTable({
  rows,
  categories,
  surveyFormId,
  editable,
  onFailure,
}: {
  rows: SurveyAttachment[];
  categories: SurveyOption[];
  surveyFormId: number;
  editable: boolean;
  onFailure: (message: string) => void;
}) {
  const category = useSurveyAttachmentCategory(surveyFormId);
  const remove = useDeleteSurveyAttachment(surveyFormId);
  const options = categories.map((c) => ({ value: String(c.id), label: c.name }));

  const changeCategory = (a: SurveyAttachment, value: string | null) => {
    if (!value || Number(value) === a.categoryId) return;
    onFailure('');
    category.mutate(
      { surveyAttachmentId: a.surveyAttachmentId, category: Number(value) },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
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
    remove.mutate(a.surveyAttachmentId, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
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
                      loading={remove.isPending && remove.variables === a.surveyAttachmentId}
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
  surveyFormId,
  categories,
  onFailure,
}: {
  surveyFormId: number;
  categories: SurveyOption[];
  onFailure: (message: string) => void;
}) {
  const upload = useUploadSurveyAttachment(surveyFormId);
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
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
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
