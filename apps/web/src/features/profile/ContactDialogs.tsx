import { saveEmailBody, savePhoneNumberBody } from '@fieldbook/contract/profile';
import type { User } from '@fieldbook/contract/self';
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert, type FormFailure, useContractForm } from '../../ui/contract-form.tsx';
import { usePhoneTypes, useSaveEmail, useSavePhone } from './profile.queries.ts';

type Phone = User['phoneNumbers'][number];
type Email = User['emails'][number];

interface DialogProps<T> {
  userId: number;
  /** The entry to edit; undefined adds a new one. */
  entry?: T;
  onClose: () => void;
}

/** The banner of a refusal, unless its words are already shown on a field. */
const bannerOf = (failure: FormFailure | null, errors: Record<string, unknown>) =>
  failure && !Object.values(errors).includes(failure.message) ? failure : null;

/** A save that went through: the server's words as a notification, and the dialog closes. */
const done = (onClose: () => void) => (answer: { message: string }) => {
  notifications.show({ color: 'green', message: answer.message });
  onClose();
};

/** The dialog around a contact entry's fields: its title, the refusal banner, Cancel and Save. */
function ContactDialog(props: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: FormFailure | null;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          {props.children}
          <FailureAlert failure={props.failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add or edit a phone number: the number (required), its type and the primary toggle (spec 1 §2, §5). */
export function PhoneDialog({ userId, entry, onClose }: DialogProps<Phone>) {
  const types = usePhoneTypes();
  const save = useSavePhone();
  const { form, failure, onSubmit } = useContractForm(savePhoneNumberBody, {
    initialValues: {
      userId,
      phoneNumberId: entry?.phoneNumberId ?? 0,
      phoneNumber: entry?.phoneNumber ?? '',
      primary: entry?.primary ?? false,
      typeId: entry?.typeId ?? null,
    },
  });
  // A new number starts as the first type (Mobile) once the types have arrived.
  const chosenType = form.values.typeId ?? (entry ? null : (types.data?.[0]?.typeId ?? null));

  const submit = onSubmit((body) => save.mutateAsync({ ...body, typeId: chosenType }).then(done(onClose)));

  return (
    <ContactDialog
      title={entry ? 'Edit Phone Number' : 'Add Phone Number'}
      onClose={onClose}
      onSubmit={submit}
      failure={bannerOf(failure, form.errors)}
      saving={save.isPending}
    >
      <TextInput
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        {...form.getInputProps('phoneNumber')}
        maxLength={40}
        data-autofocus
      />
      <Select
        label="Type"
        placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
        data={(types.data ?? []).map((t) => ({ value: String(t.typeId), label: t.typeName }))}
        value={chosenType ? String(chosenType) : null}
        onChange={(v) => form.setFieldValue('typeId', v ? Number(v) : null)}
        error={form.errors.typeId}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch label="Primary" {...form.getInputProps('primary', { type: 'checkbox' })} />
    </ContactDialog>
  );
}

/** Add or edit an e-mail address: the address (required, e-mail formatted) and the primary toggle. */
export function EmailDialog({ userId, entry, onClose }: DialogProps<Email>) {
  const save = useSaveEmail();
  const { form, failure, onSubmit } = useContractForm(saveEmailBody, {
    initialValues: {
      userId,
      emailId: entry?.emailId ?? 0,
      email: entry?.email ?? '',
      primary: entry?.primary ?? false,
    },
  });
  const submit = onSubmit((body) => save.mutateAsync(body).then(done(onClose)));

  return (
    <ContactDialog
      title={entry ? 'Edit Email Address' : 'Add Email Address'}
      onClose={onClose}
      onSubmit={submit}
      failure={bannerOf(failure, form.errors)}
      saving={save.isPending}
    >
      <TextInput
        label="Email address"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
        maxLength={254}
        data-autofocus
      />
      <Switch label="Primary" {...form.getInputProps('primary', { type: 'checkbox' })} />
    </ContactDialog>
  );
}
