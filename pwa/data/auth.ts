import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { SESSION_REFRESH_LOCK, withLock } from '../lib/locks';
import { request } from './request';
import { UploadedFileFields } from './uploads';

// The account's own calls (spec §2, §7): the session's sign-in, sign-up,
// refresh and sign-out, and the auth screens' mails, reset and profile.

/** A user as the session keeps it and IAM shows it. */
export const UserFields = graphql(
  `
    fragment UserFields on User @_unmask {
      id
      email
      firstName
      lastName
      fullName
      phoneNumber
      idNumber
      userCategory
      avatars {
        ...UploadedFileFields
      }
      roles
      permissions
      outletId
      disabled
      emailVerified
      userType
      createdAt
      updatedAt
    }
  `,
  [UploadedFileFields],
);

/** What a sign-in answers: the access token and its user (the refresh token comes as an httpOnly cookie). */
export const AuthPayloadFields = graphql(
  `
    fragment AuthPayloadFields on AuthPayload @_unmask {
      token
      user {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const AuthSignIn = graphql(
  `
    mutation AuthSignIn($email: String!, $password: String!, $rememberMe: Boolean) {
      authSignIn(email: $email, password: $password, rememberMe: $rememberMe) {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const AuthSignUp = graphql(
  `
    mutation AuthSignUp($email: String!, $password: String!, $firstName: String, $lastName: String) {
      authSignUp(email: $email, password: $password, firstName: $firstName, lastName: $lastName) {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const AuthRefresh = graphql(
  `
    mutation AuthRefresh {
      authRefresh {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const AuthSignOut = graphql(`
  mutation AuthSignOut {
    authSignOut
  }
`);

const AuthMe = graphql(
  `
    query AuthMe {
      authMe {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const AuthSendPasswordResetEmail = graphql(`
  mutation AuthSendPasswordResetEmail($email: String!) {
    authSendPasswordResetEmail(email: $email)
  }
`);

const AuthSendSignInLink = graphql(`
  mutation AuthSendSignInLink($email: String!) {
    authSendSignInLink(email: $email)
  }
`);

const AuthSignInWithLink = graphql(
  `
    mutation AuthSignInWithLink($token: String!) {
      authSignInWithLink(token: $token) {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const AuthPasswordReset = graphql(`
  mutation AuthPasswordReset($token: String!, $password: String!) {
    authPasswordReset(token: $token, password: $password)
  }
`);

const AuthVerifyEmail = graphql(
  `
    mutation AuthVerifyEmail($token: String!) {
      authVerifyEmail(token: $token) {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const AuthSendEmailAddressVerificationEmail = graphql(`
  mutation AuthSendEmailAddressVerificationEmail {
    authSendEmailAddressVerificationEmail
  }
`);

const AuthUpdateProfile = graphql(
  `
    mutation AuthUpdateProfile($profile: ProfileInput!) {
      authUpdateProfile(profile: $profile) {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const AuthSocialProviders = graphql(`
  query AuthSocialProviders {
    authSocialProviders
  }
`);

export type User = ResultOf<typeof UserFields>;
export type AuthPayload = ResultOf<typeof AuthPayloadFields>;
export type SignUpInput = VariablesOf<typeof AuthSignUp>;
export type ProfileInput = VariablesOf<typeof AuthUpdateProfile>['profile'];
/** An avatar as a form sends it: a kept one (id, publicUrl) or a new image (content, base64). */
export type AvatarInput = NonNullable<ProfileInput['avatars']>[number];

// The session's own calls go as a visitor (no access token): they make the
// token, and an expired one must not send them round the refresh again.

export async function signIn(email: string, password: string, rememberMe: boolean): Promise<AuthPayload> {
  return (await request(AuthSignIn, { email, password, rememberMe }, { anonymous: true })).authSignIn;
}

export async function signUp(input: SignUpInput): Promise<AuthPayload> {
  return (await request(AuthSignUp, input, { anonymous: true })).authSignUp;
}

/** A new access token from the refresh cookie; throws UNAUTHENTICATED when the session is over. */
/** A refresh that gets no answer (Wi-Fi without internet) is given up after this long: the sync engine tries again. */
const REFRESH_TIMEOUT_MS = 10_000;

export async function refreshSession(): Promise<AuthPayload> {
  return withLock(
    SESSION_REFRESH_LOCK,
    async () => (await request(AuthRefresh, {}, { anonymous: true, timeoutMs: REFRESH_TIMEOUT_MS })).authRefresh,
  );
}

export async function signOut(): Promise<boolean> {
  return (await request(AuthSignOut, {}, { anonymous: true })).authSignOut;
}

/** The signed-in user as the server has it now; null when the token no longer names one. */
export async function fetchMe(signal?: AbortSignal): Promise<User | null> {
  return (await request(AuthMe, {}, { signal })).authMe;
}

export async function sendPasswordResetEmail(email: string): Promise<boolean> {
  return (await request(AuthSendPasswordResetEmail, { email })).authSendPasswordResetEmail;
}

/** Asks for a one-time sign-in link by mail (the way in for a new device the account's wait holds); always true. */
export async function sendSignInLink(email: string): Promise<boolean> {
  return (await request(AuthSendSignInLink, { email }, { anonymous: true })).authSendSignInLink;
}

export async function signInWithLink(token: string): Promise<AuthPayload> {
  return (await request(AuthSignInWithLink, { token }, { anonymous: true })).authSignInWithLink;
}

export async function resetPassword(token: string, password: string): Promise<boolean> {
  return (await request(AuthPasswordReset, { token, password })).authPasswordReset;
}

export async function verifyEmail(token: string): Promise<User> {
  return (await request(AuthVerifyEmail, { token })).authVerifyEmail;
}

export async function sendVerificationEmail(): Promise<boolean> {
  return (await request(AuthSendEmailAddressVerificationEmail, {})).authSendEmailAddressVerificationEmail;
}

export async function updateProfile(profile: ProfileInput): Promise<User> {
  return (await request(AuthUpdateProfile, { profile })).authUpdateProfile;
}

/** The social providers (google, facebook) this server has client ids for; the sign-in screens show a button for each. */
export async function fetchSocialProviders(signal?: AbortSignal): Promise<string[]> {
  return (await request(AuthSocialProviders, {}, { signal, anonymous: true })).authSocialProviders;
}
