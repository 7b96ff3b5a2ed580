import { SOCIAL_PROVIDERS } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { socialDisplayValue, socialProfileUrl } from '@/features/users/social-media-links';

describe('socialProfileUrl', () => {
  it('builds each provider’s profile address from a handle, with or without its @', () => {
    const expected: Record<(typeof SOCIAL_PROVIDERS)[number], string> = {
      instagram: 'https://www.instagram.com/ada.l',
      facebook: 'https://www.facebook.com/ada.l',
      twitter: 'https://x.com/ada.l',
      youtube: 'https://www.youtube.com/@ada.l',
      tikTok: 'https://www.tiktok.com/@ada.l',
      spotify: 'https://open.spotify.com/user/ada.l',
      twitch: 'https://www.twitch.tv/ada.l',
      apple: 'https://music.apple.com/profile/ada.l',
      linkedin: 'https://www.linkedin.com/in/ada.l',
      amazonmusic: 'https://music.amazon.com/search/ada.l',
    };
    for (const provider of SOCIAL_PROVIDERS) {
      expect(socialProfileUrl(provider, 'ada.l')).toBe(expected[provider]);
      expect(socialProfileUrl(provider, ' @ada.l ')).toBe(expected[provider]);
    }
  });

  it('keeps an https link as it is, and previews nothing the server would refuse', () => {
    expect(socialProfileUrl('instagram', 'https://instagram.com/ada?x=1')).toBe(
      'https://instagram.com/ada?x=1',
    );
    expect(socialProfileUrl('instagram', '')).toBeNull();
    expect(socialProfileUrl('instagram', 'http://instagram.com/ada')).toBeNull();
    expect(socialProfileUrl('instagram', 'javascript:alert(1)')).toBeNull();
    expect(socialProfileUrl('instagram', 'https://localhost/x')).toBeNull();
    expect(socialProfileUrl('instagram', 'two words')).toBeNull();
    expect(socialProfileUrl('instagram', '@')).toBeNull();
  });
});

describe('socialDisplayValue', () => {
  it('shows a handle with its @ and a link as it is', () => {
    expect(socialDisplayValue('ada')).toBe('@ada');
    expect(socialDisplayValue('@ada')).toBe('@ada');
    expect(socialDisplayValue('https://x.com/ada')).toBe('https://x.com/ada');
  });
});
