import { describe, expect, it } from 'vitest';
import { grantableRoles, mayChangeAccount, rolesBeyond } from './grants';
import { ROLES } from './permissions';

// The rule of shared/access/grants.ts in plain cases: the IAM walk (tests/integration/iam-grants.test.ts)
// reads its expectations from these functions, so here they are pinned by hand.

describe('who grants what', () => {
  it('an owner grants every role and changes every account', () => {
    expect(grantableRoles(['owner'])).toEqual([...ROLES]);
    for (const role of ROLES) expect(mayChangeAccount(['owner'], [role])).toBe(true);
  });

  it('an editor grants the roles its rights cover, never owner, admin or audit-log viewer', () => {
    expect(rolesBeyond(['editor'], ['admin', 'auditLogViewer', 'iamSecurityReviewer'])).toEqual(['admin', 'auditLogViewer']);
    expect(grantableRoles(['editor'])).toEqual(
      expect.arrayContaining(['editor', 'iamSecurityReviewer', 'productEditor', 'activationEditor', 'contentEditor']),
    );
    expect(grantableRoles(['editor'])).not.toContain('owner');
    // A viewer reads the audit log, which an editor may not: an editor makes no viewer.
    expect(grantableRoles(['editor'])).not.toContain('viewer');
  });

  it('an editor changes no admin and no owner; an admin (full access) changes every account but an owner; equals change each other', () => {
    expect(mayChangeAccount(['editor'], ['admin'])).toBe(false);
    expect(mayChangeAccount(['editor'], ['owner'])).toBe(false);
    expect(mayChangeAccount(['admin'], ['editor'])).toBe(true);
    expect(mayChangeAccount(['admin'], ['viewer', 'auditLogViewer', 'iamSecurityReviewer'])).toBe(true);
    // The seller accounts it runs hold customer permissions the matrix gives no admin (customerAutocomplete).
    expect(mayChangeAccount(['admin'], ['activationEditor'])).toBe(true);
    expect(mayChangeAccount(['admin'], ['admin'])).toBe(true);
    expect(mayChangeAccount(['editor'], ['editor', 'productViewer'])).toBe(true);
    expect(mayChangeAccount(['admin'], ['owner'])).toBe(false);
  });

  it('a security reviewer grants only what it holds: its own role', () => {
    expect(grantableRoles(['iamSecurityReviewer'])).toEqual(['iamSecurityReviewer']);
    expect(mayChangeAccount(['iamSecurityReviewer'], ['viewer'])).toBe(false);
  });

  it('several roles add up', () => {
    expect(rolesBeyond(['editor', 'auditLogViewer'], ['viewer', 'auditLogViewer'])).toEqual([]);
    expect(mayChangeAccount(['editor'], ['editor', 'auditLogViewer'])).toBe(false);
    expect(mayChangeAccount([], [])).toBe(true);
  });
});
