import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

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
