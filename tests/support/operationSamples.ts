import type { OperationName } from '../../server/graphql/module';

/** What a sample may use: a user to act on, and a counter for unique values. */
export interface WalkFixture {
  target: { id: string; email: string };
  /** A fresh number on every call (unique emails, import hashes). */
  next(): number;
}

export interface SampleCall {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * One valid call per GraphQL operation, for the permission walk
 * (tests/integration/permissions.test.ts). A call made by an allowed role must
 * succeed with no error at all, and may run many times (so it creates unique
 * data or changes nothing). Adding an operation to a module means adding its
 * sample here: the walk fails for a guarded operation without one.
 */
export const OPERATION_SAMPLES: Partial<Record<OperationName, (fx: WalkFixture) => SampleCall>> = {
  'Query.appInfo': () => ({ query: '{ appInfo { version } }' }),
  'Mutation.ping': () => ({ query: 'mutation { ping }' }),
  'Query.authMe': () => ({ query: '{ authMe { id } }' }),
  'Query.authIsEmailConfigured': () => ({ query: '{ authIsEmailConfigured }' }),
  'Mutation.authSignUp': (fx) => ({ query: 'mutation ($e: String!) { authSignUp(email: $e, password: "walk-password-1") { token } }', variables: { e: `walk-signup-${fx.next()}@test.example` } }),
  'Mutation.authSignIn': () => ({ query: 'mutation { authSignIn(email: "nobody@test.example", password: "wrong-password") { token } }' }),
  'Mutation.authRefresh': () => ({ query: 'mutation { authRefresh { token } }' }),
  'Mutation.authSignOut': () => ({ query: 'mutation { authSignOut }' }),
  'Mutation.authSendPasswordResetEmail': () => ({ query: 'mutation { authSendPasswordResetEmail(email: "nobody@test.example") }' }),
  'Mutation.authVerifyEmail': () => ({ query: 'mutation { authVerifyEmail(token: "not-a-token") { id } }' }),
  'Mutation.authPasswordReset': () => ({ query: 'mutation { authPasswordReset(token: "not-a-token", password: "walk-password-1") }' }),
  'Mutation.authSendEmailAddressVerificationEmail': () => ({ query: 'mutation { authSendEmailAddressVerificationEmail }' }),
  'Mutation.authUpdateProfile': () => ({ query: 'mutation { authUpdateProfile(profile: { firstName: "Walker" }) { id } }' }),
  'Mutation.authSendWelcomeEmail': (fx) => ({ query: 'mutation ($e: String!) { authSendWelcomeEmail(email: $e, name: "Walk") }', variables: { e: `walk-welcome-${fx.next()}@test.example` } }),

  'Query.iamListUsers': () => ({ query: '{ iamListUsers(filter: { status: "enabled" }, orderBy: "email_ASC", limit: 5) { count rows { id } } }' }),
  'Query.iamListRoles': () => ({ query: '{ iamListRoles { role users { id } } }' }),
  'Query.iamFind': (fx) => ({ query: 'query ($id: ID!) { iamFind(id: $id) { id } }', variables: { id: fx.target.id } }),
  'Query.iamUserAutocomplete': () => ({ query: '{ iamUserAutocomplete(query: "walk", limit: 5) { id label } }' }),
  'Mutation.iamCreate': (fx) => ({ query: 'mutation ($d: IamCreateInput!) { iamCreate(data: $d) }', variables: { d: { emails: [`walk-invite-${fx.next()}@test.example`], roles: ['viewer'] } } }),
  'Mutation.iamEdit': (fx) => ({ query: 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }', variables: { d: { id: fx.target.id, roles: ['viewer'] } } }),
  'Mutation.iamRemove': (fx) => ({ query: 'mutation ($e: [String!]!) { iamRemove(emails: $e, roles: ["contentViewer"]) }', variables: { e: [fx.target.email] } }),
  'Mutation.iamChangeStatus': (fx) => ({ query: 'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: false) }', variables: { ids: [fx.target.id] } }),
  'Mutation.iamImport': (fx) => {
    const n = fx.next();
    return { query: 'mutation ($d: IamImportInput!, $h: String!) { iamImport(data: $d, importHash: $h) }', variables: { d: { email: `walk-import-${n}@test.example`, roles: ['viewer'] }, h: `walk-hash-${n}` } };
  },
  'Query.auditLogList': () => ({ query: '{ auditLogList(filter: { entityNames: ["user"] }, limit: 5) { count rows { id } } }' }),
};
