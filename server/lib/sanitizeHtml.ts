import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

// HTML of news, articles and live pages is cleaned once, when it is saved
// (entities.ts toColumns: back-office writes and the seed; migration 0021 for
// rows stored before): DOMPurify over jsdom costs tens of milliseconds a row,
// too much for every public read, which serves the stored HTML as is. The PWA
// cleans again in the browser. Same policy on both sides: shared/contentHtml.ts.
import { SANITIZE_CONFIG } from '../../shared/contentHtml';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false } satisfies Config) as unknown as string;
}
