import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { buildSeller } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';
import { signInAs } from './pages/signIn';
import { Picker } from './pages/Picker';

// Spec §7: a seller account is linked to its outlet by picking it by name or
// email (autocomplete, 300 ms debounce), not by typing a user id.

let server: TestServer;
let browser: Browser;
let admin: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  browser = await launchBrowser();
  admin = await buildUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('linking a seller account', () => {
  it('picks the account by its name in Arabic and links it to the branch', async () => {
    const branch = await buildSeller(server, admin.token, { name: 'Miami branch', sellerType: 'branch' });
    const account = await buildUser(server, { userType: 'seller', firstName: 'Karim' });
    const { page, context, errors } = await openPage(browser, server.url);
    await signInAs(page, admin.email, undefined, 'ar');
    await page.goto(`/ar/admin/branches/${branch}`);
    const picker = Picker.labelled(page, 'حساب البائع');
    const linkButton = page.getByRole('button', { name: 'ربط بهذا المنفذ' });
    expect(await linkButton.isDisabled()).toBe(true);
    // The server's answer fills the suggestions after the 300 ms debounce.
    await picker.pick('Karim', account.email);
    expect(await picker.value()).toContain(account.email);
    await linkButton.click();
    await page.getByText('تم ربط الحساب بهذا المنفذ.').first().waitFor();
    expect(await sellerOfUser(server.database.db, account.id)).toBe(branch);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
