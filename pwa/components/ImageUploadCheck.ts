import { formatBytes, UPLOAD_RULES, type UploadKind } from '../../shared/uploads';

export interface FileProblem {
  key: string;
  params: Record<string, unknown>;
}

/**
 * The checks the browser can make before sending (the server makes them again,
 * by magic bytes): the spec's upload messages as i18n keys. Images: a file
 * that is no image at all gets "you must upload an image"; an image of a
 * format we do not take, "invalid format, must be …".
 */
export function checkFile(file: { name: string; size: number; type: string }, kind: UploadKind): FileProblem | null {
  const rule = UPLOAD_RULES[kind];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = rule.extensions.includes(extension);
  if (kind === 'images' && !known && !file.type.startsWith('image/')) return { key: 'validation.mustBeImage', params: {} };
  if (!known) return { key: 'validation.invalidFormat', params: { format: rule.extensions.join(', ') } };
  if (file.size === 0 && kind === 'images') return { key: 'validation.mustBeImage', params: {} };
  if (file.size > rule.maxBytes) return { key: 'validation.fileTooBig', params: { max: formatBytes(rule.maxBytes) } };
  return null;
}
