import { messages } from '@fieldbook/contract/messages';
import { JOB_CLASS_CATEGORY } from '@fieldbook/contract/permissions';
import { type RoleEditorData, type SaveRoleBody, saveRoleBody } from '@fieldbook/contract/roles';
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
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { type Catalogue, catalogueOf, type Entry, roleBody, setActive, setJobClasses } from './draft.ts';
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
  // A new role starts in name-edit mode; an existing one shows its name with a pencil (spec 1 §4).
  const [editingName, setEditingName] = useState(isNew);
  const { form, failure, onSubmit } = useContractForm(saveRoleBody, { initialValues: roleBody(data) });
  const catalogue = useMemo(() => catalogueOf(data), [data]);
  const values = form.getValues();
  const nameError = form.errors['role.roleName'];

  /** Changes one permission; its job-class message clears as soon as the permission no longer has the problem. */
  function change(path: string, next: Entry) {
    form.setFieldValue(path, next);
    if (form.errors[`${path}.permission.jobClasses`]) form.validateField(`${path}.permission.jobClasses`);
  }

  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({
      color: 'green',
      message: answer.message,
      closeButtonProps: { 'aria-label': 'Close notification' },
    });
    if (isNew) navigate(`/Admin/RoleList/${answer.roleId}`);
    else {
      form.setFieldValue('role.roleName', body.role.roleName);
      setEditingName(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? 'New role' : `Role ${data.role.roleName}`}>
      <Stack>
        {/* A refused name opens the name for editing. */}
        {editingName || nameError ? (
          <TextInput
            label="Role name"
            {...form.getInputProps('role.roleName')}
            onChange={(e) => {
              setEditingName(true);
              form.setFieldValue('role.roleName', e.currentTarget.value);
            }}
            maxLength={100}
            required
            autoFocus
            maw={480}
          />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {values.role.roleName}
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

        {values.roleCategories.map((category, c) => (
          <CategoryCard
            key={category.categoryId}
            path={`roleCategories.${c}`}
            category={category}
            catalogue={catalogue}
            locked={locked}
            errors={form.errors}
            onChange={change}
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
                  {failure.message}
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
  /** The category's path in the form's values ('roleCategories.2'). */
  path: string;
  category: SaveRoleBody['roleCategories'][number];
  catalogue: Catalogue;
  locked: boolean;
  errors: FormErrors;
  onChange: (path: string, next: Entry) => void;
}

function CategoryCard({ path, category, catalogue, locked, errors, onChange }: CategoryProps) {
  const list = category.rolePermissionList;
  const on = list.filter((e) => e.active).length;
  const headingId = `role-category-${category.categoryId}`;
  const byClass = category.categoryId === JOB_CLASS_CATEGORY;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {catalogue.categories.get(category.categoryId ?? 0)}
        </Title>
        <Badge variant="light" color={on ? 'blue' : 'gray'}>
          {on} of {list.length}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: byClass ? 1 : 2 }} spacing="md" verticalSpacing="sm">
        {list.map((entry, p) => {
          const { active, permission } = entry;
          const shown = catalogue.permissions.get(permission.name);
          const entryPath = `${path}.rolePermissionList.${p}`;
          if (!shown) return null;
          return (
            <Stack key={permission.name} gap={6}>
              <Switch
                // The visible label wraps the description too; the name is the permission alone.
                aria-label={shown.displayName}
                label={shown.displayName}
                description={shown.description}
                checked={active}
                disabled={locked}
                onChange={(e) => onChange(entryPath, setActive(entry, e.currentTarget.checked))}
              />
              {byClass && shown.jobSpecific && active && (
                <Checkbox.Group
                  label={`Job classes for ${shown.displayName}`}
                  value={(permission.jobClasses ?? []).filter((j) => j.active).map((j) => String(j.jobClassId))}
                  onChange={(ids) => onChange(entryPath, setJobClasses(entry, ids))}
                  error={errors[`${entryPath}.permission.jobClasses`]}
                  ml={{ base: 0, sm: 50 }}
                  size="sm"
                >
                  <Group gap="md" mt={6}>
                    {shown.jobClasses.map((j) => (
                      <Checkbox key={j.jobClassId} value={String(j.jobClassId)} label={j.name} disabled={locked} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
