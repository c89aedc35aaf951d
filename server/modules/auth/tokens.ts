import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

// Access tokens: HS256 only, with issuer, audience and type checked, so a
// token minted for anything else (or with alg "none") is never accepted.
export const ACCESS_TOKEN = { alg: 'HS256', typ: 'at+jwt', issuer: 'aqua-club', audience: 'aqua-club-api', ttlSeconds: 15 * 60 } as const;
// reuseGraceSeconds: a token rotated moments ago may be presented once more by the
// same browser (a reload or a second tab raced the rotation, or the answer was
// lost); inside this window that one retry gets a sibling token instead of
// revoking the family. A second retry revokes it (docs/decisions.md).
export const REFRESH_TOKEN = { persistentDays: 30, sessionHours: 12, cookie: 'aqua_rt', reuseGraceSeconds: 30 } as const;

export interface AccessClaims {
  userId: string;
  /**
   * The account's token version when the token was minted (claim `ver`); the
   * request is refused when the account's version has moved on since. A token
   * without the claim (minted before it existed) reads as version 0.
   */
  tokenVersion: number;
  /**
   * The session (refresh-token family) the token was minted for (claim `sid`): signing out revokes the family,
   * and its access tokens are refused on their next request. Absent from tokens minted outside a session (tests,
   * scripts) and from those minted before the claim existed.
   */
  sessionId?: string | undefined;
  /** When the token expires (claim `exp`), in ms since the epoch. */
  expiresAt: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  userId: string,
  { tokenVersion = 0, sessionId, now = new Date() }: { tokenVersion?: number; sessionId?: string; now?: Date } = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: tokenVersion, ...(sessionId ? { sid: sessionId } : {}) })
    .setProtectedHeader({ alg: ACCESS_TOKEN.alg, typ: ACCESS_TOKEN.typ })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN.ttlSeconds)
    .sign(key(secret));
}

/** The user id and token version of a valid access token, or undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ACCESS_TOKEN.alg],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      typ: ACCESS_TOKEN.typ,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) return undefined;
    const ver = payload.ver ?? 0;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return undefined;
    const sid = payload.sid;
    if (sid !== undefined && (typeof sid !== 'string' || !sid || sid.length > 64)) return undefined;
    return { userId: payload.sub, tokenVersion: ver, sessionId: sid, expiresAt: (payload.exp as number) * 1000 };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return undefined;
    throw err;
  }
}

/** An opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
