import { Anchor, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventDetail } from '@/features/bookings/api/queries';
import type { CheckoutFormValues } from '@/features/bookings/checkout-form';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';
import { PdfViewer } from '@/ui/pdf-viewer';

type CheckoutExtrasProps = {
  event: EventDetail;
  isFreeEvent: boolean;
  showsReferral: boolean;
  /** The referral field's message: the cost query's or the form's. */
  referralError: string | null;
};

/**
 * What goes with a booking besides the tickets (fields of the checkout form): the referral code, a gift's
 * recipient, the host's questions, the waiver. Changing a field takes its message away.
 */
export function CheckoutExtras({ event, isFreeEvent, showsReferral, referralError }: CheckoutExtrasProps) {
  const { control, clearErrors } = useFormContext<CheckoutFormValues>();
  const isGift = useWatch({ control, name: 'isGift' });
  const [waiverOpen, setWaiverOpen] = useState(false);
  const waiver = event.optIns.privacyPolicy;
  return (
    <>
      {showsReferral ? (
        <Controller
          control={control}
          name="referralCode"
          render={({ field }) => (
            <TextInput
              label={CHECKOUT_TEXT.referralCode}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(e) => {
                field.onChange(e.currentTarget.value);
                clearErrors('referralCode');
              }}
              onBlur={field.onBlur}
              error={referralError}
              autoComplete="off"
            />
          )}
        />
      ) : null}
      {!isFreeEvent ? (
        <Stack gap={6}>
          <Controller
            control={control}
            name="isGift"
            render={({ field }) => (
              <Checkbox
                label={CHECKOUT_TEXT.gift}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          {isGift ? (
            <Controller
              control={control}
              name="giftEmail"
              render={({ field, fieldState }) => (
                <TextInput
                  label={CHECKOUT_TEXT.giftEmail}
                  description={CHECKOUT_TEXT.giftHelp}
                  type="email"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.value);
                    clearErrors('giftEmail');
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  autoComplete="off"
                  required
                />
              )}
            />
          ) : null}
        </Stack>
      ) : null}
      {event.questions.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {CHECKOUT_TEXT.questions}
          </Text>
          {event.questions.map((question) => (
            <Controller
              key={question.questionId}
              control={control}
              name={`answers.${question.questionId}`}
              render={({ field, fieldState }) => (
                <TextInput
                  label={question.question}
                  withAsterisk={question.isRequired}
                  required={question.isRequired}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.value);
                    clearErrors(`answers.${question.questionId}`);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </Stack>
      ) : null}
      {waiver ? (
        <Stack gap={6}>
          <Controller
            control={control}
            name="acceptWaiver"
            render={({ field, fieldState }) => (
              <Checkbox
                label={CHECKOUT_TEXT.acceptWaiver(waiver.title)}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.currentTarget.checked);
                  clearErrors('acceptWaiver');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Anchor component="button" type="button" size="sm" onClick={() => setWaiverOpen(true)} ta="left">
            {CHECKOUT_TEXT.readWaiver(waiver.title)}
          </Anchor>
          <Modal
            opened={waiverOpen}
            onClose={() => setWaiverOpen(false)}
            title={waiver.title}
            size="xl"
            radius="lg"
          >
            <PdfViewer file={waiver.fileUrl} title={waiver.title} height="70vh" />
          </Modal>
        </Stack>
      ) : null}
    </>
  );
}
