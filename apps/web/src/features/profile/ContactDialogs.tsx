import { saveEmailBody, savePhoneNumberBody } from '@fieldbook/contract/profile';
import type { User } from '@fieldbook/contract/self';
import { Select, Switch, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { usePhoneTypes } from '../../entities/user/index.ts';
import { type FormFailure, useContractForm } from '../../shared/ui/contract-form.tsx';
import { closeWith, FormModal } from '../../shared/ui/FormModal.tsx';
import { useSaveEmail, useSavePhone } from './profile.queries.ts';

type Phone = User['phoneNumbers'][number];
type Email = User['emails'][number];

interface DialogProps<T> {
  userId: number;
  /** The entry to edit; undefined adds a new one. */
  entry?: T;
  onClose: () => void;
}

/**
 * A contact entry's form (phone number or e-mail address): checked with the save's schema; a save
 * that goes through shows the server's words and closes the dialog. Gives the form and the props of
 * its dialog.
 */
function useEntryForm<S extends z.ZodType<{ primary: boolean }, Record<string, unknown> & { primary?: boolean }>>(
  schema: S,
  initialValues: z.input<S>,
  send: (body: z.output<S>) => Promise<{ message: string }>,
  onClose: () => void,
) {
  const { form, failure, onSubmit } = useContractForm(schema, { initialValues });
  const submit = onSubmit((body) => send(body).then(closeWith(onClose)));
  // The banner of a refusal, unless its words are already shown on a field.
  const banner = failure && !Object.values(form.errors).includes(failure.message) ? failure : null;
  return {
    form,
    dialog: {
      onClose,
      onSubmit: submit,
      failure: banner,
      primary: form.getInputProps('primary', { type: 'checkbox' }),
    },
  };
}

/**
 * The dialog around a contact entry: its title, the entry's own input (required, focused first),
 * any further fields, the Primary toggle, the refusal banner, Cancel and Save.
 */
function ContactDialog(props: {
  title: string;
  input: TextInputProps;
  primary: GetInputPropsReturnType;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: FormFailure | null;
  saving: boolean;
  children?: ReactNode;
}) {
  return (
    <FormModal
      title={props.title}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      failure={props.failure}
      saving={props.saving}
    >
      <TextInput required {...props.input} data-autofocus />
      {props.children}
      <Switch label="Primary" {...props.primary} />
    </FormModal>
  );
}

/** Add or edit a phone number: the number (required), its type and the primary toggle (spec 1 §2, §5). */
export function PhoneDialog({ userId, entry, onClose }: DialogProps<Phone>) {
  const types = usePhoneTypes();
  const save = useSavePhone();
  // A new number starts as the first type (Mobile) once the types have arrived.
  const firstType = entry ? null : (types.data?.[0]?.typeId ?? null);
  const { form, dialog } = useEntryForm(
    savePhoneNumberBody,
    {
      userId,
      phoneNumberId: entry?.phoneNumberId ?? 0,
      phoneNumber: entry?.phoneNumber ?? '',
      primary: entry?.primary ?? false,
      typeId: entry?.typeId ?? null,
    },
    (body) => save.mutateAsync({ ...body, typeId: body.typeId ?? firstType }),
    onClose,
  );
  const chosenType = form.values.typeId ?? firstType;

  return (
    <ContactDialog
      {...dialog}
      title={entry ? 'Edit Phone Number' : 'Add Phone Number'}
      input={{
        label: 'Phone number',
        type: 'tel',
        autoComplete: 'tel',
        ...form.getInputProps('phoneNumber'),
        maxLength: 40,
      }}
      saving={save.isPending}
    >
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
    </ContactDialog>
  );
}

/** Add or edit an e-mail address: the address (required, e-mail formatted) and the primary toggle. */
export function EmailDialog({ userId, entry, onClose }: DialogProps<Email>) {
  const save = useSaveEmail();
  const { form, dialog } = useEntryForm(
    saveEmailBody,
    { userId, emailId: entry?.emailId ?? 0, email: entry?.email ?? '', primary: entry?.primary ?? false },
    (body) => save.mutateAsync(body),
    onClose,
  );
  return (
    <ContactDialog
      {...dialog}
      title={entry ? 'Edit Email Address' : 'Add Email Address'}
      input={{
        label: 'Email address',
        type: 'email',
        autoComplete: 'email',
        ...form.getInputProps('email'),
        maxLength: 254,
      }}
      saving={save.isPending}
    />
  );
}
