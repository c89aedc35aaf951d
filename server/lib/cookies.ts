/**
 * The value of cookie `name` in a Cookie header, percent-decoded. Undefined
 * when absent, and when the value is not valid percent-encoding (`%E0%A4%A`):
 * a malformed cookie is the client's, so it reads as no cookie, never as a
 * server error.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
