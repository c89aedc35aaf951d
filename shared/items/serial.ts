// Serial numbers (docs/decisions.md "Serial number format"):
//   <type letter><2-digit year><8-digit sequence><Luhn check digit>, e.g. P26000004217
// Digits only after one letter so a keyboard-wedge scanner or a person typing
// never meets ambiguous characters; the check digit catches one wrong or two
// swapped digits before the server is even asked.
import type { ItemType } from './states';

export const SERIAL_PREFIX: Record<ItemType, string> = { product: 'P', sparePart: 'S', accessory: 'A' };
export const SERIAL_PATTERN = /^[PSA]\d{11}$/;
const SEQUENCE_DIGITS = 8;

/** Luhn check digit over a string of digits. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  // Double every second digit counting from the right of the payload (the check digit goes after it).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function formatSerial(type: ItemType, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`serial sequence out of range: ${sequence}`);
  const body = String(year % 100).padStart(2, '0') + String(sequence).padStart(SEQUENCE_DIGITS, '0');
  return `${SERIAL_PREFIX[type]}${body}${luhnDigit(body)}`;
}

/** What a scanner or a person typed, as stored: trimmed, upper case, no spaces or dashes. */
export function normalizeSerial(input: string | null | undefined): string {
  return (input ?? '').replace(/[\s-]+/g, '').toUpperCase();
}

/** Text that may be a serial once normalized: a mistyped one still becomes a row the screen refuses with its reason. */
const SERIAL_LIKE = /^[A-Z0-9][A-Z0-9._]{2,63}$/;
/** The QR payload: the public warranty page `/{lang?}/w/{serial}` of this site (qrCodeOf). */
const WARRANTY_PATH = /^\/(?:(?:ar|en)\/)?w\/([^/?#]+)\/?$/;

/**
 * The serial in what a scanner, a camera, a paste or an address gave, normalized (normalizeSerial), or null when it
 * holds none: the one place a serial enters (issue 41 point 6: `p26…` typed and `P26…` scanned were two rows). A QR
 * code holds the warranty page's address; a wedge scanner may add control characters (GS, CR/LF) around the text.
 */
export function readSerial(raw: string): string | null {
  const text = raw.replace(/\p{Cc}/gu, '').trim();
  if (!text) return null;
  let candidate: string | null = text;
  if (/^https?:\/\//i.test(text)) {
    let path: string;
    try {
      path = new URL(text).pathname;
    } catch {
      return null;
    }
    const part = WARRANTY_PATH.exec(path)?.[1];
    try {
      candidate = part ? decodeURIComponent(part) : null;
    } catch {
      candidate = null;
    }
  }
  const serial = normalizeSerial(candidate);
  return SERIAL_LIKE.test(serial) ? serial : null;
}

export function isWellFormedSerial(serial: string): boolean {
  if (!SERIAL_PATTERN.test(serial)) return false;
  const body = serial.slice(1, -1);
  return luhnDigit(body) === Number(serial.slice(-1));
}

export function typeOfSerial(serial: string): ItemType | undefined {
  const letter = serial[0];
  return (Object.keys(SERIAL_PREFIX) as ItemType[]).find((type) => SERIAL_PREFIX[type] === letter);
}

/** The public warranty page an item's QR code points to (relative: the origin is the deployment's). */
export function qrCodeOf(serial: string): string {
  return `/w/${serial}`;
}
