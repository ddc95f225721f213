import { messages } from '@fieldbook/contract/messages';
import { JOB_CLASS_CATEGORY } from '@fieldbook/contract/permissions';
import type { RoleCategory, RoleEditorData, SaveRoleBody } from '@fieldbook/contract/roles';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import {
  type Draft,
  hasProblems,
  type Problems,
  problemsOf,
  serverProblems,
  setActive,
  setJobClasses,
} from './draft.ts';
import { useRolePermissions, useSaveRole } from './roles.queries.ts';

/** The editor of one role (roleId 0: a new role), loaded from GetRolePermission. */
export function RoleEditor({ roleId }: { roleId: number }) {
  const role = useRolePermissions(roleId);
  if (role.isPending) return <PageLoader label="Loading role…" />;
  if (role.error)
    return (
      <Alert color="red" role="alert">
        {role.error.message}
      </Alert>
    );
  return <RoleForm data={role.data} />;
}

function RoleForm({ data }: { data: RoleEditorData }) {
  const navigate = useNavigate();
  const save = useSaveRole();
  const isNew = data.role.roleId === 0;
  const locked = data.role.isAdministrator;
  const [name, setName] = useState(data.role.roleName);
  // A new role starts in name-edit mode; an existing one shows its name with a pencil (spec 1 §4).
  const [editingName, setEditingName] = useState(isNew);
  const [draft, setDraft] = useState<Draft>(data.roleCategories);
  const [problems, setProblems] = useState<Problems>({ classes: {} });
  const [failure, setFailure] = useState('');

  const body = (): SaveRoleBody => ({
    role: { roleId: data.role.roleId, roleName: name },
    roleCategories: draft,
  });

  function change(next: Draft) {
    setDraft(next);
    // Problems of the job classes clear as soon as the draft no longer has them.
    if (Object.keys(problems.classes).length)
      setProblems({ ...problems, classes: problemsOf({ ...body(), roleCategories: next }).classes });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure('');
    const found = problemsOf(body());
    setProblems(found);
    if (found.name) setEditingName(true);
    if (hasProblems(found)) return;
    try {
      const answer = await save.mutateAsync(body());
      notifications.show({
        color: 'green',
        message: answer.message,
        closeButtonProps: { 'aria-label': 'Close notification' },
      });
      if (isNew) navigate(`/Admin/RoleList/${answer.roleId}`);
      else {
        setName(name.trim());
        setEditingName(false);
      }
    } catch (err) {
      setFailure((err as Error).message);
      if (err instanceof ApiError) {
        const fromServer = serverProblems(body(), err.errors);
        setProblems(fromServer);
        if (fromServer.name) setEditingName(true);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? 'New role' : `Role ${data.role.roleName}`}>
      <Stack>
        {editingName ? (
          <TextInput
            label="Role name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (problems.name) setProblems({ ...problems, name: undefined });
            }}
            error={problems.name}
            maxLength={100}
            required
            autoFocus
            maw={480}
          />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {!locked && (
              <ActionIcon variant="subtle" aria-label="Edit role name" onClick={() => setEditingName(true)}>
                <IconPencil size={18} />
              </ActionIcon>
            )}
          </Group>
        )}
        {locked && (
          <Alert color="blue" variant="light">
            {messages.administratorRoleFixed}
          </Alert>
        )}

        {draft.map((category) => (
          <CategoryCard
            key={category.categoryId}
            category={category}
            locked={locked}
            classProblems={problems.classes}
            onActive={(key, active) => change(setActive(draft, key, active))}
            onClasses={(key, ids) => change(setJobClasses(draft, key, ids))}
          />
        ))}

        {!locked && (
          <Box
            py="sm"
            // The Save bar stays in view above the footer while the long list of permissions scrolls.
            style={{
              position: 'sticky',
              bottom: 'var(--app-shell-footer-offset, 0px)',
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {failure && (
                <Text c="red.8" role="alert" style={{ flex: 1 }}>
                  {failure}
                </Text>
              )}
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Box>
        )}
      </Stack>
    </form>
  );
}

interface CategoryProps {
  category: RoleCategory;
  locked: boolean;
  classProblems: Record<string, string>;
  onActive: (key: string, active: boolean) => void;
  onClasses: (key: string, activeIds: string[]) => void;
}

function CategoryCard({ category, locked, classProblems, onActive, onClasses }: CategoryProps) {
  const list = category.rolePermissionList;
  const on = list.filter((e) => e.active).length;
  const headingId = `role-category-${category.categoryId}`;
  const byClass = category.categoryId === JOB_CLASS_CATEGORY;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {category.categoryName}
        </Title>
        <Badge variant="light" color={on ? 'blue' : 'gray'}>
          {on} of {list.length}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: byClass ? 1 : 2 }} spacing="md" verticalSpacing="sm">
        {list.map(({ active, permission }) => (
          <Stack key={permission.name} gap={6}>
            <Switch
              // The visible label wraps the description too; the name is the permission alone.
              aria-label={permission.displayName}
              label={permission.displayName}
              description={permission.description}
              checked={active}
              disabled={locked}
              onChange={(e) => onActive(permission.name, e.currentTarget.checked)}
            />
            {byClass && permission.jobSpecific && active && (
              <Checkbox.Group
                label={`Job classes for ${permission.displayName}`}
                value={permission.jobClasses.filter((j) => j.active).map((j) => String(j.jobClassId))}
                onChange={(ids) => onClasses(permission.name, ids)}
                error={classProblems[permission.name]}
                ml={{ base: 0, sm: 50 }}
                size="sm"
              >
                <Group gap="md" mt={6}>
                  {permission.jobClasses.map((j) => (
                    <Checkbox key={j.jobClassId} value={String(j.jobClassId)} label={j.name} disabled={locked} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
