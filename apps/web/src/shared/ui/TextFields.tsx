import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** One plain text input of a form: the field it edits, its label and limit, and how browsers fill it. */
export interface TextFieldSpec<K extends string> {
  field: K;
  label: string;
  maxLength: number;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
}

/** A run of plain text inputs, each bound to its field of the form (value, change, error). */
export function TextFields<K extends string>(props: {
  form: { getInputProps: (path: K) => GetInputPropsReturnType };
  fields: readonly TextFieldSpec<K>[];
}) {
  return props.fields.map((f) => (
    <TextInput
      key={f.field}
      label={f.label}
      type={f.type}
      withAsterisk={f.required}
      maxLength={f.maxLength}
      autoComplete={f.autoComplete}
      {...props.form.getInputProps(f.field)}
    />
  ));
}
