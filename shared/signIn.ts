// Sign-in paths both sides agree on: where a sign-in may send the user back
// to, and social sign-in (spec: google, facebook) through OpenID Connect. The
// server mounts that flow under SOCIAL_SIGN_IN_BASE and names the providers it
// has client ids for (authSocialProviders); the sign-in screens link to them.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * A `redirect` query value only if it is a path inside the app, never another
 * site (`//host`, `/\\host`): the sign-in screens and the social flow's return.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  return value && value.length <= 500 && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/** Served by the server, never by the app shell (the service worker lets it through). */
export const SOCIAL_SIGN_IN_BASE = '/oidc';

/** Where a sign-in button goes: the server starts the provider's flow and comes back to `redirect` (a path in the app). */
export function socialSignInStart(provider: SocialProvider, language: string, redirect: string | null): string {
  const query = `lang=${encodeURIComponent(language)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  return `${SOCIAL_SIGN_IN_BASE}/${provider}/start?${query}`;
}
