import DOMPurify, { type Config } from 'dompurify';
import { htmlToText, SANITIZE_CONFIG } from '../../../shared/contentHtml';

/** The shared HTML policy (shared/contentHtml.ts) applied in the browser. */
export const cleanHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false } satisfies Config) as unknown as string;

/** The editor's HTML as stored: cleaned, and '' when it holds no text (so "required" means something). */
export function editorValue(html: string): string {
  const safe = cleanHtml(html);
  return htmlToText(safe) || /<img\s/i.test(safe) ? safe : '';
}
