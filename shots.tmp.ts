import { launchBrowser, openPage } from './tests/support/browser';
import { buildUser } from './tests/support/factories';
import { startTestServer } from './tests/support/server';
import { signInAs } from './tests/e2e/pages/signIn';

const server = await startTestServer({ seedDemo: true });
const editor = await buildUser(server, { roles: ['contentEditor'], email: 'shots-editor@test.example' });
const browser = await launchBrowser();
const shots = process.argv.slice(2);
for (const [language, scheme, width] of [['ar', 'light', 1280], ['en', 'dark', 390], ['en', 'light', 1280], ['ar', 'dark', 390]] as const) {
  const { page, context, errors } = await openPage(browser, server.url, { viewport: { width, height: 900 }, colorScheme: scheme });
  await page.addInitScript((m) => localStorage.setItem('mode', m), scheme);
  await signInAs(page, editor.email, undefined, language);
  for (const path of shots) {
    await page.goto(`/${language}${path}`);
    await page.waitForTimeout(1500);
    const name = `${language}-${scheme}-${width}${path.replace(/\//g, '_')}`;
    await page.screenshot({ path: `/tmp/cms-shots/${name}.png`, fullPage: true });
  }
  if (errors.length) console.log(language, errors.slice(0, 5));
  await context.close();
}
await browser.close();
await server.stop();
