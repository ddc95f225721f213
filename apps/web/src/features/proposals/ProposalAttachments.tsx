import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { BuildData, ProposalForm } from './proposal-values.ts';

/** The attached PDFs (the defaults stay), and more from the attachment library. */
export function ProposalAttachments({ form, data }: { form: ProposalForm; data: BuildData }) {
  const [addAttachment, setAddAttachment] = useState<string | null>(null);
  const values = form.getValues();
  const included = new Set(values.attachments.map((a) => a.prefillAttachmentId));
  const library = data.attachments.filter((a) => !included.has(a.prefillAttachmentId));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="proposal-attachments">
      <Stack>
        <Title order={3} size="h4" id="proposal-attachments">
          Attachments
        </Title>
        {values.attachments.length === 0 && <Text c="dimmed">No attachments.</Text>}
        {values.attachments.map((a, i) => (
          <Group key={String(a.prefillAttachmentId)} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.attachmentName}
              </Text>
              {a.default && (
                <Badge variant="light" color="gray">
                  Default
                </Badge>
              )}
            </Group>
            {!a.default && (
              <ActionIcon
                color="red"
                variant="subtle"
                aria-label={`Remove attachment ${a.attachmentName}`}
                onClick={() => form.removeListItem('attachments', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Attachment Library"
            placeholder="Choose an attachment"
            data={library.map((a) => ({ value: String(a.prefillAttachmentId), label: a.attachmentName }))}
            value={addAttachment}
            onChange={setAddAttachment}
            searchable
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            variant="light"
            disabled={!addAttachment}
            onClick={() => {
              const a = data.attachments.find((x) => String(x.prefillAttachmentId) === addAttachment);
              if (!a) return;
              form.insertListItem('attachments', {
                prefillAttachmentId: a.prefillAttachmentId,
                attachmentName: a.attachmentName,
                default: false,
                order: values.attachments.length,
              });
              setAddAttachment(null);
            }}
          >
            Add Attachment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
