import { notifications } from '@mantine/notifications';
import { GENDERS } from '@repclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

const CODE_SENT = {
  startPhoneNumberChange: {
    nextResend: new Date(Date.now() + 30_000).toISOString(),
    expiredDate: new Date(Date.now() + 600_000).toISOString(),
  },
};

function personalServer(
  overrides: Partial<
    Record<'UpdateProfile' | 'StartPhoneNumberChange' | 'ConfirmPhoneNumberChange', () => unknown>
  > = {},
  meChanges: Partial<typeof TEST_ME> = {},
) {
  const me = { ...TEST_ME, ...meChanges };
  const api = mockGraphQL({
    CurrentUser: () => ({ me }),
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
    UpdateProfile: ({ input }) => {
      if (overrides.UpdateProfile) return overrides.UpdateProfile();
      Object.assign(me, input);
      return { updateProfile: { ...me } };
    },
    StartPhoneNumberChange: () => overrides.StartPhoneNumberChange?.() ?? CODE_SENT,
    ConfirmPhoneNumberChange: ({ phoneNumber }) => {
      if (overrides.ConfirmPhoneNumberChange) return overrides.ConfirmPhoneNumberChange();
      Object.assign(me, { phoneNumber, isPhoneNumberVerified: true });
      return { confirmPhoneNumberChange: { ...me } };
    },
  });
  return { ...api, me };
}

async function openPage() {
  const view = renderApp('/profile/personal');
  await screen.findByRole('heading', { level: 1, name: 'Personal details' }, { timeout: 5000 });
  await screen.findByLabelText(/Gender/);
  return view;
}

describe('/profile/personal', () => {
  beforeEach(() => notifications.clean());

  it('offers the four genders with the help text, the date as MM/DD/YYYY, the email read only and verified', async () => {
    signInForTest();
    personalServer();
    await openPage();

    const gender = screen.getByLabelText(/Gender/);
    expect(gender).toHaveValue('Female');
    expect(
      within(gender)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent),
    ).toEqual([...GENDERS]);
    expect(
      screen.getByText(
        "You can change this later on your profile. Choose 'Other' to pick another gender or to decline to answer.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Providing your birthday helps us provide a tailored experience for your age.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('01/01/1990');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('tess@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByTestId('email-verified')).toHaveTextContent('Verified');
    expect(screen.getByTestId('current-phone-number')).toHaveTextContent('+14155550100');
  });

  it('marks an email that is not verified', async () => {
    signInForTest();
    personalServer({}, { verifiedEmailAddress: null });
    await openPage();
    expect(screen.queryByTestId('email-verified')).not.toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it('requires a date of birth and sends nothing without one', async () => {
    signInForTest();
    const api = personalServer();
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText(/Gender/), 'Other');
    await user.clear(screen.getByRole('textbox', { name: /Date of birth/ }));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();

    // A date in the future is refused too.
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '12/10/2999');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(/Date of birth is required|Your date of birth cannot be in the future\./),
    ).toBeInTheDocument();
    expect(api.named('UpdateProfile')).toHaveLength(0);
  });

  it('saves gender and date of birth (sent as yyyy-MM-dd) with a success toast', async () => {
    signInForTest();
    const api = personalServer();
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText(/Gender/), 'Not Disclosed');
    const date = screen.getByRole('textbox', { name: /Date of birth/ });
    await user.clear(date);
    await user.type(date, '12/10/1985');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your personal details were saved.')).toBeInTheDocument();
    expect(api.named('UpdateProfile')[0]?.variables).toEqual({
      input: { gender: 'Not Disclosed', dateOfBirth: '1985-12-10' },
    });
  });

  it("shows the server's message when saving fails", async () => {
    signInForTest();
    personalServer({
      UpdateProfile: () => {
        throw new Error('Your date of birth cannot be in the future.');
      },
    });
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText(/Gender/), 'Male');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your date of birth cannot be in the future.')).toBeInTheDocument();
  });

  it('changes the phone number with the code texted to the new number', async () => {
    signInForTest();
    const api = personalServer();
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    await user.type(screen.getByRole('textbox', { name: /New phone number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Your phone number is invalid. Please try again.')).toBeInTheDocument();
    expect(api.named('StartPhoneNumberChange')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /New phone number/ }));
    await user.type(screen.getByRole('textbox', { name: /New phone number/ }), '(213) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Verification code sent to your phone.')).toBeInTheDocument();
    expect(api.named('StartPhoneNumberChange')[0]?.variables).toEqual({ phoneNumber: '+12135550199' });
    expect(screen.getByTestId('code-expiry')).toHaveTextContent(/^(09|10):\d\d$/);
    expect(screen.getByText(/Resend in \d+s/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm new number' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');

    expect(await screen.findByText('Your phone number was changed.')).toBeInTheDocument();
    expect(api.named('ConfirmPhoneNumberChange')[0]?.variables).toEqual({
      phoneNumber: '+12135550199',
      code: '123456',
    });
    await waitFor(() => expect(screen.getByTestId('current-phone-number')).toHaveTextContent('+12135550199'));
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it("shows the server's answer to a wrong code and to a refused number", async () => {
    signInForTest();
    let refuse = true;
    personalServer({
      StartPhoneNumberChange: () => {
        if (refuse) {
          refuse = false;
          throw new Error('This phone number is used by another account. Please enter a different number.');
        }
        return CODE_SENT;
      },
      ConfirmPhoneNumberChange: () => {
        throw new Error('Invalid verification code. 2 attempt(s) remaining.');
      },
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    await user.type(screen.getByRole('textbox', { name: /New phone number/ }), '(213) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'This phone number is used by another account. Please enter a different number.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');

    expect(await screen.findByText('Invalid verification code. 2 attempt(s) remaining.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(screen.getByTestId('current-phone-number')).toHaveTextContent('+14155550100');
  });
});
