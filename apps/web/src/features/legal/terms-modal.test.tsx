import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { TERMS_MODAL_TITLE, TermsModal, needsTermsAgreement } from '@/features/legal/terms-modal';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const terms = {
  version: 3,
  termsAndConditionsUrl: '/api/legal/terms-of-service/3',
  privacyPolicyUrl: '/p/3',
};

function termsServer(agreed: boolean) {
  const me = { ...TEST_ME, agreeToTermsAndConditions: agreed, acceptedTermsVersion: agreed ? 3 : 2 };
  return mockGraphQL({
    CurrentUser: () => ({ me }),
    TermsAndPrivacy: () => ({ termsAndPrivacy: terms }),
    AcceptTerms: ({ version }) => {
      Object.assign(me, { agreeToTermsAndConditions: true, acceptedTermsVersion: version });
      return {
        acceptTerms: { userId: me.userId, agreeToTermsAndConditions: true, acceptedTermsVersion: version },
      };
    },
  });
}

describe('needsTermsAgreement', () => {
  it('follows the server once it answered, the stored auth info before', () => {
    expect(needsTermsAgreement(false, undefined)).toBe(true);
    expect(needsTermsAgreement(true, undefined)).toBe(false);
    expect(needsTermsAgreement(undefined, undefined)).toBe(false);
    expect(needsTermsAgreement(true, { agreeToTermsAndConditions: false })).toBe(true);
    expect(needsTermsAgreement(false, { agreeToTermsAndConditions: true })).toBe(false);
  });
});

describe('TermsModal', () => {
  it('shows the current version with links that open in a new tab; accepting sends that version', async () => {
    signInForTest({ agreeToTermsAndConditions: false });
    const api = termsServer(false);
    renderWithRouter(<TermsModal />);

    const dialog = await screen.findByRole('dialog', { name: TERMS_MODAL_TITLE });
    expect(await screen.findByText('Version 3')).toBeInTheDocument();
    const termsLink = screen.getByRole('link', { name: 'Terms of Service' });
    expect(termsLink).toHaveAttribute('href', '/terms-of-service');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(api.named('AcceptTerms')[0]?.variables).toEqual({ version: 3 }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(getSession().authInfo?.agreeToTermsAndConditions).toBe(true);
  });

  it('shows for a user whose accepted version is old even when the stored info says agreed', async () => {
    signInForTest({ agreeToTermsAndConditions: true });
    termsServer(false);
    renderWithRouter(<TermsModal />);
    expect(await screen.findByRole('dialog', { name: TERMS_MODAL_TITLE })).toBeInTheDocument();
  });

  it('stays closed when the user agreed to the current terms', async () => {
    signInForTest({ agreeToTermsAndConditions: true });
    const api = termsServer(true);
    renderWithRouter(<TermsModal />);
    await waitFor(() => expect(api.named('CurrentUser')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Not now hides it for this visit without accepting', async () => {
    signInForTest({ agreeToTermsAndConditions: false });
    const api = termsServer(false);
    renderWithRouter(<TermsModal />);

    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('AcceptTerms')).toHaveLength(0);
    expect(getSession().authInfo?.agreeToTermsAndConditions).toBe(false);
  });

  it('shows the server message when accepting fails', async () => {
    signInForTest({ agreeToTermsAndConditions: false });
    mockGraphQL({
      CurrentUser: () => ({ me: { ...TEST_ME, agreeToTermsAndConditions: false } }),
      TermsAndPrivacy: () => ({ termsAndPrivacy: terms }),
      AcceptTerms: () => {
        throw new Error('Unknown terms version.');
      },
    });
    renderWithRouter(<TermsModal />);

    await screen.findByText('Version 3');
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(await screen.findByText('Unknown terms version.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TERMS_MODAL_TITLE })).toBeInTheDocument();
  });
});
