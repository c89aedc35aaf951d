import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { openPage } from '../support/browser';
import { AppShell } from './pages/AppShell';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 43 (spec §2: every entity has list, new, edit and view screens; §3: an offer keeps createdBy and updatedBy):
// offers had no view screen (/admin/offers/{id} was a 404). Written in Arabic at phone width, read in both languages,
// deleted from its own page.

const e2e = useE2e();

describe('an offer’s own page', () => {
  it('shows what was written in both languages, when and by whom, and deletes it (ar at 390 px, then en)', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 390, height: 844 } });
    await signInAt(page, e2e.owner.email, '/ar/admin/offers/new');
    await page.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill('خصم الصيف على الفلاتر');
    await page.getByRole('textbox', { name: 'العنوان (بالإنجليزية)' }).fill('Summer filter sale');
    await page.getByRole('textbox', { name: 'الوصف (بالعربية)' }).fill('خصم ٢٠٪ على كل فلاتر المطبخ');
    await page.getByLabel('التاريخ').fill('2026-12-20');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم حفظ العرض بنجاح').waitFor();

    // From the list, its title opens its page.
    await page.getByRole('link', { name: 'خصم الصيف على الفلاتر' }).click();
    await page.getByRole('heading', { level: 1, name: 'خصم الصيف على الفلاتر' }).waitFor();
    const row = await e2e.server.database.db.selectFrom('offers').selectAll().executeTakeFirstOrThrow();
    await page.waitForURL((url) => url.pathname === `/ar/admin/offers/${row.id}`);
    const details = page.getByRole('main');
    for (const shown of [
      'Summer filter sale',
      'خصم ٢٠٪ على كل فلاتر المطبخ',
      '٢٠٢٦-١٢-٢٠',
      e2e.owner.email,
      formatInstant(row.created_at, 'ar'),
    ])
      expect(await details.textContent()).toContain(shown);
    expect(row).toMatchObject({ created_by: e2e.owner.id, updated_by: e2e.owner.id });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/offer-ar-390.png`, fullPage: true });

    // In English: the header's toggle, pressed inside the page (a toast may cover it); opened by address inside the app, the
    // other language costs about 5 s of the renderer.
    await new AppShell(page).languageToggle().dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'Summer filter sale' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(`${formatInstant(row.created_at, 'en')} · ${e2e.owner.email}`);
    expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/en/admin/offers/${row.id}/edit`);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Offer deleted successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/en/admin/offers');
    expect(await e2e.server.database.db.selectFrom('offers').select('id').execute()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
