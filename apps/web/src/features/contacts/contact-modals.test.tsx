import { CONTACTS_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { CONTACT_FORM_TEXT, ContactFormModal } from './contact-form-modal';
import { IMPORT_TEXT, ImportContactsModal } from './import-contacts-modal';

beforeEach(() => signInForTest());

describe('ContactFormModal', () => {
  it('checks the contact rules, then saves the parsed values', async () => {
    const { named } = mockGraphQL({ AddContact: () => ({ addContact: { contactId: 'c-1' } }) });
    const onClose = vi.fn();
    renderWithRouter(<ContactFormModal opened contact={null} groups={[]} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: CONTACT_FORM_TEXT.save }));
    expect(await screen.findByText(CONTACTS_MESSAGES.nameRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(new RegExp(`^${CONTACT_FORM_TEXT.name}`)), {
      target: { value: 'Ann' },
    });
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXT.save }));
    expect(await screen.findByText(CONTACTS_MESSAGES.emailOrPhoneRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(CONTACT_FORM_TEXT.phone), { target: { value: '(213) 555-0123' } });
    fireEvent.change(screen.getByLabelText(CONTACT_FORM_TEXT.email), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXT.save }));
    await waitFor(() => expect(named('AddContact')).toHaveLength(1));
    expect(named('AddContact')[0]!.variables.input).toEqual({
      name: 'Ann',
      emailAddress: null,
      phoneNumber: '+12135550123',
      groupId: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server refusal (a duplicate) and stays open', async () => {
    mockGraphQL({
      UpdateContact: () => {
        throw new Error(CONTACTS_MESSAGES.duplicateEmail);
      },
    });
    const onClose = vi.fn();
    const contact = {
      contactId: 'c-2',
      name: 'Bo',
      emailAddress: 'bo@example.com',
      phoneNumber: null,
      userId: null,
      group: null,
      invitationStatus: null,
      inviteInfo: null,
    };
    renderWithRouter(<ContactFormModal opened contact={contact} groups={[]} onClose={onClose} />);
    expect(await screen.findByLabelText(CONTACT_FORM_TEXT.email)).toHaveValue('bo@example.com');
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXT.save }));
    expect(await screen.findByText(CONTACTS_MESSAGES.duplicateEmail)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ImportContactsModal', () => {
  it('imports pasted CSV and lists the rows that were skipped, with why', async () => {
    const { named } = mockGraphQL({
      ImportContacts: () => ({
        importContacts: [
          { row: 1, status: 'CREATED', message: null },
          { row: 2, status: 'DUPLICATE', message: CONTACTS_MESSAGES.duplicateEmail },
        ],
      }),
    });
    renderWithRouter(<ImportContactsModal opened onClose={() => undefined} />);
    const csv = 'name,email\nAnn,ann@example.com\nBo,bo@example.com';
    fireEvent.change(await screen.findByLabelText(IMPORT_TEXT.label), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: IMPORT_TEXT.submit }));
    expect(await screen.findByText(IMPORT_TEXT.summary(1, 1))).toBeInTheDocument();
    expect(
      screen.getByText(`${IMPORT_TEXT.status.DUPLICATE}: ${CONTACTS_MESSAGES.duplicateEmail}`),
    ).toBeInTheDocument();
    expect(named('ImportContacts')[0]!.variables).toEqual({ csv });
  });
});
