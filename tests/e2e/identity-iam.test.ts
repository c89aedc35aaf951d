import fs from 'node:fs';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { ImportPage, UserListPage } from './pages/IamPages';
import { signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

const e2e = useE2e({ owner: { email: 'owner-iam@test.example' } });

/** 25 rows from the template, three of them bad (lines 5, 12, 20 in the file). */
function workbook(dir: string): string {
  const rows: unknown[][] = [['email', 'firstName', 'lastName', 'phoneNumber', 'avatars', 'roles', 'unknownColumn']];
  for (let i = 0; i < 25; i++) {
    const line = i + 2;
    const email = line === 5 ? 'not-an-email' : `imported-${line}@test.example`;
    const roles = line === 12 ? 'superuser' : i % 2 ? 'viewer editor' : 'viewer';
    const firstName = line === 20 ? 'x'.repeat(81) : `Row${line}`;
    rows.push([email, firstName, 'Imported', `0100${line}`, '', roles, 'dropped']);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  const file = path.join(dir, 'users-25.xlsx');
  fs.writeFileSync(file, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

describe('importing users from a workbook', () => {
  it('imports 22 of 25 rows, shows the 3 errors with their line numbers, and refuses the same workbook again', async () => {
    const file = workbook(e2e.server.dir);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const importer = new ImportPage(page);
    await signInOnto(page, e2e.owner.email, () => importer.open('en'));
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.result().textContent()).toContain('Processing completed, but some rows were unable to be imported.');
    expect(await importer.summary().textContent()).toBe('22 imported, 3 errors, 0 pending');
    await importer.showErrorsOnly();
    expect(await importer.errorRows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line')))).toEqual(['5', '12', '20']);
    expect(await importer.errorRows().first().textContent()).toContain('Please provide a valid email.');
    const imported = await e2e.server.database.db.selectFrom('users').select('email').where('email', 'like', 'imported-%').execute();
    expect(imported).toHaveLength(22);

    await importer.newImport();
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.result().textContent()).toContain('Import failed. There are no valid rows.');
    await importer.showErrorsOnly();
    await expect.poll(() => importer.errorRows().count()).toBe(10); // first page of 25 errors
    expect(await importer.errorRows().first().textContent()).toContain('Data has already been imported');
    expect(await e2e.server.database.db.selectFrom('users').select('email').where('email', 'like', 'imported-%').execute()).toHaveLength(
      22,
    );
    await context.close();
  });
});

describe('bulk disable', () => {
  it('disables two selected users and the list shows them disabled', async () => {
    const a = await buildUser(e2e.server, { roles: ['viewer'], email: 'bulk-a@test.example' });
    const b = await buildUser(e2e.server, { roles: ['viewer'], email: 'bulk-b@test.example' });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const list = new UserListPage(page);
    await signInOnto(page, e2e.owner.email, () => list.open('ar'));
    await list.filterByEmail('bulk-');
    await list.row(a.email).waitFor();
    await list.row(b.email).waitFor();
    await list.select(a.email);
    await list.select(b.email);
    await list.disableSelected();
    await page.getByText('تم تعطيل المستخدم (المستخدمين) بنجاح').waitFor();
    await expect.poll(() => list.row(a.email).textContent()).toContain('معطّل');
    expect(await list.row(b.email).textContent()).toContain('معطّل');
    const rows = await e2e.server.database.db.selectFrom('users').select('disabled').where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.disabled)).toEqual([1, 1]);
    // The filter is in the address: a reload shows the same two users, still disabled.
    expect(new URL(page.url()).searchParams.get('f.email')).toBe('bulk-');
    await page.reload();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    expect(await list.row(a.email).textContent()).toContain('معطّل');
    await context.close();
  });
});

describe('a viewer', () => {
  it('does not see the "new user" button, and the server refuses the call anyway', async () => {
    const viewer = await buildUser(e2e.server, { roles: ['viewer'], email: 'viewer-iam@test.example' });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const list = new UserListPage(page);
    await signInOnto(page, viewer.email, () => list.open('en'));
    await list.row(viewer.email).waitFor();
    expect(await list.newUserButton().count()).toBe(0);
    await page.goto('/en/admin/iam/new');
    await page.waitForURL('**/en/403');
    const refused = await gql(
      e2e.server.url,
      'mutation { iamCreate(data: { emails: ["sneaky@test.example"], roles: ["owner"] }) }',
      {},
      { token: viewer.token, language: 'en' },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await e2e.server.database.db.selectFrom('users').select('id').where('email', '=', 'sneaky@test.example').execute()).toEqual([]);
    await context.close();
  });
});
