import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSettingsDate } from '../../shared/dates';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let owner: BuiltUser;
let admin: BuiltUser;
let viewer: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  admin = await buildUser(server, { roles: ['admin'] });
  viewer = await buildUser(server, { roles: ['viewer'] });
});
afterAll(async () => {
  await server?.stop();
});

const SAVE = /* GraphQL */ `
  mutation Save($settings: SettingsInput!) {
    settingsSave(settings: $settings) {
      theme
      title
      barcodeTitle
      pinCode
      deletionNeedsPinCode
      activationLimit
      labelOffsetTopMm
      signature {
        dataUrl
      }
    }
  }
`;
const FIND = '{ settingsFind { theme title pinCode activationLimit deletionNeedsPinCode } }';
const HISTORY = '{ settingsHistory { id date time createdAt theme title } }';
const APP = '{ appSettings { theme title } }';

type History = { settingsHistory: Array<{ id: string; date: string; time: string; createdAt: string; theme: string; title: string }> };

describe('settings', () => {
  it('starts from the defaults: astronaut-blue, activation limit 5, readable by anyone as appSettings', async () => {
    const app = await gql<{ appSettings: { theme: string } }>(server.url, APP);
    expect(app.errors).toBeUndefined();
    expect(app.data?.appSettings.theme).toBe('astronaut-blue');
    const found = await gql<{ settingsFind: { activationLimit: number; theme: string } }>(server.url, FIND, {}, { token: owner.token });
    expect(found.data?.settingsFind).toMatchObject({ theme: 'astronaut-blue', activationLimit: 5 });
  });

  it('saves as the owner, keeps each replaced version as dated history (DD/MM/YYYY, hh:mm am/pm), newest first', async () => {
    const first = await gql(server.url, SAVE, { settings: { theme: 'red', title: 'First', pinCode: '4321' } }, { token: owner.token });
    expect(first.errors).toBeUndefined();
    const second = await gql<{ settingsSave: { theme: string; title: string } }>(
      server.url,
      SAVE,
      { settings: { theme: 'cyan', title: 'Second', pinCode: '4321' } },
      { token: owner.token },
    );
    expect(second.data?.settingsSave).toMatchObject({ theme: 'cyan', title: 'Second' });

    const history = await gql<History>(server.url, HISTORY, {}, { token: owner.token });
    const entries = history.data?.settingsHistory ?? [];
    // The first save had no stored settings to keep; the second kept "First".
    expect(entries.map((e) => e.title)).toEqual(['First']);
    const [entry] = entries;
    expect(entry?.theme).toBe('red');
    expect(entry?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(entry?.time).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (am|pm)$/);
    expect({ date: entry?.date, time: entry?.time }).toEqual(formatSettingsDate(entry?.createdAt ?? ''));

    await gql(server.url, SAVE, { settings: { theme: 'gold', title: 'Third' } }, { token: owner.token });
    const again = await gql<History>(server.url, HISTORY, {}, { token: owner.token });
    expect(again.data?.settingsHistory.map((e) => e.title)).toEqual(['Second', 'First']);
    expect((await gql<{ appSettings: { theme: string; title: string } }>(server.url, APP)).data?.appSettings).toEqual({
      theme: 'gold',
      title: 'Third',
    });
  });

  it('never lists the document named default, and deleting default does nothing', async () => {
    await server.database.db
      .insertInto('settings_history')
      .values({
        id: 'default',
        values: JSON.stringify({ theme: 'lime', title: 'ghost' }),
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
    const history = await gql<History>(server.url, HISTORY, {}, { token: owner.token });
    expect(history.data?.settingsHistory.map((e) => e.id)).not.toContain('default');

    const removed = await gql<{ settingsDelete: boolean }>(
      server.url,
      'mutation { settingsDelete(id: "default") }',
      {},
      { token: owner.token },
    );
    expect(removed.data?.settingsDelete).toBe(false);
    expect((await server.database.db.selectFrom('settings').select('id').execute()).map((r) => r.id)).toEqual(['default']);
    expect(
      await server.database.db.selectFrom('settings_history').select('id').where('id', '=', 'default').executeTakeFirst(),
    ).toBeDefined();
  });

  it('deletes a past entry, audited', async () => {
    const before = (await gql<History>(server.url, HISTORY, {}, { token: owner.token })).data?.settingsHistory ?? [];
    const target = before.at(-1)?.id as string;
    const removed = await gql<{ settingsDelete: boolean }>(
      server.url,
      'mutation($id: String!) { settingsDelete(id: $id) }',
      { id: target },
      { token: owner.token },
    );
    expect(removed.data?.settingsDelete).toBe(true);
    const after = (await gql<History>(server.url, HISTORY, {}, { token: owner.token })).data?.settingsHistory ?? [];
    expect(after.map((e) => e.id)).toEqual(before.slice(0, -1).map((e) => e.id));
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_name', '=', 'settingsHistory')
      .where('entity_id', '=', target)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['delete']);
  });

  it.each([
    ['admin', () => admin],
    ['viewer', () => viewer],
  ])('is FORBIDDEN to an %s, for reading and saving, and changes nothing', async (_name, who) => {
    const before = await server.database.db.selectFrom('settings').selectAll().executeTakeFirst();
    const save = await gql(server.url, SAVE, { settings: { theme: 'purple' } }, { token: who().token });
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(save.data).toBeNull();
    const find = await gql(server.url, FIND, {}, { token: who().token });
    expect(find.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await gql(server.url, HISTORY, {}, { token: who().token });
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.database.db.selectFrom('settings').selectAll().executeTakeFirst()).toEqual(before);
  });

  it('tells anyone whether deletion needs a pin code, never the pin itself', async () => {
    await gql(server.url, SAVE, { settings: { theme: 'gold', pinCode: '5555', deletionNeedsPinCode: true } }, { token: owner.token });
    const app = await gql<{ appSettings: { deletionNeedsPinCode: boolean } }>(server.url, '{ appSettings { deletionNeedsPinCode } }');
    expect(app.data?.appSettings.deletionNeedsPinCode).toBe(true);
    const pin = await gql(server.url, '{ appSettings { pinCode } }');
    expect(pin.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await gql(server.url, SAVE, { settings: { theme: 'gold', pinCode: '5555', deletionNeedsPinCode: false } }, { token: owner.token });
  });

  it('asks for sign-in without a token', async () => {
    const save = await gql(server.url, SAVE, { settings: { theme: 'purple' } });
    expect(save.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('validates: unknown theme, short pin code, pin required for pin-coded deletion, oversized signature — nothing saved', async () => {
    const historyBefore = await server.database.db.selectFrom('settings_history').select('id').execute();
    const badTheme = await gql(server.url, SAVE, { settings: { theme: 'pink' } }, { token: owner.token, language: 'en' });
    expect(badTheme.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const shortPin = await gql(server.url, SAVE, { settings: { theme: 'red', pinCode: '12' } }, { token: owner.token, language: 'en' });
    expect(shortPin.errors?.[0]?.message).toBe('The pin code must be at least 4 digits');
    const needsPin = await gql(
      server.url,
      SAVE,
      { settings: { theme: 'red', deletionNeedsPinCode: true, pinCode: '' } },
      { token: owner.token, language: 'ar' },
    );
    expect(needsPin.errors?.[0]?.message).toBe('الرمز السري مطلوب عندما يتطلب الحذف رمزاً سرياً');
    const bigSignature = `data:image/png;base64,${'A'.repeat(300 * 1024)}`;
    const big = await gql(
      server.url,
      SAVE,
      { settings: { theme: 'red', signature: { dataUrl: bigSignature } } },
      { token: owner.token, language: 'en' },
    );
    expect(big.errors?.[0]?.message).toMatch(/^File is too big/);
    const notImage = await gql(
      server.url,
      SAVE,
      { settings: { theme: 'red', signature: { dataUrl: 'data:text/html;base64,PGgxPg==' } } },
      { token: owner.token, language: 'en' },
    );
    expect(notImage.errors?.[0]?.message).toBe('You must upload an image');
    expect(await server.database.db.selectFrom('settings_history').select('id').execute()).toEqual(historyBefore);
  });

  it('keeps a drawn signature and never writes the pin code into the audit log', async () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await gql<{ settingsSave: { signature: { dataUrl: string } } }>(
      server.url,
      SAVE,
      { settings: { theme: 'gold', pinCode: '98765', signature: { dataUrl: signature } } },
      { token: owner.token },
    );
    expect(saved.data?.settingsSave.signature.dataUrl).toBe(signature);
    const audit = await server.database.db.selectFrom('audit_logs').select('values').where('entity_name', '=', 'settings').execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
    for (const row of audit) expect(row.values).not.toContain('98765');
  });

  it('prints the signature where the settings ask: on certificates by default, on labels when chosen, for whoever reads items', async () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const seller = await buildUser(server, { roles: ['activationEditor', 'exportEditor'] });
    const PRINT = '{ certificateSettings { title signature } labelSettings { signature } }';
    type Print = { certificateSettings: { title: string; signature: string | null }; labelSettings: { signature: string | null } };
    const save = (settings: Record<string, unknown>) =>
      gql(
        server.url,
        SAVE,
        { settings: { theme: 'gold', title: 'Aqua Water', signature: { dataUrl: signature }, ...settings } },
        { token: owner.token },
      );

    expect((await save({})).errors).toBeUndefined();
    let print = (await gql<Print>(server.url, PRINT, {}, { token: owner.token })).data;
    expect(print).toEqual({ certificateSettings: { title: 'Aqua Water', signature }, labelSettings: { signature: null } });

    await save({ signatureOnCertificate: false, signatureOnLabels: true });
    print = (await gql<Print>(server.url, PRINT, {}, { token: owner.token })).data;
    expect(print).toEqual({ certificateSettings: { title: 'Aqua Water', signature: null }, labelSettings: { signature } });
    const stored = await server.database.db
      .selectFrom('settings')
      .select(['signature_on_certificate', 'signature_on_labels'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ signature_on_certificate: 0, signature_on_labels: 1 });

    // A seller prints its customers' certificates; the settings themselves stay the owner's.
    await save({ signatureOnCertificate: true });
    const bySeller = await gql<Print>(server.url, '{ certificateSettings { title signature } }', {}, { token: seller.token });
    expect(bySeller.data?.certificateSettings).toEqual({ title: 'Aqua Water', signature });
    expect((await gql(server.url, FIND, {}, { token: seller.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the warranty terms the customer’s certificate prints, public through appSettings, and refuses them too long', async () => {
    const terms = 'Two years on parts and labour.\nThe filter cartridges are not covered.';
    const saved = await gql(server.url, SAVE, { settings: { theme: 'gold', warrantyTerms: `  ${terms}  ` } }, { token: owner.token });
    expect(saved.errors).toBeUndefined();
    const app = await gql<{ appSettings: { warrantyTerms: string } }>(server.url, '{ appSettings { warrantyTerms } }');
    expect(app.data?.appSettings.warrantyTerms).toBe(terms);
    expect((await server.database.db.selectFrom('settings').select('warranty_terms').executeTakeFirstOrThrow()).warranty_terms).toBe(terms);

    const tooLong = await gql(server.url, SAVE, { settings: { theme: 'gold', warrantyTerms: 'x'.repeat(1501) } }, { token: owner.token });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.database.db.selectFrom('settings').select('warranty_terms').executeTakeFirstOrThrow()).warranty_terms).toBe(terms);
    // Entries saved before the terms existed still read (their terms are null).
    const history = await gql<{ settingsHistory: Array<{ warrantyTerms: string | null }> }>(
      server.url,
      '{ settingsHistory { warrantyTerms } }',
      {},
      { token: owner.token },
    );
    expect(history.errors).toBeUndefined();
  });
});
