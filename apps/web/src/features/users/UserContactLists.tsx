import type { PhoneTypeEntry } from '@fieldbook/contract/profile';
import { ActionIcon, Button, Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { rowKey, type UserFormValues } from './user-form-values.ts';

/** The user's phone numbers (with their types) and e-mails; exactly one of all is primary. */
export function UserContactLists({ form, phoneTypes }: { form: UserFormValues; phoneTypes: PhoneTypeEntry[] }) {
  const phones = form.values.phoneNumbers ?? [];

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

  const listError = (key: 'emails' | 'phoneNumbers') =>
    form.errors[key] ? (
      <Text c="red.8" size="sm" role="alert">
        {form.errors[key]}
      </Text>
    ) : null;

  return (
    <>
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
    </>
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
