import { chromium } from 'playwright-core';
const [,, url, out, w = '1440', h = '900', scheme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
