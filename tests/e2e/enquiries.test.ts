import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { openPage } from '../support/browser';
import { PublicSite } from './pages/PublicSite';
import { AppShell } from './pages/AppShell';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 43: a sponsor enquiry sent from the public site's "Email Us" was stored and read by no screen. It now asks
// the sender's own email too (public spec §3), and the back-office lists the enquiries for whoever reads the site's
// content: sent in Arabic on a phone, read in Arabic and in English.

const e2e = useE2e();

describe('sponsor enquiries', () => {
  it('are sent from the public site on a phone and read in the back-office (ar, then en)', async () => {
    const visitor = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 390, height: 844 } });
    const app = new PublicSite(visitor.page);
    await app.goto('/ar');
    await app.emailUs().click();
    await app.contactField('name').fill('سارة علي');
    await app.contactField('email').fill('sara@');
    await app.contactField('companyName').fill('شركة النيل');
    await app.contactField('companyEmail').fill('info@nile.example');
    await app.contactField('phoneNumber').fill('01012345678');
    await app.contactField('message').fill('نود رعاية فريق كرة القدم هذا الموسم.');
    await app.contactSubmit().click();
    await expect.poll(() => app.contactError().textContent()).toBe('من فضلك أدخل بريداً إلكترونياً صحيحاً');
    await app.contactField('email').fill('sara.ali@mail.example');
    await app.contactSubmit().click();
    await app.contactThanks().waitFor();
    expect(visitor.errors).toEqual([]);

    const { page, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } });
    await signInAs(page, e2e.owner.email, undefined, 'ar');
    await page.getByRole('navigation').getByRole('link', { name: 'طلبات الرعاية' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'طلبات الرعاية والإعلان' }).waitFor();
    const table = page.getByRole('table');
    await expect.poll(() => table.textContent()).toContain('نود رعاية فريق كرة القدم هذا الموسم.');
    for (const shown of ['سارة علي', 'sara.ali@mail.example', 'شركة النيل', 'info@nile.example', '01012345678'])
      expect(await table.textContent()).toContain(shown);
    const sent = await e2e.server.database.db.selectFrom('content_forms').select('created_at').executeTakeFirstOrThrow();
    expect(await table.textContent()).toContain(formatInstant(sent.created_at, 'ar'));

    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/enquiries-ar-1440.png` });
    // In English: the header's toggle, pressed inside the page (a toast may cover it); opened by address inside the app, the
    // other language costs about 5 s of the renderer.
    await new AppShell(page).languageToggle().dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'Sponsor enquiries' }).waitFor();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Company email' }).count()).toBe(1);
    // The header draws before the rows arrive: wait for the row.
    await expect.poll(() => page.getByRole('table').textContent()).toContain(formatInstant(sent.created_at, 'en'));
    expect(errors).toEqual([]);
  });
});
