import { camelRow } from '../../db/camel';
import type { UploadedFile } from '../auth/presenter';
import type { OfferCursor, OfferRow } from './offers.repository';

export function presentOffer(row: OfferRow) {
  const image = row.image ? (JSON.parse(row.image) as UploadedFile) : null;
  return camelRow(row, {
    image: image
      ? { id: image.id, name: image.name, sizeInBytes: image.sizeInBytes, publicUrl: image.publicUrl, privateUrl: image.privateUrl ?? null }
      : null,
  });
}

/** Opaque to clients: base64url of [createdAt, id]. */
export function encodeCursor(cursor: OfferCursor | null): string | null {
  return cursor ? Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url') : null;
}

/** null when the text is not a cursor this server made. */
export function decodeCursor(text: string): OfferCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { createdAt: value[0], id: value[1] };
  } catch {
    /* not JSON: fall through */
  }
  return null;
}
