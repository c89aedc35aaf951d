// An album's video links (docs/decisions.md "Album videos"): a YouTube or Vimeo page cannot play in a <video>;
// it plays in the provider's own player, whose address the CSP's frame-src allows. Anything else is taken for a
// video file and played in a <video> (media-src allows https:).

/** The provider player's address for a YouTube or Vimeo link, or undefined for any other link. */
export function videoEmbedOf(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{6,20}$/;
  if (host === 'youtu.be') {
    const video = url.pathname.slice(1);
    return id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : undefined;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    const video = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(first ?? '') ? second : undefined;
    return video && id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = url.pathname.split('/').find((part) => /^\d{5,12}$/.test(part));
    return video ? `https://player.vimeo.com/video/${video}` : undefined;
  }
  return undefined;
}

/** The CSP frame-src the embeds need (server/app.ts reads it). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
