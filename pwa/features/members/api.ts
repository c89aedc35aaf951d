// The one typed doorway between the member screens and the server. Every call
// is a POST (never cached): member data and sign-ins.
import type { ApplicationInput } from '../../../shared/validation/seller';
import type { MemberRegistration } from '../../../shared/validation/member';
import { graphqlRequest } from '../../lib/graphql';
import { USER_FIELDS, type SessionUser } from '../auth/session';

export interface MemberIdentity {
  id: string;
  name: { en: string; ar: string };
  relation: 'member' | 'spouse' | 'child';
  registered: boolean;
  phoneHint: string | null;
}
export interface CodeTicket {
  id: string;
  phoneHint: string;
  expiresAt: string;
  codeLength: number;
  attemptsLeft: number;
}
export interface SignedIn {
  token: string;
  user: SessionUser;
}

const post = <T>(language: string, query: string, variables: Record<string, unknown>) =>
  graphqlRequest<T>(query, variables, { language, method: 'POST' });

export const membersApi = {
  async lookup(language: string, memberId: string): Promise<MemberIdentity[]> {
    const data = await post<{ memberLookup: MemberIdentity[] }>(
      language,
      'mutation ($memberId: String!) { memberLookup(memberId: $memberId) { id name { en ar } relation registered phoneHint } }',
      { memberId },
    );
    return data.memberLookup;
  },
  async sendCode(
    language: string,
    input: { identityId: string; phoneNumber: string; registration: MemberRegistration | null },
  ): Promise<CodeTicket> {
    const data = await post<{ memberSendCode: CodeTicket }>(
      language,
      'mutation ($identityId: String!, $phoneNumber: String!, $registration: MemberRegistrationInput) { memberSendCode(identityId: $identityId, phoneNumber: $phoneNumber, registration: $registration) { id phoneHint expiresAt codeLength attemptsLeft } }',
      input,
    );
    return data.memberSendCode;
  },
  async verifyCode(language: string, ticketId: string, code: string): Promise<SignedIn> {
    const data = await post<{ memberVerifyCode: SignedIn }>(
      language,
      `mutation ($ticketId: String!, $code: String!) { memberVerifyCode(ticketId: $ticketId, code: $code) { token user { ${USER_FIELDS} } } }`,
      { ticketId, code },
    );
    return data.memberVerifyCode;
  },
  async emailSignIn(language: string, email: string, password: string): Promise<SignedIn> {
    const data = await post<{ memberEmailSignIn: SignedIn }>(
      language,
      `mutation ($email: String!, $password: String!) { memberEmailSignIn(email: $email, password: $password) { token user { ${USER_FIELDS} } } }`,
      { email, password },
    );
    return data.memberEmailSignIn;
  },
  /** The public join request (back-office Application), listed under Distributors → Join Requests. */
  async applicationCreate(language: string, data: ApplicationInput): Promise<{ id: string }> {
    const result = await post<{ applicationCreate: { id: string } }>(
      language,
      'mutation ($data: ApplicationInput!) { applicationCreate(data: $data) { id } }',
      { data },
    );
    return result.applicationCreate;
  },
};
