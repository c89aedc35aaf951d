import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '../../shared/i18n';
import { translator } from '../i18n';

/**
 * The built index.html, with `<html lang dir>` and `<title>` set for the
 * requested path, so the first paint is already in the right direction and
 * crawlers that run no JavaScript see a real title.
 */
export class ShellRenderer {
  private template: string | undefined;

  constructor(private readonly staticDir: string) {}

  available(): boolean {
    return this.load() !== undefined;
  }

  render(urlPath: string): string | undefined {
    const template = this.load();
    if (!template) return undefined;
    const language = languageOfPath(urlPath);
    const t = translator(language);
    return template
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t('common.appTitle'))}</title>`);
  }

  private load(): string | undefined {
    if (this.template === undefined) {
      const file = path.join(this.staticDir, 'index.html');
      if (fs.existsSync(file)) this.template = fs.readFileSync(file, 'utf8');
    }
    return this.template;
  }
}

export function languageOfPath(urlPath: string): Language {
  const first = urlPath.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
