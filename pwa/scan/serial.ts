// What a scan yields is a serial number: either the bare serial printed on the
// label (Code 128 / DataMatrix / typed), or the QR payload, which is the URL of
// the public warranty page `/{lang?}/w/{serial}` on this site.

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/;
const WARRANTY_PATH = /^\/(?:(?:ar|en)\/)?w\/([^/?#]+)\/?$/;

/** The serial in a scanned or typed text, or null when there is none. */
export function extractSerial(raw: string): string | null {
  // Scanners may add control characters (GS in GS1 codes, CR/LF) around the text.
  const text = raw.replace(/\p{Cc}/gu, '').trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    const match = WARRANTY_PATH.exec(url.pathname);
    const serial = match?.[1] ? safeDecode(match[1]) : null;
    return serial && SERIAL.test(serial) ? serial : null;
  }
  return SERIAL.test(text) ? text : null;
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The QR payload for a serial: the public warranty page on this site. */
export function warrantyUrl(origin: string, serial: string): string {
  return `${origin.replace(/\/$/, '')}/w/${encodeURIComponent(serial)}`;
}
