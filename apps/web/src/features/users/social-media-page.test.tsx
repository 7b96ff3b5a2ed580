import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOCIAL_PAGE_TEXT, SocialMediaPage } from '@/features/users/social-media-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const INVALID =
  'Please enter a handle (letters, digits, dots, hyphens and underscores) or a link starting with https://.';

/** A server that keeps the user's social accounts and refuses values with spaces like the real one. */
function socialServer(initial: { provider: string; value: string }[]) {
  let socialMedias = [...initial];
  const me = () => ({ userId: 'user-1', socialMedias });
  return {
    MySocialMedias: () => ({ me: me() }),
    SetSocialMedia: ({ provider, value }: Record<string, unknown>) => {
      if (/\s/.test(String(value).trim())) throw new Error(INVALID);
      socialMedias = [
        ...socialMedias.filter((entry) => entry.provider !== provider),
        { provider: String(provider), value: String(value).trim() },
      ];
      return { setSocialMedia: me() };
    },
    RemoveSocialMedia: ({ provider }: Record<string, unknown>) => {
      socialMedias = socialMedias.filter((entry) => entry.provider !== provider);
      return { removeSocialMedia: me() };
    },
  };
}

const row = (provider: string) => screen.findByTestId(`social-${provider}`);

describe('SocialMediaPage', () => {
  it('shows one row per provider with its current account as a link', async () => {
    signInForTest();
    mockGraphQL(socialServer([{ provider: 'instagram', value: '@ada' }]));
    renderWithRouter(<SocialMediaPage />);

    const list = await screen.findByRole('list', { name: SOCIAL_PAGE_TEXT.section });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const instagram = await row('instagram');
    expect(within(instagram).getByRole('link', { name: '@ada' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/ada',
    );
    expect(within(await row('twitter')).getByText(SOCIAL_PAGE_TEXT.notAdded)).toBeInTheDocument();
  });

  it('adds an account with a live link preview, and shows it after saving', async () => {
    signInForTest();
    const api = mockGraphQL(socialServer([]));
    renderWithRouter(<SocialMediaPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add YouTube' }));
    const field = screen.getByLabelText(SOCIAL_PAGE_TEXT.fieldLabel('YouTube'));
    fireEvent.change(field, { target: { value: '@repclub' } });
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/@repclub' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: SOCIAL_PAGE_TEXT.save }));

    const youtube = await row('youtube');
    await waitFor(() =>
      expect(within(youtube).getByRole('link', { name: '@repclub' })).toHaveAttribute(
        'href',
        'https://www.youtube.com/@repclub',
      ),
    );
    expect(api.named('SetSocialMedia')[0]?.variables).toEqual({ provider: 'youtube', value: '@repclub' });
    expect(screen.queryByLabelText(SOCIAL_PAGE_TEXT.fieldLabel('YouTube'))).not.toBeInTheDocument();
  });

  it('shows the server’s message for a refused value and keeps the edit open', async () => {
    signInForTest();
    mockGraphQL(socialServer([{ provider: 'twitch', value: 'ada' }]));
    renderWithRouter(<SocialMediaPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Twitch' }));
    const field = screen.getByLabelText(SOCIAL_PAGE_TEXT.fieldLabel('Twitch'));
    expect(field).toHaveValue('ada');
    fireEvent.change(field, { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: SOCIAL_PAGE_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(field).toHaveValue('two words');
    // Cancel keeps the stored value.
    fireEvent.click(screen.getByRole('button', { name: SOCIAL_PAGE_TEXT.cancel }));
    expect(within(await row('twitch')).getByRole('link', { name: '@ada' })).toBeInTheDocument();
  });

  it('removes an account', async () => {
    signInForTest();
    const api = mockGraphQL(
      socialServer([{ provider: 'linkedin', value: 'https://www.linkedin.com/in/ada' }]),
    );
    renderWithRouter(<SocialMediaPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove LinkedIn' }));
    await waitFor(async () =>
      expect(within(await row('linkedin')).getByText(SOCIAL_PAGE_TEXT.notAdded)).toBeInTheDocument(),
    );
    expect(api.named('RemoveSocialMedia')[0]?.variables).toEqual({ provider: 'linkedin' });
  });
});
