// Form state over a contracts schema (spec §5): errors show after a submit attempt or once the
// field has been touched (left); text inputs are trimmed when left and before validation.
import { useState } from 'react';
import * as v from 'valibot';
import { formErrors } from '@portal/contracts';

export type FormValues<K extends string> = Record<K, string>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | null;
}

export interface FormState<K extends string, S extends v.GenericSchema> {
  values: FormValues<K>;
  /** the first message of every invalid field, shown or not */
  errors: Partial<Record<K, string>>;
  isValid: boolean;
  submitted: boolean;
  field(key: K, format?: (value: string) => string): FieldBinding;
  /** marks the submit attempt; the parsed wire values when valid, otherwise null */
  submit(): v.InferOutput<S> | null;
}

const trimAll = <K extends string>(values: FormValues<K>): FormValues<K> =>
  Object.fromEntries(Object.entries<string>(values).map(([k, val]) => [k, val.trim()])) as FormValues<K>;

export function useForm<K extends string, S extends v.GenericSchema>(
  schema: S,
  initial: FormValues<K>,
): FormState<K, S> {
  const [values, setValues] = useState<FormValues<K>>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = formErrors(schema, trimAll(values)) as Partial<Record<K, string>>;
  const isValid = Object.keys(errors).length === 0;

  const field = (key: K, format?: (value: string) => string): FieldBinding => {
    const message = submitted || touched[key] ? (errors[key] ?? null) : null;
    return {
      name: key,
      value: values[key],
      onChange: (value) => setValues((s) => ({ ...s, [key]: format ? format(value) : value })),
      onBlur: () => {
        setValues((s) => ({ ...s, [key]: s[key].trim() }));
        setTouched((t) => ({ ...t, [key]: true }));
      },
      isInvalid: message !== null,
      errorMessage: message,
    };
  };

  const submit = (): v.InferOutput<S> | null => {
    setSubmitted(true);
    const result = v.safeParse(schema, trimAll(values));
    return result.success ? result.output : null;
  };

  return { values, errors, isValid, submitted, field, submit };
}
