import { describe, expect, it } from 'vitest';
import { videoEmbedOf, VIDEO_PLAYER_ORIGINS } from './videoEmbed';

describe('an album video link', () => {
  it('plays a YouTube or Vimeo page in the provider’s player', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(videoEmbedOf(link), link).toBe(youtube);
    expect(videoEmbedOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    for (const embed of [videoEmbedOf('https://youtu.be/dQw4w9WgXcQ'), videoEmbedOf('https://vimeo.com/76979871')])
      expect(VIDEO_PLAYER_ORIGINS.some((origin) => embed?.startsWith(`${origin}/`))).toBe(true);
  });

  it('takes any other link, or a page without a video, for a file', () => {
    for (const link of ['https://cdn.club.example/final.mp4', 'https://www.youtube.com/', 'https://youtu.be/<script>', 'not a url'])
      expect(videoEmbedOf(link), link).toBeUndefined();
  });
});
