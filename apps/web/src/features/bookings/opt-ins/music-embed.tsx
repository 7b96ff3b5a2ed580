import { Anchor, Group } from '@mantine/core';
import { musicEmbedSrc } from '@repclub/shared';
import { IconMusic } from '@tabler/icons-react';
import { OPT_INS_TEXT } from './opt-ins-text';

/**
 * The host's music (the musicEmbed opt-in; docs/decisions/087): a known provider's player in a sandboxed iframe
 * (scripts and the provider's own origin only; no top navigation, no forms), or a plain link for any other URL.
 */
export function MusicEmbed({ url }: { url: string }) {
  const src = musicEmbedSrc(url);
  if (!src)
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        <Group gap={6} component="span">
          <IconMusic size={18} aria-hidden />
          {OPT_INS_TEXT.music}
        </Group>
      </Anchor>
    );
  const isVideo = src.startsWith('https://www.youtube-nocookie.com/');
  return (
    <iframe
      src={src}
      title={OPT_INS_TEXT.musicTitle}
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      style={{
        width: '100%',
        border: 0,
        borderRadius: 12,
        background: 'var(--mantine-color-gray-1)',
        ...(isVideo ? { aspectRatio: '16 / 9', height: 'auto' } : { height: 152 }),
      }}
    />
  );
}
