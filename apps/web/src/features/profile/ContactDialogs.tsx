import {
  type SaveEmailBody,
  type SavePhoneNumberBody,
  saveEmailBody,
  savePhoneNumberBody,
} from '@fieldbook/contract/profile';
import type { User } from '@fieldbook/contract/user';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../app/api.ts';
import { usePhoneTypes, useSaveContact } from './profile.queries.ts';

type Phone = User['phoneNumbers'][number];
type Email = User['emails'][number];

/** The first message per field of a failed parse (the server sends the same, keyed alike). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}

/** A failed save: the server's per-field messages, else its message above the buttons. */
function failure(err: unknown): { fields: Record<string, string>; message: string } {
  if (err instanceof ApiError && err.errors) return { fields: err.errors, message: err.message };
  return { fields: {}, message: (err as Error).message };
}

interface DialogProps<T> {
  userId: number;
  /** The entry to edit; undefined adds a new one. */
  entry?: T;
  onClose: () => void;
}

/** Shows the first message per field of a failed parse, else saves, notifies and closes; a refusal shows the server's words. */
function useValidatedSave<T>(save: (body: T) => Promise<{ message: string }>, onDone: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  async function validatedSave(parsed: z.ZodSafeParseResult<T>) {
    setMessage('');
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      const res = await save(parsed.data);
      notifications.show({ color: 'green', message: res.message });
      onDone();
    } catch (err) {
      const f = failure(err);
      setErrors(f.fields);
      setMessage(f.message);
    }
  }
  return { errors, setErrors, message, validatedSave };
}

/** Add or edit a phone number: the number (required), its type and the primary toggle (spec 1 §2, §5). */
export function PhoneDialog({ userId, entry, onClose }: DialogProps<Phone>) {
  const types = usePhoneTypes();
  const save = useSaveContact<SavePhoneNumberBody>('/User/SavePhoneNumber');
  const { errors, setErrors, message, validatedSave } = useValidatedSave(save.mutateAsync, onClose);
  const [phoneNumber, setPhoneNumber] = useState(entry?.phoneNumber ?? '');
  const [typeId, setTypeId] = useState<string | null>(entry?.typeId ? String(entry.typeId) : null);
  const [primary, setPrimary] = useState(entry?.primary ?? false);
  // A new number starts as the first type (Mobile) once the types have arrived.
  const chosenType = typeId ?? (entry ? null : types.data?.[0] ? String(types.data[0].typeId) : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      userId,
      phoneNumberId: entry?.phoneNumberId ?? 0,
      phoneNumber,
      primary,
      typeId: chosenType ? Number(chosenType) : null,
    };
    await validatedSave(savePhoneNumberBody.safeParse(body));
  }

  return (
    <Modal opened onClose={onClose} title={entry ? 'Edit Phone Number' : 'Add Phone Number'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            required
            value={phoneNumber}
            onChange={(e) => {
              setPhoneNumber(e.currentTarget.value);
              setErrors(({ phoneNumber: _, ...rest }) => rest);
            }}
            error={errors.phoneNumber}
            maxLength={40}
            data-autofocus
          />
          <Select
            label="Type"
            placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
            data={(types.data ?? []).map((t) => ({ value: String(t.typeId), label: t.typeName }))}
            value={chosenType}
            onChange={setTypeId}
            error={errors.typeId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch label="Primary" checked={primary} onChange={(e) => setPrimary(e.currentTarget.checked)} />
          {message && !Object.values(errors).includes(message) && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add or edit an e-mail address: the address (required, e-mail formatted) and the primary toggle. */
export function EmailDialog({ userId, entry, onClose }: DialogProps<Email>) {
  const save = useSaveContact<SaveEmailBody>('/User/SaveEmail');
  const { errors, setErrors, message, validatedSave } = useValidatedSave(save.mutateAsync, onClose);
  const [email, setEmail] = useState(entry?.email ?? '');
  const [primary, setPrimary] = useState(entry?.primary ?? false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await validatedSave(saveEmailBody.safeParse({ userId, emailId: entry?.emailId ?? 0, email, primary }));
  }

  return (
    <Modal opened onClose={onClose} title={entry ? 'Edit Email Address' : 'Add Email Address'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setErrors(({ email: _, ...rest }) => rest);
            }}
            error={errors.email}
            maxLength={254}
            data-autofocus
          />
          <Switch label="Primary" checked={primary} onChange={(e) => setPrimary(e.currentTarget.checked)} />
          {message && !Object.values(errors).includes(message) && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
