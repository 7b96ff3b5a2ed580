import { Anchor, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventDetail } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';
import { PdfViewer } from '@/ui/pdf-viewer';

type CheckoutExtrasProps = {
  event: EventDetail;
  isFreeEvent: boolean;
  showsReferral: boolean;
  referralCode: string;
  onReferralCode: (code: string) => void;
  referralError: string | null;
  isGift: boolean;
  onGift: (isGift: boolean) => void;
  giftEmail: string;
  onGiftEmail: (email: string) => void;
  answers: Record<string, string>;
  onAnswer: (questionId: string, answer: string) => void;
  acceptWaiver: boolean;
  onAcceptWaiver: (accepted: boolean) => void;
};

/** What goes with a booking besides the tickets: the referral code, a gift's recipient, the host's questions, the waiver. */
export function CheckoutExtras({
  event,
  isFreeEvent,
  showsReferral,
  referralCode,
  onReferralCode,
  referralError,
  isGift,
  onGift,
  giftEmail,
  onGiftEmail,
  answers,
  onAnswer,
  acceptWaiver,
  onAcceptWaiver,
}: CheckoutExtrasProps) {
  const [waiverOpen, setWaiverOpen] = useState(false);
  const waiver = event.optIns.privacyPolicy;
  return (
    <>
      {showsReferral ? (
        <TextInput
          label={CHECKOUT_TEXT.referralCode}
          value={referralCode}
          onChange={(e) => onReferralCode(e.currentTarget.value)}
          error={referralError}
          autoComplete="off"
        />
      ) : null}
      {!isFreeEvent ? (
        <Stack gap={6}>
          <Checkbox
            label={CHECKOUT_TEXT.gift}
            checked={isGift}
            onChange={(e) => onGift(e.currentTarget.checked)}
          />
          {isGift ? (
            <TextInput
              label={CHECKOUT_TEXT.giftEmail}
              description={CHECKOUT_TEXT.giftHelp}
              type="email"
              value={giftEmail}
              onChange={(e) => onGiftEmail(e.currentTarget.value)}
              autoComplete="off"
              required
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
            <TextInput
              key={question.questionId}
              label={question.question}
              withAsterisk={question.isRequired}
              required={question.isRequired}
              value={answers[question.questionId] ?? ''}
              onChange={(e) => onAnswer(question.questionId, e.currentTarget.value)}
            />
          ))}
        </Stack>
      ) : null}
      {waiver ? (
        <Stack gap={6}>
          <Checkbox
            label={CHECKOUT_TEXT.acceptWaiver(waiver.title)}
            checked={acceptWaiver}
            onChange={(e) => onAcceptWaiver(e.currentTarget.checked)}
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
