/* global window, document -- these run in the page (addInitScript, evaluate), not in Node. */
// Writes docs/screenshots/<screen>-<language>.png from a running demo server
// (`npm start`, or `npm run serve` on a demo database): the home page, a news
// page, the items list, the seller's scan screen on a phone and a label sheet,
// in Arabic and in English, light mode; in English also the rows chosen for
// labels and the thermal printer's (ZPL) controls; the buyer's warranty
// registration on a phone.
//   node scripts/screenshots.mjs [http://127.0.0.1:3000]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../docs/screenshots');
const PASSWORD = 'demo12345';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

// The browser speaks the page's language too, as a phone set to Arabic does (its date fields follow it).
async function open(viewport, language) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', locale: language === 'ar' ? 'ar-EG' : 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('mode', 'light'));
  return { context, page: await context.newPage() };
}

async function signIn(page, language, email) {
  await page.goto(`${base}/${language}/auth/signin`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 20_000 });
}

/** The warranty page would offer its buyer the registration form: sold at an outlet, not registered yet. */
async function registrable(page, serial) {
  const response = await page.request.post(`${base}/graphql`, {
    data: { query: 'query ($s: String!) { warrantyLookup(serialNumber: $s) { sold registered } }', variables: { s: serial } },
  });
  const info = (await response.json()).data?.warrantyLookup;
  return Boolean(info?.sold && !info.registered);
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(800);
}

async function shot(page, name, language, target) {
  await settle(page);
  const file = path.join(out, `${name}-${language}.png`);
  await (target ?? page).screenshot({ path: file });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

for (const language of ['ar', 'en']) {
  const visitor = await open({ width: 1280, height: 800 }, language);
  await visitor.page.goto(`${base}/${language}`);
  await shot(visitor.page, 'home', language);
  await visitor.page.goto(`${base}/${language}/news`);
  await visitor.page.locator('main a[href*="/news/"]').first().click();
  await visitor.page.locator('h1').first().waitFor();
  await shot(visitor.page, 'news', language);
  await visitor.context.close();

  const owner = await open({ width: 1280, height: 800 }, language);
  await signIn(owner.page, language, 'owner@demo.test');
  await owner.page.goto(`${base}/${language}/admin/items`);
  await owner.page.locator('tbody tr').first().waitFor();
  await shot(owner.page, 'items', language);
  if (language === 'en') {
    for (const box of (await owner.page.getByRole('checkbox', { name: /^Choose [A-Z]\d+ for labels$/ }).all()).slice(0, 3))
      await box.locator('xpath=..').click();
    await shot(owner.page, 'print-selected', language);
  }
  const serials = (await owner.page.locator('tbody').innerText()).match(/\b[PSA]\d{11}\b/g) ?? [];
  // An item its outlet sold with its warranty not activated: its buyer may register it (only a sold one, issue 41).
  const inactive = await owner.page
    .locator('tbody tr', { hasText: language === 'ar' ? 'مُصدَّر' : 'Exported' })
    .filter({ hasText: language === 'ar' ? 'غير مفعّل' : 'Inactive' })
    .allInnerTexts();
  let sold;
  for (const serial of inactive.map((row) => row.match(/\b[PSA]\d{11}\b/)?.[0]).filter(Boolean)) {
    if (await registrable(owner.page, serial)) {
      sold = serial;
      break;
    }
  }
  await owner.page.goto(`${base}/${language}/admin/barcode`);
  const paste = owner.page.locator('textarea').first();
  await paste.fill(serials.slice(0, 6).join('\n'));
  await paste.blur();
  await owner.page.locator('select').first().selectOption('a4-3x8');
  const sheet = owner.page.getByTestId('label-sheet');
  await sheet.locator('[data-testid="label-qr"]').first().waitFor();
  await shot(owner.page, 'labels', language);
  if (language === 'en') {
    await owner.page.locator('select').first().selectOption('roll-50x25');
    await owner.page.getByTestId('zpl-panel').scrollIntoViewIfNeeded();
    await shot(owner.page, 'labels-zpl', language);
  }
  await owner.context.close();

  if (sold) {
    const buyer = await open({ width: 390, height: 844 }, language);
    await buyer.page.goto(`${base}/${language}/w/${sold}`);
    await buyer.page.getByTestId('warranty-register').scrollIntoViewIfNeeded();
    await shot(buyer.page, 'register', language);
    await buyer.context.close();
  }

  const seller = await open({ width: 390, height: 844 }, language);
  await signIn(seller.page, language, 'seller@demo.test');
  await seller.page.goto(`${base}/${language}/admin/activation`);
  await seller.page.locator('h1').first().waitFor();
  await shot(seller.page, 'scan', language);
  await seller.context.close();
}
await browser.close();
