import { z } from 'zod';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '../images';

// Spec §3 "Uploaded file": {id, name, sizeInBytes, publicUrl, privateUrl, new}.
// The image limits are shared/images.ts's (also read by the upload table, shared/uploads.ts).
export { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES };

/**
 * An uploaded image record. `folder` pins where its publicUrl must live
 * (e.g. 'offer/images'), so a record cannot point anywhere else (no
 * javascript: or foreign URLs reach an <img src>).
 */
export function uploadedImageSchema(folder: string, maxBytes = MAX_IMAGE_BYTES) {
  const prefix = `/uploads/${folder}/`;
  return z.object({
    id: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxChars'),
    name: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(255, 'validation.maxChars')
      .refine(
        (name) => (IMAGE_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? ''),
        'validation.mustBeImage',
      ),
    sizeInBytes: z.number().int('validation.integer').min(1, 'validation.min').max(maxBytes, 'validation.fileTooBig'),
    publicUrl: z
      .string()
      .trim()
      .max(500, 'validation.maxChars')
      .refine((url) => url.startsWith(prefix) && !url.includes('..') && /^[\w\-./]+$/.test(url), 'validation.fieldInvalid'),
    privateUrl: z.string().trim().max(500, 'validation.maxChars').nullish(),
    new: z.boolean().nullish(),
  });
}
