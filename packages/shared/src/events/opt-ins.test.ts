import { describe, expect, it } from 'vitest';
import { OPT_IN_MESSAGES, musicEmbedSrc, ticketTypesDisplaySchema } from './opt-ins';

describe('musicEmbedSrc', () => {
  it('answers the players of known providers and null for anything else', () => {
    expect(musicEmbedSrc('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy?si=x')).toBe(
      'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy',
    );
    expect(musicEmbedSrc('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(musicEmbedSrc('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(musicEmbedSrc('https://soundcloud.com/artist/track-name?in=x')).toBe(
      `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/artist/track-name')}&visual=false`,
    );
    expect(musicEmbedSrc('https://music.apple.com/us/album/some-album/1440857781')).toBe(
      'https://embed.music.apple.com/us/album/some-album/1440857781',
    );
    expect(musicEmbedSrc('https://www.mixcloud.com/dj/set-one/')).toContain(
      'https://www.mixcloud.com/widget/iframe/',
    );
    for (const bad of [
      'http://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
      'https://open.spotify.com.evil.test/album/4aawyAB9vmqN3uQ7FjRGTy',
      'javascript:alert(1)',
      'https://example.com/player',
      'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    ])
      expect(musicEmbedSrc(bad)).toBeNull();
  });
});

describe('ticketTypesDisplaySchema', () => {
  it('takes ids once each', () => {
    expect(ticketTypesDisplaySchema.parse(['a', 'b'])).toEqual(['a', 'b']);
    const twice = ticketTypesDisplaySchema.safeParse(['a', 'a']);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(OPT_IN_MESSAGES.displayOrderInvalid);
    expect(ticketTypesDisplaySchema.safeParse([]).success).toBe(false);
  });
});
