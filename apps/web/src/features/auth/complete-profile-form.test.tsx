import { DECIDED_MESSAGES, GENDERS, MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompleteProfileForm } from '@/features/auth/complete-profile-form';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

describe('CompleteProfileForm (/auth/sign-up-2)', () => {
  it('asks only for what the profile lacks, with the sign-up labels, and sends only those', async () => {
    signInForTest();
    const api = mockGraphQL({
      CompleteProfile: () => ({
        updateProfile: { ...TEST_ME, userName: 'nia', gender: 'Not Disclosed', phoneNumber: '+12135550123' },
      }),
    });
    const onCompleted = vi.fn();
    renderWithRouter(
      <CompleteProfileForm
        user={{ ...TEST_ME, userName: null, gender: null, phoneNumber: null }}
        onCompleted={onCompleted}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Complete your profile' });
    // The names and the date of birth are there already; the email too.
    expect(within(form).queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Email/)).not.toBeInTheDocument();
    expect(within(form).getByText('How others find you on RepClub. No spaces.')).toBeInTheDocument();
    expect(within(form).getByText(DECIDED_MESSAGES.genderHelp)).toBeInTheDocument();
    const gender = within(form).getByLabelText(/Gender/);
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your gender', ...GENDERS]);

    fireEvent.click(within(form).getByRole('button', { name: /Continue/ }));
    expect(await within(form).findByText(MESSAGES.genderInvalid)).toBeInTheDocument();
    expect(api.named('CompleteProfile')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Username/), { target: { value: 'nia' } });
    fireEvent.change(gender, { target: { value: 'Not Disclosed' } });
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: '(213) 555-0123' } });
    fireEvent.click(within(form).getByRole('button', { name: /Continue/ }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(api.named('CompleteProfile')[0]!.variables).toEqual({
      input: { userName: 'nia', gender: 'Not Disclosed', phoneNumber: '+12135550123' },
    });
  });
});
