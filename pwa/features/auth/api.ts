import type { Request, SessionUser } from './session';
import { USER_FIELDS } from './session';

// Account operations the auth screens call (spec §7), through the session's doorway.
export const sendPasswordResetEmail = (request: Request, email: string) =>
  request<{ authSendPasswordResetEmail: boolean }>('mutation ($email: String!) { authSendPasswordResetEmail(email: $email) }', { email });

export const passwordReset = (request: Request, token: string, password: string) =>
  request<{ authPasswordReset: boolean }>(
    'mutation ($token: String!, $password: String!) { authPasswordReset(token: $token, password: $password) }',
    { token, password },
  );

export const verifyEmail = (request: Request, token: string) =>
  request<{ authVerifyEmail: SessionUser }>(`mutation ($token: String!) { authVerifyEmail(token: $token) { ${USER_FIELDS} } }`, { token });

export const sendVerificationEmail = (request: Request) =>
  request<{ authSendEmailAddressVerificationEmail: boolean }>('mutation { authSendEmailAddressVerificationEmail }');

export interface ProfileInput {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  avatars: Array<{ id?: string | null; name: string; content?: string | null; publicUrl?: string | null }>;
}
export const updateProfile = (request: Request, profile: ProfileInput) =>
  request<{ authUpdateProfile: SessionUser }>(
    `mutation ($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { ${USER_FIELDS} } }`,
    { profile },
  );
