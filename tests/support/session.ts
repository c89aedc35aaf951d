import { gql, type CallOptions } from './graphql';

export interface Session {
  token: string;
  /** The refresh cookie as a Cookie header value. */
  cookie: string;
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean) {
    authSignIn(email: $email, password: $password, rememberMe: $rememberMe) {
      token
      user {
        id
        email
        roles
        outletId
        emailVerified
        userType
      }
    }
  }
`;

export function refreshCookieOf(headers: Headers): string | undefined {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('aqua_rt='));
  return setCookie?.split(';')[0];
}

export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  options: CallOptions & { rememberMe?: boolean } = {},
): Promise<Session> {
  const response = await gql<{ authSignIn: { token: string } }>(
    baseUrl,
    SIGN_IN,
    { email, password, rememberMe: options.rememberMe ?? false },
    options,
  );
  const token = response.data?.authSignIn.token;
  const cookie = refreshCookieOf(response.headers);
  if (!token || !cookie) throw new Error(`sign-in failed: ${JSON.stringify(response.errors)}`);
  return { token, cookie };
}
