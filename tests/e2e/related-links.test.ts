import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { buildSeller } from '../support/items';
import { activate, placeItems } from '../support/outlets';
import { openInApp } from './pages/inApp';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Spec §6 (issue 43): a link to a related record shows only to whoever may open that record. An outlet's page offered
// "Its items" to a reader of outlets alone, whom the items list answers "no permission"; the activation records'
// serials lead to items a reader of activations may open.

const e2e = useE2e();
let outlet: string;
let serial: string;
let outletsReader: BuiltUser;
let activationsReader: BuiltUser;

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { nameAr: 'فرع المنيل', nameEn: 'Manial branch' });
  [serial] = (await placeItems(e2e.server, e2e.owner.token, outlet, 1)) as [string];
  await activate(e2e.server, e2e.owner.token, serial, '01011112222');
  outletsReader = await buildUser(e2e.server, { roles: ['branchViewer', 'sellerViewer'] });
  activationsReader = await buildUser(e2e.server, { roles: ['activationViewer'] });
});

describe('links to related records', () => {
  it('are offered only to whoever may open them (ar)', async () => {
    const owner = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } });
    await signInAt(owner.page, e2e.owner.email, `/ar/admin/branches/${outlet}`);
    await owner.page.getByRole('heading', { level: 1, name: 'فرع المنيل' }).waitFor();
    // The owner, who may read items, is offered both.
    await owner.page.getByRole('link', { name: 'منتجاته' }).waitFor();
    await openInApp(owner.page, '/ar/admin/activation/records');
    await owner.page.getByRole('heading', { level: 1, name: 'سجلات التفعيل' }).waitFor();
    await owner.page.getByRole('link', { name: serial }).waitFor();

    const outlets = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } });
    await signInAt(outlets.page, outletsReader.email, `/ar/admin/branches/${outlet}`);
    await outlets.page.getByRole('heading', { level: 1, name: 'فرع المنيل' }).waitFor();
    expect(await outlets.page.getByRole('link', { name: 'منتجاته' }).count()).toBe(0);

    const activations = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } });
    await signInAt(activations.page, activationsReader.email, '/ar/admin/activation/records');
    // A reader of activations may read their items: the serial leads to the item's page, which opens.
    await activations.page.getByRole('link', { name: serial }).click();
    await activations.page.waitForURL((url) => url.pathname === `/ar/admin/items/${serial}`);
    await activations.page.getByRole('heading', { level: 1, name: serial }).waitFor();
    expect(await activations.page.getByText('عذراً، ليس لديك صلاحية الوصول إلى هذه الصفحة').count()).toBe(0);
    expect([...owner.errors, ...outlets.errors, ...activations.errors]).toEqual([]);
  });
});
