import { type Email, layout } from '../messaging/messaging.module';

/**
 * A group message from an event's team (sendEventGroupMessage, decision 085): the subject and text as written,
 * who sent it, and the event page. Optional mail under "Event invitations and reminders": it is the host's news
 * about an event the recipient has a place at, not money or access, and it is always in the app as well.
 */
export function eventGroupMessageEmail(input: {
  to: string;
  eventName: string;
  senderName: string;
  subject: string;
  body: string;
  link: string;
}): Email {
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const lines = [`${input.senderName} of ${input.eventName} wrote to the attendees:`, ...paragraphs];
  return {
    to: input.to,
    subject: `${input.eventName}: ${input.subject}`,
    text: `${lines.join('\n\n')}\n\nThe event: ${input.link}\n`,
    html: layout(input.subject, lines, { label: 'See the event', href: input.link }),
    meta: { link: input.link },
    category: 'eventReminders',
  };
}
