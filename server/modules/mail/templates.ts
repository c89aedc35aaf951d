import type { TFunction } from 'i18next';
import type { MailMessage } from './mailer';

export type MailKind = 'verifyEmail' | 'resetPassword' | 'invitation' | 'welcome' | 'signInLink';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short mail in the recipient's language: a greeting, one sentence and, for most kinds, one link. */
export function composeMail(t: TFunction, kind: MailKind, to: string, params: { link?: string; name?: string }): MailMessage {
  const vars = { appTitle: t('common.appTitle'), name: params.name || to };
  const subject = t(`mail.${kind}.subject`, vars);
  const body = t(`mail.${kind}.body`, vars);
  const greeting = t('mail.greeting', vars);
  const action = t(`mail.${kind}.action`, vars);
  const text = [greeting, '', body, ...(params.link ? ['', `${action}: ${params.link}`] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    params.link ? `<p><a href="${escapeHtml(params.link)}">${escapeHtml(action)}</a></p>` : '',
  ].join('');
  return { to, subject, text, html };
}
