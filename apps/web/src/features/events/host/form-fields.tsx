import { NumberInput, Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Form fields of the event editor bound to react-hook-form, shared by its tabs and the ticket form. */

/** A field error's message, when react-hook-form has one as text. */
export const errorOf = (message: unknown) => (typeof message === 'string' ? message : undefined);

type SwitchFieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T> } & Omit<
  SwitchProps,
  'checked' | 'onChange' | 'name' | 'value'
>;

/** A Mantine Switch bound to a boolean form field (controlled, so default values show at once). */
export function SwitchField<T extends FieldValues>({ control, name, ...props }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

type WholeNumberFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  max: number;
  /** 0 unless told. */
  min?: number;
  disabled?: boolean;
  error: string | undefined;
};

/** A whole number from 0 to `max`; an emptied input holds '' (the form's schema says what that means). */
export function WholeNumberField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  max,
  min = 0,
  disabled,
  error,
}: WholeNumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          allowDecimal={false}
          allowNegative={false}
          min={min}
          max={max}
          disabled={disabled}
          error={error}
        />
      )}
    />
  );
}
