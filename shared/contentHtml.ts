// The one HTML policy for rich content (news, articles, live): no scripts, no
// event handlers, no javascript: URLs, no inline styles, no SVG or MathML, no
// forms or frames. The server applies it when content is saved (DOMPurify over
// jsdom; reads serve the stored HTML), the PWA when it renders (DOMPurify in
// the browser). A change here reaches rows already stored only through a new
// migration that cleans them again, as 0021_content_sanitized does.
export const SANITIZE_CONFIG: {
  USE_PROFILES: { html: boolean };
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOWED_URI_REGEXP: RegExp;
} = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
};

/** Plain text of an HTML fragment, for meta descriptions and card excerpts (no DOM needed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
