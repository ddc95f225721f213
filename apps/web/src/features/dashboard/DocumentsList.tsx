import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadDocument, useDocuments } from '../../entities/document/index.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** Home, right: the documents and policies, each downloadable (spec 1 §2). */
export function DocumentsList() {
  const list = useDocuments();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-documents" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-documents">
          Documents and Policies
        </Title>
        {list.isPending && <PageLoader label="Loading documents…" />}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        {list.data?.length === 0 && <Text c="dimmed">{messages.noDocuments}</Text>}
        {list.data && list.data.length > 0 && (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((d) => (
              <li key={d.documentId}>
                <Button
                  variant="subtle"
                  justify="flex-start"
                  fullWidth
                  leftSection={<IconDownload size={16} />}
                  aria-label={`Download ${d.name}`}
                  title={d.filename}
                  onClick={() => downloadDocument(d.documentId, d.filename)}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflow: 'visible' } }}
                  h="auto"
                  py={6}
                >
                  {d.name}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
