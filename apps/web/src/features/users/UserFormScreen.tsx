import { messages } from '@fieldbook/contract/messages';
import type { Office } from '@fieldbook/contract/offices';
import type { PhoneTypeEntry } from '@fieldbook/contract/profile';
import type { RoleListItem } from '@fieldbook/contract/roles';
import type { User } from '@fieldbook/contract/self';
import { type CreateUserBody, createUserBody } from '@fieldbook/contract/users';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useOffices } from '../../entities/office/index.ts';
import { useRoleList } from '../../entities/role/index.ts';
import { usePhoneTypes } from '../../entities/user/index.ts';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { UserAvatar } from '../../shared/ui/UserAvatar.tsx';
import { hasPhotoExtension, photoDataUrl } from './photo.ts';
import { useAdminUser, useSaveUser } from './users.queries.ts';

/** The form's values: the create request as typed; roleId 0 until a role is chosen. */
type Values = CreateUserBody;

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

/**
 * Exactly one entry is primary: with several (older data), the first primary e-mail wins, else the
 * first primary phone; with none, the first e-mail (as the server would).
 */
function onePrimary(v: Values): Values {
  const phones = v.phoneNumbers ?? [];
  const emailIndex = v.emails.findIndex((e) => e.primary);
  const phoneIndex = emailIndex < 0 ? phones.findIndex((p) => p.primary) : -1;
  const keepEmail = emailIndex >= 0 ? emailIndex : phoneIndex >= 0 ? -1 : 0;
  return {
    ...v,
    emails: v.emails.map((e, i) => ({ ...e, primary: i === keepEmail })),
    phoneNumbers: phones.map((p, i) => ({ ...p, primary: i === phoneIndex })),
  };
}

const initialValues = (user: User | null): Values =>
  user
    ? onePrimary({
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        positionTitle: user.positionTitle,
        roleId: user.roleId ?? 0,
        phoneNumbers: user.phoneNumbers.map((p) => ({
          phoneNumberId: p.phoneNumberId,
          phoneNumber: p.phoneNumber,
          typeId: p.typeId,
          primary: p.primary,
        })),
        emails: user.emails.map((e) => ({ emailId: e.emailId, email: e.email, primary: e.primary })),
        officeLocations: user.officeLocations.map((o) => o.officeLocationId),
      })
    : {
        username: '',
        firstName: '',
        lastName: '',
        positionTitle: '',
        roleId: 0,
        phoneNumbers: [],
        emails: [{ emailId: 0, email: '', primary: true }],
        officeLocations: [],
      };

/** A row's React key: its saved id, else its place among the rows not saved yet (inputs are controlled). */
const rowKey = (id: number | null | undefined, index: number) => (id ? `saved-${id}` : `new-${index}`);

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
  const [photoError, setPhotoError] = useState('');
  const photo = form.values.employeePhoto;
  const shownPhoto = photo === undefined ? (user?.employeePhoto ?? null) : photo;
  const fullName = `${form.values.firstName} ${form.values.lastName}`.trim() || 'New user';
  const phones = form.values.phoneNumbers ?? [];

  const setPhoto = (value: string | null) => {
    setPhotoError('');
    form.setFieldValue('employeePhoto', value);
  };

  async function pickPhoto(file: File | null) {
    if (!file) return;
    if (!hasPhotoExtension(file.name)) {
      setPhotoError(messages.invalidImageType);
      return;
    }
    try {
      setPhoto(await photoDataUrl(file));
    } catch {
      setPhotoError(messages.invalidImageType);
    }
  }

  /** Exactly one phone or e-mail is primary: picking one clears the others. */
  function makePrimary(list: 'phoneNumbers' | 'emails', index: number) {
    form.setValues((v) => ({
      phoneNumbers: (v.phoneNumbers ?? []).map((p, i) => ({ ...p, primary: list === 'phoneNumbers' && i === index })),
      emails: (v.emails ?? []).map((e, i) => ({ ...e, primary: list === 'emails' && i === index })),
    }));
  }

  /** Removing the primary entry makes the first e-mail primary (as the server would). */
  function remove(list: 'phoneNumbers' | 'emails', index: number) {
    form.setValues((v) => {
      const next = {
        phoneNumbers: [...(v.phoneNumbers ?? [])],
        emails: [...(v.emails ?? [])],
      };
      next[list].splice(index, 1);
      if (![...next.phoneNumbers, ...next.emails].some((e) => e.primary) && next.emails[0]) {
        next.emails[0] = { ...next.emails[0], primary: true };
      }
      return next;
    });
    form.clearErrors();
  }

  /** A new row is primary when nothing else is. */
  const noPrimary = () => ![...phones, ...form.values.emails].some((e) => e.primary);

  function addEmail() {
    form.insertListItem('emails', { emailId: 0, email: '', primary: noPrimary() });
  }

  function addPhone() {
    form.insertListItem('phoneNumbers', {
      phoneNumberId: 0,
      phoneNumber: '',
      typeId: phoneTypes[0]?.typeId ?? null,
      primary: noPrimary(),
    });
  }

  const submit = onSubmit(async (fields) => {
    const saved = await save.mutateAsync(user ? { ...fields, userId: user.userId } : fields);
    notifications.show({ message: saved.message, color: 'green' });
    navigate(`/Admin/User/${saved.userId}`);
  });

  const listError = (key: 'emails' | 'phoneNumbers') =>
    form.errors[key] ? (
      <Text c="red.8" size="sm" role="alert">
        {form.errors[key]}
      </Text>
    ) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={user ? 'Edit User' : 'Create New User'}>
      <Stack>
        <Paper withBorder p="md">
          <Group align="center">
            <UserAvatar name={fullName} photo={shownPhoto} size={96} />
            <Stack gap="xs">
              <Group gap="xs">
                <FileButton onChange={pickPhoto} accept="image/png,image/jpeg,.jpg,.jpeg,.png">
                  {(props) => (
                    <Button {...props} variant="default" leftSection={<IconPhoto size={18} />}>
                      Upload Photo
                    </Button>
                  )}
                </FileButton>
                {shownPhoto && (
                  <Button variant="subtle" color="red" onClick={() => setPhoto(null)}>
                    Remove Photo
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                JPG, JPEG or PNG.
              </Text>
              {(photoError || form.errors.employeePhoto) && (
                <Text c="red.8" size="sm" role="alert">
                  {photoError || form.errors.employeePhoto}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>

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

        <Paper withBorder p="md" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" fw={600} px={4}>
            Phone Numbers
          </Text>
          <Stack gap="sm">
            {phones.length === 0 && (
              <Text size="sm" c="dimmed">
                No phone numbers.
              </Text>
            )}
            {phones.map((p, i) => (
              <Group key={rowKey(p.phoneNumberId, i)} align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label={`Phone number ${i + 1}`}
                  type="tel"
                  required
                  style={{ flex: '1 1 12rem' }}
                  {...form.getInputProps(`phoneNumbers.${i}.phoneNumber`)}
                />
                <Select
                  label={`Phone type ${i + 1}`}
                  data={phoneTypes.map((t) => ({ value: String(t.typeId), label: t.typeName }))}
                  value={p.typeId ? String(p.typeId) : null}
                  onChange={(v) => form.setFieldValue(`phoneNumbers.${i}.typeId`, v ? Number(v) : null)}
                  clearable
                  w={{ base: '100%', xs: 140 }}
                  style={{ flex: '0 1 auto' }}
                />
                <RowActions
                  what={`phone number ${i + 1}`}
                  primary={p.primary ?? false}
                  onPrimary={() => makePrimary('phoneNumbers', i)}
                  onRemove={() => remove('phoneNumbers', i)}
                />
              </Group>
            ))}
            {listError('phoneNumbers')}
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addPhone}>
                Add Phone Number
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" fw={600} px={4}>
            Emails
          </Text>
          <Stack gap="sm">
            {form.values.emails.map((e, i) => (
              <Group key={rowKey(e.emailId, i)} align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label={`Email ${i + 1}`}
                  type="email"
                  required
                  autoComplete="off"
                  style={{ flex: '1 1 14rem' }}
                  {...form.getInputProps(`emails.${i}.email`)}
                />
                <RowActions
                  what={`email ${i + 1}`}
                  primary={e.primary ?? false}
                  onPrimary={() => makePrimary('emails', i)}
                  onRemove={() => remove('emails', i)}
                />
              </Group>
            ))}
            {listError('emails')}
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addEmail}>
                Add Email
              </Button>
            </Group>
          </Stack>
        </Paper>

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

/** The primary choice and the remove button of a phone or e-mail row; beside the field, or under it on a phone. */
function RowActions({
  what,
  primary,
  onPrimary,
  onRemove,
}: {
  what: string;
  primary: boolean;
  onPrimary: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="sm" wrap="nowrap" mt={{ base: 0, xs: 30 }}>
      <Radio name="primary" label="Primary" aria-label={`Primary: ${what}`} checked={primary} onChange={onPrimary} />
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${what}`} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
