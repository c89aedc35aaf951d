import { ACTION_TYPES } from './items/states';

/**
 * What an audit row may say it did: the server writes only these (AuditEntry's type) and the audit log names each
 * in both languages (shared/i18n/catalogue.test.ts), so none shows as its code.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'disable',
  'enable',
  'import',
  'removeRoles',
  'signIn',
  'signInFailed',
  'signOut',
  'denied',
  'refreshTokenReuse',
  'verifyEmail',
  'passwordReset',
  'updateProfile',
  'sendVerificationEmail',
  'sendPasswordResetEmail',
  'sendWelcomeEmail',
  'sendSignInLink',
  'signInLinkFailed',
  'linkIdentity',
  'pinCodeFailed',
  'lock',
  'unlock',
  'reply',
  'changeStatus',
  'link',
  'publish',
  'unpublish',
  'codeSent',
  'memberSignIn',
  'selfRegister',
  // A distributor's join request answered.
  'pending',
  'contacted',
  'rejected',
  ...ACTION_TYPES,
  // A complaint taken up by the warranty claim received from it; a claim resolved by a replacement item.
  'claim',
  'claimReplace',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
