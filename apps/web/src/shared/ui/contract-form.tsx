import { Alert } from '@mantine/core';
import { schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/api.ts';

/** A form's failure banner: a title (the specification's failure text) and the server's reason. */
export interface FormFailure {
  title?: string;
  message: string;
}

/**
 * The one form recipe: values typed from the contract's request schema (`z.input<>`), checked on the
 * client with the same schema the server uses, and the server's field errors put on the fields.
 * `onSubmit(handler)` hands the handler the parsed values (`z.output<>`), ready to send.
 */
export function useContractForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  options: Omit<UseFormInput<z.input<S>>, 'validate'> & { failureTitle?: string },
) {
  const { failureTitle, ...formOptions } = options;
  const form = useForm<z.input<S>>({ ...formOptions, validate: schemaResolver(schema, { sync: true }) });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  /** Shows a refusal: field errors on their fields, the message in the banner. */
  const showError = (err: unknown) => {
    if (err instanceof ApiError && err.errors) form.setErrors(err.errors);
    setFailure({ title: failureTitle, message: (err as Error).message });
  };

  const onSubmit = (handler: (values: z.output<S>) => unknown) => {
    const submit = form.onSubmit(async (values) => {
      setFailure(null);
      try {
        await handler(schema.parse(values));
      } catch (err) {
        showError(err);
      }
    });
    // A modal's form is portalled out of the page's DOM but not out of its React tree: without this, its
    // submit would bubble to a form around the modal's opener (the survey form) and submit that one too.
    return (event?: FormEvent<HTMLFormElement>) => {
      event?.stopPropagation();
      submit(event);
    };
  };

  return { form, failure, setFailure, showError, onSubmit };
}

/** The banner under a form for its last failure, if any. */
export function FailureAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" title={failure.title}>
      {failure.message}
    </Alert>
  );
}
