import { type FormEvent, useRef, useState } from 'react';

/** A message per field (the first that field's rules gave). */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** Checks the values: the errors, or null when they pass. */
export type Check<Values> = (values: Values) => FieldErrors<Values> | null;

/**
 * The state of one of the login wizard's small forms, without a form library (docs/decisions/062): the values,
 * the errors, and a submit handler that loads the check (zod and the schemas) on the first submit, as
 * react-hook-form's lazy resolver did before. As before: the fields are checked on submit, and after the first
 * submit again on every change; a failed check focuses the first field in error; a failed load is retried on the
 * next submit.
 */
export function useLoginForm<Values extends Record<string, string>>({
  defaultValues,
  loadCheck,
}: {
  defaultValues: Values;
  loadCheck: () => Promise<Check<Values>>;
}) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const check = useRef<Check<Values> | null>(null);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});

  const getCheck = async () => (check.current ??= await loadCheck());

  /** The props a Mantine input takes for the field (value, change, ref, error). */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      // After a submit the field is checked again as it changes (it shows or clears its own error).
      if (submitted.current && check.current) {
        const message = check.current(next)?.[name];
        setErrors((previous) => ({ ...previous, [name]: message }));
      }
    },
  });

  /** Checks the values, then calls onValid with them; focuses the first field in error when they fail. */
  const handleSubmit = (onValid: (values: Values) => Promise<unknown> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const fieldErrors = (await getCheck())(values);
      submitted.current = true;
      setErrors(fieldErrors ?? {});
      if (fieldErrors) {
        const first = (Object.keys(values) as (keyof Values)[]).find(
          (name) => fieldErrors[name] !== undefined && inputs.current[name],
        );
        if (first !== undefined) inputs.current[first]?.focus();
        return;
      }
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  /** Shows a message under a field (an answer from the server). */
  const setError = (name: keyof Values, message: string) =>
    setErrors((previous) => ({ ...previous, [name]: message }));

  return { values, errors, submitting, field, handleSubmit, setError };
}
