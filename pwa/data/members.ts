import type { ApplicationInput } from '../../shared/validation/seller';
import { AuthPayloadFields, type AuthPayload } from './auth';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { LocalizedText } from './public/common';
import { request } from './request';

// The member side of the public site: a member's sign-in (spec §2: member id,
// the person, a code sent to the phone, or email and password) and the
// public "become a distributor" request. Sent without the access token, as
// before any sign-in; never cached (POST). Then the signed-in member's own
// activity for their /profile, sent with the token.

const MemberLookup = graphql(
  `
    mutation MemberLookup($memberId: String!) {
      memberLookup(memberId: $memberId) {
        id
        name {
          ...LocalizedText
        }
        relation
        registered
        phoneHint
      }
    }
  `,
  [LocalizedText],
);

const MemberSendCode = graphql(`
  mutation MemberSendCode($identityId: String!, $phoneNumber: String!, $registration: MemberRegistrationInput) {
    memberSendCode(identityId: $identityId, phoneNumber: $phoneNumber, registration: $registration) {
      id
      phoneHint
      expiresAt
      codeLength
      attemptsLeft
    }
  }
`);

const MemberVerifyCode = graphql(
  `
    mutation MemberVerifyCode($ticketId: String!, $code: String!) {
      memberVerifyCode(ticketId: $ticketId, code: $code) {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const MemberEmailSignIn = graphql(
  `
    mutation MemberEmailSignIn($email: String!, $password: String!) {
      memberEmailSignIn(email: $email, password: $password) {
        ...AuthPayloadFields
      }
    }
  `,
  [AuthPayloadFields],
);

const MemberActivity = graphql(`
  query MemberActivity($limit: Int) {
    memberActivity(limit: $limit) {
      phoneHint
      entries {
        id
        kind
        at
        serialNumber
        itemName
        complaintNumber
        complaintStatus
      }
    }
  }
`);

const ApplicationCreate = graphql(`
  mutation ApplicationCreate($data: ApplicationInput!) {
    applicationCreate(data: $data) {
      id
    }
  }
`);

/** A person on a membership: the member, a spouse or a child (`relation`). */
export type MemberIdentity = ResultOf<typeof MemberLookup>['memberLookup'][number];
/** A code sent to a phone: where, until when, and how many tries are left. */
export type CodeTicket = ResultOf<typeof MemberSendCode>['memberSendCode'];
export type SendCodeInput = VariablesOf<typeof MemberSendCode>;

const anonymous = { anonymous: true } as const;

/** The people on a membership. */
export async function lookUpMember(memberId: string): Promise<MemberIdentity[]> {
  return (await request(MemberLookup, { memberId }, anonymous)).memberLookup;
}

/** Sends a sign-in code to the person's phone; `registration` for a person without an account yet. */
export async function sendMemberCode(input: SendCodeInput): Promise<CodeTicket> {
  return (await request(MemberSendCode, input, anonymous)).memberSendCode;
}

export async function verifyMemberCode(ticketId: string, code: string): Promise<AuthPayload> {
  return (await request(MemberVerifyCode, { ticketId, code }, anonymous)).memberVerifyCode;
}

/** Staff and administrators sign in on the public site with their email (spec §4). */
export async function memberEmailSignIn(email: string, password: string): Promise<AuthPayload> {
  return (await request(MemberEmailSignIn, { email, password }, anonymous)).memberEmailSignIn;
}

/** What the signed-in member did: warranties registered and complaints filed, newest first. */
export type MemberActivity = ResultOf<typeof MemberActivity>['memberActivity'];
export type MemberActivityEntry = MemberActivity['entries'][number];

export async function fetchMemberActivity(signal?: AbortSignal): Promise<MemberActivity> {
  return (await request(MemberActivity, {}, { signal })).memberActivity;
}

/** The public join request (back-office Application), listed under Distributors → Join Requests. */
export async function sendDistributorApplication(data: ApplicationInput): Promise<{ id: string }> {
  return (await request(ApplicationCreate, { data }, anonymous)).applicationCreate;
}
