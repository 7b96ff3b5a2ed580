import { NumberInput, Textarea } from '@mantine/core';

/**
 * The fields of a movement of value (points today; slices, rewards and trades next): a whole amount from 1 to
 * `max`, and an optional memo. The asset's feature gives the labels and limits; the fields know no asset.
 */
export type MovementFieldTexts = { amount: string; memo: string; memoPlaceholder: string };
export type MovementFieldLimits = { maxAmount: number; memoMax: number };

type AmountFieldProps = {
  label: string;
  value: string | number;
  onChange: (value: string | number) => void;
  max: number;
  description?: string;
  error?: string;
  disabled?: boolean;
};

/** A whole, positive amount with thousands separators. */
export function AmountField({ label, value, onChange, max, description, error, disabled }: AmountFieldProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      description={description}
      error={error}
      disabled={disabled}
    />
  );
}

type MemoFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  disabled?: boolean;
};

/** An optional note that travels with the movement. */
export function MemoField({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  error,
  disabled,
}: MemoFieldProps) {
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={maxLength}
      rows={2}
      error={error}
      disabled={disabled}
    />
  );
}

type AmountMemoFieldsProps = {
  texts: MovementFieldTexts;
  limits: MovementFieldLimits;
  amount: string | number;
  onAmountChange: (value: string | number) => void;
  memo: string;
  onMemoChange: (value: string) => void;
  /** Under the amount, e.g. how much is available. */
  amountDescription?: string;
  /** A form's field errors by name (`amount`, `memo`). */
  errors: Partial<Record<'amount' | 'memo', string>>;
  disabled?: boolean;
};

/** The amount and the memo of a movement, one under the other. */
export function AmountMemoFields({
  texts,
  limits,
  amount,
  onAmountChange,
  memo,
  onMemoChange,
  amountDescription,
  errors,
  disabled,
}: AmountMemoFieldsProps) {
  return (
    <>
      <AmountField
        label={texts.amount}
        value={amount}
        onChange={onAmountChange}
        max={limits.maxAmount}
        description={amountDescription}
        error={errors.amount}
        disabled={disabled}
      />
      <MemoField
        label={texts.memo}
        placeholder={texts.memoPlaceholder}
        value={memo}
        onChange={onMemoChange}
        maxLength={limits.memoMax}
        error={errors.memo}
        disabled={disabled}
      />
    </>
  );
}
