import { messages } from '@fieldbook/contract/messages';
import { getUserDocument, type UserDocument, userDocumentUploadFields } from '@fieldbook/contract/profile';
import { Anchor, Button, FileInput, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { downloadOrNotify } from '../../shared/ui/download.ts';
import { useDeleteUserDocument, useUploadUserDocument, useUserDocuments } from './profile.queries.ts';

const CHOOSE_FILE = 'Please choose a file.';

/** The user's personal documents: upload one file at a time, download, delete after confirmation. */
export function UserDocuments() {
  const documents = useUserDocuments();
  const remove = useDeleteUserDocument();
  // Part of the profile: a load failure is only logged (spec 1 §8).
  useEffect(() => {
    if (documents.error) console.error('The documents could not be loaded', documents.error);
  }, [documents.error]);

  async function askDelete(doc: UserDocument) {
    const ok = await confirmAction({
      title: 'Delete document',
      message: `Delete "${doc.name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const res = await remove.mutateAsync(doc.userDocumentId);
      notifications.show({ color: 'green', message: res.message });
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    }
  }

  const fetchFile = (doc: UserDocument) =>
    downloadOrNotify(getUserDocument, { query: { documentId: doc.userDocumentId } }, doc.filename);

  return (
    <Stack>
      <UploadForm />
      {documents.isPending && <Loader size="sm" aria-label="Loading documents" />}
      {documents.data?.length === 0 && <Text c="dimmed">{messages.noUserDocuments}</Text>}
      {!!documents.data?.length && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Documents">
          {documents.data.map((doc) => (
            <Group key={doc.userDocumentId} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Anchor component="button" type="button" onClick={() => void fetchFile(doc)} ta="left">
                    {doc.name}
                  </Anchor>
                  {doc.filename !== doc.name && (
                    <Text size="xs" c="dimmed" truncate>
                      {doc.filename}
                    </Text>
                  )}
                </div>
              </Group>
              <DeleteButton label={doc.name} onClick={() => void askDelete(doc)} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One file, with an optional display name (the file name when left empty). */
function UploadForm() {
  const upload = useUploadUserDocument();
  const { form, failure, onSubmit } = useContractForm(userDocumentUploadFields, { initialValues: { name: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');

  const submit = onSubmit(async ({ name }) => {
    if (!file) return setFileError(CHOOSE_FILE);
    const answer = await upload.mutateAsync({ file, name });
    notifications.show({ color: 'green', message: answer.message });
    setFile(null);
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label="Document name"
            description="Leave empty to use the file name."
            {...form.getInputProps('name')}
            miw={200}
          />
          <FileInput
            label="Document file"
            description="One file: PDF, Word, Excel, image or text."
            accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.txt,.csv"
            placeholder="Choose a file"
            // Mantine's placeholder grey is below the WCAG AA contrast on white.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            value={file}
            onChange={(f) => {
              setFile(f);
              setFileError('');
            }}
            error={fileError}
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
            miw={200}
          />
        </Group>
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
