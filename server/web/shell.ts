import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '../../shared/i18n';
import type { RenderedPage } from '../../shared/pageRender';
import { translator } from '../lib/i18n';
import { GlobalStylesheets } from './globalStyles';
import { HEAD_SCRIPT } from './headScript';

/**
 * The built index.html, with `<html lang dir>` and `<title>` set for the
 * requested path, so the first paint is already in the right direction and
 * crawlers that run no JavaScript see a real title.
 */
export class ShellRenderer {
  private template: string | undefined;

  constructor(
    private readonly staticDir: string,
    /** The stylesheets the rendered pages link (served by app.ts at GLOBAL_STYLES_PATH). */
    readonly stylesheets = new GlobalStylesheets(),
  ) {}

  available(): boolean {
    return this.load() !== undefined;
  }

  render(urlPath: string, meta?: ShellMeta, page?: ServerPage): string | undefined {
    const template = this.load();
    if (!template) return undefined;
    const language = languageOfPath(urlPath);
    const t = translator(language);
    let html = template
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace(/<head>/, `<head>\n    <script>${HEAD_SCRIPT}</script>`);
    if (page) {
      // Before the page's own styles, as when they were all inline: the layers' order (`@layer reset, base, …`) comes first.
      const link = page.globalStyles ? `<link rel="stylesheet" href="${this.stylesheets.href(page.globalStyles)}" />` : '';
      html = html
        // Functions, not strings: a `$&` in the content must not be read as a replacement pattern.
        .replace('</head>', () => `${link}${page.styles}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${page.html}</div><script id="ssr-data" type="application/json">${jsonForScript(page.payload)}</script>`,
        )
        .replace(/<noscript>.*?<\/noscript>/s, '');
    }
    if (!meta) return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t('common.appTitle'))}</title>`);
    return html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${metaTags(meta, language, t('common.appTitle'))}\n  </head>`);
  }

  private load(): string | undefined {
    if (this.template === undefined) {
      const file = path.join(this.staticDir, 'index.html');
      if (fs.existsSync(file)) this.template = fs.readFileSync(file, 'utf8');
    }
    return this.template;
  }
}

/** A page the server rendered (server/web/ssr.ts), as shared/pageRender.ts declares it for the renderer and the server. */
export type ServerPage = RenderedPage;

/** JSON safe inside <script>: no `<` can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function languageOfPath(urlPath: string): Language {
  const first = urlPath.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** What a public page tells crawlers and link previews (server/modules/content/seo.ts fills it). */
export interface ShellMeta {
  title: string;
  description: string;
  image?: string;
  type: 'website' | 'article';
  /** Path without the language prefix. */
  path: string;
  /** https://host of this request. */
  origin: string;
}

function metaTags(meta: ShellMeta, language: Language, siteName: string): string {
  const url = (l: string) => `${meta.origin}/${l}${meta.path}`;
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${meta.origin}${meta.image}`
    : `${meta.origin}/icons/icon-512.png`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(url('ar'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(url('en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('ar'))}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${language === 'ar' ? 'ar_EG' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
