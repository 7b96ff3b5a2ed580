import { MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

type Answer = { status: number; body: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

let handlers: Record<string, Handler>;
let calls: { path: string; body: Record<string, unknown> }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  handlers = {
    '/api/auth/password/check-email-availability': (body) => ({
      status: 200,
      body: { email: body.email, isAvailable: body.email !== 'taken@example.com' },
    }),
    '/api/auth/password/register': () => ({
      status: 201,
      body: {
        token: null,
        refreshToken: 'refresh-1',
        userId: 'u1',
        email: 'new@example.com',
        isDeleted: false,
        isComplete: true,
        isPhoneNumberVerified: false,
        agreeToTermsAndConditions: true,
        requireOtp: true,
        skipMultiFactorAuthentication: false,
        impersonateMode: false,
      },
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input.toString();
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const handler = handlers[path];
      if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
      const answer = handler(body);
      return json(answer.status, answer.body);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function openSignUp(path = '/auth/sign-up') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return app;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user'], email = 'new@example.com') {
  await user.type(field(/^email/i), email);
  await user.type(field(/^password/i), 'Secret123!');
  await user.type(field(/^first name/i), 'Jane');
  await user.type(field(/^last name/i), 'Doe');
  await user.selectOptions(field(/^gender/i), 'Female');
  await user.type(field(/^date of birth/i), '02/28/1990');
  await user.type(field(/^phone number/i), '(213) 555-0123');
  await user.click(screen.getByRole('heading', { name: 'Sign up' }));
}

// Each test types a whole form and waits for the 1 s availability check: slower than the default 5 s on a busy machine.
describe('sign-up form', { timeout: 20_000 }, () => {
  it('shows the spec message of every field for its bad input', async () => {
    const { user } = await openSignUp();

    await user.click(field(/^email/i));
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(field(/^email/i), 'not-an-email');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(field(/^password/i), 'short');
    await user.tab();
    expect(await screen.findByText(MESSAGES.passwordRules)).toBeInTheDocument();

    await user.click(field(/^first name/i));
    await user.tab();
    expect(await screen.findByText(MESSAGES.firstNameInvalid)).toBeInTheDocument();
    await user.click(field(/^last name/i));
    await user.tab();
    expect(await screen.findByText(MESSAGES.lastNameInvalid)).toBeInTheDocument();

    fireEvent.blur(field(/^gender/i));
    expect(await screen.findByText(MESSAGES.genderInvalid)).toBeInTheDocument();

    fireEvent.blur(field(/^date of birth/i));
    expect(await screen.findByText(MESSAGES.dateOfBirthRequired)).toBeInTheDocument();

    await user.type(field(/^phone number/i), '123');
    await user.tab();
    expect(await screen.findByText(MESSAGES.phoneNumberInvalid)).toBeInTheDocument();

    expect(continueButton()).toBeDisabled();
  });

  it('enables Continue only once every field is valid and the email is available', async () => {
    const { user } = await openSignUp();
    expect(continueButton()).toBeDisabled();

    await fillValidForm(user);
    // The availability check runs 1 s after typing; until it answers, Continue stays disabled.
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
    expect(screen.getByRole('img', { name: 'Email available' })).toBeInTheDocument();
    const checks = calls.filter((c) => c.path.endsWith('check-email-availability'));
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({ email: 'new@example.com' });

    // A password that fails the rule disables it again.
    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'password');
    await waitFor(() => expect(continueButton()).toBeDisabled());
  });

  it('keeps Continue disabled and warns when the email is taken', async () => {
    const { user } = await openSignUp();
    await fillValidForm(user, 'taken@example.com');

    expect(
      await screen.findByRole('img', { name: 'Email already registered' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(MESSAGES.emailAlreadyRegistered);
    expect(continueButton()).toBeDisabled();
  });

  it('treats a rate-limited availability check quietly and lets the server decide', async () => {
    handlers['/api/auth/password/check-email-availability'] = () => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
    });
    const { user } = await openSignUp();
    await fillValidForm(user);

    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText('Too many requests.')).not.toBeInTheDocument();
  });

  it('sends the date of birth as yyyy-MM-dd and the phone in E.164, then asks to check the inbox', async () => {
    const { user } = await openSignUp('/auth/sign-up?email=new%40example.com');
    expect(field(/^email/i)).toHaveValue('new@example.com');
    await user.type(field(/^password/i), 'Secret123!');
    await user.type(field(/^first name/i), 'Jane');
    await user.type(field(/^last name/i), 'Doe');
    await user.selectOptions(field(/^gender/i), 'Other');
    await user.type(field(/^date of birth/i), '2/3/1990');
    await user.type(field(/^phone number/i), '213-555-0123');
    await user.click(screen.getByRole('heading', { name: 'Sign up' }));
    expect(field(/^date of birth/i)).toHaveValue('02/03/1990');

    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: MESSAGES.signUpSuccessTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.signUpSuccessText)).toBeInTheDocument();
    const register = calls.find((c) => c.path.endsWith('/register'));
    expect(register?.body).toEqual({
      userName: 'new@example.com',
      password: 'Secret123!',
      firstName: 'Jane',
      lastName: 'Doe',
      name: 'Jane Doe',
      gender: 'Other',
      dateOfBirth: '1990-02-03',
      phoneNumber: '+12135550123',
      agreeToTermsAndConditions: true,
    });
    // The waiting session is stored, so the code step and the confirm link can finish it.
    expect(JSON.parse(window.localStorage.getItem('authInfo') ?? '{}')).toMatchObject({ requireOtp: true });
  });

  it('shows an existing account as a danger alert with a way to Login', async () => {
    handlers['/api/auth/password/register'] = () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: MESSAGES.emailAlreadyRegistered } },
    });
    const { user } = await openSignUp('/auth/sign-up?inviteId=inv1');
    await fillValidForm(user);
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(continueButton());

    const alert = await screen.findByRole('alert');
    // The invite followed to sign up goes with the payload (the new account accepts it).
    expect(calls.find((c) => c.path.endsWith('/register'))?.body).toMatchObject({ inviteId: 'inv1' });
    expect(alert).toHaveTextContent('Oops ...');
    expect(alert).toHaveTextContent(MESSAGES.emailAlreadyRegistered);
    expect(within(alert).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?inviteId=inv1&email=new%40example.com',
    );
  });

  it('shows the gender and birthday help texts and offers only Male, Female and Other', async () => {
    await openSignUp();
    expect(screen.getByText(MESSAGES.birthdayHelp)).toBeInTheDocument();
    const options = within(field(/^gender/i) as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select your gender', 'Male', 'Female', 'Other']);
  });
});
