import { NumberInput, type NumberInputProps } from '@mantine/core';
import { createContext, useContext } from 'react';
import { type Control, Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { WizardIssue, WizardValues } from '@/features/offers/wizard/wizard-form';

/** What every wizard step reads: the form and the issues of the last check, by dotted path. */
export type WizardContextValue = {
  form: UseFormReturn<WizardValues>;
  issues: WizardIssue[];
  clubId: string;
};

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard() {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard outside the offer wizard');
  const { issues } = context;
  /** The first message at `path` or under it. */
  const errorOf = (path: string) =>
    issues.find((issue) => issue.path === path || issue.path.startsWith(`${path}.`))?.message;
  /** The message at exactly `path` (a list's own message, not its items'). */
  const exactErrorOf = (path: string) => issues.find((issue) => issue.path === path)?.message;
  return { ...context, errorOf, exactErrorOf };
}

/** A whole-number field bound to the form; empty is null. */
export function NumberField({
  control,
  name,
  error,
  ...props
}: {
  control: Control<WizardValues>;
  name: FieldPath<WizardValues>;
  error?: string | undefined;
} & Omit<NumberInputProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
