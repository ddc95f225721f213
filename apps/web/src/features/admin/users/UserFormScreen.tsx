import { messages } from '@fieldbook/contract/messages';
import type { User } from '@fieldbook/contract/user';
import { type CreateUserBody, createUserBody, editUserBody } from '@fieldbook/contract/users-admin';
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
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../app/api.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { hasPhotoExtension, photoDataUrl } from './photo.ts';
import {
  type OfficeOption,
  type PhoneTypeOption,
  type RoleOption,
  useAdminUser,
  useOfficeOptions,
  usePhoneTypes,
  useRoleOptions,
  useSaveUser,
} from './users.queries.ts';

/** A row's React key: rows are added and removed, so their index cannot be it. Not sent. */
let nextRowKey = 0;
const rowKey = () => `row-${++nextRowKey}`;

interface PhoneRow {
  key: string;
  phoneNumberId: number;
  phoneNumber: string;
  typeId: number | null;
  primary: boolean;
}
interface EmailRow {
  key: string;
  emailId: number;
  email: string;
  primary: boolean;
}
interface Values {
  username: string;
  firstName: string;
  lastName: string;
  positionTitle: string;
  roleId: number | null;
  phoneNumbers: PhoneRow[];
  emails: EmailRow[];
  officeLocations: number[];
}

/** /Admin/CreateUser and /Admin/User/{userId}/Edit: the Edit / Create New User form (spec 1 §5). */
export default function UserFormScreen() {
  const param = useParams().userId;
  const userId = param === undefined ? null : Number(param);
  const user = useAdminUser(userId ?? 0);
  const roles = useRoleOptions();
  const offices = useOfficeOptions();
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
  const emailIndex = v.emails.findIndex((e) => e.primary);
  const phoneIndex = emailIndex < 0 ? v.phoneNumbers.findIndex((p) => p.primary) : -1;
  const keepEmail = emailIndex >= 0 ? emailIndex : phoneIndex >= 0 ? -1 : 0;
  return {
    ...v,
    emails: v.emails.map((e, i) => ({ ...e, primary: i === keepEmail })),
    phoneNumbers: v.phoneNumbers.map((p, i) => ({ ...p, primary: i === phoneIndex })),
  };
}

const initialValues = (user: User | null): Values =>
  user
    ? onePrimary({
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        positionTitle: user.positionTitle,
        roleId: user.roleId,
        phoneNumbers: user.phoneNumbers.map((p) => ({
          key: rowKey(),
          phoneNumberId: p.phoneNumberId,
          phoneNumber: p.phoneNumber,
          typeId: p.typeId,
          primary: p.primary,
        })),
        emails: user.emails.map((e) => ({ key: rowKey(), emailId: e.emailId, email: e.email, primary: e.primary })),
        officeLocations: user.officeLocations.map((o) => o.officeLocationId),
      })
    : {
        username: '',
        firstName: '',
        lastName: '',
        positionTitle: '',
        roleId: null,
        phoneNumbers: [],
        emails: [{ key: rowKey(), emailId: 0, email: '', primary: true }],
        officeLocations: [],
      };

/** What a save sends: the form's values, the photo only when it was changed. */
type Body = CreateUserBody & { userId?: number };

function UserForm({
  user,
  roles,
  offices,
  phoneTypes,
}: {
  user: User | null;
  roles: RoleOption[];
  offices: OfficeOption[];
  phoneTypes: PhoneTypeOption[];
}) {
  const navigate = useNavigate();
  const save = useSaveUser();
  const schema = user ? editUserBody : createUserBody;
  const form = useForm<Values>({
    initialValues: initialValues(user),
    // The request schema of the contract validates the form, so client and server agree.
    validate: (values) => zod4Resolver(schema, { errorPriority: 'first' })(bodyOf(values)),
    validateInputOnBlur: true,
  });
  /** undefined: unchanged; null: removed; a data URL: a new photo. */
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [photoError, setPhotoError] = useState('');
  const [serverError, setServerError] = useState('');
  const shownPhoto = photo === undefined ? (user?.employeePhoto ?? null) : photo;
  const fullName = `${form.values.firstName} ${form.values.lastName}`.trim() || 'New user';

  function bodyOf(values: Values): Body {
    return {
      ...(user ? { userId: user.userId } : {}),
      ...values,
      phoneNumbers: values.phoneNumbers.map(({ key: _key, ...p }) => p),
      emails: values.emails.map(({ key: _key, ...e }) => e),
      roleId: values.roleId as number,
      ...(photo === undefined ? {} : { employeePhoto: photo }),
    };
  }

  async function pickPhoto(file: File | null) {
    if (!file) return;
    setPhotoError('');
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

  function addEmail() {
    const none = ![...form.values.phoneNumbers, ...form.values.emails].some((e) => e.primary);
    form.insertListItem('emails', { key: rowKey(), emailId: 0, email: '', primary: none });
  }

  function addPhone() {
    const none = ![...form.values.phoneNumbers, ...form.values.emails].some((e) => e.primary);
    form.insertListItem('phoneNumbers', {
      key: rowKey(),
      phoneNumberId: 0,
      phoneNumber: '',
      typeId: phoneTypes[0]?.typeId ?? null,
      primary: none,
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setServerError('');
    if (form.validate().hasErrors) return;
    save.mutate(bodyOf(form.values), {
      onSuccess: (saved) => {
        notifications.show({ message: saved.message, color: 'green' });
        navigate(`/Admin/User/${saved.userId}`);
      },
      onError: (err) => {
        setServerError(err.message);
        if (err instanceof ApiError && err.errors) {
          const { employeePhoto, ...fields } = err.errors;
          if (employeePhoto) setPhotoError(employeePhoto);
          form.setErrors(fields);
        }
      },
    });
  }

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
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      setPhoto(null);
                      setPhotoError('');
                    }}
                  >
                    Remove Photo
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                JPG, JPEG or PNG.
              </Text>
              {photoError && (
                <Text c="red.8" size="sm" role="alert">
                  {photoError}
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
            value={form.values.roleId === null ? null : String(form.values.roleId)}
            onChange={(v) => form.setFieldValue('roleId', v ? Number(v) : null)}
            error={form.errors.roleId}
            searchable
          />
        </SimpleGrid>

        <Checkbox.Group
          label="Office Locations"
          value={form.values.officeLocations.map(String)}
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
            {form.values.phoneNumbers.length === 0 && (
              <Text size="sm" c="dimmed">
                No phone numbers.
              </Text>
            )}
            {form.values.phoneNumbers.map((p, i) => (
              <Group key={p.key} align="flex-start" gap="xs" wrap="wrap">
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
                  value={p.typeId === null ? null : String(p.typeId)}
                  onChange={(v) => form.setFieldValue(`phoneNumbers.${i}.typeId`, v ? Number(v) : null)}
                  clearable
                  w={{ base: '100%', xs: 140 }}
                  style={{ flex: '0 1 auto' }}
                />
                <RowActions
                  what={`phone number ${i + 1}`}
                  primary={p.primary}
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
              <Group key={e.key} align="flex-start" gap="xs" wrap="wrap">
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
                  primary={e.primary}
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

        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
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
