import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Governorates, cities and regions: a place is viewed with what lies below it,
// and deleting one that is in use is refused with spec §8's message.

const e2e = useE2e({ owner: false });
let admin: BuiltUser;

beforeAll(async () => {
  admin = await buildUser(e2e.server, { roles: ['admin'] });
});

async function place(level: 'governorate' | 'city', nameEn: string, nameAr: string, parentId: string | null): Promise<string> {
  const res = await gql<Record<string, { id: string }>>(
    e2e.server.url,
    `mutation ($d: PlaceInput!) { ${level}Create(data: $d) { id } }`,
    { d: { nameEn, nameAr, parentId } },
    { token: admin.token },
  );
  return res.data?.[`${level}Create`]?.id as string;
}

describe('geography', () => {
  it('views a governorate with its cities, refuses to delete it while a city uses it, and deletes the unused city', async () => {
    const gov = await place('governorate', 'Fayoum Test', 'الفيوم تجربة', null);
    const city = await place('city', 'Tamiya Test', 'طامية تجربة', gov);
    const exists = async (table: 'governorates' | 'cities', id: string) =>
      (await e2e.server.database.db.selectFrom(table).select('id').where('id', '=', id).execute()).length === 1;

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, admin.email, '/ar/admin/governorates');
    await page.getByRole('link', { name: 'الفيوم تجربة', exact: true }).first().click();
    await page.getByRole('heading', { name: 'الفيوم تجربة' }).waitFor();
    await page.getByRole('link', { name: 'طامية تجربة', exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await page.getByText('لا يمكن إتمام الحذف لأن هذا العنصر مستخدم').first().waitFor();
    expect(await exists('governorates', gov)).toBe(true);

    // The city has nothing below it and no outlet: it goes, from its own page.
    await page.getByRole('link', { name: 'طامية تجربة', exact: true }).first().click();
    await page.getByRole('heading', { name: 'طامية تجربة' }).waitFor();
    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await page.getByText('تم حذف المكان.').first().waitFor();
    await expect.poll(() => exists('cities', city)).toBe(false);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
