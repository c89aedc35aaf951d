import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, type AvatarInput } from '../../../shared/validation/iam';
import { badInput } from '../../graphql/errors';
import type { UploadedFile } from './presenter';
import { imageExtension } from '../../lib/fileTypes';
import type { FileStore } from '../../lib/files/fileStore';

/**
 * Turns avatar inputs into stored files: new content is decoded, checked
 * (size, magic bytes) and stored as {folder}/{id}.{ext}; an
 * existing avatar is kept only if it is one of `current` (no foreign URLs).
 */
export async function storeAvatars(
  store: FileStore,
  folder: string,
  inputs: readonly AvatarInput[] | null | undefined,
  current: readonly UploadedFile[],
): Promise<UploadedFile[]> {
  const out: UploadedFile[] = [];
  for (const input of inputs ?? []) {
    if (!input.content) {
      const kept = current.find((file) => file.id === input.id || (input.publicUrl && file.publicUrl === input.publicUrl));
      if (!kept) throw badInput('validation.mustBeImage');
      out.push(kept);
      continue;
    }
    const bytes = Buffer.from(input.content.replace(/^data:[^,]*,/, ''), 'base64');
    if (bytes.length > AVATAR_MAX_BYTES) throw badInput('validation.fileTooBig', { max: `${AVATAR_MAX_BYTES / 1024 / 1024} MB` });
    const ext = imageExtension(bytes);
    if (!ext || bytes.length === 0) throw badInput('validation.mustBeImage');
    const id = randomUUID();
    const relative = `${folder}/${id}.${ext}`;
    await store.put(relative, bytes, `image/${ext === 'jpg' ? 'jpeg' : ext}`);
    out.push({ id, name: input.name, sizeInBytes: bytes.length, publicUrl: `/uploads/${relative}`, privateUrl: relative });
  }
  return out;
}
