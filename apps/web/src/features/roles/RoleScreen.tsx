import { Alert, Button, Grid, Group, NavLink, Paper, Select, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useRoleList } from '../../entities/role/index.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { RoleEditor } from './RoleEditor.tsx';

/** Mantine's md breakpoint: from here the list stands beside the editor. */
const WIDE = '(min-width: 62em)';

/** /Admin/RoleList/{id}: the roles list beside the editor of one role; id 'new' creates (spec 1 §2). */
export default function RoleScreen() {
  const { id = 'new' } = useParams();
  const roleId = id.toLowerCase() === 'new' ? 0 : Number(id);
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  // Another role opens at its top, not at the scroll position of the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the role changes, on purpose
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [roleId]);

  if (!Number.isInteger(roleId) || roleId < 0) return <Navigate to="/Admin/RoleList/new" replace />;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        {wide ? <RoleList current={roleId} /> : <RolePicker current={roleId} />}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <RoleEditor key={roleId} roleId={roleId} />
      </Grid.Col>
    </Grid>
  );
}

const CreateRole = () => (
  <Button component={Link} to="/Admin/RoleList/new" leftSection={<IconPlus size={16} />} variant="light">
    Create Role
  </Button>
);

/** Wide screens: the roles as links, kept in view beside the long editor. */
function RoleList({ current }: { current: number }) {
  const roles = useRoleList();
  return (
    <Paper
      withBorder
      p="sm"
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 0px) + 16px)"
      // A long list scrolls inside its card instead of running below the screen.
      mah="calc(100dvh - var(--app-shell-header-offset, 0px) - var(--app-shell-footer-offset, 0px) - 32px)"
      style={{ overflowY: 'auto' }}
    >
      <Stack gap="xs">
        <Title order={1} size="h4">
          Roles
        </Title>
        <CreateRole />
        {roles.isPending && <PageLoader label="Loading roles…" />}
        {roles.error && (
          <Alert color="red" role="alert">
            {roles.error.message}
          </Alert>
        )}
        {roles.data && (
          <nav aria-label="Roles">
            {roles.data.map((r) => (
              <NavLink
                key={r.roleId}
                component={Link}
                to={`/Admin/RoleList/${r.roleId}`}
                label={r.roleName}
                active={r.roleId === current}
                variant="filled"
                aria-current={r.roleId === current ? 'page' : undefined}
              />
            ))}
          </nav>
        )}
      </Stack>
    </Paper>
  );
}

/** Phones: the roles in a picker, so the editor starts on the first screen. */
function RolePicker({ current }: { current: number }) {
  const roles = useRoleList();
  const navigate = useNavigate();
  return (
    <Stack gap="xs">
      <Title order={1} size="h4">
        Roles
      </Title>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label="Role"
          placeholder={roles.isPending ? 'Loading roles…' : 'Choose a role'}
          data={(roles.data ?? []).map((r) => ({ value: String(r.roleId), label: r.roleName }))}
          value={current ? String(current) : null}
          onChange={(v) => v && navigate(`/Admin/RoleList/${v}`)}
          error={roles.error?.message}
          searchable
          style={{ flex: 1 }}
        />
        <CreateRole />
      </Group>
    </Stack>
  );
}
