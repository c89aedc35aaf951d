import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

// A small OpenID provider on 127.0.0.1, standing in for Google or Facebook in
// tests: discovery, an authorization page with one "continue" button, a token
// endpoint that checks the client secret, the redirect URI and PKCE, and a
// signed ID token. Only what the authorization code flow needs.

/** The person the provider says is signing in. */
export interface StubIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface StubProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in is (set before the browser reaches the authorization page). */
  identity: StubIdentity;
  /** Token requests refused, with why: what a test asserts when the server misbehaves. */
  refusals: string[];
  stop(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  identity: StubIdentity;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stub provider</title></head><body>${body}</body></html>`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStubProvider(options: { clientId?: string; clientSecret?: string } = {}): Promise<StubProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const pending = new Map<string, URL>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stub: StubProvider = {
    issuer,
    clientId: options.clientId ?? 'stub-client',
    clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    identity: { sub: 'stub-user-1', email: 'social.person@test.example', emailVerified: true, givenName: 'Social', familyName: 'Person' },
    refusals: [],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    // The browser asks for one on the authorization page; a 404 would read as a page error.
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    if (url.pathname === '/authorize') {
      const ticket = randomBytes(8).toString('hex');
      pending.set(ticket, url);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        page(
          `<h1>Stub provider</h1><p>${escape(url.searchParams.get('client_id') ?? '')} asks who you are.</p>` +
            `<form method="get" action="/approve"><input type="hidden" name="ticket" value="${ticket}">` +
            `<button type="submit">Continue as ${escape(stub.identity.email)}</button></form>`,
        ),
      );
    }
    if (url.pathname === '/approve') {
      const asked = pending.get(url.searchParams.get('ticket') ?? '');
      if (!asked) return json(400, { error: 'invalid_request' });
      const redirect = new URL(asked.searchParams.get('redirect_uri') ?? '');
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        clientId: asked.searchParams.get('client_id') ?? '',
        redirectUri: redirect.href,
        challenge: asked.searchParams.get('code_challenge') ?? '',
        nonce: asked.searchParams.get('nonce') ?? undefined,
        identity: { ...stub.identity },
      });
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', asked.searchParams.get('state') ?? '');
      redirect.searchParams.set('iss', issuer);
      res.writeHead(302, { location: redirect.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        void token(new URLSearchParams(body), req.headers.authorization).then(([status, answer]) => json(status, answer));
      });
      return;
    }
    json(404, { error: 'not_found' });
  });

  async function token(form: URLSearchParams, authorization: string | undefined): Promise<[number, unknown]> {
    const refuse = (why: string): [number, unknown] => {
      stub.refusals.push(why);
      return [400, { error: 'invalid_grant', error_description: why }];
    };
    const basic = authorization?.startsWith('Basic ')
      ? Buffer.from(authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (basic[0] !== stub.clientId || basic[1] !== stub.clientSecret) return refuse('client authentication');
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    if (!grant || form.get('grant_type') !== 'authorization_code') return refuse('unknown or used code');
    if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return refuse('PKCE');
    const { identity } = grant;
    const idToken = await sign(privateKey, {
      sub: identity.sub,
      aud: grant.clientId,
      nonce: grant.nonce,
      email: identity.email,
      email_verified: identity.emailVerified,
      given_name: identity.givenName,
      family_name: identity.familyName,
    });
    return [
      200,
      {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
        scope: 'openid email profile',
      },
    ];
  }

  function sign(key: CryptoKey, claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'stub-1' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  return stub;
}
