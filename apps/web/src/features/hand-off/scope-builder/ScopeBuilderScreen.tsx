import type { AdminScopeNode } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { type NameEdit, NodeNameModal } from './NodeNameModal.tsx';
import { useAdminScopeTree, useMoveScopeNode, useSetScopeNodeEnabled } from './scope-builder.queries.ts';

const showFailure = (err: unknown) =>
  notifications.show({ color: 'red', message: err instanceof ApiError ? err.message : messages.unknown });

/**
 * /Admin/ScopeBuilder: the tree of products and services the hand-off's tier dropdowns offer. Add a
 * child, rename, move up or down, disable or enable (a disabled item hides its whole branch).
 */
export default function ScopeBuilderScreen() {
  const tree = useAdminScopeTree();
  const [edit, setEdit] = useState<NameEdit | null>(null);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Scope Builder
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEdit({ kind: 'add', parentId: null, parentName: null })}
        >
          Add Top-Level Item
        </Button>
      </Group>
      <QueryGate queries={[tree]}>
        {() => (
          <Paper withBorder p="sm">
            <Box component="ul" aria-label="Scope builder tree" m={0} p={0} style={{ listStyle: 'none' }}>
              {(tree.data ?? []).map((node, i, all) => (
                <NodeRow
                  key={node.scopeBuilderId}
                  node={node}
                  depth={0}
                  first={i === 0}
                  last={i === all.length - 1}
                  onEdit={setEdit}
                />
              ))}
            </Box>
          </Paper>
        )}
      </QueryGate>
      {edit && <NodeNameModal edit={edit} onClose={() => setEdit(null)} />}
    </Stack>
  );
}

interface RowProps {
  node: AdminScopeNode;
  depth: number;
  first: boolean;
  last: boolean;
  onEdit: (edit: NameEdit) => void;
}

function NodeRow({ node, depth, first, last, onEdit }: RowProps) {
  const [open, setOpen] = useState(false);
  const move = useMoveScopeNode();
  const toggle = useSetScopeNodeEnabled();
  const hasChildren = node.children.length > 0;

  const onToggleEnabled = async () => {
    const enable = !node.enabled;
    const ok = await confirmAction({
      title: enable ? 'Enable Item' : 'Disable Item',
      message: enable
        ? `Enable "${node.itemName}"? It is offered on hand-offs again.`
        : `Disable "${node.itemName}"? It and everything beneath it are no longer offered on hand-offs; existing scope items keep their names.`,
      confirmLabel: enable ? 'Enable' : 'Disable',
      danger: !enable,
    });
    if (!ok) return;
    toggle.mutate(
      { id: node.scopeBuilderId, enabled: enable },
      { onSuccess: (res) => notifications.show({ color: 'green', message: res.message }), onError: showFailure },
    );
  };
  const onMove = (direction: 'up' | 'down') =>
    move.mutate({ scopeBuilderId: node.scopeBuilderId, direction }, { onError: showFailure });

  return (
    <li aria-label={node.itemName}>
      <Group gap={4} wrap="nowrap" pl={depth * 20} py={2} style={{ opacity: node.enabled ? 1 : 0.6 }}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={open ? `Collapse ${node.itemName}` : `Expand ${node.itemName}`}
          onClick={() => setOpen(!open)}
          style={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        >
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
        <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{node.itemName}</Text>
        {!node.enabled && (
          <Badge color="gray" variant="light">
            Disabled
          </Badge>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${node.itemName}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setOpen(true);
                onEdit({ kind: 'add', parentId: node.scopeBuilderId, parentName: node.itemName });
              }}
            >
              Add Child
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => onEdit({ kind: 'rename', scopeBuilderId: node.scopeBuilderId, itemName: node.itemName })}
            >
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={first} onClick={() => onMove('up')}>
              Move Up
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={last} onClick={() => onMove('down')}>
              Move Down
            </Menu.Item>
            <Menu.Item
              leftSection={node.enabled ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              color={node.enabled ? 'red' : undefined}
              onClick={onToggleEnabled}
            >
              {node.enabled ? 'Disable' : 'Enable'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {open && hasChildren && (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {node.children.map((child, i, all) => (
            <NodeRow
              key={child.scopeBuilderId}
              node={child}
              depth={depth + 1}
              first={i === 0}
              last={i === all.length - 1}
              onEdit={onEdit}
            />
          ))}
        </Box>
      )}
    </li>
  );
}
