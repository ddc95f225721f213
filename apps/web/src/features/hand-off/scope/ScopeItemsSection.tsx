import type { ScopeItem } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { AddScopeItemForm } from './AddScopeItemForm.tsx';
import { EditScopeItemModal } from './EditScopeItemModal.tsx';
import { useDeleteScopeItem, useIncludeInSummary } from './hand-off.queries.ts';
import { Section } from './Section.tsx';

interface Props {
  jobId: number;
  handOffId: number;
  items: ScopeItem[];
  editable: boolean;
}

/** The job scope: one card per item (quantity, optional, in the budget summary), and the add form when editable. */
export function ScopeItemsSection({ jobId, handOffId, items, editable }: Props) {
  const [editing, setEditing] = useState<ScopeItem | null>(null);
  return (
    <Section title="Job Scope">
      {items.length === 0 ? (
        <Text c="dimmed">{messages.noScopeItems}</Text>
      ) : (
        <Stack gap="xs">
          {items.map((item) => (
            <ScopeItemCard key={item.scopeItemId} jobId={jobId} item={item} editable={editable} onEdit={setEditing} />
          ))}
        </Stack>
      )}
      {editable && <AddScopeItemForm jobId={jobId} handOffId={handOffId} />}
      {editing && <EditScopeItemModal jobId={jobId} item={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}

function ScopeItemCard({
  jobId,
  item,
  editable,
  onEdit,
}: {
  jobId: number;
  item: ScopeItem;
  editable: boolean;
  onEdit: (item: ScopeItem) => void;
}) {
  const remove = useDeleteScopeItem(jobId);
  const summary = useIncludeInSummary(jobId);
  const fail = (err: unknown) =>
    notifications.show({ color: 'red', message: err instanceof ApiError ? err.message : messages.unknown });
  const onDelete = async () => {
    if (
      !(await confirmAction({
        title: 'Delete Scope Item',
        message: messages.scopeItemDeleteConfirm,
        confirmLabel: 'Delete',
      }))
    )
      return;
    remove.mutate(item.scopeItemId, {
      onSuccess: (res) => notifications.show({ color: 'green', message: res.message }),
      onError: fail,
    });
  };
  return (
    <Paper withBorder p="sm" data-testid="scope-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
          <Group gap="xs">
            <Text size="sm">Quantity: {item.quantity}</Text>
            {item.optional && <Badge variant="light">Optional</Badge>}
          </Group>
          <Switch
            size="sm"
            label="Include in budget summary"
            checked={item.summary}
            disabled={!editable || summary.isPending}
            onChange={(e) =>
              summary.mutate({ ScopeItemId: item.scopeItemId, Summary: e.currentTarget.checked }, { onError: fail })
            }
          />
        </Stack>
        {editable && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <DeleteButton label={item.name} onClick={onDelete} loading={remove.isPending} />
          </Group>
        )}
      </Group>
    </Paper>
  );
}
