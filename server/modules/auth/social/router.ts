import express, { type Request, type Response, type Router } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/i18n';
import { isSocialProvider, safeRedirect, SOCIAL_SIGN_IN_BASE, type SocialProvider } from '../../../../shared/signIn';
import type { AppDeps } from '../../../graphql/context';
import { AppError } from '../../../graphql/errors';
import type { SocialProviderConfig } from '../../../lib/config';
import { readCookie } from '../../../lib/cookies';
import { translator } from '../../../lib/i18n';
import { publicOrigin } from '../../../lib/publicOrigin';
import { secretOf } from '../session';
import { startSession } from '../commands';
import { accountOfProvider, type ProviderClaims } from './accounts';

// The OpenID Connect authorization code flow with PKCE (openid-client), as two
// browser navigations: /oidc/:provider/start sends the browser to the
// provider, /oidc/:provider/callback comes back with a code, trades it for a
// signed ID token, signs the person in (refresh cookie) and returns to the
// app's sign-in screen, which moves a signed-in user on. The flow's secrets
// (state, nonce, PKCE verifier) wait in a signed httpOnly cookie for 10
// minutes, so any server process can finish what another started.

const FLOW_COOKIE = 'oidc_flow';
const FLOW_TTL_S = 600;

interface Flow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  language: Language;
  redirect: string | null;
}

/** The sign-in screen, with the auth code of what went wrong (auth.codes.*) or the path to go on to. */
function backToSignIn(res: Response, language: Language, query: { error?: string; redirect?: string | null }): void {
  const params = new URLSearchParams();
  if (query.error) params.set('error', query.error);
  if (query.redirect) params.set('redirect', query.redirect);
  const search = params.toString();
  res.redirect(302, `/${language}/auth/signin${search ? `?${search}` : ''}`);
}

export function socialSignInRouter(deps: AppDeps): Router {
  const router = express.Router();
  const { config, logger } = deps;
  const secret = () => new TextEncoder().encode(secretOf(config));
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  /** The provider's metadata, fetched once per process; a failed fetch is tried again next time. */
  function configurationOf(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let found = discovered.get(provider.name);
    if (!found) {
      const issuer = new URL(provider.issuer);
      // Plain HTTP only for a provider on this machine (the tests' stub provider).
      const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        timeout: 10,
        ...(local && { execute: [oidc.allowInsecureRequests] }),
      });
      found.catch(() => discovered.delete(provider.name));
      discovered.set(provider.name, found);
    }
    return found;
  }

  const providerOf = (req: Request) => {
    const name = req.params.provider;
    return isSocialProvider(name) ? config.socialProviders.find((p) => p.name === name) : undefined;
  };
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: config.production, path: SOCIAL_SIGN_IN_BASE };
  const callbackUrl = (provider: SocialProvider) => `${publicOrigin(config)}${SOCIAL_SIGN_IN_BASE}/${provider}/callback`;

  router.get('/:provider/start', async (req, res) => {
    const language = isLanguage(req.query.lang) ? req.query.lang : DEFAULT_LANGUAGE;
    const provider = providerOf(req);
    if (!provider) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: translator(language)('errors.page.404') } });
    const redirect = safeRedirect(typeof req.query.redirect === 'string' ? req.query.redirect : null);
    try {
      const configuration = await configurationOf(provider);
      const flow: Flow = {
        provider: provider.name,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        language,
        redirect,
      };
      const sealed = await new SignJWT({ ...flow }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(`${FLOW_TTL_S}s`).sign(secret());
      res.cookie(FLOW_COOKIE, sealed, { ...cookieOptions, maxAge: FLOW_TTL_S * 1000 });
      const target = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider.name),
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      res.redirect(302, target.href);
    } catch (err) {
      logger.warn({ err, provider: provider.name }, 'social sign-in: provider unavailable');
      backToSignIn(res, language, { error: 'auth/provider-unavailable', redirect });
    }
  });

  router.get('/:provider/callback', async (req, res) => {
    const provider = providerOf(req);
    const flow = await readFlow(req.get('cookie'));
    res.clearCookie(FLOW_COOKIE, cookieOptions);
    const language = flow?.language ?? DEFAULT_LANGUAGE;
    if (!provider || !flow || flow.provider !== provider.name) return backToSignIn(res, language, { error: 'auth/social-failed' });
    // The person said no at the provider: back to the screen they came from, nothing to report.
    if (req.query.error === 'access_denied') return backToSignIn(res, language, { redirect: flow.redirect });
    try {
      const configuration = await configurationOf(provider);
      const current = new URL(req.originalUrl, callbackUrl(provider.name));
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims() as ProviderClaims | undefined;
      if (!claims) throw new Error('no ID token claims');
      const t = translator(language);
      const user = await accountOfProvider({ ...deps, req, res, t, language }, provider.name, claims);
      await startSession({ db: deps.db, config, res, req }, user, false);
      backToSignIn(res, language, { redirect: flow.redirect });
    } catch (err) {
      const authCode = err instanceof AppError && typeof err.extensions.authCode === 'string' ? err.extensions.authCode : null;
      if (!authCode) logger.warn({ err, provider: provider.name }, 'social sign-in failed');
      backToSignIn(res, language, { error: authCode ?? 'auth/social-failed', redirect: flow.redirect });
    }
  });

  async function readFlow(cookieHeader: string | undefined): Promise<Flow | null> {
    const sealed = readCookie(cookieHeader, FLOW_COOKIE);
    if (!sealed) return null;
    try {
      const { payload } = await jwtVerify(sealed, secret(), { algorithms: ['HS256'] });
      const flow = payload as unknown as Flow;
      return isSocialProvider(flow.provider) && isLanguage(flow.language) ? flow : null;
    } catch {
      return null;
    }
  }

  return router;
}
