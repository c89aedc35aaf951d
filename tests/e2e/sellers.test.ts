import { beforeAll, describe, expect, it } from 'vitest';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { buildSeller } from '../support/items';
import { signInAt } from './pages/signIn';
import { Picker } from './pages/Picker';
import { useE2e } from './fixture';

// Spec §7: a seller account is linked to its outlet by picking it by name or
// email (autocomplete, 300 ms debounce), not by typing a user id.

const e2e = useE2e({ owner: false });
let admin: BuiltUser;

beforeAll(async () => {
  admin = await buildUser(e2e.server, { roles: ['admin'] });
});

describe('linking a seller account', () => {
  it('picks the account by its name in Arabic and links it to the branch', async () => {
    const branch = await buildSeller(e2e.server, admin.token, { name: 'Miami branch', sellerType: 'branch' });
    const account = await buildUser(e2e.server, { userType: 'seller', firstName: 'Karim' });
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, admin.email, `/ar/admin/branches/${branch}`);
    const picker = Picker.labelled(page, 'حساب البائع');
    const linkButton = page.getByRole('button', { name: 'ربط بهذا المنفذ' });
    expect(await linkButton.isDisabled()).toBe(true);
    // The server's answer fills the suggestions after the 300 ms debounce.
    await picker.pick('Karim', account.email);
    expect(await picker.value()).toContain(account.email);
    await linkButton.click();
    await page.getByText('تم ربط الحساب بهذا المنفذ.').first().waitFor();
    expect(await sellerOfUser(e2e.server.database.db, account.id)).toBe(branch);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
