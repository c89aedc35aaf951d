// Cookies that mirror a few localStorage keys so the server can render a
// public page for this visitor (branch lists, liked state). localStorage stays
// the source of truth; boot.ts copies it here on every page.
export type MirroredCookie = 'current_branch' | 'visitor_id';

const TWO_YEARS_S = 2 * 365 * 24 * 3600;

export function readCookie(name: MirroredCookie): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeCookie(name: MirroredCookie, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${TWO_YEARS_S}; SameSite=Lax`;
}
