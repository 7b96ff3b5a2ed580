import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  isPhoneNumberLike,
  LABELS,
  MESSAGES,
  OTP_LENGTH,
  ROUTE_QUERY,
  ROUTES,
  routes,
  STORAGE_KEYS,
} from '@repclub/shared';
import { IconFingerprint, IconPencil } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { authApi } from '@/lib/auth-api';
import {
  blockEnded,
  canResend,
  INITIAL_PHONE_CODE_STATE,
  isBlocked,
  type PhoneCodeState,
  phoneCodeSent,
  phoneStartFailed,
  phoneVerifyFailed,
} from '@/features/auth/login/phone-code-state';
import { formatHoursMinutesSeconds, formatMinutesSeconds, secondsLeft, useNow } from '@/lib/timers';
import { useLoginForm } from '@/features/auth/login/use-login-form';
import { loadPasskeys, signInWithPasskey, usePasskeyOffer } from '@/features/auth/passkeys-on-demand';
import { useFinishSignIn } from '@/features/auth/sign-in-navigation';
import { SocialSignInButtons } from '@/features/auth/social-sign-in';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

// The phone step and the validation load when needed, not with the page (docs/decisions/060).
const loadCodeEntryForm = () => import('@/ui/code-entry-form');
const CodeEntryForm = lazy(() => loadCodeEntryForm().then((module) => ({ default: module.CodeEntryForm })));
const loadValidation = () => import('@/features/auth/login/login-validation');

/** Login step 1 → password or phone code (accounts §2.5, §4.2). */
export type LoginMode = 'identifier' | 'password' | 'phone';

/** Which step 2 an identifier opens (docs/decisions/002-phone-number-detection.md). */
export function modeForIdentifier(identifier: string): 'password' | 'phone' {
  return isPhoneNumberLike(identifier) ? 'phone' : 'password';
}

type Notice = { type: 'danger' | 'success' | 'info'; text: string } | null;

function readStoredExpiry(): number | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.phoneCodeExpiresAt);
    const time = raw ? Date.parse(raw) : NaN;
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

function storeExpiry(expiresAt: number | null) {
  try {
    if (expiresAt === null) window.localStorage.removeItem(STORAGE_KEYS.phoneCodeExpiresAt);
    else window.localStorage.setItem(STORAGE_KEYS.phoneCodeExpiresAt, new Date(expiresAt).toISOString());
  } catch {
    // Storage blocked: the countdown still runs from memory.
  }
}

function useSearchString(key: string): string | undefined {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const value = search[key];
  return typeof value === 'string' && value ? value : undefined;
}

function Notice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <AppAlert type={notice.type}>{notice.text}</AppAlert>;
}

/** The chosen identifier, with the pencil control that goes back to step 1. */
function IdentifierSummary({ identifier, onEdit }: { identifier: string; onEdit: () => void }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={500} truncate="end" data-testid="login-identifier">
          {identifier}
        </Text>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onEdit}
          aria-label="Change email, username or phone number"
          title="Change email, username or phone number"
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function FooterLinks() {
  const to = useSearchString(ROUTE_QUERY.to);
  const inviteId = useSearchString(ROUTE_QUERY.inviteId);
  return (
    <Stack gap={6} align="center" mt="xs">
      <Anchor component={Link} to={ROUTES.auth.forgotPassword} size="sm">
        Forgot password?
      </Anchor>
      <Text size="sm">
        Don&apos;t have an account?{' '}
        <Anchor href={routes.signUp({ to, inviteId })} size="sm" fw={600}>
          {LABELS.signUp}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Step 1: email, username or phone number, and the passkey and social options. */
function IdentifierStep({
  defaultValue,
  notice,
  onContinue,
  onPasskey,
  pending,
}: {
  defaultValue: string;
  notice: Notice;
  onContinue: (identifier: string) => Promise<string | null>;
  onPasskey: (identifier: string) => Promise<void>;
  pending: boolean;
}) {
  const form = useLoginForm({
    defaultValues: { userName: defaultValue },
    loadCheck: async () => (await loadValidation()).checkLoginIdentifier,
  });
  const handleSubmit = form.handleSubmit(async ({ userName }) => {
    const fieldError = await onContinue(userName.trim());
    if (fieldError) form.setError('userName', fieldError);
  });
  const [passkeyPending, setPasskeyPending] = useState(false);
  const handlePasskey = async () => {
    setPasskeyPending(true);
    try {
      await onPasskey(form.values.userName);
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Welcome back
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          Sign in to RepClub
        </Text>
      </div>
      <Notice notice={notice} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email, username or phone number"
            autoComplete="username webauthn"
            autoFocus
            {...form.field('userName')}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={pending}>
            {LABELS.continue}
          </Button>
        </Stack>
      </form>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconFingerprint size={18} />}
        loading={passkeyPending}
        disabled={pending}
        onClick={() => void handlePasskey()}
      >
        Sign in with a passkey
      </Button>
      <SocialSignInButtons action="login" separator={<Divider label="or" labelPosition="center" />} />
      <FooterLinks />
    </Stack>
  );
}

/** Step 2, password mode. */
function PasswordStep({
  identifier,
  notice,
  onEdit,
  onSubmit,
}: {
  identifier: string;
  notice: Notice;
  onEdit: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useLoginForm({
    defaultValues: { userName: identifier, password: '' },
    loadCheck: async () => (await loadValidation()).checkLogin,
  });
  const handleSubmit = form.handleSubmit(({ password }) => onSubmit(password));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {LABELS.enterPasswordHeading}
      </Title>
      <IdentifierSummary identifier={identifier} onEdit={onEdit} />
      <Notice notice={notice} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <input type="hidden" autoComplete="username" value={identifier} readOnly />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            autoFocus
            {...form.field('password')}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={form.submitting}>
            {LABELS.signIn}
          </Button>
        </Stack>
      </form>
      <FooterLinks />
    </Stack>
  );
}

/** Step 2, phone mode: the texted 6-digit code with its expiry, resend and block countdowns. */
function PhoneCodeStep({
  identifier,
  state,
  notice,
  onEdit,
  onSubmit,
  onResend,
  onBlockEnded,
}: {
  identifier: string;
  state: PhoneCodeState;
  notice: Notice;
  onEdit: () => void;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBlockEnded: () => void;
}) {
  const now = useNow();
  const blocked = isBlocked(state, now);
  const wasBlocked = state.blockedUntil !== null;

  useEffect(() => {
    if (wasBlocked && !blocked) onBlockEnded();
  }, [wasBlocked, blocked, onBlockEnded]);

  const expirySeconds = secondsLeft(state.expiresAt, now);
  const expired = state.expiresAt !== null && expirySeconds === 0;
  useEffect(() => {
    if (expired) storeExpiry(null);
  }, [expired]);

  const resendSeconds = secondsLeft(state.nextResendAt, now);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {LABELS.enterVerificationCodeHeading}
      </Title>
      <IdentifierSummary identifier={identifier} onEdit={onEdit} />
      <Notice notice={notice} />
      {blocked && state.blockedUntil !== null ? (
        <AppAlert type="warning" title="Too many failed attempts">
          <span aria-live="off">
            You can try again in{' '}
            <Text span fw={700} data-testid="block-countdown">
              {formatHoursMinutesSeconds(secondsLeft(state.blockedUntil, now))}
            </Text>
            .
          </span>
        </AppAlert>
      ) : null}
      <Suspense fallback={null}>
        <CodeEntryForm
          submitLabel={LABELS.verifyCode}
          fieldDescription={`Enter the ${OTP_LENGTH}-digit code we texted to your phone.`}
          autoFocus
          disabled={blocked}
          onSubmit={onSubmit}
          belowField={
            state.expiresAt !== null && (
              <Text size="sm" c={expired ? 'red.8' : 'gray.7'} fw={expired ? 600 : undefined}>
                Code expires in{' '}
                <Text
                  span
                  inherit
                  ff="monospace"
                  data-testid="code-expiry"
                  data-expired={expired || undefined}
                >
                  {formatMinutesSeconds(expirySeconds)}
                </Text>
              </Text>
            )
          }
          resend={{
            onResend,
            waitSeconds: blocked ? 0 : resendSeconds,
            disabled: !canResend(state, now),
          }}
        />
      </Suspense>
      <FooterLinks />
    </Stack>
  );
}

/**
 * The two-step login wizard of accounts §2.5 / §4.2: step 1 takes an email, username or phone number;
 * a phone number opens code entry (phone/start, then phone/verify), anything else password entry.
 */
export function LoginWizard({ initialNotice = null }: { initialNotice?: ReactNode }) {
  const [mode, setMode] = useState<LoginMode>('identifier');
  const [identifier, setIdentifier] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState(false);
  const [phoneState, setPhoneState] = useState<PhoneCodeState>(INITIAL_PHONE_CODE_STATE);
  const { offer, beforeLeave: offerPasskey } = usePasskeyOffer();
  const finishSignIn = useFinishSignIn();
  const [showInitialNotice, setShowInitialNotice] = useState(Boolean(initialNotice));

  const handleEdit = () => {
    setMode('identifier');
    setNotice(null);
    setPhoneState(INITIAL_PHONE_CODE_STATE);
    storeExpiry(null);
  };

  const applyPhoneState = (state: PhoneCodeState) => {
    setPhoneState(state);
    storeExpiry(state.expiresAt);
  };

  const sendCode = async (number: string, previous: PhoneCodeState) => {
    try {
      const answer = await authApi.phoneStart(number);
      return phoneCodeSent(answer, previous, Date.now());
    } catch (error) {
      return phoneStartFailed(error, previous, Date.now());
    }
  };

  const handleContinue = async (value: string): Promise<string | null> => {
    setShowInitialNotice(false);
    setNotice(null);
    setIdentifier(value);
    // The passkey offer after the sign-in needs passkeys.tsx: it loads while the password or code is entered.
    void loadPasskeys().catch(() => undefined);
    if (modeForIdentifier(value) === 'password') {
      setMode('password');
      return null;
    }
    // The code form loads while the code is sent.
    void loadCodeEntryForm();
    const { phoneStartSchema, toE164 } = await loadValidation();
    const parsed = phoneStartSchema.safeParse({ phoneNumber: value });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.phoneNumberInvalid;
    const number = toE164(value) ?? value;
    setPending(true);
    const outcome = await sendCode(number, INITIAL_PHONE_CODE_STATE);
    setPending(false);
    if (outcome.kind === 'error') {
      setNotice({ type: 'danger', text: outcome.message });
      return null;
    }
    setPhoneNumber(number);
    applyPhoneState(outcome.state);
    setNotice(
      outcome.kind === 'blocked'
        ? { type: 'danger', text: outcome.message }
        : { type: 'success', text: MESSAGES.verificationCodeSent },
    );
    setMode('phone');
    return null;
  };

  const handlePasswordSubmit = async (password: string) => {
    setNotice(null);
    try {
      const info = await authApi.signIn({ userName: identifier, password });
      await finishSignIn(info, offerPasskey);
    } catch (error) {
      setNotice({ type: 'danger', text: getErrorMessage(error instanceof Error ? error.message : error) });
    }
  };

  const handleCodeSubmit = async (code: string) => {
    if (isBlocked(phoneState, Date.now())) return;
    setNotice(null);
    try {
      const info = await authApi.phoneVerify({ phoneNumber, code });
      storeExpiry(null);
      await finishSignIn(info, offerPasskey);
    } catch (error) {
      const result = phoneVerifyFailed(error, phoneState, Date.now());
      applyPhoneState(result.state);
      setNotice({ type: 'danger', text: result.message });
    }
  };

  const handleResend = async () => {
    setNotice(null);
    const outcome = await sendCode(phoneNumber, phoneState);
    if (outcome.kind === 'error') {
      setNotice({ type: 'danger', text: outcome.message });
      return;
    }
    applyPhoneState(outcome.state);
    setNotice(
      outcome.kind === 'blocked'
        ? { type: 'danger', text: outcome.message }
        : { type: 'success', text: MESSAGES.verificationCodeResent },
    );
  };

  const handleBlockEnded = () => {
    setPhoneState((state) => blockEnded(state));
    setNotice({ type: 'info', text: MESSAGES.canTryAgain });
  };

  const handlePasskey = async (userName: string) => {
    setShowInitialNotice(false);
    setNotice(null);
    try {
      const info = await signInWithPasskey(userName);
      await finishSignIn(info);
    } catch (error) {
      setNotice({ type: 'danger', text: error instanceof Error ? error.message : MESSAGES.defaultError });
    }
  };

  // A code expiry left from an earlier page (accounts §4.2: kept in local storage, cleared at zero).
  useEffect(() => {
    const stored = readStoredExpiry();
    if (stored !== null && stored <= Date.now()) storeExpiry(null);
  }, []);

  if (offer) return offer;
  return (
    <Stack gap="md">
      {showInitialNotice && initialNotice}
      {mode === 'identifier' && (
        <IdentifierStep
          defaultValue={identifier}
          notice={notice}
          onContinue={handleContinue}
          onPasskey={handlePasskey}
          pending={pending}
        />
      )}
      {mode === 'password' && (
        <PasswordStep
          identifier={identifier}
          notice={notice}
          onEdit={handleEdit}
          onSubmit={handlePasswordSubmit}
        />
      )}
      {mode === 'phone' && (
        <PhoneCodeStep
          identifier={identifier}
          state={phoneState}
          notice={notice}
          onEdit={handleEdit}
          onSubmit={handleCodeSubmit}
          onResend={handleResend}
          onBlockEnded={handleBlockEnded}
        />
      )}
    </Stack>
  );
}
