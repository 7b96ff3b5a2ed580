import { MESSAGES, USER_INVITE_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_DIALOG_TEXT, InviteByEmailDialog } from '@/ui/invite-by-email-dialog';
import { renderWithRouter } from '@/test/render-with-router';

type Props = Partial<Parameters<typeof InviteByEmailDialog>[0]>;

function openDialog(props: Props = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const onClose = props.onClose ?? vi.fn();
  renderWithRouter(<InviteByEmailDialog opened onClose={onClose} {...props} onSubmit={onSubmit} />);
  return { onSubmit, onClose };
}

const input = () => screen.getByLabelText(INVITE_DIALOG_TEXT.emailLabel);
async function type(value: string) {
  fireEvent.change(await screen.findByLabelText(INVITE_DIALOG_TEXT.emailLabel), { target: { value } });
}
const add = () => fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.add }));
const selected = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('InviteByEmailDialog', () => {
  it('adds addresses lowercased and sends the selection', async () => {
    const { onSubmit, onClose } = openDialog();
    await type(' Ada@Example.com ');
    add();
    await type('bob@example.com');
    add();
    expect(selected()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(input()).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['ada@example.com', 'bob@example.com']));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('applies the email rules and refuses an address already selected', async () => {
    openDialog();
    await type('not-an-email');
    add();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await type('ada@example.com');
    add();
    await type('ADA@example.com');
    add();
    expect(await screen.findByText(MESSAGES.inviteEmailAlreadySelected)).toBeInTheDocument();
    expect(selected()).toEqual(['ada@example.com']);
  });

  it('shows the custom message of an excluded address, or the default one', async () => {
    openDialog({
      excluded: [{ email: 'me@example.com', message: USER_INVITE_MESSAGES.self }, 'blocked@example.com'],
    });
    await type('me@example.com');
    add();
    expect(await screen.findByText(USER_INVITE_MESSAGES.self)).toBeInTheDocument();
    await type('blocked@example.com');
    add();
    expect(await screen.findByText(MESSAGES.inviteEmailCannotBeUsed)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('uses the dialog-wide excluded message when given', async () => {
    openDialog({ excluded: ['host@example.com'], excludedMessage: 'The host is already on the list.' });
    await type('host@example.com');
    add();
    expect(await screen.findByText('The host is already on the list.')).toBeInTheDocument();
  });

  it('replaces the selection in single-select mode', async () => {
    const { onSubmit } = openDialog({ singleSelect: true, submitLabel: 'Invite' });
    await type('ada@example.com');
    add();
    await type('bob@example.com');
    add();
    expect(selected()).toEqual(['bob@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['bob@example.com']));
  });

  it('editing an entry replaces it in place', async () => {
    openDialog();
    for (const email of ['ada@example.com', 'bob@example.com', 'cy@example.com']) {
      await type(email);
      add();
    }
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.edit('bob@example.com') }));
    expect(input()).toHaveValue('bob@example.com');
    // Its own address is not "already selected" while it is being edited; another one is.
    await type('cy@example.com');
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.update }));
    expect(await screen.findByText(MESSAGES.inviteEmailAlreadySelected)).toBeInTheDocument();
    await type('bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.update }));
    await waitFor(() => expect(selected()).toEqual(['ada@example.com', 'bea@example.com', 'cy@example.com']));
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.remove('ada@example.com') }));
    expect(selected()).toEqual(['bea@example.com', 'cy@example.com']);
  });

  it('stops at the most addresses allowed, and adds a typed address when sending', async () => {
    const { onSubmit } = openDialog({ maxEmails: 1 });
    await type('ada@example.com');
    add();
    await type('bob@example.com');
    add();
    expect(await screen.findByText(USER_INVITE_MESSAGES.notEnough(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.remove('ada@example.com') }));
    await type('bob@example.com');
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['bob@example.com']));
  });

  it('shows the server refusal and keeps the selection', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('refused'), {
        serverMessage: USER_INVITE_MESSAGES.hasAccount('ada@example.com'),
      });
    });
    const { onClose } = openDialog({ onSubmit });
    await type('ada@example.com');
    add();
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    expect(await screen.findByText(USER_INVITE_MESSAGES.hasAccount('ada@example.com'))).toBeInTheDocument();
    expect(selected()).toEqual(['ada@example.com']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
