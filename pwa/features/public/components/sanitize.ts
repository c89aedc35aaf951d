import DOMPurify, { type Config } from 'dompurify';
import { SANITIZE_CONFIG } from '../../../../shared/contentHtml';

// In the browser DOMPurify cleans with the browser's DOM. On the server it has
// no DOM (its Node export is a factory without `sanitize`): the server render
// hands in the server's own sanitiser (server/lib/sanitizeHtml.ts,
// DOMPurify over jsdom with the same policy).
let serverSanitizer: ((html: string) => string) | null = null;

export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeContent(html: string): string {
  if (serverSanitizer) return serverSanitizer(html);
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false } satisfies Config) as unknown as string;
}
