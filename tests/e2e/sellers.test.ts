import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { buildSeller } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';
import { signInAs } from './pages/signIn';

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
    const picker = page.getByLabel('حساب البائع');
    await picker.fill('Karim');
    // The server's answer fills the suggestions after the debounce; choosing one is typing its exact text.
    const option = page.locator('datalist option').first();
    await option.waitFor({ state: 'attached' });
    const label = (await option.getAttribute('value')) as string;
    expect(label).toContain(account.email);
    const linkButton = page.getByRole('button', { name: 'ربط بهذا المنفذ' });
    expect(await linkButton.isDisabled()).toBe(true);
    await picker.fill(label);
    await linkButton.click();
    await page.getByText('تم ربط الحساب بهذا المنفذ.').first().waitFor();
    expect(await sellerOfUser(server.database.db, account.id)).toBe(branch);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
