import type { Office } from '@fieldbook/contract/offices';
import type { PhoneTypeEntry } from '@fieldbook/contract/profile';
import type { RoleListItem } from '@fieldbook/contract/roles';
import type { User } from '@fieldbook/contract/self';
import { createUserBody } from '@fieldbook/contract/users';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { useOffices } from '../../entities/office/index.ts';
import { useRoleList } from '../../entities/role/index.ts';
import { usePhoneTypes } from '../../entities/user/index.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { UserContactLists } from './UserContactLists.tsx';
import { UserPhotoField } from './UserPhotoField.tsx';
import { initialValues } from './user-form-values.ts';
import { useAdminUser, useSaveUser } from './users.queries.ts';

/** /Admin/CreateUser and /Admin/User/{userId}/Edit: the Edit / Create New User form (spec 1 §5). */
export default function UserFormScreen() {
  const param = useParams().userId;
  const userId = param === undefined ? null : Number(param);
  const user = useAdminUser(userId ?? 0);
  const roles = useRoleList();
  const offices = useOffices();
  const phoneTypes = usePhoneTypes();
  const title = userId === null ? 'Create New User' : 'Edit User';

  const failed = [roles, offices, phoneTypes, ...(userId === null ? [] : [user])].find((q) => q.error)?.error;
  const loading = roles.isPending || offices.isPending || phoneTypes.isPending || (userId !== null && user.isPending);

  return (
    <Stack>
      <Anchor component={Link} to={userId === null ? '/Admin/UserList' : `/Admin/User/${userId}`} size="sm">
        ← {userId === null ? 'Users' : 'User'}
      </Anchor>
      <Title order={1} size="h3">
        {title}
      </Title>
      {userId !== null && (!Number.isInteger(userId) || userId <= 0) ? (
        <Alert color="red" role="alert">
          User not found.
        </Alert>
      ) : failed ? (
        <Alert color="red" role="alert">
          {failed.message}
        </Alert>
      ) : loading ? (
        <PageLoader label="Loading form…" />
      ) : (
        <UserForm
          user={userId === null ? null : (user.data ?? null)}
          roles={roles.data ?? []}
          offices={offices.data ?? []}
          phoneTypes={phoneTypes.data ?? []}
        />
      )}
    </Stack>
  );
}

function UserForm({
  user,
  roles,
  offices,
  phoneTypes,
}: {
  user: User | null;
  roles: RoleListItem[];
  offices: Office[];
  phoneTypes: PhoneTypeEntry[];
}) {
  const navigate = useNavigate();
  const save = useSaveUser();
  // The fields are checked with the create request; an edit sends the same fields with the user's id.
  const { form, failure, onSubmit } = useContractForm(createUserBody, {
    initialValues: initialValues(user),
    validateInputOnBlur: true,
  });
  const submit = onSubmit(async (fields) => {
    const saved = await save.mutateAsync(user ? { ...fields, userId: user.userId } : fields);
    notifications.show({ message: saved.message, color: 'green' });
    navigate(`/Admin/User/${saved.userId}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={user ? 'Edit User' : 'Create New User'}>
      <Stack>
        <UserPhotoField form={form} user={user} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
          <TextInput label="Position Title" required {...form.getInputProps('positionTitle')} />
          <TextInput label="First Name" required autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('lastName')} />
          <Select
            label="Role"
            required
            placeholder="Select a role"
            data={roles.map((r) => ({ value: String(r.roleId), label: r.roleName }))}
            value={form.values.roleId ? String(form.values.roleId) : null}
            onChange={(v) => form.setFieldValue('roleId', v ? Number(v) : 0)}
            error={form.errors.roleId}
            searchable
          />
        </SimpleGrid>

        <Checkbox.Group
          label="Office Locations"
          value={(form.values.officeLocations ?? []).map(String)}
          onChange={(v) => form.setFieldValue('officeLocations', v.map(Number))}
          error={form.errors.officeLocations}
        >
          <Group mt="xs">
            {offices.map((o) => (
              <Checkbox key={o.officeLocationId} value={String(o.officeLocationId)} label={o.name} />
            ))}
            {offices.length === 0 && (
              <Text size="sm" c="dimmed">
                No office locations yet.
              </Text>
            )}
          </Group>
        </Checkbox.Group>

        <UserContactLists form={form} phoneTypes={phoneTypes} />

        <FailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={user ? `/Admin/User/${user.userId}` : '/Admin/UserList'}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user ? 'Save User' : 'Create User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
