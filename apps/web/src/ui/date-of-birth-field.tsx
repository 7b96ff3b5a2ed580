import { DateInput } from '@mantine/dates';
import { MESSAGES, toLocalIsoDate } from '@repclub/shared';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_OF_BIRTH_VALUE_FORMAT, parseSignUpDate } from '@/lib/sign-up-date';

type DateOfBirthFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

/**
 * The date of birth as the spec shows it (MM/dd/yyyy, typed or picked; the form value is yyyy-MM-dd), with the
 * birthday help text, future dates excluded. Used by sign-up and by profile completion.
 */
export function DateOfBirthField<T extends FieldValues>({ control, name }: DateOfBirthFieldProps<T>) {
  const today = toLocalIsoDate(new Date());
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          label="Date of birth"
          withAsterisk
          placeholder="MM/DD/YYYY"
          description={MESSAGES.birthdayHelp}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          valueFormat={DATE_OF_BIRTH_VALUE_FORMAT}
          dateParser={parseSignUpDate}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          excludeDate={(date) => date > today}
          defaultLevel="decade"
          defaultDate="2000-01-01"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear date of birth' }}
          autoComplete="bday"
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
