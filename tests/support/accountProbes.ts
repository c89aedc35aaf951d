import { expect } from 'vitest';
import { isInputObjectType } from 'graphql';
import { buildSchema } from '../../server/schema';
import { type World, type Probe, reached, db } from './scope';

// One probe per account-scoped operation: an account reaches its own record, not another account's.

const schema = buildSchema();

export const mailsTo = async (w: World, email: string) =>
  (await db(w).selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;

const FILE_COMPLAINT = 'mutation ($p: String!) { complaintCreate(phoneNumber: $p, message: "Scope probe") { number } }';
const ACTIVITY = '{ memberActivity { entries { kind complaintNumber } } }';
const activityNumbers = async (w: World, user: World['accountA']) =>
  ((await reached(w, user, ACTIVITY)).memberActivity.entries as Array<{ complaintNumber: number | null }>).map((e) => e.complaintNumber);

export const ACCOUNT_PROBES: Record<string, Probe> = {
  memberActivity: {
    // A complaint the account files signed in is in its activity; the other account's is not (and is in theirs).
    async own(w) {
      const { number } = (await reached(w, w.accountA, FILE_COMPLAINT, { p: '01044445555' })).complaintCreate;
      expect(await activityNumbers(w, w.accountA)).toContain(number);
    },
    async other(w) {
      const { number } = (await reached(w, w.accountB, FILE_COMPLAINT, { p: '01044446666' })).complaintCreate;
      expect(await activityNumbers(w, w.accountA)).not.toContain(number);
      expect(await activityNumbers(w, w.accountB)).toContain(number);
    },
  },
  authUpdateProfile: {
    async own(w) {
      const data = await reached(w, w.accountA, 'mutation { authUpdateProfile(profile: { firstName: "Alia" }) { id firstName } }');
      expect(data.authUpdateProfile).toEqual({ id: w.accountA.id, firstName: 'Alia' });
    },
    // Nothing in its input names an account; the other account's row is left as it was.
    async other(w) {
      const input = schema.getType('ProfileInput');
      // An id or an email would name an account (a member's idNumber is their national id, not an account's).
      expect(isInputObjectType(input) && Object.keys(input.getFields()).filter((f) => /(^|[a-z])id$|email/i.test(f))).toEqual([]);
      const before = await db(w).selectFrom('users').selectAll().where('id', '=', w.accountB.id).executeTakeFirstOrThrow();
      await reached(w, w.accountA, 'mutation { authUpdateProfile(profile: { firstName: "Bashir", lastName: "Other" }) { id } }');
      expect(await db(w).selectFrom('users').selectAll().where('id', '=', w.accountB.id).executeTakeFirstOrThrow()).toEqual(before);
    },
  },
  authSendEmailAddressVerificationEmail: {
    async own(w) {
      const before = await mailsTo(w, w.accountA.email);
      expect(
        (await reached(w, w.accountA, 'mutation { authSendEmailAddressVerificationEmail }')).authSendEmailAddressVerificationEmail,
      ).toBe(true);
      expect(await mailsTo(w, w.accountA.email)).toBe(before + 1);
    },
    async other(w) {
      const before = await mailsTo(w, w.accountB.email);
      await reached(w, w.accountA, 'mutation { authSendEmailAddressVerificationEmail }');
      expect(await mailsTo(w, w.accountB.email)).toBe(before);
    },
  },
};
