import type { Permission } from './access/permissions';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from './images';

/**
 * Where files may be uploaded (`POST /uploads/{kind}/{folder}`), what each
 * folder takes and who may write to it. One table: the server enforces it,
 * the PWA reads it to pick accepted types and the size shown in messages.
 * Anyone holding any one of a folder's permissions may upload to it.
 */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_EXTENSIONS = ['pdf'] as const;

export type UploadKind = 'images' | 'documents';

export interface UploadFolder {
  kind: UploadKind;
  permissions: readonly Permission[];
}

const content: readonly Permission[] = ['contentCreate', 'contentEdit'];

export const UPLOAD_FOLDERS = {
  'catalog/photos': {
    kind: 'images',
    permissions: ['productCreate', 'productEdit', 'sparePartCreate', 'sparePartEdit', 'accessoryCreate', 'accessoryEdit'],
  },
  'offer/images': { kind: 'images', permissions: content },
  'content/images': { kind: 'images', permissions: content },
  'content/documents': { kind: 'documents', permissions: content },
} as const satisfies Record<string, UploadFolder>;

export type UploadFolderName = keyof typeof UPLOAD_FOLDERS;

export function isUploadFolder(value: string): value is UploadFolderName {
  return Object.hasOwn(UPLOAD_FOLDERS, value);
}

export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; extensions: readonly string[]; mime: string }> = {
  images: { maxBytes: MAX_IMAGE_BYTES, extensions: IMAGE_EXTENSIONS, mime: 'image/png,image/jpeg,image/webp,image/gif' },
  documents: { maxBytes: MAX_PDF_BYTES, extensions: PDF_EXTENSIONS, mime: 'application/pdf' },
};

/** "2 MB": the size limit as the messages show it. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The record an upload answers (spec back-office §3 "Uploaded file"), plus the pixel size of images. */
export interface UploadedFileRecord {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl: string;
  width?: number;
  height?: number;
}
