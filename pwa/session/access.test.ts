import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import type { Caller } from '../../shared/access/contract';
import { mayCall } from './access';
import { menuFor } from './backofficeMenu';

// The menus follow the gate's outlet scope (issue 45 point 1): a seller account whose outlet link was removed is
// refused every outlet-scoped operation by the server, so its menus offer none of them.

const roles = ['complaintEditor', 'activationEditor', 'exportEditor'];
const linked: Caller = { roles, emailVerified: true, outletId: 'outlet-1', userType: 'seller' };
const unlinked: Caller = { ...linked, outletId: null };
const backOffice: Caller = { ...unlinked, userType: 'admin' };
const outletOps = (Object.keys(OPERATIONS) as OperationName[]).filter((op) => OPERATIONS[op].scope === 'outlet');
const menuPaths = (caller: Caller) => menuFor(caller).flatMap((group) => group.entries.map((entry) => entry.path));

describe('outlet-scoped operations on the phone', () => {
  it('an account linked to an outlet and an unlinked back-office account may call those their roles allow', () => {
    expect(mayCall(linked, 'complaintList')).toBe(true);
    expect(mayCall(backOffice, 'complaintList')).toBe(true);
  });

  it('an unlinked seller account may call none, and its menu offers none of the screens behind them', () => {
    expect(outletOps.length).toBeGreaterThan(10);
    expect(outletOps.filter((op) => mayCall(unlinked, op))).toEqual([]);
    expect(menuPaths(linked)).toContain('complaints');
    expect(menuPaths(unlinked)).not.toContain('complaints');
  });
});
